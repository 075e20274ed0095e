import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard, authLinkClass } from '@/features/auth/components/auth-card';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';
import { readTwoFactorChallenge } from '@/features/auth/utils/two-factor-challenge';
import { MailboxHint } from '@/features/dev-mailbox/components/mailbox-hint';

/** /2fa: the code step of a login with two-factor on. Without a pending login → /auth-login. */
export default function TwoFactorRoute() {
  const { t } = useLingui();
  const [challenge] = useState(readTwoFactorChallenge);
  if (!challenge) return <Navigate to={paths.login} replace />;
  return (
    <>
      <PageTitle title={t`Enter your sign-in code`} />
      <AuthCard
        icon={<ShieldCheck className="size-6" aria-hidden="true" />}
        title={t`Check your e-mail`}
        description={
          challenge.message || t`We e-mailed you a 6-digit code. Enter it to finish signing in.`
        }
        footer={
          <>
            <Trans>
              Not you?{' '}
              <Link to={paths.login} replace className={authLinkClass}>
                Sign in with another account
              </Link>
            </Trans>
          </>
        }
      >
        <div className="space-y-5">
          <TwoFactorForm challenge={challenge} />
          <MailboxHint email={challenge.email} />
        </div>
      </AuthCard>
    </>
  );
}
