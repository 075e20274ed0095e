// The in-memory search index (decision 0017) against the SQL search it stands in for: the
// same matches, order and totals for hundreds of random searches over a catalogue made of
// ties, NULLs, places, dates and words; and the index following every change — on this
// instance, on another one, and from transactions that commit out of order.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type ListingSearchResult,
  listingSearchQuerySchema,
  zonedDayStart,
} from '@ownless/shared';
import { listingBlockedDates, listings, reservations } from '../../../db/schema';
import { useTestApp } from '../../../test/app';
import { createListing, createOwner, createUser } from '../../../test/factories';
import { type SeededRandom, seededRandom } from '../../../test/random';
import { listingsService } from '../listings.service';

const CITIES = [
  { city: 'Austin', latitude: 30.2672, longitude: -97.7431 },
  { city: 'San Antonio', latitude: 29.4241, longitude: -98.4936 },
  { city: 'Dallas', latitude: 32.7767, longitude: -96.797 },
];
const WORDS = ['drill', 'drills', 'ladder', 'tent', 'kayak', 'camera', 'cordless', 'folding'];
const CATEGORIES = [
  'power-tools',
  'ladders-access',
  'camping',
  'water-sports',
  'photography-video',
];
const TYPES = ['tool', 'gear', 'goods'];
/**
 * Listings' zones: behind and ahead of UTC, by whole hours and not (Kathmandu +5:45, Chatham
 * +12:45/+13:45), and Santiago, whose clocks skip midnight on 2030-09-08 (that day begins at
 * 01:00) and go back an hour at midnight of 2030-04-07 (the 6th has 25 hours).
 */
const ZONES = ['America/Santiago', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/Los_Angeles'];
/** Days bookings start on: in July, and around Santiago's changes of the clocks. */
const BOOKING_DAYS = [
  '2030-07-02',
  '2030-07-03',
  '2030-07-05',
  '2030-04-06',
  '2030-09-07',
  '2030-09-08',
];
/** Minutes from a local midnight a booking starts or ends at: just before, at and after it. */
const NEAR_MIDNIGHT = [-60, -1, 0, 1, 60];
/**
 * The clock of the searches' booking rules: 23:30 of July 1 in New York and Santiago, 20:30
 * in Los Angeles, July 2 in Kathmandu and Chatham, so a notice of an hour moves the first
 * day in some zones and not in others.
 */
const NOW = new Date('2030-07-02T03:30:00Z');

const searchWith = async (
  service: ReturnType<typeof listingsService>,
  query: string,
): Promise<ListingSearchResult> =>
  JSON.parse(
    await service.searchUncached(
      listingSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    ),
  ) as ListingSearchResult;

describe('search index', () => {
  const t = useTestApp();

  function services() {
    const engines: string[] = [];
    const indexed = listingsService(t.database.db, {
      cacheSeconds: 0,
      searchIndex: { syncMs: 0 },
      now: () => NOW,
      onSearch: (engine) => engines.push(engine),
    });
    const plain = listingsService(t.database.db, {
      cacheSeconds: 0,
      searchIndex: 'off',
      now: () => NOW,
    });
    return { indexed, plain, engines };
  }

  /** ~160 listings: shared creation times, prices and ratings, NULL ratings, 3 cities, dates. */
  async function seedCatalogue() {
    const db = t.database.db;
    const rnd = seededRandom(16);
    const owners = [await createOwner(db), await createOwner(db), await createOwner(db)];
    const renter = await createUser(db);
    const base = Date.UTC(2026, 0, 1);
    const made: { id: number; ownerId: number }[] = [];
    for (let i = 0; i < 160; i++) {
      const place = rnd.pick(CITIES);
      const words = [rnd.pick(WORDS), rnd.pick(WORDS)];
      const owner = rnd.pick(owners);
      const listing = await createListing(db, {
        ownerId: owner.id,
        name: `${words[0]} ${i}`,
        description: rnd.chance(0.5) ? `Comes with a ${words[1]}.` : 'Ready to rent.',
        categorySlug: rnd.pick(CATEGORIES),
        rentalTypeSlug: rnd.pick(TYPES),
        city: place.city,
        latitude: rnd.chance(0.1) ? null : place.latitude + (rnd.next() - 0.5) * 0.6,
        longitude: place.longitude + (rnd.next() - 0.5) * 0.6,
        quantity: rnd.int(1, 2),
        status: rnd.chance(0.1) ? 'Draft' : 'Published',
        // Ten distinct prices and creation times: ties everywhere, broken by id.
        frequencies: [
          { frequency: 'Daily', priceCents: 500 * rnd.int(1, 10) },
          // Hourly listings count their minimum in hours.
          ...(rnd.chance(0.2) ? [{ frequency: 'Hourly', priceCents: 100 * rnd.int(1, 5) }] : []),
          ...(rnd.chance(0.3)
            ? [{ type: 'sale' as const, frequency: 'Once', priceCents: 9000 }]
            : []),
        ],
        createdAt: new Date(base + rnd.int(0, 9) * 3_600_000),
      });
      made.push({ id: listing.id, ownerId: owner.id });
      // Quarters: shared ratings, and half-way cases for the card's rounding to one decimal.
      if (rnd.chance(0.7))
        await db
          .update(listings)
          .set({ ratingAvg: rnd.int(4, 20) / 4, reviewCount: rnd.int(1, 3) })
          .where(eq(listings.id, listing.id));
      if (rnd.chance(0.15))
        await db.insert(listingBlockedDates).values({
          listingId: listing.id,
          startDate: '2030-07-03',
          endDate: '2030-07-04',
        });
      const timezone = rnd.chance(0.2) ? 'America/New_York' : rnd.pick(ZONES);
      // Booking rules (decision 0030) on some listings: a minimum (days, or hours of an
      // hourly one), preparation around bookings, notice, a window, instant booking.
      await db
        .update(listings)
        .set({
          timezone,
          minUnits: rnd.chance(0.3) ? rnd.pick([2, 3, 30]) : 1,
          preparationHours: rnd.chance(0.25) ? rnd.pick([1, 12, 24]) : 0,
          noticeHours: rnd.chance(0.3) ? rnd.pick([1, 5, 24, 48]) : 0,
          bookingWindowDays: rnd.chance(0.3) ? rnd.pick([1, 2, 5, 70]) : null,
          instantBooking: rnd.chance(0.3),
        })
        .where(eq(listings.id, listing.id));
      // Bookings start and end near the listing's local midnights: a minute either side
      // decides whether a day is touched, and UTC's midnights are hours away from them.
      const nearMidnight = (day: string) =>
        new Date(zonedDayStart(day, timezone).getTime() + rnd.pick(NEAR_MIDNIGHT) * 60_000);
      for (let k = 0; k < 2 && rnd.chance(0.3); k++) {
        const day = rnd.pick(BOOKING_DAYS);
        await db.insert(reservations).values({
          code: `R${listing.id}-${k}`,
          listingId: listing.id,
          renterId: renter.id,
          ownerId: owner.id,
          status: rnd.pick(['approved', 'paid', 'pending', 'cancelled']),
          frequency: 'Daily',
          startAt: nearMidnight(day),
          endAt: nearMidnight(addDays(day, rnd.int(1, 2))),
        });
      }
    }
    return { owners, made };
  }

  function randomQuery(rnd: SeededRandom, ownerIds: number[]) {
    const params = new URLSearchParams({ per_page: String(rnd.pick([5, 9, 20])) });
    if (rnd.chance(0.5))
      params.set('search', rnd.chance(0.7) ? rnd.pick(WORDS) : `${rnd.pick(WORDS).slice(0, 3)}`);
    if (rnd.chance(0.15)) params.set('search', `${rnd.pick(WORDS)} ${rnd.pick(WORDS)}`);
    if (rnd.chance(0.3)) params.set('category', String(rnd.int(1, 5)));
    if (rnd.chance(0.3)) params.set('rental_type', String(rnd.int(1, 3)));
    if (rnd.chance(0.4)) {
      const place = rnd.pick(CITIES);
      params.set('lat', String(place.latitude + (rnd.next() - 0.5) * 0.4));
      params.set('lng', String(place.longitude + (rnd.next() - 0.5) * 0.4));
      params.set('radius', String(rnd.pick([5, 15, 30, 100, 400])));
    }
    if (rnd.chance(0.4)) {
      const [start, end] = rnd.pick([
        ['2030-07-03', '2030-07-03'],
        ['2030-07-01', '2030-07-02'],
        ['2030-07-01', '2030-07-01'],
        ['2030-07-02', '2030-07-02'],
        ['2030-07-03', '2030-07-05'],
        ['2030-07-07', '2030-07-07'],
        ['2030-07-05', '2030-07-09'],
        ['2030-07-06', '2030-07-08'],
        ['2030-07-04', '2030-07-04'],
        ['2030-04-06', '2030-04-06'],
        ['2030-04-07', '2030-04-08'],
        ['2030-09-07', '2030-09-07'],
        ['2030-09-08', '2030-09-08'],
        ['2030-09-09', '2030-09-10'],
      ]);
      params.set('start_date', start!);
      params.set('end_date', end!);
    }
    if (rnd.chance(0.4)) params.set('min_price', String(rnd.int(0, 30)));
    if (rnd.chance(0.4)) params.set('max_price', String(rnd.int(30, 60)));
    if (rnd.chance(0.15)) params.set('sale', '1');
    if (rnd.chance(0.15)) params.set('instant_booking', '1');
    if (rnd.chance(0.1)) params.set('owner_id', String(rnd.pick(ownerIds)));
    const sorts = [
      'price',
      'newest',
      'rating',
      'relevance',
      ...(params.has('lat') ? ['distance'] : []),
    ];
    if (rnd.chance(0.85)) params.set('sortBy', rnd.pick(sorts));
    if (rnd.chance(0.5)) params.set('sortOrder', rnd.pick(['asc', 'desc']));
    params.set('page', String(rnd.int(1, 4)));
    return params;
  }

  it('answers hundreds of random searches exactly as the SQL search does', async () => {
    const { owners } = await seedCatalogue();
    const { indexed, plain, engines } = services();
    const rnd = seededRandom(2026);
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      const params = randomQuery(
        rnd,
        owners.map((o) => o.id),
      );
      const ranked = params.has('search') && (params.get('sortBy') ?? 'relevance') === 'relevance';
      // Relevance weighs fields, not ts_rank's repetitions and proximity: compare every
      // match as a set (one page holds them all), and the order of every other sort.
      if (ranked) {
        params.set('per_page', '100');
        params.set('page', '1');
      }
      const query = params.toString();
      const [fromIndex, fromSql] = [
        await searchWith(indexed, query),
        await searchWith(plain, query),
      ];
      // The cards too: the index's are written by PostgreSQL, SQL search's by toListingSummary.
      const summary = (result: typeof fromSql) => ({
        total: result.total,
        lowerBound: result.total_is_lower_bound,
        items: ranked ? [...result.items].sort((a, b) => a.id - b.id) : result.items,
      });
      expect(summary(fromIndex), query).toEqual(summary(fromSql));
      if (fromSql.total > 0) compared++;
    }
    // Most searches found something, and the index answered every one it could.
    expect(compared).toBeGreaterThan(150);
    expect(engines.filter((engine) => engine === 'index').length).toBe(300);
  });

  it('ranks name matches above description matches, newest first among equals', async () => {
    const owner = await createOwner(t.database.db);
    const base = Date.now() - 10_000;
    const add = (name: string, description: string, at: number) =>
      createListing(t.database.db, {
        ownerId: owner.id,
        name,
        description,
        createdAt: new Date(base + at),
      });
    await add('Garden hose', 'Pairs well with a drill.', 3);
    await add('Cordless drill', 'Two batteries.', 1);
    await add('Hammer drill', 'Concrete.', 2);
    const { indexed, engines } = services();
    const result = await searchWith(indexed, 'search=drill');
    expect(result.items.map((item) => item.name)).toEqual([
      'Hammer drill',
      'Cordless drill',
      'Garden hose',
    ]);
    expect(engines).toEqual(['index']);
  });

  it('follows publishing, prices, bookings and removals, here and on another instance', async () => {
    const db = t.database.db;
    const owner = await createOwner(db);
    const renter = await createUser(db);
    const cheap = await createListing(db, {
      ownerId: owner.id,
      name: 'Cheap tent',
      frequencies: [{ frequency: 'Daily', priceCents: 1000 }],
    });
    const dear = await createListing(db, {
      ownerId: owner.id,
      name: 'Dear tent',
      frequencies: [{ frequency: 'Daily', priceCents: 5000 }],
    });
    // Two instances on one database; the second reads the change log only every minute,
    // but at once after a change made through it.
    const here = services().indexed;
    const engines: string[] = [];
    const there = listingsService(db, {
      cacheSeconds: 0,
      searchIndex: { syncMs: 60_000 },
      onSearch: (engine) => engines.push(engine),
    });
    there.warmIndex();
    const names = async (service: typeof here, query: string) =>
      (await searchWith(service, query)).items.map((item) => item.name);
    // The second instance answers in SQL until its index is loaded.
    await expect
      .poll(async () => (await names(there, 'sortBy=price'), engines.at(-1)))
      .toBe('index');
    expect(await names(there, 'sortBy=price')).toEqual(['Cheap tent', 'Dear tent']);

    await db.update(listings).set({ minRentPriceCents: 9000 }).where(eq(listings.id, cheap.id));
    expect(await names(here, 'sortBy=price')).toEqual(['Dear tent', 'Cheap tent']);
    // The other instance has not read the log yet; a change made through it makes it read.
    expect(await names(there, 'sortBy=price')).toEqual(['Cheap tent', 'Dear tent']);
    there.forget();
    expect(await names(there, 'sortBy=price')).toEqual(['Dear tent', 'Cheap tent']);

    const [booking] = await db
      .insert(reservations)
      .values({
        code: 'RBOOK',
        listingId: dear.id,
        renterId: renter.id,
        ownerId: owner.id,
        status: 'pending',
        frequency: 'Daily',
        startAt: new Date('2030-07-02T10:00:00Z'),
        endAt: new Date('2030-07-05T10:00:00Z'),
      })
      .returning();
    const july = 'start_date=2030-07-03&end_date=2030-07-03&sortBy=price';
    expect(await names(here, july)).toEqual(['Dear tent', 'Cheap tent']);
    await db
      .update(reservations)
      .set({ status: 'approved' })
      .where(eq(reservations.id, booking!.id));
    expect(await names(here, july)).toEqual(['Cheap tent']);
    await db.insert(listingBlockedDates).values({
      listingId: cheap.id,
      startDate: '2030-07-03',
      endDate: '2030-07-03',
    });
    expect(await names(here, july)).toEqual([]);
    await db.delete(reservations).where(eq(reservations.id, booking!.id));
    expect(await names(here, july)).toEqual(['Dear tent']);

    await db.update(listings).set({ status: 'Inactive' }).where(eq(listings.id, dear.id));
    expect(await names(here, 'search=tent')).toEqual(['Cheap tent']);
    await db.update(listings).set({ name: 'Cheap kayak' }).where(eq(listings.id, cheap.id));
    expect(await names(here, 'search=tent')).toEqual([]);
    expect(await names(here, 'search=kayak')).toEqual(['Cheap kayak']);
    await db.delete(listings).where(eq(listings.id, cheap.id));
    expect(await names(here, '')).toEqual([]);
    there.close();
  });

  it('starts afresh when the listings are emptied at once (TRUNCATE)', async () => {
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, { ownerId: owner.id, name: 'Old ladder' });
    const { indexed } = services();
    expect((await searchWith(indexed, 'search=ladder')).total).toBe(1);
    await t.database.db.execute(sql`TRUNCATE listings CASCADE`);
    expect((await searchWith(indexed, 'search=ladder')).total).toBe(0);
  });

  it('misses no change of a transaction that commits after a later one (PostgreSQL)', async (ctx) => {
    const url = process.env.TEST_DATABASE_URL;
    if (t.database.kind !== 'postgres' || !url) return ctx.skip();
    const owner = await createOwner(t.database.db);
    const early = await createListing(t.database.db, { ownerId: owner.id, name: 'Early kayak' });
    const late = await createListing(t.database.db, { ownerId: owner.id, name: 'Late kayak' });
    const { indexed } = services();
    expect((await searchWith(indexed, 'search=kayak')).total).toBe(2);
    // The test database's own connection string (each test file has its database).
    const [{ db }] = (
      (await t.database.db.execute(sql`SELECT current_database() AS db`)) as unknown as {
        rows: { db: string }[];
      }
    ).rows as [{ db: string }];
    const target = new URL(url);
    target.pathname = `/${db}`;
    const slow = new pg.Client({ connectionString: target.toString() });
    await slow.connect();
    try {
      // The slow transaction takes its id first and commits last.
      await slow.query('BEGIN');
      await slow.query(`UPDATE listings SET status = 'Inactive' WHERE id = $1`, [early.id]);
      await t.database.db
        .update(listings)
        .set({ status: 'Inactive' })
        .where(eq(listings.id, late.id));
      expect((await searchWith(indexed, 'search=kayak')).items.map((i) => i.name)).toEqual([
        'Early kayak',
      ]);
      await slow.query('COMMIT');
      expect((await searchWith(indexed, 'search=kayak')).total).toBe(0);
    } finally {
      await slow.end();
    }
  });
});
