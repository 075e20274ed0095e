import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ReviewsView } from '@/features/operator/components/reviews-view';

/** /admin/operator/reviews: every review; hide one with a reason, or show it again. */
export default function OperatorReviewsRoute() {
  return (
    <AdminPage
      title="Reviews"
      width="wide"
      description="Every review, including those still blind. Hide one that breaks the rules: it leaves every public page and rating at once."
    >
      <ReviewsView />
    </AdminPage>
  );
}
