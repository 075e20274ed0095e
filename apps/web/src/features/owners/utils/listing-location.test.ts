import { describe, expect, it } from 'vitest';
import { locationFromListing } from './listing-location';
import { draftListing } from './test-listing';

const address = {
  latitude: 30.27,
  longitude: -97.74,
  city: 'Austin',
  state: 'TX',
  country: 'US',
  formatted_address: 'Austin, TX 78701, USA',
  place_id: 'us-zip:78701',
  postal_code: '78701',
};

describe('locationFromListing', () => {
  it('gives the autocomplete the stored place, with its id and ZIP code', () => {
    expect(locationFromListing(draftListing({ address }))).toEqual({
      formattedAddress: 'Austin, TX 78701, USA',
      latitude: 30.27,
      longitude: -97.74,
      placeId: 'us-zip:78701',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78701',
    });
  });

  it('shows a place stored without an id (demo data) with an empty id, never a made-up one', () => {
    const location = locationFromListing(
      draftListing({ address: { ...address, place_id: null, formatted_address: null } }),
    );
    expect(location).toMatchObject({ placeId: '', postalCode: '78701' });
    expect(location!.formattedAddress).toBeTruthy();
  });

  it('is empty until the listing has a position', () => {
    expect(locationFromListing(draftListing())).toBeNull();
  });
});
