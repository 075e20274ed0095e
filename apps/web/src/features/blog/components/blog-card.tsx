import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { BlogPost } from '../types';
import { formatPostDate } from '../utils/format-post-date';
import { BlogCover } from './blog-cover';

export function BlogCard({ post, layout = 'grid' }: { post: BlogPost; layout?: 'grid' | 'row' }) {
  const { t } = useLingui();
  const row = layout === 'row';
  return (
    <article
      data-testid="blog-card"
      className={
        row
          ? 'group relative grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg sm:grid-cols-[16rem_minmax(0,1fr)] dark:border-slate-800 dark:bg-slate-900'
          : 'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900'
      }
    >
      <BlogCover
        src={post.cover_image}
        alt=""
        className={row ? 'h-48 w-full sm:h-full' : 'h-48 w-full'}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
          <span aria-hidden="true"> · </span>
          <bdi>{post.author_name}</bdi>
        </p>
        <h3 className="mt-2 text-lg font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-400">
          <Link
            to={paths.blogDetail(post.id)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm/6 text-slate-600 dark:text-slate-400">
          {post.excerpt}
        </p>
        {post.tags.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label={t`Tags`}>
            {post.tags.slice(0, 3).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      aria-hidden="true"
    >
      <div className="h-48 animate-pulse bg-slate-200 dark:bg-slate-800" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
