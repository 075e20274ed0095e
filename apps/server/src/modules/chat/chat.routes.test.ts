import { CHAT_LIST_MESSAGES } from '@ownless/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { createListing, createOwner } from '../../test/factories';

type Headers = Record<string, string>;

const init = (t: TestContext, headers: Headers, payload: object) =>
  t.request({ method: 'POST', url: '/api/chat/initChat', headers, payload });
const send = (t: TestContext, headers: Headers, payload: object) =>
  t.request({ method: 'POST', url: '/api/chat/send-message', headers, payload });
const list = (t: TestContext, headers: Headers, query = '') =>
  t.request({ method: 'GET', url: `/api/chat/list${query}`, headers });

async function pair(t: TestContext) {
  const a = await signedInUser(t, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    profilePicture: '/uploads/ada.webp',
  });
  const b = await signedInUser(t, { firstName: 'Bo', lastName: 'Berg' });
  return { a, b };
}

describe('chat', () => {
  const t = useTestApp();

  it('initChat answers the pair’s existing chat instead of a second one, from either side', async () => {
    const { a, b } = await pair(t);
    const first = await init(t, a.headers, { senderId: a.user.id, receiverId: b.user.id });
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(true);
    expect(first.body.chat).toMatchObject({
      senderId: a.user.id,
      receiverId: b.user.id,
      unreadCount: 0,
      messages: [],
      hasMore: false,
    });
    expect(first.body.chat.otherUser).toMatchObject({
      id: b.user.id,
      fullName: 'Bo Berg',
      profilePicture: '/images/avatar-placeholder.svg',
      online: false,
    });

    const again = await init(t, a.headers, { senderId: a.user.id, receiverId: b.user.id });
    const reverse = await init(t, b.headers, { senderId: b.user.id, receiverId: a.user.id });
    expect([again.status, reverse.status]).toEqual([200, 200]);
    expect(again.body.chat.id).toBe(first.body.chat.id);
    expect(reverse.body.chat.id).toBe(first.body.chat.id);
    // From B's side, B is the sender and A the other party.
    expect(reverse.body.chat).toMatchObject({
      senderId: b.user.id,
      receiverId: a.user.id,
      otherUser: { fullName: 'Ada Lovelace', profilePicture: '/uploads/ada.webp' },
    });
  });

  it('makes one chat of two first calls that race', async () => {
    const { a, b } = await pair(t);
    const results = await Promise.all([
      init(t, a.headers, { senderId: a.user.id, receiverId: b.user.id }),
      init(t, b.headers, { senderId: b.user.id, receiverId: a.user.id }),
      send(t, a.headers, { senderId: a.user.id, receiverId: b.user.id, message: 'hi' }),
    ]);
    // Whichever call comes first makes the chat (the message may, too): at most one initChat
    // answers 201 Created, the other finds it, and the message is sent.
    const [first, second, message] = results.map((r) => r.status);
    expect([first, second].filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    expect([first, second].every((status) => status === 200 || status === 201)).toBe(true);
    expect(message).toBe(201);
    expect(
      new Set([
        results[0]!.body.chat.id,
        results[1]!.body.chat.id,
        results[2]!.body.chatMessage.chat_id,
      ]).size,
    ).toBe(1);
  });

  it('keeps the listing a chat is about, and refuses a listing or reservation that is not theirs', async () => {
    const { a } = await pair(t);
    const owner = await createOwner(t.database.db);
    const ownerSession = await signedInUser(t);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    const stranger = await createListing(t.database.db, { ownerId: ownerSession.user.id });
    const ok = await init(t, a.headers, {
      senderId: a.user.id,
      receiverId: owner.id,
      listingId: listing.id,
    });
    expect(ok.body.chat.listingId).toBe(listing.id);
    const other = await init(t, a.headers, {
      senderId: a.user.id,
      receiverId: owner.id,
      listingId: stranger.id,
    });
    expect(other.status).toBe(400);
    expect(other.body.errors.listingId).toBeDefined();
    const reservation = await init(t, a.headers, {
      senderId: a.user.id,
      receiverId: owner.id,
      reservationId: 999_999,
    });
    expect(reservation.status).toBe(400);
    expect(reservation.body.errors.reservationId).toBeDefined();
  });

  it('sends, lists newest activity first with unread counts, pages older messages and marks read', async () => {
    const { a, b } = await pair(t);
    const c = await signedInUser(t, { firstName: 'Cy', lastName: 'Chen' });
    const toB = (message: string) =>
      send(t, a.headers, { senderId: a.user.id, receiverId: b.user.id, message });

    const sent = await toB('  Is the drill still free on Saturday?  ');
    expect(sent.status).toBe(201);
    expect(sent.body.chatMessage).toMatchObject({
      sender_id: a.user.id,
      receiver_id: b.user.id,
      message: 'Is the drill still free on Saturday?',
      read_at: null,
      senderPic: '/uploads/ada.webp',
    });
    expect(new Date(sent.body.chatMessage.created_at).toISOString()).toBe(
      sent.body.chatMessage.created_at,
    );
    const reply = await send(t, b.headers, {
      senderId: b.user.id,
      receiverId: a.user.id,
      message: 'Yes <b>it is</b>',
    });
    expect(reply.body.chatMessage.chat_id).toBe(sent.body.chatMessage.chat_id);
    for (let i = 1; i <= CHAT_LIST_MESSAGES + 5; i++) await toB(`message ${i}`);
    // Then C writes to B: that chat has the newest activity.
    await send(t, c.headers, {
      senderId: c.user.id,
      receiverId: b.user.id,
      message: 'Hello from C',
    });

    const bList = await list(t, b.headers);
    expect(bList.status).toBe(200);
    expect(bList.body.map((chat: { receiverId: number }) => chat.receiverId)).toEqual([
      c.user.id,
      a.user.id,
    ]);
    const withA = bList.body[1];
    expect(withA.unreadCount).toBe(CHAT_LIST_MESSAGES + 6);
    expect(withA.messages).toHaveLength(CHAT_LIST_MESSAGES);
    expect(withA.hasMore).toBe(true);
    // Oldest first, the last one the latest.
    expect(withA.messages.at(-1)).toMatchObject({
      message: `message ${CHAT_LIST_MESSAGES + 5}`,
      senderPic: '/uploads/ada.webp',
    });
    expect(withA.messages[0].message).toBe('message 6');
    expect(bList.body[0]).toMatchObject({ unreadCount: 1, otherUser: { fullName: 'Cy Chen' } });
    // A's own messages do not count as unread for A; B's reply does.
    const aList = await list(t, a.headers);
    expect(aList.body).toHaveLength(1);
    expect(aList.body[0].unreadCount).toBe(1);

    // Older pages, by cursor, down to the first message.
    const page = await t.request({
      method: 'GET',
      url: `/api/chat/${withA.id}/messages?before=${withA.messages[0].id}&limit=5`,
      headers: b.headers,
    });
    expect(page.status).toBe(200);
    expect(page.body.messages.map((m: { message: string }) => m.message)).toEqual(
      ['Yes <b>it is</b>', 'message 1', 'message 2', 'message 3', 'message 4', 'message 5'].slice(
        1,
        6,
      ),
    );
    expect(page.body.hasMore).toBe(true);
    const last = await t.request({
      method: 'GET',
      url: `/api/chat/${withA.id}/messages?before=${page.body.messages[0].id}&limit=5`,
      headers: b.headers,
    });
    expect(last.body.messages.map((m: { message: string }) => m.message)).toEqual([
      'Is the drill still free on Saturday?',
      'Yes <b>it is</b>',
    ]);
    expect(last.body.hasMore).toBe(false);
    expect(last.body.messages[1].senderPic).toBe('/images/avatar-placeholder.svg');

    // The list pages by chat too.
    const second = await list(t, b.headers, `?limit=1&before=${bList.body[0].id}`);
    expect(second.body.map((chat: { id: number }) => chat.id)).toEqual([withA.id]);

    const read = await t.request({
      method: 'POST',
      url: `/api/chat/${withA.id}/mark-as-read`,
      headers: b.headers,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, count: CHAT_LIST_MESSAGES + 6 });
    const again = await t.request({
      method: 'POST',
      url: `/api/chat/${withA.id}/mark-as-read`,
      headers: b.headers,
    });
    expect(again.body).toEqual({ success: true, count: 0 });
    const after = await t.request({
      method: 'GET',
      url: `/api/chat/${withA.id}`,
      headers: b.headers,
    });
    expect(after.body.chat.unreadCount).toBe(0);
    expect(after.body.chat.messages.at(-1).read_at).not.toBeNull();
    // A's unread reply is untouched by B reading.
    expect((await list(t, a.headers)).body[0].unreadCount).toBe(1);
  });

  it('builds the list with the same number of statements for one chat as for six (no query per chat)', async () => {
    const { a } = await pair(t);
    const statementsForList = async () => {
      const stop = countStatements(t);
      const res = await list(t, a.headers);
      return { count: stop(), chats: res.body.length };
    };
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await signedInUser(t));
    await send(t, others[0]!.headers, {
      senderId: others[0]!.user.id,
      receiverId: a.user.id,
      message: 'hi',
    });
    const one = await statementsForList();
    for (const other of others.slice(1))
      await send(t, other.headers, {
        senderId: other.user.id,
        receiverId: a.user.id,
        message: 'hi',
      });
    const six = await statementsForList();
    expect([one.chats, six.chats]).toEqual([1, 6]);
    expect(six.count).toBe(one.count);
    // The token check (its row, then its account's suspension: the users module's), the list
    // itself and its members' names and pictures (the users module's).
    expect(six.count).toBeLessThanOrEqual(4);
  });

  it('lets only the two members read, page, mark or write a chat', async () => {
    const { a, b } = await pair(t);
    const outsider = await signedInUser(t);
    const sent = await send(t, a.headers, {
      senderId: a.user.id,
      receiverId: b.user.id,
      message: 'private',
    });
    const chatId = sent.body.chatMessage.chat_id;

    for (const url of [`/api/chat/${chatId}`, `/api/chat/${chatId}/messages`]) {
      const res = await t.request({ method: 'GET', url, headers: outsider.headers });
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('private');
    }
    const mark = await t.request({
      method: 'POST',
      url: `/api/chat/${chatId}/mark-as-read`,
      headers: outsider.headers,
    });
    expect(mark.status).toBe(404);
    expect((await list(t, outsider.headers)).body).toEqual([]);
    // Writing as someone else is refused outright.
    const forged = await send(t, outsider.headers, {
      senderId: a.user.id,
      receiverId: b.user.id,
      message: 'I am A',
    });
    expect(forged.status).toBe(403);
    const forgedInit = await init(t, outsider.headers, {
      senderId: a.user.id,
      receiverId: b.user.id,
    });
    expect(forgedInit.status).toBe(403);
    // The outsider's own message to B opens their own chat, not A and B's.
    const own = await send(t, outsider.headers, {
      senderId: outsider.user.id,
      receiverId: b.user.id,
      message: 'hello',
    });
    expect(own.body.chatMessage.chat_id).not.toBe(chatId);
    // Nothing leaked into A and B's chat, and B's unread count there is still one.
    const bChat = await t.request({
      method: 'GET',
      url: `/api/chat/${chatId}`,
      headers: b.headers,
    });
    expect(bChat.body.chat.messages.map((m: { message: string }) => m.message)).toEqual([
      'private',
    ]);
    expect(bChat.body.chat.unreadCount).toBe(1);
    // Guests get nothing.
    expect((await t.request({ method: 'GET', url: '/api/chat/list' })).status).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/chat/send-message',
          payload: { senderId: a.user.id, receiverId: b.user.id, message: 'x' },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses empty, blank and too long messages, messages to yourself, and to unknown or suspended users', async () => {
    const { a, b } = await pair(t);
    const to = (receiverId: number, message: unknown) =>
      send(t, a.headers, { senderId: a.user.id, receiverId, message });

    for (const message of ['', '   \n ', 'x'.repeat(2001), undefined, 42]) {
      const res = await to(b.user.id, message);
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.body.errors.message).toBeDefined();
    }
    expect((await to(b.user.id, 'x'.repeat(2000))).status).toBe(201);
    // 2,000 characters after trimming: the spaces around do not count.
    expect((await to(b.user.id, ` ${'y'.repeat(2000)} `)).status).toBe(201);

    const self = await to(a.user.id, 'me');
    expect(self.status).toBe(400);
    expect(self.body.errors.receiverId).toBeDefined();
    expect((await to(987_654, 'anyone?')).status).toBe(404);
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, b.user.id));
    expect((await to(b.user.id, 'still there?')).status).toBe(404);
    expect((await init(t, a.headers, { senderId: a.user.id, receiverId: b.user.id })).status).toBe(
      404,
    );

    const bad = await send(t, a.headers, { senderId: 'me', receiverId: -1, message: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['receiverId', 'senderId']);
    expect(
      (await t.request({ method: 'GET', url: '/api/chat/abc/messages', headers: a.headers }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/chat/1/messages?limit=1000',
          headers: a.headers,
        })
      ).status,
    ).toBe(400);
  });
});

/** Counts the statements sent to the database until the returned function is called. */
function countStatements(t: TestContext): () => number {
  const client = (
    t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
  ).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return () => {
    client.query = original;
    return count;
  };
}
