import { cleanup } from '@/testing/render';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import './node-compat';
import { apiServerLifecycle } from './api';
import { i18n } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';

// findBy… and waitFor give up after 1 s by default: too short on a busy 2-core CI machine,
// where a test that waits for an answer then fails now and then. A passing test waits no longer.
configure({ asyncUtilTimeout: 5000 });

// The API fake (testing/api.ts): every request must be answered by the test that sends it.
beforeAll(apiServerLifecycle.start);
afterAll(apiServerLifecycle.stop);

// Globals are off, so Testing Library cannot register its own cleanup. Test files share a
// module registry (vitest.config.ts): the session and the language go back to a signed-out
// English page after each test, whatever it changed.
afterEach(() => {
  cleanup();
  localStorage.clear();
  useSessionStore.setState({ token: null, tokenRejected: false });
  i18n.activate('en');
  apiServerLifecycle.reset();
});

// jsdom has no matchMedia; components ask it for prefers-reduced-motion and colour scheme.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The app's language in tests: English, its messages read from the code (the .po catalogs are
// for the built app). Components under test render in it (src/testing/render.tsx).
i18n.activate('en');
