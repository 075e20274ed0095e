import { Trans } from '@lingui/react/macro';
import type { ListingFrequency } from '@ownless/shared';
import { FREQUENCIES } from '@ownless/shared/enums';
import { formatListingPrice, frequencyLabel } from '../utils/listing-price';

const order = (entry: ListingFrequency) =>
  (entry.type === 'sale' ? 100 : 0) + FREQUENCIES.indexOf(entry.frequency);

/** Every price of a listing: rent frequencies first (Hourly → Monthly), then the sale price. */
export function ListingPriceTable({ frequencies }: { frequencies: ListingFrequency[] }) {
  if (frequencies.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>The owner has not set prices yet.</Trans>
      </p>
    );
  }
  const rows = [...frequencies].sort((a, b) => order(a) - order(b));
  return (
    <table className="w-full text-sm" data-testid="listing-price-table">
      <caption className="sr-only">
        <Trans>Prices</Trans>
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <th scope="col" className="py-2 text-start font-medium">
            <Trans>Rate</Trans>
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            <Trans>Price</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr
            key={entry.id}
            className="border-b border-slate-100 last:border-0 dark:border-slate-800/60"
          >
            <th
              scope="row"
              className="py-3 text-start font-medium text-slate-800 dark:text-slate-200"
            >
              {frequencyLabel(entry)}
            </th>
            <td className="py-3 text-end text-base font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatListingPrice(entry.price)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
