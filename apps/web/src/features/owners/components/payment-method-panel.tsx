import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sandboxPayoutSchema } from '@ownless/shared/listing-write';
import {
  BadgeCheck,
  Building2,
  ExternalLink,
  Landmark,
  LoaderCircle,
  Plus,
  Store,
} from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/form-fields';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCurrentUser, userQueryKey } from '@/lib/auth';
import { useServerForm, zodResolver } from '@/lib/form';
import {
  useConnectSandboxPayouts,
  usePayoutStatus,
  useStartStripeOnboarding,
  type PayoutStatus,
} from '../api/payouts';
import { ownerPaths } from '../config';

type SandboxValues = z.input<typeof sandboxPayoutSchema>;
const FIELDS = ['account_holder', 'routing_number', 'account_number'] as const;

function SandboxForm({
  holder,
  onConnected,
}: {
  holder: string;
  onConnected: (message: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useConnectSandboxPayouts();
  const {
    form,
    formError,
    submit: onSubmit,
  } = useServerForm<SandboxValues, z.output<typeof sandboxPayoutSchema>>({
    resolver: zodResolver(sandboxPayoutSchema),
    defaultValues: { account_holder: holder, routing_number: '', account_number: '' },
    fields: FIELDS,
    onSubmit: async (values) => {
      const result = await mutation.mutateAsync(values);
      onConnected(result.message);
    },
  });

  const routingHint = t`9 digits. In the sandbox, 110000000 works.`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={t`Bank account for payouts`}
    >
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      <TextField
        form={form}
        idPrefix={id}
        name="account_holder"
        label={t`Name on the account`}
        autoComplete="name"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          idPrefix={id}
          name="routing_number"
          label={t`Routing number`}
          hint={routingHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          dir="ltr"
          controlClassName={'font-mono tabular-nums'}
        />
        <TextField
          form={form}
          idPrefix={id}
          name="account_number"
          label={t`Account number`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          dir="ltr"
          controlClassName={'font-mono tabular-nums'}
        />
      </div>
      <LoadingButton
        type="submit"
        size="lg"
        loading={mutation.isPending}
        loadingText={t`Connecting…`}
      >
        <Landmark className="size-5" aria-hidden="true" />
        <Trans>Connect bank account</Trans>
      </LoadingButton>
    </form>
  );
}

function ConnectedCard({ status }: { status: PayoutStatus }) {
  const { t } = useLingui();
  const holder = status.account?.holder;
  const last4 = status.account?.last4;
  return (
    <div
      data-testid="payouts-connected"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-5 sm:flex-row sm:items-center dark:border-brand-800 dark:bg-brand-950/30"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm dark:bg-slate-900 dark:text-brand-400">
        <BadgeCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900 dark:text-white">
          <Trans>Payouts connected</Trans>
        </p>
        {status.account ? (
          <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              <bdi>{holder}</bdi> · account ending in{' '}
              <span dir="ltr" className="font-mono">
                •••• {last4}
              </span>
            </Trans>
          </p>
        ) : (
          <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
            <Trans>Your Stripe account is ready to receive payouts.</Trans>
          </p>
        )}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {status.provider === 'stripe'
            ? t`Through Stripe Connect`
            : t`Sandbox payouts: no real money moves`}
        </p>
      </div>
    </div>
  );
}

/**
 * /admin/payment-method: where an owner's earnings go (docs/decisions/0005-listings-and-owners.md).
 */
export function PaymentMethodPanel({ returnedFromStripe }: { returnedFromStripe: boolean }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const neverApplied = user ? user.sellerStatus === null : false;
  const query = usePayoutStatus(returnedFromStripe);
  const stripe = useStartStripeOnboarding();
  const [message, setMessage] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirmed = returnedFromStripe && query.data?.isStripeConnected === true;

  // Stripe confirmed while we waited: the user (guards, sidebar) follows.
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
  }, [confirmed, queryClient]);

  if (neverApplied || (query.isError && isApiError(query.error) && query.error.status === 403)) {
    return (
      <EmptyState
        icon={<Store className="size-6" aria-hidden="true" />}
        title={t`Apply as an owner first`}
        message={t`Payouts are for owners. Tell us a little about yourself, then connect the account we pay your earnings to.`}
        action={
          <Link to={ownerPaths.sellerInformation} className={buttonClass('primary')}>
            <Trans>Go to Owner Information</Trans>
          </Link>
        }
      />
    );
  }

  if (query.isPending) {
    return (
      <LoadingState label={t`Loading your payout account`} className="space-y-4">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-3xl" />
      </LoadingState>
    );
  }
  if (query.isError) {
    return <QueryError query={query} title={t`We couldn't load your payout account`} />;
  }

  const status = query.data;
  const isSeller = user?.roles.includes('seller') ?? false;

  return (
    <div className="space-y-6">
      {message && <Alert tone="success">{message}</Alert>}

      {status.isStripeConnected ? (
        <>
          <ConnectedCard status={status} />
          {isSeller && (
            <div className="flex flex-wrap gap-3">
              <Link to={ownerPaths.addListing} className={buttonClass('primary')}>
                <Plus className="size-4" aria-hidden="true" />
                <Trans>Add a listing</Trans>
              </Link>
              <Link to={ownerPaths.myListings} className={buttonClass('outline')}>
                <Trans>My Listings</Trans>
              </Link>
            </div>
          )}
        </>
      ) : status.provider === 'stripe' ? (
        <AdminSection
          id="stripe"
          title={t`Connect with Stripe`}
          description={t`Stripe verifies your identity and bank account, then pays out your earnings when each rental completes.`}
        >
          {returnedFromStripe ? (
            <div
              role="status"
              className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60"
            >
              <LoaderCircle
                className="mt-0.5 size-5 shrink-0 animate-spin text-brand-700 dark:text-brand-400"
                aria-hidden="true"
              />
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">
                  <Trans>Waiting for Stripe to confirm…</Trans>
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  <Trans>
                    This usually takes a few seconds. If you closed Stripe before finishing,
                    continue below.
                  </Trans>
                </p>
              </div>
            </div>
          ) : null}
          {stripe.isError && <FormError className="mt-4" message={errorMessage(stripe.error)} />}
          <LoadingButton
            size="lg"
            className="mt-5"
            loading={stripe.isPending || stripe.isSuccess}
            loadingText={t`Opening Stripe…`}
            onClick={() => stripe.mutate()}
          >
            <ExternalLink className="size-5" aria-hidden="true" />
            {returnedFromStripe ? t`Continue on Stripe` : t`Connect with Stripe`}
          </LoadingButton>
        </AdminSection>
      ) : (
        <AdminSection
          id="sandbox"
          title={t`Bank account for payouts`}
          description={t`Your earnings, minus the OwnLess commission, are paid here when a rental completes.`}
        >
          <Alert tone="info" className="mb-6" title={t`Sandbox mode`}>
            <Trans>
              This server uses the built-in payment sandbox: no real money moves. Use routing number{' '}
              <bdi>110000000</bdi> and any account number of 4 to 17 digits.
            </Trans>
          </Alert>
          <SandboxForm holder={user?.fullName ?? ''} onConnected={setMessage} />
        </AdminSection>
      )}

      <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Building2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <Trans>Payouts are released when a rental is completed. Deposits go back to renters.</Trans>
      </p>
    </div>
  );
}
