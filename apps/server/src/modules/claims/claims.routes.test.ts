import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorActions, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';
import {
  depositState,
  mailSubjects,
  paidRentalWithDeposit,
  photo,
  sendClaim,
  sendDispute,
  startAndReturn,
  systemMessages,
} from '../../test/claims';
import { DAY, HOUR, testClock } from '../../test/clock';
import { postReport } from '../../test/condition-reports';
import { recordingPayments } from '../../test/recording-payments';
import { act } from '../../test/reservations';

/** Deposits and damage claims (decision 0027), with a 24-hour claim window. */
describe('deposits held and damage claims', () => {
  const clock = testClock();
  const payments = recordingPayments();
  const t = useTestApp(
    { CLAIM_WINDOW_HOURS: '24' },
    { now: clock.now, payments: () => payments.provider },
  );

  const view = async (headers: Record<string, string>, id: number) =>
    (await t.request({ method: 'GET', url: `/api/reservation/${id}`, headers })).body.reservation;

  it('holds the deposit of a short rental, and an accepted claim captures its amount and releases the rest', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    // Ends within 2 days, + 2 × 24 h: well within 6 days, so the deposit is only held.
    expect(payments.of('authorize')).toMatchObject([{ amountCents: 5000 }]);
    expect(payments.of('charge')).toMatchObject([
      { amountCents: r.reservation.total_cents - 5000 },
    ]);
    let state = await depositState(t, r.id);
    expect(state.deposit).toMatchObject({ mode: 'hold', stage: 'held' });
    expect(state.ledger).toEqual([
      'deposit-hold:succeeded:5000',
      `charge:succeeded:${r.reservation.total_cents - 5000}`,
    ]);

    // No claim before the item is back.
    const early = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '20',
      reason: 'The lens is scratched.',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/once the item is back/);

    // Each side's hand-over report, which the claim cites.
    const reports = [];
    for (const headers of [r.renterHeaders, r.ownerHeaders]) {
      const report = await postReport(t, headers, r.id, { stage: 'handover', works: 'true' });
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      reports.push(report.body.report.id as number);
    }

    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const owner = await view(r.ownerHeaders, r.id);
    expect(owner.deposit).toMatchObject({ stage: 'held', mode: 'hold', amount_cents: 5000 });
    expect(owner.deposit.claim_window_closes_at).toBe(
      new Date(Date.parse(owner.deposit.item_back_at) + 24 * HOUR).toISOString(),
    );
    expect(owner.claim_actions).toEqual(['claim']);
    expect((await view(r.renterHeaders, r.id)).claim_actions).toEqual([]);

    const claimed = await sendClaim(
      t,
      r.ownerHeaders,
      r.id,
      {
        amount: '20.00',
        reason: 'The lens came back with a deep scratch.',
        condition_report_ids: reports.join(','),
      },
      [await photo()],
    );
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    const claim = claimed.body.reservation.claim;
    expect(claim).toMatchObject({
      amount_cents: 2000,
      status: 'open',
      condition_report_ids: reports,
      dispute: null,
      // Accepting it gives back the rest of the $50 deposit.
      released_if_accepted_cents: 3000,
    });
    expect(claim.photos).toHaveLength(1);
    expect(claim.photos[0]).toMatchObject({ width: 64, height: 48 });
    expect(claimed.body.reservation.deposit.stage).toBe('claimed');
    // The renter is told by e-mail and in their chat with the owner, by OwnLess.
    expect(await mailSubjects(t, r.renter.email)).toContain(
      `Damage claim on your deposit: ${r.listing.name}`,
    );
    // With the deadline to answer, said where the listing is.
    const [told] = await systemMessages(t, r.renter.id);
    expect(told).toMatchObject({
      senderId: r.owner.id,
      system: {
        event: 'claim-opened',
        reservation_id: r.id,
        amount_cents: 2000,
        respond_by: claim.respond_by,
        time_zone: r.reservation.listing.timezone,
      },
    });
    expect(Date.parse(claim.respond_by) - Date.parse(claim.created_at)).toBe(24 * HOUR);
    expect(told!.message).toContain('until');
    expect((await view(r.renterHeaders, r.id)).claim_actions).toEqual([
      'accept-claim',
      'dispute-claim',
    ]);

    const accepted = await t.request({
      method: 'POST',
      url: `/api/claims/${claim.id}/accept`,
      headers: r.renterHeaders,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.reservation.deposit).toMatchObject({
      stage: 'settled',
      captured_cents: 2000,
      released_cents: 3000,
    });
    expect(accepted.body.reservation.claim).toMatchObject({
      status: 'accepted',
      released_if_accepted_cents: null,
    });
    // Captured once from the hold (Stripe lets the rest go), paid out to the owner.
    expect(payments.of('capture')).toEqual([
      expect.objectContaining({
        amountCents: 2000,
        idempotencyKey: `deposit-${state.deposit!.id}-capture`,
      }),
    ]);
    expect(payments.of('release')).toEqual([]);
    state = await depositState(t, r.id);
    expect(state.ledger.slice(2)).toEqual([
      'deposit-capture:succeeded:2000',
      'deposit-release:succeeded:3000',
      'transfer:succeeded:2000',
    ]);
    expect(await mailSubjects(t, r.owner.email)).toContain(`Claim accepted: ${r.listing.name}`);

    // Completing pays the rent out and moves the deposit no more.
    expect((await act(t, r.ownerHeaders, r.id, 'complete-rent')).status).toBe(200);
    expect((await depositState(t, r.id)).ledger.slice(5)).toEqual([
      `transfer:succeeded:${r.reservation.payout_cents || (await view(r.ownerHeaders, r.id)).payout_cents}`,
    ]);
  });

  it('charges the deposit of a later rental and refunds it when the window closes without a claim', async () => {
    const r = await paidRentalWithDeposit(t, 10, 2);
    expect(payments.of('authorize')).toEqual([]);
    expect(payments.of('charge')).toMatchObject([{ amountCents: r.reservation.total_cents }]);
    expect((await depositState(t, r.id)).deposit).toMatchObject({ mode: 'charge', stage: 'held' });

    const start = Date.parse(r.reservation.start_at) + HOUR;
    clock.set(new Date(start));
    expect(
      (await act(t, r.renterHeaders, r.id, 'rent-period-action', { action: 'start' })).status,
    ).toBe(200);
    // The owner completes from ongoing: the item is back, the payout goes, the deposit stays.
    const completed = await act(t, r.ownerHeaders, r.id, 'complete-rent');
    expect(completed.status).toBe(200);
    expect(completed.body.reservation.deposit).toMatchObject({ stage: 'held', released_cents: 0 });
    const payout = completed.body.reservation.payout_cents;
    expect(payout).toBeGreaterThan(0);
    const money = await t.request({
      method: 'GET',
      url: `/api/reservation/${r.id}/transaction`,
      headers: r.ownerHeaders,
    });
    expect(money.status).toBe(200);
    expect(money.body.ledger).toContainEqual(
      expect.objectContaining({ kind: 'transfer', status: 'succeeded', amount_cents: payout }),
    );
    expect(money.body.totals.transferred_cents).toBe(payout);
    expect(payments.of('transfer')).toMatchObject([{ amountCents: payout }]);

    expect(await t.app.services.reservations.settleDueDeposits(new Date(start + 23 * HOUR))).toBe(
      0,
    );
    expect(await t.app.services.reservations.settleDueDeposits(new Date(start + 25 * HOUR))).toBe(
      1,
    );
    const after = await view(r.renterHeaders, r.id);
    expect(after.deposit).toMatchObject({
      stage: 'released',
      released_cents: 5000,
      captured_cents: 0,
    });
    expect(after.refunded_cents).toBe(5000);
    expect(payments.of('refund')).toEqual([
      expect.objectContaining({
        amountCents: 5000,
        idempotencyKey: expect.stringMatching(/^deposit-\d+-release$/),
      }),
    ]);
    expect((await depositState(t, r.id)).ledger).toContain('deposit-release:succeeded:5000');
    expect(await mailSubjects(t, r.renter.email)).toContain(`Deposit released: ${r.listing.name}`);
    expect((await systemMessages(t, r.renter.id)).map((m) => m.system?.event)).toEqual([
      'deposit-released',
    ]);
    // Nothing is due twice.
    expect(await t.app.services.reservations.settleDueDeposits(new Date(start + 30 * HOUR))).toBe(
      0,
    );
  });

  it('refuses claims from the wrong people, too large, badly written or too late, and changes nothing', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const before = await depositState(t, r.id);
    const good = { amount: '20', reason: 'The lens came back with a deep scratch.' };
    const { headers: stranger } = await signedInUser(t);

    const renter = await sendClaim(t, r.renterHeaders, r.id, good);
    expect([renter.status, renter.body.message]).toEqual([403, 'Only the owner can do that.']);
    expect((await sendClaim(t, stranger, r.id, good)).status).toBe(403);
    const tooMuch = await sendClaim(t, r.ownerHeaders, r.id, { ...good, amount: '50.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount[0]).toBe('The claim can be at most the deposit ($50.00).');
    const short = await sendClaim(t, r.ownerHeaders, r.id, { ...good, reason: 'Broken' });
    expect(short.status).toBe(400);
    expect(short.body.errors.reason).toBeDefined();
    const zero = await sendClaim(t, r.ownerHeaders, r.id, { ...good, amount: '0' });
    expect(zero.status).toBe(400);
    // In Spanish for a reader who asks in Spanish.
    const spanish = await sendClaim(t, { ...r.ownerHeaders, 'accept-language': 'es' }, r.id, {
      ...good,
      amount: '60',
    });
    expect(spanish.body.errors.amount[0]).toMatch(/depósito/);

    clock.set(new Date(Date.parse(r.reservation.start_at) + 26 * HOUR));
    const late = await sendClaim(t, r.ownerHeaders, r.id, good);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/The time to claim on this deposit ended/);
    expect(await depositState(t, r.id)).toEqual(before);
  });

  it('sends a disputed claim to the operators, whose decision is final, audited and told to both', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, {
        amount: '40',
        reason: 'The lens is cracked right through.',
      })
    ).body.reservation.claim;

    const ownerAccepts = await t.request({
      method: 'POST',
      url: `/api/claims/${claim.id}/accept`,
      headers: r.ownerHeaders,
    });
    expect([ownerAccepts.status, ownerAccepts.body.message]).toEqual([
      403,
      'Only the renter can do that.',
    ]);
    const disputed = await sendDispute(
      t,
      r.renterHeaders,
      claim.id,
      'It was cracked at the hand-over already.',
    );
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
    expect(disputed.body.reservation.claim).toMatchObject({
      status: 'disputed',
      dispute: { reason: 'It was cracked at the hand-over already.' },
    });
    expect(disputed.body.reservation.claim_actions).toEqual([]);
    expect(await mailSubjects(t, r.owner.email)).toContain(`Claim disputed: ${r.listing.name}`);
    // Only an operator decides.
    const decide = (headers: Record<string, string>, amount: string) =>
      t.request({
        method: 'POST',
        url: `/api/operator/claims/${claim.id}/decide`,
        headers,
        payload: { amount, note: 'The hand-over photos show a small crack; half is fair.' },
      });
    expect((await decide(r.ownerHeaders, '10')).status).toBe(403);

    const { headers: admin } = await signedInUser(t, { roles: ['customer', 'admin'] });
    const queue = await t.request({ method: 'GET', url: '/api/operator/claims', headers: admin });
    expect(queue.body.items).toMatchObject([
      {
        id: claim.id,
        status: 'disputed',
        amount_cents: 4000,
        deposit_cents: 5000,
        reservation: { id: r.id },
      },
    ]);
    const detail = await t.request({
      method: 'GET',
      url: `/api/operator/claims/${claim.id}`,
      headers: admin,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.messages.map((m: { kind: string }) => m.kind)).toEqual(['system', 'system']);
    // What each step was, so the console says it in the operator's language.
    expect(detail.body.messages.map((m: { system: unknown }) => m.system)).toEqual([
      {
        event: 'claim-opened',
        reservation_id: r.id,
        reservation_code: r.reservation.code,
        amount_cents: 4000,
        respond_by: claim.respond_by,
        time_zone: r.reservation.listing.timezone,
      },
      {
        event: 'claim-disputed',
        reservation_id: r.id,
        reservation_code: r.reservation.code,
        amount_cents: 4000,
      },
    ]);
    expect(detail.body.events.map((e: { action: string }) => e.action)).toContain('dispute-claim');

    const tooMuch = await decide(admin, '40.01');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toBeDefined();
    const decided = await decide(admin, '10');
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.claim).toMatchObject({
      status: 'decided',
      decision: {
        amount_cents: 1000,
        note: 'The hand-over photos show a small crack; half is fair.',
      },
    });
    expect(decided.body.reservation.deposit).toMatchObject({
      stage: 'settled',
      captured_cents: 1000,
      released_cents: 4000,
    });
    expect((await decide(admin, '5')).status).toBe(409);
    expect(payments.of('capture')).toHaveLength(1);
    const [audit] = await t.database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.action, 'claim.decide'));
    expect(audit).toMatchObject({ subjectId: r.id, after: { kept_cents: 1000 } });
    expect(await mailSubjects(t, r.renter.email)).toContain(`Claim decided: ${r.listing.name}`);
    expect(await mailSubjects(t, r.owner.email)).toContain(`Claim decided: ${r.listing.name}`);
  });

  it('accepts a claim the renter leaves unanswered, and lets no answer in after its time', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    const back = Date.parse(r.reservation.start_at) + HOUR;
    clock.set(new Date(back));
    await startAndReturn(t, r.renterHeaders, r.id);
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, {
        amount: '15',
        reason: 'A strap is torn off the bag.',
      })
    ).body.reservation.claim;
    clock.set(new Date(back + 25 * HOUR));
    const late = await t.request({
      method: 'POST',
      url: `/api/claims/${claim.id}/accept`,
      headers: r.renterHeaders,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/The time to answer this claim ended/);
    expect(await t.app.services.reservations.settleDueDeposits()).toBe(1);
    const after = await view(r.renterHeaders, r.id);
    expect(after.claim.status).toBe('lapsed');
    expect(after.deposit).toMatchObject({
      stage: 'settled',
      captured_cents: 1500,
      released_cents: 3500,
    });
    expect(await mailSubjects(t, r.renter.email)).toContain(`Claim accepted: ${r.listing.name}`);
  });

  it('captures a hold in full before the card lets it lapse, then refunds what is not kept', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    const paid = Date.now();
    // The renter keeps the item: still out after 6.5 days of the hold.
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 6 * DAY))).toBe(0);
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 6.6 * DAY))).toBe(1);
    let state = await depositState(t, r.id);
    expect(state.deposit).toMatchObject({ mode: 'charge', stage: 'held' });
    expect(state.ledger).toContain('deposit-capture:succeeded:5000');
    expect(await mailSubjects(t, r.renter.email)).toContain(`Deposit charged: ${r.listing.name}`);
    clock.set(new Date(paid + 6.7 * DAY));
    await startAndReturn(t, r.renterHeaders, r.id);
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 7.8 * DAY))).toBe(1);
    state = await depositState(t, r.id);
    expect(state.deposit).toMatchObject({ stage: 'released', releasedCents: 5000 });
    // Captured once, then refunded from the captured payment: never released at the provider.
    expect(payments.of('capture')).toHaveLength(1);
    expect(payments.of('release')).toEqual([]);
    expect(payments.of('refund')).toMatchObject([
      { amountCents: 5000, chargeRef: state.deposit!.holdRef },
    ]);
  });

  it('writes each party in their own language: Spanish to the renter, Arabic to the owner', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, r.renter.id));
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, r.owner.id));
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, { amount: '10', reason: 'The lid is cracked.' })
    ).body.reservation.claim;
    await sendDispute(t, r.renterHeaders, claim.id, 'It was cracked before the hand-over.');
    expect(await mailSubjects(t, r.renter.email)).toContain(
      `Reclamación por daños sobre tu depósito: ${r.listing.name}`,
    );
    expect(await mailSubjects(t, r.owner.email)).toContain(
      `اعتراض على المطالبة: ${r.listing.name}`,
    );
  });

  it('gives a held deposit back in full when the rental is cancelled', async () => {
    const r = await paidRentalWithDeposit(t, 1, 1);
    // What the dialog says comes back: the rent; the held deposit is only let go.
    expect((await view(r.ownerHeaders, r.id)).cancel_refund.total_cents).toBe(
      r.reservation.total_cents - 5000,
    );
    const cancelled = await act(t, r.ownerHeaders, r.id, 'seller-cancel-rent', {
      reason: 'Broken.',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reservation.deposit).toMatchObject({
      stage: 'released',
      released_cents: 5000,
    });
    expect(payments.of('release')).toHaveLength(1);
    // The rent is refunded; the deposit was never charged.
    expect(cancelled.body.reservation.refunded_cents).toBe(r.reservation.total_cents - 5000);
  });
});
