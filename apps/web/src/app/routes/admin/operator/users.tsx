import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { UsersView } from '@/features/operator/components/users-view';

/** /admin/operator/users: every account, searchable and filtered. */
export default function OperatorUsersRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Users`}
      width="wide"
      description={t`Find any account by name, e-mail or #id, see their business on OwnLess, suspend or restore them.`}
    >
      <UsersView />
    </AdminPage>
  );
}
