import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type {
  DataExport,
  DataExportRequestResponse,
  DataExportStatusResponse,
  DeletionCheckResponse,
} from '@ownless/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeNotice } from '@/lib/flash-notice';
import { renderRoute } from '@/testing/render-route';
import { answer, answerError, sentRequests } from '../../../testing/api';
import { YourData } from './your-data';

const exportRow = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: 1,
  status: 'pending',
  requested_at: '2026-11-20T10:00:00.000Z',
  ready_at: null,
  expires_at: null,
  downloaded_at: null,
  ...overrides,
});
const canDelete: DeletionCheckResponse = {
  can_delete: true,
  blocking_reservations: [],
  listings: 2,
};

// Every path, so the login page the deletion leaves for is a route too.
const renderSection = () => renderRoute('*', <YourData />, '/settings');

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('YourData: a copy of my data', () => {
  it('asks for a copy and says it is being prepared', async () => {
    answer<DataExportStatusResponse>('get', '/user/data-export', { data: null });
    answer<DeletionCheckResponse>('get', '/user/deletion-check', canDelete);
    answer<DataExportRequestResponse>('post', '/user/data-export', {
      data: exportRow(),
      message: 'We are preparing a copy of your data.',
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a copy of my data' }));
    expect(await screen.findByText(/Being prepared since/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ask for/ })).toBeNull();
    expect(sentRequests('post', '/user/data-export')).toHaveLength(1);
  });

  it('downloads with the token of the e-mailed link, and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/settings#data-export=secret-token');
    const createObjectURL = vi.fn(() => 'blob:archive');
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    answer<DataExportStatusResponse>('get', '/user/data-export', {
      data: exportRow({
        status: 'ready',
        ready_at: '2026-11-20T10:01:00.000Z',
        expires_at: '2026-11-27T10:01:00.000Z',
      }),
    });
    answer<DeletionCheckResponse>('get', '/user/deletion-check', canDelete);
    answer('post', '/user/data-export/download', {
      format: 'ownless-data-export',
      version: 1,
      generated_at: '2026-11-20T10:01:00.000Z',
      account: { id: 7 },
    });
    renderSection();
    expect(window.location.hash).toBe('#your-data');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Downloaded\. Check your browser/)).toBeTruthy();
    expect(sentRequests('post', '/user/data-export/download')[0]?.body).toEqual({
      token: 'secret-token',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says when the link has expired or is not this account’s', async () => {
    window.history.replaceState(null, '', '/settings#data-export=old');
    answer<DataExportStatusResponse>('get', '/user/data-export', {
      data: exportRow({ status: 'expired', ready_at: '2026-11-01T10:00:00.000Z' }),
    });
    answer<DeletionCheckResponse>('get', '/user/deletion-check', canDelete);
    answerError('post', '/user/data-export/download', 404, {
      message: 'This download link has expired or belongs to another account.',
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This download link has expired or belongs to another account.',
    );
    expect(screen.getByRole('button', { name: 'Ask for a new copy' })).toBeTruthy();
  });
});

describe('YourData: deleting the account', () => {
  it('lists the reservations that block it, each linked, and keeps the button off', async () => {
    answer<DataExportStatusResponse>('get', '/user/data-export', { data: null });
    answer<DeletionCheckResponse>('get', '/user/deletion-check', {
      can_delete: false,
      listings: 0,
      blocking_reservations: [
        {
          id: 11,
          code: 'OL-RENT11',
          status: 'paid',
          role: 'renter',
          listing_name: 'Canoe',
          start_at: '2026-12-01T09:00:00.000Z',
          end_at: '2026-12-03T09:00:00.000Z',
        },
        {
          id: 12,
          code: 'OL-OWN12',
          status: 'pending',
          role: 'owner',
          listing_name: 'Tent',
          start_at: '2026-12-05T09:00:00.000Z',
          end_at: '2026-12-06T09:00:00.000Z',
        },
      ],
    });
    renderSection();
    const blocked = await screen.findByTestId('deletion-blocked');
    expect(
      within(blocked)
        .getByRole('link', { name: /OL-RENT11/ })
        .getAttribute('href'),
    ).toBe('/admin/my-rentals/11/reservation-request');
    expect(
      within(blocked)
        .getByRole('link', { name: /OL-OWN12/ })
        .getAttribute('href'),
    ).toBe('/admin/bookings/12/reservation-request');
    expect(screen.getByTestId('delete-account-start')).toHaveProperty('disabled', true);
  });

  it('asks for the password, shows a wrong one under the field, then signs out', async () => {
    answer<DataExportStatusResponse>('get', '/user/data-export', { data: null });
    answer<DeletionCheckResponse>('get', '/user/deletion-check', canDelete);
    answerError('post', '/user/delete', 422, {
      message: 'Your password is not right.',
      errors: { password: ['Your password is not right.'] },
    });
    const router = renderSection();
    fireEvent.click(await screen.findByTestId('delete-account-start'));
    const dialog = screen.getByTestId('delete-account-dialog');
    expect(within(dialog).getByText(/Your 2 listings leave search/)).toBeTruthy();
    const password = within(dialog).getByLabelText('Confirm with your password');
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(within(dialog).getByTestId('delete-account-confirm'));
    const message = await within(dialog).findByText('Your password is not right.');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);

    answer('post', '/user/delete', { message: 'Your account is deleted.' });
    fireEvent.change(password, { target: { value: 'right-one' } });
    fireEvent.click(within(dialog).getByTestId('delete-account-confirm'));
    await waitFor(() => expect(sentRequests('post', '/user/delete')).toHaveLength(2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth-login'));
    expect(takeNotice()).toBe('Your account is deleted.');
    expect(sentRequests('post', '/user/delete')[1]?.body).toEqual({ password: 'right-one' });
  });
});
