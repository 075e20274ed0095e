import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MapPin, Star, Tag } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingSummary } from '@ownless/shared';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';
import { getCoverImageUrl } from '../utils/listing-cover';
import {
  formatListingPrice,
  formatRating,
  getPrimaryFrequency,
  getSaleFrequency,
  perFrequencyLabel,
} from '../utils/listing-price';
import { InstantBookingBadge } from './instant-booking-badge';
import { ListingImage } from './listing-image';

export const LISTING_CARD_IMAGE = { width: 640, height: 400 } as const;

export interface ListingCardProps {
  listing: ListingSummary;
  priority?: boolean;
  /** 'list': a wide row (image beside the text), for /list pages. */
  layout?: 'grid' | 'list';
  /** 'sale': show the price to buy it (the /buy page). */
  priceMode?: 'rent' | 'sale';
  /** A control over the image, above the card's link (the favourite heart). */
  action?: ReactNode;
  /** A note under the price (e.g. "No longer available" on the favourites page). */
  footer?: ReactNode;
}

/** The stars of a card: "4.5" to the eye, the rating and the number of reviews when read out. */
function CardRating({ rating, reviews }: { rating: number; reviews: number }) {
  const score = formatRating(rating);
  const count = groupDigits(reviews);
  return (
    <p className="flex shrink-0 items-center gap-1 text-sm font-medium text-slate-700 dark:text-slate-300">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span aria-hidden="true">{score}</span>
      <span className="sr-only">
        {plural(reviews, {
          one: `Rated ${score} out of 5, ${count} review`,
          other: `Rated ${score} out of 5, ${count} reviews`,
        })}
      </span>
    </p>
  );
}

export function ListingCard({
  listing,
  priority = false,
  layout = 'grid',
  priceMode = 'rent',
  action,
  footer,
}: ListingCardProps) {
  const sale = priceMode === 'sale' ? getSaleFrequency(listing.frequencies) : undefined;
  const price = sale ?? getPrimaryFrequency(listing.frequencies);
  const forSale = getSaleFrequency(listing.frequencies) !== undefined;
  const href = paths.listingDetail(listing.id);
  const row = layout === 'list';

  return (
    <article
      data-testid="listing-card"
      data-listing-id={listing.id}
      className={cn(
        'group relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg hover:shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900 dark:hover:shadow-black/30 dark:focus-within:ring-brand-400',
        row ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn(
          'relative h-52 shrink-0 overflow-hidden bg-slate-100 dark:bg-slate-800',
          row && 'sm:h-auto sm:min-h-48 sm:w-64 lg:w-72',
        )}
      >
        <ListingImage
          src={getCoverImageUrl(listing.images)}
          alt={listing.name}
          width={LISTING_CARD_IMAGE.width}
          height={LISTING_CARD_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className={cn(
            'h-52 w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
            row && 'sm:absolute sm:inset-0 sm:h-full',
          )}
        />
        {listing.rental_type && (
          <Badge
            tone="neutral"
            className="absolute start-3 top-3 bg-white/95 text-slate-800 shadow-sm ring-slate-900/10 backdrop-blur dark:bg-slate-950/85 dark:text-slate-100"
          >
            <span data-testid="listing-rental-type">{listing.rental_type.name}</span>
          </Badge>
        )}
        {action && <div className="absolute end-3 top-3 z-10">{action}</div>}
      </div>
      <div className={cn('flex flex-1 flex-col gap-2 p-4 sm:p-5', row && 'min-w-0')}>
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">
            {/* The stretched link makes the whole card clickable with one focus stop. */}
            <Link
              to={href}
              className="line-clamp-2 after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              <bdi>{listing.name}</bdi>
            </Link>
          </h3>
          {listing.rating !== null && listing.review_count > 0 && (
            <CardRating rating={listing.rating} reviews={listing.review_count} />
          )}
        </div>
        {listing.short_address && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <bdi className="truncate">{listing.short_address}</bdi>
          </p>
        )}
        {listing.instant_booking && (
          <p>
            <InstantBookingBadge />
          </p>
        )}
        {row && (listing.category || forSale) && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            {listing.category && (
              <span className="inline-flex items-center gap-1.5">
                <Tag className="size-4 shrink-0" aria-hidden="true" />
                {listing.category.name}
              </span>
            )}
            {forSale && priceMode !== 'sale' && (
              <Badge>
                <Trans>Also for sale</Trans>
              </Badge>
            )}
          </p>
        )}
        <p className="mt-auto pt-2 text-slate-900 dark:text-white" data-testid="listing-price">
          {price ? (
            <>
              <span className="text-lg font-bold">{formatListingPrice(price.price)}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {' '}
                / {perFrequencyLabel(price)}
              </span>
            </>
          ) : (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>Price on request</Trans>
            </span>
          )}
        </p>
        {footer}
      </div>
    </article>
  );
}
