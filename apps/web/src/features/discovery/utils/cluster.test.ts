import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingSummary } from '@ownless/shared';
import { frequency, listingSummary } from '@/testing/listing-fixtures';
import { clusterByCoordinates, clusterLabel, markerPriceLabel } from './cluster';

const at = (id: number, latitude: unknown, longitude: unknown, price = 25): ListingSummary =>
  listingSummary({
    id,
    name: `Listing ${id}`,
    address: {
      ...listingSummary().address,
      latitude: latitude as number,
      longitude: longitude as number,
    },
    frequencies: [frequency({ id, price })],
  });

describe('clusterByCoordinates', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts listings with identical coordinates into one cluster, in input order', () => {
    const clusters = clusterByCoordinates([
      at(1, 39.7686, -104.9794, 25),
      at(2, 30.27, -97.74),
      at(3, 39.7686, -104.9794, 90),
      at(4, 39.7686, -104.9794),
    ]);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]!.listings.map((l) => l.id)).toEqual([1, 3, 4]);
    expect(clusters[0]).toMatchObject({ lat: 39.7686, lng: -104.9794 });
    expect(clusters[1]!.listings.map((l) => l.id)).toEqual([2]);
  });

  it('never groups nearby but different points (identical coordinates only)', () => {
    const clusters = clusterByCoordinates([at(1, 39.7686, -104.9794), at(2, 39.76861, -104.9794)]);
    expect(clusters).toHaveLength(2);
  });

  it('treats numeric strings as the same number', () => {
    const clusters = clusterByCoordinates([
      at(1, '39.7686', '-104.9794'),
      at(2, 39.7686, -104.9794),
    ]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.listings).toHaveLength(2);
  });

  it('skips listings with non-numeric coordinates and warns for each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clusters = clusterByCoordinates([
      at(1, null, -104.9),
      at(2, 'abc', 10),
      at(3, 39.7, undefined),
      at(4, Number.NaN, 1),
      at(5, 95, 1),
      at(6, 39.7, -104.9),
    ]);
    expect(clusters.map((c) => c.listings.map((l) => l.id))).toEqual([[6]]);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]![0])).toContain('Listing 1');
  });

  it("labels a cluster with its first listing's first rent price and the count", () => {
    const [cluster] = clusterByCoordinates([at(7, 1, 2, 19.999), at(8, 1, 2, 5)]);
    expect(clusterLabel(cluster!)).toEqual({ price: '$19.99', count: 2 });
  });

  it('prefers the first rent entry over a sale price for the marker', () => {
    const listing = listingSummary({
      frequencies: [
        frequency({ id: 1, type: 'sale', frequency: 'Once', price: 300 }),
        frequency({ id: 2, type: 'rent', frequency: 'Daily', price: 12 }),
      ],
    });
    expect(markerPriceLabel(listing)).toBe('$12.00');
    expect(markerPriceLabel(listingSummary({ frequencies: [] }))).toBe('Price on request');
  });
});
