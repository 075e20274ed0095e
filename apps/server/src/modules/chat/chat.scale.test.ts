import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/app';
import { createListing, createOwner, createUser, TEST_PASSWORD } from '../../test/factories';
import { approveReservation, requestReservation } from '../../test/reservations';
import {
  closeAllSockets,
  closedByServer,
  connectSocket,
  listenEphemeral,
  nextEvent,
  sendOverSocket,
} from '../../test/sockets';

const redisUrl = inject('testRedisUrl');
const onPostgres = inject('testDatabase').kind === 'postgres';
const skipped = !redisUrl
  ? 'REDIS_URL is not set'
  : !onPostgres
    ? 'it runs in the server-postgres project (TEST_DATABASE_URL)'
    : null;

// Horizontal scale (architecture "Scale path"): two instances on one PostgreSQL and one
// Redis, as behind a load balancer. Whatever instance a request lands on, the sockets on
// the other one hear about it.
describe.skipIf(skipped !== null)(
  `two server instances behind one Redis${skipped ? ` — skipped: ${skipped}` : ''}`,
  () => {
    let database: DatabaseHandle;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let aUrl: string;
    let bUrl: string;

    beforeAll(async () => {
      database = await openTestDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-scale-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_ENABLED: 'false',
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
      });
      [a, b] = await Promise.all([0, 1].map(() => buildApp({ config, database, webDist: null })));
      aUrl = await listenEphemeral(a!);
      bUrl = await listenEphemeral(b!);
      // Both adapters are subscribed before anything is published.
      await vi.waitFor(
        async () => expect(await a.io.of('/').adapter.serverCount()).toBeGreaterThanOrEqual(2),
        { timeout: 10_000 },
      );
    });
    afterAll(async () => {
      closeAllSockets();
      await a?.close();
      await b?.close();
      await database?.close();
    });

    const call = async (app: FastifyInstance, options: InjectOptions) => {
      const res = await app.inject(options);
      return { status: res.statusCode, body: res.json() };
    };
    const login = async (app: FastifyInstance, email: string) =>
      (
        await call(app, {
          method: 'POST',
          url: '/api/login',
          payload: { email, password: TEST_PASSWORD },
        })
      ).body.data.token as string;

    it('delivers a message sent through instance A to a socket on instance B, and shows B’s user online on A', async () => {
      const [alice, bob] = [await createUser(database.db), await createUser(database.db)];
      const [aliceToken, bobToken] = [await login(a, alice.email), await login(b, bob.email)];
      const bobOnB = await connectSocket(bUrl, bobToken);
      const text = `over the wire ${crypto.randomBytes(4).toString('hex')}`;

      const arrival = nextEvent(bobOnB, 'MessageCreated', (e) => e.message.message === text);
      const sent = await call(a, {
        method: 'POST',
        url: '/api/chat/send-message',
        headers: { authorization: `Bearer ${aliceToken}` },
        payload: { senderId: alice.id, receiverId: bob.id, message: text },
      });
      expect(sent.status).toBe(201);
      expect(await arrival).toEqual({
        chat_id: sent.body.chatMessage.chat_id,
        receiver_id: bob.id,
        message: sent.body.chatMessage,
      });

      const listed = await call(a, {
        method: 'GET',
        url: '/api/chat/list',
        headers: { authorization: `Bearer ${aliceToken}` },
      });
      expect(listed.body[0].otherUser).toMatchObject({ id: bob.id, online: true });
    });

    it('updates a socket on instance B when a reservation is approved through instance A', async () => {
      const owner = await createOwner(database.db);
      const renter = await createUser(database.db);
      const listing = await createListing(database.db, {
        ownerId: owner.id,
        frequencies: [{ frequency: 'Daily', priceCents: 2500 }],
      });
      const [ownerToken, renterToken] = [await login(a, owner.email), await login(a, renter.email)];
      const renterOnB = await connectSocket(bUrl, renterToken);

      const viaA = { request: (options: InjectOptions) => call(a, options) };
      const renterHeaders = { authorization: `Bearer ${renterToken}` };
      const { id } = await requestReservation(viaA, renterHeaders, listing.id, { start: 4 });
      const approved = nextEvent(
        renterOnB,
        'ReservationUpdated',
        (e) => e.reservation_id === id && e.status === 'approved',
      );
      await approveReservation(viaA, { authorization: `Bearer ${ownerToken}` }, id);
      expect(await approved).toEqual({
        reservation_id: id,
        status: 'approved',
        renter_id: renter.id,
        owner_id: owner.id,
      });
    });

    it('delivers a message sent over a socket on A to a socket on B, and closes B’s socket when its session signs out through A', async () => {
      const [alice, bob] = [await createUser(database.db), await createUser(database.db)];
      const [aliceToken, bobToken] = [await login(a, alice.email), await login(a, bob.email)];
      const [aliceOnA, bobOnB] = [
        await connectSocket(aUrl, aliceToken),
        await connectSocket(bUrl, bobToken),
      ];
      const text = `socket to socket ${crypto.randomBytes(4).toString('hex')}`;
      const arrival = nextEvent(bobOnB, 'MessageCreated', (e) => e.message.message === text);
      const ack = await sendOverSocket(aliceOnA, {
        senderId: alice.id,
        receiverId: bob.id,
        message: text,
      });
      expect(ack.ok).toBe(true);
      expect((await arrival).message).toEqual(ack.ok ? ack.chatMessage : null);

      const closed = closedByServer(bobOnB);
      expect(
        (
          await call(a, {
            method: 'POST',
            url: '/api/logout',
            headers: { authorization: `Bearer ${bobToken}` },
          })
        ).status,
      ).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect(aliceOnA.connected).toBe(true);
    });
  },
);
