import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import {
  depositState,
  paidRentalWithDeposit,
  photo,
  sendClaim,
  startAndReturn,
  systemMessages,
} from '../../test/claims';
import { HOUR, testClock } from '../../test/clock';
import { postReport } from '../../test/condition-reports';
import { recordingPayments } from '../../test/recording-payments';

/** A damage claim's evidence (decision 0027): it may cite only its own rental's condition reports. */
describe('condition reports a claim cites', () => {
  const clock = testClock();
  const payments = recordingPayments();
  const t = useTestApp(
    { CLAIM_WINDOW_HOURS: '24' },
    { now: clock.now, payments: () => payments.provider },
  );

  /** A rental with a deposit and the renter's hand-over report, back with its renter. */
  async function returnedWithReport() {
    clock.set(new Date());
    const r = await paidRentalWithDeposit(t, 1, 1);
    const report = await postReport(t, r.renterHeaders, r.id, { stage: 'handover', works: 'true' });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    return { ...r, reportId: report.body.report.id as number };
  }

  const reason = 'The lens came back with a deep scratch.';

  it("refuses another rental's report and an unknown id, and nothing is stored or charged", async () => {
    const other = await returnedWithReport();
    const r = await returnedWithReport();
    const before = await depositState(t, r.id);
    const captures = payments.of('capture').length;

    for (const [ids, language, words] of [
      [`${r.reportId},${other.reportId}`, 'en', 'Choose only condition reports of this rental.'],
      ['999999', 'es', 'Elige solo informes de estado de este alquiler.'],
      [String(other.reportId), 'ar', 'اختر تقارير الحالة الخاصة بهذا الإيجار فقط.'],
    ]) {
      const refused = await sendClaim(
        t,
        { ...r.ownerHeaders, 'accept-language': language! },
        r.id,
        { amount: '20', reason, condition_report_ids: ids! },
        [await photo()],
      );
      expect(refused.status, ids).toBe(400);
      expect(refused.body.errors.condition_report_ids).toEqual([words]);
    }

    // No claim, the deposit where it was, no money moved and the renter told nothing.
    expect(await depositState(t, r.id)).toEqual(before);
    expect(before.claim).toBeNull();
    expect(before.deposit).toMatchObject({ stage: 'held' });
    expect(payments.of('capture')).toHaveLength(captures);
    expect(await systemMessages(t, r.renter.id)).toEqual([]);

    // Its own report is cited as sent, once.
    const claimed = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '20',
      reason,
      condition_report_ids: `${r.reportId},${r.reportId}`,
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.reservation.claim.condition_report_ids).toEqual([r.reportId]);
  });

  it('tells someone who may not claim that, not which reports exist', async () => {
    const r = await returnedWithReport();
    const refused = await sendClaim(t, r.renterHeaders, r.id, {
      amount: '20',
      reason,
      condition_report_ids: '999999',
    });
    expect([refused.status, refused.body.message]).toEqual([403, 'Only the owner can do that.']);
  });
});
