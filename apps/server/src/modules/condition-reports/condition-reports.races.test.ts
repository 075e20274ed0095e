import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionReports } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { inDays, testClock } from '../../test/clock';
import { jpeg, must, paidRental, postReport } from '../../test/condition-reports';
import { act } from '../../test/reservations';

/**
 * A hand-over report racing the return that closes its stage: on PGlite transactions take
 * turns; on PostgreSQL (TEST_DATABASE_URL) they are truly concurrent, and the reservation's
 * row lock decides. Either the report lands before the return, or it is refused and nothing
 * of it stays (no row, no file).
 */
describe('condition reports under concurrent transitions', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('a replace racing the return either lands before it or is refused without a trace', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const rental = await paidRental(t);
      const first = await postReport(t, rental.owner.headers, rental.id, { stage: 'handover' }, [
        { data: await jpeg() },
      ]);
      expect(first.status).toBe(200);
      clock.set(inDays(4));
      await must(t, rental.renter.headers, rental.id, 'rent-period-action', { action: 'start' });

      const [report, back] = await Promise.all([
        postReport(
          t,
          rental.owner.headers,
          rental.id,
          { stage: 'handover', damaged: 'true', notes: `round ${round}` },
          [{ data: await jpeg() }],
        ),
        act(t, rental.renter.headers, rental.id, 'rent-period-action', { action: 'return' }),
      ]);
      expect(back.status).toBe(200);
      expect([200, 409]).toContain(report.status);
      outcomes.add(String(report.status));

      const [row] = await t.database.db
        .select()
        .from(conditionReports)
        .where(eq(conditionReports.reservationId, rental.id));
      if (report.status === 200) {
        expect(row!.notes).toBe(`round ${round}`);
        expect(row!.damaged).toBe(true);
      } else {
        expect(report.body.errors.stage).toBeDefined();
        expect(row!.notes).toBe('');
        expect(row!.photos).toEqual(first.body.report.photos);
      }
      // Only the files of the photos the report holds are stored.
      const dir = path.join(t.config.uploadDir, 'conditions', String(rental.id));
      expect(fs.readdirSync(dir)).toHaveLength(row!.photos.length * 2);
      clock.set(new Date());
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
