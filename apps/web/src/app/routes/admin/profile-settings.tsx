import { Trans, useLingui } from '@lingui/react/macro';
import { AdminPage, AdminSection } from '@/components/layouts/admin/admin-page';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { AvatarUploader } from '@/features/account/components/avatar-uploader';
import { LanguageSection } from '@/features/account/components/language-settings';
import { PasswordForm } from '@/features/account/components/password-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { SessionsList } from '@/features/account/components/sessions-list';
import { TwoFactorSettings } from '@/features/account/components/two-factor-settings';
import { YourData } from '@/features/account/components/your-data';
import { useCurrentUser } from '@/lib/auth';

export default function ProfileSettingsRoute() {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage
      title={t`Profile settings`}
      description={t`Your picture, your details and how you sign in.`}
      width="narrow"
      actions={
        <BackLink to={paths.profile}>
          <Trans>Back to your profile</Trans>
        </BackLink>
      }
    >
      <div className="space-y-6">
        <AdminSection id="picture" title={t`Profile picture`}>
          <AvatarUploader user={user} />
        </AdminSection>
        <AdminSection id="details" title={t`Personal details`}>
          <ProfileForm user={user} />
        </AdminSection>
        <LanguageSection />
        <AdminSection
          id="password"
          title={t`Password`}
          description={t`Changing it signs out your other devices.`}
        >
          <PasswordForm />
        </AdminSection>
        <AdminSection id="security" title={t`Two-factor sign-in`}>
          <TwoFactorSettings user={user} />
        </AdminSection>
        <AdminSection
          id="sessions"
          title={t`Where you are signed in`}
          description={t`Sign out a device you no longer use or do not recognise.`}
        >
          <SessionsList />
        </AdminSection>
        <AdminSection
          id="your-data"
          title={t`Your data`}
          description={t`A copy of everything we hold about you, or your account deleted.`}
        >
          <YourData />
        </AdminSection>
      </div>
    </AdminPage>
  );
}
