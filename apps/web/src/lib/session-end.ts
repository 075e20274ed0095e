import { CART_STORAGE_KEY, CHAT_STORAGE_KEY, SIDEBAR_STORAGE_KEY } from '@/config/app';

/**
 * What a signed-in store forgets when the session ends. The cart, chat and sidebar stores
 * are loaded only once someone is signed in (a guest's first page does not carry them), so
 * lib/auth cannot import them: each registers here when it loads, and endSession calls them.
 */
const forgetters = new Set<() => void>();

/** Called by a store module as it loads: `forget` resets its state in memory. */
export function onSessionEnd(forget: () => void) {
  forgetters.add(forget);
}

/**
 * Resets every loaded store, then removes what the stores keep in storage, loaded or not
 * (a token rejected at start-up ends the session before any of them is loaded).
 */
export function forgetSessionState() {
  forgetters.forEach((forget) => forget());
  try {
    localStorage.removeItem(CART_STORAGE_KEY);
    localStorage.removeItem(CHAT_STORAGE_KEY);
    sessionStorage.removeItem(SIDEBAR_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was kept there.
  }
}
