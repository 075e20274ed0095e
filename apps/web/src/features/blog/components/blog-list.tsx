import { Trans, useLingui } from '@lingui/react/macro';
import { Newspaper } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogCard, BlogCardSkeleton } from './blog-card';

/** A paged list of posts: a card grid, or rows (next to a sidebar). */
export function BlogList({
  page,
  perPage,
  onPageChange,
  layout = 'grid',
  tag,
}: {
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  layout?: 'grid' | 'row';
  tag?: string;
}) {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useBlogPosts({
    page,
    perPage,
    tag,
  });
  const listClass = layout === 'grid' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-6';

  if (isPending) {
    return (
      <div role="status" className={listClass} aria-busy="true" aria-label={t`Loading posts`}>
        {Array.from({ length: layout === 'grid' ? 6 : 3 }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError && !data) {
    return (
      <ErrorState
        title={t`We couldn’t load the blog`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.items.length === 0) {
    const [title, message] =
      data.total > 0
        ? [t`This page is empty`, t`Go back to the first page to read the latest posts.`]
        : tag
          ? [
              t`No posts tagged “${tag}”`,
              t`Try another tag, or clear the filter to see every post.`,
            ]
          : [t`No posts yet`, t`Stories and guides are on their way.`];
    return (
      <EmptyState
        icon={<Newspaper className="size-6" aria-hidden="true" />}
        title={title}
        message={message}
      />
    );
  }
  return (
    <div className="space-y-10">
      <h2 className="sr-only">
        <Trans>Posts</Trans>
      </h2>
      <ul
        className={cn(
          listClass,
          'transition-opacity',
          isFetching && isPlaceholderData && 'opacity-60',
        )}
      >
        {data.items.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} layout={layout} />
          </li>
        ))}
      </ul>
      <Pagination
        label={t`Blog pages`}
        page={page}
        perPage={perPage}
        total={data.total}
        onPageChange={onPageChange}
      />
    </div>
  );
}
