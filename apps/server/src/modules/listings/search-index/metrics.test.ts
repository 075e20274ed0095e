// The search index on /metrics (decision 0021): its last load's time, its size, and how far
// behind the database's change log this instance is, in changes and seconds.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../../db/schema';
import { useTestApp } from '../../../test/app';
import { createListing, createOwner } from '../../../test/factories';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** Each of the index's series and its value. */
async function figures(t: ReturnType<typeof useTestApp>) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    res.body
      .split('\n')
      .filter((line) => line.startsWith('ownless_search_index_'))
      .map((line) => {
        const [name, value] = line.split(' ');
        return [name!.replace('ownless_search_index_', ''), Number(value)];
      }),
  );
}

describe('search index metrics', () => {
  // The index follows the change log when a search finds it a minute old or a change made
  // here: what this instance has not read yet shows as lag.
  const t = useTestApp({ METRICS_TOKEN: TOKEN, SEARCH_INDEX_SYNC_MS: '60000' });

  it('reports the load, the size and the change-log lag in changes and seconds', async () => {
    const { listings: service } = t.app.services;
    while (service.indexLoading()) await new Promise((r) => setTimeout(r, 10));

    // Listings written behind this instance's back (by another instance, say).
    const db = t.database.db;
    const owner = await createOwner(db);
    const made = [];
    for (const name of ['Cordless drill', 'Folding ladder', 'Dome tent'])
      made.push(await createListing(db, { ownerId: owner.id, name }));
    await db.update(listings).set({ name: 'Heavy drill' }).where(eq(listings.id, made[0]!.id));
    await new Promise((r) => setTimeout(r, 1100));
    const behind = await figures(t);
    expect(behind.lag_changes).toBeGreaterThanOrEqual(4);
    expect(behind.lag_seconds).toBeGreaterThanOrEqual(1);

    // A search that reads the change log catches up.
    service.forgetAvailability();
    const res = await t.request({ method: 'GET', url: '/api/listings?search=drill' });
    expect(res.body.items.map((item: { name: string }) => item.name)).toEqual(['Heavy drill']);
    const caughtUp = await figures(t);
    expect(caughtUp.listings).toBe(3);
    expect(caughtUp.bytes).toBeGreaterThan(1000);
    expect(caughtUp.load_seconds).toBeGreaterThanOrEqual(0);
    expect(caughtUp.lag_changes).toBe(0);
    expect(caughtUp.lag_seconds).toBe(0);
    expect(caughtUp.last_sync_timestamp_seconds).toBeGreaterThan(Date.now() / 1000 - 10);
    expect(caughtUp.last_sync_timestamp_seconds).toBeLessThanOrEqual(Date.now() / 1000 + 1);
  });
});
