import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ChatResponse } from '@ownless/shared/chat';
import { afterEach, describe, expect, it } from 'vitest';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { chatFixture } from '@/testing/chat-fixtures';
import { answer, sentRequests } from '@/testing/api';
import { demoUser } from '@/testing/user-fixtures';
import { StartChatButton } from './start-chat-button';

function renderButton(receiverId: number, signedIn: boolean) {
  const queryClient = createQueryClient();
  if (signedIn) {
    useSessionStore.getState().signIn('token');
    queryClient.setQueryData(userQueryKey, demoUser);
  }
  const router = createMemoryRouter(
    [
      {
        path: '/listing-detail/:id',
        element: (
          <StartChatButton receiverId={receiverId} listingId={7} label="Message the owner" />
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/listing-detail/7'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('StartChatButton', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('starts the chat about the listing and opens it', async () => {
    answer<ChatResponse>(
      'post',
      '/chat/initChat',
      { chat: chatFixture(12), created: true },
      { status: 201 },
    );
    const router = renderButton(40, true);
    fireEvent.click(screen.getByRole('button', { name: 'Message the owner' }));
    await waitFor(() => expect(router.state.location.search).toBe('?c=12'));
    expect(router.state.location.pathname).toBe('/admin/chat');
    const [sent] = sentRequests();
    expect(sent!.url).toBe('/api/chat/initChat');
    expect(sent!.body).toEqual({
      senderId: demoUser.id,
      receiverId: 40,
      listingId: 7,
    });
  });

  it('sends a guest to sign in first, coming back here', () => {
    renderButton(40, false);
    expect(screen.getByRole('link', { name: 'Message the owner' }).getAttribute('href')).toBe(
      '/auth-login?next=%2Flisting-detail%2F7',
    );
  });

  it('is not offered on one’s own listing', () => {
    renderButton(demoUser.id, true);
    expect(screen.queryByText('Message the owner')).toBeNull();
  });
});
