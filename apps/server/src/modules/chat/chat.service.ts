import {
  type Chat,
  type ChatListQuery,
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatSystemEvent,
  CHAT_LIST_MESSAGES,
  type InitChatRequest,
  PROFILE_PICTURE_PLACEHOLDER,
  type SendMessageRequest,
} from '@ownless/shared';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { RealtimeHub } from '../../realtime/hub';
import type { ListingsBookingService } from '../listings/listings.booking.service';
import type { ReservationsService } from '../reservations/reservations.service';
import { fullNameOf } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
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
    kind: row.kind === 'system' ? 'system' : 'user',
    system: row.kind === 'system' ? (row.system ?? null) : null,
  };
}

/**
 * Chat between two users (docs/decisions/0008-chat.md). Every rule is here: the sender
 * is the signed-in user, only the two members read or write a chat, nobody writes to
 * themselves or to a suspended account. Deliveries go out through the hub after the
 * message is stored. The members' names, pictures and suspension are the users module's,
 * asked once per message, list or page for all the ids at once; what a chat is about is
 * checked with the listings and reservations modules.
 */
export function chatService(deps: {
  db: Database;
  hub: RealtimeHub;
  users: Pick<UsersService, 'namesOf'>;
  /** A listing's owner. */
  listings: Pick<ListingsBookingService, 'find'>;
  /** A reservation's renter and owner. */
  reservations: Pick<ReservationsService, 'partiesOf'>;
}) {
  const { db, hub, users, listings, reservations } = deps;
  const repo = chatRepository(db);

  /**
   * The checks every write to another user shares. Answers the pair's chat id if there is
   * one and the sender's account; the receiver's account and the chat are looked up at once.
   */
  async function checkPair(viewerId: number, body: { senderId: number; receiverId: number }) {
    if (body.senderId !== viewerId)
      throw forbidden(/*i18n*/ 'You can only send messages as yourself.');
    if (body.receiverId === viewerId) {
      throw badRequest(/*i18n*/ 'You cannot send messages to yourself.', {
        receiverId: [/*i18n*/ 'You cannot send messages to yourself.'],
      });
    }
    const [people, chatId] = await Promise.all([
      users.namesOf([viewerId, body.receiverId]),
      repo.pairChat(viewerId, body.receiverId),
    ]);
    const receiver = people.get(body.receiverId);
    if (!receiver || receiver.suspended) throw notFound(/*i18n*/ 'That user does not exist.');
    return { chatId, sender: people.get(viewerId) };
  }

  /**
   * The chats as the API shows them, with the members' names and pictures from the users
   * module (one query for the viewer and every other member). A chat whose other member is
   * gone meanwhile is left out, as the chat itself is about to be (its rows cascade).
   */
  async function toChats(viewerId: number, rows: ChatListRow[]): Promise<Chat[]> {
    if (rows.length === 0) return [];
    const otherIds = rows.map((r) => r.other_id);
    const [people, online] = await Promise.all([
      users.namesOf([viewerId, ...otherIds]),
      hub.onlineAmong(otherIds),
    ]);
    const viewerPicture = people.get(viewerId)?.profilePicture ?? null;
    return rows.flatMap((row) => {
      const other = people.get(row.other_id);
      if (!other) return [];
      const shown = row.messages.slice(0, CHAT_LIST_MESSAGES);
      const picture = (senderId: number) =>
        senderId === viewerId ? viewerPicture : other.profilePicture;
      return [
        {
          id: row.id,
          senderId: viewerId,
          receiverId: row.other_id,
          otherUser: {
            id: row.other_id,
            firstName: other.firstName,
            fullName: fullNameOf(other),
            profilePicture: other.profilePicture ?? PROFILE_PICTURE_PLACEHOLDER,
            online: online.has(row.other_id),
          },
          listingId: row.listing_id,
          reservationId: row.reservation_id,
          unreadCount: row.unread,
          lastActivityAt: iso(row.activity_at),
          messages: shown.reverse().map((m) => toMessage(m, picture(m.sender_id))),
          hasMore: row.messages.length > CHAT_LIST_MESSAGES,
        },
      ];
    });
  }

  async function chatOf(viewerId: number, chatId: number): Promise<Chat> {
    const rows = await repo.list(viewerId, {
      limit: 1,
      messages: CHAT_LIST_MESSAGES,
      only: chatId,
    });
    const [chat] = await toChats(viewerId, rows);
    if (!chat) throw notFound(/*i18n*/ 'That chat does not exist.');
    return chat;
  }

  async function memberChat(viewerId: number, chatId: number) {
    const chat = await repo.memberChat(chatId, viewerId);
    // Someone else's chat answers as if it did not exist: ids are not a way to probe.
    if (!chat) throw notFound(/*i18n*/ 'That chat does not exist.');
    return chat;
  }

  return {
    /** The pair's chat, created on first use; what it is about may be a listing or a reservation of the two. */
    async init(viewerId: number, body: InitChatRequest) {
      await checkPair(viewerId, body);
      const members = [viewerId, body.receiverId];
      if (body.listingId !== undefined) {
        const ownerId = (await listings.find(body.listingId))?.ownerId ?? null;
        if (ownerId === null || !members.includes(ownerId)) {
          throw badRequest(/*i18n*/ 'That listing is not one of yours or theirs.', {
            listingId: [/*i18n*/ 'That listing is not one of yours or theirs.'],
          });
        }
      }
      if (body.reservationId !== undefined) {
        const parties = await reservations.partiesOf(body.reservationId);
        if (!parties || !members.includes(parties.renterId) || !members.includes(parties.ownerId)) {
          throw badRequest(/*i18n*/ 'That reservation is not between the two of you.', {
            reservationId: [/*i18n*/ 'That reservation is not between the two of you.'],
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
      const pair = await checkPair(viewerId, body);
      const chatId = pair.chatId ?? (await repo.upsertPair(viewerId, body.receiverId, {})).id;
      const row = await repo.insertMessage(chatId, viewerId, body.receiverId, body.message);
      const message = toMessage(row, pair.sender?.profilePicture ?? null);
      hub.emit('messageCreated', {
        chatId,
        senderId: viewerId,
        receiverId: body.receiverId,
        message,
      });
      return message;
    },

    /**
     * A message from OwnLess in the pair's chat (created when they have none): a deposit or
     * claim step (decision 0027). `senderId` is the party whose step it was (or the owner),
     * so the other one sees it unread; both receive it live.
     */
    async postSystem(input: {
      senderId: number;
      receiverId: number;
      listingId: number;
      reservationId: number;
      text: string;
      system: ChatSystemEvent;
    }): Promise<ChatMessage> {
      const { id: chatId } = await repo.upsertPair(input.senderId, input.receiverId, {
        listingId: input.listingId,
        reservationId: input.reservationId,
      });
      const row = await repo.insertSystemMessage(
        chatId,
        input.senderId,
        input.receiverId,
        input.text,
        input.system,
      );
      const message = toMessage(row, null);
      hub.emit('messageCreated', {
        chatId,
        senderId: input.senderId,
        receiverId: input.receiverId,
        message,
      });
      return message;
    },

    /** The latest messages between two people, oldest first (the operator deciding a claim reads them). */
    async pairMessages(a: number, b: number, limit: number) {
      const chatId = await repo.pairChat(a, b);
      if (chatId === null) return [];
      const rows = await repo.page(chatId, undefined, limit);
      return rows
        .slice(0, limit)
        .reverse()
        .map((row) => ({
          id: row.id,
          sender_id: row.sender_id,
          kind: row.kind === 'system' ? ('system' as const) : ('user' as const),
          message: row.message,
          system: row.kind === 'system' ? (row.system ?? null) : null,
          created_at: iso(row.created_at),
        }));
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
      const chat = await memberChat(viewerId, chatId);
      // Every message of a chat is sent by one of its two members: their pictures are asked
      // alongside the page.
      const [rows, people] = await Promise.all([
        repo.page(chatId, query.before, query.limit),
        users.namesOf([chat.userOneId, chat.userTwoId]),
      ]);
      const shown = rows.slice(0, query.limit).reverse();
      const picture = (senderId: number) => people.get(senderId)?.profilePicture ?? null;
      return {
        messages: shown.map((m) => toMessage(m, picture(m.sender_id))),
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
