import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { RETRY_AFTER_SECONDS, UNAVAILABLE } from '../plugins/error-handler';
import { withDatabase } from '../test/global-setup-postgres';
import { createUser, TEST_PASSWORD } from '../test/factories';
import {
  closeAllSockets,
  connectSocket,
  listenEphemeral,
  sendOverSocket,
  type TestSocket,
} from '../test/sockets';
import { type TcpProxy, tcpProxy } from '../test/tcp-proxy';
import { type DatabaseHandle, openPostgres } from './client';
import { chatMessages } from './schema';

const target = inject('testDatabase');
const skipped =
  target.kind === 'postgres'
    ? null
    : 'it cuts a PostgreSQL connection; it runs in the server-postgres project (TEST_DATABASE_URL)';

/**
 * PostgreSQL lost for a moment under traffic, as during a restart or failover. The app
 * reaches its own database through a TCP proxy the test cuts, so the shared server other
 * tests use keeps running.
 */
describe.skipIf(skipped !== null)(
  `the database lost for a moment${skipped ? ` — skipped: ${skipped}` : ''}`,
  () => {
    let name: string;
    let proxy: TcpProxy;
    /** The app's database, through the proxy. */
    let database: DatabaseHandle;
    /** The same database, directly: what was really kept. */
    let direct: DatabaseHandle;
    let app: FastifyInstance;
    type SignedIn = { id: number; email: string; headers: { authorization: string } };
    let alice: SignedIn;
    let bob: SignedIn;

    const admin = async (statement: string) => {
      if (target.kind !== 'postgres') return;
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      if (target.kind !== 'postgres') return;
      // Named like openTestDatabase's copies, so the suite's teardown removes a leftover.
      name = `${target.template}_f${crypto.randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
      const url = withDatabase(target.url, name);
      proxy = await tcpProxy(url);
      database = await openPostgres(proxy.url, 10);
      direct = await openPostgres(url, 2);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_ENABLED: 'false',
        // The search index follows the database on its own schedule and has its own tests;
        // off, every read here asks the database.
        SEARCH_INDEX: 'off',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-db-outage-')),
      });
      app = await buildApp({ config, database, webDist: null });
      await app.ready();
      const signIn = async () => {
        const user = await createUser(direct.db);
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: TEST_PASSWORD },
        });
        return {
          id: user.id,
          email: user.email,
          headers: { authorization: `Bearer ${res.json().data.token as string}` },
        };
      };
      [alice, bob] = [await signIn(), await signIn()];
    });

    afterAll(async () => {
      closeAllSockets();
      await app?.close();
      await database?.close();
      await direct?.close();
      await proxy?.close();
      if (name) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    const send = (text: string) =>
      app.inject({
        method: 'POST',
        url: '/api/chat/send-message',
        headers: alice.headers,
        payload: { senderId: alice.id, receiverId: bob.id, message: text },
      });
    const listChats = () =>
      app.inject({ method: 'GET', url: '/api/chat/list', headers: bob.headers });
    const metrics = async () =>
      (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;

    let baseUrl: string | undefined;
    const listening = async () => (baseUrl ??= await listenEphemeral(app));
    /** A new session of Alice's, for a real-time connection. */
    const freshToken = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: alice.email, password: TEST_PASSWORD },
        })
      ).json().data.token as string;

    /** A 503 as clients must get it: when to try again, the one error shape, no internals. */
    const expectUnavailable = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ message: UNAVAILABLE });
    };

    /** Starts a request whose first statement is held in the proxy, then cuts its connection. */
    async function cutInFlight(options: InjectOptions) {
      proxy.hold();
      const answer = app.inject(options);
      await vi.waitFor(() => expect(proxy.heldBytes()).toBeGreaterThan(0), { timeout: 5_000 });
      proxy.drop();
      return answer;
    }

    it('retries a read whose connection breaks, once, and answers it', async () => {
      expect((await send('before the cut')).statusCode).toBe(201);
      const res = await cutInFlight({ method: 'GET', url: '/api/chat/list', headers: bob.headers });
      expect(res.statusCode).toBe(200);
      const messages = res.json()[0].messages as { message: string }[];
      expect(messages.map((m) => m.message)).toContain('before the cut');
      expect(await metrics()).toMatch(
        /^ownless_db_read_retries_total\{outcome="succeeded"\} [1-9]/m,
      );
    });

    it('answers a write whose connection breaks 503 with Retry-After, without trying it again', async () => {
      const res = await cutInFlight({
        method: 'POST',
        url: '/api/chat/send-message',
        headers: alice.headers,
        payload: { senderId: alice.id, receiverId: bob.id, message: 'cut off' },
      });
      expectUnavailable(res);
      // Tried again, it would have gone through on a fresh connection.
      const kept = await direct.db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.message, ['cut off']));
      expect(kept).toHaveLength(0);
      expect((await send('after the cut')).statusCode).toBe(201);
    });

    it('answers a message sent over the real-time connection 503 with when to try again', async () => {
      const socket = await connectSocket(await listening(), await freshToken());
      proxy.hold();
      const ack = sendOverSocket(socket, {
        senderId: alice.id,
        receiverId: bob.id,
        message: 'over the socket',
      });
      await vi.waitFor(() => expect(proxy.heldBytes()).toBeGreaterThan(0), { timeout: 5_000 });
      proxy.drop();
      expect(await ack).toEqual({
        ok: false,
        status: 503,
        message: UNAVAILABLE,
        retryAfter: RETRY_AFTER_SECONDS,
      });
      expect(
        await sendOverSocket(socket, {
          senderId: alice.id,
          receiverId: bob.id,
          message: 'over the socket, again',
        }),
      ).toMatchObject({ ok: true });
    });

    it('loses no acknowledged write and answers no 500 when the database goes away under load', async () => {
      const answers: { status: number; res: LightMyRequestResponse; kind: 'read' | 'write' }[] = [];
      const acknowledged: string[] = [];
      let running = true;
      let n = 0;
      const worker = async (w: number) => {
        while (running) {
          const write = (n++ + w) % 2 === 0;
          if (write) {
            const text = `load ${w}-${n}-${crypto.randomBytes(3).toString('hex')}`;
            const res = await send(text);
            answers.push({ status: res.statusCode, res, kind: 'write' });
            if (res.statusCode === 201) acknowledged.push(text);
          } else {
            const res = await listChats();
            answers.push({ status: res.statusCode, res, kind: 'read' });
          }
          await sleep(5);
        }
      };
      // Messages over the real-time connection too, as the web app sends them.
      const socketRefusals: unknown[] = [];
      const socketWorker = async (socket: TestSocket, w: number) => {
        while (running) {
          const text = `socket ${w}-${n++}-${crypto.randomBytes(3).toString('hex')}`;
          const ack = await sendOverSocket(socket, {
            senderId: alice.id,
            receiverId: bob.id,
            message: text,
          });
          if (ack.ok) acknowledged.push(text);
          else socketRefusals.push(ack);
          await sleep(5);
        }
      };
      const sockets = await Promise.all(
        [0, 1].map(async () => connectSocket(await listening(), await freshToken())),
      );
      const workers = [
        ...Array.from({ length: 6 }, (_, w) => worker(w)),
        ...sockets.map((socket, w) => socketWorker(socket, w)),
      ];

      let during: LightMyRequestResponse;
      try {
        await sleep(400);
        await proxy.cut();
        await sleep(300);
        during = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
        await sleep(700);
        await proxy.restore();
        await sleep(800);
      } finally {
        running = false;
        await Promise.all(workers);
      }
      // Operators still see the figures while the database is away.
      expect(during.statusCode).toBe(200);

      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => !(s >= 200 && s < 300) && s !== 503)).toEqual([]);
      // The cut happened while requests were made: some had to be refused.
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      for (const answer of answers.filter((a) => a.status === 503)) expectUnavailable(answer.res);
      expect(socketRefusals.length).toBeGreaterThan(0);
      for (const refusal of socketRefusals)
        expect(refusal).toEqual({
          ok: false,
          status: 503,
          message: UNAVAILABLE,
          retryAfter: RETRY_AFTER_SECONDS,
        });
      expect(acknowledged.length).toBeGreaterThan(0);

      const kept = await direct.db
        .select({ message: chatMessages.message })
        .from(chatMessages)
        .where(inArray(chatMessages.message, acknowledged));
      expect(new Set(kept.map((row) => row.message))).toEqual(new Set(acknowledged));

      // The app serves normally again, by itself.
      expect((await send('back again')).statusCode).toBe(201);
      expect((await listChats()).statusCode).toBe(200);
      expect(await metrics()).toMatch(/^ownless_db_connection_errors_total [1-9]/m);
    });
  },
);
