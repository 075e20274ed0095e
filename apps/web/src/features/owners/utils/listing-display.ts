import type {
  ListingDetail,
  ListingFrequency,
  ListingImage,
  ListingSummary,
} from '@ownless/shared';
import { FREQUENCIES } from '@ownless/shared/enums';
import { formatMoney } from '@ownless/shared/format';
import { LISTING_IMAGE_FALLBACK } from '@ownless/shared/user';

/** Cover first, then the owner's order: how renters see the gallery. */
export const galleryOrder = (images: readonly ListingImage[]) =>
  [...images].sort((a, b) => b.is_cover - a.is_cover || a.position - b.position);

export const coverUrl = (images: readonly ListingImage[]) =>
  galleryOrder(images)[0]?.file_path || LISTING_IMAGE_FALLBACK;

export const FALLBACK_IMAGE = LISTING_IMAGE_FALLBACK;

const PER: Record<string, string> = {
  Hourly: 'hour',
  Daily: 'day',
  Weekly: 'week',
  Monthly: 'month',
};

/** Rent prices Hourly → Monthly, then the sale price. */
export const sortedPrices = (frequencies: readonly ListingFrequency[]) =>
  [...frequencies].sort(
    (a, b) =>
      (a.type === 'sale' ? 100 : 0) +
      FREQUENCIES.indexOf(a.frequency) -
      ((b.type === 'sale' ? 100 : 0) + FREQUENCIES.indexOf(b.frequency)),
  );

/** "$25.00 / day", from the first rent price; null without one. */
export function headlinePrice(
  listing: Pick<ListingSummary, 'frequencies'>,
): { amount: string; per: string } | null {
  const entry =
    sortedPrices(listing.frequencies).find((f) => f.type === 'rent') ?? listing.frequencies[0];
  if (!entry) return null;
  return {
    amount: formatMoney(entry.price),
    per:
      entry.type === 'sale'
        ? 'to buy'
        : `/ ${PER[entry.frequency] ?? entry.frequency.toLowerCase()}`,
  };
}

export const priceLabel = (entry: ListingFrequency) =>
  entry.type === 'sale' ? 'Buy it' : `Per ${PER[entry.frequency] ?? entry.frequency.toLowerCase()}`;

export const noticeLabel = (hours: number) =>
  hours === 0
    ? 'Same-day bookings welcome'
    : hours % 24 === 0
      ? `Book at least ${hours / 24} ${hours === 24 ? 'day' : 'days'} ahead`
      : `Book at least ${hours} hours ahead`;

export const KM_PER_MILE = 1.609344;
export const radiusMiles = (km: number) => Math.round((km / KM_PER_MILE) * 10) / 10;

export const FULFILMENT_LABELS: Record<string, string> = {
  pickup: 'Pickup from the owner',
  delivery: 'Delivery by the owner',
  shipping: 'Shipping',
};

export type { ListingDetail };
