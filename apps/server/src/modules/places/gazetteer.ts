import type { Place as PlaceContract } from '@ownless/shared';
import zipcodes from 'zipcodes';

/**
 * The offline US gazetteer behind the address autocomplete: every ZIP code centroid of
 * the `zipcodes` package, plus one entry per city (the mean of its ZIP centroids). Built
 * once, on first use (~50 ms), and kept in memory.
 */
export interface Place extends PlaceContract {
  /** ZIP codes in the city: a stand-in for its size when ranking (not sent: placeSchema drops it). */
  weight: number;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fold = (value: string) => slug(value).replace(/-/g, ' ');

interface Index {
  byId: Map<string, Place>;
  cities: (Place & { key: string })[];
  zips: Place[];
}

let index: Index | null = null;

function build(): Index {
  const byId = new Map<string, Place>();
  const zips: Place[] = [];
  const groups = new Map<
    string,
    { city: string; state: string; lat: number; lng: number; n: number }
  >();
  for (const entry of Object.values(zipcodes.codes)) {
    if (
      entry.country !== 'US' ||
      typeof entry.latitude !== 'number' ||
      typeof entry.longitude !== 'number'
    )
      continue;
    const city = entry.city;
    const state = entry.state;
    const zip: Place = {
      placeId: `us-zip:${entry.zip}`,
      formattedAddress: `${city}, ${state} ${entry.zip}, USA`,
      latitude: entry.latitude,
      longitude: entry.longitude,
      city,
      state,
      country: 'US',
      postalCode: String(entry.zip),
      kind: 'zip',
      weight: 1,
    };
    zips.push(zip);
    byId.set(zip.placeId, zip);
    const key = `${slug(city)}|${state}`;
    const group = groups.get(key) ?? { city, state, lat: 0, lng: 0, n: 0 };
    group.lat += entry.latitude;
    group.lng += entry.longitude;
    group.n += 1;
    groups.set(key, group);
  }
  const cities = [...groups.values()].map((g) => {
    const place: Place & { key: string } = {
      placeId: `us-city:${g.state.toLowerCase()}:${slug(g.city)}`,
      formattedAddress: `${g.city}, ${g.state}, USA`,
      latitude: Math.round((g.lat / g.n) * 1e6) / 1e6,
      longitude: Math.round((g.lng / g.n) * 1e6) / 1e6,
      city: g.city,
      state: g.state,
      country: 'US',
      postalCode: null,
      kind: 'city',
      weight: g.n,
      key: fold(g.city),
    };
    byId.set(place.placeId, place);
    return place;
  });
  cities.sort((a, b) => b.weight - a.weight || a.city.localeCompare(b.city));
  zips.sort((a, b) => a.postalCode!.localeCompare(b.postalCode!));
  return { byId, cities, zips };
}

const getIndex = () => (index ??= build());

/** Suggestions for what a person typed: a ZIP prefix, or a city (optionally ", ST"). */
export function searchPlaces(query: string, limit = 8): Place[] {
  const { cities, zips } = getIndex();
  const text = query.trim();
  if (text.length === 0) return [];
  if (/^\d{1,5}$/.test(text)) {
    const out: Place[] = [];
    for (const zip of zips) {
      if (zip.postalCode!.startsWith(text)) out.push(zip);
      if (out.length >= limit) break;
    }
    return out;
  }
  const [cityPart = '', statePart = ''] = text.split(',').map((s) => s.trim());
  const wanted = fold(cityPart);
  if (wanted.length === 0) return [];
  const state = statePart.slice(0, 2).toUpperCase();
  const prefix: Place[] = [];
  const inner: Place[] = [];
  for (const city of cities) {
    if (state && !city.state.startsWith(state)) continue;
    if (city.key.startsWith(wanted)) prefix.push(city);
    else if (wanted.length >= 3 && city.key.includes(` ${wanted}`)) inner.push(city);
    if (prefix.length >= limit) break;
  }
  return [...prefix, ...inner].slice(0, limit).map(strip);
}

export function findPlace(placeId: string): Place | null {
  const place = getIndex().byId.get(placeId);
  return place ? strip(place) : null;
}

/** A copy without the index's own fields (a city's search `key`). */
function strip(place: Place): Place {
  const { key: _key, ...rest } = place as Place & { key?: string };
  return rest;
}
