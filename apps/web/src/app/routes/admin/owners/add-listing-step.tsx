import { useLocation, useParams } from 'react-router';
import { stepBySlug } from '@/features/owners/config';
import { ListingEditor } from '@/features/owners/components/wizard/listing-editor';
import NotFoundRoute from '../not-found';

/** /admin/add-listing/:listingId/(step-1…step-7 | policies | preview). */
export default function AddListingStepRoute() {
  const { listingId } = useParams();
  const slug = useLocation().pathname.replace(/\/+$/, '').split('/').pop();
  const step = stepBySlug(slug);
  const id = Number(listingId);
  if (!step || !Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  return <ListingEditor key={id} listingId={id} step={step.key} mode="wizard" />;
}
