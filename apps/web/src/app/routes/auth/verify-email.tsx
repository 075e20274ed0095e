import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import {
  VerifyEmailPanel,
  readVerifyEmailStatus,
} from '@/features/auth/components/verify-email-panel';
import { claimPendingSignup } from '@/features/auth/api/register';
import { MailboxHint } from '@/features/dev-mailbox/components/mailbox-hint';
import { startSession, useCurrentUser, userQueryKey } from '@/lib/auth';

/**
 * /verify-email: after signup (or login with an unconfirmed e-mail), and where the link of
 * the confirmation e-mail lands (?status=verified or ?status=invalid).
 */
export default function VerifyEmailRoute() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const status = readVerifyEmailStatus(searchParams.get('status'));
  const signup = location.state as { message?: string; email?: string } | null;

  // The link was followed: the signed-in user's emailVerifiedAt changed on the server, or
  // the sign-up made in this browser is a session now.
  useEffect(() => {
    if (status !== 'verified') return;
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void claimPendingSignup().then((claimed) => {
      if (claimed) startSession(queryClient, claimed.token, claimed.user);
    });
  }, [status, queryClient]);

  const pendingEmail = user ? undefined : signup?.email;

  return (
    <>
      <PageTitle
        title={
          status === 'verified'
            ? t`E-mail confirmed`
            : status === 'invalid'
              ? t`Confirmation link did not work`
              : t`Confirm your e-mail`
        }
      />
      <VerifyEmailPanel
        status={status}
        user={user}
        signupMessage={signup?.message}
        pendingEmail={pendingEmail}
        mailboxHint={
          user && !user.emailVerifiedAt ? (
            <MailboxHint email={user.email} />
          ) : pendingEmail ? (
            <MailboxHint email={pendingEmail} />
          ) : undefined
        }
      />
    </>
  );
}
