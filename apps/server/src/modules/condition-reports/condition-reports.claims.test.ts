import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionReports } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { paidRentalWithDeposit, sendClaim, startAndReturn } from '../../test/claims';
import { HOUR, testClock } from '../../test/clock';
import { getReports, postReport } from '../../test/condition-reports';
import { recordingPayments } from '../../test/recording-payments';

/**
 * A damage claim's evidence does not change under it: the return reports lock as soon as the
 * owner opens a claim on the rental, well before the claim window ends. On PostgreSQL
 * (TEST_DATABASE_URL) the race below is truly concurrent and the reservation's row lock,
 * which both the claim and the report take, decides.
 */
describe('condition reports once a claim is opened', () => {
  const clock = testClock();
  const payments = recordingPayments();
  const t = useTestApp(
    { CLAIM_WINDOW_HOURS: '48' },
    { now: clock.now, payments: () => payments.provider },
  );

  /** A rental with a deposit, back with its renter an hour after it started. */
  async function returned() {
    const r = await paidRentalWithDeposit(t, 1, 1);
    const back = Date.parse(r.reservation.start_at) + HOUR;
    clock.set(new Date(back));
    await startAndReturn(t, r.renterHeaders, r.id);
    return { ...r, back };
  }

  const reason = 'The frame came back bent.';

  it('a claim locks the return reports at once, for both parties', async () => {
    const r = await returned();
    const mine = await postReport(t, r.renterHeaders, r.id, { stage: 'return', works: 'true' });
    expect(mine.status).toBe(200);
    expect((await getReports(t, r.ownerHeaders, r.id)).body.can_add).toEqual(['return']);

    clock.set(new Date(r.back + 2 * HOUR));
    const claim = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '10',
      reason,
      condition_report_ids: String(mine.body.report.id),
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);

    const again = await postReport(t, r.renterHeaders, r.id, {
      stage: 'return',
      damaged: 'true',
      notes: 'It was like that before.',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.stage).toEqual([
      'The return reports can no longer change: a damage claim has been opened.',
    ]);
    expect((await postReport(t, r.ownerHeaders, r.id, { stage: 'return' })).status).toBe(409);

    for (const headers of [r.renterHeaders, r.ownerHeaders]) {
      const view = await getReports(t, headers, r.id);
      expect(view.body.can_add).toEqual([]);
      expect(view.body.reports).toHaveLength(1);
      expect(view.body.reports[0]).toMatchObject({ notes: '', locked: true });
    }
  });

  it('a report racing the claim either lands before it or is refused without a trace', async () => {
    for (let round = 0; round < 3; round++) {
      const r = await returned();
      const [report, claim] = await Promise.all([
        postReport(t, r.renterHeaders, r.id, { stage: 'return', notes: `round ${round}` }),
        sendClaim(t, r.ownerHeaders, r.id, { amount: '10', reason }),
      ]);
      expect(claim.status).toBe(201);
      expect([200, 409]).toContain(report.status);
      const rows = await t.database.db
        .select()
        .from(conditionReports)
        .where(eq(conditionReports.reservationId, r.id));
      expect(rows).toHaveLength(report.status === 200 ? 1 : 0);
      // Whichever came first, nothing changes after the claim.
      expect((await postReport(t, r.renterHeaders, r.id, { stage: 'return' })).status).toBe(409);
      clock.set(new Date());
    }
  });
});
