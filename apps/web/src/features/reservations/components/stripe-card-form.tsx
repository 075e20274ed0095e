import { useEffect, useId, useRef, useState } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import {
  checkoutFailure,
  confirmFailure,
  useCheckoutReservation,
  useConfirmCheckout,
} from '../api/checkout-reservation';
import { PayButton } from './card-form';
import { loadStripeCard, type StripeCard } from '../utils/stripe-card';

type LoadState =
  { status: 'loading' } | { status: 'ready'; card: StripeCard } | { status: 'failed' };

/**
 * Checkout when the server runs the Stripe provider: the card is typed into Stripe's own
 * Card Element (card details never touch OwnLess), turned into a PaymentMethod in the
 * browser, and its id is sent to POST /reservation/:id/checkout-items, where the server
 * charges it. Stripe.js is fetched only on this page; if it cannot load (offline, blocked)
 * the form says so and offers a retry.
 */
export function StripeCardForm({
  reservation,
  publishableKey,
  onPaid,
  onChanged,
}: {
  reservation: ReservationView;
  publishableKey: string;
  onPaid: () => void;
  onChanged: (message: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const checkout = useCheckoutReservation(reservation.id);
  const confirm = useConfirmCheckout(reservation.id);
  const [authenticating, setAuthenticating] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [cardError, setCardError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{
    message: string;
    errors?: Record<string, string[]>;
  } | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const target = mountRef.current;
    if (!target) return;
    let cancelled = false;
    let mounted: StripeCard | null = null;
    setLoad({ status: 'loading' });
    loadStripeCard(publishableKey, target, {
      onChange: (event) => {
        setCardError(event.error?.message ?? null);
        setComplete(event.complete);
      },
    })
      .then((card) => {
        if (cancelled) return card.destroy();
        mounted = card;
        setLoad({ status: 'ready', card });
      })
      .catch(() => {
        if (!cancelled) setLoad({ status: 'failed' });
      });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [publishableKey, attempt]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (load.status !== 'ready') return;
    setFormError(null);
    const trimmed = name.trim();
    setNameError(trimmed ? null : t`Enter the name on the card.`);
    if (!complete) {
      setCardError(
        (current) => current ?? t`Enter the card number, expiry date and security code.`,
      );
      load.card.focus();
      return;
    }
    if (!trimmed) return;
    setCreating(true);
    let confirming = false;
    try {
      const created = await load.card.createPaymentMethod(trimmed);
      if ('error' in created) {
        setCardError(created.error);
        load.card.focus();
        return;
      }
      const answer = await checkout.mutateAsync({ payment_method_id: created.id });
      if (answer.payment_action) {
        // 3-D Secure: Stripe.js shows the bank's step, then the server asks Stripe how it
        // went (whatever Stripe.js said) and answers paid, failed (402) or not yet (409).
        setAuthenticating(true);
        await load.card.handleNextAction(answer.payment_action.client_secret);
        confirming = true;
        await confirm.mutateAsync(answer.payment_action.payment_intent_id);
      }
    } catch (error) {
      const failure = confirming ? confirmFailure(error) : checkoutFailure(error);
      if (failure.kind === 'card') {
        setCardError(failure.message);
        load.card.focus();
      } else if (failure.kind === 'changed') {
        onChanged(failure.message);
      } else {
        setFormError(failure);
      }
      return;
    } finally {
      setCreating(false);
      setAuthenticating(false);
    }
    onPaid();
  };

  const busy = creating || checkout.isPending || confirm.isPending;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Card payment`}
      data-testid="stripe-card-form"
    >
      <div className="space-y-5">
        {load.status === 'failed' && (
          <Alert
            tone="error"
            title={t`The card form could not load`}
            data-testid="stripe-load-failed"
          >
            <p>
              <Trans>
                Stripe’s payment form did not load. Check your connection or any content blocker,
                then try again. Nothing has been charged.
              </Trans>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => setAttempt((n) => n + 1)}
            >
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        )}
        <div hidden={load.status === 'failed'}>
          <span
            id={`${id}-card-label`}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            <Trans>Card</Trans>
          </span>
          {load.status === 'loading' && (
            <>
              <Skeleton className="mt-1.5 h-12" />
              <p role="status" className="sr-only">
                <Trans>Loading the card form…</Trans>
              </p>
            </>
          )}
          <div
            ref={mountRef}
            role="group"
            aria-labelledby={`${id}-card-label`}
            aria-describedby={cardError ? `${id}-card-error` : undefined}
            aria-invalid={cardError ? true : undefined}
            hidden={load.status !== 'ready'}
            className={inputClass(Boolean(cardError), 'mt-1.5 py-3.5')}
            data-testid="stripe-card-element"
          />
          {cardError && (
            <p
              id={`${id}-card-error`}
              role="alert"
              className="mt-1.5 text-sm text-red-700 dark:text-red-400"
            >
              {cardError}
            </p>
          )}
        </div>
        <Field id={`${id}-name`} label={t`Name on the card`} error={nameError ?? undefined}>
          <input
            {...controlProps(`${id}-name`, nameError ?? undefined)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="cc-name"
            className={inputClass(Boolean(nameError))}
            data-testid="card-name"
          />
        </Field>
        {authenticating && (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Your bank asks you to confirm this payment. Follow its steps; nothing is charged until
              it confirms.
            </Trans>
          </p>
        )}
        {formError && <FormError message={formError.message} errors={formError.errors} />}
        <PayButton
          totalCents={reservation.total_cents}
          loading={busy}
          disabled={load.status !== 'ready'}
        />
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">
          <Trans>
            Card details go straight to Stripe. You are charged now; the deposit comes back after
            the item is returned, as the summary says, and cancelling follows the policy in the
            summary.
          </Trans>
        </p>
      </div>
    </form>
  );
}
