import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { connectSocket, disconnectSocket } from '@/lib/socket';
import { useSessionStore } from '@/stores/session-store';
import { sockets } from '@/testing/fake-socket';
import { stubFetch } from '@/testing/fetch-stub';
import { ReservationStatisticsSync } from './reservation-statistics-sync';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).socketIoClient);

describe('ReservationStatisticsSync', () => {
  afterEach(() => {
    disconnectSocket();
    sockets.length = 0;
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('refreshes the counts when a reservation changes and after a reconnection', async () => {
    const fetchMock = stubFetch({ bookingOngoingCount: 1, renterOngoingCount: 0 });
    useSessionStore.getState().signIn('token');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReservationStatisticsSync />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await connectSocket('token');
    const socket = sockets[0]!;
    socket.open();

    socket.deliver('ReservationUpdated', {
      reservation_id: 3,
      status: 'approved',
      renter_id: 4,
      owner_id: 5,
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    socket.drop();
    socket.open();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(String(fetchMock.mock.calls[2]![0])).toBe('/api/reservation/statistics');
  });
});
