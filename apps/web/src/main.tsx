// First: Zod's settings apply to the schemas built as the modules below load.
import '@/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, startRouter } from '@/app/router';
import { loadSignedInNav } from '@/components/layouts/use-signed-in-nav';
import { loadSessionAtStartup, userQueryKey } from '@/lib/auth';
import { startI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import '@/stores/preferences-store';
import { useSessionStore } from '@/stores/session-store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// Start-up: with a stored token, the current user is loaded first, then the app
// mounts; a failure is logged inside and the app mounts anyway.
// The first render runs in a transition: React renders in slices and lets the browser breathe
// between them, instead of one long task (the budget is TBT ≤ 150 ms on a phone).
// The router starts after the session (its guards read it); the app mounts once the first
// page's code is in and its guards have decided, so what index.html painted stays until the
// page replaces it.
// A signed-in visitor's navigation bar (cart, messages, account menu) is its own chunk, not
// in a guest's first page: it loads beside the user, so the page mounts with it in place.
const signedInNav = useSessionStore.getState().token
  ? loadSignedInNav().catch((error: unknown) => {
      console.error('The account menu could not be loaded.', error);
    })
  : null;
// The modules above run in one task; the first page's own code, once its session is known, runs
// in a later one, so the browser can paint and answer input between the two (no long
// task on a phone).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
// The language (chosen in this browser, else the account's, else the browser's) and its first
// pages' messages are in before the first render; a signed-in visitor gets every area's.
const signedIn = useSessionStore.getState().token !== null;
void Promise.all([loadSessionAtStartup(queryClient), signedInNav])
  .then(() =>
    startI18n({
      accountLocale: queryClient.getQueryData<{ locale?: string }>(userQueryKey)?.locale,
      everything: signedIn,
    }),
  )
  .catch((error: unknown) => {
    console.error('The messages could not be loaded.', error);
  })
  .finally(nextTask)
  .finally(startRouter)
  .finally(() => {
    const app = createRoot(root);
    startTransition(() => {
      app.render(
        <StrictMode>
          <AppProvider>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      );
    });
  });
