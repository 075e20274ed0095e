import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { chatMessages, claims, deposits, ledgerEntries, listings, mailOutbox } from '../db/schema';
import type { TestContext } from './app';
import { signedInOwner, signedInUser } from './auth';
import { createListing } from './factories';
import { multipart } from './multipart';
import { act, bookReservation } from './reservations';

/**
 * A paid rental with a deposit (decision 0027; $50 unless `depositCents` says), $30 a day,
 * starting `start` days from now for `units` days: whether its deposit is held or charged
 * follows from the dates and CLAIM_WINDOW_HOURS.
 */
export async function paidRentalWithDeposit(
  t: TestContext,
  start = 1,
  units = 1,
  depositCents = 5000,
) {
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
  const listing = await createListing(t.database.db, {
    ownerId: owner.id,
    frequencies: [{ frequency: 'Daily', priceCents: 3000 }],
  });
  await t.database.db.update(listings).set({ depositCents }).where(eq(listings.id, listing.id));
  const { user: renter, headers: renterHeaders } = await signedInUser(t);
  const reservation = await bookReservation(t, { renterHeaders, ownerHeaders }, listing.id, {
    start,
    units,
  });
  return { owner, renter, ownerHeaders, renterHeaders, listing, reservation, id: reservation.id };
}

/** A small JPEG, as a phone would send one. */
export const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/** The owner's claim (multipart): `amount` in dollars, `reason`, optional photos. */
export async function sendClaim(
  t: TestContext,
  headers: Record<string, string>,
  reservationId: number,
  fields: Record<string, string>,
  photos: Buffer[] = [],
) {
  const body = multipart(
    photos.map((data, i) => ({
      field: 'photos',
      filename: `damage-${i}.jpg`,
      contentType: 'image/jpeg',
      data,
    })),
    fields,
  );
  return t.request({
    method: 'POST',
    url: `/api/reservation/${reservationId}/claims`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The renter's dispute (multipart). */
export async function sendDispute(
  t: TestContext,
  headers: Record<string, string>,
  claimId: number,
  reason: string,
) {
  const body = multipart([], { reason });
  return t.request({
    method: 'POST',
    url: `/api/claims/${claimId}/dispute`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The rental started and returned by the renter: the claim window opens. */
export async function startAndReturn(t: TestContext, headers: Record<string, string>, id: number) {
  for (const action of ['start', 'return'])
    expect((await act(t, headers, id, 'rent-period-action', { action })).status).toBe(200);
}

/** What the database says about a reservation's deposit: its row, claim and deposit ledger. */
export async function depositState(t: TestContext, reservationId: number) {
  const db = t.database.db;
  const [deposit] = await db
    .select()
    .from(deposits)
    .where(eq(deposits.reservationId, reservationId));
  const [claim] = await db.select().from(claims).where(eq(claims.reservationId, reservationId));
  const ledger = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reservationId, reservationId))
    .orderBy(asc(ledgerEntries.id));
  return {
    deposit: deposit ?? null,
    claim: claim ?? null,
    ledger: ledger.map((l) => `${l.kind}:${l.status}:${l.amountCents}`),
  };
}

/** Subjects of the mail sent to an address, oldest first. */
export async function mailSubjects(t: TestContext, email: string) {
  const rows = await t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email))
    .orderBy(asc(mailOutbox.id));
  return rows.map((r) => r.subject);
}

/** OwnLess's chat messages (kind `system`) received by a user, oldest first. */
export async function systemMessages(t: TestContext, receiverId: number) {
  return t.database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, receiverId), eq(chatMessages.kind, 'system')))
    .orderBy(asc(chatMessages.id));
}
