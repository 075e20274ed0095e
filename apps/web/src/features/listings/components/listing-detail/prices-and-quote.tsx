import type { CurrentUser, ListingDetail } from '@ownless/shared';
import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { formatCents } from '@/lib/i18n';
import type { QuoteFormValues } from '../../utils/quote-form';
import { ListingPriceTable } from '../listing-price-table';
import { QuoteBox } from '../quote-box/quote-box';

/** The booking panel: the price list and deposit, then the quote box ("Check the price"). */
export function PricesAndQuote({
  listing,
  user,
  values,
  onValuesChange,
}: {
  listing: ListingDetail;
  user: CurrentUser | undefined;
  values: QuoteFormValues;
  onValuesChange: (values: QuoteFormValues) => void;
}) {
  const deposit = formatCents(listing.deposit_cents);
  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <section aria-labelledby="listing-prices">
        <h2 id="listing-prices" className="text-lg font-semibold text-slate-900 dark:text-white">
          <Trans>Prices</Trans>
        </h2>
        <div className="mt-2">
          <ListingPriceTable frequencies={listing.frequencies} />
        </div>
        {listing.deposit_cents > 0 && (
          <p className="mt-3 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <ShieldCheck
              className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
              aria-hidden="true"
            />
            <span>
              <Trans>
                Refundable deposit of{' '}
                <strong className="font-semibold">
                  <bdi>{deposit}</bdi>
                </strong>
                , held, not spent, and released after the item is back unless the owner claims for
                damage.
              </Trans>
            </span>
          </p>
        )}
      </section>
      <section
        aria-labelledby="listing-quote"
        className="border-t border-slate-200 pt-5 dark:border-slate-800"
      >
        <h2
          id="listing-quote"
          className="mb-4 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <Trans>Check the price</Trans>
        </h2>
        <QuoteBox listing={listing} user={user} values={values} onChange={onValuesChange} />
      </section>
    </div>
  );
}
