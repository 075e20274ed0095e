import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase, useTestApp } from '../../test/app';
import { codeFrom, mailTo, signedInUser } from '../../test/auth';
import { createUser, TEST_PASSWORD } from '../../test/factories';

/** A different client address for every request: what the per-IP limits cannot see. */
let address = 0;
const nextIp = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('per-account limits', () => {
  const t = useTestApp({ RATE_LIMIT_ENABLED: 'true', USER_WRITE_LIMIT_PER_MINUTE: '5' });

  it('locks an account after ten failed logins from many addresses, even for the right password', async () => {
    const user = await createUser(t.database.db);
    const attempt = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: nextIp(),
        payload: { email: user.email.toUpperCase(), password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-pass-1')).status).toBe(422);
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /Too many failed sign-ins for this account\. Please wait \d+ (seconds|minutes)/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await createUser(t.database.db);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: nextIp(),
          payload: { email: other.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('successful logins do not count', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 12; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: nextIp(),
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
    }
  });

  it('counts wrong two-factor codes per account, across challenges', async () => {
    const user = await createUser(t.database.db, { twoFAEnabled: true });
    let last = {
      status: 0,
      body: {} as { message?: string },
      headers: {} as Record<string, unknown>,
    };
    // Each challenge allows 5 wrong codes; a new login gives a new challenge. The account allows 10 in all.
    for (let round = 0; round < 3; round++) {
      const login = await t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: nextIp(),
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const challenge = login.body.data.challenge_token as string;
      for (let i = 0; i < 4; i++) {
        last = await t.request({
          method: 'POST',
          url: '/api/2fa/verify',
          remoteAddress: nextIp(),
          payload: { challenge_token: challenge, code: '000000' },
        });
      }
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Too many wrong codes for this account/);
    expect(last.headers['retry-after']).toBeDefined();
    // Even the right code of a fresh challenge waits.
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nextIp(),
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    await t.app.services.auth.settled();
    const [mail] = await mailTo(t, user.email);
    const right = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      remoteAddress: nextIp(),
      payload: { challenge_token: login.body.data.challenge_token, code: codeFrom(mail!.subject) },
    });
    expect(right.status).toBe(429);
  });

  it('sends at most three reset links an hour to one address, whether or not it has an account', async () => {
    for (const email of ['ghost@example.test', (await createUser(t.database.db)).email]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await t.request({
              method: 'POST',
              url: '/api/password/email',
              remoteAddress: nextIp(),
              payload: { email },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits writes per signed-in user, not reads nor other users', async () => {
    const { headers } = await signedInUser(t);
    const { headers: otherHeaders } = await signedInUser(t);
    const write = (h: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/user/toggle-tour',
        remoteAddress: nextIp(),
        headers: h,
        payload: { tour: 'home' },
      });
    for (let i = 0; i < 5; i++) expect((await write(headers)).status).toBe(200);
    const limited = await write(headers);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/changes too quickly/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(
      (await t.request({ method: 'GET', url: '/api/user/personal/info', headers })).status,
    ).toBe(200);
    expect((await write(otherHeaders)).status).toBe(200);
  });
});

const redisUrl = inject('testRedisUrl');

// Two instances on one Redis, as behind a load balancer: the account's failures add up.
describe.runIf(Boolean(redisUrl))('per-account limits shared through Redis', () => {
  let database: DatabaseHandle;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: redisUrl,
      DATA_DIR: `/tmp/ownless-redis-accounts-${process.pid}`,
    });
    apps = await Promise.all([0, 1].map(() => buildApp({ config, database, webDist: null })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('counts failed logins made on either instance together', async () => {
    const email = `account-${crypto.randomBytes(4).toString('hex')}@example.test`;
    await createUser(database.db, { email });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: nextIp(),
        payload: { email, password: 'wrong-pass-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
