import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { jpeg, paidRental, postReport } from '../../test/condition-reports';
import { startLocalS3, type LocalS3 } from '../../test/s3';

/** Condition photos in an S3-compatible bucket (STORAGE=s3, decision 0011). */
describe('condition report photos in a bucket', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp(() => s3.env);

  it('stores them in the bucket, serves them, and removes the old ones when replaced', async () => {
    const rental = await paidRental(t);
    const first = await postReport(t, rental.renter.headers, rental.id, { stage: 'handover' }, [
      { data: await jpeg(800, 600) },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [photo] = first.body.report.photos;
    for (const url of [photo.url, photo.thumb_url]) {
      const key = t.app.storage.keyOf(url)!;
      expect(key).toMatch(/^conditions\/\d+\/[0-9a-f]+-(large|thumb)\.webp$/);
      expect(await t.app.storage.exists(key)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }

    const second = await postReport(t, rental.renter.headers, rental.id, { stage: 'handover' });
    expect(second.status).toBe(200);
    expect(second.body.report.photos).toEqual([]);
    for (const url of [photo.url, photo.thumb_url])
      expect(await t.app.storage.exists(t.app.storage.keyOf(url)!)).toBe(false);
  });
});
