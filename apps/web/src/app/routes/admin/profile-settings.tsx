import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage, AdminSection } from '@/components/layouts/admin/admin-page';
import { paths } from '@/config/paths';
import { AvatarUploader } from '@/features/account/components/avatar-uploader';
import { PasswordForm } from '@/features/account/components/password-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { SessionsList } from '@/features/account/components/sessions-list';
import { TwoFactorSettings } from '@/features/account/components/two-factor-settings';
import { useCurrentUser } from '@/lib/auth';

export default function ProfileSettingsRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage
      title="Profile settings"
      description="Your picture, your details and how you sign in."
      width="narrow"
      actions={
        <Link
          to={paths.profile}
          className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-400"
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          Back to your profile
        </Link>
      }
    >
      <div className="space-y-6">
        <AdminSection id="picture" title="Profile picture">
          <AvatarUploader user={user} />
        </AdminSection>
        <AdminSection id="details" title="Personal details">
          <ProfileForm user={user} />
        </AdminSection>
        <AdminSection
          id="password"
          title="Password"
          description="Changing it signs out your other devices."
        >
          <PasswordForm />
        </AdminSection>
        <AdminSection id="security" title="Two-factor sign-in">
          <TwoFactorSettings user={user} />
        </AdminSection>
        <AdminSection
          id="sessions"
          title="Where you are signed in"
          description="Sign out a device you no longer use or do not recognise."
        >
          <SessionsList />
        </AdminSection>
      </div>
    </AdminPage>
  );
}
