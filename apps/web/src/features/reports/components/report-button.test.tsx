import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import { afterEach, describe, expect, it } from 'vitest';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { demoUser } from '@/testing/user-fixtures';
import { ReportButton } from './report-button';

function renderButton(ownerId: number, signedIn: boolean) {
  const queryClient = createQueryClient();
  if (signedIn) {
    useSessionStore.getState().signIn('token');
    queryClient.setQueryData(userQueryKey, demoUser);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <ReportButton kind="listing" targetId={7} ownerId={ownerId} variant="icon" />
    </QueryClientProvider>,
  );
}

describe('ReportButton', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('offers signed-in people to report someone else’s listing', () => {
    renderButton(demoUser.id + 1, true);
    const button = screen.getByRole('button', { name: 'Report this listing' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('is not offered to guests nor to the listing’s owner', () => {
    renderButton(demoUser.id + 1, false);
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
    useSessionStore.getState().clear();
    document.body.replaceChildren();
    renderButton(demoUser.id, true);
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});
