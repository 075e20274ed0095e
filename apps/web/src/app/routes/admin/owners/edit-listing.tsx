import { useParams, useSearchParams } from 'react-router';
import { WIZARD_STEPS } from '@/features/owners/config';
import { ListingEditor } from '@/features/owners/components/wizard/listing-editor';
import NotFoundRoute from '../not-found';

/** /admin/listings/edit-listing/:listingId?step=…: the wizard's steps as tabs. */
export default function EditListingRoute() {
  const { listingId } = useParams();
  const [params] = useSearchParams();
  const step = WIZARD_STEPS.find((s) => s.key === params.get('step'))?.key ?? 'basics';
  const id = Number(listingId);
  if (!Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  return <ListingEditor key={id} listingId={id} step={step} mode="edit" />;
}
