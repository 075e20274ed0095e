import { useEffect, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@ownless/shared';
import { CircleCheck, MailWarning, MailOpen, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadingButton, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRules } from '@/lib/app-config';
import { userQueryKey } from '@/lib/auth';
import { useResendVerification } from '../api/resend-verification';
import { AuthCard } from './auth-card';

export type VerifyEmailStatus = 'verified' | 'invalid' | null;

export const readVerifyEmailStatus = (value: string | null): VerifyEmailStatus =>
  value === 'verified' || value === 'invalid' ? value : null;

function ResendButton() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  const alreadyVerified = isApiError(resend.error) && resend.error.status === 400;

  useEffect(() => {
    // The server says the address is confirmed already: bring the user up to date.
    if (alreadyVerified) void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [alreadyVerified, queryClient]);

  return (
    <div className="space-y-3">
      <div aria-live="polite">
        {resend.isSuccess && (
          <Alert tone="success" data-testid="resend-message">
            {resend.data.message}
          </Alert>
        )}
        {resend.isError && (
          <Alert tone={alreadyVerified ? 'info' : 'error'} data-testid="resend-message">
            {errorMessage(resend.error)}
          </Alert>
        )}
      </div>
      <LoadingButton
        variant="outline"
        loading={resend.isPending}
        loadingText={t`Sending…`}
        onClick={() => resend.mutate()}
      >
        <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Resend the e-mail</Trans>
      </LoadingButton>
    </div>
  );
}

/**
 * /verify-email: what the confirmation e-mail is for, the outcome of its link
 * (?status=verified|invalid) and a way to get a new one.
 */
export function VerifyEmailPanel({
  status,
  user,
  signupMessage,
  pendingEmail,
  mailboxHint,
}: {
  status: VerifyEmailStatus;
  /** The signed-in user; undefined for guests. */
  user: CurrentUser | undefined;
  signupMessage?: string;
  /** Right after sign-up (not signed in until the link is followed): the address the link went to. */
  pendingEmail?: string;
  /** In development: a link to the mailbox where the e-mail can be read. */
  mailboxHint?: ReactNode;
}) {
  const { t } = useLingui();
  const verified = status === 'verified' || (status === null && !!user?.emailVerifiedAt);
  const linkHours = useRules()?.confirmationLinkHours;
  const email = user?.email;

  if (verified) {
    return (
      <AuthCard
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title={t`Your e-mail is confirmed`}
        description={t`Thanks! Owners and renters can now reach you, and you can turn on two-factor sign-in.`}
      >
        <div className="flex flex-col gap-3 sm:flex-row" data-testid="email-verified">
          {user ? (
            <>
              <Link to={paths.dashboard} className={buttonClass('primary', 'md')}>
                <Trans>Go to your dashboard</Trans>
              </Link>
              <Link to={paths.home} className={buttonClass('outline', 'md')}>
                <Trans>Browse listings</Trans>
              </Link>
            </>
          ) : (
            <Link to={paths.login} className={buttonClass('primary', 'md')}>
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }

  const invalid = status === 'invalid';
  return (
    <AuthCard
      icon={
        invalid ? (
          <MailWarning className="size-6" aria-hidden="true" />
        ) : (
          <MailOpen className="size-6" aria-hidden="true" />
        )
      }
      title={invalid ? t`This link did not work` : t`Confirm your e-mail`}
      description={
        invalid ? (
          linkHours ? (
            <Plural
              value={linkHours}
              one="The confirmation link is invalid or has expired. Links work for # hour; ask for a new one below."
              other="The confirmation link is invalid or has expired. Links work for # hours; ask for a new one below."
            />
          ) : (
            <Trans>The confirmation link is invalid or has expired. Ask for a new one below.</Trans>
          )
        ) : user ? (
          <Trans>
            We sent a confirmation link to{' '}
            <strong className="break-all text-slate-900 dark:text-white">
              <bdi>{email}</bdi>
            </strong>
            . Open it to confirm that the address is yours.
          </Trans>
        ) : pendingEmail ? (
          <Trans>
            We sent a link to{' '}
            <strong className="break-all text-slate-900 dark:text-white">
              <bdi>{pendingEmail}</bdi>
            </strong>
            . Open it to confirm the address; your account opens then.
          </Trans>
        ) : (
          t`We e-mail a confirmation link when you sign up. Open it to confirm your address.`
        )
      }
    >
      <div className="space-y-5">
        {signupMessage && !invalid && <Alert tone="success">{signupMessage}</Alert>}
        {user ? (
          <ResendButton />
        ) : pendingEmail ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              No e-mail after a few minutes? Check the spam folder, or sign in with your new
              password: we send the link again.
            </Trans>
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Need a new link?{' '}
              <Link
                to={paths.login}
                className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                Sign in
              </Link>{' '}
              and we will send one.
            </Trans>
          </p>
        )}
        {mailboxHint}
        {user && (
          <p className="border-t border-slate-200 pt-5 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <Trans>
              You can keep browsing meanwhile.{' '}
              <Link
                to={paths.home}
                className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                Continue to OwnLess
              </Link>
            </Trans>
          </p>
        )}
      </div>
    </AuthCard>
  );
}
