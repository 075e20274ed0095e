import { eq } from 'drizzle-orm';
import { zonedInstant } from '@ownless/shared';
import { listings } from '../db/schema';
import type { TestContext } from './app';
import { signedInOwner, signedInUser } from './auth';
import { createListing } from './factories';

/**
 * A day-priced listing with booking rules (decision 0030) in Los Angeles, where the tests'
 * days are (PST, -08:00, in early March 2027), and the owner's and a renter's sessions.
 */
export const LA = 'America/Los_Angeles';
/** Noon on March 2 in Los Angeles. */
export const NOON_MAR_2 = '2027-03-02T20:00:00Z';
/** A day rental's start: 9:00 on `day` in Los Angeles. */
export const at9 = (day: string) => zonedInstant(day, '09:00', LA).toISOString();

export type Rules = Partial<
  Pick<
    typeof listings.$inferInsert,
    | 'minUnits'
    | 'maxUnits'
    | 'preparationHours'
    | 'noticeHours'
    | 'bookingWindowDays'
    | 'instantBooking'
    | 'quantity'
  >
>;

/** A published Kayak at $30 a day with `rules`, its owner and a renter, signed in. */
export async function setup(t: TestContext, rules: Rules = {}) {
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
  const listing = await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Kayak',
    frequencies: [{ frequency: 'Daily', priceCents: 3000 }],
  });
  await t.database.db
    .update(listings)
    .set({ timezone: LA, ...rules })
    .where(eq(listings.id, listing.id));
  const renter = await signedInUser(t);
  return { listing, owner, ownerHeaders, renter, renterHeaders: renter.headers };
}

export type RulesWorld = Awaited<ReturnType<typeof setup>>;

/** The owner changes the listing's rules (the wizard's PATCH is tested with the owner's routes). */
export const setRules = (t: TestContext, id: number, rules: Rules) =>
  t.database.db.update(listings).set(rules).where(eq(listings.id, id));
