import { ProfilePage } from './profile-page';

export default function AgencyProfileRoute() {
  return <ProfilePage kind="agency" />;
}
