import type {
  Chat,
  ChatMessage,
  ChatMessagesResponse,
  MessageCreatedEvent,
} from '@ownless/shared/chat';

/**
 * Pure updates of the cached chat list and threads. Real-time events, sent messages and
 * refetches can deliver the same message more than once (the sending tab gets its own
 * message back as an event; a reconnect refetches what the events already brought), so
 * every merge goes by message id: a message is never shown twice and never counted twice.
 */

/** The thread of one chat as TanStack Query keeps an infinite query: newest page first. */
export interface ThreadPages {
  pages: ChatMessagesResponse[];
  pageParams: (number | undefined)[];
}

/** `messages` (oldest first) with `incoming` added where it belongs, each id once. */
export function mergeMessages(messages: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return messages;
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The badge: every unread message of every chat, on the navbar and the sidebar. */
export const totalUnread = (chats: readonly Chat[] | undefined) =>
  (chats ?? []).reduce((sum, chat) => sum + Math.max(0, chat.unreadCount), 0);

/** Newest activity first, as GET /chat/list orders them. */
const byActivity = (a: Chat, b: Chat) =>
  b.lastActivityAt.localeCompare(a.lastActivityAt) || b.id - a.id;

export interface MessageContext {
  viewerId: number;
  /** The viewer has this very chat open and in sight: the message is read at once. */
  viewing: boolean;
}

/**
 * The list after a MessageCreated event, or null when the chat is not in it (a new chat:
 * refetch the list). The unread count rises by one when the message is for the viewer, is
 * new to this list and the viewer is not looking at the chat.
 */
export function applyMessageToList(
  chats: Chat[],
  event: Pick<MessageCreatedEvent, 'chat_id' | 'receiver_id' | 'message'>,
  { viewerId, viewing }: MessageContext,
): Chat[] | null {
  const chat = chats.find((candidate) => candidate.id === event.chat_id);
  if (!chat) return null;
  if (chat.messages.some((message) => message.id === event.message.id)) return chats;
  const unread = event.receiver_id === viewerId && !viewing ? 1 : 0;
  const updated: Chat = {
    ...chat,
    messages: mergeMessages(chat.messages, [event.message]),
    unreadCount: chat.unreadCount + unread,
    lastActivityAt:
      event.message.created_at > chat.lastActivityAt
        ? event.message.created_at
        : chat.lastActivityAt,
  };
  return chats.map((candidate) => (candidate === chat ? updated : candidate)).sort(byActivity);
}

/** The thread after a new message: added to the newest page, once. */
export function applyMessageToThread(
  thread: ThreadPages | undefined,
  message: ChatMessage,
): ThreadPages | undefined {
  if (!thread) return thread;
  if (thread.pages.some((page) => page.messages.some((known) => known.id === message.id))) {
    return thread;
  }
  const [newest, ...older] = thread.pages;
  if (!newest) return thread;
  return {
    ...thread,
    pages: [{ ...newest, messages: mergeMessages(newest.messages, [message]) }, ...older],
  };
}

/** Every message of a thread, oldest first, each once (pages may overlap after a refetch). */
export function threadMessages(thread: Pick<ThreadPages, 'pages'> | undefined): ChatMessage[] {
  if (!thread) return [];
  return [...thread.pages]
    .reverse()
    .reduce<ChatMessage[]>((all, page) => mergeMessages(all, page.messages), []);
}

/** The list with this chat marked read (this tab read it, or another one did: ChatRead). */
export function markChatRead(chats: Chat[], chatId: number): Chat[] {
  if (!chats.some((chat) => chat.id === chatId && chat.unreadCount !== 0)) return chats;
  return chats.map((chat) => (chat.id === chatId ? { ...chat, unreadCount: 0 } : chat));
}

/** The list with this chat in it (a chat just started, or one found by id), newest first. */
export function upsertChat(chats: Chat[], chat: Chat): Chat[] {
  const known = chats.find((candidate) => candidate.id === chat.id);
  if (known) {
    // The cached one may already hold messages that came by events since.
    const merged = { ...chat, messages: mergeMessages(chat.messages, known.messages) };
    return chats.map((candidate) => (candidate === known ? merged : candidate)).sort(byActivity);
  }
  return [...chats, chat].sort(byActivity);
}

/** The list with the other party's presence changed wherever they appear. */
export function applyPresence(chats: Chat[], userId: number, online: boolean): Chat[] {
  if (!chats.some((chat) => chat.otherUser.id === userId && chat.otherUser.online !== online)) {
    return chats;
  }
  return chats.map((chat) =>
    chat.otherUser.id === userId ? { ...chat, otherUser: { ...chat.otherUser, online } } : chat,
  );
}
