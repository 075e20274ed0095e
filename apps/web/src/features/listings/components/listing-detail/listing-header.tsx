import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ListingDetail } from '@ownless/shared';
import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { groupDigits } from '@/lib/i18n';
import { conditionLabel, statusLabel } from '../../utils/listing-labels';
import { formatRating, getSaleFrequency } from '../../utils/listing-price';
import { InstantBookingBadge } from '../instant-booking-badge';
import { LISTING_TITLE } from '../listing-layout';

/** "4.8 (12 reviews)". */
function RatingText({ rating, reviews }: { rating: number; reviews: number }) {
  const score = formatRating(rating);
  const count = groupDigits(reviews);
  return plural(reviews, {
    one: `${score} (${count} review)`,
    other: `${score} (${count} reviews)`,
  });
}

/**
 * The listing's badges (kind, category, condition, for sale, not published), its name with
 * the favourite heart, and the line under it: place, rating, who listed it and the contact.
 */
export function ListingHeader({
  listing,
  favourite,
  contact,
}: {
  listing: ListingDetail;
  favourite?: ReactNode;
  contact?: ReactNode;
}) {
  const forSale = Boolean(getSaleFrequency(listing.frequencies));
  const owner = listing.owner.businessName || listing.owner.firstName;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {listing.rental_type && <Badge>{listing.rental_type.name}</Badge>}
        {listing.category && <Badge tone="neutral">{listing.category.name}</Badge>}
        {listing.condition && <Badge tone="neutral">{conditionLabel(listing.condition)}</Badge>}
        {forSale && (
          <Badge>
            <Trans>Also for sale</Trans>
          </Badge>
        )}
        {listing.instant_booking && <InstantBookingBadge />}
        {listing.status !== 'Published' && (
          <Badge tone="neutral" className="bg-amber-50 text-amber-900 ring-amber-600/30">
            {statusLabel(listing.status)}
          </Badge>
        )}
      </div>
      <div className="flex items-start justify-between gap-4">
        <h1 className={LISTING_TITLE}>
          <bdi>{listing.name}</bdi>
        </h1>
        {favourite && <div className="shrink-0 pt-1">{favourite}</div>}
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        {listing.short_address && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            <bdi>{listing.short_address}</bdi>
          </span>
        )}
        {listing.rating !== null && listing.review_count > 0 && (
          <a
            href="#listing-reviews"
            className="inline-flex items-center gap-1.5 hover:text-slate-900 dark:hover:text-white"
          >
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <RatingText rating={listing.rating} reviews={listing.review_count} />
          </a>
        )}
        <span className="inline-flex items-center gap-1.5">
          <Trans>
            Listed by{' '}
            <Link
              to={paths.ownerProfile(listing.owner.id)}
              className="font-semibold text-slate-900 hover:underline dark:text-white"
              data-testid="listing-owner"
            >
              <bdi>{owner}</bdi>
            </Link>
          </Trans>
        </span>
        {contact}
      </div>
    </header>
  );
}
