import { paths } from '@/config/paths';
import { OwnerDirectoryPage } from './owner-directory-page';

export default function AgenciesRoute() {
  return (
    <OwnerDirectoryPage
      kind="agencies"
      title="Rental businesses"
      description="Shops and businesses that rent out through OwnLess, with counters, staff and a fleet of gear."
      hrefFor={(id) => paths.agencyProfile(id)}
    />
  );
}
