import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { paths } from '@/config/paths';
import { ContentView, isContentSection } from '@/features/operator/components/content-view';

/** /admin/operator/content/:section?/:item?: blog, FAQs, categories, policies and terms, shipping. */
export default function OperatorContentRoute() {
  const { t } = useLingui();
  const { section, item } = useParams();
  if (!isContentSection(section)) return <Navigate to={paths.operator.content('blog')} replace />;
  return (
    <AdminPage
      title={t`Content`}
      width="wide"
      description={t`What the public pages say: the blog, FAQs, categories, policies and terms, and shipping options. Every change shows at once and is kept in the audit log.`}
    >
      <ContentView section={section} item={item} />
    </AdminPage>
  );
}
