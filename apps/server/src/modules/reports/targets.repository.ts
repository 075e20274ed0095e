import type { ReportKind, ReportReservation } from '@ownless/shared';
import { and, asc, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages, listings, reservations, users } from '../../db/schema';

/** What a report points at, as the reports module needs it. */
export interface ReportTarget {
  /** The person the report is about: the listing's owner, the person, the message's sender. */
  subjectId: number;
  /** What the thing is called now: a listing's name, a person's name, a message's text. */
  label: string;
  /** For a message: the two people of its chat (only they may report it). */
  members?: [number, number];
  chatId?: number;
}

/** Messages shown before and after a reported message in the queue. */
export const QUEUE_EXCERPT = { before: 3, after: 3 };

/** Reservations a report's page lists. */
const RESERVATIONS_MAX = 50;

/** Whose reservations a report's page lists: between two people, or one renter's of a listing. */
export type ReservationsOf =
  { between: [reporterId: number, subjectId: number] } | { listingId: number; renterId: number };

/**
 * The reports module's reads of the things people report (decision 0026): a listing and its
 * owner, a person, a chat message and the lines around it, and the reservations between the
 * reporter and the person reported. Reads only: what happens to them goes through the owning
 * modules' services.
 */
export function reportTargets(db: Executor) {
  return {
    async find(kind: ReportKind, id: number): Promise<ReportTarget | undefined> {
      if (kind === 'listing') {
        const [row] = await db
          .select({ ownerId: listings.ownerId, name: listings.name })
          .from(listings)
          .where(eq(listings.id, id));
        return row && { subjectId: row.ownerId, label: row.name };
      }
      if (kind === 'user') {
        const [row] = await db
          .select({
            firstName: users.firstName,
            lastName: users.lastName,
            deletedAt: users.deletedAt,
          })
          .from(users)
          .where(eq(users.id, id));
        return row && !row.deletedAt
          ? { subjectId: id, label: `${row.firstName} ${row.lastName}` }
          : undefined;
      }
      const [row] = await db
        .select({
          chatId: chatMessages.chatId,
          senderId: chatMessages.senderId,
          receiverId: chatMessages.receiverId,
          message: chatMessages.message,
        })
        .from(chatMessages)
        .where(eq(chatMessages.id, id));
      return (
        row && {
          subjectId: row.senderId,
          label: row.message,
          members: [row.senderId, row.receiverId],
          chatId: row.chatId,
        }
      );
    },

    /** Whom to write to about a report: a reporter, or the person it is about. */
    async person(id: number) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, id));
      return row && !row.deletedAt ? row : undefined;
    },

    /** The chats of reported messages, by message id. */
    async chatsOf(messageIds: number[]) {
      if (messageIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ id: chatMessages.id, chatId: chatMessages.chatId })
        .from(chatMessages)
        .where(inArray(chatMessages.id, messageIds));
      return new Map(rows.map((r) => [r.id, r.chatId]));
    },

    /**
     * A reported message with the messages of its own chat just before and after it (as many
     * as `side` says), oldest first.
     */
    async excerpt(messageId: number, chatId: number, side: { before: number; after: number }) {
      const line = {
        id: chatMessages.id,
        senderId: chatMessages.senderId,
        firstName: users.firstName,
        lastName: users.lastName,
        message: chatMessages.message,
        kind: chatMessages.kind,
        system: chatMessages.system,
        createdAt: chatMessages.createdAt,
      };
      const around = (where: ReturnType<typeof and>, newestFirst: boolean, limit: number) =>
        db
          .select(line)
          .from(chatMessages)
          .innerJoin(users, eq(users.id, chatMessages.senderId))
          .where(where)
          .orderBy(newestFirst ? desc(chatMessages.id) : asc(chatMessages.id))
          .limit(limit);
      const inChat = eq(chatMessages.chatId, chatId);
      const [before, at, after] = await Promise.all([
        around(and(inChat, lt(chatMessages.id, messageId)), true, side.before),
        around(and(inChat, eq(chatMessages.id, messageId)), false, 1),
        around(and(inChat, gt(chatMessages.id, messageId)), false, side.after),
      ]);
      return [...before.reverse(), ...at, ...after].map((r) => {
        const system = r.kind === 'system';
        return {
          id: r.id,
          sender_id: r.senderId,
          sender: `${r.firstName} ${r.lastName}`,
          message: r.message,
          created_at: r.createdAt.toISOString(),
          reported: r.id === messageId,
          kind: system ? ('system' as const) : ('user' as const),
          system: system ? (r.system ?? null) : null,
        };
      });
    },

    /** The reservations between two people, or of a listing by one renter, newest first. */
    async reservations(of: ReservationsOf): Promise<ReportReservation[]> {
      const reporterId = 'between' in of ? of.between[0] : of.renterId;
      const where =
        'between' in of
          ? or(
              and(
                eq(reservations.renterId, of.between[0]),
                eq(reservations.ownerId, of.between[1]),
              ),
              and(
                eq(reservations.renterId, of.between[1]),
                eq(reservations.ownerId, of.between[0]),
              ),
            )
          : and(eq(reservations.listingId, of.listingId), eq(reservations.renterId, of.renterId));
      const rows = await db
        .select({
          id: reservations.id,
          code: reservations.code,
          status: reservations.status,
          renterId: reservations.renterId,
          listingId: reservations.listingId,
          listingName: listings.name,
          timeZone: listings.timezone,
          startAt: reservations.startAt,
          endAt: reservations.endAt,
          createdAt: reservations.createdAt,
        })
        .from(reservations)
        .innerJoin(listings, eq(listings.id, reservations.listingId))
        .where(where)
        .orderBy(desc(reservations.createdAt), desc(reservations.id))
        .limit(RESERVATIONS_MAX);
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        status: r.status as ReportReservation['status'],
        listing: { id: r.listingId, name: r.listingName },
        time_zone: r.timeZone,
        start_at: r.startAt.toISOString(),
        end_at: r.endAt.toISOString(),
        created_at: r.createdAt.toISOString(),
        reporter_role: r.renterId === reporterId ? 'renter' : 'owner',
      }));
    },
  };
}
