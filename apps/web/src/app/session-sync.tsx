import { useEffect } from 'react';
import { CartSync } from '@/features/cart/components/cart-sync';
import { ReservationStatisticsSync } from '@/features/reservations/components/reservation-statistics-sync';
import { connectSocket, disconnectSocket } from '@/lib/socket';

/**
 * What a signed-in tab keeps in sync: the real-time connection (opened for this token,
 * closed when the session ends and this unmounts), the cart (navbar badge) and the
 * sidebar's reservation counts. Loaded lazily by the app provider once a token is stored, so
 * a guest's first page carries none of it. Renders nothing.
 */
export default function SessionSync({ token }: { token: string }) {
  useEffect(() => {
    void connectSocket(token);
    return () => disconnectSocket();
  }, [token]);
  return (
    <>
      <CartSync />
      <ReservationStatisticsSync />
    </>
  );
}
