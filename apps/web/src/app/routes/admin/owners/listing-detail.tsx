import { useParams } from 'react-router';
import { OwnerListingView } from '@/features/owners/components/owner-listing-view';
import { ListingPage } from '../../discovery/listing-page';

/**
 * /admin/listing-detail/:id: the owner's view of their listing (any status). For someone
 * else's listing, the public listing page, as before.
 */
export default function AdminListingDetailRoute() {
  const { id = '' } = useParams();
  return (
    <OwnerListingView key={id} id={Number(id)} notOwner={<ListingPage variant="standard" />} />
  );
}
