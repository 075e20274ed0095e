import {
  IDLE_NAVIGATION,
  redirect,
  type DataRouter,
  type LoaderFunction,
  type Navigation,
  type ShouldRevalidateFunction,
} from 'react-router';
import { paths } from '@/config/paths';
import { readTwoFactorChallenge } from '@/features/auth/utils/two-factor-challenge';
import { decideAccess, type AccessDecision, type RouteAccess } from '@/lib/access';
import { checkSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

/**
 * Who may open a route: decideAccess's rules, or /2fa's (guests with a login waiting for a code).
 */
export type GuardRule = RouteAccess | '2fa';

async function decide(rule: GuardRule): Promise<AccessDecision> {
  const session = await checkSession(queryClient);
  const decision = decideAccess(session, rule === '2fa' ? 'guest' : rule);
  if (decision !== 'allow' || rule !== '2fa') return decision;
  return readTwoFactorChallenge() ? 'allow' : { redirect: paths.login };
}

let pendingNavigation: () => Navigation = () => IDLE_NAVIGATION;

/** The router whose navigations the guards send on (the app's, or a test's). */
export function guardNavigationsOf(router: DataRouter) {
  pendingNavigation = () => router.state.navigation;
}

/**
 * The guard's redirect for a navigation the visitor may not take. A link or `navigate()` never
 * reached the guarded page, so the redirect is a new entry after the page they came from. The
 * first page, Back, Forward and a replacing navigation already show the guarded address: the
 * redirect replaces it, so Back does not return to a page that only sends the visitor on again.
 */
function sendOn(to: string): Response {
  const pushed = pendingNavigation().historyAction === 'PUSH';
  return redirect(to, pushed ? undefined : { headers: { 'X-Remix-Replace': 'true' } });
}

/** A guard decides on every navigation, Back to a page and a new query string included. */
const everyNavigation: ShouldRevalidateFunction = () => true;

/**
 * Applies the route guard (lib/access.ts) before the page renders: it checks the stored token by
 * fetching the user (the cached user answers at once), then asks decideAccess; a visitor who may
 * not open the page is sent on. The page on screen stays while it decides (the router's pending
 * navigation); a failure to check (the network) shows the route's error page.
 */
export function guard(rule: GuardRule): {
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
} {
  return {
    loader: async () => {
      const decision = await decide(rule);
      if (decision !== 'allow') throw sendOn(decision.redirect);
      return null;
    },
    shouldRevalidate: everyNavigation,
  };
}
