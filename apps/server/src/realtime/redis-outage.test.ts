import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/app';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { closeAllSockets, connectSocket, listenEphemeral, nextEvent } from '../test/sockets';
import { type TcpProxy, tcpProxy } from '../test/tcp-proxy';

const redisUrl = inject('testRedisUrl');

/**
 * Redis going away while the app runs, and coming back. The app reaches Redis through a TCP
 * proxy the test cuts, so the shared Redis other tests use keeps running. The rule: Redis
 * is never needed to answer a request — rate limits let requests through while it is away,
 * real-time events reach this instance's sockets only — and it shows on /metrics.
 */
describe.skipIf(!redisUrl)(
  `Redis lost while the app runs${redisUrl ? '' : ' — skipped: REDIS_URL is not set'}`,
  () => {
    let proxy: TcpProxy;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let url: string;

    beforeAll(async () => {
      proxy = await tcpProxy(redisUrl);
      database = await openTestDatabase();
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'false',
        // The limits are what reads Redis on every request.
        RATE_LIMIT_ENABLED: 'true',
        REDIS_URL: proxy.url,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-redis-outage-')),
      });
      app = await buildApp({ config, database, webDist: null });
      url = await listenEphemeral(app);
    });
    afterAll(async () => {
      closeAllSockets();
      await app?.close();
      await database?.close();
      await proxy?.close();
    });

    const metrics = async () =>
      (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const connected = (text: string, role: string) =>
      new RegExp(`^ownless_redis_connected\\{role="${role}"\\} (\\d)$`, 'm').exec(text)?.[1];
    const roles = ['rate-limit', 'publisher', 'subscriber'];

    it('keeps answering requests and this instance’s sockets while Redis is away, and says so on /metrics', async () => {
      await vi.waitFor(
        async () => {
          const text = await metrics();
          for (const role of roles) expect(connected(text, role)).toBe('1');
        },
        { timeout: 10_000 },
      );
      const [alice, bob] = [await createUser(database.db), await createUser(database.db)];
      const login = (email: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { email, password: TEST_PASSWORD },
        });
      const bobToken = (await login(bob.email, '10.0.0.2')).json().data.token as string;
      const bobTab = await connectSocket(url, bobToken);

      await proxy.cut();

      // Signing in reads the per-IP and per-account limits; sending reads the per-user one.
      // None of them waits for Redis to come back.
      const slowest = { ms: 0 };
      const timed = async <T>(request: Promise<T>) => {
        const started = performance.now();
        const answer = await request;
        slowest.ms = Math.max(slowest.ms, performance.now() - started);
        return answer;
      };
      const signedIn = await timed(login(alice.email, '10.0.0.1'));
      expect(signedIn.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${signedIn.json().data.token as string}` };
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const arrival = nextEvent(bobTab, 'MessageCreated', (e) => e.message.message === `m${i}`);
        const sent = await timed(
          app.inject({
            method: 'POST',
            url: '/api/chat/send-message',
            headers,
            payload: { senderId: alice.id, receiverId: bob.id, message: `m${i}` },
          }),
        );
        statuses.push(sent.statusCode);
        // The receiver's tab on this instance hears of it without Redis.
        await arrival;
        const listed = await timed(app.inject({ method: 'GET', url: '/api/chat/list', headers }));
        statuses.push(listed.statusCode);
      }
      expect(statuses).toEqual(
        Array(10)
          .fill(0)
          .map((_, i) => (i % 2 === 0 ? 201 : 200)),
      );
      expect(slowest.ms).toBeLessThan(2_500);

      const during = await metrics();
      for (const role of roles) expect(connected(during, role)).toBe('0');
      expect(during).toMatch(/^ownless_redis_errors_total\{role="rate-limit"\} [1-9]/m);

      // Back by itself once Redis answers again.
      await proxy.restore();
      await vi.waitFor(
        async () => {
          const text = await metrics();
          for (const role of roles) expect(connected(text, role)).toBe('1');
        },
        { timeout: 15_000, interval: 200 },
      );
      const after = await app.inject({ method: 'GET', url: '/api/chat/list', headers });
      expect(after.statusCode).toBe(200);
      // And the limits count again: ten failed logins a minute from one address.
      const guesses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.3',
          payload: { email: alice.email, password: 'wrong-pass-1' },
        });
        guesses.push(res.statusCode);
      }
      expect(guesses.slice(0, 10).every((status) => status === 422)).toBe(true);
      expect(guesses[10]).toBe(429);
    });
  },
);
