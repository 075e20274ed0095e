import { AdminPage } from '@/components/layouts/admin/admin-page';
import { MessagesView } from '@/features/operator/components/messages-view';

/** /admin/operator/messages: the contact inbox and the mail outbox. */
export default function OperatorMessagesRoute() {
  return (
    <AdminPage
      title="Messages"
      width="wide"
      description="Answer what people send through the contact form, and see whether OwnLess’s e-mails got out."
    >
      <MessagesView />
    </AdminPage>
  );
}
