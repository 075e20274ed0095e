import { t } from '@lingui/core/macro';
import type { ListingDetail } from '@ownless/shared';
import { groupDigits } from '@/lib/i18n';
import { conditionLabel } from '../../utils/listing-labels';
import { DetailSection } from './detail-section';

/** The listing's facts the owner filled in. */
function specsOf(listing: ListingDetail): (readonly [string, string])[] {
  const count = groupDigits(listing.quantity);
  return [
    [t`Condition`, listing.condition ? conditionLabel(listing.condition) : null],
    [t`Brand`, listing.brand],
    [t`Model`, listing.model],
    ...listing.attributes.map((a) => [a.key, a.value] as const),
    [t`Available`, listing.quantity > 1 ? t`${count} of these` : null],
  ].filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
}

/** "Details": condition, brand, model, the owner's own attributes and how many there are. */
export function SpecsSection({ listing }: { listing: ListingDetail }) {
  const specs = specsOf(listing);
  if (specs.length === 0) return null;
  return (
    <DetailSection id="listing-details" title={t`Details`}>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {specs.map(([term, value]) => (
          <div
            key={term}
            className="flex justify-between gap-4 border-b border-slate-100 pb-2 dark:border-slate-800"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">
              <bdi>{term}</bdi>
            </dt>
            <dd className="text-end text-sm font-medium text-slate-900 dark:text-white">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
