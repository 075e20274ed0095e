import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';
import {
  closeAllSockets,
  connectSocket,
  listenEphemeral,
  sendOverSocket,
} from '../../test/sockets';

describe('sending is rate-limited per user', () => {
  const t = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  it('stops a user after 60 messages a minute, while another user on the same address goes on', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const send = (from: typeof a, to: typeof a, i: number) =>
      t.request({
        method: 'POST',
        url: '/api/chat/send-message',
        headers: from.headers,
        remoteAddress: '10.1.2.3',
        payload: { senderId: from.user.id, receiverId: to.user.id, message: `m${i}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await send(a, b, i)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await send(a, b, 60);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/sending messages too quickly/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send(b, a, 0)).status).toBe(201);
  });
});

describe('messages over the socket share the budget of the route', () => {
  const t = useTestApp({ RATE_LIMIT_ENABLED: 'true' });
  afterEach(() => closeAllSockets());

  it('counts socket and HTTP messages together and refuses both past 60 a minute', async () => {
    const baseUrl = await listenEphemeral(t.app);
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const tab = await connectSocket(baseUrl, a.token);
    const body = (i: number) => ({ senderId: a.user.id, receiverId: b.user.id, message: `m${i}` });
    const acks = [];
    for (let i = 0; i < 30; i++) acks.push(await sendOverSocket(tab, body(i)));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    for (let i = 30; i < 60; i++)
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/chat/send-message',
            headers: a.headers,
            payload: body(i),
          })
        ).status,
      ).toBe(201);
    expect(await sendOverSocket(tab, body(60))).toMatchObject({
      ok: false,
      status: 429,
      message: expect.stringMatching(/sending messages too quickly/),
      retryAfter: expect.any(Number),
    });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/chat/send-message',
          headers: a.headers,
          payload: body(61),
        })
      ).status,
    ).toBe(429);
  });
});
