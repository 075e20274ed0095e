import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, ChatResponse, InitChatRequest } from '@ownless/shared/chat';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** POST /chat/initChat → the pair's chat (the existing one, or a new one). */
export const initChat = (body: InitChatRequest) =>
  api.post<ChatResponse>('/chat/initChat', body).then((answer) => answer.chat);

/** Starts (or finds) a chat and puts it in the cached list, so the chat page opens it at once. */
export function useInitChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initChat,
    // The list's helpers load with the click, not with every page that shows the button (a
    // listing's first load); the chat page opens once they have run.
    onSuccess: async (chat) => {
      const { upsertChat } = await import('../utils/chat-cache');
      queryClient.setQueryData<Chat[]>(chatKeys.list(), (chats) =>
        chats ? upsertChat(chats, chat) : chats,
      );
    },
  });
}
