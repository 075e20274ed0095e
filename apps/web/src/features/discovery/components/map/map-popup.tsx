import { plural } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { ListingImage, ListingSummary } from '@ownless/shared';
import { LISTING_IMAGE_FALLBACK } from '@ownless/shared/user';
import { paths } from '@/config/paths';
import { groupDigits } from '@/lib/i18n';
import { markerFrequency, markerFrequencyLabel, markerPriceLabel } from '../../utils/cluster';

const coverOf = (images: readonly ListingImage[]) =>
  (images.find((image) => image.is_cover === 1) ?? images[0])?.file_path || LISTING_IMAGE_FALLBACK;

function PriceLine({ listing }: { listing: ListingSummary }) {
  const entry = markerFrequency(listing);
  return (
    <span className="text-sm text-slate-700 dark:text-slate-300">
      <strong className="font-bold text-slate-900 dark:text-white">
        {markerPriceLabel(listing)}
      </strong>
      {entry && ` / ${markerFrequencyLabel(entry)}`}
    </span>
  );
}

/** What a marker's popup shows: one listing as a mini card, or the listings of a cluster. */
export function MapPopupContent({ listings }: { listings: readonly ListingSummary[] }) {
  if (listings.length === 1) {
    const listing = listings[0]!;
    return (
      <div data-testid="map-popup">
        <img
          src={coverOf(listing.images)}
          alt=""
          width={260}
          height={140}
          className="h-32 w-full object-cover"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(LISTING_IMAGE_FALLBACK)) {
              event.currentTarget.src = LISTING_IMAGE_FALLBACK;
            }
          }}
        />
        <div className="space-y-1 p-3">
          <Link
            to={paths.listingDetail(listing.id)}
            className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
          >
            <bdi>{listing.name}</bdi>
          </Link>
          {listing.short_address && (
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">
              <bdi>{listing.short_address}</bdi>
            </p>
          )}
          <PriceLine listing={listing} />
        </div>
      </div>
    );
  }

  const total = listings.length;
  const count = groupDigits(total);
  return (
    <div data-testid="map-popup">
      <p className="border-b border-slate-200 px-3 py-2.5 pe-10 text-sm font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
        {plural(total, {
          one: `${count} listing at this place`,
          other: `${count} listings at this place`,
        })}
      </p>
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
        {listings.map((listing) => (
          <li key={listing.id} className="flex items-center gap-3 px-3 py-2">
            <img
              src={coverOf(listing.images)}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0">
              <Link
                to={paths.listingDetail(listing.id)}
                className="line-clamp-1 text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
              >
                <bdi>{listing.name}</bdi>
              </Link>
              <PriceLine listing={listing} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
