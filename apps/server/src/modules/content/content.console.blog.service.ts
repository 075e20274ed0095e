import crypto from 'node:crypto';
import type { BlogPostInput, OperatorBlogPost, OperatorBlogQuery } from '@ownless/shared';
import type { blogPosts } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { coverWebp, inspectImage } from '../../lib/images';
import type { ContentConsoleActions, ContentConsoleDeps } from './content.console.actions';
import { toBlogPost } from './content.service';
import { slugOf } from './slug';

type BlogRow = typeof blogPosts.$inferSelect;

/** Blog covers the console stored: only these are removed when a post lets go of them. */
const COVER_PREFIX = 'blog/covers/';

export const toOperatorBlogPost = (row: BlogRow): OperatorBlogPost => ({
  ...toBlogPost(row),
  status: row.status === 'draft' ? 'draft' : 'published',
  published_at: row.publishedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The console's blog: posts, their drafts and publishing, and their cover images. */
export function contentConsoleBlog(
  { storage }: Pick<ContentConsoleDeps, 'storage'>,
  { assertAdmin, read, act, missing }: ContentConsoleActions,
) {
  /** Deletes a cover file the console stored (seeded covers stay). */
  async function removeCoverFile(url: string | null) {
    const key = url ? storage.keyOf(url) : null;
    if (key?.startsWith(COVER_PREFIX)) await storage.remove(key).catch(() => {});
  }

  return {
    async blogPosts(actorId: number, query: OperatorBlogQuery) {
      await assertAdmin(actorId);
      const { rows, total } = await read.blogPage(query);
      return {
        items: rows.map(toOperatorBlogPost),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },

    async blogPost(actorId: number, id: number) {
      await assertAdmin(actorId);
      const row = await read.blogPost(id);
      if (!row) throw missing(/*i18n*/ 'That post does not exist.');
      return toOperatorBlogPost(row);
    },

    async saveBlogPost(actorId: number, id: number | null, input: BlogPostInput) {
      const tags = [...new Set(input.tags ?? [])];
      return act(actorId, async (repo) => {
        const before = id === null ? null : await repo.blogPost(id, true);
        if (id !== null && !before) throw missing(/*i18n*/ 'That post does not exist.');
        const status = input.status ?? (before?.status === 'published' ? 'published' : 'draft');
        const slug = slugOf(input.slug, input.title, 'post');
        if (await repo.blogSlugTaken(slug, id ?? undefined))
          throw conflict(/*i18n*/ 'Another post already uses that address.', {
            slug: [
              /*i18n*/ { id: 'Another post uses “{slug}”. Choose another slug.', values: { slug } },
            ],
          });
        const values = {
          title: input.title,
          slug,
          excerpt: input.excerpt,
          content: input.content,
          authorName: input.author_name,
          tags,
          status,
          publishedAt:
            status === 'published' ? (before?.publishedAt ?? new Date()) : before?.publishedAt,
        };
        const row = before
          ? await repo.updateBlogPost(before.id, values)
          : await repo.insertBlogPost(values);
        const item = toOperatorBlogPost(row);
        return {
          result: {
            item,
            message:
              status === 'published'
                ? /*i18n*/ 'Saved and published: it is on the blog now.'
                : /*i18n*/ 'Saved as a draft: it is not on the public blog.',
          },
          audit: {
            action: before ? 'blog_post.update' : 'blog_post.create',
            subjectType: 'blog_post',
            subjectId: row.id,
            subjectLabel: row.title,
            before: before
              ? { title: before.title, slug: before.slug, status: before.status }
              : null,
            after: { title: row.title, slug: row.slug, status: row.status, tags: row.tags },
          },
        };
      });
    },

    async setBlogStatus(actorId: number, id: number, status: 'draft' | 'published') {
      return act(actorId, async (repo) => {
        const before = await repo.blogPost(id, true);
        if (!before) throw missing(/*i18n*/ 'That post does not exist.');
        const row = await repo.updateBlogPost(id, {
          status,
          publishedAt:
            status === 'published' ? (before.publishedAt ?? new Date()) : before.publishedAt,
        });
        return {
          result: {
            item: toOperatorBlogPost(row),
            message:
              status === 'published'
                ? /*i18n*/ 'Published: the post is on the blog now.'
                : /*i18n*/ 'Unpublished: the post is a draft again and left the blog.',
          },
          audit: {
            action: status === 'published' ? 'blog_post.publish' : 'blog_post.unpublish',
            subjectType: 'blog_post',
            subjectId: id,
            subjectLabel: row.title,
            before: { status: before.status },
            after: { status: row.status },
          },
        };
      });
    },

    async deleteBlogPost(actorId: number, id: number) {
      let cover: string | null = null;
      const result = await act(actorId, async (repo) => {
        const before = await repo.blogPost(id, true);
        if (!before) throw missing(/*i18n*/ 'That post does not exist.');
        await repo.deleteBlogPost(id);
        cover = before.coverImage;
        return {
          result: {
            id,
            message: /*i18n*/ { id: '“{title}” was deleted.', values: { title: before.title } },
          },
          audit: {
            action: 'blog_post.delete',
            subjectType: 'blog_post',
            subjectId: id,
            subjectLabel: before.title,
            before: { title: before.title, slug: before.slug, status: before.status },
            after: null,
          },
        };
      });
      await removeCoverFile(cover);
      return result;
    },

    /** Stores a new cover (16:9 WebP), sets it on the post, and removes the one it replaces. */
    async setBlogCover(actorId: number, id: number, file: Buffer | null) {
      await assertAdmin(actorId);
      let url: string | null = null;
      if (file) {
        await inspectImage(file, 'cover');
        if (!(await read.blogPost(id))) throw missing(/*i18n*/ 'That post does not exist.');
        const key = `${COVER_PREFIX}${id}-${crypto.randomBytes(6).toString('hex')}.webp`;
        url = await storage.put(key, await coverWebp(file));
      }
      let previous: string | null = null;
      try {
        const result = await act(actorId, async (repo) => {
          const before = await repo.blogPost(id, true);
          if (!before) throw missing(/*i18n*/ 'That post does not exist.');
          previous = before.coverImage;
          const row = await repo.updateBlogPost(id, { coverImage: url });
          return {
            result: {
              item: toOperatorBlogPost(row),
              message: url
                ? /*i18n*/ 'The cover image was updated.'
                : /*i18n*/ 'The cover image was removed.',
            },
            audit: {
              action: url ? 'blog_post.cover' : 'blog_post.cover_remove',
              subjectType: 'blog_post',
              subjectId: id,
              subjectLabel: row.title,
              before: { cover_image: before.coverImage },
              after: { cover_image: url },
            },
          };
        });
        await removeCoverFile(previous);
        return result;
      } catch (error) {
        await removeCoverFile(url);
        throw error;
      }
    },

    removeCoverFile,
  };
}
