import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { buttonClass } from '@/components/ui/button';
import { ownerPaths } from '@/features/owners/config';
import { MyListings } from '@/features/owners/components/my-listings';

export default function ExploreListingsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`My Listings`}
      description={t`Drafts, live listings and the ones you paused.`}
      width="wide"
      actions={
        <Link to={ownerPaths.addListing} className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add listing</Trans>
        </Link>
      }
    >
      <MyListings />
    </AdminPage>
  );
}
