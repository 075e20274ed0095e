import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { closeAllSockets, connectSocket, listenEphemeral, nextEvent } from '../../test/sockets';

// REDIS_URL points at a port where nothing listens: Redis is "down" from the start.
describe('real time while Redis is unreachable', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  const logs: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-redis-down-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      REDIS_URL: 'redis://127.0.0.1:1',
      DATA_DIR: dataDir,
    });
    const logStream = {
      write(chunk: string) {
        for (const line of chunk.split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      },
    };
    app = await buildApp({ config, database, webDist: null, logStream });
    url = await listenEphemeral(app);
  });
  afterAll(async () => {
    closeAllSockets();
    await app?.close();
    await database?.close();
  });

  it('keeps serving HTTP and this instance’s sockets, and says why in a warning', async () => {
    const [alice, bob] = [await createUser(database.db), await createUser(database.db)];
    const token = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: TEST_PASSWORD },
        })
      ).json().data.token as string;
    const [aliceToken, bobToken] = [await token(alice.email), await token(bob.email)];
    const bobTab = await connectSocket(url, bobToken);

    const arrival = nextEvent(bobTab, 'MessageCreated');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: { authorization: `Bearer ${aliceToken}` },
      payload: { senderId: alice.id, receiverId: bob.id, message: 'still here' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await arrival).message.message).toBe('still here');
    // Presence falls back to this instance's own sockets.
    const listed = await app.inject({
      method: 'GET',
      url: '/api/chat/list',
      headers: { authorization: `Bearer ${aliceToken}` },
    });
    expect(listed.json()[0].otherUser).toMatchObject({ id: bob.id, online: true });

    await vi.waitFor(
      () =>
        expect(logs.some((l) => l.level === 40 && l.msg.includes('Redis is unreachable'))).toBe(
          true,
        ),
      { timeout: 10_000 },
    );
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
