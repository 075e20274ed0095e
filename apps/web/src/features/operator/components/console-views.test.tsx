import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type { OperatorUser, OperatorUserDetail } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { answer, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { UserDetailView } from './user-detail-view';
import { UsersView } from './users-view';

const rita: OperatorUser = {
  id: 7,
  first_name: 'Rita',
  last_name: 'Renter',
  email: 'rita@example.test',
  roles: ['customer'],
  seller_status: null,
  verified: true,
  suspended_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

const detail: OperatorUserDetail = {
  user: { ...rita, phone: null, city: null, business_name: null, two_fa_enabled: false },
  listings: [],
  reservations: [],
  reviews: [],
  impact: {
    reservations_to_cancel: [
      { id: 1, code: 'OL-AAAA', status: 'pending', role: 'renter', total_cents: 5000, paid: false },
      { id: 2, code: 'OL-BBBB', status: 'paid', role: 'renter', total_cents: 12345, paid: true },
    ],
    refund_cents: 12345,
    reservations_in_progress: 1,
    listings_to_hide: 0,
    sessions: 2,
  },
  audit: [],
};

/** The console API as these views call it; the suspension answers as the server would. */
function fakeApi() {
  answer('get', '/admin/users', { items: [rita], total: 1, page: 1, per_page: 25 });
  answer('get', '/admin/users/7', detail);
  answer('post', '/admin/users/7/suspend', {
    user: { ...rita, suspended_at: '2026-11-25T05:00:00.000Z' },
    cancelled_reservations: [],
    listings_hidden: 0,
    message: 'Rita Renter is suspended.',
  });
}

describe('operator console views', () => {
  it('asks the server with the filters of the URL and keeps new ones there, back on page 1', async () => {
    fakeApi();
    const router = renderRoute(
      '/admin/operator/users',
      <UsersView />,
      '/admin/operator/users?suspended=no&page=2',
    );
    const link = await screen.findByRole('link', { name: 'Rita Renter' });
    expect(link.getAttribute('href')).toBe('/admin/operator/users/7');
    expect(sentRequests()[0]!.url).toBe('/api/admin/users?suspended=no&page=2');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    await waitFor(() => expect(router.state.location.search).toBe('?suspended=no&role=admin'));
    const search = screen.getByLabelText('Search users');
    fireEvent.change(search, { target: { value: 'rita@' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?suspended=no&role=admin&q=rita%40'),
    );
  });

  it('says exactly what suspending does and needs a reason', async () => {
    fakeApi();
    renderRoute(
      '/admin/operator/users/:id',
      <UserDetailView userId={7} />,
      '/admin/operator/users/7',
    );
    fireEvent.click(await screen.findByTestId('suspend-user'));
    const dialog = screen.getByTestId('suspend-dialog');
    const consequences = within(dialog).getByTestId('suspend-consequences');
    expect(consequences.textContent).toContain('2 open sessions');
    expect(consequences.textContent).toContain(
      '2 reservations that had not started (OL-AAAA, OL-BBBB) are cancelled',
    );
    expect(consequences.textContent).toContain('$123.45 is refunded in full');
    expect(consequences.textContent).toContain('1 reservation already under way');
    expect(consequences.textContent).toContain('rita@example.test');

    fireEvent.click(within(dialog).getByTestId('suspend-dialog-confirm'));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Stolen cards.' },
    });
    fireEvent.click(within(dialog).getByTestId('suspend-dialog-confirm'));
    expect((await screen.findByTestId('operator-notice')).textContent).toContain(
      'Rita Renter is suspended.',
    );
    const [post] = sentRequests('post');
    expect(post!.body).toEqual({ reason: 'Stolen cards.' });
  });
});
