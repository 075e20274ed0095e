import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard, authLinkClass } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { takeNotice } from '@/lib/flash-notice';
import { useSessionStore } from '@/stores/session-store';

export default function LoginRoute() {
  const { t } = useLingui();
  const location = useLocation();
  const tokenRejected = useSessionStore((state) => state.tokenRejected);
  const [flashNotice] = useState(() => takeNotice());
  const stateNotice = (location.state as { notice?: string } | null)?.notice ?? flashNotice;
  const notice =
    stateNotice ?? (tokenRejected ? t`Your session has ended. Please sign in again.` : undefined);
  return (
    <>
      <PageTitle title={t`Sign in`} />
      <AuthCard
        icon={<LogIn className="size-6 rtl:-scale-x-100" aria-hidden="true" />}
        title={t`Welcome back`}
        description={t`Sign in to rent, list and chat on OwnLess.`}
        footer={
          <>
            <Trans>
              New to OwnLess?{' '}
              <Link to={paths.signup} className={authLinkClass}>
                Create an account
              </Link>
            </Trans>
          </>
        }
      >
        <LoginForm notice={notice} />
      </AuthCard>
    </>
  );
}
