// The in-memory index answers a search either by filtering its candidates (the words'
// matches, a category, a rental type, an owner, the cells around a place) and sorting what
// matches, or by walking the asked order and testing each listing; it picks the cheaper one
// by an estimate. Both must give the same pages and counts for every search — including
// the thousands of matches and deep pages the database-backed test (sql-parity.test.ts)
// is too small to reach — so this holds them together on a generated catalogue.
import { describe, expect, it } from 'vitest';
import { type SeededRandom, seededRandom } from '../../../test/random';
import { GRID_CELL_DEGREES } from './geo';
import { SearchIndex } from './search-index';
import type { IndexedListing, IndexQuery } from './types';

/** Listings as the server loads them: by grid cell, row by row, then by id. */
function inGridOrder(listings: IndexedListing[]): IndexedListing[] {
  const cell = (degrees: number | null) =>
    degrees === null ? Infinity : Math.floor(degrees / GRID_CELL_DEGREES);
  return listings.toSorted(
    (a, b) =>
      cell(a.latitude) - cell(b.latitude) || cell(a.longitude) - cell(b.longitude) || a.id - b.id,
  );
}

const PLACES = [
  [30.27, -97.74],
  [29.42, -98.49],
  [40.71, -74.0],
] as const;
/** The clock of the booking rules: 23:30 of June 30 in New York, July 1 in Kathmandu. */
const NOW = new Date('2030-07-01T03:30:00Z');
const WORDS = ['drill', 'drum', 'tent', 'tennis', 'kayak', 'camera', 'cord', 'cordless'];

function catalogue(count: number, rnd: SeededRandom): IndexedListing[] {
  return Array.from({ length: count }, (_, i) => {
    const place = rnd.pick(PLACES);
    const terms = new Map<string, number>();
    for (let w = 0; w < 3; w++) terms.set(rnd.pick(WORDS), rnd.int(0, 3));
    return {
      id: i + 1,
      ownerId: rnd.int(1, 30),
      categoryId: rnd.chance(0.05) ? null : rnd.int(1, 6),
      rentalTypeId: rnd.int(1, 3),
      priceCents: rnd.chance(0.02) ? null : 100 * rnd.int(1, 40),
      forSale: rnd.chance(0.2),
      rating: rnd.chance(0.3) ? null : rnd.int(2, 10) / 2,
      reviewCount: rnd.int(0, 3),
      createdUs: 1.7e15 + rnd.int(0, 50) * 1e9,
      latitude: rnd.chance(0.05) ? null : place[0] + (rnd.next() - 0.5),
      longitude: place[1] + (rnd.next() - 0.5),
      quantity: rnd.int(1, 2),
      instantBooking: rnd.chance(0.3),
      terms,
    };
  });
}

function query(rnd: SeededRandom, countUpTo: number): IndexQuery {
  const near = rnd.chance(0.4)
    ? {
        lat: rnd.pick(PLACES)[0],
        lng: rnd.pick(PLACES)[1],
        radiusKm: rnd.pick([10, 40, 150, 3000]),
      }
    : undefined;
  const sorts: IndexQuery['sort']['field'][] = [
    'price',
    'newest',
    'rating',
    'relevance',
    ...(near ? ['distance' as const] : []),
  ];
  return {
    terms: rnd.chance(0.5)
      ? [rnd.pick(['dr', 'drill', 'ten', 'cord', 'kayak', 'x'])].concat(
          rnd.chance(0.2) ? ['c'] : [],
        )
      : [],
    categoryId: rnd.chance(0.3) ? rnd.int(1, 6) : undefined,
    rentalTypeId: rnd.chance(0.3) ? rnd.int(1, 3) : undefined,
    ownerId: rnd.chance(0.1) ? rnd.int(1, 30) : undefined,
    near,
    available: rnd.chance(0.2)
      ? rnd.pick([
          { startDate: '2030-07-03', endDate: '2030-07-04', now: NOW },
          { startDate: '2030-07-04', endDate: '2030-07-04', now: NOW },
          { startDate: '2030-07-01', endDate: '2030-07-02', now: NOW },
          { startDate: '2030-07-01', endDate: '2030-07-01', now: NOW },
        ])
      : undefined,
    minPriceCents: rnd.chance(0.5) ? 100 * rnd.int(0, 20) : undefined,
    maxPriceCents: rnd.chance(0.5) ? 100 * rnd.int(20, 40) : undefined,
    forSale: rnd.chance(0.1) ? true : undefined,
    instantBooking: rnd.chance(0.1) ? true : undefined,
    sort: { field: rnd.pick(sorts), order: rnd.pick(['asc', 'desc'] as const) },
    offset: rnd.pick([0, 9, 90, 900, 1000]),
    limit: rnd.pick([9, 20]),
    countUpTo,
  };
}

describe('search index plans', () => {
  it('filters candidates and walks orders to the same pages and counts', () => {
    const rnd = seededRandom(42);
    const listings = catalogue(6_000, rnd);
    const held = new Map(
      listings
        .filter(() => rnd.chance(0.1))
        .map((l) => [
          l.id,
          {
            blocked: rnd.chance(0.5) ? [['2030-07-04', '2030-07-05'] as [string, string]] : [],
            // Local days, as the loader turns each booking into (one day, or two).
            booked: [
              rnd.pick([
                { startDay: '2030-07-03', endDay: '2030-07-03', quantity: 1 },
                { startDay: '2030-07-02', endDay: '2030-07-03', quantity: 1 },
                { startDay: '2030-07-04', endDay: '2030-07-05', quantity: 1 },
                { startDay: '2030-07-05', endDay: '2030-07-05', quantity: 2 },
              ]),
            ],
            // Booking rules (decision 0030): a two-day minimum, an hour's or a day's notice,
            // a two-day window.
            ...(rnd.chance(0.5)
              ? {
                  rules: {
                    minHours: rnd.pick([0, 48]),
                    noticeHours: rnd.pick([0, 1, 24]),
                    windowDays: rnd.pick([null, 2]),
                    timezone: rnd.pick(['America/New_York', 'Asia/Kathmandu']),
                  },
                }
              : {}),
          },
        ]),
    );
    // Filtering, walking the order, walking the cells around a place merged, and the chosen
    // plan, with words gathered from their postings, with every word tested by a bitset, and
    // with the default share between the two; loaded in id order (each cell's listings
    // scattered) and in grid order as the server loads them (each cell a run of slots, until
    // the changes below add others).
    const plans = ['filter', 'walk', 'merge', 'auto'] as const;
    const ways = [
      ...plans.map((plan) => ({ plan, bitsetShare: Infinity })),
      ...plans.map((plan) => ({ plan, bitsetShare: 0 })),
      { plan: 'auto' as const },
      ...plans.map((plan) => ({ plan, grid: true })),
      ...plans.map((plan) => ({ plan, bitsetShare: 0, grid: true })),
    ];
    const indexes = ways.map(({ grid, ...options }: { grid?: boolean } & (typeof ways)[number]) => {
      const index = new SearchIndex(options);
      index.add(grid ? inGridOrder(listings.slice(0, 4_000)) : listings.slice(0, 4_000));
      index.finishLoading(held);
      // A later change: some listings replaced, some removed, some added.
      index.apply(
        [
          ...listings.slice(4_000, 5_000),
          ...listings.slice(0, 300).map((l) => ({ ...l, priceCents: 100 })),
        ],
        [301, 302, 303],
      );
      return index;
    });
    let found = 0;
    for (let i = 0; i < 600; i++) {
      // Changes after searches have made words' bitsets, small enough for the slots the
      // index has room for (growing makes the bitsets anew): the bitsets must follow them.
      if (i === 300)
        for (const index of indexes)
          index.apply(
            [
              ...listings.slice(5_000, 5_400),
              ...listings
                .slice(1_000, 1_200)
                .map((l) => ({ ...l, terms: new Map([['kayak', 3]]) })),
            ],
            [1_500, 1_501],
          );
      // Removals alone, once searches have kept orders of groups and words: the kept orders
      // still hold the listings that left, and every way must step over them.
      if (i === 450)
        for (const index of indexes)
          index.apply(
            [],
            Array.from({ length: 300 }, (_, n) => 2_000 + n),
          );
      const q = query(rnd, rnd.pick([1001, 50]));
      const [filtered, ...others] = indexes.map((index) => index.search(q));
      others.forEach((other, i) =>
        expect(other, `${JSON.stringify(ways[i + 1])} ${JSON.stringify(q)}`).toEqual(filtered),
      );
      if (filtered!.ids.length > 0) found++;
    }
    expect(found).toBeGreaterThan(300);
  });
});

describe('search index relevance', () => {
  // What relevance means, written out: each word's best weight among the lexemes it starts,
  // summed (ts_rank's 0.1 / 0.2 / 0.4 / 1 for D / C / B / A, in tenths); the newest
  // `countUpTo` matches ranked by it (newest first among equals), the older ones after them.
  const WEIGHTS = [1, 2, 4, 10];
  function expected(listings: IndexedListing[], q: IndexQuery): number[] {
    const newest = (a: IndexedListing, b: IndexedListing) =>
      b.createdUs - a.createdUs || b.id - a.id;
    const score = (l: IndexedListing) =>
      q.terms!.reduce((sum, prefix) => {
        const best = Math.max(
          -1,
          ...[...l.terms].filter(([lexeme]) => lexeme.startsWith(prefix)).map(([, w]) => w),
        );
        return best < 0 ? Number.NaN : sum + WEIGHTS[best]!;
      }, 0);
    const matches = listings.filter((l) => !Number.isNaN(score(l))).sort(newest);
    // sortOrder reads for relevance as it does for newest: 'asc' is best first.
    const sign = q.sort.order === 'asc' ? 1 : -1;
    const ranked = matches
      .slice(0, q.countUpTo)
      .sort((a, b) => sign * (score(b) - score(a)) || newest(a, b))
      .concat(matches.slice(q.countUpTo));
    return ranked.slice(q.offset, q.offset + q.limit).map((l) => l.id);
  }

  it('ranks by each word’s best weight over the lexemes it starts, as written out', () => {
    const rnd = seededRandom(7);
    const listings = catalogue(5_000, rnd);
    for (const l of listings.slice(0, 40)) l.terms.set('drilling', 3);
    const index = new SearchIndex();
    index.add(inGridOrder(listings));
    index.finishLoading(new Map());
    for (const terms of [['drill'], ['dr'], ['ten'], ['dr', 'c'], ['cord', 'ten'], ['drilli']])
      for (const order of ['asc', 'desc'] as const)
        for (const offset of [0, 9, 990]) {
          const q: IndexQuery = {
            terms,
            sort: { field: 'relevance', order },
            offset,
            limit: 9,
            countUpTo: 1001,
          };
          expect(index.search(q).ids, JSON.stringify(q)).toEqual(expected(listings, q));
        }
  });

  it('finds the words of listings added one by one after loading, set aside and merged in', () => {
    const rnd = seededRandom(3);
    const listings = catalogue(300, rnd);
    const index = new SearchIndex();
    index.add(inGridOrder(listings));
    index.finishLoading(new Map());
    // Each new listing brings a word no other has: more than the index keeps aside unsorted,
    // so some are found in the sorted dictionary after a merge, the newest still aside.
    const added: IndexedListing[] = [];
    const matching = (prefix: string) =>
      added.filter((l) => [...l.terms.keys()].some((term) => term.startsWith(prefix)));
    for (let i = 0; i < 5_000; i++) {
      const listing = {
        ...listings[i % listings.length]!,
        id: 10_000 + i,
        terms: new Map([[`model${i}`, 3]]),
      };
      added.push(listing);
      index.apply([listing]);
      if (i % 997 !== 0 && i !== 4_999) continue;
      for (const prefix of ['model', `model${i}`, 'model1', 'model49', `model${i >> 1}`, 'drill']) {
        const q: IndexQuery = {
          terms: [prefix],
          sort: { field: 'newest', order: 'asc' },
          offset: 0,
          limit: 20,
          countUpTo: 100_000,
        };
        const expectedCount =
          prefix === 'drill'
            ? listings.filter((l) => [...l.terms.keys()].some((t) => t.startsWith('drill'))).length
            : matching(prefix).length;
        expect(index.search(q).matches, `${prefix} after ${i + 1}`).toBe(expectedCount);
      }
    }
  });
});

describe('search index memory', () => {
  it('keeps the words’ orders it walked within a bound, and answers the same once they are dropped', () => {
    const rnd = seededRandom(11);
    const vocabulary = Array.from({ length: 100 }, (_, i) => `w${i}x`);
    const listings = catalogue(20_000, rnd).map((l) => ({
      ...l,
      terms: new Map(
        Array.from({ length: 6 }, () => [rnd.pick(vocabulary), rnd.int(0, 3)] as const),
      ),
    }));
    // Walking each word's own orders (every word tested by a bitset), against filtering.
    const walked = new SearchIndex({ plan: 'merge', bitsetShare: 0 });
    const filtered = new SearchIndex({ plan: 'filter' });
    for (const index of [walked, filtered]) {
      index.add(inGridOrder(listings));
      index.finishLoading(new Map());
    }
    // Each word is in about 1,200 listings: its five orders, for a hundred words, would hold
    // 600,000 slots; the bound is 2^18 (more than 4 per listing at this size).
    const bound = 1 << 18;
    let most = 0;
    for (const round of [1, 2])
      for (const terms of vocabulary.map((word) => [word]))
        for (const field of ['price', 'newest', 'rating'] as const)
          for (const order of ['asc', 'desc'] as const) {
            const q: IndexQuery = {
              terms,
              sort: { field, order },
              offset: round === 1 ? 0 : 40,
              limit: 9,
              countUpTo: 50,
            };
            expect(walked.search(q), JSON.stringify(q)).toEqual(filtered.search(q));
            most = Math.max(most, walked.kept().lexemeOrderSlots);
          }
    expect(most).toBeGreaterThan(bound / 2);
    expect(most).toBeLessThanOrEqual(bound);
  });
});
