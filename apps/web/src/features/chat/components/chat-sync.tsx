import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SERVER_EVENTS,
  type Chat,
  type ChatReadEvent,
  type MessageCreatedEvent,
  type PresenceChangedEvent,
} from '@ownless/shared/chat';
import { useCurrentUser } from '@/lib/auth';
import { useSocketConnected, useSocketEvent } from '@/lib/socket';
import { useChatStore } from '@/stores/chat-store';
import { chatKeys } from '../api/chat-keys';
import { useChats } from '../api/get-chats';
import {
  applyMessageToList,
  applyMessageToThread,
  applyPresence,
  markChatRead,
  totalUnread,
  type ThreadPages,
} from '../utils/chat-cache';
import { getViewingChatId } from '../utils/viewing';

/**
 * Keeps chat data live in a signed-in tab (loaded lazily, so guests never fetch it): the
 * badges' unread count from GET /chat/list, new messages and reads from the real-time
 * events merged into the cache, and a refetch after every (re)connection so nothing sent
 * while offline is missed. Renders nothing.
 */
export default function ChatSync() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const chats = useChats();
  const setUnreadCount = useChatStore((state) => state.setUnreadCount);

  useEffect(() => {
    if (chats.data) setUnreadCount(totalUnread(chats.data));
  }, [chats.data, setUnreadCount]);

  useSocketEvent(SERVER_EVENTS.MessageCreated, (payload) => {
    const event = payload as MessageCreatedEvent;
    if (!user) return;
    queryClient.setQueryData<ThreadPages>(chatKeys.thread(event.chat_id), (thread) =>
      applyMessageToThread(thread, event.message),
    );
    const list = queryClient.getQueryData<Chat[]>(chatKeys.list());
    const next =
      list &&
      applyMessageToList(list, event, {
        viewerId: user.id,
        viewing: getViewingChatId() === event.chat_id,
      });
    if (next) queryClient.setQueryData(chatKeys.list(), next);
    else void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  });

  useSocketEvent(SERVER_EVENTS.ChatRead, (payload) => {
    const { chat_id } = payload as ChatReadEvent;
    queryClient.setQueryData<Chat[]>(chatKeys.list(), (list) =>
      list ? markChatRead(list, chat_id) : list,
    );
  });

  useSocketEvent(SERVER_EVENTS.PresenceChanged, (payload) => {
    const { userId, online } = payload as PresenceChangedEvent;
    queryClient.setQueryData<Chat[]>(chatKeys.list(), (list) =>
      list ? applyPresence(list, userId, online) : list,
    );
  });

  // Whatever happened before this connection opened (or while it was down) is fetched again.
  useSocketConnected(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  });

  return null;
}
