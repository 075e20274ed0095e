import { CHAT_MESSAGE_MAX } from '@ownless/shared';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import {
  closeAllSockets,
  closedByServer,
  connectSocket,
  listenEphemeral,
  nextEvent,
  sendOverSocket,
} from '../../test/sockets';

const tokenOf = (headers: { authorization: string }) =>
  headers.authorization.slice('Bearer '.length);

const member = (t: TestContext, firstName: string) => signedInUser(t, { firstName });

describe('sending a message over the real-time connection', () => {
  const t = useTestApp();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenEphemeral(t.app);
  });
  afterEach(() => closeAllSockets());
  const stored = async () => (await t.database.db.select({ n: count() }).from(chatMessages))[0]!.n;

  it('stores it, answers the stored message, and delivers it to the receiver as HTTP would', async () => {
    const [a, b] = [await member(t, 'Ada'), await member(t, 'Bo')];
    const [aTab, bTab] = await Promise.all([
      connectSocket(baseUrl, a.token),
      connectSocket(baseUrl, b.token),
    ]);
    const arrival = nextEvent(bTab, 'MessageCreated');
    const ack = await sendOverSocket(aTab, {
      senderId: a.user.id,
      receiverId: b.user.id,
      message: '  Is the drill free on Friday?  ',
    });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.chatMessage).toMatchObject({
      sender_id: a.user.id,
      receiver_id: b.user.id,
      message: 'Is the drill free on Friday?',
      read_at: null,
    });
    expect(await arrival).toEqual({
      chat_id: ack.chatMessage.chat_id,
      receiver_id: b.user.id,
      message: ack.chatMessage,
    });
    // The receiver's list shows it, unread, exactly as a message sent over HTTP.
    const list = await t.request({ method: 'GET', url: '/api/chat/list', headers: b.headers });
    expect(list.body[0]).toMatchObject({ id: ack.chatMessage.chat_id, unreadCount: 1 });
    expect(list.body[0].messages.at(-1)).toEqual(ack.chatMessage);
  });

  it('refuses what the route refuses, with the same status and field messages, and stores nothing', async () => {
    const [a, b] = [await member(t, 'Ada'), await member(t, 'Bo')];
    const aTab = await connectSocket(baseUrl, a.token);
    const before = await stored();

    const blank = await sendOverSocket(aTab, {
      senderId: a.user.id,
      receiverId: b.user.id,
      message: '   ',
    });
    expect(blank).toMatchObject({
      ok: false,
      status: 400,
      errors: { message: [expect.any(String)] },
    });
    const long = await sendOverSocket(aTab, {
      senderId: a.user.id,
      receiverId: b.user.id,
      message: 'x'.repeat(CHAT_MESSAGE_MAX + 1),
    });
    expect(long).toMatchObject({
      ok: false,
      status: 400,
      errors: { message: [expect.any(String)] },
    });
    for (const junk of [
      null,
      'hello',
      [],
      { senderId: 'me' },
      { senderId: a.user.id, receiverId: 2 ** 40, message: 'hi' },
    ]) {
      expect(await sendOverSocket(aTab, junk)).toMatchObject({ ok: false, status: 400 });
    }
    // As somebody else, to yourself, to nobody, to a suspended account.
    expect(
      await sendOverSocket(aTab, { senderId: b.user.id, receiverId: a.user.id, message: 'hi' }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      await sendOverSocket(aTab, { senderId: a.user.id, receiverId: a.user.id, message: 'hi' }),
    ).toMatchObject({ ok: false, status: 400, errors: { receiverId: [expect.any(String)] } });
    expect(
      await sendOverSocket(aTab, { senderId: a.user.id, receiverId: 999_999, message: 'hi' }),
    ).toMatchObject({ ok: false, status: 404 });
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, b.user.id));
    expect(
      await sendOverSocket(aTab, { senderId: a.user.id, receiverId: b.user.id, message: 'hi' }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await stored()).toBe(before);
    // The connection survives every refusal.
    expect(aTab.connected).toBe(true);
  });
});

describe('a session that ends closes its real-time connections', () => {
  const t = useTestApp();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenEphemeral(t.app);
  });
  afterEach(() => closeAllSockets());
  const login = async (email: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'correct horse battery staple' },
    });
    return { authorization: `Bearer ${res.body.data.token as string}` };
  };

  it('on sign-out, only that session’s tabs close; the user’s other session stays connected', async () => {
    const a = await member(t, 'Ada');
    const other = await login(a.user.email);
    const [tab1, tab2, otherTab] = await Promise.all(
      [a.token, a.token, tokenOf(other)].map((token) => connectSocket(baseUrl, token)),
    );
    const closed = [closedByServer(tab1), closedByServer(tab2)];
    await t.request({ method: 'POST', url: '/api/logout', headers: a.headers });
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    // A closed tab cannot send either: its token opens nothing any more.
    await expect(connectSocket(baseUrl, a.token)).rejects.toThrow();
    expect(otherTab.connected).toBe(true);
    const b = await member(t, 'Bo');
    expect(
      await sendOverSocket(otherTab, {
        senderId: a.user.id,
        receiverId: b.user.id,
        message: 'still here',
      }),
    ).toMatchObject({ ok: true });
  });

  it('"sign out everywhere else", one device signed out, and a new password close the other sessions’ tabs', async () => {
    const a = await member(t, 'Ada');
    const [laptop, phone] = [await login(a.user.email), await login(a.user.email)];
    const [hereTab, laptopTab, phoneTab] = await Promise.all(
      [a.token, tokenOf(laptop), tokenOf(phone)].map((token) => connectSocket(baseUrl, token)),
    );
    const bystander = await member(t, 'Bo');
    const bystanderTab = await connectSocket(baseUrl, bystander.token);

    // One device, from the laptop: that device's tab closes, the laptop's and this one stay.
    const phoneId = (
      await t.request({ method: 'GET', url: '/api/sessions', headers: phone })
    ).body.sessions.find((s: { current: boolean }) => s.current).id as number;
    const phoneClosed = closedByServer(phoneTab);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/sessions/${phoneId}`, headers: laptop }))
        .status,
    ).toBe(200);
    expect(await phoneClosed).toBe('io server disconnect');
    expect(laptopTab.connected && hereTab.connected).toBe(true);

    // Everywhere else, from here: the laptop's tab closes, this one stays.
    const laptopClosed = closedByServer(laptopTab);
    expect(
      (await t.request({ method: 'POST', url: '/api/sessions/revoke-all', headers: a.headers }))
        .status,
    ).toBe(200);
    expect(await laptopClosed).toBe('io server disconnect');
    expect(hereTab.connected).toBe(true);

    // A new password from another device signs this one out, tabs included.
    const fresh = await login(a.user.email);
    const hereClosed = closedByServer(hereTab);
    const changed = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers: fresh,
      payload: {
        current_password: 'correct horse battery staple',
        password: 'a much longer passphrase 2026',
        password_confirmation: 'a much longer passphrase 2026',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await hereClosed).toBe('io server disconnect');
    // Someone else's connection was never touched.
    expect(bystanderTab.connected).toBe(true);
  });
});
