import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { BlogList } from '@/features/blog/components/blog-list';
import { BlogSidebar } from '@/features/blog/components/blog-sidebar';
import { usePageParam } from '@/hooks/use-page-param';

const PER_PAGE = 6;

export default function BlogSidebarRoute() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag')?.trim() || undefined;

  return (
    <>
      <PageTitle title={tag ? t`Blog: ${tag}` : t`Blog`} />
      <PageHeader
        eyebrow={t`Blog`}
        title={t`Stories from the sharing economy`}
        description={t`Guides for renters and owners, community stories and product news.`}
      />
      <Container className="py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            {tag && (
              <p className="mb-6 flex flex-wrap items-center gap-3 text-slate-700 dark:text-slate-300">
                <span>
                  <Trans>
                    Posts tagged{' '}
                    <strong className="font-semibold text-slate-900 dark:text-white">
                      <bdi>{tag}</bdi>
                    </strong>
                  </Trans>
                </span>
                <Link
                  to={paths.blogSidebar}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  <X className="size-3.5" aria-hidden="true" />
                  <Trans>Clear filter</Trans>
                </Link>
              </p>
            )}
            <BlogList
              key={tag ?? ''}
              page={page}
              perPage={PER_PAGE}
              onPageChange={setPage}
              layout="row"
              tag={tag}
            />
          </div>
          <BlogSidebar activeTag={tag} />
        </div>
      </Container>
    </>
  );
}
