import { ProfilePage } from './profile-page';

export default function OwnerProfileRoute() {
  return <ProfilePage kind="owner" />;
}
