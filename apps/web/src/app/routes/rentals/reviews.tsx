import { ReviewsView } from '@/features/reservations/components/reviews-view';

/** /admin/review: reviews given and received. */
export default function ReviewsRoute() {
  return <ReviewsView />;
}
