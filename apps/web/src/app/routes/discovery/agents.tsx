import { paths } from '@/config/paths';
import { OwnerDirectoryPage } from './owner-directory-page';

export default function AgentsRoute() {
  return (
    <OwnerDirectoryPage
      kind="agents"
      title="Owners near you"
      description="The people behind the listings: neighbours, hobbyists and small rental shops."
      hrefFor={(id) => paths.agentProfile(id)}
    />
  );
}
