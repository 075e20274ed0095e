import type {
  ListingDetail,
  ListingFrequency,
  ListingImage,
  ListingSummary,
} from '@ownless/shared';
import { FREQUENCIES } from '@ownless/shared/enums';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatMoney } from '@/lib/i18n';
import { LISTING_IMAGE_FALLBACK } from '@ownless/shared/user';

/** Cover first, then the owner's order: how renters see the gallery. */
export const galleryOrder = (images: readonly ListingImage[]) =>
  [...images].sort((a, b) => b.is_cover - a.is_cover || a.position - b.position);

export const coverUrl = (images: readonly ListingImage[]) =>
  galleryOrder(images)[0]?.file_path || LISTING_IMAGE_FALLBACK;

export const FALLBACK_IMAGE = LISTING_IMAGE_FALLBACK;

/** Rent prices Hourly → Monthly, then the sale price. */
export const sortedPrices = (frequencies: readonly ListingFrequency[]) =>
  [...frequencies].sort(
    (a, b) =>
      (a.type === 'sale' ? 100 : 0) +
      FREQUENCIES.indexOf(a.frequency) -
      ((b.type === 'sale' ? 100 : 0) + FREQUENCIES.indexOf(b.frequency)),
  );

/** "/ day": the unit after a rent price. */
function perUnit(frequency: string): string {
  switch (frequency) {
    case 'Hourly':
      return t`/ hour`;
    case 'Daily':
      return t`/ day`;
    case 'Weekly':
      return t`/ week`;
    case 'Monthly':
      return t`/ month`;
    default:
      return `/ ${frequency.toLowerCase()}`;
  }
}

/** "$25.00 / day", from the first rent price; null without one. */
export function headlinePrice(
  listing: Pick<ListingSummary, 'frequencies'>,
): { amount: string; per: string } | null {
  const entry =
    sortedPrices(listing.frequencies).find((f) => f.type === 'rent') ?? listing.frequencies[0];
  if (!entry) return null;
  return {
    amount: formatMoney(entry.price),
    per: entry.type === 'sale' ? t`to buy` : perUnit(entry.frequency),
  };
}

export function priceLabel(entry: ListingFrequency): string {
  if (entry.type === 'sale') return t`Buy it`;
  switch (entry.frequency) {
    case 'Hourly':
      return t`Per hour`;
    case 'Daily':
      return t`Per day`;
    case 'Weekly':
      return t`Per week`;
    case 'Monthly':
      return t`Per month`;
    default:
      return entry.frequency;
  }
}

export function noticeLabel(hours: number): string {
  if (hours === 0) return t`Same-day bookings welcome`;
  if (hours % 24 === 0) {
    const days = hours / 24;
    return plural(days, { one: 'Book at least # day ahead', other: 'Book at least # days ahead' });
  }
  return plural(hours, { one: 'Book at least # hour ahead', other: 'Book at least # hours ahead' });
}

export const KM_PER_MILE = 1.609344;
export const radiusMiles = (km: number) => Math.round((km / KM_PER_MILE) * 10) / 10;

/** How a renter gets the item, as the listing says it. */
export const FULFILMENT_LABELS: Record<string, MessageDescriptor> = {
  pickup: msg`Pickup from the owner`,
  delivery: msg`Delivery by the owner`,
  shipping: msg`Shipping`,
};

/** An item's condition as the owner and renters read it. */
export const CONDITION_LABELS: Record<string, MessageDescriptor> = {
  New: msg`New`,
  'Like new': msg`Like new`,
  Good: msg`Good`,
  Fair: msg`Fair`,
};

export type { ListingDetail };
