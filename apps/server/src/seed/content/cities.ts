/**
 * Demo cities and neighbourhoods. Coordinates are the neighbourhoods' approximate centres
 * (WGS84, 6 decimals); listings are placed around them by `listingCoordinates`.
 */

export type CityKey =
  | 'san-francisco'
  | 'los-angeles'
  | 'san-diego'
  | 'seattle'
  | 'portland'
  | 'denver'
  | 'salt-lake-city'
  | 'phoenix'
  | 'austin'
  | 'chicago'
  | 'minneapolis'
  | 'nashville'
  | 'atlanta'
  | 'miami'
  | 'new-york'
  | 'boston';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface NeighbourhoodSeed extends Coordinates {
  name: string;
}

export interface CitySeed extends Coordinates {
  key: CityKey;
  name: string;
  /** Two-letter USPS state code. */
  state: string;
  country: 'US';
  /** IANA time zone, used to display a listing's times. */
  timeZone: string;
  /** A representative ZIP code of the city centre. */
  zip: string;
  neighbourhoods: readonly NeighbourhoodSeed[];
}

export const CITIES: readonly CitySeed[] = [
  {
    key: 'san-francisco',
    name: 'San Francisco',
    state: 'CA',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    zip: '94103',
    latitude: 37.774929,
    longitude: -122.419416,
    neighbourhoods: [
      { name: 'Mission District', latitude: 37.759865, longitude: -122.414798 },
      { name: 'Noe Valley', latitude: 37.750221, longitude: -122.433511 },
      { name: 'Outer Sunset', latitude: 37.755833, longitude: -122.494167 },
      { name: 'Bernal Heights', latitude: 37.738879, longitude: -122.415557 },
    ],
  },
  {
    key: 'los-angeles',
    name: 'Los Angeles',
    state: 'CA',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    zip: '90012',
    latitude: 34.052235,
    longitude: -118.243683,
    neighbourhoods: [
      { name: 'Silver Lake', latitude: 34.086945, longitude: -118.270226 },
      { name: 'Echo Park', latitude: 34.078159, longitude: -118.260559 },
      { name: 'Venice', latitude: 33.985047, longitude: -118.469483 },
      { name: 'Highland Park', latitude: 34.111667, longitude: -118.1925 },
    ],
  },
  {
    key: 'san-diego',
    name: 'San Diego',
    state: 'CA',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    zip: '92101',
    latitude: 32.715736,
    longitude: -117.161087,
    neighbourhoods: [
      { name: 'North Park', latitude: 32.740992, longitude: -117.12944 },
      { name: 'Pacific Beach', latitude: 32.79733, longitude: -117.24012 },
      { name: 'Ocean Beach', latitude: 32.74903, longitude: -117.24958 },
    ],
  },
  {
    key: 'seattle',
    name: 'Seattle',
    state: 'WA',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    zip: '98101',
    latitude: 47.606209,
    longitude: -122.332069,
    neighbourhoods: [
      { name: 'Capitol Hill', latitude: 47.62379, longitude: -122.31866 },
      { name: 'Ballard', latitude: 47.66869, longitude: -122.38442 },
      { name: 'Fremont', latitude: 47.65096, longitude: -122.35021 },
      { name: 'Columbia City', latitude: 47.55963, longitude: -122.28678 },
    ],
  },
  {
    key: 'portland',
    name: 'Portland',
    state: 'OR',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    zip: '97204',
    latitude: 45.515232,
    longitude: -122.678385,
    neighbourhoods: [
      { name: 'Alberta Arts District', latitude: 45.55906, longitude: -122.64595 },
      { name: 'Sellwood', latitude: 45.4649, longitude: -122.6519 },
      { name: 'Hawthorne', latitude: 45.51212, longitude: -122.628 },
      { name: 'Pearl District', latitude: 45.52886, longitude: -122.68333 },
    ],
  },
  {
    key: 'denver',
    name: 'Denver',
    state: 'CO',
    country: 'US',
    timeZone: 'America/Denver',
    zip: '80202',
    latitude: 39.739236,
    longitude: -104.990251,
    neighbourhoods: [
      { name: 'RiNo', latitude: 39.7686, longitude: -104.9794 },
      { name: 'Highland', latitude: 39.7616, longitude: -105.0116 },
      { name: 'Washington Park', latitude: 39.7004, longitude: -104.9706 },
      { name: 'Capitol Hill', latitude: 39.7337, longitude: -104.9803 },
    ],
  },
  {
    key: 'salt-lake-city',
    name: 'Salt Lake City',
    state: 'UT',
    country: 'US',
    timeZone: 'America/Denver',
    zip: '84111',
    latitude: 40.76078,
    longitude: -111.891045,
    neighbourhoods: [
      { name: 'Sugar House', latitude: 40.7232, longitude: -111.8587 },
      { name: 'The Avenues', latitude: 40.7774, longitude: -111.87 },
      { name: 'Ninth and Ninth', latitude: 40.7502, longitude: -111.8653 },
    ],
  },
  {
    key: 'phoenix',
    name: 'Phoenix',
    state: 'AZ',
    country: 'US',
    timeZone: 'America/Phoenix',
    zip: '85004',
    latitude: 33.448376,
    longitude: -112.074036,
    neighbourhoods: [
      { name: 'Arcadia', latitude: 33.497, longitude: -111.985 },
      { name: 'Roosevelt Row', latitude: 33.4583, longitude: -112.069 },
      { name: 'Coronado', latitude: 33.473, longitude: -112.05 },
    ],
  },
  {
    key: 'austin',
    name: 'Austin',
    state: 'TX',
    country: 'US',
    timeZone: 'America/Chicago',
    zip: '78701',
    latitude: 30.267153,
    longitude: -97.743061,
    neighbourhoods: [
      { name: 'East Austin', latitude: 30.2626, longitude: -97.722 },
      { name: 'South Congress', latitude: 30.246, longitude: -97.75 },
      { name: 'Hyde Park', latitude: 30.305, longitude: -97.729 },
      { name: 'Mueller', latitude: 30.2983, longitude: -97.7048 },
    ],
  },
  {
    key: 'chicago',
    name: 'Chicago',
    state: 'IL',
    country: 'US',
    timeZone: 'America/Chicago',
    zip: '60602',
    latitude: 41.878114,
    longitude: -87.629798,
    neighbourhoods: [
      { name: 'Logan Square', latitude: 41.9231, longitude: -87.7093 },
      { name: 'Wicker Park', latitude: 41.9086, longitude: -87.6779 },
      { name: 'Pilsen', latitude: 41.856, longitude: -87.656 },
      { name: 'Lincoln Park', latitude: 41.9214, longitude: -87.6513 },
    ],
  },
  {
    key: 'minneapolis',
    name: 'Minneapolis',
    state: 'MN',
    country: 'US',
    timeZone: 'America/Chicago',
    zip: '55401',
    latitude: 44.977753,
    longitude: -93.265011,
    neighbourhoods: [
      { name: 'Northeast', latitude: 45.005, longitude: -93.256 },
      { name: 'Uptown', latitude: 44.949, longitude: -93.298 },
      { name: 'Longfellow', latitude: 44.935, longitude: -93.22 },
    ],
  },
  {
    key: 'nashville',
    name: 'Nashville',
    state: 'TN',
    country: 'US',
    timeZone: 'America/Chicago',
    zip: '37203',
    latitude: 36.162664,
    longitude: -86.781602,
    neighbourhoods: [
      { name: 'East Nashville', latitude: 36.178, longitude: -86.751 },
      { name: 'The Gulch', latitude: 36.1516, longitude: -86.7832 },
      { name: '12 South', latitude: 36.125, longitude: -86.789 },
    ],
  },
  {
    key: 'atlanta',
    name: 'Atlanta',
    state: 'GA',
    country: 'US',
    timeZone: 'America/New_York',
    zip: '30303',
    latitude: 33.748997,
    longitude: -84.387985,
    neighbourhoods: [
      { name: 'Old Fourth Ward', latitude: 33.764, longitude: -84.371 },
      { name: 'Inman Park', latitude: 33.7574, longitude: -84.3525 },
      { name: 'Virginia-Highland', latitude: 33.781, longitude: -84.354 },
    ],
  },
  {
    key: 'miami',
    name: 'Miami',
    state: 'FL',
    country: 'US',
    timeZone: 'America/New_York',
    zip: '33130',
    latitude: 25.761681,
    longitude: -80.191788,
    neighbourhoods: [
      { name: 'Wynwood', latitude: 25.8009, longitude: -80.199 },
      { name: 'Little Havana', latitude: 25.7736, longitude: -80.219 },
      { name: 'Coconut Grove', latitude: 25.7279, longitude: -80.242 },
    ],
  },
  {
    key: 'new-york',
    name: 'New York',
    state: 'NY',
    country: 'US',
    timeZone: 'America/New_York',
    zip: '10007',
    latitude: 40.712776,
    longitude: -74.005974,
    neighbourhoods: [
      { name: 'Williamsburg', latitude: 40.708116, longitude: -73.95707 },
      { name: 'Park Slope', latitude: 40.672, longitude: -73.977 },
      { name: 'Astoria', latitude: 40.7644, longitude: -73.9235 },
      { name: 'Upper West Side', latitude: 40.787, longitude: -73.9754 },
    ],
  },
  {
    key: 'boston',
    name: 'Boston',
    state: 'MA',
    country: 'US',
    timeZone: 'America/New_York',
    zip: '02108',
    latitude: 42.360081,
    longitude: -71.058884,
    neighbourhoods: [
      { name: 'Jamaica Plain', latitude: 42.3097, longitude: -71.1203 },
      { name: 'South End', latitude: 42.3413, longitude: -71.0772 },
      { name: 'Back Bay', latitude: 42.3503, longitude: -71.081 },
    ],
  },
];

export const CITY_BY_KEY: ReadonlyMap<CityKey, CitySeed> = new Map(
  CITIES.map((city) => [city.key, city]),
);

export function getCity(key: CityKey): CitySeed {
  const city = CITY_BY_KEY.get(key);
  if (!city) throw new Error(`Unknown city: ${key}`);
  return city;
}

export function getNeighbourhood(key: CityKey, name: string): NeighbourhoodSeed {
  const neighbourhood = getCity(key).neighbourhoods.find((n) => n.name === name);
  if (!neighbourhood) throw new Error(`Unknown neighbourhood "${name}" in ${key}`);
  return neighbourhood;
}

/** "Mission District, San Francisco, CA" — the listing card's short address. */
export function shortAddress(key: CityKey, neighbourhood: string): string {
  const city = getCity(key);
  return `${neighbourhood}, ${city.name}, ${city.state}`;
}
