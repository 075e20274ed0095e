import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { conditionReports } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { accountDataRepository } from '../privacy/account-data.repository';
import { signedInUser } from '../../test/auth';
import { HOUR, testClock } from '../../test/clock';
import { TEST_PASSWORD } from '../../test/factories';
import {
  getReports,
  jpeg,
  must,
  paidRental,
  postReport,
  startAndReturn,
} from '../../test/condition-reports';

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('condition reports', () => {
  const clock = testClock();
  const t = useTestApp({ CLAIM_WINDOW_HOURS: '48' }, { now: clock.now });
  const rows = (id: number) =>
    t.database.db.select().from(conditionReports).where(eq(conditionReports.reservationId, id));
  const fetchUpload = (url: string) => t.app.inject({ method: 'GET', url });

  it('the owner reports the hand-over with a photo and the renter sees it, photo and all', async () => {
    const rental = await paidRental(t);
    const saved = await postReport(
      t,
      rental.owner.headers,
      rental.id,
      { stage: 'handover', works: 'true', dirty: 'true', notes: 'A scratch on the lid.' },
      [{ data: await jpeg(2400, 1200, true) }],
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Condition report saved.');

    const seen = await getReports(t, rental.renter.headers, rental.id);
    expect(seen.status).toBe(200);
    expect(seen.body.can_add).toEqual(['handover']);
    const [report] = seen.body.reports;
    expect(report).toMatchObject({
      stage: 'handover',
      author: { id: rental.owner.user.id, role: 'owner' },
      checklist: { works: true, damaged: false, missing_parts: false, dirty: true },
      notes: 'A scratch on the lid.',
      locked: false,
    });
    // Its shape is kept (2:1), at most 1600 px, and nothing of the camera's metadata stays.
    expect(report.photos).toHaveLength(1);
    expect(report.photos[0]).toMatchObject({ width: 1600, height: 800 });
    const large = await fetchUpload(report.photos[0].url);
    expect(large.statusCode).toBe(200);
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect((await fetchUpload(report.photos[0].thumb_url)).statusCode).toBe(200);
  });

  it('posting again replaces the report and its photos; the old files are gone', async () => {
    const rental = await paidRental(t);
    const first = await postReport(t, rental.renter.headers, rental.id, { stage: 'handover' }, [
      { data: await jpeg() },
      { data: await jpeg() },
    ]);
    expect(first.status).toBe(200);
    const second = await postReport(
      t,
      rental.renter.headers,
      rental.id,
      { stage: 'handover', damaged: 'true', notes: 'The handle is cracked.' },
      [{ data: await jpeg() }],
    );
    expect(second.status).toBe(200);
    expect(second.body.report.id).toBe(first.body.report.id);
    expect(second.body.report.created_at).toBe(first.body.report.created_at);
    expect(second.body.report.photos).toHaveLength(1);
    expect(second.body.report.checklist.damaged).toBe(true);
    for (const photo of first.body.report.photos) {
      expect((await fetchUpload(photo.url)).statusCode).toBe(404);
      expect((await fetchUpload(photo.thumb_url)).statusCode).toBe(404);
    }
    expect(await rows(rental.id)).toHaveLength(1);
  });

  it('only the parties add; they and operators read; others are refused', async () => {
    const rental = await paidRental(t);
    const stranger = await signedInUser(t);
    const admin = await signedInUser(t, { roles: ['customer', 'admin'] });
    expect(
      (await postReport(t, rental.owner.headers, rental.id, { stage: 'handover' })).status,
    ).toBe(200);

    const refused = await postReport(t, stranger.headers, rental.id, { stage: 'handover' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This reservation is not yours.');
    expect((await getReports(t, stranger.headers, rental.id)).status).toBe(403);
    expect((await postReport(t, admin.headers, rental.id, { stage: 'handover' })).status).toBe(403);
    const operator = await getReports(t, admin.headers, rental.id);
    expect(operator.status).toBe(200);
    expect(operator.body.reports).toHaveLength(1);
    expect(operator.body.can_add).toEqual([]);
    expect((await getReports(t, rental.renter.headers, 999_999)).status).toBe(404);
    expect(
      (await postReport(t, rental.renter.headers, 999_999, { stage: 'handover' })).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/reservation/${rental.id}/condition-reports` }))
        .status,
    ).toBe(401);
    expect(await rows(rental.id)).toHaveLength(1);
  });

  it('hand-over opens at payment and locks at the return; return reports lock after the window', async () => {
    const rental = await paidRental(t);
    expect(
      (await postReport(t, rental.owner.headers, rental.id, { stage: 'handover' })).status,
    ).toBe(200);
    const early = await postReport(t, rental.renter.headers, rental.id, { stage: 'return' });
    expect(early.status).toBe(409);
    expect(early.body.errors.stage).toEqual([
      'A return report can be added once the item is back.',
    ]);

    await startAndReturn(t, clock, rental);
    clock.set(inHours(1));
    const closed = await postReport(t, rental.owner.headers, rental.id, { stage: 'handover' });
    expect(closed.status).toBe(409);
    expect(closed.body.errors.stage).toEqual([
      'The hand-over reports can no longer change: the next stage has begun.',
    ]);
    const view = await getReports(t, rental.renter.headers, rental.id);
    expect(view.body.can_add).toEqual(['return']);
    expect(view.body.reports[0].locked).toBe(true);

    expect(
      (await postReport(t, rental.renter.headers, rental.id, { stage: 'return', works: 'true' }))
        .status,
    ).toBe(200);
    clock.set(inHours(47.5));
    expect((await postReport(t, rental.owner.headers, rental.id, { stage: 'return' })).status).toBe(
      200,
    );
    clock.set(inHours(48.5));
    const late = await postReport(t, rental.owner.headers, rental.id, {
      stage: 'return',
      notes: 'changed my mind',
    });
    expect(late.status).toBe(409);
    expect(late.body.errors.stage).toEqual([
      'The return reports can no longer change: 48 hours have passed since the item came back.',
    ]);
    const after = await getReports(t, rental.owner.headers, rental.id);
    expect(after.body.can_add).toEqual([]);
    expect(after.body.reports.map((r: { locked: boolean }) => r.locked)).toEqual([
      true,
      true,
      true,
    ]);
    expect(after.body.reports.some((r: { notes: string }) => r.notes === 'changed my mind')).toBe(
      false,
    );
  });

  it('a rental completed without a return takes return reports, counted from the completion', async () => {
    const rental = await paidRental(t);
    await startAndReturn(t, clock, rental, false);
    await must(t, rental.owner.headers, rental.id, 'complete-rent');
    clock.set(inHours(47));
    expect(
      (await postReport(t, rental.renter.headers, rental.id, { stage: 'return' })).status,
    ).toBe(200);
    expect(
      (await postReport(t, rental.renter.headers, rental.id, { stage: 'handover' })).status,
    ).toBe(409);
    clock.set(inHours(49));
    expect(
      (await postReport(t, rental.renter.headers, rental.id, { stage: 'return' })).status,
    ).toBe(409);
  });

  it('refuses before payment and on sales', async () => {
    const sale = await paidRental(t, true);
    const refused = await postReport(t, sale.owner.headers, sale.id, { stage: 'handover' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.stage).toEqual(['Condition reports are for rentals only.']);
    expect((await getReports(t, sale.renter.headers, sale.id)).body).toEqual({
      reports: [],
      can_add: [],
    });
  });

  it('refuses files that are not pictures, too many photos, too large files and bad fields', async () => {
    const rental = await paidRental(t);
    const headers = rental.renter.headers;
    const text = await postReport(t, headers, rental.id, { stage: 'handover' }, [
      { data: await jpeg() },
      { filename: 'notes.jpg', data: Buffer.from('not a picture at all, just text') },
    ]);
    expect(text.status).toBe(400);
    expect(text.body.errors.photos).toEqual([
      'notes.jpg is not a JPEG, PNG, WebP or AVIF picture.',
    ]);

    const picture = await jpeg();
    const nine = await postReport(
      t,
      headers,
      rental.id,
      { stage: 'handover' },
      Array.from({ length: 9 }, () => ({ data: picture })),
    );
    expect(nine.status).toBe(400);
    expect(nine.body.errors.photos).toEqual(['A report can have at most 8 photos.']);

    const huge = await postReport(t, headers, rental.id, { stage: 'handover' }, [
      { data: Buffer.concat([picture, Buffer.alloc(10 * 1024 * 1024 + 1)]) },
    ]);
    expect(huge.status).toBe(413);
    expect(huge.body.errors.photos).toEqual(['Each photo must be under 10 MB.']);

    const long = await postReport(t, headers, rental.id, {
      stage: 'handover',
      notes: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.notes).toEqual(['Keep the notes under 2,000 characters.']);

    const noStage = await postReport(t, headers, rental.id, { works: 'maybe' });
    expect(noStage.status).toBe(400);
    expect(noStage.body.errors).toEqual({
      stage: ['Choose hand-over or return.'],
      works: ['Answer yes or no.'],
    });

    const json = await t.request({
      method: 'POST',
      url: `/api/reservation/${rental.id}/condition-reports`,
      headers,
      payload: { stage: 'handover' },
    });
    expect(json.status).toBe(400);
    expect(await rows(rental.id)).toEqual([]);
  });

  it("puts a report in its author's data export, not in the other party's", async () => {
    const rental = await paidRental(t);
    expect(
      (
        await postReport(t, rental.owner.headers, rental.id, {
          stage: 'handover',
          notes: 'Blade is sharp.',
        })
      ).status,
    ).toBe(200);
    const mine = await accountDataRepository(t.database.db).everything(rental.owner.user.id);
    expect(mine!.condition_reports.map((r) => [r.reservationId, r.notes])).toEqual([
      [rental.id, 'Blade is sharp.'],
    ]);
    const theirs = await accountDataRepository(t.database.db).everything(rental.renter.user.id);
    expect(theirs!.condition_reports).toEqual([]);
  });

  it('keeps a deleted account’s reports with the rental, signed "Deleted user"', async () => {
    const rental = await paidRental(t);
    await startAndReturn(t, clock, rental);
    await must(t, rental.owner.headers, rental.id, 'complete-rent');
    clock.set(inHours(1));
    const saved = await postReport(
      t,
      rental.renter.headers,
      rental.id,
      { stage: 'return', notes: 'All fine.' },
      [{ data: await jpeg() }],
    );
    expect(saved.status).toBe(200);
    const deleted = await t.request({
      method: 'POST',
      url: '/api/user/delete',
      headers: rental.renter.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const seen = await getReports(t, rental.owner.headers, rental.id);
    expect(seen.body.reports).toHaveLength(1);
    expect(seen.body.reports[0].author).toMatchObject({ name: 'Deleted user', role: 'renter' });
    expect((await fetchUpload(seen.body.reports[0].photos[0].url)).statusCode).toBe(200);
  });

  it('says refusals in the reader’s language', async () => {
    const rental = await paidRental(t);
    const res = await postReport(
      t,
      { ...rental.renter.headers, 'accept-language': 'es' },
      rental.id,
      { stage: 'return' },
    );
    expect(res.status).toBe(409);
    expect(res.body.errors.stage[0]).not.toMatch(/item is back/);
    expect(res.body.errors.stage[0]).toMatch(/artículo/);
  });
});
