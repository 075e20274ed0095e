const KEY = 'ownless-flash-notice';

/**
 * A message for the next page to show once, kept in this tab's session storage: the end of a
 * session sends the browser to the login page from several places (the signed-in layout
 * leaves as soon as the token is gone), so a navigation's own state would not survive.
 */
export function leaveNotice(message: string) {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage blocked: the page shows no notice; the e-mail says the same.
  }
}

/** What the last read took, so a render React repeats at once (StrictMode) sees it too. */
let lastTaken: { message: string; at: number } | null = null;

/** The notice left for this page, once (it is forgotten when read). */
export function takeNotice(now = Date.now()): string | undefined {
  try {
    const message = sessionStorage.getItem(KEY);
    if (message !== null) {
      sessionStorage.removeItem(KEY);
      lastTaken = { message, at: now };
      return message;
    }
  } catch {
    return undefined;
  }
  return lastTaken && now - lastTaken.at < 1_000 ? lastTaken.message : undefined;
}
