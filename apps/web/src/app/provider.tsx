import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTour } from '@/features/tours/start-tour';
import { watchSession } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { registerTourLauncher } from '@/lib/tour-launcher';
import { useSessionStore } from '@/stores/session-store';

// The sidebar's Start Tour (shared layout code) reaches the tours feature through lib/.
registerTourLauncher(async (tour, user) => {
  await startTour(tour, user, queryClient);
});

// What only a signed-in tab needs (the real-time connection, the cart, the reservation counts,
// chat) loads once someone signs in, never for guests (a light first page).
const SessionSync = lazy(() => import('./session-sync'));
const ChatSync = lazy(() => import('@/features/chat/components/chat-sync'));

export function AppProvider({ children }: { children: ReactNode }) {
  // A 401 while signed in ends the session (a rejected token means signed out).
  useEffect(() => watchSession(queryClient), []);
  const token = useSessionStore((state) => state.token);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Apart, so the small connection chunk does not wait for the chat's. */}
        {token !== null && (
          <>
            <Suspense fallback={null}>
              <SessionSync token={token} />
            </Suspense>
            <Suspense fallback={null}>
              <ChatSync />
            </Suspense>
          </>
        )}
        {children}
      </QueryClientProvider>
    </I18nProvider>
  );
}
