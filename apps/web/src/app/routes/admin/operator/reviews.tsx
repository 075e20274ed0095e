import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ReviewsView } from '@/features/operator/components/reviews-view';

/** /admin/operator/reviews: every review; hide one with a reason, or show it again. */
export default function OperatorReviewsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Reviews`}
      width="wide"
      description={t`Every review, including those still blind. Hide one that breaks the rules: it leaves every public page and rating at once.`}
    >
      <ReviewsView />
    </AdminPage>
  );
}
