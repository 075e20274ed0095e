import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard, authLinkClass } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { MailboxHint } from '@/features/dev-mailbox/components/mailbox-hint';

export default function ForgotPasswordRoute() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <PageTitle title={t`Reset your password`} />
      <AuthCard
        icon={<KeyRound className="size-6" aria-hidden="true" />}
        title={t`Forgot your password?`}
        description={t`Enter the e-mail of your account and we will send you a link to choose a new password.`}
        footer={
          <>
            <Trans>
              Remembered it?{' '}
              <Link to={paths.login} className={authLinkClass}>
                Sign in
              </Link>
            </Trans>
          </>
        }
      >
        <div className="space-y-5">
          <ForgotPasswordForm onSent={setSentTo} />
          {sentTo && <MailboxHint email={sentTo} />}
        </div>
      </AuthCard>
    </>
  );
}
