import { useState, type ReactNode } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Info } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ErrorState } from '@/components/ui/error-state';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useReservation } from '../api/get-reservation';
import { reservationPath } from '../utils/reservation-lists';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';
import { StripeCardForm } from './stripe-card-form';
import { StatusBadge } from './status-badge';

/** Why a reservation cannot be paid here, or null when it can. */
export function notPayableReason(
  reservation: Pick<ReservationView, 'status' | 'viewer_role'>,
  paymentExpiryHours?: number,
): string | null {
  if (reservation.viewer_role !== 'renter')
    return t`Only the renter pays for a reservation. This one is a booking of your listing.`;
  switch (reservation.status) {
    case 'approved':
      return null;
    case 'pending':
      return t`The owner has not accepted this request yet. You can pay once they do; we will e-mail you.`;
    case 'paid':
    case 'shipped':
    case 'ongoing':
    case 'returned':
    case 'completed':
      return t`This reservation is already paid.`;
    case 'expired':
      return paymentExpiryHours
        ? plural(paymentExpiryHours, {
            one: 'This reservation expired: it was not paid within # hour of the owner accepting.',
            other:
              'This reservation expired: it was not paid within # hours of the owner accepting.',
          })
        : t`This reservation expired before it was paid.`;
    case 'rejected':
      return t`The owner declined this request, so there is nothing to pay.`;
    case 'cancelled':
      return t`This reservation was cancelled, so there is nothing to pay.`;
  }
}

function Frame({ children, title }: { children: ReactNode; title?: string }) {
  const { t } = useLingui();
  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={title ?? t`Checkout`} />
      {children}
    </Container>
  );
}

function StripeNotice() {
  const { t } = useLingui();
  return (
    <Alert tone="warning" title={t`Card payment is not set up`} data-testid="stripe-notice">
      <Trans>
        This server takes payments with Stripe, but its publishable key (
        <bdi>STRIPE_PUBLISHABLE_KEY</bdi>) is not configured, so the card form cannot be shown.
        Nothing has been charged. Please contact the operator.
      </Trans>
    </Alert>
  );
}

/**
 * /checkout/{reservationId}: an approved reservation's summary and the card form. Anything
 * else (not approved yet, already paid, not the viewer's) says why it cannot be paid.
 */
export function CheckoutView({ reservationId }: { reservationId: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useReservation(reservationId);
  const config = useAppConfig();
  const [changed, setChanged] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <Frame>
        <Skeleton className="h-10 w-48" />
        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-5">
          <Skeleton className="h-[28rem] rounded-3xl lg:col-span-3" />
          <Skeleton className="h-[28rem] rounded-3xl lg:col-span-2" />
        </div>
      </Frame>
    );
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    return (
      <Frame>
        <div className="mx-auto max-w-xl">
          <ErrorState
            headingLevel={1}
            title={
              status === 403
                ? t`This reservation is not yours`
                : status === 404
                  ? t`This reservation does not exist`
                  : t`The checkout could not be loaded`
            }
            message={errorMessage(query.error)}
            onRetry={status === 403 || status === 404 ? undefined : () => void query.refetch()}
          />
          <Link to={paths.rentals.approved} className={buttonClass('outline', 'md', 'mt-6')}>
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            <Trans>My rentals</Trans>
          </Link>
        </div>
      </Frame>
    );
  }

  const reservation = query.data;
  const reason = notPayableReason(reservation, config.data?.rules.paymentExpiryHours);
  const detailPath = reservationPath(reservation, reservation.viewer_role);
  const listingName = reservation.listing.name;
  const ownerName = reservation.listing.owner.fullName;

  if (reason) {
    return (
      <Frame>
        <div className="mx-auto max-w-xl text-center" data-testid="not-payable">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <Info className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl rtl:tracking-normal dark:text-white">
            <Trans>Nothing to pay here</Trans>
          </h1>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{reason}</p>
          {changed && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{changed}</p>}
          <div className="mt-4 flex justify-center">
            <StatusBadge status={reservation.status} />
          </div>
          <NextStepLinks>
            <Link to={detailPath} className={buttonClass('primary', 'md')}>
              <Trans>See the reservation</Trans>
            </Link>
          </NextStepLinks>
        </div>
      </Frame>
    );
  }

  return (
    <Frame title={t`Checkout · ${listingName}`}>
      <Link
        to={detailPath}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Back to the reservation</Trans>
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white">
        <Trans>Checkout</Trans>
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        <Trans>
          <bdi>{ownerName}</bdi> accepted your request. Pay to confirm it.
        </Trans>
      </p>
      {changed && (
        <Alert
          tone="warning"
          className="mt-6"
          title={t`This reservation changed`}
          data-testid="checkout-changed"
        >
          {changed} <Trans>We reloaded it; check the details before paying.</Trans>
        </Alert>
      )}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-5">
        <section
          aria-labelledby="payment-title"
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="payment-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans>Payment</Trans>
          </h2>
          <div className="mt-5">
            {config.isPending ? (
              <Skeleton className="h-72" />
            ) : config.data?.paymentProvider === 'stripe' ? (
              config.data.stripePublishableKey ? (
                <StripeCardForm
                  reservation={reservation}
                  publishableKey={config.data.stripePublishableKey}
                  onPaid={() => void navigate(`${paths.thankYou}?reservation=${reservation.id}`)}
                  onChanged={(message) => {
                    setChanged(message);
                    void query.refetch();
                  }}
                />
              ) : (
                <StripeNotice />
              )
            ) : (
              <CardForm
                reservation={reservation}
                onPaid={() => void navigate(`${paths.thankYou}?reservation=${reservation.id}`)}
                onChanged={(message) => {
                  setChanged(message);
                  void query.refetch();
                }}
              />
            )}
          </div>
        </section>
        <div className="lg:col-span-2">
          <OrderSummary reservation={reservation} />
        </div>
      </div>
    </Frame>
  );
}
