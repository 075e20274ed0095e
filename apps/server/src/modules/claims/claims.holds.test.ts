import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { useTestApp } from '../../test/app';
import {
  depositState,
  mailSubjects,
  paidRentalWithDeposit,
  sendClaim,
  startAndReturn,
  systemMessages,
} from '../../test/claims';
import { DAY, testClock } from '../../test/clock';
import { recordingPayments } from '../../test/recording-payments';

/**
 * Hold or charge with the default 72-hour claim window (decision 0027): a hold when the
 * claim window closes within 6.5 days of the payment, protected before the card lets it lapse.
 */
describe('deposit holds with the default claim window', () => {
  const clock = testClock();
  const payments = recordingPayments();
  const t = useTestApp({}, { now: clock.now, payments: () => payments.provider });

  it('holds the deposit of a weekend rental paid two days ahead', async () => {
    // Paid on Thursday for Saturday to Sunday: the window closes 6 days after the payment.
    const r = await paidRentalWithDeposit(t, 2, 1);
    expect(payments.of('authorize')).toMatchObject([{ amountCents: 5000 }]);
    const state = await depositState(t, r.id);
    expect(state.deposit).toMatchObject({ mode: 'hold', stage: 'held' });
    expect(state.ledger[0]).toBe('deposit-hold:succeeded:5000');
  });

  it('charges the deposit of a rental ending 5 days after the payment', async () => {
    const r = await paidRentalWithDeposit(t, 4, 1);
    expect(payments.of('authorize')).toEqual([]);
    expect(payments.of('charge')).toMatchObject([{ amountCents: r.reservation.total_cents }]);
    expect((await depositState(t, r.id)).deposit).toMatchObject({ mode: 'charge' });
  });

  it('captures a claimed hold in full before it lapses, tells both, then settles the claim from it', async () => {
    const r = await paidRentalWithDeposit(t, 2, 1);
    const paid = Date.now();
    clock.set(new Date(Date.parse(r.reservation.start_at) + 3_600_000));
    await startAndReturn(t, r.renterHeaders, r.id);
    // The owner claims late in the window; the renter's answer window runs past 6.5 days.
    clock.set(new Date(paid + 5 * DAY));
    const claimed = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '20',
      reason: 'The paddle came back cracked.',
    });
    expect(claimed.status).toBe(201);
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 6.4 * DAY))).toBe(0);
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 6.6 * DAY))).toBe(1);
    let state = await depositState(t, r.id);
    expect(state.deposit).toMatchObject({ mode: 'charge', stage: 'claimed' });
    expect(state.ledger).toContain('deposit-capture:succeeded:5000');
    expect(await mailSubjects(t, r.renter.email)).toContain(`Deposit charged: ${r.listing.name}`);
    const charged = (await systemMessages(t, r.renter.id)).at(-1)!;
    expect(charged.system).toMatchObject({ event: 'deposit-charged', amount_cents: 5000 });
    expect(charged.message).toMatch(/charged to the renter’s card before the card’s hold/);

    // Unanswered, the claim lapses: $20 kept, $30 refunded from the captured payment.
    expect(await t.app.services.reservations.settleDueDeposits(new Date(paid + 8.1 * DAY))).toBe(1);
    state = await depositState(t, r.id);
    expect(state.deposit).toMatchObject({ stage: 'settled', capturedCents: 2000 });
    expect(payments.of('capture')).toHaveLength(1);
    expect(payments.of('refund')).toMatchObject([
      { amountCents: 3000, chargeRef: state.deposit!.holdRef },
    ]);
    // The owner is told the claim stands and what is paid out.
    const [ownerMail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, r.owner.email))
      .orderBy(asc(mailOutbox.id))
      .then((rows) => rows.filter((m) => m.subject === `Claim accepted: ${r.listing.name}`));
    expect(ownerMail?.text).toContain(
      `did not answer your claim for ${r.listing.name} in time, so it was accepted: $20.00 of the deposit is kept for you`,
    );
    expect(ownerMail?.text).toContain(`/admin/bookings/${r.id}/reservation-request`);
  });
});
