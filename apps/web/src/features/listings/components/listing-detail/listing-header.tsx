import type { ReactNode } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { getSaleFrequency } from '../../utils/listing-price';
import { LISTING_TITLE } from '../listing-layout';

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
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {listing.rental_type && <Badge>{listing.rental_type.name}</Badge>}
        {listing.category && <Badge tone="neutral">{listing.category.name}</Badge>}
        {listing.condition && <Badge tone="neutral">{listing.condition}</Badge>}
        {forSale && <Badge>Also for sale</Badge>}
        {listing.status !== 'Published' && (
          <Badge tone="neutral" className="bg-amber-50 text-amber-900 ring-amber-600/30">
            {listing.status}
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
            {listing.rating.toFixed(1)} ({listing.review_count}{' '}
            {listing.review_count === 1 ? 'review' : 'reviews'})
          </a>
        )}
        <span className="inline-flex items-center gap-1.5">
          Listed by{' '}
          <Link
            to={paths.ownerProfile(listing.owner.id)}
            className="font-semibold text-slate-900 hover:underline dark:text-white"
            data-testid="listing-owner"
          >
            {listing.owner.businessName || listing.owner.firstName}
          </Link>
        </span>
        {contact}
      </div>
    </header>
  );
}
