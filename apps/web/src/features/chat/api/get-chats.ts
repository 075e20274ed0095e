import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_LIST_MAX, type ChatListResponse } from '@ownless/shared/chat';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { chatKeys } from './chat-keys';

/**
 * GET /chat/list → the viewer's chats, newest activity first, each with its latest messages
 * and unread count. One page of the largest size: the badge sums what it holds.
 */
export const getChats = (signal?: AbortSignal) =>
  api.get<ChatListResponse>('/chat/list', { params: { limit: CHAT_LIST_MAX }, signal });

export const getChatsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => getChats(signal),
    // Events keep it current; a reconnect invalidates it.
    staleTime: 5 * 60_000,
  });

/** The list while signed in (the badges read it on every page, the chat page shows it). */
export function useChats() {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getChatsQueryOptions(), enabled: token !== null });
}
