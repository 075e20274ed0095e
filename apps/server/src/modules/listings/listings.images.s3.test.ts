import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { referenceIds } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { startLocalS3, type LocalS3 } from '../../test/s3';

/** What the disk storage (@fastify/static, maxAge 7d) has always answered for an upload. */
const CACHE_CONTROL = 'public, max-age=604800';

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** A draft listing of a new approved owner, with one photo uploaded through `t`'s instance. */
async function uploadPhoto(t: TestContext) {
  const { headers } = await signedInUser(t, {
    roles: ['customer', 'seller'],
    sellerStatus: 'Approved',
    isStripeConnected: true,
  });
  const refs = await referenceIds(t.database.db);
  const draft = await t.request({
    method: 'POST',
    url: '/api/listing',
    headers,
    payload: {
      name: 'Cordless drill',
      rental_type_id: refs.rentalType('tool').id,
      category_id: refs.category('power-tools').id,
    },
  });
  expect(draft.status).toBe(201);
  const body = multipart([
    { field: 'images', filename: 'drill.jpg', contentType: 'image/jpeg', data: await jpeg() },
  ]);
  const uploaded = await t.request({
    method: 'POST',
    url: `/api/listing/${draft.body.listing.id}/upload`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.status).toBe(200);
  const image = uploaded.body.listing.images[0] as { id: number; file_path: string };
  // The API hands out the medium size; the others sit next to it.
  const sizes = ['thumb', 'medium', 'large'].map((size) =>
    image.file_path.replace('-medium.webp', `-${size}.webp`),
  );
  return { headers, listingId: draft.body.listing.id as number, image, sizes };
}

// Horizontal scale (architecture "Scale path"): two instances on one database and one
// bucket, as behind a load balancer. An image stored through one is served by the other.
describe('uploads in an S3-compatible bucket, shared by two instances', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  // Instance A is the test app; B is a second app on the same database and bucket.
  const a = useTestApp(() => s3.env);
  let b: FastifyInstance;
  beforeAll(async () => {
    b = await buildApp({ config: a.config, database: a.database, webDist: null });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await s3?.close();
  });

  it('serves through instance B a listing photo uploaded through instance A, with the disk’s cache headers', async () => {
    const { image, sizes } = await uploadPhoto(a);
    expect(image.file_path).toMatch(/^\/uploads\/listings\/\d+\/[0-9a-f]+-medium\.webp$/);
    expect(await a.app.storage.exists(a.app.storage.keyOf(image.file_path)!)).toBe(true);

    const res = await b.inject({ method: 'GET', url: image.file_path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const picture = await sharp(res.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 800 });

    // Every size is there, through either instance.
    for (const url of sizes) {
      expect((await a.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers HEAD and a revalidation (If-None-Match, If-Modified-Since) without the body', async () => {
    const { image } = await uploadPhoto(a);
    const first = await b.inject({ method: 'GET', url: image.file_path });
    const etag = first.headers.etag as string;

    const head = await b.inject({ method: 'HEAD', url: image.file_path });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': first.headers['content-length'],
      etag,
      'cache-control': CACHE_CONTROL,
    });

    const unchanged = await a.app.inject({
      method: 'GET',
      url: image.file_path,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['cache-control']).toBe(CACHE_CONTROL);
    const notSince = await a.app.inject({
      method: 'GET',
      url: image.file_path,
      headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    });
    expect(notSince.statusCode).toBe(304);
    const stale = await a.app.inject({
      method: 'GET',
      url: image.file_path,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 for a missing image and for paths that try to leave the uploads', async () => {
    const { image } = await uploadPhoto(a);
    const missing = image.file_path.replace('-medium.webp', '-huge.webp');
    for (const url of [
      missing,
      '/uploads/listings/1/nothing.webp',
      '/uploads/',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/listings/..%2f..%2fpackage.json',
      '/uploads/listings%5c..%5c..%5cpackage.json',
      '/uploads/a%00.webp',
    ]) {
      const res = await b.inject({ method: 'GET', url, headers: { accept: 'image/webp,*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).not.toBe(CACHE_CONTROL);
    }
    expect((await b.inject({ method: 'HEAD', url: missing })).statusCode).toBe(404);
  });

  it('stops serving a photo on every instance once it is deleted through one', async () => {
    const { headers, listingId, image, sizes } = await uploadPhoto(a);
    expect((await b.inject({ method: 'GET', url: image.file_path })).statusCode).toBe(200);
    const removed = await b.inject({
      method: 'DELETE',
      url: `/api/listing/${listingId}/images/${image.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    for (const url of sizes) {
      expect((await a.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('uploads on the disk (the default)', () => {
  const t = useTestApp();

  it('serves a listing photo with the same cache headers as the bucket', async () => {
    const { image } = await uploadPhoto(t);
    const res = await t.app.inject({ method: 'GET', url: image.file_path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.headers.etag).toBeTruthy();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: image.file_path,
          headers: { 'if-none-match': res.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
    expect(
      (await t.app.inject({ method: 'GET', url: image.file_path.replace('-medium', '-huge') }))
        .statusCode,
    ).toBe(404);
  });
});
