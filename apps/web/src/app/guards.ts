import { redirect, type LoaderFunction } from 'react-router';
import { readTwoFactorChallenge } from '@/features/auth/utils/two-factor-challenge';
import { decideAccess, type RouteAccess } from '@/lib/access';
import { checkSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { paths } from '@/config/paths';

/**
 * A route loader that applies the guard of spec §4 before the page renders (and before its
 * code loads): it checks the stored token by fetching the user, then asks decideAccess.
 */
export const guard =
  (access: RouteAccess): LoaderFunction =>
  async () => {
    const decision = decideAccess(await checkSession(queryClient), access);
    if (decision !== 'allow') throw redirect(decision.redirect);
    return null;
  };

/** /2fa: guests only, and only with a login waiting for its code. */
export const twoFactorGuard: LoaderFunction = async (args) => {
  await guard('guest')(args);
  if (!readTwoFactorChallenge()) throw redirect(paths.login);
  return null;
};
