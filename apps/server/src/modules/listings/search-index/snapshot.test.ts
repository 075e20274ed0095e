// The search index's snapshot (decision 0021): an instance that starts from it and catches up
// with the change log answers searches exactly as one that loaded every listing from the
// database; a snapshot that is damaged, stale, of another database or from before the
// listings were emptied is ignored, and the index loads from the database instead; writers
// at the same time leave one whole file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ListingSearchResult, listingSearchQuerySchema } from '@ownless/shared';
import { queryRows } from '../../../db/client';
import { listingBlockedDates, listings } from '../../../db/schema';
import { useTestApp } from '../../../test/app';
import { createListing, createOwner } from '../../../test/factories';
import { type SeededRandom, seededRandom } from '../../../test/random';
import { listingsService } from '../listings.service';
import { SearchIndex } from './search-index';
import { readSnapshot, writeSnapshot } from './snapshot';

const CITIES = [
  { city: 'Austin', latitude: 30.2672, longitude: -97.7431 },
  { city: 'Dallas', latitude: 32.7767, longitude: -96.797 },
];
const WORDS = ['drill', 'ladder', 'tent', 'kayak', 'camera', 'cordless', 'folding'];
const CATEGORIES = ['power-tools', 'ladders-access', 'camping', 'water-sports'];
const TYPES = ['tool', 'gear', 'goods'];

describe('search index snapshot', () => {
  const t = useTestApp();
  const snapshotIn = () => path.join(t.config.dataDir, `index-${Math.random()}.snapshot`);

  /** A listings service on the index, with this snapshot file, loaded (from wherever it chose). */
  async function started(snapshot: string | null) {
    const engines: string[] = [];
    const service = listingsService(t.database.db, {
      cacheSeconds: 0,
      searchIndex: { syncMs: 3_600_000, snapshot },
      onSearch: (engine) => engines.push(engine),
    });
    service.warmIndex();
    while (service.indexLoading()) await new Promise((resolve) => setTimeout(resolve, 10));
    const stats = await service.indexStats();
    return { service, engines, loadedFrom: stats?.loadedFrom };
  }

  /** Makes the snapshot's position as old as `ms` ago (its header, outside the checked body). */
  function age(file: string, ms: number) {
    const bytes = fs.readFileSync(file);
    const text = bytes.toString('latin1');
    const synced = /"syncedAt":(\d+(?:\.\d+)?)/.exec(text)!;
    const older = String(Math.round(Number(synced[1]) - ms)).padEnd(synced[1]!.length, '0');
    expect(older.length).toBe(synced[1]!.length);
    bytes.write(older, synced.index + '"syncedAt":'.length, 'latin1');
    fs.writeFileSync(file, bytes);
  }

  /** Waits for the snapshot a load writes in the background. */
  async function written(file: string) {
    for (let i = 0; i < 400 && !fs.existsSync(file); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fs.existsSync(file)).toBe(true);
  }

  async function seed(rnd: SeededRandom, count: number) {
    const db = t.database.db;
    const owners = [await createOwner(db), await createOwner(db)];
    const made: number[] = [];
    for (let i = 0; i < count; i++) {
      const place = rnd.pick(CITIES);
      const listing = await createListing(db, {
        ownerId: rnd.pick(owners).id,
        name: `${rnd.pick(WORDS)} ${rnd.pick(WORDS)} ${made.length}`,
        description: rnd.chance(0.5) ? `Comes with a ${rnd.pick(WORDS)}.` : 'Ready to rent.',
        categorySlug: rnd.pick(CATEGORIES),
        rentalTypeSlug: rnd.pick(TYPES),
        city: place.city,
        latitude: rnd.chance(0.1) ? null : place.latitude + (rnd.next() - 0.5) * 0.6,
        longitude: place.longitude + (rnd.next() - 0.5) * 0.6,
        status: rnd.chance(0.1) ? 'Draft' : 'Published',
        frequencies: [{ frequency: 'Daily', priceCents: 500 * rnd.int(1, 10) }],
        createdAt: new Date(Date.UTC(2026, 0, 1) + rnd.int(0, 9) * 3_600_000),
      });
      made.push(listing.id);
    }
    return { owners, made };
  }

  function randomQuery(rnd: SeededRandom) {
    const params = new URLSearchParams({ per_page: String(rnd.pick([5, 9, 20])) });
    if (rnd.chance(0.5)) params.set('search', rnd.pick(WORDS));
    if (rnd.chance(0.3)) params.set('category', String(rnd.int(1, 4)));
    if (rnd.chance(0.3)) params.set('rental_type', String(rnd.int(1, 3)));
    if (rnd.chance(0.4)) {
      const place = rnd.pick(CITIES);
      params.set('lat', String(place.latitude));
      params.set('lng', String(place.longitude));
      params.set('radius', String(rnd.pick([5, 30, 400])));
    }
    if (rnd.chance(0.3)) {
      params.set('start_date', '2030-07-03');
      params.set('end_date', '2030-07-04');
    }
    if (rnd.chance(0.3)) params.set('max_price', String(rnd.int(10, 40)));
    const sorts = ['price', 'newest', 'relevance', ...(params.has('lat') ? ['distance'] : [])];
    if (rnd.chance(0.85)) params.set('sortBy', rnd.pick(sorts));
    if (rnd.chance(0.5)) params.set('sortOrder', rnd.pick(['asc', 'desc']));
    params.set('page', String(rnd.int(1, 3)));
    return params;
  }

  const search = async (
    service: ReturnType<typeof listingsService>,
    params: URLSearchParams,
  ): Promise<ListingSearchResult> =>
    JSON.parse(
      await service.searchUncached(listingSearchQuerySchema.parse(Object.fromEntries(params))),
    ) as ListingSearchResult;

  it('started from a snapshot and later changes, answers random searches as a fresh load does', async () => {
    const rnd = seededRandom(21);
    const { owners, made } = await seed(rnd, 80);
    const file = snapshotIn();
    const first = await started(file);
    expect(first.loadedFrom).toBe('database');
    await written(file);

    // Changes after the snapshot: new listings, prices, unpublished and republished ones,
    // blocked days, and a new word.
    const db = t.database.db;
    await seed(rnd, 25);
    for (const id of made.slice(0, 15))
      await db
        .update(listings)
        .set({ minRentPriceCents: 500 * rnd.int(1, 10) })
        .where(eq(listings.id, id));
    for (const id of made.slice(15, 25))
      await db.update(listings).set({ status: 'Draft' }).where(eq(listings.id, id));
    for (const id of made.slice(25, 35))
      await db.insert(listingBlockedDates).values({
        listingId: id,
        startDate: '2030-07-03',
        endDate: '2030-07-04',
      });
    await createListing(db, { ownerId: owners[0]!.id, name: 'Folding xylophone' });

    const resumed = await started(file);
    expect(resumed.loadedFrom).toBe('snapshot');
    const fresh = await started(null);
    expect(fresh.loadedFrom).toBe('database');

    let found = 0;
    for (let i = 0; i < 200; i++) {
      const params = randomQuery(rnd);
      const ranked = params.has('search') && (params.get('sortBy') ?? 'relevance') === 'relevance';
      // Equal relevance is ordered by slot, which differs between the two: compare as sets.
      if (ranked) {
        params.set('per_page', '100');
        params.set('page', '1');
      }
      const [a, b] = [await search(resumed.service, params), await search(fresh.service, params)];
      const summary = (result: ListingSearchResult) => ({
        total: result.total,
        lowerBound: result.total_is_lower_bound,
        items: ranked ? [...result.items].sort((x, y) => x.id - y.id) : result.items,
      });
      expect(summary(a), params.toString()).toEqual(summary(b));
      if (b.total > 0) found++;
    }
    expect(found).toBeGreaterThan(80);
    expect(resumed.engines.every((engine) => engine === 'index')).toBe(true);
    const word = await search(resumed.service, new URLSearchParams({ search: 'xylophone' }));
    expect(word.items.map((item) => item.name)).toEqual(['Folding xylophone']);
  }, 120_000);

  it('ignores a damaged snapshot and loads from the database', async () => {
    const rnd = seededRandom(5);
    await seed(rnd, 30);
    const file = snapshotIn();
    await started(file);
    await written(file);
    const whole = fs.readFileSync(file);
    // Each start loads from the database and then writes a good snapshot of its own in the
    // background: every damaged copy gets a file of its own.
    const damaged = Buffer.from(whole);
    damaged[damaged.length - 100] = damaged[damaged.length - 100]! ^ 0xff;
    let loaded!: Awaited<ReturnType<typeof started>>;
    for (const contents of [
      damaged,
      whole.subarray(0, Math.floor(whole.length / 2)),
      Buffer.from('not a snapshot at all'),
    ]) {
      const copy = snapshotIn();
      fs.writeFileSync(copy, contents);
      loaded = await started(copy);
      expect(loaded.loadedFrom).toBe('database');
    }
    // And searches are right: the listings are all there.
    const all = await search(loaded.service, new URLSearchParams({ per_page: '100' }));
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM listings WHERE status = 'Published'`,
    )) as [{ n: number }];
    expect(all.total).toBe(n);
  });

  it('ignores a snapshot older than the change log surely reaches back (its changes may be pruned)', async () => {
    const rnd = seededRandom(7);
    const { made } = await seed(rnd, 20);
    const file = snapshotIn();
    await started(file);
    await written(file);
    // A change after the snapshot, then the change log pruned of it, as the retention job does.
    await t.database.db
      .update(listings)
      .set({ name: 'Renamed tent' })
      .where(eq(listings.id, made[0]!));
    await t.database.db.execute(sql`DELETE FROM listing_changes`);

    age(file, 2 * 3_600_000);
    const loaded = await started(file);
    expect(loaded.loadedFrom).toBe('database');
    const renamed = await search(loaded.service, new URLSearchParams({ search: 'renamed' }));
    expect(renamed.items.map((item) => item.id)).toEqual([made[0]]);
  });

  it('uses a snapshot as old as the change log surely reaches back', async () => {
    // The reset after the test before left a "listings emptied" row in the change log. The
    // snapshot's horizon is the cluster's oldest running transaction, which another test's
    // database on the same PostgreSQL server can hold back below that row: the start would
    // then rightly see an emptying after the snapshot. Without the row, only this test counts.
    await t.database.db.execute(sql`DELETE FROM listing_changes`);
    await seed(seededRandom(8), 10);
    const file = snapshotIn();
    await started(file);
    await written(file);
    age(file, 20 * 60_000);
    expect((await started(file)).loadedFrom).toBe('snapshot');
  });

  it('ignores a snapshot taken before the listings were emptied', async () => {
    await seed(seededRandom(9), 10);
    const file = snapshotIn();
    await started(file);
    await written(file);
    await t.database.db.execute(sql`TRUNCATE listings CASCADE`);
    const loaded = await started(file);
    expect(loaded.loadedFrom).toBe('database');
    expect((await search(loaded.service, new URLSearchParams())).total).toBe(0);
  });
});

describe('search index snapshot file', () => {
  /** An index of `count` listings, as a load would build it. */
  function indexOf(count: number) {
    const index = new SearchIndex();
    index.add(
      Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        ownerId: 1,
        categoryId: 1 + (i % 3),
        rentalTypeId: 1,
        priceCents: 500 + i,
        forSale: false,
        rating: null,
        reviewCount: 0,
        createdUs: 1_000_000 * i,
        latitude: 30 + i / 1000,
        longitude: -97,
        quantity: 1,
        instantBooking: i % 2 === 0,
        terms: new Map([
          ['drill', 3],
          [`model${i}`, 2],
        ]),
      })),
    );
    index.finishLoading(new Map());
    return index;
  }

  it('stays one whole snapshot when instances write it at the same time', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-')), 'index.snapshot');
    const position = { database: 'db', horizon: 1, syncedAt: Date.now() };
    const small = indexOf(10).exportState();
    const large = indexOf(2_000).exportState();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => writeSnapshot(file, i % 2 ? small : large, position)),
    );
    const { state } = await readSnapshot(file);
    expect([10, 2_000]).toContain(state.live);
    expect(SearchIndex.fromState(state).size).toBe(state.live);
    // No writer's temporary file is left behind.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['index.snapshot']);
  });
});
