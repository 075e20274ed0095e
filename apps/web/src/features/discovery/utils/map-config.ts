/**
 * Map settings (docs/decisions/0007-discovery.md: Leaflet with OpenStreetMap tiles, tile
 * URL configurable). The tile URL comes from the server (MAP_TILE_URL, served by
 * GET /api/config, which its Content-Security-Policy also allows); if it cannot be loaded, the
 * public OpenStreetMap tiles. Until it arrives (and without tiles) the map shows its markers
 * on a plain background.
 */
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The map's zoom when it opens. */
export const MAP_ZOOM = 12;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Used when there is no searched place, no position from the browser and no result to
 * centre on, including when geolocation is denied or unsupported.
 * Downtown Denver.
 */
export const DEFAULT_LOCATION: LatLng = { lat: 39.7392, lng: -104.9903 };
