import { paths } from '@/config/paths';

const STORAGE_KEY = 'ownless-return-to';
const MAX_AGE_MS = 30 * 60_000;

/** Only a path of this site ("/listing-detail/4"), never another origin ("//evil"). */
export const isSafeReturnPath = (path: string | null | undefined): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.startsWith('/\\');

/**
 * A guest asked to sign in first (to save a favourite, to rent) comes back afterwards: the
 * page is remembered for this browser session (30 minutes) and the sign-in link carries it
 * as ?next= as well.
 */
export function rememberReturnTo(path: string) {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage blocked: the visitor lands on the home page after signing in, as usual.
  }
}

/** The remembered page, once (it is forgotten when read), if it is recent. */
export function takeReturnTo(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const { path, at } = JSON.parse(raw) as { path?: string; at?: number };
    if (!isSafeReturnPath(path) || typeof at !== 'number' || now - at > MAX_AGE_MS) return null;
    return path;
  } catch {
    return null;
  }
}

/** The sign-in page with ?next= (call rememberReturnTo when the link is followed). */
export const signInPathFor = (returnTo: string) =>
  `${paths.login}?next=${encodeURIComponent(returnTo)}`;

export const signUpPathFor = (returnTo: string) =>
  `${paths.signup}?next=${encodeURIComponent(returnTo)}`;
