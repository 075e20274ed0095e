import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Chat, ChatMessagesResponse } from '@ownless/shared/chat';
import { api } from '@/lib/api-client';
import type { ThreadPages } from '../utils/chat-cache';
import { chatKeys } from './chat-keys';

/** GET /chat/{id}/messages?before= → the page of messages older than `before`, oldest first. */
export const getMessages = (chatId: number, before: number | undefined, signal?: AbortSignal) =>
  api.get<ChatMessagesResponse>(`/chat/${chatId}/messages`, { params: { before }, signal });

/**
 * A thread as pages, newest first: the first page is the latest messages, each next one
 * goes further back (by the oldest id held, so a refetch never leaves a gap).
 */
export const getMessagesQueryOptions = (chatId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(chatId),
    queryFn: ({ pageParam, signal }) => getMessages(chatId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatMessagesResponse) =>
      page.hasMore && page.messages[0] ? page.messages[0].id : undefined,
    staleTime: 5 * 60_000,
  });

/** The thread of `chat`, shown at once from the messages the list already holds. */
export function useMessages(chat: Chat) {
  return useInfiniteQuery({
    ...getMessagesQueryOptions(chat.id),
    initialData: (): ThreadPages => ({
      pages: [{ messages: chat.messages, hasMore: chat.hasMore }],
      pageParams: [undefined],
    }),
  });
}
