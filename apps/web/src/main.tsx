import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { loadSessionAtStartup } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import '@/stores/preferences-store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// Spec §4 start-up: with a stored token, the current user is loaded first, then the app
// mounts; a failure is logged inside and the app mounts anyway.
void loadSessionAtStartup(queryClient).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
