import { slotOf } from './columns';
import type { IndexStore } from './store';
import { daysMeetMinimum, firstStartDay, lastStartDay } from '@ownless/shared';
import type { BookingRulesOfDays, ListingAvailability } from './types';

/**
 * Availability: each listing's blocked days and booked quantities, kept by listing id for
 * the listings that have any (`held` marks their slots), and the test of a date range.
 */

/** Loading: every listing's blocked and booked days (those not named have none). */
export function setAllAvailability(
  store: IndexStore,
  availability: Map<number, ListingAvailability>,
) {
  for (const [id, days] of availability) {
    store.availability.set(id, days);
    const slot = slotOf(store, id);
    if (slot !== undefined) store.held[slot] = 1;
  }
}

/**
 * Replaces the days of the listings `changes` names (null or no days: the listing is free),
 * and forgets those of `removed` listings.
 */
export function updateAvailability(
  store: IndexStore,
  removed: number[],
  changes: Map<number, ListingAvailability | null> | undefined,
) {
  for (const id of removed) store.availability.delete(id);
  if (!changes) return;
  for (const [id, days] of changes) {
    if (days && (days.blocked.length > 0 || days.booked.length > 0 || days.rules))
      store.availability.set(id, days);
    else store.availability.delete(id);
    const slot = slotOf(store, id);
    if (slot !== undefined) store.held[slot] = store.availability.has(id) ? 1 : 0;
  }
}

/**
 * Free for the whole range: no blocked day touches it, and the booked quantities
 * touching its days leave stock — the SQL search's day-level rule (decision 0002). The
 * days are the listing's own: a booking's first and last local day were worked out when
 * it was loaded, so a range is compared with them as dates, the SQL search's overlap with
 * the listing's local midnights. A booking's days take in its preparation time (loaded so),
 * and a listing with booking rules (decision 0030) is free only for a range as long as its
 * minimum rental that starts on a day its notice and window allow at `now`.
 */
export function availableTest(
  store: IndexStore,
  range: { startDate: string; endDate: string; now: Date },
) {
  // The first and last start days of a listing's rules, by zone, notice and window: worked
  // out once a search for the listings that share them.
  const bounds = new Map<string, boolean>();
  const startAllowed = (rules: BookingRulesOfDays) => {
    const key = `${rules.timezone}|${rules.noticeHours}|${rules.windowDays}`;
    let allowed = bounds.get(key);
    if (allowed === undefined) {
      const last = lastStartDay(range.now, rules.windowDays, rules.timezone);
      allowed =
        (rules.noticeHours === 0 ||
          range.startDate >= firstStartDay(range.now, rules.noticeHours, rules.timezone)) &&
        (last === null || range.startDate <= last);
      bounds.set(key, allowed);
    }
    return allowed;
  };
  return (slot: number) => {
    if (store.held[slot] === 0) return true;
    const days = store.availability.get(store.ids[slot]!);
    if (!days) return true;
    const rules = days.rules;
    if (rules) {
      if (!daysMeetMinimum(range.startDate, range.endDate, rules.minHours)) return false;
      if (!startAllowed(rules)) return false;
    }
    for (const [start, end] of days.blocked)
      if (start <= range.endDate && end >= range.startDate) return false;
    let booked = 0;
    for (const booking of days.booked)
      if (booking.startDay <= range.endDate && booking.endDay >= range.startDate)
        booked += booking.quantity;
    return store.quantity[slot]! > booked;
  };
}
