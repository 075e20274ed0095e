import { screen, within } from '@/testing/render';
import type { ConditionReportsResponse } from '@ownless/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConditionReports } from '@/features/condition-reports/components/condition-reports';
import { ReservationStatisticsSync } from '@/features/reservations/components/reservation-statistics-sync';
import { connectSocket, disconnectSocket } from '@/lib/socket';
import { useSessionStore } from '@/stores/session-store';
import { answer, sentRequests } from '@/testing/api';
import { sockets } from '@/testing/fake-socket';
import { renderRoute } from '@/testing/render-route';
import { demoUser } from '@/testing/user-fixtures';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).socketIoClient);

const PATH = '/reservation/9/condition-reports';

const withOwnersReport: ConditionReportsResponse = {
  reports: [
    {
      id: 1,
      reservation_id: 9,
      stage: 'handover',
      author: { id: 7, name: 'Maya Torres', role: 'owner' },
      checklist: { works: true, damaged: false, missing_parts: false, dirty: false },
      notes: 'A small scratch on the lid.',
      photos: [],
      created_at: '2026-06-03T10:00:00.000Z',
      updated_at: '2026-06-03T10:00:00.000Z',
      locked: false,
    },
  ],
  can_add: ['handover'],
};

/**
 * A signed-in tab's live pieces together: the sync SessionSync mounts and the condition
 * reports of a reservation page. The other party's saved report reaches this page as a
 * ReservationUpdated event, and the reports are fetched again.
 */
describe('condition reports on an open page', () => {
  beforeEach(() => useSessionStore.setState({ token: 'token-1', tokenRejected: false }));
  afterEach(() => {
    disconnectSocket();
    sockets.length = 0;
    useSessionStore.setState({ token: null, tokenRejected: false });
    document.body.replaceChildren();
  });

  it('show the other party’s new report when the reservation changes elsewhere', async () => {
    answer('get', '/user/personal/info', { data: demoUser });
    answer('get', '/reservation/statistics', { bookingOngoingCount: 0, renterOngoingCount: 1 });
    answer('get', PATH, { reports: [], can_add: ['handover'] });
    renderRoute(
      '/r/:id',
      <>
        <ReservationStatisticsSync />
        <ConditionReports reservationId={9} />
      </>,
      '/r/9',
    );
    const left = await screen.findByTestId('condition-handover');
    expect(left.textContent).toContain('No report yet.');
    await connectSocket('token-1');
    sockets[0]!.open();

    answer('get', PATH, withOwnersReport);
    sockets[0]!.deliver('ReservationUpdated', {
      reservation_id: 9,
      status: 'paid',
      renter_id: demoUser.id,
      owner_id: 7,
    });
    const owners = await within(left).findByRole('article', { name: 'The owner’s report' });
    expect(owners.textContent).toContain('A small scratch on the lid.');
    expect(sentRequests('get', PATH)).toHaveLength(2);
  });
});
