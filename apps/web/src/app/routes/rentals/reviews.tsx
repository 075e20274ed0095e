import { ReviewsView } from '@/features/reservations/components/reviews-view';

/** /admin/review (decisions.md "Content"): reviews given and received. */
export default function ReviewsRoute() {
  return <ReviewsView />;
}
