import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatResponse } from '@ownless/shared/chat';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /chat/{id} → one chat of the viewer (a chat beyond the list's first page, by URL). */
export const getChat = (chatId: number, signal?: AbortSignal) =>
  api.get<ChatResponse>(`/chat/${chatId}`, { signal }).then((body) => body.chat);

export const getChatQueryOptions = (chatId: number) =>
  queryOptions({
    queryKey: chatKeys.detail(chatId),
    queryFn: ({ signal }) => getChat(chatId, signal),
  });

export const useChat = (chatId: number, enabled: boolean) =>
  useQuery({ ...getChatQueryOptions(chatId), enabled });
