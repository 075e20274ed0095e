import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { UserDetailView } from '@/features/operator/components/user-detail-view';
import AdminNotFoundRoute from '../not-found';

/** /admin/operator/users/:userId: one account, its listings, reservations and reviews. */
export default function OperatorUserDetailRoute() {
  const { t } = useLingui();
  const { userId } = useParams();
  const id = Number(userId);
  if (!Number.isInteger(id) || id < 1) return <AdminNotFoundRoute />;
  return (
    <AdminPage
      title={t`User #${id}`}
      description={t`Their account, listings, reservations and reviews, and what the operators did about them.`}
    >
      <UserDetailView key={id} userId={id} />
    </AdminPage>
  );
}
