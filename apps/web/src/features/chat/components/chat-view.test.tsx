import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import type { Chat, ChatListResponse, MarkAsReadResponse } from '@ownless/shared/chat';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { chatFixture, messageFixture } from '@/testing/chat-fixtures';
import { answer, answerWith, sentRequests } from '@/testing/api';
import { demoUser } from '@/testing/user-fixtures';
import { dayLabel } from '../utils/format-time';
import { ChatView } from './chat-view';

let chats: Chat[];

function renderChat(path = '/admin/chat') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, demoUser);
  const router = createMemoryRouter([{ path: '/admin/chat', element: <ChatView /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const markCalls = () => sentRequests('post', '/chat/:id/mark-as-read');

describe('ChatView', () => {
  beforeEach(() => {
    chats = [
      chatFixture(10, {
        otherUser: { ...chatFixture(10).otherUser, fullName: 'Zoë Owner', online: true },
        unreadCount: 1,
        messages: [messageFixture(1, { message: 'Is Friday fine? https://ownless.test/x' })],
      }),
      chatFixture(11, {
        otherUser: { ...chatFixture(11).otherUser, fullName: 'Ali Renter' },
        messages: [messageFixture(2, { chat_id: 11, sender_id: demoUser.id, receiver_id: 111 })],
      }),
    ];
    answerWith('get', '/chat/list', (): ChatListResponse => chats);
    answer<MarkAsReadResponse>('post', '/chat/:id/mark-as-read', { success: true, count: 1 });
    useSessionStore.getState().signIn('token');
  });
  afterEach(() => {
    useSessionStore.getState().clear();
  });

  it('lists the conversations, filters them by name and asks to pick one', async () => {
    renderChat();
    await screen.findAllByTestId('chat-conversation');
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Zoë Owner'), expect.stringContaining('You: Message 2')]);
    expect(screen.getByRole('heading', { name: 'Pick a conversation' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations by name' }), {
      target: { value: 'zoe' },
    });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(markCalls()).toHaveLength(0);
  });

  it('opens the chat the URL names, marks it current and read', async () => {
    const router = renderChat('/admin/chat?c=10');
    const thread = await screen.findByTestId('chat-thread');
    expect(within(thread).getByRole('heading', { name: 'Zoë Owner' })).toBeTruthy();
    expect(within(thread).getByText('Online')).toBeTruthy();
    expect(within(thread).getByRole('link', { name: 'https://ownless.test/x' })).toBeTruthy();
    const current = screen
      .getAllByTestId('chat-conversation')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(current?.getAttribute('data-chat-id')).toBe('10');
    await waitFor(() => expect(markCalls()).toHaveLength(1));
    expect(markCalls()[0]!.url).toBe('/api/chat/10/mark-as-read');
    await waitFor(() => expect(screen.queryByTestId('chat-conversation-unread')).toBeNull());

    // Back (phones): the list again, nothing selected.
    fireEvent.click(within(thread).getByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('puts a day separator above the first message of each day, not between messages of one day', async () => {
    const today = new Date();
    const at = (daysAgo: number, hour: number) => {
      const date = new Date(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() - daysAgo,
        hour,
        0,
      );
      return date.toISOString();
    };
    chats[0] = {
      ...chats[0]!,
      messages: [
        messageFixture(1, { message: 'two days ago, morning', created_at: at(2, 9) }),
        messageFixture(2, { message: 'two days ago, evening', created_at: at(2, 20) }),
        messageFixture(3, { message: 'today', created_at: at(0, 0) }),
      ],
    };
    renderChat('/admin/chat?c=10');
    const thread = await screen.findByTestId('chat-thread');
    const items = within(thread)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.testid === 'chat-day' || li.dataset.testid === 'chat-message')
      .map((li) =>
        li.dataset.testid === 'chat-day'
          ? `[${li.textContent}]`
          : li.textContent?.includes('today')
            ? 'today'
            : 'earlier',
      );
    expect(items).toEqual([`[${dayLabel(at(2, 9))}]`, 'earlier', 'earlier', '[Today]', 'today']);
    expect(dayLabel(at(2, 9))).not.toMatch(/Today|Yesterday/);
  });

  it('shows a message from OwnLess as a centred line in the reader’s words, whoever it names as sender', async () => {
    const system = (id: number, senderId: number) =>
      messageFixture(id, {
        sender_id: senderId,
        receiver_id: senderId === demoUser.id ? 110 : demoUser.id,
        kind: 'system',
        message: 'English text for old clients',
        system: {
          event: 'claim-opened',
          reservation_id: 7,
          reservation_code: 'OL-ABC12345',
          amount_cents: 4000,
        },
      });
    chats[0] = {
      ...chats[0]!,
      messages: [
        messageFixture(1, { message: 'Here it is' }),
        system(2, 110),
        system(3, demoUser.id),
      ],
    };
    renderChat('/admin/chat?c=10');
    const thread = await screen.findByTestId('chat-thread');
    const lines = within(thread).getAllByTestId('chat-system-message');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.textContent).toMatch(
        /^OwnLess: The owner claimed \$40\.00 from the deposit of reservation OL-ABC12345\. The renter can accept or dispute it\./,
      );
      expect(within(line).queryByRole('img')).toBeNull();
    }
    // Only the person's message is a bubble; OwnLess's lines are neither mine nor theirs.
    expect(within(thread).getAllByTestId('chat-message')).toHaveLength(1);
    expect(within(thread).queryByText(/English text for old clients/)).toBeNull();
    // The conversation list previews it as OwnLess's too.
    const row = screen
      .getAllByTestId('chat-conversation')
      .find((r) => r.getAttribute('data-chat-id') === '10')!;
    expect(row.textContent).toContain('OwnLess: The owner claimed $40.00');
  });

  it('says so when there is no conversation yet', async () => {
    chats = [];
    renderChat();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
  });
});
