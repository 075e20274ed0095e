import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestContext } from './app';
import { signedInOwner, signedInUser } from './auth';
import { inDays } from './clock';
import { createListing } from './factories';
import { multipart } from './multipart';
import { act, bookReservation } from './reservations';

/** A small JPEG picture (64 × 48 unless told) of one colour. */
export function jpeg(width = 64, height = 48, exif = false) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).jpeg();
  return (
    exif ? image.withExif({ IFD0: { Copyright: 'Secret Street 12', Artist: 'Sam' } }) : image
  ).toBuffer();
}

export interface ReportInput {
  stage?: string;
  works?: string;
  damaged?: string;
  missing_parts?: string;
  dirty?: string;
  notes?: string;
}

/** POST /api/reservation/:id/condition-reports with these fields and photos. */
export function postReport(
  t: TestContext,
  headers: Record<string, string>,
  id: number,
  fields: ReportInput,
  photos: { filename?: string; data: Buffer; contentType?: string }[] = [],
) {
  const body = multipart(
    photos.map((p, i) => ({
      field: 'photos',
      filename: p.filename ?? `photo-${i}.jpg`,
      contentType: p.contentType ?? 'image/jpeg',
      data: p.data,
    })),
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
  );
  return t.request({
    method: 'POST',
    url: `/api/reservation/${id}/condition-reports`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export const getReports = (t: TestContext, headers: Record<string, string>, id: number) =>
  t.request({ method: 'GET', url: `/api/reservation/${id}/condition-reports`, headers });

/** A paid daily rental starting in 3 days, between a new renter and a new owner. */
export async function paidRental(t: TestContext, sale = false) {
  const owner = await signedInOwner(t);
  const renter = await signedInUser(t);
  const listing = await createListing(t.database.db, {
    ownerId: owner.user.id,
    frequencies: [
      sale
        ? { type: 'sale', frequency: 'Once', priceCents: 9000 }
        : { frequency: 'Daily', priceCents: 2000 },
    ],
  });
  const reservation = await bookReservation(
    t,
    { renterHeaders: renter.headers, ownerHeaders: owner.headers },
    listing.id,
    sale ? { frequency: 'Once' } : {},
  );
  return { owner, renter, id: reservation.id };
}

/** Takes an action that must work (200). */
export async function must(
  t: TestContext,
  headers: Record<string, string>,
  id: number,
  action: string,
  payload: object = {},
) {
  const res = await act(t, headers, id, action, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The rental starts on its start day (the clock moves there), then comes back. */
export async function startAndReturn(
  t: TestContext,
  clock: { set(at: string | Date): void },
  rental: Awaited<ReturnType<typeof paidRental>>,
  returned = true,
) {
  clock.set(inDays(4));
  await must(t, rental.renter.headers, rental.id, 'rent-period-action', { action: 'start' });
  if (returned)
    await must(t, rental.renter.headers, rental.id, 'rent-period-action', { action: 'return' });
}
