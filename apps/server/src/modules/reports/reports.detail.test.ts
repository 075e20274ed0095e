import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, chats, reports, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { createCompletedRental, createListing } from '../../test/factories';
import { world } from '../../test/operator-world';
import { requestReservation } from '../../test/reservations';

type Headers = Record<string, string>;

const report = async (t: TestContext, headers: Headers, payload: object) => {
  const res = await t.request({ method: 'POST', url: '/api/reports', headers, payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const page = (t: TestContext, headers: Headers, id: number) =>
  t.request({ method: 'GET', url: `/api/operator/reports/${id}`, headers });

async function chatOf(t: TestContext, a: number, b: number) {
  const [one, two] = [a, b].sort((x, y) => x - y);
  const [chat] = await t.database.db
    .insert(chats)
    .values({ userOneId: one!, userTwoId: two! })
    .returning();
  return chat!.id;
}

describe('a report’s page for the operators', () => {
  const t = useTestApp();

  it('shows a reported message in its own conversation: 10 before, 5 after, to admins only', async () => {
    const w = await world(t);
    const friend = await signedInUser(t, { firstName: 'Fay', lastName: 'Friend' });
    const theirs = await chatOf(t, w.renter.user.id, w.owner.id);
    const other = await chatOf(t, w.renter.user.id, friend.user.id);
    // Twenty lines between the renter and the owner, each followed by one of the renter's
    // lines to a friend, so the two chats' ids interleave.
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const fromOwner = i % 2 === 1;
      const [line] = await t.database.db
        .insert(chatMessages)
        .values({
          chatId: theirs,
          senderId: fromOwner ? w.owner.id : w.renter.user.id,
          receiverId: fromOwner ? w.renter.user.id : w.owner.id,
          message: `Line ${i}`,
          ...(i === 14 && {
            kind: 'system',
            system: {
              event: 'deposit-released',
              reservation_id: 1,
              reservation_code: 'OL-DEPOSIT1',
              amount_cents: 5000,
            },
          }),
        })
        .returning();
      ids.push(line!.id);
      await t.database.db.insert(chatMessages).values({
        chatId: other,
        senderId: w.renter.user.id,
        receiverId: friend.user.id,
        message: `To my friend ${i}`,
      });
    }
    const id = await report(t, w.renter.headers, {
      kind: 'message',
      target_id: ids[11],
      reason: 'scam',
      details: 'Wants a wire transfer.',
    });

    const res = await page(t, w.admin.headers, id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.conversation as {
      message: string;
      sender: string;
      reported: boolean;
      kind: string;
      system: { event: string } | null;
      created_at: string;
    }[];
    expect(lines.map((l) => l.message)).toEqual(
      Array.from({ length: 16 }, (_, n) => `Line ${n + 1}`),
    );
    expect(lines.filter((l) => l.reported).map((l) => l.message)).toEqual(['Line 11']);
    expect(lines[10]).toMatchObject({ sender: 'Olga Owner', kind: 'user', system: null });
    expect(lines[0]!.sender).toBe('Olga Owner');
    expect(lines[1]!.sender).toBe('Rita Renter');
    expect(lines[13]).toMatchObject({ kind: 'system', system: { event: 'deposit-released' } });
    expect(lines.every((l) => !Number.isNaN(Date.parse(l.created_at)))).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('To my friend');
    expect(res.body.report).toMatchObject({
      id,
      kind: 'message',
      reason: 'scam',
      details: 'Wants a wire transfer.',
    });

    for (const headers of [w.renter.headers, w.ownerHeaders, friend.headers])
      expect((await page(t, headers, id)).status).toBe(403);
    expect((await page(t, {}, id)).status).toBe(401);
    expect((await page(t, w.admin.headers, 999_999)).status).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/operator/reports/abc',
          headers: w.admin.headers,
        })
      ).status,
    ).toBe(400);
  });

  it('lists the reservations between the reporter and the person, newest first, and the other open reports', async () => {
    const w = await world(t);
    const db = t.database.db;
    const bystander = await signedInUser(t, { firstName: 'Bo', lastName: 'Bystander' });
    const renterListing = await createListing(db, {
      ownerId: w.renter.user.id,
      name: 'Canoe',
      frequencies: [{ frequency: 'Daily', priceCents: 3000 }],
    });
    const pending = await requestReservation(t, w.renter.headers, w.listing.id);
    const old = await createCompletedRental(db, {
      listingId: w.listing.id,
      renterId: w.renter.user.id,
      ownerId: w.owner.id,
      completedDaysAgo: 5,
    });
    await db
      .update(reservations)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(reservations.id, old.id));
    const reverse = await createCompletedRental(db, {
      listingId: renterListing.id,
      renterId: w.owner.id,
      ownerId: w.renter.user.id,
      completedDaysAgo: 2,
    });
    // Someone else's rental of the same listing is no evidence between these two.
    await createCompletedRental(db, {
      listingId: w.listing.id,
      renterId: bystander.user.id,
      ownerId: w.owner.id,
    });

    const about = { kind: 'user', target_id: w.owner.id, reason: 'harassment', details: 'Rude.' };
    const id = await report(t, w.renter.headers, about);
    const second = await report(t, bystander.headers, { ...about, reason: 'scam' });
    const third = await report(t, (await signedInUser(t)).headers, about);
    await db
      .update(reports)
      .set({ status: 'resolved', outcome: 'dismiss' })
      .where(eq(reports.id, third));

    const res = await page(t, w.admin.headers, id);
    expect(res.status).toBe(200);
    expect(res.body.conversation).toEqual([]);
    expect(
      res.body.reservations.map((r: { id: number; status: string; reporter_role: string }) => [
        r.id,
        r.status,
        r.reporter_role,
      ]),
    ).toEqual([
      [reverse.id, 'completed', 'owner'],
      [pending.id, 'pending', 'renter'],
      [old.id, 'completed', 'renter'],
    ]);
    expect(res.body.reservations[2]).toMatchObject({
      code: old.code,
      listing: { id: w.listing.id, name: 'Pressure washer' },
      start_at: old.startAt.toISOString(),
      end_at: old.endAt.toISOString(),
    });
    expect(res.body.other_open).toEqual({
      total: 1,
      items: [
        {
          id: second,
          reason: 'scam',
          reporter_name: 'Bo Bystander',
          created_at: expect.any(String),
        },
      ],
    });
  });

  it('lists the reporter’s own reservations of a reported listing only', async () => {
    const w = await world(t);
    const db = t.database.db;
    const bystander = await signedInUser(t);
    const otherListing = await createListing(db, {
      ownerId: w.owner.id,
      name: 'Ladder',
      frequencies: [{ frequency: 'Daily', priceCents: 1000 }],
    });
    const mine = await createCompletedRental(db, {
      listingId: w.listing.id,
      renterId: w.renter.user.id,
      ownerId: w.owner.id,
    });
    await createCompletedRental(db, {
      listingId: otherListing.id,
      renterId: w.renter.user.id,
      ownerId: w.owner.id,
    });
    await createCompletedRental(db, {
      listingId: w.listing.id,
      renterId: bystander.user.id,
      ownerId: w.owner.id,
    });
    const id = await report(t, w.renter.headers, {
      kind: 'listing',
      target_id: w.listing.id,
      reason: 'misleading',
      details: '',
    });
    const res = await page(t, w.admin.headers, id);
    expect(res.status).toBe(200);
    expect(res.body.reservations.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(res.body.other_open).toEqual({ total: 0, items: [] });
  });
});
