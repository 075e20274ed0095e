import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, chats, listings, operatorActions, reports, users } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { mailTo, signedInUser } from '../../test/auth';
import { world } from '../../test/operator-world';

type Headers = Record<string, string>;
type World = Awaited<ReturnType<typeof world>>;

const report = (t: TestContext, headers: Headers, payload: object) =>
  t.request({ method: 'POST', url: '/api/reports', headers, payload });
const queue = (t: TestContext, headers: Headers, query = '') =>
  t.request({ method: 'GET', url: `/api/operator/reports${query}`, headers });
const resolve = (t: TestContext, headers: Headers, id: number, payload: object) =>
  t.request({ method: 'POST', url: `/api/operator/reports/${id}/resolve`, headers, payload });

const listingReport = (w: World) => ({
  kind: 'listing',
  target_id: w.listing.id,
  reason: 'scam',
  details: 'Asks for payment outside OwnLess.',
});

/** A chat between the renter and the owner, three messages long; answers their ids. */
async function conversation(t: TestContext, w: World) {
  const [one, two] = [w.renter.user.id, w.owner.id].sort((a, b) => a - b);
  const [chat] = await t.database.db
    .insert(chats)
    .values({ userOneId: one!, userTwoId: two! })
    .returning();
  const lines: [number, number, string][] = [
    [w.renter.user.id, w.owner.id, 'Is it still free on Saturday?'],
    [w.owner.id, w.renter.user.id, 'Pay me by wire transfer instead, it is cheaper.'],
    [w.renter.user.id, w.owner.id, 'I would rather book through OwnLess.'],
  ];
  const rows = await t.database.db
    .insert(chatMessages)
    .values(
      lines.map(([senderId, receiverId, message]) => ({
        chatId: chat!.id,
        senderId,
        receiverId,
        message,
      })),
    )
    .returning();
  return { chatId: chat!.id, ids: rows.map((r) => r.id) };
}

const listingRow = async (t: TestContext, id: number) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;

describe('reporting', () => {
  const t = useTestApp();

  it('files a report of a listing, a person and a message, once each', async () => {
    const w = await world(t);
    const talk = await conversation(t, w);
    const headers = w.renter.headers;
    const first = await report(t, headers, listingReport(w));
    expect(first.status).toBe(201);
    expect(first.body.message).toMatch(/support team will look into your report/);
    const person = await report(t, headers, {
      kind: 'user',
      target_id: w.owner.id,
      reason: 'harassment',
      details: '',
    });
    expect(person.status).toBe(201);
    const message = await report(t, headers, {
      kind: 'message',
      target_id: talk.ids[1],
      reason: 'scam',
      details: 'Wire transfer.',
    });
    expect(message.status).toBe(201);

    const again = await report(t, headers, { ...listingReport(w), reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You have already reported this listing. Our support team is looking into it.',
    );
    const spanish = await report(t, { ...headers, 'accept-language': 'es' }, listingReport(w));
    expect(spanish.status).toBe(409);
    expect(spanish.body.message).not.toMatch(/already reported/);
    expect(await t.database.db.select().from(reports)).toHaveLength(3);
  });

  it('refuses reporting oneself, one’s own listing or message (400) and strangers’ messages (404)', async () => {
    const w = await world(t);
    const talk = await conversation(t, w);
    const stranger = await signedInUser(t);
    const cases: [Headers, object, number][] = [
      [w.ownerHeaders, listingReport(w), 400],
      [w.ownerHeaders, { kind: 'user', target_id: w.owner.id, reason: 'other', details: '' }, 400],
      [
        w.renter.headers,
        { kind: 'message', target_id: talk.ids[0], reason: 'other', details: '' },
        400,
      ],
      [
        stranger.headers,
        { kind: 'message', target_id: talk.ids[1], reason: 'scam', details: '' },
        404,
      ],
      [w.renter.headers, { kind: 'listing', target_id: 999_999, reason: 'scam', details: '' }, 404],
      [
        w.renter.headers,
        { kind: 'listing', target_id: w.listing.id, reason: 'because', details: '' },
        400,
      ],
      [{}, listingReport(w), 401],
    ];
    for (const [headers, payload, status] of cases)
      expect((await report(t, headers, payload)).status, JSON.stringify(payload)).toBe(status);
    expect(await t.database.db.select().from(reports)).toHaveLength(0);
  });

  it('keeps one report when the same person reports the same thing twice at once', async () => {
    const w = await world(t);
    const answers = await Promise.all([
      report(t, w.renter.headers, listingReport(w)),
      report(t, w.renter.headers, listingReport(w)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(reports)).toHaveLength(1);
  });

  it('takes at most 10 reports an hour from one person (429)', async () => {
    const w = await world(t);
    for (let i = 0; i < 10; i++) {
      const someone = await signedInUser(t);
      expect(
        (
          await report(t, w.renter.headers, {
            kind: 'user',
            target_id: someone.user.id,
            reason: 'other',
            details: '',
          })
        ).status,
      ).toBe(201);
    }
    const eleventh = await report(t, w.renter.headers, listingReport(w));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/at most 10 reports an hour/);
  });
});

describe('the operators’ report queue', () => {
  const t = useTestApp();

  it('answers admins only: 401 for guests, 403 for renters and owners', async () => {
    const w = await world(t);
    const filed = await report(t, w.renter.headers, listingReport(w));
    for (const headers of [w.renter.headers, w.ownerHeaders]) {
      expect((await queue(t, headers)).status).toBe(403);
      const refused = await resolve(t, headers, filed.body.id, {
        action: 'unpublish',
        note: 'Scam listing.',
      });
      expect(refused.status).toBe(403);
    }
    expect((await queue(t, {})).status).toBe(401);
    expect((await listingRow(t, w.listing.id)).operatorHold).toBeNull();
    const [row] = await t.database.db.select().from(reports);
    expect(row!.status).toBe('open');
  });

  it('lists open reports first, filters by status and kind, and shows a message’s conversation', async () => {
    const w = await world(t);
    const talk = await conversation(t, w);
    const a = await report(t, w.renter.headers, listingReport(w));
    await report(t, w.renter.headers, {
      kind: 'message',
      target_id: talk.ids[1],
      reason: 'scam',
      details: 'Wire.',
    });
    await resolve(t, w.admin.headers, a.body.id, { action: 'dismiss', note: 'Looks fine.' });

    const all = await queue(t, w.admin.headers);
    expect(all.status).toBe(200);
    expect(all.body.open).toBe(1);
    expect(all.body.items.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual(
      [
        ['message', 'open'],
        ['listing', 'resolved'],
      ],
    );
    const message = all.body.items[0];
    expect(message.chat_id).toBe(talk.chatId);
    expect(message.subject).toMatchObject({ id: w.owner.id, full_name: 'Olga Owner' });
    expect(message.reporter).toMatchObject({ id: w.renter.user.id, full_name: 'Rita Renter' });
    expect(
      message.excerpt.map((l: { message: string; reported: boolean }) => [l.message, l.reported]),
    ).toEqual([
      ['Is it still free on Saturday?', false],
      ['Pay me by wire transfer instead, it is cheaper.', true],
      ['I would rather book through OwnLess.', false],
    ]);
    const open = await queue(t, w.admin.headers, '?status=open&kind=listing');
    expect(open.body.items).toEqual([]);
    const listing = await queue(t, w.admin.headers, '?kind=listing');
    expect(listing.body.items[0]).toMatchObject({
      target_label: 'Pressure washer',
      outcome: 'dismiss',
    });
  });

  it('unpublishes a reported listing, closes every open report of it, audits and tells each reporter', async () => {
    const w = await world(t);
    const other = await signedInUser(t, { firstName: 'Otto', locale: 'es' });
    const first = await report(t, w.renter.headers, listingReport(w));
    const second = await report(t, other.headers, { ...listingReport(w), reason: 'misleading' });

    const done = await resolve(t, w.admin.headers, first.body.id, {
      action: 'unpublish',
      note: 'Asks for wire transfers.',
    });
    expect(done.status).toBe(200);
    expect(done.body.also_closed).toEqual([second.body.id]);
    expect(done.body.report).toMatchObject({ status: 'resolved', outcome: 'unpublish' });
    expect((await listingRow(t, w.listing.id)).operatorHold).toBe('unpublished');
    const stored = await t.database.db.select().from(reports);
    expect(stored.map((r) => [r.status, r.outcome])).toEqual([
      ['resolved', 'unpublish'],
      ['resolved', 'unpublish'],
    ]);
    const audit = await t.database.db.select().from(operatorActions);
    expect(audit.map((a) => a.action).sort()).toEqual(['listing.unpublish', 'report.unpublish']);

    const [toRenter] = await mailTo(t, w.renter.user.email);
    expect(toRenter!.subject).toBe('We looked into your report');
    expect(toRenter!.text).toMatch(/took the listing out of search/);
    expect(toRenter!.text).not.toMatch(/wire transfers/);
    const [toOther] = await mailTo(t, other.user.email);
    expect(toOther!.subject).not.toBe('We looked into your report');
    expect(toOther!.text).toMatch(/Pressure washer/);
    const toOwner = await mailTo(t, w.owner.email);
    expect(toOwner.some((m) => m.text.includes('Asks for wire transfers.'))).toBe(true);
  });

  it('warns the person a report is about with the operator’s note', async () => {
    const w = await world(t);
    const filed = await report(t, w.renter.headers, {
      kind: 'user',
      target_id: w.owner.id,
      reason: 'harassment',
      details: 'Rude.',
    });
    const done = await resolve(t, w.admin.headers, filed.body.id, {
      action: 'warn',
      note: 'Be polite to renters.',
    });
    expect(done.status).toBe(200);
    const [warning] = await mailTo(t, w.owner.email);
    expect(warning!.subject).toBe('A warning from OwnLess support');
    expect(warning!.text).toMatch(/Be polite to renters\./);
    const [told] = await mailTo(t, w.renter.user.email);
    expect(told!.text).toMatch(/warned the person responsible/);
    const audit = await t.database.db.select().from(operatorActions);
    expect(audit.map((a) => a.action).sort()).toEqual(['report.warn', 'user.warn']);
  });

  it('suspends the sender of a reported message through the console’s suspension', async () => {
    const w = await world(t);
    const talk = await conversation(t, w);
    const filed = await report(t, w.renter.headers, {
      kind: 'message',
      target_id: talk.ids[1],
      reason: 'scam',
      details: '',
    });
    const done = await resolve(t, w.admin.headers, filed.body.id, {
      action: 'suspend',
      note: 'Fraud.',
    });
    expect(done.status).toBe(200);
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, w.owner.id));
    expect(owner!.suspendedAt).not.toBeNull();
    const audit = await t.database.db.select().from(operatorActions);
    expect(audit.map((a) => a.action).sort()).toEqual(['report.suspend', 'user.suspend']);
  });

  it('resolves a report once when two operators resolve it at once', async () => {
    const w = await world(t);
    const second = await signedInUser(t, { roles: ['customer', 'admin'] });
    const filed = await report(t, w.renter.headers, listingReport(w));
    const answers = await Promise.all([
      resolve(t, w.admin.headers, filed.body.id, { action: 'dismiss', note: 'Nothing wrong.' }),
      resolve(t, second.headers, filed.body.id, { action: 'unpublish', note: 'Scam listing.' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const audit = await t.database.db.select().from(operatorActions);
    expect(audit.filter((a) => a.action.startsWith('report.'))).toHaveLength(1);
    expect(await mailTo(t, w.renter.user.email)).toHaveLength(1);
  });

  it('closes two reports of one listing once when two operators resolve one each at once', async () => {
    const w = await world(t);
    const second = await signedInUser(t, { roles: ['customer', 'admin'] });
    const other = await signedInUser(t);
    const a = await report(t, w.renter.headers, listingReport(w));
    const b = await report(t, other.headers, listingReport(w));
    const answers = await Promise.all([
      resolve(t, w.admin.headers, a.body.id, { action: 'warn', note: 'Fix the photos.' }),
      resolve(t, second.headers, b.body.id, { action: 'dismiss', note: 'Looks fine.' }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const stored = await t.database.db.select().from(reports);
    expect(new Set(stored.map((r) => `${r.status}:${r.outcome}`)).size).toBe(1);
    expect(stored.every((r) => r.status === 'resolved')).toBe(true);
  });

  it('leaves everything as it was when the action is refused', async () => {
    const w = await world(t);
    const filed = await report(t, w.renter.headers, {
      kind: 'user',
      target_id: w.owner.id,
      reason: 'scam',
      details: '',
    });
    const wrong = await resolve(t, w.admin.headers, filed.body.id, {
      action: 'unpublish',
      note: 'Not a listing.',
    });
    expect(wrong.status).toBe(400);
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, w.owner.id));
    const twice = await resolve(t, w.admin.headers, filed.body.id, {
      action: 'suspend',
      note: 'Again.',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This account is already suspended.');
    const [row] = await t.database.db.select().from(reports);
    expect(row).toMatchObject({ status: 'open', outcome: null, resolvedAt: null });
    expect(await t.database.db.select().from(operatorActions)).toEqual([]);
    expect(await mailTo(t, w.renter.user.email)).toEqual([]);
    const missing = await resolve(t, w.admin.headers, 999_999, {
      action: 'dismiss',
      note: 'Gone.',
    });
    expect(missing.status).toBe(404);
  });
});
