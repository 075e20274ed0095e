import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { MessagesView } from '@/features/operator/components/messages-view';

/** /admin/operator/messages: the contact inbox and the mail outbox. */
export default function OperatorMessagesRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Messages`}
      width="wide"
      description={t`Answer what people send through the contact form, and see whether OwnLess’s e-mails got out.`}
    >
      <MessagesView />
    </AdminPage>
  );
}
