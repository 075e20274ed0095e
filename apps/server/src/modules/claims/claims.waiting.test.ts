import {
  DEPOSIT_TRANSITIONS,
  RENTER_ATTENTION_DEPOSIT_STAGES,
  RENTER_ATTENTION_STATUSES,
} from '@ownless/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { paidRentalWithDeposit, sendClaim, sendDispute, startAndReturn } from '../../test/claims';
import { HOUR, testClock } from '../../test/clock';
import { act, approveReservation, requestReservation } from '../../test/reservations';

/** The sidebar's counts as the signed-in user reads them. */
async function waiting(t: TestContext, headers: Record<string, string>) {
  const res = await t.request({ method: 'GET', url: '/api/reservation/statistics', headers });
  expect(res.status).toBe(200);
  return { owner: res.body.bookingOngoingCount, renter: res.body.renterOngoingCount };
}

/**
 * What waits for each side on the sidebar's badges once deposits can be claimed (decision
 * 0027): a damage claim waits for the renter's answer while its answer window is open;
 * nothing of the deposit waits for the owner.
 */
describe('what waits for you, with damage claims', () => {
  const clock = testClock();
  const t = useTestApp({ CLAIM_WINDOW_HOURS: '24' }, { now: clock.now });

  /** A paid rental, started and returned an hour into its first day: the claim window is open. */
  async function returnedRental() {
    clock.set(new Date());
    const r = await paidRentalWithDeposit(t, 1, 1);
    const back = Date.parse(r.reservation.start_at) + HOUR;
    clock.set(new Date(back));
    await startAndReturn(t, r.renterHeaders, r.id);
    return { ...r, back };
  }

  async function claim(r: Awaited<ReturnType<typeof returnedRental>>) {
    const res = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '20',
      reason: 'The lens came back with a deep scratch.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.reservation.claim as { id: number };
  }

  it("counts a claim on the renter's badge until they dispute it, and never on the owner's", async () => {
    const r = await returnedRental();
    // Returned: the owner checks the item and completes; nothing waits for the renter.
    expect(await waiting(t, r.ownerHeaders)).toEqual({ owner: 1, renter: 0 });
    expect(await waiting(t, r.renterHeaders)).toEqual({ owner: 0, renter: 0 });
    expect((await act(t, r.ownerHeaders, r.id, 'complete-rent')).status).toBe(200);
    // The owner may still claim, but an open claim window is no task: nothing waits.
    expect(await waiting(t, r.ownerHeaders)).toEqual({ owner: 0, renter: 0 });

    const opened = await claim(r);
    expect(await waiting(t, r.renterHeaders)).toEqual({ owner: 0, renter: 1 });
    expect(await waiting(t, r.ownerHeaders)).toEqual({ owner: 0, renter: 0 });
    const { headers: stranger } = await signedInUser(t);
    expect(await waiting(t, stranger)).toEqual({ owner: 0, renter: 0 });

    const disputed = await sendDispute(t, r.renterHeaders, opened.id, 'It was scratched before.');
    expect(disputed.status).toBe(200);
    // A disputed claim waits for the operator, not for either party.
    expect(await waiting(t, r.renterHeaders)).toEqual({ owner: 0, renter: 0 });
    expect(await waiting(t, r.ownerHeaders)).toEqual({ owner: 0, renter: 0 });
  });

  it('stops counting a claim once accepted, or once its answer window closed unanswered', async () => {
    const accepted = await returnedRental();
    const first = await claim(accepted);
    expect(await waiting(t, accepted.renterHeaders)).toMatchObject({ renter: 1 });
    const res = await t.request({
      method: 'POST',
      url: `/api/claims/${first.id}/accept`,
      headers: accepted.renterHeaders,
    });
    expect(res.status).toBe(200);
    expect(await waiting(t, accepted.renterHeaders)).toMatchObject({ renter: 0 });

    const unanswered = await returnedRental();
    await claim(unanswered);
    clock.set(new Date(unanswered.back + 24 * HOUR - 1000));
    expect(await waiting(t, unanswered.renterHeaders)).toMatchObject({ renter: 1 });
    // The renter can no longer answer: the badge lets go before the scheduler settles it.
    clock.set(new Date(unanswered.back + 24 * HOUR));
    expect(await waiting(t, unanswered.renterHeaders)).toMatchObject({ renter: 0 });
    expect(await t.app.services.reservations.settleDueDeposits()).toBe(1);
    expect(await waiting(t, unanswered.renterHeaders)).toMatchObject({ renter: 0 });
  });

  it('counts a rental once when both its status and its claim wait for the renter', async () => {
    const r = await returnedRental();
    await claim(r);
    // Another rental of theirs, approved and waiting for payment: a second thing to do.
    const next = await requestReservation(t, r.renterHeaders, r.listing.id, { start: 5 });
    await approveReservation(t, r.ownerHeaders, next.id);
    expect(await waiting(t, r.renterHeaders)).toMatchObject({ renter: 2 });
    // The machine brings a claim only once the item is back; were the claimed rental in a
    // status that waits for the renter too, it would still be one thing to look at.
    await t.database.db
      .update(reservations)
      .set({ status: RENTER_ATTENTION_STATUSES[0] })
      .where(eq(reservations.id, r.id));
    expect(await waiting(t, r.renterHeaders)).toMatchObject({ renter: 2 });
  });
});

describe("the deposit stages on the renter's badge", () => {
  it("are the stages the renter's deposit steps leave from, each open while the claim may be answered", () => {
    const renterSteps = DEPOSIT_TRANSITIONS.filter((step) => step.by === 'renter');
    expect([...RENTER_ATTENTION_DEPOSIT_STAGES].sort()).toEqual(
      [...new Set(renterSteps.map((step) => step.from))].sort(),
    );
    // The count reads the claim's answer deadline (`respond_by`): right only for steps
    // guarded by the answer window.
    expect(renterSteps.map((step) => step.guard)).toEqual(
      renterSteps.map(() => 'answer-window-open'),
    );
  });
});
