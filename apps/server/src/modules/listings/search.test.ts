import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingBlockedDates, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { createListing, createOwner, createUser } from '../../test/factories';

// Real places: distances from downtown Austin (30.2672, -97.7431).
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 }; // ≈ 27.5 km north
const SAN_ANTONIO = { latitude: 29.4241, longitude: -98.4936 }; // ≈ 119 km south-west
const DALLAS = { latitude: 32.7767, longitude: -96.797 }; // ≈ 293 km

const names = async (t: TestContext, query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((i: { name: string }) => i.name) as string[];
};

/**
 * The typo fallback: a word no published listing uses is taken for a typo and matched
 * against names by similarity; a word listings do use is spelled right.
 */
async function lookAlikes(t: TestContext) {
  const owner = await createOwner(t.database.db);
  await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Kayak',
    frequencies: [{ frequency: 'Daily', priceCents: 9000 }],
  });
  await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Kayyak paddle',
    frequencies: [{ frequency: 'Daily', priceCents: 1000 }],
  });
  // "kayak" is a word listings use: under $50 none has it, and the paddle whose name only
  // looks like it is not what was asked for.
  expect(await names(t, 'search=kayak&max_price=50')).toEqual([]);
  expect(await names(t, 'search=kayak')).toEqual(['Kayak']);
  // A word no listing uses is taken for a typo: names like it answer, filters still apply.
  expect(await names(t, 'search=kayyk&max_price=50')).toEqual(['Kayyak paddle']);
  // Only stop words: nothing to look for.
  expect(await names(t, 'search=the')).toEqual([]);
}

describe('search filters', () => {
  const t = useTestApp();

  async function seedTexas() {
    const owner = await createOwner(t.database.db);
    const base = Date.now() - 100_000;
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Austin drill',
      frequencies: [{ frequency: 'Daily', priceCents: 1500 }],
      createdAt: new Date(base),
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Round Rock ladder',
      ...ROUND_ROCK,
      city: 'Round Rock',
      categorySlug: 'ladders-access',
      frequencies: [{ frequency: 'Daily', priceCents: 3000 }],
      createdAt: new Date(base + 1000),
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'San Antonio tent',
      ...SAN_ANTONIO,
      city: 'San Antonio',
      rentalTypeSlug: 'gear',
      categorySlug: 'camping',
      frequencies: [
        { frequency: 'Daily', priceCents: 2200 },
        { type: 'sale', frequency: 'Once', priceCents: 15000 },
      ],
      createdAt: new Date(base + 2000),
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Dallas kayak',
      ...DALLAS,
      city: 'Dallas',
      rentalTypeSlug: 'gear',
      categorySlug: 'water-sports',
      frequencies: [{ frequency: 'Weekly', priceCents: 9000 }],
      createdAt: new Date(base + 3000),
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Nowhere mower',
      latitude: null,
      longitude: null,
      categorySlug: 'garden-yard',
      frequencies: [{ frequency: 'Daily', priceCents: 500 }],
      createdAt: new Date(base + 4000),
    });
    return owner;
  }

  it('finds listings within the radius of a point, 50 km by default, nearest first on request', async () => {
    await seedTexas();
    expect(await names(t, `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&sortBy=distance`)).toEqual([
      'Austin drill',
      'Round Rock ladder',
    ]);
    expect(await names(t, `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=20`)).toEqual([
      'Austin drill',
    ]);
    expect(
      await names(t, `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=150&sortBy=distance`),
    ).toEqual(['Austin drill', 'Round Rock ladder', 'San Antonio tent']);
    expect(
      await names(
        t,
        `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=150&sortBy=distance&sortOrder=desc`,
      ),
    ).toEqual(['San Antonio tent', 'Round Rock ladder', 'Austin drill']);
    // The nested coordinates[lat]/coordinates[lng] form of the API contract works too.
    expect(
      await names(t, `coordinates[lat]=${AUSTIN.lat}&coordinates[lng]=${AUSTIN.lng}&radius=20`),
    ).toEqual(['Austin drill']);
    const res = await t.request({
      method: 'GET',
      url: `/api/listings?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&sortBy=distance`,
    });
    expect(res.body.items[1].distance_km).toBeGreaterThan(25);
    expect(res.body.items[1].distance_km).toBeLessThan(30);
  });

  it('answers searches made at the same moment each with its own cards and distances', async () => {
    await seedTexas();
    // The cards of searches asked for together come from one statement (cardsInOrder):
    // each page must get its own listings, in its own order, measured from its own point.
    const queries = [
      `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=500&sortBy=distance`,
      `lat=${DALLAS.latitude}&lng=${DALLAS.longitude}&radius=500&sortBy=distance`,
      `lat=${SAN_ANTONIO.latitude}&lng=${SAN_ANTONIO.longitude}&radius=500&sortBy=distance&sortOrder=desc`,
      'sortBy=price',
      'sortBy=price&sortOrder=desc',
      'search=kayak',
      'max_price=10',
      'search=nothingmatcheshere',
      'per_page=2&page=2&sortBy=price',
    ];
    const get = (query: string) => t.request({ method: 'GET', url: `/api/listings?${query}` });
    type Page = { items: { name: string; distance_km: number | null }[] };
    const alone: Page[] = [];
    for (const query of queries) alone.push((await get(query)).body as Page);
    const together = await Promise.all(queries.map(get));
    expect(together.map((res) => res.status)).toEqual(queries.map(() => 200));
    expect(together.map((res) => res.body)).toEqual(alone);
    // Each measured from its own point: Austin first from Austin, Dallas first from Dallas.
    const first = (n: number) => alone[n]!.items[0]!;
    expect(first(0).name).toBe('Austin drill');
    expect(first(0).distance_km).toBeLessThan(1);
    expect(first(1).name).toBe('Dallas kayak');
    expect(first(1).distance_km).toBeLessThan(1);
    expect(first(2).name).toBe('Dallas kayak');
    expect(first(2).distance_km).toBeGreaterThan(350);
    expect(alone[3]!.items.map((i) => i.name)).toEqual([
      'Nowhere mower',
      'Austin drill',
      'San Antonio tent',
      'Round Rock ladder',
      'Dallas kayak',
    ]);
    expect(alone[3]!.items[0]!.distance_km).toBeNull();
    expect(alone[7]!.items).toEqual([]);
  });

  it('finds listings across the antimeridian and around a pole', async () => {
    const owner = await createOwner(t.database.db);
    // Taveuni, Fiji sits on the 180th meridian: 0.1° of longitude here is about 10.5 km.
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'East of the line',
      latitude: -16.85,
      longitude: 179.95,
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'West of the line',
      latitude: -16.85,
      longitude: -179.95,
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Polar tent',
      latitude: 89.95,
      longitude: 10,
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Other side of the pole',
      latitude: 89.95,
      longitude: -170,
    });
    expect(await names(t, 'lat=-16.85&lng=179.99&radius=20&sortBy=distance')).toEqual([
      'East of the line',
      'West of the line',
    ]);
    expect(await names(t, 'lat=-16.85&lng=-179.99&radius=20&sortBy=distance')).toEqual([
      'West of the line',
      'East of the line',
    ]);
    expect(await names(t, 'lat=-16.85&lng=-179.99&radius=5')).toEqual(['West of the line']);
    // Both polar listings are ~11 km apart across the pole.
    expect(await names(t, 'lat=89.95&lng=10&radius=20&sortBy=distance')).toEqual([
      'Polar tent',
      'Other side of the pole',
    ]);
  });

  it('filters by category and rental type together', async () => {
    await seedTexas();
    const cats = (await t.request({ method: 'GET', url: '/api/categories' })).body as {
      id: number;
      slug: string;
      rental_type_id: number;
    }[];
    const camping = cats.find((c) => c.slug === 'camping')!;
    expect(await names(t, `category=${camping.id}`)).toEqual(['San Antonio tent']);
    expect(await names(t, `category=${camping.id}&rental_type=${camping.rental_type_id}`)).toEqual([
      'San Antonio tent',
    ]);
  });

  it('filters and sorts by price', async () => {
    await seedTexas();
    expect(await names(t, 'min_price=20&max_price=40&sortBy=price')).toEqual([
      'San Antonio tent',
      'Round Rock ladder',
    ]);
    expect(await names(t, 'sortBy=price')).toEqual([
      'Nowhere mower',
      'Austin drill',
      'San Antonio tent',
      'Round Rock ladder',
      'Dallas kayak',
    ]);
    expect(await names(t, 'sortBy=price&sortOrder=desc&per_page=2')).toEqual([
      'Dallas kayak',
      'Round Rock ladder',
    ]);
  });

  it('sorts newest first by default and lists things for sale', async () => {
    await seedTexas();
    expect((await names(t, ''))[0]).toBe('Nowhere mower');
    expect((await names(t, 'sortBy=newest&sortOrder=desc'))[0]).toBe('Austin drill');
    expect(await names(t, 'sale=1')).toEqual(['San Antonio tent']);
  });

  it('ranks a keyword in the name above one in the description, newest first among equals', async () => {
    const owner = await createOwner(t.database.db);
    const base = Date.now() - 100_000;
    const listing = (name: string, description: string, at: number) =>
      createListing(t.database.db, {
        ownerId: owner.id,
        name,
        description,
        createdAt: new Date(base + at),
      });
    await listing('Hammer drill', 'Corded, with a case.', 0);
    await listing('Bit set', 'Fits any drill you rent here.', 1000);
    await listing('Cordless drill', 'Two batteries.', 2000);
    await listing('Sander', 'Orbital.', 3000);
    expect(await names(t, 'search=drill')).toEqual(['Cordless drill', 'Hammer drill', 'Bit set']);
    expect(await names(t, 'search=drill&sortBy=newest')).toEqual([
      'Cordless drill',
      'Bit set',
      'Hammer drill',
    ]);
  });

  it('finds a listing despite a typo', async () => {
    await seedTexas();
    expect(await names(t, 'search=kayyak')).toEqual(['Dallas kayak']);
    expect(await names(t, 'search=ladder')).toEqual(['Round Rock ladder']);
  });

  it('matches look-alike names only for a word no listing uses, not when filters leave none', () =>
    lookAlikes(t));

  it('limits a page to 100 and answers clear errors for nonsense', async () => {
    const bad = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/listings?${query}` });
      expect(res.status, query).toBe(400);
      return Object.keys(res.body.errors);
    };
    expect(await bad('per_page=101')).toEqual(['per_page']);
    expect(await bad('lat=100&lng=0')).toEqual(['lat']);
    expect(await bad('lat=30')).toEqual(['lng']);
    expect(await bad('start_date=2030-01-05&end_date=2030-01-01')).toEqual(['end_date']);
    expect(await bad('start_date=2030-01-05')).toEqual(['end_date']);
    expect(await bad('min_price=50&max_price=10')).toEqual(['max_price']);
    expect(await bad('sortBy=popularity')).toEqual(['sortBy']);
    expect(await bad('sortBy=distance')).toEqual(['sortBy']);
    expect(await bad('radius=0&lat=1&lng=1')).toEqual(['radius']);
  });
});

describe('availability', () => {
  const t = useTestApp();

  it('excludes listings with a blocked day or no free stock in the range', async () => {
    const owner = await createOwner(t.database.db);
    const renter = await createUser(t.database.db);
    const blocked = await createListing(t.database.db, { ownerId: owner.id, name: 'Blocked saw' });
    const booked = await createListing(t.database.db, { ownerId: owner.id, name: 'Booked drill' });
    const twoOfThem = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Two bikes',
      quantity: 2,
    });
    await createListing(t.database.db, { ownerId: owner.id, name: 'Free ladder' });
    await t.database.db
      .insert(listingBlockedDates)
      .values({ listingId: blocked.id, startDate: '2030-07-03', endDate: '2030-07-04' });
    const reservation = (listingId: number, status: string, start: string, end: string) => ({
      code: `R${listingId}${status}${start}`,
      listingId,
      renterId: renter.id,
      ownerId: owner.id,
      status,
      frequency: 'Daily',
      startAt: new Date(start),
      endAt: new Date(end),
    });
    await t.database.db.insert(reservations).values([
      reservation(booked.id, 'paid', '2030-07-02T10:00:00Z', '2030-07-05T10:00:00Z'),
      reservation(twoOfThem.id, 'approved', '2030-07-01T10:00:00Z', '2030-07-10T10:00:00Z'),
      // Pending and cancelled reservations hold no stock.
      reservation(twoOfThem.id, 'pending', '2030-07-01T10:00:00Z', '2030-07-10T10:00:00Z'),
      reservation(blocked.id, 'cancelled', '2030-08-01T10:00:00Z', '2030-08-03T10:00:00Z'),
    ]);
    const all = ['Blocked saw', 'Booked drill', 'Free ladder', 'Two bikes'];
    expect((await names(t, 'start_date=2030-07-03&end_date=2030-07-03')).sort()).toEqual([
      'Free ladder',
      'Two bikes',
    ]);
    expect((await names(t, 'start_date=2030-07-06&end_date=2030-07-08')).sort()).toEqual(all);
    // The paid reservation ends on the morning of the 5th: that day is still taken.
    expect((await names(t, 'start_date=2030-07-05&end_date=2030-07-05')).sort()).toEqual([
      'Blocked saw',
      'Free ladder',
      'Two bikes',
    ]);
    expect((await names(t, 'start_date=2030-06-20&end_date=2030-07-20')).sort()).toEqual([
      'Free ladder',
      'Two bikes',
    ]);
  });

  it('pages keyword and radius results with the exact total and no repeats', async () => {
    const owner = await createOwner(t.database.db);
    const base = Date.now() - 100_000;
    for (let i = 0; i < 12; i++) {
      await createListing(t.database.db, {
        ownerId: owner.id,
        name: `Cordless drill ${i}`,
        latitude: AUSTIN.lat + i * 0.01,
        longitude: AUSTIN.lng,
        frequencies: [{ frequency: 'Daily', priceCents: 1000 + (i % 4) * 100 }],
        createdAt: new Date(base + i * 1000),
      });
    }
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Far drill',
      ...DALLAS,
      frequencies: [{ frequency: 'Daily', priceCents: 900 }],
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Near ladder',
      latitude: AUSTIN.lat,
      longitude: AUSTIN.lng,
      frequencies: [{ frequency: 'Daily', priceCents: 900 }],
    });
    for (const [query, expected] of [
      ['search=drill', 13],
      ['search=drill&sortBy=price', 13],
      [`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&sortBy=price`, 13],
      [`search=drill&lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&sortBy=distance`, 12],
    ] as const) {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const res = await t.request({
          method: 'GET',
          url: `/api/listings?${query}&per_page=5&page=${page}`,
        });
        expect(res.status).toBe(200);
        expect(res.body.total, `${query} page ${page}`).toBe(expected);
        seen.push(...res.body.items.map((i: { name: string }) => i.name));
      }
      expect(new Set(seen).size, query).toBe(expected);
      expect(seen).toHaveLength(expected);
      const past = await t.request({
        method: 'GET',
        url: `/api/listings?${query}&per_page=5&page=9`,
      });
      expect(past.body).toMatchObject({ items: [], total: expected });
    }
  });

  it('counts up to 1,000 matches and says "1,000+" past that, keywords ranked by relevance too', async () => {
    const owner = await createOwner(t.database.db);
    const template = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Folding table 0',
      frequencies: [{ frequency: 'Daily', priceCents: 1200 }],
    });
    // 1,004 more like it, in one statement.
    await t.database.db.execute(sql`
      INSERT INTO listings (owner_id, name, description, rental_type_id, category_id, status, city, state,
                            country, latitude, longitude, quantity, keywords, min_rent_price_cents, published_at)
      SELECT owner_id, 'Folding table ' || g, description, rental_type_id, category_id, status, city, state,
             country, latitude, longitude, quantity, keywords, min_rent_price_cents, published_at
      FROM listings, generate_series(1, 1004) g WHERE id = ${template.id}`);
    const search = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/listings?${query}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { items: unknown[]; total: number; total_is_lower_bound: boolean };
    };
    expect(await search('per_page=9')).toMatchObject({ total: 1000, total_is_lower_bound: true });
    const deep = await search('per_page=100&page=11');
    expect(deep).toMatchObject({ total: 1005, total_is_lower_bound: false });
    expect(deep.items).toHaveLength(5);
    // Past the last match (a deep link), the total is the count's, not the page's offset.
    expect(await search('per_page=100&page=12')).toMatchObject({
      items: [],
      total: 1000,
      total_is_lower_bound: true,
    });
    expect(await search('per_page=9&max_price=12')).toMatchObject({
      total: 1000,
      total_is_lower_bound: true,
    });
    // Ranked by relevance, a keyword ranks the newest 1,001 matches: its count stops there too.
    expect(await search('search=table&per_page=9')).toMatchObject({
      total: 1000,
      total_is_lower_bound: true,
    });
    // Yet every match can be paged to, once each: the ranked candidates, then the older
    // matches newest first (pages 11 straddles the two).
    const names = new Set<string>();
    for (let page = 1; page <= 11; page++) {
      const found = await search(`search=table&per_page=100&page=${page}`);
      for (const item of found.items as { name: string }[]) names.add(item.name);
      expect(found.items, `page ${page}`).toHaveLength(page === 11 ? 5 : 100);
    }
    expect(names.size).toBe(1005);
    // The oldest (the template) is past the candidates: last, though it ranks as well.
    const last = await search('search=table&per_page=100&page=11');
    expect((last.items.at(-1) as { name: string }).name).toBe('Folding table 0');
    // Sorted by a column, a keyword page stops after the page and its count at 1,000.
    const cheapest = await search('search=table&sortBy=price&per_page=9');
    expect(cheapest).toMatchObject({ total: 1000, total_is_lower_bound: true });
    expect(cheapest.items).toHaveLength(9);
    expect(await search('per_page=9&min_price=13')).toMatchObject({
      items: [],
      total: 0,
      total_is_lower_bound: false,
    });
  });
});

describe('search filters without the in-memory index (SEARCH_INDEX=off)', () => {
  const t = useTestApp({ SEARCH_INDEX: 'off' });
  it('matches look-alike names only for a word no listing uses, as with the index', () =>
    lookAlikes(t));
});
