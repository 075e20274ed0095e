import { formatCents } from '@ownless/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, operatorActions, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { mailTo } from '../../test/auth';
import { inDays } from '../../test/clock';
import { createListing } from '../../test/factories';
import { advance, world } from '../../test/operator-world';
import { requestReservation } from '../../test/reservations';

type World = Awaited<ReturnType<typeof world>>;

const get = (t: TestContext, w: World, url: string) =>
  t.request({ method: 'GET', url, headers: w.admin.headers });

const cancel = (
  t: TestContext,
  headers: Record<string, string>,
  id: number,
  expected_status: string,
  reason = 'Listing reported as stolen.',
) =>
  t.request({
    method: 'POST',
    url: `/api/admin/reservations/${id}/cancel`,
    headers,
    payload: { reason, expected_status },
  });

const ledgerOf = (t: TestContext, id: number) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id));

describe('operator reservations: who may call them', () => {
  const t = useTestApp();

  it('answers admins only: 401 for guests, 403 for renters and owners, even their own', async () => {
    const w = await world(t);
    const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 5 });
    const calls = [
      { method: 'GET' as const, url: '/api/admin/reservations' },
      { method: 'GET' as const, url: `/api/admin/reservations/${r.id}` },
      {
        method: 'POST' as const,
        url: `/api/admin/reservations/${r.id}/cancel`,
        payload: { reason: 'Spam', expected_status: 'pending' },
      },
    ];
    for (const call of calls) {
      expect((await t.request(call)).status, call.url).toBe(401);
      expect((await t.request({ ...call, headers: w.renter.headers })).status, call.url).toBe(403);
      expect((await t.request({ ...call, headers: w.ownerHeaders })).status, call.url).toBe(403);
    }
    const [row] = await t.database.db.select().from(reservations);
    expect(row!.status).toBe('pending');
    expect(await t.database.db.select().from(operatorActions)).toEqual([]);
  });

  it('answers field errors for bad filters and bodies', async () => {
    const w = await world(t);
    const bad = await get(
      t,
      w,
      '/api/admin/reservations?status=lost&sort=price&from=2026-02-30&per_page=500',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'per_page', 'sort', 'status']);
    const backwards = await get(t, w, '/api/admin/reservations?from=2026-05-10&to=2026-05-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.to).toEqual(['The end of the range is before its start.']);
    const noReason = await t.request({
      method: 'POST',
      url: '/api/admin/reservations/1/cancel',
      headers: w.admin.headers,
      payload: { reason: ' ', expected_status: 'nope' },
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.errors).sort()).toEqual(['expected_status', 'reason']);
    expect((await get(t, w, '/api/admin/reservations/999999')).status).toBe(404);
  });
});

describe('finding reservations', () => {
  const t = useTestApp();

  it('searches by id, code, renter, owner and listing, filters by status and dates, sorts and pages on the server', async () => {
    const w = await world(t);
    const ladder = await createListing(t.database.db, {
      ownerId: w.owner.id,
      name: 'Extension ladder',
      frequencies: [{ frequency: 'Daily', priceCents: 5000 }],
    });
    const soon = await requestReservation(t, w.renter.headers, w.listing.id, { start: 5 });
    const later = await requestReservation(t, w.renter.headers, ladder.id, { start: 40 });
    await advance(t, w, later.id, 'approved');

    const ids = async (query: string) => {
      const res = await get(t, w, `/api/admin/reservations?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items.map((r: { id: number }) => r.id);
    };
    expect(await ids('')).toEqual([later.id, soon.id]);
    expect(await ids('sort=start')).toEqual([soon.id, later.id]);
    expect(await ids('sort=total')).toEqual([later.id, soon.id]);
    expect(await ids(`q=${soon.code.toLowerCase()}`)).toEqual([soon.id]);
    expect(await ids(`q=%23${later.id}`)).toEqual([later.id]);
    expect(await ids('q=ladder')).toEqual([later.id]);
    expect(await ids(`q=${encodeURIComponent(w.renter.user.email)}`)).toEqual([later.id, soon.id]);
    expect(await ids('q=olga%20owner&status=approved')).toEqual([later.id]);
    expect(await ids('q=50%25')).toEqual([]);
    expect(await ids(`listing_id=${w.listing.id}`)).toEqual([soon.id]);
    expect(await ids(`user_id=${w.owner.id}&status=pending`)).toEqual([soon.id]);
    // The date range keeps reservations whose period overlaps it.
    expect(await ids(`from=${inDays(30).slice(0, 10)}`)).toEqual([later.id]);
    expect(await ids(`to=${inDays(10).slice(0, 10)}`)).toEqual([soon.id]);
    expect(
      await ids(`from=${inDays(5).slice(0, 10)}&to=${inDays(5).slice(0, 10)}&status=pending`),
    ).toEqual([soon.id]);

    const page = await get(t, w, '/api/admin/reservations?per_page=1&page=2');
    expect(page.body).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(page.body.items[0]).toMatchObject({
      id: soon.id,
      code: soon.code,
      status: 'pending',
      listing: { id: w.listing.id, name: 'Pressure washer' },
      renter: { id: w.renter.user.id, full_name: 'Rita Renter', suspended: false },
      owner: { id: w.owner.id, full_name: 'Olga Owner', email: w.owner.email },
      total_cents: soon.total_cents,
      refunded_cents: 0,
    });
  });

  it('shows one reservation with its parties, price lines, timeline, ledger and what cancelling would do', async () => {
    const w = await world(t);
    const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 6 });
    await advance(t, w, r.id, 'paid');
    const res = await get(t, w, `/api/admin/reservations/${r.id}`);
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({
      id: r.id,
      status: 'paid',
      renter: { full_name: 'Rita Renter' },
      owner: { full_name: 'Olga Owner' },
      policy: 'flexible',
      timezone: expect.any(String),
      paid_at: expect.any(String),
    });
    expect(res.body.line_items.map((l: { code: string }) => l.code)).toEqual([
      'rent',
      'service_fee',
    ]);
    expect(res.body.events.map((e: { action: string }) => e.action)).toEqual([
      'request',
      'approve',
      'checkout',
    ]);
    expect(res.body.ledger).toEqual([
      expect.objectContaining({
        kind: 'charge',
        status: 'succeeded',
        amount_cents: r.total_cents,
        provider: 'sandbox',
        provider_ref: expect.any(String),
      }),
    ]);
    expect(res.body.totals).toEqual({
      charged_cents: r.total_cents,
      refunded_cents: 0,
      transferred_cents: 0,
    });
    expect(res.body.cancel).toMatchObject({
      allowed: true,
      refused_reason: null,
      refund_cents: r.total_cents,
    });
    expect(res.body.audit).toEqual([]);
  });
});

describe('the operator cancels a reservation', () => {
  const t = useTestApp();

  it('cancels a paid reservation through the machine, refunds everything once, tells both parties and records it', async () => {
    const w = await world(t);
    const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 8 });
    await advance(t, w, r.id, 'paid');
    const live: { reservationId: number; status: string }[] = [];
    const stop = t.app.services.realtime.on('reservationUpdated', (e) => live.push(e));

    const res = await cancel(t, w.admin.headers, r.id, 'paid');
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: r.id,
      status: 'cancelled',
      refunded_cents: r.total_cents,
      message: expect.stringContaining(`${formatCents(r.total_cents)} was refunded`),
    });
    expect(live).toEqual([expect.objectContaining({ reservationId: r.id, status: 'cancelled' })]);

    const [row] = await t.database.db.select().from(reservations);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancelReason: 'Listing reported as stolen.',
      refundedCents: r.total_cents,
      payoutCents: 0,
    });
    const refunds = (await ledgerOf(t, r.id)).filter((l) => l.kind === 'refund');
    expect(refunds.map((l) => [l.amountCents, l.status])).toEqual([[r.total_cents, 'succeeded']]);

    // The parties see it as the operators' cancellation and were e-mailed the reason.
    const seen = await t.request({
      method: 'GET',
      url: `/api/reservation/${r.id}`,
      headers: w.renter.headers,
    });
    expect(seen.body.reservation).toMatchObject({ status: 'cancelled', cancelled_by: 'admin' });
    for (const email of [w.renter.user.email, w.owner.email]) {
      const [mail] = await mailTo(t, email);
      expect(mail!.subject).toBe('Cancelled: Pressure washer');
      expect(mail!.text).toContain('Listing reported as stolen.');
    }

    // The detail shows it: the machine's event by the operator, the refund, the audit entry.
    const detail = await get(t, w, `/api/admin/reservations/${r.id}`);
    expect(detail.body.events.at(-1)).toMatchObject({
      action: 'cancel-by-admin',
      actor_role: 'admin',
      actor_name: 'Ada Admin',
      from_status: 'paid',
      to_status: 'cancelled',
    });
    expect(detail.body.totals.refunded_cents).toBe(r.total_cents);
    expect(detail.body.cancel).toMatchObject({ allowed: false, refund_cents: 0 });
    expect(detail.body.audit).toEqual([
      expect.objectContaining({
        action: 'reservation.cancel',
        actor_id: w.admin.user.id,
        subject_type: 'reservation',
        subject_id: r.id,
        subject: `${r.code} · Pressure washer`,
        reason: 'Listing reported as stolen.',
        before: { status: 'paid', refunded_cents: 0 },
        after: { status: 'cancelled', refunded_cents: r.total_cents, refund_cents: r.total_cents },
      }),
    ]);

    // Twice is refused, with the machine's word, and nothing more is refunded.
    const again = await cancel(t, w.admin.headers, r.id, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already cancelled\. Only open reservations/);
    expect((await ledgerOf(t, r.id)).filter((l) => l.kind === 'refund')).toHaveLength(1);
    expect(await t.database.db.select().from(operatorActions)).toHaveLength(1);
  });

  it('cancels a request nothing was paid for, refunding nothing', async () => {
    const w = await world(t);
    const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 8 });
    const res = await cancel(t, w.admin.headers, r.id, 'pending');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
    expect(res.body.message).toContain('nothing had been charged');
    expect(await ledgerOf(t, r.id)).toEqual([]);
  });

  it('refuses when the reservation moved on since the operator looked, and leaves it alone', async () => {
    const w = await world(t);
    const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 8 });
    await advance(t, w, r.id, 'approved');
    const res = await cancel(t, w.admin.headers, r.id, 'pending');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This reservation changed while you were looking: it is approved now, not pending. Check it again before cancelling.',
    );
    const [row] = await t.database.db.select().from(reservations);
    expect(row!.status).toBe('approved');
    expect(await t.database.db.select().from(operatorActions)).toEqual([]);
  });

  it('refuses a completed reservation: the machine does not allow it', async () => {
    const w = await world(t);
    const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 8 });
    await t.database.db
      .update(reservations)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(reservations.id, r.id));
    const detail = await get(t, w, `/api/admin/reservations/${r.id}`);
    expect(detail.body.cancel).toMatchObject({ allowed: false });
    expect(detail.body.cancel.refused_reason).toMatch(/already completed/);
    const res = await cancel(t, w.admin.headers, r.id, 'completed');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(detail.body.cancel.refused_reason);
    // An operator reading in Spanish gets the reason in Spanish.
    const inSpanish = await t.request({
      method: 'GET',
      url: `/api/admin/reservations/${r.id}`,
      headers: { ...w.admin.headers, 'accept-language': 'es' },
    });
    expect(inSpanish.body.cancel.refused_reason).toBe(
      'Esta reserva ya está completada. Solo se pueden cancelar las reservas abiertas (pendiente, aprobada, pagada, enviada, en curso o devuelta).',
    );
  });

  it('refunds only what was not refunded already (a refund made in the Stripe Dashboard)', async () => {
    const w = await world(t);
    const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 8 });
    await advance(t, w, r.id, 'paid');
    await t.database.db
      .update(reservations)
      .set({ refundedCents: 1000 })
      .where(eq(reservations.id, r.id));
    const detail = await get(t, w, `/api/admin/reservations/${r.id}`);
    expect(detail.body.cancel.refund_cents).toBe(r.total_cents - 1000);
    expect(detail.body.cancel.explanation).toContain('$10.00 was refunded already');
    const res = await cancel(t, w.admin.headers, r.id, 'paid');
    expect(res.body.refunded_cents).toBe(r.total_cents);
    const refunds = (await ledgerOf(t, r.id)).filter((l) => l.kind === 'refund');
    expect(refunds.map((l) => l.amountCents)).toEqual([r.total_cents - 1000]);
  });
});

/**
 * The operator's cancellation racing a party's action on the same reservation: on PGlite
 * transactions take turns; on PostgreSQL (TEST_DATABASE_URL) they run at once and the
 * reservation's row lock decides. Either way exactly one wins and money moves once.
 */
describe('the operator cancels while a party acts', () => {
  const t = useTestApp();

  it('operator cancel against the owner approving: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const w = await world(t);
      const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 8 });
      const [byOperator, byOwner] = await Promise.all([
        cancel(t, w.admin.headers, r.id, 'pending'),
        t.request({
          method: 'POST',
          url: `/api/reservation/${r.id}/approve`,
          headers: w.ownerHeaders,
          payload: {},
        }),
      ]);
      expect([byOperator.status, byOwner.status].sort()).toEqual([200, 409]);
      const [row] = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, r.id));
      expect(row!.status).toBe(byOperator.status === 200 ? 'cancelled' : 'approved');
      const audited = await t.database.db
        .select()
        .from(operatorActions)
        .where(eq(operatorActions.subjectId, r.id));
      expect(audited).toHaveLength(byOperator.status === 200 ? 1 : 0);
    }
  });

  it('operator cancel against the renter cancelling a paid booking: one wins, refunded once', async () => {
    for (let round = 0; round < 3; round++) {
      const w = await world(t);
      const r = await requestReservation(t, w.renter.headers, w.listing.id, { start: 8 });
      await advance(t, w, r.id, 'paid');
      const [byOperator, byRenter] = await Promise.all([
        cancel(t, w.admin.headers, r.id, 'paid'),
        t.request({
          method: 'POST',
          url: `/api/reservation/${r.id}/cancel-reservation`,
          headers: w.renter.headers,
          payload: {},
        }),
      ]);
      expect([byOperator.status, byRenter.status].sort()).toEqual([200, 409]);
      const [row] = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, r.id));
      expect(row).toMatchObject({
        status: 'cancelled',
        cancelledBy: byOperator.status === 200 ? 'admin' : 'renter',
        refundedCents: r.total_cents,
      });
      const refunds = (await ledgerOf(t, r.id)).filter((l) => l.kind === 'refund');
      expect(refunds.map((l) => l.amountCents)).toEqual([r.total_cents]);
    }
  });
});
