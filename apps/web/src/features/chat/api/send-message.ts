import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Chat,
  CLIENT_EVENTS,
  type SendMessageAck,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@ownless/shared/chat';
import { api, ApiError } from '@/lib/api-client';
import { emitWithAck, SocketOfflineError } from '@/lib/socket';
import { applyMessageToList, applyMessageToThread, type ThreadPages } from '../utils/chat-cache';
import { chatKeys } from './chat-keys';

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends over the open real-time connection when there is one (the same rules as
 * POST /chat/send-message, without a request per message), else through the API. Only
 * "not connected" falls back to HTTP: after a timeout the message may have been stored, and
 * sending it again could show it twice, so the user is told instead (the thread refetches
 * on reconnect and shows it if it arrived).
 */
export async function sendMessage(body: SendMessageRequest) {
  let ack: SendMessageAck;
  try {
    ack = await emitWithAck<SendMessageAck>(CLIENT_EVENTS.SendMessage, body, SEND_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof SocketOfflineError)) {
      throw new ApiError(
        0,
        t`We could not confirm that your message was sent. Check your connection — the conversation refreshes when it is back.`,
      );
    }
    return (await api.post<SendMessageResponse>('/chat/send-message', body)).chatMessage;
  }
  if (ack.ok) return ack.chatMessage;
  throw new ApiError(ack.status, ack.message, ack.errors);
}

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
