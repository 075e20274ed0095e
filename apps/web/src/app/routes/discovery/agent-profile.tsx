import { ProfilePage } from './profile-page';

export default function AgentProfileRoute() {
  return <ProfilePage kind="agent" />;
}
