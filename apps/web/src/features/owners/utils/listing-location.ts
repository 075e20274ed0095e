import type { ListingDetail } from '@ownless/shared';
import type { PlaceLocation } from '@/components/places/place-autocomplete';

/**
 * The saved address as the autocomplete's value. The listing view has no place id, so a
 * stable stand-in is used; the wizard only sends `location` when the owner picks a new one.
 */
export function locationFromListing(listing: ListingDetail): PlaceLocation | null {
  const { latitude, longitude, formatted_address, city, state, country } = listing.address;
  if (latitude === null || longitude === null) return null;
  return {
    formattedAddress: formatted_address ?? listing.short_address ?? `${latitude}, ${longitude}`,
    latitude,
    longitude,
    placeId: `saved:${listing.id}`,
    city,
    state,
    country,
  };
}
