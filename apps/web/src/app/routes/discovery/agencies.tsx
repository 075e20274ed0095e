import { useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { OwnerDirectoryPage } from './owner-directory-page';

export default function AgenciesRoute() {
  const { t } = useLingui();
  return (
    <OwnerDirectoryPage
      kind="agencies"
      title={t`Rental businesses`}
      description={t`Shops and businesses that rent out through OwnLess, with counters, staff and a fleet of gear.`}
      hrefFor={(id) => paths.agencyProfile(id)}
    />
  );
}
