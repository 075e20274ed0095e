import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBlogPosts } from '../api/get-blog-posts';
import { formatPostDate } from '../utils/format-post-date';
import { BlogCover } from './blog-cover';

const RECENT_COUNT = 5;

/** Recent posts and the tags they use. */
export function BlogSidebar({ currentId, activeTag }: { currentId?: number; activeTag?: string }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useBlogPosts({ page: 1, perPage: RECENT_COUNT + 1 });
  const recent = (data?.items ?? []).filter((post) => post.id !== currentId).slice(0, RECENT_COUNT);
  const tagCounts = new Map<string, number>();
  for (const post of data?.items ?? []) {
    for (const tag of post.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  const tags = [...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

  return (
    <aside className="space-y-8" aria-label={t`Blog sidebar`} data-testid="blog-sidebar">
      <section
        aria-labelledby="recent-posts"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="recent-posts" className="text-lg font-semibold text-slate-900 dark:text-white">
          <Trans>Recent posts</Trans>
        </h2>
        {isPending && (
          <div className="mt-4 space-y-4" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <div
                key={i}
                className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
              />
            ))}
          </div>
        )}
        {isError && !data && (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            <Trans>Recent posts are unavailable right now.</Trans>
          </p>
        )}
        {recent.length > 0 && (
          <ul className="mt-4 space-y-4">
            {recent.map((post) => (
              <li key={post.id} className="flex items-center gap-3">
                <BlogCover
                  src={post.cover_image}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-xl"
                />
                <div className="min-w-0">
                  <Link
                    to={paths.blogDetail(post.id)}
                    className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-400"
                  >
                    {post.title}
                  </Link>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {tags.length > 0 && (
        <section
          aria-labelledby="blog-tags"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="blog-tags" className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans>Tags</Trans>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {tags.map(([tag, count]) => (
              <li key={tag}>
                <Link
                  to={`${paths.blogSidebar}?${new URLSearchParams({ tag })}`}
                  aria-current={tag === activeTag ? 'true' : undefined}
                  className={
                    tag === activeTag
                      ? 'inline-block rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white'
                      : 'inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-400/10 dark:text-brand-300 dark:hover:bg-brand-400/20'
                  }
                >
                  {tag}
                  <span className="sr-only">
                    <Plural value={count} one=", # recent post" other=", # recent posts" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
