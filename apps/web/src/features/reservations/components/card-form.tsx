import { useId, useState } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import type { PaymentAction } from '@ownless/shared/rental';
import {
  checkoutFailure,
  confirmFailure,
  useCheckoutReservation,
  useConfirmCheckout,
} from '../api/checkout-reservation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cardResolver, validateCard, type CardFormValues } from '../utils/card-form';
import { formatCardNumber, formatExpiry } from '../utils/card-input';
import { formatCents } from '@/lib/i18n';

export const SANDBOX_CARDS: readonly { number: string; outcome: MessageDescriptor }[] = [
  { number: '4242 4242 4242 4242', outcome: msg`Succeeds` },
  { number: '4000 0000 0000 0002', outcome: msg`Declined` },
  { number: '4000 0000 0000 9995', outcome: msg`Insufficient funds` },
  { number: '4000 0025 0000 3155', outcome: msg`Bank asks to confirm (3-D Secure)` },
];

/** The sandbox's test cards, as a hint beside the form; "Use" fills the number. */
function SandboxHint({ onUse }: { onUse: (number: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div
      className="rounded-2xl border border-dashed border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/30 dark:text-sky-100"
      data-testid="sandbox-cards"
    >
      <p className="font-semibold">
        <Trans>Sandbox payments: no real money moves</Trans>
      </p>
      <p className="mt-1">
        <Trans>Use any future expiry date, any 3-digit code and any name.</Trans>
      </p>
      <ul className="mt-3 space-y-1.5">
        {SANDBOX_CARDS.map(({ number, outcome: outcomeMessage }) => {
          const outcome = i18n._(outcomeMessage);
          return (
            <li key={number} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-mono" dir="ltr">
                  {number}
                </span>{' '}
                <span className="text-sky-800 dark:text-sky-300">· {outcome}</span>
              </span>
              <button
                type="button"
                onClick={() => onUse(number)}
                className="rounded-lg px-2 py-1 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 hover:bg-sky-100 dark:text-sky-100 dark:ring-sky-700 dark:hover:bg-sky-900/50"
                aria-label={t`Use test card ${number} (${outcome})`}
              >
                <Trans>Use</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The submit button of both checkout forms: "Pay $86.00", busy while paying. */
export function PayButton({
  totalCents,
  loading,
  disabled,
}: {
  totalCents: number;
  loading: boolean;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const total = formatCents(totalCents);
  return (
    <LoadingButton
      type="submit"
      size="lg"
      className="w-full"
      loading={loading}
      disabled={disabled}
      loadingText={t`Paying…`}
      data-testid="pay-button"
    >
      <Lock className="size-4" aria-hidden="true" />
      <Trans>
        Pay <bdi>{total}</bdi>
      </Trans>
    </LoadingButton>
  );
}

/**
 * The sandbox card form (docs/decisions/0003-reservations.md): number in groups of four, MM / YY,
 * security code and name, checked with the shared cardSchema before sending. A declined
 * card (402) shows under the number; a reservation that changed (409) is reloaded.
 */
export function CardForm({
  reservation,
  onPaid,
  onChanged,
}: {
  reservation: ReservationView;
  onPaid: () => void;
  onChanged: (message: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const checkout = useCheckoutReservation(reservation.id);
  const confirm = useConfirmCheckout(reservation.id);
  const total = formatCents(reservation.total_cents);
  // The sandbox's stand-in for the bank's 3-D Secure page (decisions 0013).
  const [action, setAction] = useState<PaymentAction | null>(null);
  const [formError, setFormError] = useState<{
    message: string;
    errors?: Record<string, string[]>;
  } | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<CardFormValues>({
    resolver: cardResolver,
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  });

  const onSubmit = async (values: CardFormValues) => {
    const checked = validateCard(values);
    if (!checked.ok) return;
    setFormError(null);
    try {
      // Awaited rather than a mutate callback: it settles even if the refetched reservation
      // re-renders the page first.
      const answer = await checkout.mutateAsync({ card: checked.card });
      if (answer.payment_action) {
        setAction(answer.payment_action);
        return;
      }
    } catch (error) {
      showFailure(error);
      return;
    }
    onPaid();
  };

  const onAuthenticate = async () => {
    if (!action) return;
    try {
      await confirm.mutateAsync(action.payment_intent_id);
    } catch (error) {
      setAction(null);
      showFailure(error, true);
      return;
    }
    setAction(null);
    onPaid();
  };

  const showFailure = (error: unknown, confirming = false) => {
    const failure = confirming ? confirmFailure(error) : checkoutFailure(error);
    if (failure.kind === 'card') {
      setError('number', { type: 'server', message: failure.message }, { shouldFocus: true });
    } else if (failure.kind === 'changed') {
      onChanged(failure.message);
    } else {
      setFormError(failure);
    }
  };

  const number = register('number');
  const expiry = register('expiry');

  return (
    <>
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-label={t`Card payment`}
        data-testid="card-form"
      >
        <div className="space-y-5">
          <SandboxHint
            onUse={(value) => {
              setValue('number', value, { shouldValidate: false });
              setFocus('expiry');
            }}
          />
          <Field id={`${id}-number`} label={t`Card number`} error={errors.number?.message}>
            <div className="relative">
              <CreditCard
                className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                {...controlProps(`${id}-number`, errors.number?.message)}
                {...number}
                onChange={(event) => {
                  event.target.value = formatCardNumber(event.target.value);
                  void number.onChange(event);
                }}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                maxLength={23}
                dir="ltr"
                className={inputClass(Boolean(errors.number), 'ps-12 font-mono tracking-wide')}
                data-testid="card-number"
              />
            </div>
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field id={`${id}-expiry`} label={t`Expiry`} error={errors.expiry?.message}>
              <input
                {...controlProps(`${id}-expiry`, errors.expiry?.message)}
                {...expiry}
                onChange={(event) => {
                  event.target.value = formatExpiry(event.target.value, getValues('expiry'));
                  void expiry.onChange(event);
                }}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t`MM / YY`}
                maxLength={7}
                dir="ltr"
                className={inputClass(Boolean(errors.expiry), 'font-mono')}
                data-testid="card-expiry"
              />
            </Field>
            <Field id={`${id}-cvc`} label={t`Security code`} error={errors.cvc?.message}>
              <input
                {...controlProps(`${id}-cvc`, errors.cvc?.message)}
                {...register('cvc')}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="CVC"
                maxLength={4}
                dir="ltr"
                className={inputClass(Boolean(errors.cvc), 'font-mono')}
                data-testid="card-cvc"
              />
            </Field>
          </div>
          <Field id={`${id}-name`} label={t`Name on the card`} error={errors.name?.message}>
            <input
              {...controlProps(`${id}-name`, errors.name?.message)}
              {...register('name')}
              autoComplete="cc-name"
              className={inputClass(Boolean(errors.name))}
              data-testid="card-name"
            />
          </Field>
          {formError && <FormError message={formError.message} errors={formError.errors} />}
          <PayButton
            totalCents={reservation.total_cents}
            loading={checkout.isPending || confirm.isPending}
          />
          <p className="text-center text-xs text-slate-600 dark:text-slate-400">
            <Trans>
              You are charged now. The deposit comes back after the item is returned, as the summary
              says; cancelling follows the policy in the summary.
            </Trans>
          </p>
        </div>
      </form>
      <ConfirmDialog
        open={action !== null}
        title={t`Confirm with your bank`}
        confirmLabel={t`Complete authentication`}
        cancelLabel={t`Cancel`}
        busy={confirm.isPending}
        onConfirm={() => void onAuthenticate()}
        onClose={() => {
          if (confirm.isPending) return;
          setAction(null);
          setFormError({
            message: t`The payment was not confirmed, so nothing has been charged. Pay again when you are ready.`,
          });
        }}
        testId="sandbox-3ds"
      >
        <p>
          <Trans>
            Your bank asks you to confirm this payment of <bdi>{total}</bdi>. In the sandbox this
            step stands in for the bank’s 3-D Secure page; nothing is charged until you confirm.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
