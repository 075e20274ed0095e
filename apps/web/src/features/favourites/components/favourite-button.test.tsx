import { fireEvent, screen, waitFor } from '@/testing/render';
import type { CurrentUserResponse, FavouriteIds, FavouriteToggleResponse } from '@ownless/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { renderRoute } from '@/testing/render-route';
import { demoUser } from '@/testing/user-fixtures';
import { FavouriteButton } from './favourite-button';
import { answer, answerError, holdAnswer, sentRequests } from '../../../testing/api';

function renderHeart() {
  answer<CurrentUserResponse>('get', '/user/personal/info', { data: demoUser });
  answer<FavouriteIds>('get', '/favourites/ids', { ids: [3] });
  renderRoute('/', <FavouriteButton listingId={7} listingName="Tent" />, '/');
}

const heart = () => screen.getByRole('button', { name: 'Save Tent to favourites' });

describe('FavouriteButton', () => {
  beforeEach(() => useSessionStore.setState({ token: 'token-1', tokenRejected: false }));
  afterEach(() => useSessionStore.setState({ token: null, tokenRejected: false }));

  it('saves at once, before the server answers, and sends PUT /favourites/:id', async () => {
    const put = holdAnswer('put', '/favourites/7');
    renderHeart();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(sentRequests('put', '/favourites/7')).toHaveLength(1));
    answer<FavouriteIds>('get', '/favourites/ids', { ids: [3, 7] });
    put.release<FavouriteToggleResponse>({ favourited: true, message: 'Saved.' });
    await waitFor(() => expect(sentRequests('get', '/favourites/ids')).toHaveLength(2));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back and says so when the server refuses', async () => {
    answerError('put', '/favourites/7', 500, { message: 'Server error' });
    renderHeart();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(heart());
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText('Could not save it. Try again.').length).toBeGreaterThan(0),
    );
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});
