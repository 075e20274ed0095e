// When an instance takes traffic (decision 0021): GET /api/health/ready answers 503 with
// Retry-After until its migrations have run and its search index is loaded, and 200 after;
// liveness answers throughout, and /api/health says what readiness waits for.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createStorage } from '../../lib/create-storage';
import { openTestDatabase, resetDatabase } from '../../test/app';
import { createListing, createOwner } from '../../test/factories';

/** A promise the test settles: the search index's load waits on it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('readiness', () => {
  const opened: { app: FastifyInstance; database: DatabaseHandle }[] = [];
  afterEach(async () => {
    for (const { app, database } of opened.splice(0)) {
      await app.close();
      await database.close();
    }
  });

  /** An app as server.ts starts it: the index loads in the background (SEARCH_INDEX_SYNC_MS > 0). */
  async function start(
    options: Partial<BuildAppOptions> & { wrap?: (db: DatabaseHandle) => DatabaseHandle } = {},
  ) {
    const dataDir = fs.mkdtempSync(path.join(inject('testDatabase').tmpDir, 'ready-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      LISTING_CACHE_SECONDS: '0',
      SEARCH_INDEX_SYNC_MS: '1000',
    });
    const database = await openTestDatabase();
    await resetDatabase(database);
    const { wrap, ...built } = options;
    const app = await buildApp({
      config,
      database: wrap ? wrap(database) : database,
      storage: await createStorage(config),
      webDist: null,
      ...built,
    });
    opened.push({ app, database });
    await app.ready();
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    };
    return { app, database, get };
  }

  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
  }

  it('answers 503 with Retry-After while the search index loads, and 200 once it is loaded', async () => {
    const loader = gate();
    const { database, get } = await start({ beforeIndexLoad: () => loader.opened });
    const owner = await createOwner(database.db);
    await createListing(database.db, { ownerId: owner.id, name: 'Cordless drill' });

    const waiting = await get('/api/health/ready');
    expect(waiting.status).toBe(503);
    expect(waiting.headers['retry-after']).toBe('5');
    expect(waiting.body).toEqual({ status: 'starting', waitingFor: ['search-index'] });
    // Alive all the while: an orchestrator must not restart a loading instance.
    expect((await get('/api/health/live')).status).toBe(200);
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      searchIndex: 'loading',
      ready: false,
      waitingFor: ['search-index'],
    });
    // The API serves meanwhile (SQL answers searches) for whoever reaches it directly.
    const search = await get('/api/listings?search=drill');
    expect(search.status).toBe(200);
    expect(search.body.items.map((l: { name: string }) => l.name)).toEqual(['Cordless drill']);

    loader.open();
    await eventually(async () => (await get('/api/health/ready')).status === 200);
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', waitingFor: [] });
    expect((await get('/api/health')).body).toMatchObject({
      searchIndex: 'ready',
      ready: true,
      waitingFor: [],
    });
  });

  it('is not ready, and serves no API, before its migrations have run', async () => {
    const { app, get } = await start({ starting: ['migrations'] });

    const waiting = await get('/api/health/ready');
    expect(waiting.status).toBe(503);
    expect(waiting.body.waitingFor).toEqual(['migrations']);
    expect((await get('/api/health/live')).status).toBe(200);
    expect((await get('/api/health')).body).toMatchObject({
      ready: false,
      waitingFor: ['migrations'],
      // The index does not load from a database whose tables may not be there yet.
      searchIndex: 'loading',
    });
    const held = await get('/api/listings');
    expect(held.status).toBe(503);
    expect(held.headers['retry-after']).toBe('5');
    expect(held.body.message).toMatch(/starting/);

    app.readiness.done('migrations');
    await eventually(async () => (await get('/api/health/ready')).status === 200);
    expect((await get('/api/health/ready')).body).toEqual({ status: 'ready', waitingFor: [] });
    expect((await get('/api/listings')).status).toBe(200);
  });

  it('waits for the database at start-up, and stays ready through a later outage', async () => {
    let up = false;
    const { get } = await start({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: fs.mkdtempSync(path.join(inject('testDatabase').tmpDir, 'ready-')),
        SEED_DEMO_DATA: 'false',
        SEARCH_INDEX: 'off',
      }),
      wrap: (database) => ({ ...database, ping: async () => up }),
    });
    expect((await get('/api/health/ready')).body).toEqual({
      status: 'starting',
      waitingFor: ['database'],
    });
    up = true;
    expect((await get('/api/health/ready')).status).toBe(200);
    // Every instance loses the same database at once: each answers for itself (503 with
    // Retry-After on what needs it) rather than all leaving the load balancer's rotation.
    up = false;
    expect((await get('/api/health/ready')).status).toBe(200);
    const health = await get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ database: 'down', ready: true, waitingFor: [] });
  });

  it('is ready at once when search needs no index (SEARCH_INDEX=off)', async () => {
    const { get } = await start({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: fs.mkdtempSync(path.join(inject('testDatabase').tmpDir, 'ready-')),
        SEED_DEMO_DATA: 'false',
        SEARCH_INDEX: 'off',
      }),
    });
    expect((await get('/api/health/ready')).status).toBe(200);
    expect((await get('/api/health')).body).toMatchObject({ searchIndex: 'off', ready: true });
  });
});
