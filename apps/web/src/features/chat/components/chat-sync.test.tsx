import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@/testing/render';
import type { Chat, ChatListResponse } from '@ownless/shared/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { connectSocket, disconnectSocket } from '@/lib/socket';
import { useChatStore } from '@/stores/chat-store';
import { useSessionStore } from '@/stores/session-store';
import { chatFixture, messageFixture } from '@/testing/chat-fixtures';
import { answerWith, sentRequests } from '@/testing/api';
import { sockets } from '@/testing/fake-socket';
import { demoUser } from '@/testing/user-fixtures';
import { chatKeys } from '../api/chat-keys';
import ChatSync from './chat-sync';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).socketIoClient);

let listAnswer: Chat[];
const listCalls = () => sentRequests('get', '/chat/list').length;

async function start() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, demoUser);
  render(
    <QueryClientProvider client={queryClient}>
      <ChatSync />
    </QueryClientProvider>,
  );
  await connectSocket('token');
  const socket = sockets.at(-1)!;
  socket.open();
  await waitFor(() => expect(useChatStore.getState().unreadCount).toBe(1));
  return { queryClient, socket };
}

const newMessage = (id: number) => ({
  chat_id: 10,
  receiver_id: demoUser.id,
  message: messageFixture(id),
});

describe('ChatSync', () => {
  beforeEach(() => {
    listAnswer = [chatFixture(10, { unreadCount: 1, messages: [messageFixture(1)] })];
    answerWith('get', '/chat/list', (): ChatListResponse => listAnswer);
    useSessionStore.getState().signIn('token');
  });
  afterEach(() => {
    disconnectSocket();
    sockets.length = 0;
    useSessionStore.getState().clear();
    useChatStore.getState().reset();
  });

  it('counts a new message to me once, however often its event arrives', async () => {
    const { queryClient, socket } = await start();
    socket.deliver('MessageCreated', newMessage(2));
    socket.deliver('MessageCreated', newMessage(2));
    await waitFor(() => expect(useChatStore.getState().unreadCount).toBe(2));
    const list = queryClient.getQueryData<Chat[]>(chatKeys.list())!;
    expect(list[0]!.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('clears the badge when another tab reads the chat', async () => {
    const { socket } = await start();
    socket.deliver('ChatRead', { chat_id: 10, reader_id: demoUser.id, count: 1 });
    await waitFor(() => expect(useChatStore.getState().unreadCount).toBe(0));
  });

  it('fetches the list again for a chat it does not know, and after a reconnection', async () => {
    const { socket } = await start();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(0));
    const before = listCalls();
    listAnswer = [chatFixture(11, { unreadCount: 1 }), ...listAnswer];
    socket.deliver('MessageCreated', { ...newMessage(3), chat_id: 11 });
    await waitFor(() => expect(useChatStore.getState().unreadCount).toBe(2));
    expect(listCalls()).toBe(before + 1);

    // Offline meanwhile: what was sent then comes with the refetch after reconnecting.
    socket.drop();
    listAnswer = [chatFixture(11, { unreadCount: 3 }), ...listAnswer.slice(1)];
    socket.open();
    await waitFor(() => expect(useChatStore.getState().unreadCount).toBe(4));
  });
});
