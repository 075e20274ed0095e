import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OperatorBlogPost } from '@ownless/shared';
import { Newspaper, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBlogPosts, useDeleteBlogPost, useSetBlogStatus } from '../api/content';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass } from './console-ui';
import { DeleteConfirm, useNotice } from './content-ui';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'status', 'sort'] as const;

/** What deleting a post does. */
function DeleteConsequences({ post }: { post: OperatorBlogPost }) {
  const title = post.title;
  return (
    <ul className="list-disc space-y-1 ps-5">
      <li>
        <Trans>
          <bdi className="font-semibold">{title}</bdi> and its cover image are removed for good.
        </Trans>
      </li>
      {post.status === 'published' && (
        <li>
          <Trans>It leaves the blog at once; links to it show “Post not found”.</Trans>
        </li>
      )}
      <li>
        <Trans>The audit log keeps a record of the deletion.</Trans>
      </li>
    </ul>
  );
}

/**
 * Blog posts (GET /admin/content/blog-posts): search, draft/published and sort on the
 * server, kept in the URL; publish, unpublish and delete (confirmed) from the row.
 */
export function BlogPostsList() {
  const { t } = useLingui();
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useBlogPosts({ ...values, page });
  const setStatus = useSetBlogStatus();
  const remove = useDeleteBlogPost();
  const notice = useNotice();
  const [toDelete, setToDelete] = useState<OperatorBlogPost | null>(null);

  const toggle = (post: OperatorBlogPost) =>
    setStatus.mutate(
      { id: post.id, status: post.status === 'published' ? 'draft' : 'published' },
      { onSuccess: (r) => notice.success(r.message), onError: notice.failure },
    );

  return (
    <div className="space-y-5">
      {notice.view}
      <FilterBar
        id={id}
        url={{ values, set }}
        search={{ label: t`Search posts`, placeholder: t`Title, slug, author or tag` }}
      >
        {(select) => (
          <>
            {select('status', t`Status`, [
              ['', t`Drafts and published`],
              ['published', t({ message: 'Published', context: 'blog post status' })],
              ['draft', t`Drafts`],
            ])}
            {select('sort', t`Sort by`, [
              ['', t`Recently edited`],
              ['newest', t`Newest first`],
              ['title', t`Title`],
            ])}
          </>
        )}
      </FilterBar>
      <div className="flex justify-end">
        <Link to={paths.operator.content('blog', 'new')} className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          <Trans>New post</Trans>
        </Link>
      </div>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Blog posts`}
        headers={<HeaderCells labels={[t`Post`, t`Status`, t`Edited`, '']} />}
        errorTitle={t`The posts could not be loaded`}
        empty={{
          icon: <Newspaper className="size-6" aria-hidden="true" />,
          title: t`No posts match`,
          message: t`Try another search, or write the first post.`,
        }}
        renderRows={(items) =>
          items.map((post) => (
            <tr key={post.id} data-testid="operator-blog-row">
              <td className={tdClass}>
                <Link
                  to={paths.operator.content('blog', post.id)}
                  className="font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  <bdi>{post.title}</bdi>
                </Link>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <bdi>/{post.slug}</bdi> · <bdi>{post.author_name}</bdi>
                  {post.tags.length > 0 && (
                    <>
                      {' · '}
                      <bdi>{post.tags.join(', ')}</bdi>
                    </>
                  )}
                </p>
              </td>
              <td className={tdClass}>
                <StatusPill tone={post.status === 'published' ? 'good' : 'neutral'}>
                  {post.status === 'published'
                    ? t({ message: 'Published', context: 'blog post status' })
                    : t({ message: 'Draft', context: 'blog post status' })}
                </StatusPill>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{formatWhen(post.updated_at)}</td>
              <td className={`${tdClass} text-end`}>
                <span className="inline-flex flex-wrap justify-end gap-2">
                  <Link
                    to={paths.operator.content('blog', post.id)}
                    className={buttonClass('outline', 'sm')}
                  >
                    <Trans>Edit</Trans>
                  </Link>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={setStatus.isPending}
                    onClick={() => toggle(post)}
                  >
                    {post.status === 'published' ? t`Unpublish` : t`Publish`}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setToDelete(post)}>
                    <Trans>Delete</Trans>
                  </Button>
                </span>
              </td>
            </tr>
          ))
        }
      />
      <DeleteConfirm
        target={toDelete}
        title={t`Delete this post?`}
        confirmLabel={t`Delete post`}
        mutation={remove}
        variables={(post) => post.id}
        onClose={() => setToDelete(null)}
        onDone={notice.success}
        testId="delete-post-dialog"
      >
        {toDelete && <DeleteConsequences post={toDelete} />}
      </DeleteConfirm>
    </div>
  );
}
