import type { PlaceLocation, PlaceProvider } from './place-provider';

/**
 * Google Places (New) behind the same provider interface as the gazetteer. Loaded only
 * when the server's GOOGLE_MAPS_API_KEY is set (served by GET /api/config). The typings below cover just what is used, so the
 * app needs no @types/google.maps. US only, geocode results only, a place without a
 * position is refused.
 */

interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}
interface GPlace {
  id: string;
  formattedAddress?: string | null;
  location?: { lat(): number; lng(): number } | null;
  addressComponents?: AddressComponent[] | null;
  fetchFields(options: { fields: string[] }): Promise<unknown>;
}
interface GPlacePrediction {
  placeId: string;
  mainText?: { text: string } | null;
  secondaryText?: { text: string } | null;
  text: { text: string };
  toPlace(): GPlace;
}
interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: Record<string, unknown>): Promise<{
      suggestions: { placePrediction: GPlacePrediction | null }[];
    }>;
  };
  AutocompleteSessionToken: new () => object;
}
interface GoogleMaps {
  maps: { importLibrary(name: string): Promise<unknown> };
}

const SCRIPT_ID = 'google-maps-script';
const CALLBACK = '__ownlessMapsReady';

function loadScript(key: string): Promise<GoogleMaps> {
  const w = window as unknown as Record<string, unknown> & { google?: GoogleMaps };
  if (w.google?.maps?.importLibrary) return Promise.resolve(w.google);
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Timed out')), 15_000);
    w[CALLBACK] = () => {
      window.clearTimeout(timer);
      if (w.google?.maps) resolve(w.google);
      else reject(new Error('google.maps missing'));
    };
    if (document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places,marker&loading=async&callback=${CALLBACK}`;
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('Script error'));
    };
    document.head.append(script);
  });
}

const component = (place: GPlace, type: string, short = false) => {
  const found = place.addressComponents?.find((c) => c.types.includes(type));
  return (short ? found?.shortText : found?.longText) ?? null;
};

export async function createGooglePlacesProvider(key: string): Promise<PlaceProvider> {
  const google = await loadScript(key);
  const places = (await google.maps.importLibrary('places')) as PlacesLibrary;
  let session = new places.AutocompleteSessionToken();

  return {
    async search(query, signal) {
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: query,
        includedRegionCodes: ['us'],
        includedPrimaryTypes: ['geocode'],
        sessionToken: session,
      });
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      return suggestions.flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                id: p.placeId,
                primary: p.mainText?.text ?? p.text.text,
                secondary: p.secondaryText?.text,
                resolve: async (): Promise<PlaceLocation | null> => {
                  const place = p.toPlace();
                  await place.fetchFields({
                    fields: ['formattedAddress', 'location', 'addressComponents'],
                  });
                  session = new places.AutocompleteSessionToken();
                  if (!place.location) return null;
                  const country = component(place, 'country', true);
                  if (country && country !== 'US') return null;
                  return {
                    formattedAddress: place.formattedAddress ?? p.text.text,
                    latitude: place.location.lat(),
                    longitude: place.location.lng(),
                    placeId: place.id,
                    city: component(place, 'locality') ?? component(place, 'postal_town'),
                    state: component(place, 'administrative_area_level_1', true),
                    country: country ?? 'US',
                    postalCode: component(place, 'postal_code'),
                  };
                },
              },
            ]
          : [],
      );
    },
  };
}
