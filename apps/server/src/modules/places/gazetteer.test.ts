import { describe, expect, it } from 'vitest';
import { findPlace, searchPlaces } from './gazetteer';

describe('US gazetteer', () => {
  it('suggests big cities first for a name prefix', () => {
    const results = searchPlaces('san fran');
    expect(results[0]).toMatchObject({
      city: 'San Francisco',
      state: 'CA',
      country: 'US',
      kind: 'city',
    });
    expect(results[0]!.latitude).toBeCloseTo(37.77, 0);
    expect(results[0]!.longitude).toBeCloseTo(-122.42, 0);
  });

  it('narrows by state after a comma', () => {
    const results = searchPlaces('portland, me');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((p) => p.state === 'ME')).toBe(true);
  });

  it('finds ZIP codes by prefix', () => {
    const [first] = searchPlaces('94103');
    expect(first).toMatchObject({ postalCode: '94103', city: 'San Francisco', kind: 'zip' });
  });

  it('resolves a place id and refuses unknown ones', () => {
    const [denver] = searchPlaces('denver, co');
    expect(findPlace(denver!.placeId)).toEqual(denver);
    expect(findPlace('us-city:zz:atlantis')).toBeNull();
  });

  it('returns nothing for empty or non-matching input', () => {
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('qqqqqqqq')).toEqual([]);
  });
});
