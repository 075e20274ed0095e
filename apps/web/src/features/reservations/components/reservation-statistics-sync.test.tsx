import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@/testing/render';
import type { ReservationStatistics } from '@ownless/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { connectSocket, disconnectSocket } from '@/lib/socket';
import { useSessionStore } from '@/stores/session-store';
import { answer, sentRequests } from '@/testing/api';
import { sockets } from '@/testing/fake-socket';
import { ReservationStatisticsSync } from './reservation-statistics-sync';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).socketIoClient);

describe('ReservationStatisticsSync', () => {
  afterEach(() => {
    disconnectSocket();
    sockets.length = 0;
    useSessionStore.getState().clear();
  });

  it('refreshes the counts when a reservation changes and after a reconnection', async () => {
    answer<ReservationStatistics>('get', '/reservation/statistics', {
      bookingOngoingCount: 1,
      renterOngoingCount: 0,
    });
    useSessionStore.getState().signIn('token');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReservationStatisticsSync />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(sentRequests()).toHaveLength(1));
    await connectSocket('token');
    const socket = sockets[0]!;
    socket.open();

    socket.deliver('ReservationUpdated', {
      reservation_id: 3,
      status: 'approved',
      renter_id: 4,
      owner_id: 5,
    });
    await waitFor(() => expect(sentRequests()).toHaveLength(2));

    socket.drop();
    socket.open();
    await waitFor(() => expect(sentRequests()).toHaveLength(3));
    expect(sentRequests()[2]!.url).toBe('/api/reservation/statistics');
  });
});
