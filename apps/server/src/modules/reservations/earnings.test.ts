import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import {
  depositState,
  paidRentalWithDeposit,
  sendClaim,
  sendDispute,
  startAndReturn,
} from '../../test/claims';
import { DAY, HOUR, testClock } from '../../test/clock';
import { recordingPayments } from '../../test/recording-payments';
import { act } from '../../test/reservations';

/**
 * An owner's figures (GET /api/reservation/earnings and the reservation's
 * `deposit_kept_cents`): what a finished damage claim keeps of the deposit is the owner's
 * own figure beside the rent's payout, with the default 72-hour claim window.
 */
describe("what an owner keeps of a deposit, in the owner's figures", () => {
  const clock = testClock();
  const payments = recordingPayments();
  const t = useTestApp({}, { now: clock.now, payments: () => payments.provider });

  const earnings = async (headers: Record<string, string>) => {
    const res = await t.request({ method: 'GET', url: '/api/reservation/earnings', headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const page = async (headers: Record<string, string>, id: number) =>
    (await t.request({ method: 'GET', url: `/api/reservation/${id}`, headers })).body.reservation;
  const keptOnPage = async (headers: Record<string, string>, id: number) =>
    (await page(headers, id)).deposit_kept_cents;

  it('counts what the operator decides of a disputed claim, not while it is open or disputed', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1, 10_000);
    const payout = (await page(r.ownerHeaders, r.id)).payout_cents;
    expect(payout).toBeGreaterThan(0);
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const claimed = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '50',
      reason: 'The frame came back bent.',
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    const claim = claimed.body.reservation.claim;
    expect(await earnings(r.ownerHeaders)).toMatchObject({ deposits_kept_cents: 0 });
    expect(await keptOnPage(r.ownerHeaders, r.id)).toBe(0);

    expect((await sendDispute(t, r.renterHeaders, claim.id, 'It was bent already.')).status).toBe(
      200,
    );
    expect(await earnings(r.ownerHeaders)).toMatchObject({ deposits_kept_cents: 0 });
    expect(await keptOnPage(r.ownerHeaders, r.id)).toBe(0);

    const { headers: admin } = await signedInUser(t, { roles: ['customer', 'admin'] });
    const decided = await t.request({
      method: 'POST',
      url: `/api/operator/claims/${claim.id}/decide`,
      headers: admin,
      payload: { amount: '30', note: 'The photos show a small bend; $30 is fair.' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await earnings(r.ownerHeaders)).toEqual({
      paid_out_cents: 0,
      upcoming_payout_cents: payout,
      completed_count: 0,
      deposits_kept_cents: 3000,
      earned_cents: 3000,
    });
    expect(await keptOnPage(r.ownerHeaders, r.id)).toBe(3000);

    // Completing pays the rent out; the kept deposit stays its own figure, both in the total.
    expect((await act(t, r.ownerHeaders, r.id, 'complete-rent')).status).toBe(200);
    expect(await earnings(r.ownerHeaders)).toEqual({
      paid_out_cents: payout,
      upcoming_payout_cents: 0,
      completed_count: 1,
      deposits_kept_cents: 3000,
      earned_cents: payout + 3000,
    });
  });

  it("shows each owner only their own figures, and the renter's own (none) to the renter", async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, { amount: '20', reason: 'The lens is scratched.' })
    ).body.reservation.claim;
    const accepted = await t.request({
      method: 'POST',
      url: `/api/claims/${claim.id}/accept`,
      headers: r.renterHeaders,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await earnings(r.ownerHeaders)).toMatchObject({ deposits_kept_cents: 2000 });

    const nothing = {
      paid_out_cents: 0,
      upcoming_payout_cents: 0,
      completed_count: 0,
      deposits_kept_cents: 0,
      earned_cents: 0,
    };
    expect(await earnings(r.renterHeaders)).toEqual(nothing);
    expect(await keptOnPage(r.renterHeaders, r.id)).toBe(0);
    const { headers: otherOwner } = await signedInOwner(t);
    expect(await earnings(otherOwner)).toEqual(nothing);
  });

  it('counts nothing of a deposit released without a claim', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const released = new Date(Date.parse(r.reservation.start_at) + 4 * DAY);
    expect(await t.app.services.reservations.settleDueDeposits(released)).toBe(1);
    expect((await depositState(t, r.id)).deposit).toMatchObject({
      stage: 'released',
      releasedCents: 5000,
    });
    expect(await earnings(r.ownerHeaders)).toMatchObject({ deposits_kept_cents: 0 });
    expect(await keptOnPage(r.ownerHeaders, r.id)).toBe(0);
  });

  it('never counts a hold captured whole before it lapses, only what the lapsed claim keeps', async () => {
    // Paid two days ahead: the deposit is a hold, and a late claim outlives the card's hold.
    const r = await paidRentalWithDeposit(t, 2, 1);
    const paid = Date.now();
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    clock.set(new Date(paid + 5 * DAY));
    const claimed = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '20',
      reason: 'The paddle came back cracked.',
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 6.6 * DAY))).toBe(1);
    expect((await depositState(t, r.id)).ledger).toContain('deposit-capture:succeeded:5000');
    expect(await earnings(r.ownerHeaders)).toMatchObject({ deposits_kept_cents: 0 });
    expect(await keptOnPage(r.ownerHeaders, r.id)).toBe(0);

    // Unanswered, the claim lapses and counts as accepted: $20 kept, $30 refunded.
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 8.1 * DAY))).toBe(1);
    expect(await earnings(r.ownerHeaders)).toMatchObject({ deposits_kept_cents: 2000 });
    expect(await keptOnPage(r.ownerHeaders, r.id)).toBe(2000);
  });
});
