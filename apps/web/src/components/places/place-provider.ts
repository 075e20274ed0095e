import { t } from '@lingui/core/macro';
import type { Location } from '@ownless/shared/listing-write';
import { api } from '@/lib/api-client';

/**
 * A listing's location (formatted address, place id, position, city, state …): what a chosen
 * place gives the form.
 */
export type PlaceLocation = Location;

/** One row of the suggestion list. `resolve` gives the full place (with its position). */
export interface PlaceSuggestion {
  id: string;
  /** The main line, e.g. "Austin, TX". */
  primary: string;
  /** The second line, e.g. "ZIP 78701" or "City". */
  secondary?: string;
  resolve: () => Promise<PlaceLocation | null>;
}

export interface PlaceProvider {
  search: (query: string, signal: AbortSignal) => Promise<PlaceSuggestion[]>;
}

/** One prediction of GET /places/autocomplete (the offline US gazetteer). */
export interface GazetteerPrediction {
  placeId: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: 'US';
  postalCode: string | null;
  kind: 'city' | 'zip';
}

export const toPlaceLocation = (p: GazetteerPrediction): PlaceLocation => ({
  formattedAddress: p.formattedAddress,
  latitude: p.latitude,
  longitude: p.longitude,
  placeId: p.placeId,
  city: p.city,
  state: p.state,
  country: p.country,
  postalCode: p.postalCode,
});

/** The default provider: the server's offline gazetteer of US cities and ZIP codes. */
export const gazetteerProvider: PlaceProvider = {
  async search(query, signal) {
    const { predictions } = await api.get<{ predictions: GazetteerPrediction[] }>(
      '/places/autocomplete',
      { params: { q: query }, signal },
    );
    return predictions.map((p) => {
      const location = toPlaceLocation(p);
      return {
        id: p.placeId,
        primary:
          p.kind === 'zip'
            ? `${p.city}, ${p.state} ${p.postalCode ?? ''}`.trim()
            : `${p.city}, ${p.state}`,
        secondary: p.kind === 'zip' ? t`ZIP code area` : t`City`,
        resolve: () => Promise.resolve(location),
      };
    });
  },
};

let cached: { key: string; provider: Promise<PlaceProvider> } | null = null;

/**
 * Google Places when the server's config (GET /api/config, `googleMapsApiKey`) has a key
 * (docs/decisions/0005-listings-and-owners.md), else the gazetteer. The Google code loads only when
 * a key is set; if the script fails, the gazetteer takes over (and 'Failed to load
 * Google Maps API' is logged).
 */
export function getPlaceProvider(
  googleMapsApiKey: string | null | undefined,
): Promise<PlaceProvider> {
  const key = googleMapsApiKey?.trim() ?? '';
  if (!key) return Promise.resolve(gazetteerProvider);
  if (cached?.key !== key) {
    cached = {
      key,
      provider: import('./google-places')
        .then(({ createGooglePlacesProvider }) => createGooglePlacesProvider(key))
        .catch((error: unknown) => {
          console.error('Failed to load Google Maps API', error);
          return gazetteerProvider;
        }),
    };
  }
  return cached.provider;
}
