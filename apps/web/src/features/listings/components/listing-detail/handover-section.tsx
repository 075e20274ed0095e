import type { FulfilmentMethod, ListingDetail } from '@ownless/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Package, Truck, Undo2 } from 'lucide-react';
import { formatCents, groupDigits } from '@/lib/i18n';
import { fulfilmentLabel } from '../../utils/listing-labels';
import { DetailSection } from './detail-section';

/** How one hand-over method works for this listing. */
function HandoverMethod({ listing, method }: { listing: ListingDetail; method: FulfilmentMethod }) {
  const { t } = useLingui();
  const km = listing.delivery_radius_km ? groupDigits(listing.delivery_radius_km) : null;
  return (
    <li
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid={`fulfilment-${method}`}
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        {method === 'pickup' ? (
          <Package className="size-4 text-brand-700 dark:text-brand-400" aria-hidden="true" />
        ) : (
          <Truck className="size-4 text-brand-700 dark:text-brand-400" aria-hidden="true" />
        )}
        {fulfilmentLabel(method)}
      </p>
      <div className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
        {method === 'pickup' &&
          (listing.pickup_notes ? (
            <bdi className="whitespace-pre-line">{listing.pickup_notes}</bdi>
          ) : (
            t`Arrange the pickup with the owner once they accept.`
          ))}
        {method === 'delivery' &&
          (km ? t`The owner delivers within ${km} km.` : t`The owner delivers it to you.`)}
        {method === 'shipping' && (
          <ul className="space-y-1">
            {listing.shipping_options.map((option) => (
              <li key={option.id} className="flex justify-between gap-3">
                <bdi>{option.name}</bdi>
                <span className="tabular-nums">{formatCents(option.price_cents)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * "Hand-over and return": each way it changes hands, the notice the owner needs, the return
 * notes and the house rules.
 */
export function HandoverSection({ listing }: { listing: ListingDetail }) {
  const { t } = useLingui();
  const hours = listing.notice_hours;
  return (
    <DetailSection id="listing-handover" title={t`Hand-over and return`}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {(listing.fulfilment as FulfilmentMethod[]).map((method) => (
          <HandoverMethod key={method} listing={listing} method={method} />
        ))}
      </ul>
      {(listing.return_notes || listing.notice_hours > 0) && (
        <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
          {listing.notice_hours > 0 && (
            <li className="flex items-start gap-2">
              <CalendarClock
                className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                aria-hidden="true"
              />
              {plural(hours, {
                one: `Book at least ${hours} hour ahead.`,
                other: `Book at least ${hours} hours ahead.`,
              })}
            </li>
          )}
          {listing.return_notes && (
            <li className="flex items-start gap-2">
              <Undo2
                className="mt-0.5 size-4 shrink-0 text-brand-700 rtl:-scale-x-100 dark:text-brand-400"
                aria-hidden="true"
              />
              <span>
                <span className="font-semibold">
                  <Trans>Return:</Trans>
                </span>{' '}
                <bdi className="whitespace-pre-line">{listing.return_notes}</bdi>
              </span>
            </li>
          )}
        </ul>
      )}
      {listing.house_rules && (
        <div className="rounded-2xl bg-slate-50 p-4 text-sm dark:bg-slate-900">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            <Trans>House rules</Trans>
          </h3>
          <p dir="auto" className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
            {listing.house_rules}
          </p>
        </div>
      )}
    </DetailSection>
  );
}
