import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { TOKEN_STORAGE_KEY } from '@/config/app';

export interface SessionState {
  /** The bearer token; null when signed out. */
  token: string | null;
  /**
   * True once a stored token was rejected by the server in this page session: the route
   * guard then sends the visitor to login (their session ended) rather than to signup.
   */
  tokenRejected: boolean;
  signIn: (token: string) => void;
  /** Forgets the token (logout, or another tab signed out). */
  clear: () => void;
  /** The server said the token is invalid: forget it and remember why. */
  reject: () => void;
}

/**
 * The raw token is kept in localStorage under `token`, the key API clients rely on (the API
 * client reads it from there), not zustand's usual JSON envelope, so the persisted shape is mapped by hand.
 */
const tokenStorage: PersistStorage<Pick<SessionState, 'token'>> = {
  getItem: () => {
    try {
      return { state: { token: localStorage.getItem(TOKEN_STORAGE_KEY) }, version: 0 };
    } catch {
      return null;
    }
  },
  setItem: (_name, value) => {
    try {
      if (value.state.token) localStorage.setItem(TOKEN_STORAGE_KEY, value.state.token);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the session lasts until the tab closes.
    }
  },
  removeItem: () => {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Nothing to remove.
    }
  },
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      tokenRejected: false,
      signIn: (token) => set({ token, tokenRejected: false }),
      clear: () => set({ token: null }),
      reject: () => set({ token: null, tokenRejected: true }),
    }),
    {
      name: TOKEN_STORAGE_KEY,
      storage: tokenStorage,
      partialize: ({ token }) => ({ token }),
      version: 0,
    },
  ),
);

export const getSessionToken = () => useSessionStore.getState().token;

// Another tab signed in or out: follow it, so a stale tab never keeps a dead token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const token = event.key === null ? null : event.newValue;
    if (token !== useSessionStore.getState().token) useSessionStore.setState({ token });
  });
}
