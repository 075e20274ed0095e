import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, MarkAsReadResponse } from '@ownless/shared/chat';
import { api } from '@/lib/api-client';
import { markChatRead } from '../utils/chat-cache';
import { chatKeys } from './chat-keys';

/** POST /chat/{id}/mark-as-read → { success, count }. */
export const markAsRead = (chatId: number) =>
  api.post<MarkAsReadResponse>(`/chat/${chatId}/mark-as-read`);

/** Marks a chat read; its unread count (and so the badges) drops to zero at once. */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onMutate: (chatId) => {
      queryClient.setQueryData<Chat[]>(chatKeys.list(), (chats) =>
        chats ? markChatRead(chats, chatId) : chats,
      );
    },
    // A failed call leaves the server's count standing: show it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}
