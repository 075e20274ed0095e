import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ListingDetail } from '@ownless/shared';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { withCatalogs } from '@/lib/i18n';
import { selectedDays, type QuoteFormValues } from '../../utils/quote-form';
import { DetailSection } from './detail-section';

// Below the fold: the calendar loads as the reader scrolls towards it, not with the page
// (a listing's first visit is on the first-page JavaScript budget).
const AvailabilityCalendar = lazy(async () => ({
  default: (await withCatalogs(() => import('../availability-calendar'))).AvailabilityCalendar,
}));

/** The calendar's place while its code loads, of its usual height (400 px, 5 or 6 weeks). */
function CalendarPlaceholder() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading the calendar`}>
      <Skeleton className="h-100 w-full" />
    </LoadingState>
  );
}

/** "Availability": the booked days, with the quote's days marked; a day picked starts it. */
export function AvailabilitySection({
  listing,
  values,
  onPickDay,
}: {
  listing: ListingDetail;
  values: QuoteFormValues;
  onPickDay: (day: string) => void;
}) {
  const { t } = useLingui();
  return (
    <DetailSection id="listing-availability" title={t`Availability`}>
      <WhenNearViewport placeholder={<CalendarPlaceholder />}>
        <AvailabilityCalendar
          listing={listing}
          selected={selectedDays(values, listing)}
          onPick={onPickDay}
        />
      </WhenNearViewport>
    </DetailSection>
  );
}
