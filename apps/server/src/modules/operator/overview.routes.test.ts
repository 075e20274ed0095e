import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, users } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { DAY, testClock } from '../../test/clock';
import { signedInOwner, signedInUser } from '../../test/auth';
import { createListing, createUser } from '../../test/factories';
import { bookReservation, requestReservation } from '../../test/reservations';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Metric = {
  key: string;
  unit: string;
  total: number | null;
  previous: number | null;
  series: (number | null)[];
};
const byKey = (body: { metrics: Metric[] }) =>
  Object.fromEntries(body.metrics.map((m) => [m.key, m])) as Record<string, Metric>;

async function overview(t: TestContext, headers: Record<string, string>, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/admin/overview${query}`, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('operator overview: the numbers for data made through the API', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('counts users, listings, requests, decisions and the money from the ledger', async () => {
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
    const renter = await signedInUser(t, {});
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
    });
    // A 50.00 deposit: held on the card for a booking soon, else charged; never booking value.
    await t.database.db
      .update(listings)
      .set({ depositCents: 5000 })
      .where(eq(listings.id, listing.id));

    const call = async (
      headers: Record<string, string>,
      id: number,
      path: string,
      payload = {},
    ) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/reservation/${id}/${path}`,
        headers,
        payload,
      });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.reservation;
    };
    const request = (start: number) => requestReservation(t, renter.headers, listing.id, { start });
    const book = (start: number) =>
      bookReservation(t, { renterHeaders: renter.headers, ownerHeaders }, listing.id, { start });

    // Rent 20.00, service fee 2.00, commission 2.00, deposit 50.00 (held, not charged: 22.00
    // charged for the booking in 2 days; 72.00 for those further out).
    const completed = await book(2);
    expect(completed.total_cents).toBe(7200);
    const open = await book(5);
    const cancelled = await book(10);
    const rejected = await request(15);
    await call(ownerHeaders, rejected.id, 'reject');
    await request(20); // still pending
    // Cancelled long before the start: everything back (flexible policy).
    await call(renter.headers, cancelled.id, 'cancel-reservation');
    clock.set(completed.start_at);
    await call(renter.headers, completed.id, 'rent-period-action', { action: 'start' });
    await call(renter.headers, completed.id, 'rent-period-action', { action: 'return' });
    await call(ownerHeaders, completed.id, 'complete-rent');
    expect(open.id).toBeGreaterThan(0);

    // Yesterday and today (UTC), so a run at midnight still sees everything.
    const today = isoDay(Date.now());
    const yesterday = isoDay(Date.now() - DAY);
    const body = await overview(t, admin.headers, `?from=${yesterday}&to=${today}`);
    expect(body).toMatchObject({
      period: { from: yesterday, to: today },
      previous_period: { from: isoDay(Date.now() - 3 * DAY), to: isoDay(Date.now() - 2 * DAY) },
      timezone: 'UTC',
      currency: 'usd',
      days: [yesterday, today],
    });
    const m = byKey(body);
    const totals = Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.total]));
    expect(totals).toEqual({
      new_users: 3,
      new_listings: 1,
      reservation_requests: 5,
      // Approved 3 of the 4 the owner decided (one still pending).
      acceptance_rate: 75,
      bookings: 3,
      // 3 × (rent 20.00 + fee 2.00), deposits excluded.
      gross_booking_value: 6600,
      // The completed booking: 22.00 charged − 18.00 payout (its deposit only held); the cancelled one: 0.
      fees_earned: 400,
      // The cancellation gave back 72.00 of which 50.00 was the deposit.
      refunds: 2200,
      // The open booking: rent − commission is owed to the owner.
      payouts_due: 1800,
    });
    for (const metric of body.metrics as Metric[]) {
      expect(metric.series, metric.key).toHaveLength(2);
      expect(metric.previous, metric.key).toBe(metric.key === 'acceptance_rate' ? null : 0);
    }
    expect(m.new_users!.series.reduce((a, b) => a! + b!, 0)).toBe(3);
    expect(m.payouts_due!.series.at(-1)).toBe(1800);
    expect(m.gross_booking_value!.unit).toBe('cents');
    expect(m.acceptance_rate!.unit).toBe('percent');
  });
});

describe('operator overview: periods', () => {
  const t = useTestApp();

  it('cuts days at UTC midnight and compares with the period before', async () => {
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    await t.database.db.update(users).set({ createdAt: new Date('2026-02-20T10:00:00Z') });
    for (const at of [
      '2026-02-28T23:59:59.999Z', // the previous period's last instant
      '2026-03-01T00:00:00.000Z', // the period's first instant
      '2026-03-02T12:00:00.000Z',
      '2026-03-02T23:59:59.999Z', // the period's last instant
      '2026-03-03T00:00:00.000Z', // after it
    ]) {
      const user = await createUser(t.database.db);
      await t.database.db
        .update(users)
        .set({ createdAt: new Date(at) })
        .where(eq(users.id, user.id));
    }
    const body = await overview(t, admin.headers, '?from=2026-03-01&to=2026-03-02');
    expect(body.previous_period).toEqual({ from: '2026-02-27', to: '2026-02-28' });
    expect(body.days).toEqual(['2026-03-01', '2026-03-02']);
    const users_ = byKey(body).new_users!;
    expect(users_).toMatchObject({ total: 3, previous: 1, series: [1, 2] });
  });

  it('answers zeros (and no rate) for an empty period, and the last 30 days by default', async () => {
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    const empty = await overview(t, admin.headers, '?from=2030-01-01&to=2030-01-07');
    expect(empty.days).toHaveLength(7);
    for (const metric of empty.metrics as Metric[]) {
      const zero = metric.key === 'acceptance_rate' ? null : 0;
      expect([metric.total, metric.previous], metric.key).toEqual([zero, zero]);
      expect(metric.series, metric.key).toEqual(Array(7).fill(zero));
    }
    const fallback = await overview(t, admin.headers);
    expect(fallback.days).toHaveLength(30);
    expect(fallback.period.to).toBe(isoDay(Date.now()));
  });

  it('refuses half periods, reversed ones and more than 366 days with field messages', async () => {
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    const ask = (query: string) =>
      t.request({ method: 'GET', url: `/api/admin/overview${query}`, headers: admin.headers });
    const half = await ask('?from=2026-03-01');
    expect(half.status).toBe(400);
    expect(half.body.errors.to).toBeDefined();
    const reversed = await ask('?from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.to).toBeDefined();
    const long = await ask('?from=2025-01-01&to=2026-01-02');
    expect(long.status).toBe(400);
    expect(long.body.errors.to[0]).toMatch(/366/);
    const bad = await ask('?from=2026-02-30&to=2026-03-01');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.from).toBeDefined();
  });

  it('answers admins only', async () => {
    const renter = await signedInUser(t, {});
    expect((await t.request({ method: 'GET', url: '/api/admin/overview' })).status).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/overview', headers: renter.headers }))
        .status,
    ).toBe(403);
  });
});
