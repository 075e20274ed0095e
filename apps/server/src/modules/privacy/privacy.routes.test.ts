import { eq, inArray, or } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { API_DOCS_PREFIX } from '../../plugins/api-docs';
import { useTestApp, type TestContext } from '../../test/app';
import { loginAs, mailTo, signedInOwner, signedInUser } from '../../test/auth';
import { DAY, testClock } from '../../test/clock';
import { createCompletedRental, createListing, TEST_PASSWORD } from '../../test/factories';
import { act, bookReservation, requestReservation } from '../../test/reservations';
import {
  closeAllSockets,
  closedByServer,
  connectSocket,
  listenEphemeral,
} from '../../test/sockets';

type Headers = Record<string, string>;
const clock = testClock();
const t = useTestApp({}, { now: clock.now });

const requestExport = (headers: Headers) =>
  t.request({ method: 'POST', url: '/api/user/data-export', headers });
const exportStatus = (headers: Headers) =>
  t.request({ method: 'GET', url: '/api/user/data-export', headers });
const download = (headers: Headers, token: string) =>
  t.request({
    method: 'POST',
    url: '/api/user/data-export/download',
    headers,
    payload: { token },
  });
const deletionCheck = (headers: Headers) =>
  t.request({ method: 'GET', url: '/api/user/deletion-check', headers });
const deleteAccount = (headers: Headers, password = TEST_PASSWORD) =>
  t.request({ method: 'POST', url: '/api/user/delete', headers, payload: { password } });

/** The token of the latest "your data is ready" e-mail to this address (from the link's fragment). */
async function exportToken(ctx: TestContext, email: string) {
  const mail = (await mailTo(ctx, email)).find((m) => m.template === 'data_export_ready');
  expect(mail, 'a data export e-mail').toBeDefined();
  const link = mail!.links[0]!;
  expect(link).toMatch(/\/admin\/profile-setting#data-export=/);
  return decodeURIComponent(link.split('#data-export=')[1]!);
}

/** Requests an export as `headers`, runs the scheduler's job and answers the e-mailed token. */
async function readyExport(headers: Headers, email: string) {
  expect((await requestExport(headers)).status).toBe(202);
  await t.app.services.privacy.prepareDue();
  return exportToken(t, email);
}

const searchNames = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/listings?search=${query}` });
  expect(res.status).toBe(200);
  return res.body.items.map((i: { name: string }) => i.name) as string[];
};

/**
 * A person with something of everything: a listing someone rents, a rental of someone
 * else's listing (paid, so ledger lines), a chat, reviews both ways, a favourite; and a
 * stranger with their own things that must never show up in the person's archive.
 */
async function world() {
  const db = t.database.db;
  const person = await signedInOwner(t, {
    firstName: 'Petra',
    lastName: 'Novak',
    phone: '+1 512 555 0101',
    bio: 'I rent out my canoe.',
  });
  const other = await signedInOwner(t, { firstName: 'Oscar', lastName: 'Ortiz' });
  const stranger = await signedInUser(t, { firstName: 'Sid', lastName: 'Stranger' });
  const petraCanoe = await createListing(db, { ownerId: person.user.id, name: 'Petra canoe' });
  const oscarTent = await createListing(db, { ownerId: other.user.id, name: 'Oscar tent' });
  const oscarSecret = await createListing(db, { ownerId: other.user.id, name: 'Oscar kayak' });

  const asRenter = await bookReservation(
    t,
    { renterHeaders: person.headers, ownerHeaders: other.headers },
    oscarTent.id,
  );
  const asOwner = await requestReservation(t, stranger.headers, petraCanoe.id);
  // Someone else's business, not Petra's.
  const strangers = await requestReservation(t, stranger.headers, oscarSecret.id, { start: 9 });

  const chat = await t.request({
    method: 'POST',
    url: '/api/chat/send-message',
    headers: person.headers,
    payload: { senderId: person.user.id, receiverId: other.user.id, message: 'Is the tent dry?' },
  });
  expect(chat.status, JSON.stringify(chat.body)).toBe(201);
  const strangerChat = await t.request({
    method: 'POST',
    url: '/api/chat/send-message',
    headers: stranger.headers,
    payload: { senderId: stranger.user.id, receiverId: other.user.id, message: 'Secret plans' },
  });
  expect(strangerChat.status).toBe(201);

  const done = await createCompletedRental(db, {
    listingId: petraCanoe.id,
    renterId: other.user.id,
    ownerId: person.user.id,
  });
  await db.insert(s.reviews).values([
    {
      reservationId: done.id,
      listingId: petraCanoe.id,
      authorId: person.user.id,
      subjectId: other.user.id,
      authorRole: 'owner',
      rating: 5,
      comment: 'Petra says: careful renter',
    },
    {
      reservationId: done.id,
      listingId: petraCanoe.id,
      authorId: other.user.id,
      subjectId: person.user.id,
      authorRole: 'renter',
      rating: 4,
      comment: 'Oscar says: lovely canoe',
    },
  ]);
  const fav = await t.request({
    method: 'PUT',
    url: `/api/favourites/${oscarTent.id}`,
    headers: person.headers,
  });
  expect(fav.status).toBe(200);
  return {
    person,
    other,
    stranger,
    listings: { petraCanoe, oscarTent, oscarSecret },
    asRenter,
    asOwner,
    strangers,
    done,
  };
}

describe('a copy of my data', () => {
  it('is prepared in the background, e-mailed, and holds my things and nothing of anyone else', async () => {
    const w = await world();
    const { person } = w;
    expect((await exportStatus(person.headers)).body).toEqual({ data: null });

    const requested = await requestExport(person.headers);
    expect(requested.status).toBe(202);
    expect(requested.body.data.status).toBe('pending');
    // A second click while it is being prepared queues nothing more.
    const again = await requestExport(person.headers);
    expect(again.body.data.id).toBe(requested.body.data.id);
    expect(again.body.message).toMatch(/already being prepared/);
    expect((await exportStatus(person.headers)).body.data.status).toBe('pending');

    expect(await t.app.services.privacy.prepareDue()).toBe(1);
    const status = (await exportStatus(person.headers)).body.data;
    expect(status.status).toBe('ready');
    expect(new Date(status.expires_at).getTime() - new Date(status.ready_at).getTime()).toBe(
      7 * DAY,
    );
    const token = await exportToken(t, person.user.email);

    const res = await download(person.headers, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="ownless-data-/);
    expect(res.headers['cache-control']).toBe('no-store');
    const archive = res.body;
    const text = JSON.stringify(archive);
    expect(archive).toMatchObject({ format: 'ownless-data-export', version: 1 });
    expect(archive.account).toMatchObject({
      id: person.user.id,
      firstName: 'Petra',
      email: person.user.email,
      phone: '+1 512 555 0101',
    });
    expect(archive.listings.map((l: { name: string }) => l.name)).toEqual(['Petra canoe']);
    expect(
      archive.reservations.map((r: { id: number; role: string }) => [r.id, r.role]).sort(),
    ).toEqual(
      [
        [w.asRenter.id, 'renter'],
        [w.asOwner.id, 'owner'],
        [w.done.id, 'owner'],
      ].sort(),
    );
    expect(archive.ledger_entries.length).toBeGreaterThan(0);
    // Deposits and damage claims of the account's rentals are sections too (none here).
    expect([archive.deposits, archive.claims]).toEqual([[], []]);
    expect(
      archive.ledger_entries.every(
        (l: { reservationId: number }) => l.reservationId === w.asRenter.id,
      ),
    ).toBe(true);
    expect(archive.messages.map((m: { message: string }) => m.message)).toEqual([
      'Is the tent dry?',
    ]);
    expect(archive.reviews_written.map((r: { comment: string }) => r.comment)).toEqual([
      'Petra says: careful renter',
    ]);
    expect(archive.reviews_received.map((r: { comment: string }) => r.comment)).toEqual([
      'Oscar says: lovely canoe',
    ]);
    expect(archive.favourites.map((f: { listingId: number }) => f.listingId)).toEqual([
      w.listings.oscarTent.id,
    ]);
    expect(archive.sessions.length).toBeGreaterThan(0);

    // Nothing secret, nothing of the others.
    const hashes = await t.database.db
      .select({ hash: s.authTokens.tokenHash })
      .from(s.authTokens)
      .where(eq(s.authTokens.userId, person.user.id));
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    expect(text).not.toMatch(/passwordHash|tokenHash|codeHash|argon2/);
    expect(text).not.toContain(token);
    expect(text).not.toContain(w.stranger.user.email);
    expect(text).not.toContain(w.other.user.email);
    expect(text).not.toContain('Oscar kayak');
    expect(text).not.toContain('Secret plans');
    expect(text).not.toContain(`"id":${w.strangers.id},"code"`);

    expect((await exportStatus(person.headers)).body.data.downloaded_at).not.toBeNull();
  });

  it('never goes to anyone else: another account, a guessed token, a guest, an expired link', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const tokenA = await readyExport(a.headers, a.user.email);
    const tokenB = await readyExport(b.headers, b.user.email);

    for (const [headers, token] of [
      [b.headers, tokenA],
      [a.headers, tokenB],
      [a.headers, 'x'.repeat(43)],
      [a.headers, tokenA.slice(0, -1)],
    ] as const) {
      const res = await download(headers, token);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/expired or belongs to another account/);
      expect(JSON.stringify(res.body)).not.toContain('format');
    }
    expect((await download({}, tokenA)).status).toBe(401);
    expect((await download(a.headers, '')).status).toBe(400);
    expect((await download(a.headers, tokenA)).status).toBe(200);

    // Seven days later the link is dead and the archive gone.
    clock.set(new Date(Date.now() + 7 * DAY + 60_000));
    expect((await download(a.headers, tokenA)).status).toBe(404);
    expect((await exportStatus(a.headers)).body.data.status).toBe('expired');
    await t.app.services.privacy.prepareDue();
    const [row] = await t.database.db
      .select({ archive: s.dataExports.archive })
      .from(s.dataExports)
      .where(eq(s.dataExports.userId, a.user.id));
    expect(row!.archive).toBeNull();
    // A new request starts over.
    expect((await requestExport(a.headers)).body.data.status).toBe('pending');
  });
});

describe('deleting my account', () => {
  afterEach(() => closeAllSockets());

  it('is refused while reservations are open, and lists them', async () => {
    const w = await world();
    const check = await deletionCheck(w.person.headers);
    expect(check.status).toBe(200);
    expect(check.body.can_delete).toBe(false);
    expect(check.body.listings).toBe(1);
    expect(
      check.body.blocking_reservations.map((r: { id: number; role: string; status: string }) => [
        r.id,
        r.role,
        r.status,
      ]),
    ).toEqual([
      [w.asRenter.id, 'renter', 'paid'],
      [w.asOwner.id, 'owner', 'pending'],
    ]);

    const res = await deleteAccount(w.person.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Settle your open reservations/);
    expect(res.body.errors.reservations).toHaveLength(2);
    // Nothing changed: still signed in, still in search.
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: w.person.headers,
        })
      ).status,
    ).toBe(200);
    expect(await searchNames('canoe')).toEqual(['Petra canoe']);
    await loginAs(t, w.person.user.email);
  });

  it('erases the person, keeps the bookkeeping without their name, and ends every session', async () => {
    const w = await world();
    const { person, other } = w;
    // Settle what is open: the request declined by Petra, her own paid rental cancelled.
    expect((await act(t, person.headers, w.asOwner.id, 'reject', { reason: 'Busy' })).status).toBe(
      200,
    );
    expect(
      (
        await act(t, person.headers, w.asRenter.id, 'cancel-reservation', {
          reason: 'Plans changed',
        })
      ).status,
    ).toBe(200);
    const check = await deletionCheck(person.headers);
    expect(check.body).toMatchObject({ can_delete: true, blocking_reservations: [] });

    const db = t.database.db;
    const ledgerBefore = await db
      .select()
      .from(s.ledgerEntries)
      .where(inArray(s.ledgerEntries.reservationId, [w.asRenter.id, w.done.id]));
    expect(ledgerBefore.length).toBeGreaterThan(0);
    const reservationsBefore = await db
      .select()
      .from(s.reservations)
      .where(
        or(eq(s.reservations.renterId, person.user.id), eq(s.reservations.ownerId, person.user.id)),
      );
    const second = await loginAs(t, person.user.email);
    const baseUrl = await listenEphemeral(t.app);
    const socket = await connectSocket(baseUrl, second.token);
    const closed = closedByServer(socket);
    await readyExport(person.headers, person.user.email);

    const wrong = await deleteAccount(person.headers, 'not my password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['Your password is not right.']);

    const res = await deleteAccount(person.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/deleted/);

    // Every session over, the socket closed, and no way back in.
    await closed;
    for (const headers of [person.headers, { authorization: second.authorization }])
      expect(
        (await t.request({ method: 'GET', url: '/api/user/personal/info', headers })).status,
      ).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(422);
    expect((await t.request({ method: 'GET', url: `/api/user/${person.user.id}` })).status).toBe(
      404,
    );

    // The row stays under a placeholder.
    const [row] = await db.select().from(s.users).where(eq(s.users.id, person.user.id));
    expect(row).toMatchObject({
      firstName: 'Deleted user',
      lastName: '',
      phone: null,
      bio: null,
      city: null,
      profilePicture: null,
      twoFAEnabled: false,
    });
    expect(row!.email).toMatch(/^deleted-user-\d+-[0-9a-f]+@deleted\.invalid$/);
    expect(row!.passwordHash).not.toMatch(/argon2/);
    expect(row!.deletedAt).not.toBeNull();
    expect(
      await db.select().from(s.dataExports).where(eq(s.dataExports.userId, person.user.id)),
    ).toEqual([]);

    // Bookkeeping as it was.
    const ledgerAfter = await db
      .select()
      .from(s.ledgerEntries)
      .where(inArray(s.ledgerEntries.reservationId, [w.asRenter.id, w.done.id]));
    expect(ledgerAfter).toEqual(ledgerBefore);
    const reservationsAfter = await db
      .select()
      .from(s.reservations)
      .where(
        or(eq(s.reservations.renterId, person.user.id), eq(s.reservations.ownerId, person.user.id)),
      );
    expect(reservationsAfter.map((r) => [r.id, r.status, r.totalCents])).toEqual(
      reservationsBefore.map((r) => [r.id, r.status, r.totalCents]),
    );

    // Out of search; the other party still has the chat, from "Deleted user".
    expect(await searchNames('canoe')).toEqual([]);
    const chats = await t.request({ method: 'GET', url: '/api/chat/list', headers: other.headers });
    expect(chats.status).toBe(200);
    expect(JSON.stringify(chats.body)).not.toContain('Petra');
    const withPetra = chats.body.find(
      (c: { otherUser: { id: number } }) => c.otherUser.id === person.user.id,
    );
    expect(withPetra.otherUser.fullName).toBe('Deleted user');
    const toDeleted = await t.request({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: other.headers,
      payload: { senderId: other.user.id, receiverId: person.user.id, message: 'Still there?' },
    });
    expect(toDeleted.status).toBe(404);

    // The operators' audit log has the deletion, without the person's name or e-mail.
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    const audit = await t.request({
      method: 'GET',
      url: '/api/admin/audit-log?action=user.delete',
      headers: admin.headers,
    });
    expect(audit.status).toBe(200);
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      action: 'user.delete',
      subject_type: 'user',
      subject_id: person.user.id,
      subject: `Deleted user #${person.user.id}`,
    });
    const entry = JSON.stringify(audit.body.items[0]);
    expect(entry).not.toContain('Petra');
    expect(entry).not.toContain(person.user.email);
    // The console shows the account as deleted, and there is nothing left to suspend.
    const detail = await t.request({
      method: 'GET',
      url: `/api/admin/users/${person.user.id}`,
      headers: admin.headers,
    });
    expect(detail.body.user).toMatchObject({ first_name: 'Deleted user' });
    expect(detail.body.user.deleted_at).not.toBeNull();
    const suspend = await t.request({
      method: 'POST',
      url: `/api/admin/users/${person.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Spam' },
    });
    expect(suspend.status).toBe(409);

    // A last e-mail to the old address says so.
    expect((await mailTo(t, person.user.email))[0]!.template).toBe('account_deleted');
  });

  it('two deletions at once: one wins, the other changes nothing', async () => {
    const person = await signedInUser(t);
    const results = await Promise.all([
      deleteAccount(person.headers),
      deleteAccount(person.headers),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 404, 409]).toContain(statuses[1]);
    const entries = await t.database.db
      .select()
      .from(s.operatorActions)
      .where(eq(s.operatorActions.action, 'user.delete'));
    expect(entries).toHaveLength(1);
  });

  it('races a booking of the person’s listing: either the booking or the deletion, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const owner = await signedInOwner(t);
      const renter = await signedInUser(t);
      const listing = await createListing(t.database.db, {
        ownerId: owner.user.id,
        name: `Race ${round}`,
      });
      const [deletion, booking] = await Promise.all([
        deleteAccount(owner.headers),
        t.request({
          method: 'POST',
          url: '/api/reservation/request-reservation',
          headers: renter.headers,
          payload: {
            listing_id: listing.id,
            frequency: 'Daily',
            start_at: new Date(Date.now() + 3 * DAY).toISOString(),
            units: 1,
            quantity: 1,
            fulfilment: 'pickup',
          },
        }),
      ]);
      const open = await t.database.db
        .select()
        .from(s.reservations)
        .where(eq(s.reservations.ownerId, owner.user.id));
      const [account] = await t.database.db
        .select()
        .from(s.users)
        .where(eq(s.users.id, owner.user.id));
      if (deletion.status === 200) {
        expect(booking.status, JSON.stringify(booking.body)).toBe(409);
        expect(open).toEqual([]);
        expect(account!.deletedAt).not.toBeNull();
      } else {
        expect(booking.status).toBe(201);
        expect(deletion.status).toBe(409);
        expect(open).toHaveLength(1);
        expect(account!.deletedAt).toBeNull();
        expect(account!.firstName).toBe(owner.user.firstName);
        // The listing went back to search with the rollback.
        const [row] = await t.database.db
          .select({ status: s.listings.status })
          .from(s.listings)
          .where(eq(s.listings.id, listing.id));
        expect(row!.status).toBe('Published');
      }
    }
  });

  it('races the person’s own booking: a deleted account never ends up with a new request', async () => {
    for (let round = 0; round < 4; round++) {
      const owner = await signedInOwner(t);
      const person = await signedInUser(t);
      const listing = await createListing(t.database.db, { ownerId: owner.user.id });
      const [deletion, booking] = await Promise.all([
        deleteAccount(person.headers),
        t.request({
          method: 'POST',
          url: '/api/reservation/request-reservation',
          headers: person.headers,
          payload: {
            listing_id: listing.id,
            frequency: 'Daily',
            start_at: new Date(Date.now() + 3 * DAY).toISOString(),
            units: 1,
            quantity: 1,
            fulfilment: 'pickup',
          },
        }),
      ]);
      const requests = await t.database.db
        .select()
        .from(s.reservations)
        .where(eq(s.reservations.renterId, person.user.id));
      if (deletion.status === 200) {
        // Refused, or never past the revoked session.
        expect([401, 409]).toContain(booking.status);
        expect(requests).toEqual([]);
      } else {
        expect(booking.status).toBe(201);
        expect(deletion.status).toBe(409);
        expect(requests).toHaveLength(1);
      }
    }
  });

  it('answers guests with 401 and a wrong or missing password with field messages', async () => {
    const person = await signedInUser(t);
    expect(
      (await t.request({ method: 'POST', url: '/api/user/delete', payload: { password: 'x' } }))
        .status,
    ).toBe(401);
    expect((await deletionCheck({})).status).toBe(401);
    const missing = await t.request({
      method: 'POST',
      url: '/api/user/delete',
      headers: person.headers,
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toEqual(['Please enter your password.']);
    expect((await deleteAccount(person.headers, 'x')).status).toBe(422);
    await loginAs(t, person.user.email);
  });
});

describe('the API reference', () => {
  it('documents every privacy route with its body and a response per status', async () => {
    const res = await t.request({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { responses: object }>>;
    const documented = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort();
    expect(documented('/api/user/data-export', 'get')).toContain('200');
    expect(documented('/api/user/data-export', 'post')).toEqual(
      expect.arrayContaining(['202', '401', '429']),
    );
    expect(documented('/api/user/data-export/download', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '404']),
    );
    expect(documented('/api/user/deletion-check', 'get')).toContain('200');
    expect(documented('/api/user/delete', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '409', '422']),
    );
  });
});
