import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';
import {
  depositState,
  paidRentalWithDeposit,
  sendClaim,
  sendDispute,
  startAndReturn,
} from '../../test/claims';
import { HOUR, testClock } from '../../test/clock';
import { recordingPayments } from '../../test/recording-payments';

/**
 * Read-then-write races on deposits (decision 0027): each test fires competing steps at
 * once. On PGlite transactions take turns; on PostgreSQL (TEST_DATABASE_URL) they are truly
 * concurrent, and the reservation's and the deposit's row locks decide: exactly one wins,
 * and the money moves once.
 */
describe('deposit steps under concurrent requests', () => {
  const clock = testClock();
  const payments = recordingPayments();
  const t = useTestApp(
    { CLAIM_WINDOW_HOURS: '24' },
    { now: clock.now, payments: () => payments.provider },
  );

  /** A rental back with its renter an hour after it started; answers that instant too. */
  async function returned() {
    const r = await paidRentalWithDeposit(t, 1, 1);
    const back = Date.parse(r.reservation.start_at) + HOUR;
    clock.set(new Date(back));
    await startAndReturn(t, r.renterHeaders, r.id);
    return { ...r, back };
  }

  const count = (ledger: string[], kind: string) =>
    ledger.filter((l) => l.startsWith(`${kind}:succeeded`)).length;

  it('a claim made as the window closes and the closing job: one of them wins', async () => {
    const r = await returned();
    clock.set(new Date(r.back + 24 * HOUR - 1000));
    const [claim, released] = await Promise.all([
      sendClaim(t, r.ownerHeaders, r.id, { amount: '10', reason: 'The frame came back bent.' }),
      t.app.services.reservations.settleDueDeposits(new Date(r.back + 24 * HOUR + 1000)),
    ]);
    const state = await depositState(t, r.id);
    if (claim.status === 201) {
      expect(released).toBe(0);
      expect(state.deposit!.stage).toBe('claimed');
      expect(count(state.ledger, 'deposit-release')).toBe(0);
    } else {
      expect(claim.status).toBe(409);
      expect(released).toBe(1);
      expect(state.deposit!.stage).toBe('released');
      expect(state.claim).toBeNull();
      expect(count(state.ledger, 'deposit-release')).toBe(1);
    }
  });

  it('five acceptances of one claim capture it once', async () => {
    const r = await returned();
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, {
        amount: '12',
        reason: 'A deep scratch on the lid.',
      })
    ).body.reservation.claim;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({
          method: 'POST',
          url: `/api/claims/${claim.id}/accept`,
          headers: r.renterHeaders,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const state = await depositState(t, r.id);
    expect(count(state.ledger, 'deposit-capture')).toBe(1);
    expect(payments.of('capture')).toHaveLength(1);
    expect(state.deposit).toMatchObject({ capturedCents: 1200, releasedCents: 3800 });
  });

  it('an acceptance and a dispute at once: one answer stands', async () => {
    const r = await returned();
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, {
        amount: '12',
        reason: 'A deep scratch on the lid.',
      })
    ).body.reservation.claim;
    const [accepted, disputed] = await Promise.all([
      t.request({
        method: 'POST',
        url: `/api/claims/${claim.id}/accept`,
        headers: r.renterHeaders,
      }),
      sendDispute(t, r.renterHeaders, claim.id, 'The scratch was there at the hand-over.'),
    ]);
    expect([accepted.status, disputed.status].sort()).toEqual([200, 409]);
    const state = await depositState(t, r.id);
    if (accepted.status === 200) {
      expect(state.claim!.status).toBe('accepted');
      expect(count(state.ledger, 'deposit-capture')).toBe(1);
    } else {
      expect(state.claim!.status).toBe('disputed');
      expect(count(state.ledger, 'deposit-capture')).toBe(0);
    }
  });

  it('an acceptance as the answer window closes and the lapse job: captured once', async () => {
    const r = await returned();
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, { amount: '8', reason: 'A strap is torn off.' })
    ).body.reservation.claim;
    const due = Date.parse(claim.respond_by);
    clock.set(new Date(due - 1000));
    const [accepted, lapsed] = await Promise.all([
      t.request({
        method: 'POST',
        url: `/api/claims/${claim.id}/accept`,
        headers: r.renterHeaders,
      }),
      t.app.services.reservations.settleDueDeposits(new Date(due + 1000)),
    ]);
    expect(accepted.status === 200 ? 0 : 1).toBe(lapsed);
    const state = await depositState(t, r.id);
    expect(state.claim!.status).toBe(accepted.status === 200 ? 'accepted' : 'lapsed');
    expect(count(state.ledger, 'deposit-capture')).toBe(1);
    expect(payments.of('capture')).toHaveLength(1);
  });

  it('two operators deciding one dispute: one decision, one capture', async () => {
    const r = await returned();
    const claim = (
      await sendClaim(t, r.ownerHeaders, r.id, {
        amount: '30',
        reason: 'The handle is snapped off.',
      })
    ).body.reservation.claim;
    expect((await sendDispute(t, r.renterHeaders, claim.id, 'It was loose before.')).status).toBe(
      200,
    );
    const { headers: one } = await signedInUser(t, { roles: ['customer', 'admin'] });
    const { headers: two } = await signedInUser(t, { roles: ['customer', 'admin'] });
    const decide = (headers: Record<string, string>, amount: string) =>
      t.request({
        method: 'POST',
        url: `/api/operator/claims/${claim.id}/decide`,
        headers,
        payload: { amount, note: 'Decided from both sides’ photos.' },
      });
    const answers = await Promise.all([decide(one, '10'), decide(two, '20')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const state = await depositState(t, r.id);
    const won = answers.find((a) => a.status === 200)!.body.claim.decision.amount_cents;
    expect(state.claim!.decisionCents).toBe(won);
    expect(count(state.ledger, 'deposit-capture')).toBe(1);
    expect(payments.of('capture')).toEqual([expect.objectContaining({ amountCents: won })]);
  });
});
