import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ListingFrequency, ListingSummary } from '@ownless/shared';
import { formatMoney, i18n } from '@/lib/i18n';

/** One marker on the map: every listing at exactly this latitude and longitude. */
export interface MapCluster {
  /** "lat,lng" — identical coordinates, identical key. */
  key: string;
  lat: number;
  lng: number;
  listings: ListingSummary[];
}

/** A coordinate as a number, accepting numeric strings ("39.7686"); anything else is null. */
export function toCoordinate(value: unknown, limit: number): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) {
    number = Number(value);
  } else return null;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * Groups listings by identical coordinates (identical
 * latitude-longitude only, never by distance). Listings whose latitude or longitude is not
 * numeric are skipped with a console warning. Clusters and the listings in them
 * keep the order of the input, so "the first listing" is the first one in the results.
 */
export function clusterByCoordinates(listings: readonly ListingSummary[]): MapCluster[] {
  const clusters = new Map<string, MapCluster>();
  for (const listing of listings) {
    const lat = toCoordinate(listing.address?.latitude, 90);
    const lng = toCoordinate(listing.address?.longitude, 180);
    if (lat === null || lng === null) {
      console.warn(
        `Listing ${listing.id} ("${listing.name}") has no numeric latitude and longitude; it is not shown on the map.`,
      );
      continue;
    }
    const key = `${lat},${lng}`;
    const cluster = clusters.get(key);
    if (cluster) cluster.listings.push(listing);
    else clusters.set(key, { key, lat, lng, listings: [listing] });
  }
  return [...clusters.values()];
}

/** The price a marker shows: the first (rent) frequency of a listing, as on its card. */
export function markerFrequency(listing: ListingSummary): ListingFrequency | undefined {
  const { frequencies } = listing;
  if (!frequencies || frequencies.length === 0) return undefined;
  return frequencies.find((entry) => entry.type === 'rent') ?? frequencies[0];
}

/** "$25.00": prices show two decimals, cut off, never rounded. */
export function markerPriceLabel(listing: ListingSummary): string {
  const entry = markerFrequency(listing);
  return entry ? formatMoney(entry.price) : t`Price on request`;
}

/** A rate's name after a price ("$25.00 / Daily"). */
const PER_NAMES: Record<ListingFrequency['frequency'], MessageDescriptor> = {
  Hourly: msg({ context: 'after a price', message: 'Hourly' }),
  Daily: msg({ context: 'after a price', message: 'Daily' }),
  Weekly: msg({ context: 'after a price', message: 'Weekly' }),
  Monthly: msg({ context: 'after a price', message: 'Monthly' }),
  Once: msg({ context: 'after a price', message: 'Buy' }),
};

/** The frequency of a marker's price: "Daily", or "Buy" for a sale price. */
export function markerFrequencyLabel(entry: ListingFrequency): string {
  const name = PER_NAMES[entry.type === 'sale' ? 'Once' : entry.frequency];
  return name ? i18n._(name) : entry.frequency;
}

/** The label of a cluster's marker: the first listing's price, and the count when several. */
export function clusterLabel(cluster: MapCluster): { price: string; count: number } {
  return { price: markerPriceLabel(cluster.listings[0]!), count: cluster.listings.length };
}
