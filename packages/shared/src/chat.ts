import { z } from 'zod';
import type { ReservationStatus } from './enums';
import { groupDigits } from './format';

/**
 * Chat between two users (docs/decisions/0008-chat.md): the
 * HTTP contract under /api/chat and the Socket.IO events on the same origin.
 */

/** A message is plain text of 1 to 2,000 characters after trimming; the web escapes it. */
export const CHAT_MESSAGE_MAX = 2000;
/** Latest messages each chat carries in GET /chat/list; older ones come from /chat/{id}/messages. */
export const CHAT_LIST_MESSAGES = 20;
/** Default and largest page of GET /chat/{id}/messages. */
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;
/** Default and largest number of chats in one GET /chat/list. */
export const CHAT_LIST_DEFAULT = 50;
export const CHAT_LIST_MAX = 100;

/** The Socket.IO path on the API's own origin; the handshake sends `auth: { token }`. */
export const SOCKET_PATH = '/socket.io';
/** The `connect_error` message of a handshake without a valid token (sign in again). */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

const userId = z.coerce
  .number({ message: /*i18n*/ 'Must be a number.' })
  .int(/*i18n*/ 'Must be a whole number.')
  .min(1, /*i18n*/ 'Must be a valid id.')
  .max(2_147_483_647, /*i18n*/ 'Must be a valid id.');

/** Trimmed plain text; whitespace-only is empty. */
export const chatMessageTextSchema = z
  .string({ message: /*i18n*/ 'Write a message.' })
  .trim()
  .min(1, /*i18n*/ 'Write a message.')
  .max(CHAT_MESSAGE_MAX, `A message can be at most ${groupDigits(CHAT_MESSAGE_MAX)} characters.`);

// ───────────────────────────── requests ─────────────────────────────

/**
 * POST /api/chat/initChat. `senderId` must be the signed-in user (else 403). Answers the
 * pair's existing chat (200) or a new one (201); the listing or reservation it is about
 * is kept from the first call that names one.
 */
export const initChatRequestSchema = z.object({
  receiverId: userId,
  senderId: userId,
  listingId: userId.optional(),
  reservationId: userId.optional(),
});
export type InitChatRequest = z.infer<typeof initChatRequestSchema>;

/**
 * POST /api/chat/send-message. The chat of the pair is used (created when there is none).
 * 400 when sending to yourself or the text is empty/too long, 403 when senderId is not
 * you, 404 when the receiver does not exist or is suspended, 429 when sending too fast.
 */
export const sendMessageRequestSchema = z.object({
  receiverId: userId,
  senderId: userId,
  message: chatMessageTextSchema,
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** GET /api/chat/list?limit=&before=<chatId>: the next chats after that one, in list order. */
export const chatListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_LIST_MAX).default(CHAT_LIST_DEFAULT),
  before: userId.optional(),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

/** GET /api/chat/{id}/messages?before=<messageId>&limit=: messages older than `before`. */
export const chatMessagesQuerySchema = z.object({
  before: userId.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatIdParamsSchema = z.object({ id: userId });

// ───────────────────────────── responses ─────────────────────────────

/** What a system message is about: a deposit or claim step of one reservation. */
export const CHAT_SYSTEM_EVENTS = [
  'claim-opened',
  'claim-accepted',
  'claim-disputed',
  'claim-decided',
  'claim-lapsed',
  'deposit-released',
  'deposit-charged',
] as const;
export const chatSystemEventSchema = z.object({
  event: z.enum(CHAT_SYSTEM_EVENTS),
  reservation_id: z.number().int(),
  reservation_code: z.string(),
  /** The amount the step is about (claimed, kept, decided or released), in cents. */
  amount_cents: z.number().int().nullable(),
  /**
   * `claim-opened`: until when the renter may accept or dispute (ISO 8601); unanswered by
   * then, the claim is accepted. Absent on other events and on messages stored before it.
   */
  respond_by: z.string().optional(),
  /** `claim-opened`: the listing's IANA time zone, in which the deadline is said. */
  time_zone: z.string().optional(),
});
export type ChatSystemEvent = z.infer<typeof chatSystemEventSchema>;

/** One message: message, created_at, sender_id, senderPic. Times are ISO 8601. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  /** When the receiver read it; null while unread. */
  read_at: z.string().nullable(),
  /** The sender's profile picture, or the placeholder. */
  senderPic: z.string(),
  /**
   * `system`: a message from OwnLess, not a person (a deposit or claim step, decision
   * 0027). Its `sender_id`/`receiver_id` still name the pair (the party whose step it was,
   * or the owner when OwnLess or the operator acted); show it as OwnLess's, in the reader's
   * language from `system` (`message` is its English text).
   */
  kind: z.enum(['user', 'system']),
  system: chatSystemEventSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The other member of a chat, as the viewer sees them. */
export const chatPartySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  fullName: z.string(),
  profilePicture: z.string(),
  /** Connected right now (any tab, any server instance). */
  online: z.boolean(),
});
export type ChatParty = z.infer<typeof chatPartySchema>;

/**
 * A chat from the viewer's side: `senderId` is always the viewer and `receiverId` the
 * other party, so a reply goes to `receiverId`.
 */
export const chatSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  otherUser: chatPartySchema,
  listingId: z.number().int().nullable(),
  reservationId: z.number().int().nullable(),
  /** Messages to the viewer not read yet. */
  unreadCount: z.number().int(),
  /** The latest message's time, or the chat's creation time when it has none. */
  lastActivityAt: z.string(),
  /** The latest messages, oldest first (at most CHAT_LIST_MESSAGES). */
  messages: z.array(chatMessageSchema),
  /** Whether older messages exist (page them with /chat/{id}/messages?before=messages[0].id). */
  hasMore: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET /api/chat/list: the viewer's chats, newest activity first, as a plain array (the API contract's shape). */
export const chatListResponseSchema = z.array(chatSchema);
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;

/** POST /api/chat/initChat (200 existing, 201 created) and GET /api/chat/{id}. */
export const chatResponseSchema = z.object({ chat: chatSchema, created: z.boolean() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** POST /api/chat/send-message (201). */
export const sendMessageResponseSchema = z.object({ chatMessage: chatMessageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** GET /api/chat/{id}/messages: older messages, oldest first. */
export const chatMessagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** POST /api/chat/{id}/mark-as-read: how many messages were marked read now. */
export const markAsReadResponseSchema = z.object({ success: z.boolean(), count: z.number().int() });
export type MarkAsReadResponse = z.infer<typeof markAsReadResponseSchema>;

// ───────────────────────────── real-time events ─────────────────────────────

/** Events the server emits to the private room of each user concerned. */
export const SERVER_EVENTS = {
  /** To both members (every tab): a message was sent. */
  MessageCreated: 'MessageCreated',
  /** To the reader's tabs: a chat was marked read, so badges clear everywhere. */
  ChatRead: 'ChatRead',
  /** To renter and owner: a reservation changed state (requested, approved, paid, …). */
  ReservationUpdated: 'ReservationUpdated',
  /** To users who share a chat with someone who came online or went offline. */
  PresenceChanged: 'PresenceChanged',
} as const;

/** Events a client emits; each answers through its acknowledgement callback. */
export const CLIENT_EVENTS = {
  /** Which of these users are online: `{ userIds }` → ack `{ online: number[] }`. Only chat contacts are answered. */
  PresenceQuery: 'PresenceQuery',
  /**
   * POST /chat/send-message over the open connection: the same body, rules and per-user
   * budget, answered through the acknowledgement (`SendMessageAck`).
   */
  SendMessage: 'SendMessage',
} as const;

/** The answer to `SendMessage`: the stored message, or the HTTP status and error body the route would give. */
export type SendMessageAck =
  | { ok: true; chatMessage: ChatMessage }
  | {
      ok: false;
      status: number;
      message: string;
      errors?: Record<string, string[]>;
      retryAfter?: number;
    };

export interface MessageCreatedEvent {
  chat_id: number;
  /** The member the message is for (the unread badge rises when this is you). */
  receiver_id: number;
  message: ChatMessage;
}

export interface ChatReadEvent {
  chat_id: number;
  reader_id: number;
  /** Messages marked read by this call. */
  count: number;
}

export interface ReservationUpdatedEvent {
  reservation_id: number;
  status: ReservationStatus;
  renter_id: number;
  owner_id: number;
}

export interface PresenceChangedEvent {
  userId: number;
  online: boolean;
}

export const presenceQuerySchema = z.object({ userIds: z.array(userId).max(CHAT_LIST_MAX) });
export type PresenceQuery = z.infer<typeof presenceQuerySchema>;
export interface PresenceQueryAck {
  online: number[];
}

/** Typed maps for socket.io's Server<Client, Server> and the client's Socket<Server, Client>. */
export interface ServerToClientEvents {
  MessageCreated: (event: MessageCreatedEvent) => void;
  ChatRead: (event: ChatReadEvent) => void;
  ReservationUpdated: (event: ReservationUpdatedEvent) => void;
  PresenceChanged: (event: PresenceChangedEvent) => void;
}
export interface ClientToServerEvents {
  PresenceQuery: (query: PresenceQuery, ack: (answer: PresenceQueryAck) => void) => void;
  SendMessage: (body: SendMessageRequest, ack: (answer: SendMessageAck) => void) => void;
}
