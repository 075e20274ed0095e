import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import {
  VerifyEmailPanel,
  readVerifyEmailStatus,
} from '@/features/auth/components/verify-email-panel';
import { MailboxHint } from '@/features/dev-mailbox/components/mailbox-hint';
import { useCurrentUser, userQueryKey } from '@/lib/auth';

/**
 * /verify-email: after signup (or login with an unconfirmed e-mail), and where the link of
 * the confirmation e-mail lands (?status=verified or ?status=invalid).
 */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const status = readVerifyEmailStatus(searchParams.get('status'));
  const signupMessage = (location.state as { message?: string } | null)?.message;

  // The link was followed: the signed-in user's emailVerifiedAt changed on the server.
  useEffect(() => {
    if (status === 'verified') void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [status, queryClient]);

  return (
    <>
      <PageTitle
        title={
          status === 'verified'
            ? 'E-mail confirmed'
            : status === 'invalid'
              ? 'Confirmation link did not work'
              : 'Confirm your e-mail'
        }
      />
      <VerifyEmailPanel
        status={status}
        user={user}
        signupMessage={signupMessage}
        mailboxHint={user && !user.emailVerifiedAt ? <MailboxHint email={user.email} /> : undefined}
      />
    </>
  );
}
