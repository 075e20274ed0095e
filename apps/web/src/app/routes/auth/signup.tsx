import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard, authLinkClass } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupRoute() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  // A friend's referral link: /auth-signup?ref=CODE.
  const referralCode = searchParams.get('ref')?.trim().slice(0, 40) || undefined;
  return (
    <>
      <PageTitle title={t`Create your account`} />
      <AuthCard
        wide
        icon={<UserPlus className="size-6" aria-hidden="true" />}
        title={t`Create your account`}
        description={t`Rent what you need from people nearby, and earn from what you own.`}
        footer={
          <>
            <Trans>
              Already have an account?{' '}
              <Link to={paths.login} className={authLinkClass}>
                Sign in
              </Link>
            </Trans>
          </>
        }
      >
        <SignupForm referralCode={referralCode} />
      </AuthCard>
    </>
  );
}
