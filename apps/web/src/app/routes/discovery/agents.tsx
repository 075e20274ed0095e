import { useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { OwnerDirectoryPage } from './owner-directory-page';

export default function AgentsRoute() {
  const { t } = useLingui();
  return (
    <OwnerDirectoryPage
      kind="agents"
      title={t`Owners near you`}
      description={t`The people behind the listings: neighbours, hobbyists and small rental shops.`}
      hrefFor={(id) => paths.agentProfile(id)}
    />
  );
}
