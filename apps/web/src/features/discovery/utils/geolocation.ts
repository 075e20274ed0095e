import type { LatLng } from './map-config';

let pending: Promise<LatLng | null> | null = null;

/**
 * The visitor's position, asked once per page load. Denied, unsupported or too slow:
 * logged, and null, so the map falls back to the default location.
 */
export function getUserLocation(timeoutMs = 8000): Promise<LatLng | null> {
  pending ??= new Promise<LatLng | null>((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      console.warn('Geolocation is not supported by this browser; using the default location.');
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        const reason =
          error.code === error.PERMISSION_DENIED
            ? 'permission was denied'
            : error.code === error.TIMEOUT
              ? 'it took too long'
              : 'the position is unavailable';
        console.warn(`Geolocation failed (${reason}); using the default location.`);
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 10 * 60_000 },
    );
  });
  return pending;
}

/** Tests only: forget the remembered answer. */
export function resetUserLocation() {
  pending = null;
}
