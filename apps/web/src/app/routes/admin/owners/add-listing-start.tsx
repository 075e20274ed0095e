import { ListingEditor } from '@/features/owners/components/wizard/listing-editor';

/** /admin/add-listing/step-1: the basics of a new listing; saving creates the draft. */
export default function AddListingStartRoute() {
  return <ListingEditor listingId={null} step="basics" mode="wizard" />;
}
