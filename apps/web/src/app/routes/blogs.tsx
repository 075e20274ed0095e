import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { BlogList } from '@/features/blog/components/blog-list';
import { usePageParam } from '@/hooks/use-page-param';

export const BLOG_PER_PAGE = 9;

export default function BlogsRoute() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  return (
    <>
      <PageTitle title={t`Blog`} />
      <PageHeader
        eyebrow={t`Blog`}
        title={t`Stories from the sharing economy`}
        description={t`Guides for renters and owners, community stories and product news.`}
      >
        <Link
          to={paths.blogSidebar}
          className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          <Trans>Browse with sidebar</Trans>
        </Link>
      </PageHeader>
      <Container className="py-16">
        <BlogList page={page} perPage={BLOG_PER_PAGE} onPageChange={setPage} />
      </Container>
    </>
  );
}
