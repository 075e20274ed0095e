import type { ReservationView } from '@ownless/shared/rental';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatCents, numberFormat } from '@/lib/i18n';
import { lineItemLabel } from '../utils/period';

function Row({
  label,
  amount,
  strong,
  muted,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  muted?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-1.5',
        strong &&
          'border-t border-slate-200 pt-3 mt-1.5 text-base font-semibold text-slate-900 dark:border-slate-700 dark:text-white',
        muted && 'text-slate-600 dark:text-slate-400',
      )}
      data-testid={testId}
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">
        <bdi>{amount}</bdi>
      </dd>
    </div>
  );
}

const CLOSED = new Set(['rejected', 'cancelled', 'expired']);

/** When the owner's money moves, in words that fit the status. */
function ownerNote(reservation: ReservationView): string {
  const deposit = formatCents(reservation.deposit_cents);
  if (CLOSED.has(reservation.status)) {
    return reservation.payout_cents > 0
      ? t`What the policy let you keep was paid out when the renter cancelled.`
      : t`Nothing is paid out for this booking.`;
  }
  const held = reservation.deposit_cents > 0;
  if (reservation.status === 'completed') {
    return held
      ? t`Sent to your payout account when the rental was completed. Where the renter’s ${deposit} deposit stands is under Deposit.`
      : t`Sent to your payout account when the rental was completed.`;
  }
  return held
    ? t`Paid out when the rental is completed. The renter’s ${deposit} deposit is held until after the item is back, and does not delay your payout.`
    : t`Paid out when the rental is completed.`;
}

function renterNote(reservation: ReservationView): string | null {
  if (reservation.deposit_cents === 0 || CLOSED.has(reservation.status)) return null;
  if (reservation.status === 'completed') return t`Where your deposit stands is under Deposit.`;
  return reservation.deposit?.mode === 'charge'
    ? t`The deposit was charged with the rent, and is refunded after you return the item unless the owner claims for damage.`
    : t`The deposit is held on your card, and released after you return the item unless the owner claims for damage.`;
}

/**
 * The money of one reservation from the viewer's side: the renter sees what they pay
 * (the server's line items), the owner sees the payout after commission and, once a damage
 * claim ended, what it kept of the deposit (the server's `deposit_kept_cents`).
 */
export function PriceBreakdown({ reservation }: { reservation: ReservationView }) {
  const { t } = useLingui();
  if (reservation.viewer_role === 'owner') {
    const share =
      reservation.subtotal_cents > 0
        ? Math.round((reservation.commission_cents / reservation.subtotal_cents) * 100)
        : 0;
    const percent = numberFormat({ style: 'percent' }).format(share / 100);
    const rent = reservation.line_items[0];
    return (
      <div className="text-sm text-slate-700 dark:text-slate-300">
        <dl data-testid="price-breakdown">
          <Row
            label={rent ? lineItemLabel(rent, reservation) : t`Rent`}
            amount={formatCents(reservation.subtotal_cents)}
          />
          {reservation.shipping_cents > 0 && (
            <Row label={t`Shipping`} amount={formatCents(reservation.shipping_cents)} />
          )}
          <Row
            label={share ? t`OwnLess commission (${percent})` : t`OwnLess commission`}
            amount={`−${formatCents(reservation.commission_cents)}`}
          />
          <Row
            label={t`Your payout`}
            amount={formatCents(reservation.payout_cents)}
            strong
            testId="payout-total"
          />
          {reservation.deposit_kept_cents > 0 && (
            <Row
              label={t`Kept from the deposit`}
              amount={formatCents(reservation.deposit_kept_cents)}
              testId="deposit-kept"
            />
          )}
        </dl>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{ownerNote(reservation)}</p>
        {reservation.deposit_kept_cents > 0 && (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t`Your damage claim kept this part of the renter’s deposit. It is paid to you in full, without commission, apart from the rent’s payout.`}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="text-sm text-slate-700 dark:text-slate-300">
      <dl data-testid="price-breakdown">
        {reservation.line_items.map((item) => (
          <Row
            key={item.code}
            label={lineItemLabel(item, reservation)}
            amount={formatCents(item.amount_cents)}
          />
        ))}
        <Row
          label={t`Total`}
          amount={formatCents(reservation.total_cents)}
          strong
          testId="renter-total"
        />
        {reservation.refunded_cents > 0 && (
          <Row
            label={t`Refunded to you`}
            amount={`−${formatCents(reservation.refunded_cents)}`}
            muted
          />
        )}
      </dl>
      {renterNote(reservation) && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{renterNote(reservation)}</p>
      )}
    </div>
  );
}
