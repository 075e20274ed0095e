import { BOOKED_STATUSES } from '@ownless/shared';
import { and, asc, eq, exists, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  listingBlockedDates,
  listingFrequencies,
  listings,
  reservations,
} from '../../../db/schema';

/** What a calendar export shows: the listings, their blocks and their booked periods. */
export function exportRepository(db: Executor) {
  return {
    /** The listings by id (or an owner's), with whether they rent by the hour. */
    listings(where: { ids: number[] } | { ownerId: number }) {
      return db
        .select({
          id: listings.id,
          ownerId: listings.ownerId,
          name: listings.name,
          timezone: listings.timezone,
          hourly: exists(
            db
              .select({ one: sql`1` })
              .from(listingFrequencies)
              .where(
                and(
                  eq(listingFrequencies.listingId, listings.id),
                  eq(listingFrequencies.type, 'rent'),
                  eq(listingFrequencies.frequency, 'Hourly'),
                ),
              ),
          ).mapWith(Boolean),
        })
        .from(listings)
        .where(
          'ids' in where ? inArray(listings.id, where.ids) : eq(listings.ownerId, where.ownerId),
        )
        .orderBy(asc(listings.id));
    },

    /** Blocks of these listings that end on or after `fromDay`. */
    blocks(listingIds: number[], fromDay: string) {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: listingBlockedDates.id,
          listingId: listingBlockedDates.listingId,
          startDate: listingBlockedDates.startDate,
          endDate: listingBlockedDates.endDate,
          feedId: listingBlockedDates.feedId,
          externalUid: listingBlockedDates.externalUid,
        })
        .from(listingBlockedDates)
        .where(
          and(
            inArray(listingBlockedDates.listingId, listingIds),
            gte(listingBlockedDates.endDate, fromDay),
          ),
        )
        .orderBy(asc(listingBlockedDates.startDate), asc(listingBlockedDates.id));
    },

    /** Booked reservations of these listings that end after `from`: dates and code only. */
    booked(listingIds: number[], from: Date) {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: reservations.id,
          listingId: reservations.listingId,
          code: reservations.code,
          startAt: reservations.startAt,
          endAt: reservations.endAt,
        })
        .from(reservations)
        .where(
          and(
            inArray(reservations.listingId, listingIds),
            inArray(reservations.status, [...BOOKED_STATUSES]),
            gte(reservations.endAt, from),
          ),
        )
        .orderBy(asc(reservations.startAt), asc(reservations.id));
    },
  };
}
