import type { ListingDetail } from '@ownless/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { ProseText } from '@/components/ui/prose-text';
import { DetailSection } from './detail-section';

/** "About this listing": the owner's description and what comes with it, line by line. */
export function DescriptionSection({ listing }: { listing: ListingDetail }) {
  const { t } = useLingui();
  const included = (listing.included ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <DetailSection id="listing-description" title={t`About this listing`}>
      {listing.description ? (
        <ProseText text={listing.description} dir="auto" />
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          <Trans>The owner has not added a description yet.</Trans>
        </p>
      )}
      {included.length > 0 && (
        <div className="rounded-2xl bg-slate-50 p-5 dark:bg-slate-900">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
            <Trans>What’s included</Trans>
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {included.map((line) => (
              <li
                key={line}
                className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
              >
                <Check
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                <bdi>{line}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DetailSection>
  );
}
