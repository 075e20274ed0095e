import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { CITIES } from '../src/seed/content';

/**
 * Loads `count` generated published listings with prices and a cover image, all in SQL
 * (generate_series), so 100,000 rows take seconds rather than minutes. Idempotent: it
 * tops up to `count` listings.
 */
export async function generateListings(db: Database, count: number, log: (msg: string) => void) {
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM listings`,
  )) as [{ n: number }];
  if (n >= count) {
    log(`${n} listings already there`);
    return n;
  }
  const owners = 500;
  const hash = await hashPassword('bench-password-1');
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, password_hash, referral_code, roles, seller_status, is_stripe_connected, email_verified_at)
    SELECT 'Owner', 'No' || g::text, 'bench-owner-' || g::text || '@ownless.test', ${hash}, 'bench' || g::text, ARRAY['customer','seller'], 'Approved', true, now()
    FROM generate_series(1, ${owners}::int) g
    ON CONFLICT DO NOTHING`);
  const cityValues = CITIES.map(
    (c, i) =>
      sql`(${i + 1}::int, ${c.name}::text, ${c.state}::text, ${c.latitude}::float8, ${c.longitude}::float8)`,
  );
  const nouns = [
    'drill',
    'ladder',
    'tent',
    'kayak',
    'camera',
    'speaker',
    'bike',
    'projector',
    'mower',
    'saw',
    'generator',
    'canoe',
    'paddle board',
    'snowboard',
    'tripod',
    'drone',
    'sofa',
    'table',
    'stroller',
    'trailer',
    'pressure washer',
    'sander',
    'guitar',
    'microphone',
  ];
  const adjectives = [
    'cordless',
    'heavy duty',
    'compact',
    'professional',
    'family',
    'portable',
    'electric',
    'vintage',
    'lightweight',
    'waterproof',
    'folding',
    'deluxe',
  ];
  const remaining = count - n;
  const batch = 20_000;
  for (let done = 0; done < remaining; done += batch) {
    const size = Math.min(batch, remaining - done);
    await db.execute(sql`
      WITH cities(rn, city, state, lat, lng) AS (VALUES ${sql.join(cityValues, sql`, `)}),
      cats AS (SELECT id, rental_type_id, name, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS total FROM categories),
      owners AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE 'bench-owner-%'),
      src AS (
        SELECT g,
          1 + (hashtext(g::text) & 2147483647) % ${CITIES.length}::int AS city_rn,
          1 + (hashtext('c' || g::text) & 2147483647) % (SELECT count(*) FROM categories) AS cat_rn,
          1 + (hashtext('o' || g::text) & 2147483647) % ${owners}::int AS owner_rn,
          ((hashtext('a' || g::text) & 2147483647) % 1000) / 1000.0 AS r1,
          ((hashtext('b' || g::text) & 2147483647) % 1000) / 1000.0 AS r2
        FROM generate_series(${n + done + 1}::int, ${n + done + size}::int) g
      )
      INSERT INTO listings (owner_id, name, description, rental_type_id, category_id, status, city, state, country, short_address,
                            latitude, longitude, quantity, keywords, min_rent_price_cents, has_sale_price, published_at, created_at, updated_at, fulfilment)
      SELECT o.id,
        initcap((ARRAY[${sql.join(
          adjectives.map((a) => sql`${a}::text`),
          sql`, `,
        )}])[1 + (hashtext('adj' || g::text) & 2147483647) % ${adjectives.length}::int] || ' ' ||
                (ARRAY[${sql.join(
                  nouns.map((w) => sql`${w}::text`),
                  sql`, `,
                )}])[1 + (hashtext('noun' || g::text) & 2147483647) % ${nouns.length}::int] || ' #' || g::text),
        'A well kept item for rent, ready for your next project or trip. Listing number ' || g::text || '.',
        c.rental_type_id, c.id, CASE WHEN g % 20 = 0 THEN 'Draft' ELSE 'Published' END,
        p.city, p.state, 'US', 'Downtown, ' || p.city || ', ' || p.state,
        p.lat + (src.r1 - 0.5) * 0.6, p.lng + (src.r2 - 0.5) * 0.6,
        1 + (g % 3 = 0)::int, c.name || ' ' || p.city || ' ' || p.state,
        500 + (hashtext('p' || g::text) & 2147483647) % 20000, g % 10 = 0,
        now() - (g::text || ' minutes')::interval, now() - (g::text || ' minutes')::interval, now(), ARRAY['pickup']
      FROM src JOIN cats c ON c.rn = src.cat_rn JOIN owners o ON o.rn = src.owner_rn JOIN cities p ON p.rn = src.city_rn`);
    log(`inserted ${n + done + size} / ${count}`);
  }
  await db.execute(sql`
    INSERT INTO listing_frequencies (listing_id, type, frequency, price_cents)
    SELECT l.id, 'rent', 'Daily', l.min_rent_price_cents FROM listings l
    WHERE NOT EXISTS (SELECT 1 FROM listing_frequencies f WHERE f.listing_id = l.id)`);
  await db.execute(sql`
    INSERT INTO listing_frequencies (listing_id, type, frequency, price_cents)
    SELECT l.id, 'rent', 'Weekly', l.min_rent_price_cents * 5 FROM listings l
    WHERE l.id % 2 = 0 AND NOT EXISTS (SELECT 1 FROM listing_frequencies f WHERE f.listing_id = l.id AND f.frequency = 'Weekly')`);
  await db.execute(sql`
    INSERT INTO listing_images (listing_id, file_path, position, is_cover)
    SELECT l.id, '/uploads/bench/cover.webp', 0, true FROM listings l
    WHERE NOT EXISTS (SELECT 1 FROM listing_images i WHERE i.listing_id = l.id)`);
  // A database in service has been vacuumed: without it every first read of a freshly
  // loaded page sets hint bits (a write), and index-only scans visit the heap.
  await db.execute(sql`VACUUM ANALYZE`);
  const [{ total }] = (await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM listings`,
  )) as [{ total: number }];
  return total;
}
