import { describe, expect, it } from 'vitest';
import { boundingBox } from './search-sql';

const R = 6378.168; // earthdistance's sphere, km
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance on earthdistance's sphere. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point at distanceKm from start in the given bearing. */
function destination(start: { lat: number; lng: number }, bearingDeg: number, km: number) {
  const d = km / R;
  const lat1 = rad(start.lat);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(rad(bearingDeg)),
  );
  const lng2 =
    rad(start.lng) +
    Math.atan2(
      Math.sin(rad(bearingDeg)) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lng = (((lng2 * 180) / Math.PI + 540) % 360) - 180;
  return { lat: (lat2 * 180) / Math.PI, lng };
}

function inside(box: ReturnType<typeof boundingBox>, p: { lat: number; lng: number }) {
  return (
    p.lat >= box.minLat &&
    p.lat <= box.maxLat &&
    box.longitudes.some(([from, to]) => p.lng >= from && p.lng <= to)
  );
}

describe('boundingBox', () => {
  it('holds every point of the circle, wherever it is', () => {
    const centres = [
      { lat: 30.2672, lng: -97.7431 },
      { lat: -33.87, lng: 151.21 },
      { lat: 64.1, lng: -21.9 },
      { lat: -16.85, lng: 179.99 },
      { lat: -16.85, lng: -179.99 },
      { lat: 89.5, lng: 0 },
      { lat: -89.9, lng: 45 },
      { lat: 0, lng: 0 },
    ];
    for (const centre of centres) {
      for (const radius of [1, 50, 500]) {
        const box = boundingBox(centre.lat, centre.lng, radius);
        for (let bearing = 0; bearing < 360; bearing += 3) {
          const edge = destination(centre, bearing, radius);
          expect(distanceKm(centre, edge)).toBeCloseTo(radius, 6);
          expect(
            inside(box, edge),
            `${JSON.stringify(centre)} r=${radius} bearing ${bearing}`,
          ).toBe(true);
        }
      }
    }
  });

  it('stays tight: a 50 km box in Austin is about 100 km on each side', () => {
    const box = boundingBox(30.2672, -97.7431, 50);
    expect(box.longitudes).toHaveLength(1);
    expect((box.maxLat - box.minLat) * 111.32).toBeCloseTo(100, 0);
    const [[from, to]] = box.longitudes as [[number, number]];
    expect((to - from) * 111.32 * Math.cos(rad(30.2672))).toBeLessThan(101);
  });

  it('splits the longitudes at the antimeridian and spans them all around a pole', () => {
    expect(boundingBox(-16.85, 179.99, 20).longitudes).toEqual([
      [expect.closeTo(179.8, 1), 180],
      [-180, expect.closeTo(-179.82, 1)],
    ]);
    expect(boundingBox(89.95, 10, 20).longitudes).toEqual([[-180, 180]]);
    expect(boundingBox(89.95, 10, 20).maxLat).toBe(90);
  });
});
