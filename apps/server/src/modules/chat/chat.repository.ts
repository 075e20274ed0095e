import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ChatSystemEvent } from '@ownless/shared';
import { type Executor, fixedQuery, queryRows } from '../../db/client';
import { chats } from '../../db/schema';

export interface ChatRow {
  id: number;
  userOneId: number;
  userTwoId: number;
  listingId: number | null;
  reservationId: number | null;
}

/** A message as stored; pictures are added by the service from the chat's members. */
export interface MessageRow {
  id: number;
  chat_id: number;
  sender_id: number;
  receiver_id: number;
  message: string;
  created_at: Date | string;
  read_at: Date | string | null;
  /** `system`: a message from OwnLess about a deposit or claim step (decision 0027). */
  kind?: string;
  system?: ChatSystemEvent | null;
}

/**
 * One chat of GET /chat/list, with the other member's id and the latest messages (newest
 * first); names and pictures are added by the service from the users module.
 */
export interface ChatListRow {
  id: number;
  listing_id: number | null;
  reservation_id: number | null;
  activity_at: Date | string;
  other_id: number;
  unread: number;
  /** Up to `messages + 1` messages, newest first: one more than shown tells whether older ones exist. */
  messages: MessageRow[];
}

/** A timestamp as ISO 8601 text inside JSON (PostgreSQL's own JSON form is not ISO in every zone). */
const isoText = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

// The chat module's statements on the path of every message are compiled once (db/client.ts fixedQuery).
const pairChatQuery = fixedQuery<{ id: number }, 'one' | 'two'>(
  ['one', 'two'],
  (v) => sql`SELECT id FROM chats WHERE user_one_id = ${v.one} AND user_two_id = ${v.two}`,
);

const insertMessageQuery = fixedQuery<MessageRow, 'chatId' | 'senderId' | 'receiverId' | 'text'>(
  ['chatId', 'senderId', 'receiverId', 'text'],
  (v) => sql`WITH m AS (
               INSERT INTO chat_messages (chat_id, sender_id, receiver_id, message)
               VALUES (${v.chatId}, ${v.senderId}, ${v.receiverId}, ${v.text})
               RETURNING id, chat_id, sender_id, receiver_id, message, created_at, read_at, kind, system
             ), touched AS (
               UPDATE chats SET last_message_at = m.created_at FROM m WHERE chats.id = m.chat_id
             )
             SELECT * FROM m`,
);

/** The only code that touches the chat tables. */
export function chatRepository(db: Executor) {
  return {
    /**
     * The pair's chat, created when missing: one statement, so two first messages racing
     * end in one chat (the unique pair index decides). A listing or reservation fills in
     * only where the chat has none yet. `created` is true for the call that inserted it.
     */
    async upsertPair(a: number, b: number, about: { listingId?: number; reservationId?: number }) {
      const [one, two] = pair(a, b);
      const rows = await queryRows<{ id: number; created: boolean }>(
        db,
        sql`INSERT INTO chats (user_one_id, user_two_id, listing_id, reservation_id, last_message_at)
            VALUES (${one}, ${two}, ${about.listingId ?? null}, ${about.reservationId ?? null}, now())
            ON CONFLICT (user_one_id, user_two_id) DO UPDATE
              SET listing_id = COALESCE(chats.listing_id, EXCLUDED.listing_id),
                  reservation_id = COALESCE(chats.reservation_id, EXCLUDED.reservation_id)
            RETURNING id, (xmax = 0) AS created`,
      );
      return rows[0]!;
    },

    async memberChat(chatId: number, userId: number): Promise<ChatRow | null> {
      const [row] = await db
        .select({
          id: chats.id,
          userOneId: chats.userOneId,
          userTwoId: chats.userTwoId,
          listingId: chats.listingId,
          reservationId: chats.reservationId,
        })
        .from(chats)
        .where(
          and(
            eq(chats.id, chatId),
            sql`(${chats.userOneId} = ${userId} OR ${chats.userTwoId} = ${userId})`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The id of the pair's chat, or null before their first message. */
    async pairChat(a: number, b: number): Promise<number | null> {
      const [one, two] = pair(a, b);
      const [row] = await pairChatQuery(db, { one, two });
      return row?.id ?? null;
    },

    /** Stores a message and moves the chat up the list, in one statement. */
    async insertMessage(chatId: number, senderId: number, receiverId: number, text: string) {
      const rows = await insertMessageQuery(db, { chatId, senderId, receiverId, text });
      return rows[0]!;
    },

    /** Stores a message from OwnLess (decision 0027) and moves the chat up the list. */
    async insertSystemMessage(
      chatId: number,
      senderId: number,
      receiverId: number,
      text: string,
      system: ChatSystemEvent,
    ) {
      const rows = await queryRows<MessageRow>(
        db,
        sql`WITH m AS (
              INSERT INTO chat_messages (chat_id, sender_id, receiver_id, message, kind, system)
              VALUES (${chatId}, ${senderId}, ${receiverId}, ${text}, 'system', ${JSON.stringify(system)}::jsonb)
              RETURNING id, chat_id, sender_id, receiver_id, message, created_at, read_at, kind, system
            ), touched AS (
              UPDATE chats SET last_message_at = m.created_at FROM m WHERE chats.id = m.chat_id
            )
            SELECT * FROM m`,
      );
      return rows[0]!;
    },

    /**
     * The viewer's chats, newest activity first, each with the other member's id, the viewer's
     * unread count and the latest messages — one statement whatever the number of chats.
     * `before` continues after that chat; `only` picks one chat.
     */
    async list(
      viewerId: number,
      options: { limit: number; messages: number; before?: number; only?: number },
    ) {
      const filters = [sql`(c.user_one_id = ${viewerId} OR c.user_two_id = ${viewerId})`];
      if (options.only !== undefined) filters.push(sql`c.id = ${options.only}`);
      if (options.before !== undefined) {
        filters.push(
          sql`(c.last_message_at, c.id) < (SELECT b.last_message_at, b.id FROM chats b WHERE b.id = ${options.before})`,
        );
      }
      return queryRows<ChatListRow>(
        db,
        sql`SELECT c.id, c.listing_id, c.reservation_id, COALESCE(c.last_message_at, c.created_at) AS activity_at,
                   CASE WHEN c.user_one_id = ${viewerId} THEN c.user_two_id ELSE c.user_one_id END AS other_id,
                   (SELECT count(*)::int FROM chat_messages u
                     WHERE u.receiver_id = ${viewerId} AND u.chat_id = c.id AND u.read_at IS NULL) AS unread,
                   COALESCE((SELECT json_agg(m ORDER BY m.id DESC) FROM (
                     SELECT id, chat_id, sender_id, receiver_id, message, kind, system,
                            ${isoText(sql`created_at`)} AS created_at, ${isoText(sql`read_at`)} AS read_at
                       FROM chat_messages WHERE chat_id = c.id ORDER BY id DESC LIMIT ${options.messages + 1}
                   ) m), '[]'::json) AS messages
              FROM chats c
             WHERE ${sql.join(filters, sql` AND `)}
             ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC
             LIMIT ${options.limit}`,
      );
    },

    /** Messages of a chat older than `before` (all when absent), newest first, `limit + 1` at most. */
    async page(chatId: number, before: number | undefined, limit: number) {
      return queryRows<MessageRow>(
        db,
        sql`SELECT id, chat_id, sender_id, receiver_id, message, created_at, read_at, kind, system
              FROM chat_messages
             WHERE chat_id = ${chatId} ${before === undefined ? sql`` : sql`AND id < ${before}`}
             ORDER BY id DESC
             LIMIT ${limit + 1}`,
      );
    },

    /** Marks every unread message to `readerId` in the chat read; returns how many. */
    async markRead(chatId: number, readerId: number) {
      const rows = await queryRows<{ count: number }>(
        db,
        sql`WITH r AS (
              UPDATE chat_messages SET read_at = now()
               WHERE chat_id = ${chatId} AND receiver_id = ${readerId} AND read_at IS NULL
              RETURNING 1
            )
            SELECT count(*)::int AS count FROM r`,
      );
      return rows[0]?.count ?? 0;
    },

    /** Everyone the user shares a chat with. */
    async contacts(userId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT user_two_id AS id FROM chats WHERE user_one_id = ${userId}
            UNION ALL
            SELECT user_one_id AS id FROM chats WHERE user_two_id = ${userId}`,
      );
      return rows.map((r) => r.id);
    },
  };
}
