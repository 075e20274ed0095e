import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test/app';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

const redisUrl = inject('testRedisUrl');

// Two server instances against one Redis: the login limit is shared, as it must be
// behind a load balancer.
describe.runIf(Boolean(redisUrl))('rate limits shared through Redis', () => {
  let database: DatabaseHandle;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: redisUrl,
      DATA_DIR: `/tmp/ownless-redis-${process.pid}`,
    });
    apps = await Promise.all([0, 1].map(() => buildApp({ config, database, webDist: null })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('counts attempts made on either instance together', async () => {
    const email = `limit-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const ip = `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email, password: 'wrong-pass-1' },
      });
      statuses.push(res.statusCode);
    }
    // Ten a minute in all: six tries on each instance would pass if each counted alone.
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
