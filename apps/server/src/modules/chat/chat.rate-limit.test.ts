import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';

describe('sending is rate-limited per user', () => {
  const t = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  it('stops a user after 60 messages a minute, while another user on the same address goes on', async () => {
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const send = (from: typeof a, to: typeof a, i: number) =>
      t.request({ method: 'POST', url: '/api/chat/send-message', headers: from.headers, remoteAddress: '10.1.2.3', payload: { senderId: from.user.id, receiverId: to.user.id, message: `m${i}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await send(a, b, i)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await send(a, b, 60);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many attempts/);
    expect((await send(b, a, 0)).status).toBe(201);
  });
});
