import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CartSync } from '@/features/cart/components/cart-sync';
import { ReservationStatisticsSync } from '@/features/reservations/components/reservation-statistics-sync';
import { startTour } from '@/features/tours/start-tour';
import { watchSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { useSocketSession } from '@/lib/socket';
import { registerTourLauncher } from '@/lib/tour-launcher';
import { useSessionStore } from '@/stores/session-store';

// The sidebar's Start Tour (shared layout code) reaches the tours feature through lib/.
registerTourLauncher(async (tour, user) => {
  await startTour(tour, user, queryClient);
});

// Chat code (and the real-time client it needs) loads once someone signs in, never for guests.
const ChatSync = lazy(() => import('@/features/chat/components/chat-sync'));

export function AppProvider({ children }: { children: ReactNode }) {
  // A 401 while signed in ends the session (spec §8 "User fetch fails after start").
  useEffect(() => watchSession(queryClient), []);
  useSocketSession();
  const signedIn = useSessionStore((state) => state.token !== null);
  return (
    <QueryClientProvider client={queryClient}>
      {/* While signed in: the cart (navbar badge) and the sidebar's reservation counts. */}
      <CartSync />
      <ReservationStatisticsSync />
      {signedIn && (
        <Suspense fallback={null}>
          <ChatSync />
        </Suspense>
      )}
      {children}
    </QueryClientProvider>
  );
}
