import type { ListingDetail } from '@ownless/shared';
import type { PlaceLocation } from '@/components/places/place-autocomplete';

/**
 * The saved place as the autocomplete's value: its address, position, place id and ZIP code.
 * Listings made without the wizard (the demo data) have no place id; they show their saved
 * address all the same with an empty id, which never reaches the server: the wizard sends
 * `location` only when the owner picks a new place from the list.
 */
export function locationFromListing(listing: ListingDetail): PlaceLocation | null {
  const { latitude, longitude, formatted_address, place_id, postal_code, city, state, country } =
    listing.address;
  if (latitude === null || longitude === null) return null;
  return {
    formattedAddress: formatted_address ?? listing.short_address ?? `${latitude}, ${longitude}`,
    latitude,
    longitude,
    placeId: place_id ?? '',
    city,
    state,
    country,
    postalCode: postal_code,
  };
}
