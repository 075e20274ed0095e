import type { ReportKind } from '@ownless/shared';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages, listings, users } from '../../db/schema';

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

/** Messages shown on each side of a reported message. */
const EXCERPT_SIDE = 3;

/**
 * The reports module's reads of the things people report (decision 0026): a listing and its
 * owner, a person, a chat message and the lines around it. Reads only: what happens to
 * them goes through the owning modules' services.
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

    /** A reported message with the messages just before and after it, oldest first. */
    async excerpt(messageId: number, chatId: number) {
      const line = {
        id: chatMessages.id,
        senderId: chatMessages.senderId,
        firstName: users.firstName,
        lastName: users.lastName,
        message: chatMessages.message,
        createdAt: chatMessages.createdAt,
      };
      const around = (where: ReturnType<typeof and>, newestFirst: boolean) =>
        db
          .select(line)
          .from(chatMessages)
          .innerJoin(users, eq(users.id, chatMessages.senderId))
          .where(where)
          .orderBy(newestFirst ? desc(chatMessages.id) : asc(chatMessages.id))
          .limit(EXCERPT_SIDE);
      const [before, at, after] = await Promise.all([
        around(and(eq(chatMessages.chatId, chatId), lt(chatMessages.id, messageId)), true),
        around(eq(chatMessages.id, messageId), false),
        around(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, messageId)), false),
      ]);
      return [...before.reverse(), ...at, ...after].map((r) => ({
        id: r.id,
        sender_id: r.senderId,
        sender: `${r.firstName} ${r.lastName}`,
        message: r.message,
        created_at: r.createdAt.toISOString(),
        reported: r.id === messageId,
      }));
    },
  };
}
