import { use, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { readTwoFactorChallenge } from '@/features/auth/utils/two-factor-challenge';
import { decideAccess, type AccessDecision, type RouteAccess } from '@/lib/access';
import { checkSession } from '@/lib/auth';
import { useNavigationId } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';

/**
 * Who may open a route: decideAccess's rules, or /2fa's (guests with a login waiting for a code).
 */
export type GuardRule = RouteAccess | '2fa';

/**
 * A promise that records its outcome the way React's `use` reads it, so a settled one is used
 * without suspending again.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** Recent decisions by navigation: each navigation checks the stored token once. */
const decisions = new Map<string, Promise<AccessDecision>>();
const KEPT_DECISIONS = 20;

async function decide(rule: GuardRule): Promise<AccessDecision> {
  const session = await checkSession(queryClient);
  const decision = decideAccess(session, rule === '2fa' ? 'guest' : rule);
  if (decision !== 'allow' || rule !== '2fa') return decision;
  return readTwoFactorChallenge() ? 'allow' : { redirect: paths.login };
}

/**
 * The guard's decision for a navigation (`useNavigationId`), made once per navigation, Back
 * to a page included: the first page's before the app mounts (router.tsx), a later one while
 * the page on screen stays (navigations are transitions).
 */
export function guardDecision(rule: GuardRule, navigation: string): Promise<AccessDecision> {
  const id = `${rule} ${navigation}`;
  let decision = decisions.get(id);
  if (!decision) {
    decision = settled(decide(rule));
    decisions.set(id, decision);
    if (decisions.size > KEPT_DECISIONS) decisions.delete(decisions.keys().next().value!);
  }
  return decision;
}

/**
 * Applies the route guard (lib/access.ts) before the page renders (and before its code loads): it
 * checks the stored token by fetching the user, then asks decideAccess; a visitor who may not open
 * the page is sent on, replacing it in the history. Renders `children`, else the child route.
 */
export function Guard({ rule, children }: { rule: GuardRule; children?: ReactNode }) {
  const decision = use(guardDecision(rule, useNavigationId()));
  if (decision !== 'allow') return <Navigate to={decision.redirect} replace />;
  return children ?? <Outlet />;
}
