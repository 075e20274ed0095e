import { lazy, startTransition, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import type { CurrentUser, ListingDetail } from '@ownless/shared';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { withCatalogs } from '@/lib/i18n';
import { initialQuoteValues, type QuoteFormValues } from '../../utils/quote-form';
import { ListingGallery } from '../listing-gallery';
import { LISTING_ARTICLE, LISTING_TOP } from '../listing-layout';
import type { ListingDetailSlots, ListingDetailVariant } from './listing-detail-slots';
import { ListingHeader } from './listing-header';
import { PricesAndQuote } from './prices-and-quote';

/**
 * The sections under the booking panel (details, hand-over, calendar, map, reviews, owner) are
 * below the fold: on a phone they start about two screens down. Their code loads as the reader
 * scrolls towards them, or at once when the address names a place in them (the header's rating
 * links to #listing-reviews), not with the page.
 */
const ListingSections = lazy(async () => ({
  default: (await withCatalogs(() => import('./listing-sections'))).ListingSections,
}));

/**
 * A loaded listing laid out: photos, header, the booking panel and the sections. The quote's
 * fields live here, as a day picked in the calendar sets the quote's start.
 */
export function ListingDetailContent({
  listing,
  user,
  variant,
  slots,
}: {
  listing: ListingDetail;
  user: CurrentUser | undefined;
  variant: ListingDetailVariant;
  slots: ListingDetailSlots;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<QuoteFormValues>(() => initialQuoteValues(listing));
  const favourite = slots.renderFavourite?.(listing);
  const onPickDay = (day: string) => {
    setValues((current) => ({ ...current, startDate: day }));
    document.getElementById('listing-quote')?.scrollIntoView({ block: 'nearest' });
  };
  const contact = slots.renderContact?.(listing);
  // The sections under the prices (details, calendar, map, reviews, owner) render in a
  // transition right after the first paint: React then works in slices and yields to the
  // browser, instead of one long task for the whole page (the budget is TBT ≤ 150 ms). They are
  // below the fold; the placeholder keeps the footer out of view meanwhile.
  const [showSections, setShowSections] = useState(false);
  useEffect(() => startTransition(() => setShowSections(true)), []);
  const { hash } = useLocation();
  const placeholder = <div className="min-h-dvh" aria-hidden="true" />;
  const sections = showSections ? (
    <WhenNearViewport placeholder={placeholder} now={hash !== ''}>
      <ListingSections listing={listing} values={values} onPickDay={onPickDay} slots={slots} />
    </WhenNearViewport>
  ) : (
    placeholder
  );
  const aside = (
    <PricesAndQuote listing={listing} user={user} values={values} onValuesChange={setValues} />
  );

  if (variant === 'split') {
    return (
      <article className="space-y-8" data-testid="listing-detail" data-variant="split">
        <ListingGallery images={listing.images} name={listing.name} variant="mosaic" />
        <ListingHeader listing={listing} favourite={favourite} contact={contact} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="lg:order-last">
            <aside aria-label={t`Prices and booking`} className="lg:sticky lg:top-24">
              {aside}
            </aside>
          </div>
          {sections}
        </div>
      </article>
    );
  }

  return (
    // On small screens the prices come right after the title; on large ones they sit beside.
    <article className={LISTING_ARTICLE} data-testid="listing-detail" data-variant="standard">
      <div className={LISTING_TOP}>
        <ListingGallery images={listing.images} name={listing.name} />
        <ListingHeader listing={listing} favourite={favourite} contact={contact} />
      </div>
      <aside
        aria-label={t`Prices and booking`}
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        {aside}
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">{sections}</div>
    </article>
  );
}
