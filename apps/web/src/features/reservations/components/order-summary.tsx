import type { ReservationView } from '@ownless/shared/rental';
import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { formatCents } from '@/lib/i18n';
import { describeLength, formatPeriod, fulfilmentLabel, lineItemLabel } from '../utils/period';
import { policyOf } from '../utils/policy';
import { useRules } from '@/lib/app-config';
import { ListingCover } from '@/components/ui/listing-cover';

/** What the renter is about to pay for: the listing, the period, the line items and the policy. */
export function OrderSummary({ reservation }: { reservation: ReservationView }) {
  const rules = useRules();
  const policy = policyOf(reservation.policy, rules);
  const claimHours = rules?.claimWindowHours;
  const deposit = formatCents(reservation.deposit_cents);
  const ownerName = reservation.listing.owner.fullName;
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        <Trans>Order summary</Trans>
      </h2>
      <div className="mt-4 flex gap-4">
        <ListingCover src={reservation.listing.cover} className="size-20" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900 dark:text-white">
            <bdi>{reservation.listing.name}</bdi>
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            <bdi>{formatPeriod(reservation)}</bdi>
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            <bdi>{describeLength(reservation)}</bdi> · {fulfilmentLabel(reservation.fulfilment)}
          </p>
          <p className="mt-2 flex items-center gap-2 text-slate-600 dark:text-slate-400">
            <Avatar src={reservation.listing.owner.profilePicture} className="size-6!" />
            <span className="truncate">
              <Trans>
                Owner: <bdi>{ownerName}</bdi>
              </Trans>
            </span>
          </p>
        </div>
      </div>
      <dl className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        {reservation.line_items.map((item) => (
          <div
            key={item.code}
            className="flex justify-between gap-4 text-slate-700 dark:text-slate-300"
          >
            <dt>{lineItemLabel(item, reservation)}</dt>
            <dd className="tabular-nums">{formatCents(item.amount_cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
          <dt>
            <Trans>Total due now</Trans>
          </dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatCents(reservation.total_cents)}
          </dd>
        </div>
      </dl>
      {reservation.deposit_cents > 0 && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          {claimHours === undefined ? (
            <Trans>
              The <bdi>{deposit}</bdi> deposit is held, not spent: it comes back after you return
              the item, unless the owner claims for damage.
            </Trans>
          ) : reservation.deposit?.mode === 'charge' ? (
            <Trans>
              The <bdi>{deposit}</bdi> deposit is charged now with the rent, as this rental ends too
              late for a hold on your card: it is refunded <bdi>{claimHours}</bdi> hours after you
              return the item, unless the owner claims for damage.
            </Trans>
          ) : (
            <Trans>
              The <bdi>{deposit}</bdi> deposit is held on your card, not charged: it is released{' '}
              <bdi>{claimHours}</bdi> hours after you return the item, unless the owner claims for
              damage.
            </Trans>
          )}
        </p>
      )}
      <div className="mt-5 flex gap-3 rounded-2xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
        <ShieldCheck
          className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-400"
          aria-hidden="true"
        />
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{policy.title}</p>
          <p className="text-slate-700 dark:text-slate-300">{policy.text}</p>
        </div>
      </div>
    </section>
  );
}
