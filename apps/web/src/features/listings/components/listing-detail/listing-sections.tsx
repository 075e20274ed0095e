import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import type { ListingDetail } from '@ownless/shared';
import type { QuoteFormValues } from '../../utils/quote-form';
import { AvailabilitySection } from './availability-section';
import { DescriptionSection } from './description-section';
import { DetailSection } from './detail-section';
import { HandoverSection } from './handover-section';
import type { ListingDetailSlots } from './listing-detail-slots';
import { PolicySection } from './policy-section';
import { ReviewsSection } from './reviews-section';
import { SpecsSection } from './specs-section';

/**
 * The sections under the listing's header, in reading order: about, details, hand-over,
 * availability, location (when the listing has a place and the page a map), cancellation
 * policy, reviews and the owner.
 */
export function ListingSections({
  listing,
  values,
  onPickDay,
  slots,
}: {
  listing: ListingDetail;
  values: QuoteFormValues;
  onPickDay: (day: string) => void;
  slots: ListingDetailSlots;
}) {
  // Their code loads after the page, so a link into them (the header's rating, to
  // #listing-reviews) found nothing to scroll to when followed: they scroll to it once here.
  const { t } = useLingui();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const hasPlace = listing.address.latitude !== null && listing.address.longitude !== null;
  const map = hasPlace && slots.renderMap?.(listing);
  const place = listing.short_address;

  return (
    <div className="min-w-0 space-y-12">
      <DescriptionSection listing={listing} />
      <SpecsSection listing={listing} />
      <HandoverSection listing={listing} />
      <AvailabilitySection listing={listing} values={values} onPickDay={onPickDay} />
      {map && (
        <DetailSection id="listing-location" title={t`Location`}>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {place ? (
              <Trans>
                <bdi>{place}</bdi> · the exact address is shared once the owner accepts.
              </Trans>
            ) : (
              <Trans>Near the owner · the exact address is shared once the owner accepts.</Trans>
            )}
          </p>
          {map}
        </DetailSection>
      )}
      <PolicySection policy={listing.policy} />
      <ReviewsSection listingId={listing.id} />
      {slots.renderOwner && (
        <DetailSection id="listing-owner-title" title={t`Meet the owner`}>
          {slots.renderOwner(listing)}
        </DetailSection>
      )}
    </div>
  );
}
