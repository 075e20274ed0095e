import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, SendMessageRequest, SendMessageResponse } from '@ownless/shared/chat';
import { api } from '@/lib/api-client';
import { applyMessageToList, applyMessageToThread, type ThreadPages } from '../utils/chat-cache';
import { chatKeys } from './chat-keys';

/** POST /chat/send-message → the stored message. */
export const sendMessage = (body: SendMessageRequest) =>
  api.post<SendMessageResponse>('/chat/send-message', body).then((answer) => answer.chatMessage);

/** Sends, then shows the message at once in the thread and the list (its event is deduped). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { senderId }) => {
      queryClient.setQueryData<ThreadPages>(chatKeys.thread(message.chat_id), (thread) =>
        applyMessageToThread(thread, message),
      );
      const chats = queryClient.getQueryData<Chat[]>(chatKeys.list());
      const next =
        chats &&
        applyMessageToList(
          chats,
          { chat_id: message.chat_id, receiver_id: message.receiver_id, message },
          { viewerId: senderId, viewing: true },
        );
      if (next) queryClient.setQueryData(chatKeys.list(), next);
      else void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
