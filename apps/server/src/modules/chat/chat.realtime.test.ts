import { SOCKET_UNAUTHORIZED } from '@ownless/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp, type TestContext } from '../../test/app';
import { loginAs, signedInUser } from '../../test/auth';
import { createListing, createOwner } from '../../test/factories';
import { approveReservation, requestReservation } from '../../test/reservations';
import {
  askPresence,
  closeAllSockets,
  connectSocket,
  listenEphemeral,
  nextEvent,
  recordEvents,
} from '../../test/sockets';

const member = (t: TestContext, firstName: string) => signedInUser(t, { firstName });

describe('real time over Socket.IO', () => {
  const t = useTestApp();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenEphemeral(t.app);
  });
  afterEach(() => closeAllSockets());

  const send = (
    from: { user: { id: number }; headers: Record<string, string> },
    to: { user: { id: number } },
    message: string,
  ) =>
    t.request({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: from.headers,
      payload: { senderId: from.user.id, receiverId: to.user.id, message },
    });

  it('refuses a handshake without a token, with a malformed or unknown one, and from another origin', async () => {
    await expect(connectSocket(baseUrl, undefined)).rejects.toThrow(SOCKET_UNAUTHORIZED);
    await expect(connectSocket(baseUrl, 'short')).rejects.toThrow(SOCKET_UNAUTHORIZED);
    await expect(connectSocket(baseUrl, 'a'.repeat(43))).rejects.toThrow(SOCKET_UNAUTHORIZED);
    const a = await member(t, 'Ada');
    await expect(
      connectSocket(baseUrl, a.token, { origin: 'https://evil.example' }),
    ).rejects.toThrow();
    // The same token from the API's own origin, or from a client that sends no origin, connects.
    expect((await connectSocket(baseUrl, a.token, { origin: baseUrl })).connected).toBe(true);
    expect((await connectSocket(baseUrl, a.token)).connected).toBe(true);
    // A signed-out token no longer opens a connection.
    await t.request({ method: 'POST', url: '/api/logout', headers: a.headers });
    await expect(connectSocket(baseUrl, a.token)).rejects.toThrow(SOCKET_UNAUTHORIZED);
  });

  it('delivers MessageCreated to the receiver and to every tab of the sender, and to nobody else', async () => {
    const [a, b, c] = [await member(t, 'Ada'), await member(t, 'Bo'), await member(t, 'Cy')];
    const [aTab1, aTab2, bTab, cTab] = await Promise.all(
      [a, a, b, c].map((u) => connectSocket(baseUrl, u.token)),
    );
    const seenByC = recordEvents(cTab, 'MessageCreated');

    const arrivals = [
      nextEvent(bTab, 'MessageCreated'),
      nextEvent(aTab1, 'MessageCreated'),
      nextEvent(aTab2, 'MessageCreated'),
    ];
    const sent = await send(a, b, 'Is the tent free this weekend?');
    expect(sent.status).toBe(201);
    for (const event of await Promise.all(arrivals)) {
      expect(event).toEqual({
        chat_id: sent.body.chatMessage.chat_id,
        receiver_id: b.user.id,
        message: sent.body.chatMessage,
      });
    }

    // C's first event is the message C is sent next: nothing of A and B's chat came before.
    const own = nextEvent(cTab, 'MessageCreated');
    await send(b, c, 'hello C');
    expect((await own).message.message).toBe('hello C');
    expect(seenByC.map((e) => e.message.message)).toEqual(['hello C']);
  });

  it('tells the reader’s other tabs that a chat was read, and not the other member', async () => {
    const [a, b] = [await member(t, 'Ada'), await member(t, 'Bo')];
    const [aTab, bTab1, bTab2] = await Promise.all(
      [a, b, b].map((u) => connectSocket(baseUrl, u.token)),
    );
    const readsSeenByA = recordEvents(aTab, 'ChatRead');
    const sent = await send(a, b, 'one');
    await send(a, b, 'two');
    const chatId = sent.body.chatMessage.chat_id;

    const inOtherTab = nextEvent(bTab2, 'ChatRead');
    const inThisTab = nextEvent(bTab1, 'ChatRead');
    const read = await t.request({
      method: 'POST',
      url: `/api/chat/${chatId}/mark-as-read`,
      headers: b.headers,
    });
    expect(read.body).toEqual({ success: true, count: 2 });
    expect(await inOtherTab).toEqual({ chat_id: chatId, reader_id: b.user.id, count: 2 });
    expect(await inThisTab).toEqual({ chat_id: chatId, reader_id: b.user.id, count: 2 });

    // A hears B's reply, which was sent after the read; the read itself never reached A.
    const reply = nextEvent(aTab, 'MessageCreated');
    await send(b, a, 'thanks');
    await reply;
    expect(readsSeenByA).toEqual([]);
  });

  it('sends ReservationUpdated to renter and owner when a request is made and approved', async () => {
    const owner = await createOwner(t.database.db);
    const ownerToken = (await loginAs(t, owner.email)).token;
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
    });
    const renter = await member(t, 'Renter');
    const [ownerTab, renterTab] = await Promise.all([
      connectSocket(baseUrl, ownerToken),
      connectSocket(baseUrl, renter.token),
    ]);

    const requested = [
      nextEvent(ownerTab, 'ReservationUpdated'),
      nextEvent(renterTab, 'ReservationUpdated'),
    ];
    const { id } = await requestReservation(t, renter.headers, listing.id, { units: 2 });
    for (const event of await Promise.all(requested)) {
      expect(event).toEqual({
        reservation_id: id,
        status: 'pending',
        renter_id: renter.user.id,
        owner_id: owner.id,
      });
    }

    const approved = [
      nextEvent(ownerTab, 'ReservationUpdated'),
      nextEvent(renterTab, 'ReservationUpdated'),
    ];
    await approveReservation(t, { authorization: `Bearer ${ownerToken}` }, id);
    for (const event of await Promise.all(approved))
      expect(event).toMatchObject({ reservation_id: id, status: 'approved' });
  });

  it('shows who of my contacts is online: in the list, by asking, and as they come and go', async () => {
    const [a, b, stranger] = [
      await member(t, 'Ada'),
      await member(t, 'Bo'),
      await member(t, 'Stranger'),
    ];
    await send(a, b, 'hi');
    const aTab = await connectSocket(baseUrl, a.token);
    await connectSocket(baseUrl, stranger.token);

    const cameOnline = nextEvent(aTab, 'PresenceChanged', (e) => e.userId === b.user.id);
    const bTab1 = await connectSocket(baseUrl, b.token);
    expect(await cameOnline).toEqual({ userId: b.user.id, online: true });

    const listed = await t.request({ method: 'GET', url: '/api/chat/list', headers: a.headers });
    expect(listed.body[0].otherUser).toMatchObject({ id: b.user.id, online: true });
    // Only contacts are answered: the stranger is online but shares no chat with A.
    const asked = await askPresence(aTab, { userIds: [b.user.id, stranger.user.id] });
    expect(asked).toEqual({ online: [b.user.id] });
    expect(await askPresence(aTab, { userIds: 'all' })).toEqual({ online: [] });

    // Closing one of two tabs keeps B online (once the server has seen it close).
    const bTab2 = await connectSocket(baseUrl, b.token);
    bTab1.close();
    await vi.waitFor(
      async () => expect(await t.app.io.in(`user:${b.user.id}`).fetchSockets()).toHaveLength(1),
      { timeout: 10_000 },
    );
    expect(await askPresence(aTab, { userIds: [b.user.id] })).toEqual({ online: [b.user.id] });
    // Closing the last one tells A.
    const wentOffline = nextEvent(aTab, 'PresenceChanged', (e) => !e.online);
    bTab2.close();
    expect(await wentOffline).toEqual({ userId: b.user.id, online: false });
    const after = await t.request({ method: 'GET', url: '/api/chat/list', headers: a.headers });
    expect(after.body[0].otherUser.online).toBe(false);
  });
});
