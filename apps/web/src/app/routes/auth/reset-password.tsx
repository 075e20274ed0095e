import { useLingui } from '@lingui/react/macro';
import { LockKeyhole } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password/{token}?email=…, the link of the reset e-mail. */
export default function ResetPasswordRoute() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle title={t`Choose a new password`} />
      <AuthCard
        icon={<LockKeyhole className="size-6" aria-hidden="true" />}
        title={t`Choose a new password`}
        description={t`After the change, every device signed in to your account is signed out.`}
      >
        <ResetPasswordForm token={token} email={searchParams.get('email') ?? ''} />
      </AuthCard>
    </>
  );
}
