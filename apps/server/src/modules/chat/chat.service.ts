import {
  type Chat,
  type ChatListQuery,
  type ChatMessage,
  type ChatMessagesQuery,
  CHAT_LIST_MESSAGES,
  type InitChatRequest,
  PROFILE_PICTURE_PLACEHOLDER,
  type SendMessageRequest,
} from '@ownless/shared';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { type ChatListRow, chatRepository, type MessageRow } from './chat.repository';

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function toMessage(row: MessageRow, senderPicture: string | null): ChatMessage {
  return {
    id: row.id,
    chat_id: row.chat_id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    message: row.message,
    created_at: iso(row.created_at),
    read_at: row.read_at === null ? null : iso(row.read_at),
    senderPic: senderPicture ?? PROFILE_PICTURE_PLACEHOLDER,
  };
}

/**
 * Chat between two users (decisions "Chat and real time"). Every rule is here: the sender
 * is the signed-in user, only the two members read or write a chat, nobody writes to
 * themselves or to a suspended account. Deliveries go out through the hub after the
 * message is stored.
 */
export function chatService(deps: { db: Database; hub: RealtimeHub }) {
  const { db, hub } = deps;
  const repo = chatRepository(db);

  /** The checks every write to another user shares; answers the pair's chat id if there is one. */
  async function checkPair(viewerId: number, body: { senderId: number; receiverId: number }) {
    if (body.senderId !== viewerId) throw forbidden('You can only send messages as yourself.');
    if (body.receiverId === viewerId) {
      throw badRequest('You cannot send messages to yourself.', {
        receiverId: ['You cannot send messages to yourself.'],
      });
    }
    const found = await repo.receiverAndChat(viewerId, body.receiverId);
    if (!found) throw notFound('That user does not exist.');
    return found.chatId;
  }

  async function toChats(viewerId: number, rows: ChatListRow[]): Promise<Chat[]> {
    const online = await hub.onlineAmong(rows.map((r) => r.other_id));
    return rows.map((row) => {
      const shown = row.messages.slice(0, CHAT_LIST_MESSAGES);
      const picture = (senderId: number) =>
        senderId === viewerId ? row.viewer_picture : row.other_picture;
      return {
        id: row.id,
        senderId: viewerId,
        receiverId: row.other_id,
        otherUser: {
          id: row.other_id,
          firstName: row.other_first_name,
          fullName: `${row.other_first_name} ${row.other_last_name}`.trim(),
          profilePicture: row.other_picture ?? PROFILE_PICTURE_PLACEHOLDER,
          online: online.has(row.other_id),
        },
        listingId: row.listing_id,
        reservationId: row.reservation_id,
        unreadCount: row.unread,
        lastActivityAt: iso(row.activity_at),
        messages: shown.reverse().map((m) => toMessage(m, picture(m.sender_id))),
        hasMore: row.messages.length > CHAT_LIST_MESSAGES,
      };
    });
  }

  async function chatOf(viewerId: number, chatId: number): Promise<Chat> {
    const rows = await repo.list(viewerId, {
      limit: 1,
      messages: CHAT_LIST_MESSAGES,
      only: chatId,
    });
    if (rows.length === 0) throw notFound('That chat does not exist.');
    return (await toChats(viewerId, rows))[0]!;
  }

  async function memberChat(viewerId: number, chatId: number) {
    const chat = await repo.memberChat(chatId, viewerId);
    // Someone else's chat answers as if it did not exist: ids are not a way to probe.
    if (!chat) throw notFound('That chat does not exist.');
    return chat;
  }

  return {
    /** The pair's chat, created on first use; what it is about may be a listing or a reservation of the two. */
    async init(viewerId: number, body: InitChatRequest) {
      await checkPair(viewerId, body);
      const members = [viewerId, body.receiverId];
      if (body.listingId !== undefined) {
        const ownerId = await repo.listingOwner(body.listingId);
        if (ownerId === null || !members.includes(ownerId)) {
          throw badRequest('That listing is not one of yours or theirs.', {
            listingId: ['That listing is not one of yours or theirs.'],
          });
        }
      }
      if (body.reservationId !== undefined) {
        const parties = await repo.reservationParties(body.reservationId);
        if (!parties || !members.includes(parties.renterId) || !members.includes(parties.ownerId)) {
          throw badRequest('That reservation is not between the two of you.', {
            reservationId: ['That reservation is not between the two of you.'],
          });
        }
      }
      const { id, created } = await repo.upsertPair(viewerId, body.receiverId, {
        listingId: body.listingId,
        reservationId: body.reservationId,
      });
      return { chat: await chatOf(viewerId, id), created };
    },

    async send(viewerId: number, body: SendMessageRequest): Promise<ChatMessage> {
      const chatId =
        (await checkPair(viewerId, body)) ??
        (await repo.upsertPair(viewerId, body.receiverId, {})).id;
      const row = await repo.insertMessage(chatId, viewerId, body.receiverId, body.message);
      const message = toMessage(row, row.sender_picture);
      hub.emit('messageCreated', {
        chatId,
        senderId: viewerId,
        receiverId: body.receiverId,
        message,
      });
      return message;
    },

    async list(viewerId: number, query: ChatListQuery) {
      const rows = await repo.list(viewerId, {
        limit: query.limit,
        messages: CHAT_LIST_MESSAGES,
        before: query.before,
      });
      return toChats(viewerId, rows);
    },

    get: chatOf,

    /** Older messages of a chat, oldest first, and whether there are older ones still. */
    async messages(viewerId: number, chatId: number, query: ChatMessagesQuery) {
      await memberChat(viewerId, chatId);
      const rows = await repo.page(chatId, query.before, query.limit);
      const shown = rows.slice(0, query.limit).reverse();
      return {
        messages: shown.map((m) => toMessage(m, m.sender_picture)),
        hasMore: rows.length > query.limit,
      };
    },

    async markRead(viewerId: number, chatId: number) {
      await memberChat(viewerId, chatId);
      const count = await repo.markRead(chatId, viewerId);
      if (count > 0) hub.emit('chatRead', { chatId, readerId: viewerId, count });
      return { success: true, count };
    },

    /** Everyone the user shares a chat with: who hears of their presence, and whose they may ask. */
    contactsOf(userId: number) {
      return repo.contacts(userId);
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
