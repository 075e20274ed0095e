import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { ProseText } from '@/components/ui/prose-text';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useBlogPost } from '../api/get-blog-post';
import { useBlogPosts } from '../api/get-blog-posts';
import type { BlogPost } from '../types';
import { formatPostDate, readingMinutes } from '../utils/format-post-date';
import { BlogCover } from './blog-cover';

function PostSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" className="space-y-6" aria-busy="true" aria-label={t`Loading post`}>
      <PageTitle title={t`Blog`} />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="aspect-video w-full rounded-2xl" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Post not found`} />
      <EmptyState
        headingLevel={1}
        title={t`Post not found`}
        message={t`This post does not exist or was removed.`}
        action={
          <Link to={paths.blogs} className={buttonClass('primary')}>
            <Trans>Back to the blog</Trans>
          </Link>
        }
      />
    </>
  );
}

export function BlogPostArticle({ post }: { post: BlogPost }) {
  const { t } = useLingui();
  const minutes = readingMinutes(post.content);
  return (
    <article data-testid="blog-post">
      <PageTitle title={post.title} />
      <Link
        to={paths.blogs}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-400 dark:hover:text-brand-300"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        <Trans>All posts</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance rtl:tracking-normal text-slate-900 sm:text-4xl dark:text-white">
        {post.title}
      </h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <bdi className="font-medium text-slate-900 dark:text-white">{post.author_name}</bdi>
        <span aria-hidden="true">·</span>
        <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          <Plural value={minutes} one="# min read" other="# min read" />
        </span>
      </p>
      <BlogCover
        src={post.cover_image}
        alt=""
        width={1200}
        height={675}
        loading="eager"
        className="mt-8 aspect-video w-full rounded-2xl"
      />
      <ProseText text={post.content} className="mt-8 text-lg/8" />
      {post.tags.length > 0 && (
        <ul
          className="mt-10 flex flex-wrap gap-2 border-t border-slate-200 pt-6 dark:border-slate-800"
          aria-label={t`Tags`}
        >
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** /blog-detail/:id */
export function BlogPostById({ id }: { id: string }) {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useBlogPost(id);
  if (isPending) return <PostSkeleton />;
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <NotFound />;
    return (
      <ErrorState
        headingLevel={1}
        title={t`We couldn’t load this post`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  return <BlogPostArticle post={data} />;
}

/** /blog-detail without an id: the newest post. */
export function LatestBlogPost() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useBlogPosts({ page: 1, perPage: 1 });
  if (isPending) return <PostSkeleton />;
  if (isError && !data) {
    return (
      <ErrorState
        headingLevel={1}
        title={t`We couldn’t load the blog`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  const latest = data.items[0];
  if (!latest)
    return (
      <EmptyState
        headingLevel={1}
        title={t`No posts yet`}
        message={t`Stories and guides are on their way.`}
      />
    );
  return <BlogPostArticle post={latest} />;
}
