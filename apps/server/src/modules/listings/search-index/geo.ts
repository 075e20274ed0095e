import { listOrNew } from './groups';
import type { Candidates, SlotList } from './slot-list';
import type { IndexStore } from './store';
import { firstAtLeast } from './slot-list';
import { firstKBy } from './top-k';
import type { Compare, IndexQuery, IndexResult } from './types';

/**
 * Places: each listing's point on earthdistance's sphere, and a grid of cells of CELL
 * degrees whose lists hold the listings in each. A radius search reads the cells around
 * its place, tests each listing's chord against the radius's, and for distance order reads
 * the cells nearest first.
 */

/** earthdistance's earth(): metres. */
const EARTH_M = 6_378_168;
const RADIANS = Math.PI / 180;
/**
 * Grid cells for radius searches, in degrees (about 11 km north to south): a city's
 * listings fall in many cells, so a search 5 km around a point reads a few of them.
 */
const CELL = 0.1;
/** The grid's cell, for the loader that numbers listings in grid order. */
export const GRID_CELL_DEGREES = CELL;

export type Point = [number, number, number];

/** A place on earthdistance's sphere, x y z in metres. */
function earthPoint(lat: number, lng: number): Point {
  const rlat = lat * RADIANS;
  const rlng = lng * RADIANS;
  return [
    EARTH_M * Math.cos(rlat) * Math.cos(rlng),
    EARTH_M * Math.cos(rlat) * Math.sin(rlng),
    EARTH_M * Math.sin(rlat),
  ];
}

/** earthdistance's sec_to_gc: the great-circle length of a chord. */
function greatCircle(chord: number): number {
  if (chord < 0) return 0;
  if (chord / (2 * EARTH_M) > 1) return Math.PI * EARTH_M;
  return 2 * EARTH_M * Math.asin(chord / (2 * EARTH_M));
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL);

/** A grid cell's key: never negative (a category's or owner's group key is, see groupKey). */
function cellKey(latCell: number, lngCell: number) {
  return (latCell + 1000) * 4000 + (lngCell + 2000);
}

/**
 * A new listing's place: its point, and its grid cell's list (whose kept orders and runs
 * are forgotten).
 */
export function addToCell(store: IndexStore, slot: number, latitude: number, longitude: number) {
  store.xyz.set(earthPoint(latitude, longitude), slot * 3);
  const key = cellKey(cellOf(latitude), cellOf(longitude));
  listOrNew(store.byCell, key).push(slot);
  store.groupOrders.delete(key);
  store.runsByCell.delete(key);
}

/** A query's radius test, and its place on the sphere. */
export interface RadiusTest {
  point: Point;
  near: { lat: number; lng: number; radiusKm: number };
  test: (slot: number) => boolean;
}

/** The radius test; it notes each listing's chord when `keepChords` (to sort by distance). */
export function radiusTest(
  store: IndexStore,
  near: { lat: number; lng: number; radiusKm: number },
  keepChords: boolean,
): RadiusTest {
  const point = earthPoint(near.lat, near.lng);
  const radiusM = near.radiusKm * 1000;
  // The chord of the radius: a listing whose chord is clearly shorter or longer needs no
  // arc sine; those within rounding of it are measured as earthdistance measures them.
  const limit =
    radiusM >= Math.PI * EARTH_M ? Infinity : 2 * EARTH_M * Math.sin(radiusM / (2 * EARTH_M));
  const surelyIn = limit * (1 - 1e-9);
  const surelyOut = limit * (1 + 1e-9);
  return {
    point,
    near,
    test: (slot: number) => {
      const { xyz } = store;
      const dx = point[0] - xyz[slot * 3]!;
      // No place: NaN, which is not a number equal to itself.
      if (dx !== dx) return false;
      const dy = point[1] - xyz[slot * 3 + 1]!;
      const dz = point[2] - xyz[slot * 3 + 2]!;
      const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
      // Kept for sorting by distance: every match of this query passed this test.
      if (keepChords) store.chord[slot] = chord;
      if (chord < surelyIn) return true;
      if (chord > surelyOut) return false;
      return greatCircle(chord) <= radiusM;
    },
  };
}

/** Nearest (or farthest) first, by the chords the radius test measured for this query. */
export function distanceCompare(store: IndexStore, order: 'asc' | 'desc'): Compare {
  const { chord, ids } = store;
  const sign = order === 'desc' ? -1 : 1;
  return (a, b) => sign * (chord[a]! - chord[b]!) || ids[b]! - ids[a]!;
}

/**
 * Distance order over the cells around a place: cells by the least (the most) distance
 * any of their listings can have, each cell's matches taken in turn, stopping once there
 * are `stopAt` matches and no cell left can hold a listing that comes before the page's
 * last one. The bounds are chords, as the listings' distances are.
 */
export function nearestInCells(
  store: IndexStore,
  cells: number[],
  point: Point,
  query: IndexQuery,
  accept: (slot: number) => boolean,
  stopAt: number,
): IndexResult {
  const { offset, limit, countUpTo } = query;
  const k = offset + limit;
  const farthest = query.sort.order === 'desc';
  const compare = distanceCompare(store, query.sort.order);
  const bounds = cells.map((key) => {
    const sphere = cellSphere(store, key);
    const dx = point[0] - sphere[0]!;
    const dy = point[1] - sphere[1]!;
    const dz = point[2] - sphere[2]!;
    const centre = Math.sqrt(dx * dx + dy * dy + dz * dz);
    return { key, least: Math.max(0, centre - sphere[3]!), most: centre + sphere[3]! };
  });
  bounds.sort((a, b) => (farthest ? b.most - a.most : a.least - b.least));
  const matches: number[] = [];
  for (const bound of bounds) {
    if (matches.length >= stopAt) {
      // Ties go by id, so a cell that could hold a listing exactly as far is still read.
      const last = store.chord[firstKBy(matches, k, compare)[k - 1]!]!;
      if (farthest ? bound.most < last : bound.least > last) break;
    }
    const list = store.byCell.get(bound.key)!;
    for (let i = 0; i < list.length; i++) if (accept(list.slots[i]!)) matches.push(list.slots[i]!);
  }
  const ordered = firstKBy(matches, k, compare);
  return {
    ids: ordered.slice(offset).map((slot) => store.ids[slot]!),
    matches: Math.min(matches.length, countUpTo),
  };
}

/**
 * A cell's centre on the sphere (x, y, z) and a chord that reaches every point of the cell
 * from it: the farthest corner's, with a margin for the curve and for rounding.
 */
function cellSphere(store: IndexStore, key: number): Float64Array {
  let sphere = store.cellSpheres.get(key);
  if (!sphere) {
    const south = (Math.floor(key / 4000) - 1000) * CELL;
    const west = ((key % 4000) - 2000) * CELL;
    const clamp = (lat: number) => Math.max(-90, Math.min(90, lat));
    const centre = earthPoint(clamp(south + CELL / 2), west + CELL / 2);
    let reach = 0;
    for (const lat of [south, south + CELL])
      for (const lng of [west, west + CELL]) {
        const corner = earthPoint(clamp(lat), lng);
        const dx = corner[0] - centre[0];
        const dy = corner[1] - centre[1];
        const dz = corner[2] - centre[2];
        reach = Math.max(reach, Math.sqrt(dx * dx + dy * dy + dz * dz));
      }
    sphere = Float64Array.of(centre[0], centre[1], centre[2], reach * 1.01 + 1);
    store.cellSpheres.set(key, sphere);
  }
  return sphere;
}

/**
 * Where the cells' listings sit among the slots: [start, end) pairs, ascending, those
 * that touch merged. Listings are numbered in grid order when the index loads (see
 * publishedIdsInGridOrder), so a place's cells are a few runs, one per row of cells;
 * a listing placed later is a run of its own until the next load.
 */
export function slotRanges(store: IndexStore, keys: number[]): Int32Array {
  const runs: [number, number][] = [];
  for (const key of keys) {
    const cell = cellRuns(store, key);
    for (let i = 0; i < cell.length; i += 2) runs.push([cell[i]!, cell[i + 1]!]);
  }
  runs.sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [start, end] of runs) {
    if (merged.length > 0 && start <= merged[merged.length - 1]!)
      merged[merged.length - 1] = Math.max(merged[merged.length - 1]!, end);
    else merged.push(start, end);
  }
  return Int32Array.from(merged);
}

/** A cell's slots as [start, end) runs (kept until a listing joins the cell). */
function cellRuns(store: IndexStore, key: number): Int32Array {
  let runs = store.runsByCell.get(key);
  if (!runs) {
    const { slots, length } = store.byCell.get(key)!;
    const found: number[] = [];
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      if (found.length > 0 && found[found.length - 1] === slot) found[found.length - 1] = slot + 1;
      else found.push(slot, slot + 1);
    }
    runs = Int32Array.from(found);
    store.runsByCell.set(key, runs);
  }
  return runs;
}

/**
 * The candidates of `lists` (each in slot order) inside `ranges` (see slotRanges): a
 * search for each end of each range (see firstAtLeast), so a city's share of a category or
 * a word costs a few dozen steps instead of a test of every listing in the category.
 */
export function cutToRanges(
  lists: { slots: Int32Array; length?: number }[],
  ranges: Int32Array,
): { lists: Candidates[]; size: number } {
  const cut: Candidates[] = [];
  let size = 0;
  for (const list of lists) {
    const length = list.length ?? list.slots.length;
    let at = 0;
    for (let r = 0; r < ranges.length && at < length; r += 2) {
      const start = firstAtLeast(list.slots, at, length, ranges[r]!);
      const end = firstAtLeast(list.slots, start, length, ranges[r + 1]!);
      if (end > start) {
        cut.push({ slots: list.slots.subarray(start, end), length: end - start });
        size += end - start;
      }
      at = end;
    }
  }
  return { lists: cut, size };
}

/** The grid cells a circle's latitude/longitude box touches (all longitudes near a pole). */
export function cellsAround(
  store: IndexStore,
  near: { lat: number; lng: number; radiusKm: number },
): { keys: number[]; lists: SlotList[] } {
  const angle = near.radiusKm / (EARTH_M / 1000);
  const spanLat = (angle / RADIANS) * 1.000_001;
  const minLat = Math.max(-90, near.lat - spanLat);
  const maxLat = Math.min(90, near.lat + spanLat);
  const spread = Math.sin(angle) / Math.cos(near.lat * RADIANS);
  const keys: number[] = [];
  const lists: SlotList[] = [];
  const latCells = [cellOf(minLat), cellOf(maxLat)];
  if (minLat <= -90 || maxLat >= 90 || spread >= 1) {
    for (const [key, list] of store.byCell) {
      const latCell = Math.floor(key / 4000) - 1000;
      if (latCell >= latCells[0]! && latCell <= latCells[1]!) {
        keys.push(key);
        lists.push(list);
      }
    }
    return { keys, lists };
  }
  const half = (Math.asin(spread) / RADIANS) * 1.000_001;
  const ranges: [number, number][] = [];
  const from = near.lng - half;
  const to = near.lng + half;
  if (from < -180) ranges.push([from + 360, 180], [-180, to]);
  else if (to > 180) ranges.push([from, 180], [-180, to - 360]);
  else ranges.push([from, to]);
  for (let latCell = latCells[0]!; latCell <= latCells[1]!; latCell++)
    for (const [lo, hi] of ranges)
      for (let lngCell = cellOf(lo); lngCell <= cellOf(hi); lngCell++) {
        const key = cellKey(latCell, lngCell);
        const list = store.byCell.get(key);
        if (list) {
          keys.push(key);
          lists.push(list);
        }
      }
  return { keys, lists };
}
