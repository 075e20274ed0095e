import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, fixedQuery, queryRows } from '../../db/client';
import { chats, listings, reservations } from '../../db/schema';

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
}

/** One chat of GET /chat/list, with the other member and the latest messages (newest first). */
export interface ChatListRow {
  id: number;
  listing_id: number | null;
  reservation_id: number | null;
  activity_at: Date | string;
  other_id: number;
  other_first_name: string;
  other_last_name: string;
  other_picture: string | null;
  viewer_picture: string | null;
  unread: number;
  /** Up to `messages + 1` messages, newest first: one more than shown tells whether older ones exist. */
  messages: MessageRow[];
}

/** A timestamp as ISO 8601 text inside JSON (PostgreSQL's own JSON form is not ISO in every zone). */
const isoText = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

// The two statements of every message sent are compiled once (db/client.ts fixedQuery).
const receiverAndChatQuery = fixedQuery<{ chat_id: number | null }, 'one' | 'two' | 'receiver'>(
  ['one', 'two', 'receiver'],
  (v) => sql`SELECT c.id AS chat_id FROM users u
               LEFT JOIN chats c ON c.user_one_id = ${v.one} AND c.user_two_id = ${v.two}
              WHERE u.id = ${v.receiver} AND u.suspended_at IS NULL`,
);

const insertMessageQuery = fixedQuery<
  MessageRow & { sender_picture: string | null },
  'chatId' | 'senderId' | 'receiverId' | 'text'
>(
  ['chatId', 'senderId', 'receiverId', 'text'],
  (v) => sql`WITH m AS (
               INSERT INTO chat_messages (chat_id, sender_id, receiver_id, message)
               VALUES (${v.chatId}, ${v.senderId}, ${v.receiverId}, ${v.text})
               RETURNING id, chat_id, sender_id, receiver_id, message, created_at, read_at
             ), touched AS (
               UPDATE chats SET last_message_at = m.created_at FROM m WHERE chats.id = m.chat_id
             )
             SELECT m.*, u.profile_picture AS sender_picture FROM m JOIN users u ON u.id = m.sender_id`,
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

    /**
     * Whether `receiverId` may receive messages (exists, not suspended) and, if so, the id of
     * the pair's chat (null before the first) — one round trip on the path of every message.
     */
    async receiverAndChat(
      senderId: number,
      receiverId: number,
    ): Promise<{ chatId: number | null } | null> {
      const [one, two] = pair(senderId, receiverId);
      const [row] = await receiverAndChatQuery(db, { one, two, receiver: receiverId });
      return row ? { chatId: row.chat_id } : null;
    },

    async listingOwner(id: number) {
      const [row] = await db
        .select({ ownerId: listings.ownerId })
        .from(listings)
        .where(eq(listings.id, id))
        .limit(1);
      return row?.ownerId ?? null;
    },

    async reservationParties(id: number) {
      const [row] = await db
        .select({ renterId: reservations.renterId, ownerId: reservations.ownerId })
        .from(reservations)
        .where(eq(reservations.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Stores a message and moves the chat up the list, in one statement. */
    async insertMessage(chatId: number, senderId: number, receiverId: number, text: string) {
      const rows = await insertMessageQuery(db, { chatId, senderId, receiverId, text });
      return rows[0]!;
    },

    /**
     * The viewer's chats, newest activity first, each with the other member, the viewer's
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
                   o.id AS other_id, o.first_name AS other_first_name, o.last_name AS other_last_name,
                   o.profile_picture AS other_picture, v.profile_picture AS viewer_picture,
                   (SELECT count(*)::int FROM chat_messages u
                     WHERE u.receiver_id = ${viewerId} AND u.chat_id = c.id AND u.read_at IS NULL) AS unread,
                   COALESCE((SELECT json_agg(m ORDER BY m.id DESC) FROM (
                     SELECT id, chat_id, sender_id, receiver_id, message,
                            ${isoText(sql`created_at`)} AS created_at, ${isoText(sql`read_at`)} AS read_at
                       FROM chat_messages WHERE chat_id = c.id ORDER BY id DESC LIMIT ${options.messages + 1}
                   ) m), '[]'::json) AS messages
              FROM chats c
              JOIN users o ON o.id = CASE WHEN c.user_one_id = ${viewerId} THEN c.user_two_id ELSE c.user_one_id END
              JOIN users v ON v.id = ${viewerId}
             WHERE ${sql.join(filters, sql` AND `)}
             ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC
             LIMIT ${options.limit}`,
      );
    },

    /** Messages of a chat older than `before` (all when absent), newest first, `limit + 1` at most. */
    async page(chatId: number, before: number | undefined, limit: number) {
      return queryRows<MessageRow & { sender_picture: string | null }>(
        db,
        sql`SELECT m.id, m.chat_id, m.sender_id, m.receiver_id, m.message, m.created_at, m.read_at,
                   u.profile_picture AS sender_picture
              FROM chat_messages m JOIN users u ON u.id = m.sender_id
             WHERE m.chat_id = ${chatId} ${before === undefined ? sql`` : sql`AND m.id < ${before}`}
             ORDER BY m.id DESC
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
