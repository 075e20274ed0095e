import { type FormEvent, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OperatorBlogPost } from '@ownless/shared';
import { ArrowLeft, ExternalLink, ImageUp, Trash2 } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, LoadingButton } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ProseText } from '@/components/ui/prose-text';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useBlogCover, useBlogPost, useSaveBlogPost } from '../api/content';
import { StatusPill } from './console-ui';
import { ContentCard, FormButtons, TextField, fieldErrors, useNotice } from './content-ui';

const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** /admin/operator/content/blog/new and /blog/:id: the post's form with a live preview. */
export function BlogPostEditor({ postId }: { postId: number | null }) {
  const { t } = useLingui();
  const query = useBlogPost(postId);
  if (postId !== null && query.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t`Loading the post`}>
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (postId !== null && query.isError) {
    return (
      <ErrorState
        title={t`The post could not be loaded`}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <BlogPostForm key={postId ?? 'new'} post={query.data ?? null} />;
}

function BlogPostForm({ post }: { post: OperatorBlogPost | null }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  // A new post's first save moves to its own address and says so there.
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const notice = useNotice(saved ? { tone: 'success', text: saved } : null);
  const [form, setForm] = useState({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    author_name: post?.author_name ?? '',
    tags: post?.tags.join(', ') ?? '',
    status: post?.status ?? ('draft' as 'draft' | 'published'),
  });
  const change = (key: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const errors = fieldErrors(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    notice.setNotice(null);
    save.mutate(
      {
        id: post?.id ?? null,
        input: {
          ...form,
          slug: form.slug.trim() || undefined,
          tags: form.tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        },
      },
      {
        onSuccess: (result) => {
          notice.success(result.message);
          setForm((current) => ({ ...current, slug: result.item.slug }));
          if (!post)
            void navigate(paths.operator.content('blog', result.item.id), {
              replace: true,
              state: { saved: result.message },
            });
        },
        onError: (error) => {
          if (Object.keys(fieldErrors(error)).length === 0) notice.failure(error);
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={paths.operator.content('blog')}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>All posts</Trans>
        </Link>
        {post && (
          <span className="flex flex-wrap items-center gap-3">
            <StatusPill tone={post.status === 'published' ? 'good' : 'neutral'}>
              {post.status === 'published'
                ? t({ message: 'Published', context: 'blog post status' })
                : t({ message: 'Draft', context: 'blog post status' })}
            </StatusPill>
            {post.status === 'published' && (
              <a
                href={paths.blogDetail(post.slug)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                <Trans>View on the blog</Trans>
                <ExternalLink className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </a>
            )}
          </span>
        )}
      </div>
      {notice.view}
      {post ? (
        <CoverUploader post={post} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <Trans>Save the post once (as a draft is fine) to add its cover image.</Trans>
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-5" aria-label={t`Blog post`}>
        <ContentCard>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id={`${id}-title`}
              label={t`Title`}
              value={form.title}
              onChange={change('title')}
              error={errors.title}
              required
              maxLength={200}
              dir="auto"
              className="md:col-span-2"
            />
            <TextField
              id={`${id}-slug`}
              label={t`Address (slug)`}
              value={form.slug}
              onChange={change('slug')}
              error={errors.slug}
              optional
              hint={t`Lower-case letters, digits and hyphens. Left empty, it is made from the title.`}
              maxLength={120}
            />
            <TextField
              id={`${id}-author`}
              label={t`Author`}
              value={form.author_name}
              onChange={change('author_name')}
              error={errors.author_name}
              required
              maxLength={120}
            />
            <TextField
              id={`${id}-excerpt`}
              label={t`Summary`}
              value={form.excerpt}
              onChange={change('excerpt')}
              error={errors.excerpt}
              hint={t`Shown on the blog's list and in search results (10–500 characters).`}
              multiline
              rows={2}
              maxLength={500}
              dir="auto"
              className="md:col-span-2"
            />
            <TextField
              id={`${id}-tags`}
              label={t`Categories and tags`}
              value={form.tags}
              onChange={change('tags')}
              error={errors.tags}
              optional
              hint={t`Separated by commas, e.g. Guides, Owners. The blog filters by them.`}
              className="md:col-span-2"
            />
          </div>
        </ContentCard>
        <div className="grid gap-5 lg:grid-cols-2">
          <ContentCard title={t`Article`} titleId={`${id}-article`}>
            <TextField
              id={`${id}-content`}
              label={t`Markdown`}
              value={form.content}
              onChange={change('content')}
              error={errors.content}
              hint={t`A blank line starts a paragraph; # and ## make headings; lines starting with - make a list.`}
              multiline
              rows={18}
              dir="auto"
              inputClassName="font-mono text-sm"
            />
          </ContentCard>
          <ContentCard title={t`Preview`} titleId={`${id}-preview`}>
            <div aria-live="polite" data-testid="blog-preview" className="min-h-40">
              {form.title && (
                <p className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
                  <bdi>{form.title}</bdi>
                </p>
              )}
              {form.content.trim() ? (
                <ProseText text={form.content} dir="auto" />
              ) : (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <Trans>The article appears here as readers will see it.</Trans>
                </p>
              )}
            </div>
          </ContentCard>
        </div>
        <ContentCard>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">
              <Trans>Visibility</Trans>
            </legend>
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ['draft', t`Draft — on no public page`],
                  ['published', t`Published — on the blog as soon as it is saved`],
                ] as const
              ).map(([value, text]) => (
                <label key={value} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-status`}
                    value={value}
                    checked={form.status === value}
                    onChange={() => setForm((current) => ({ ...current, status: value }))}
                    className="size-4 accent-brand-700"
                  />
                  {text}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-5">
            <FormButtons
              saving={save.isPending}
              saveLabel={form.status === 'published' ? t`Save and publish` : t`Save draft`}
            />
          </div>
        </ContentCard>
      </form>
    </div>
  );
}

/** The post's cover: choose a picture, upload it with a progress bar, or remove it. */
function CoverUploader({ post }: { post: OperatorBlogPost }) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const cover = useBlogCover();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const percent = Math.round(progress * 100);

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!COVER_TYPES.includes(file.type)) {
      setProblem(t`Choose a JPEG, PNG, WebP or AVIF picture.`);
      return;
    }
    setProgress(0);
    cover.mutate(
      { id: post.id, file, onProgress: setProgress },
      { onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <ContentCard title={t`Cover image`} titleId={`${id}-cover`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="aspect-video w-full shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:w-64 dark:bg-slate-800">
          {post.cover_image ? (
            <img src={post.cover_image} alt={t`Current cover`} className="size-full object-cover" />
          ) : (
            <p className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-500">
              <Trans>No cover yet</Trans>
            </p>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>JPEG, PNG, WebP or AVIF up to 10 MB. It is cropped to 16:9 (1200 × 675).</Trans>
          </p>
          <input
            ref={input}
            type="file"
            accept={COVER_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="cover-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {cover.isPending && <ProgressBar label={t`Uploading the cover`} percent={percent} />}
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <LoadingButton
              loading={cover.isPending}
              loadingText={t`Uploading… ${percent}%`}
              aria-describedby={`${id}-hint`}
              onClick={() => input.current?.click()}
            >
              <ImageUp className="size-4" aria-hidden="true" />
              {post.cover_image ? t`Replace cover` : t`Upload cover`}
            </LoadingButton>
            {post.cover_image && (
              <Button
                variant="ghost"
                disabled={cover.isPending}
                onClick={() => cover.mutate({ id: post.id, file: null })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <Trans>Remove</Trans>
              </Button>
            )}
          </div>
        </div>
      </div>
    </ContentCard>
  );
}
