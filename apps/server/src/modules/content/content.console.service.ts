import crypto from 'node:crypto';
import type {
  BlogPostInput,
  CategoryInput,
  ContentDocument,
  ContentDocumentInput,
  ContentDocumentKind,
  FaqInput,
  OperatorBlogPost,
  OperatorBlogQuery,
  RentalTypeInput,
  ShippingOptionInput,
  Taxonomy,
} from '@ownless/shared';
import type { Database, Executor } from '../../db/client';
import type {
  blogPosts,
  faqs,
  policies,
  shippingOptions,
  termsAndConditions,
} from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { coverWebp, inspectImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { TaxonomyCounts } from '../listings/counts.service';
import type { ListingTaxonomyLinksService } from '../listings/taxonomy-links.service';
import type { AuditInput } from '../operator/audit';
import { fullNameOf } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import {
  contentConsoleRepository,
  type ContentConsoleRepository,
  type OrderedList,
  type TaxonomyList,
} from './content.console.repository';
import { toBlogPost } from './content.service';

type BlogRow = typeof blogPosts.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;
type ShippingRow = typeof shippingOptions.$inferSelect;
type PolicyRow = typeof policies.$inferSelect;
type TermsRow = typeof termsAndConditions.$inferSelect;

/** Blog covers the console stored: only these are removed when a post lets go of them. */
const COVER_PREFIX = 'blog/covers/';

/** A slug from a title or name: ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const slugOf = (given: string | undefined, from: string, fallback: string) =>
  given || slugify(from) || `${fallback}-${crypto.randomBytes(3).toString('hex')}`;

export const toOperatorBlogPost = (row: BlogRow): OperatorBlogPost => ({
  ...toBlogPost(row),
  status: row.status === 'draft' ? 'draft' : 'published',
  published_at: row.publishedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toFaq = (row: FaqRow) => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  category: row.category,
  position: row.position,
});

const toShipping = (row: ShippingRow) => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  estimated_days: row.estimatedDays,
  active: row.active,
  position: row.position,
});

const documentOf = (
  kind: ContentDocumentKind,
  row: PolicyRow | TermsRow,
  versions: number,
): ContentDocument =>
  kind === 'policy'
    ? {
        kind,
        id: row.id,
        key: (row as PolicyRow).slug,
        title: (row as PolicyRow).name,
        body: (row as PolicyRow).description,
        updated_at: row.updatedAt.toISOString(),
        versions: Math.max(versions, 1),
      }
    : {
        kind,
        id: row.id,
        key: (row as TermsRow).category,
        title: (row as TermsRow).title,
        body: (row as TermsRow).content,
        updated_at: row.updatedAt.toISOString(),
        versions: Math.max(versions, 1),
      };

/**
 * The operator console's content pages (decision 0016; their routes are the operator
 * module's, operator/content.routes.ts). Every change checks the admin role, runs in one
 * transaction with its audit entry, and afterwards calls `onPublicChange` so caches that
 * hold content (search answers and listing pages name categories, rental types, policies
 * and shipping options) forget it at once.
 */
export function contentConsoleService(deps: {
  db: Database;
  storage: FileStorage;
  users: Pick<UsersService, 'assertAdmin' | 'namesOf'>;
  /** Listings filed under a category or rental type (usage, keywords that name it). */
  listings: ListingTaxonomyLinksService;
  /** Every listing (any status) per rental type and category, read on `tx`: the listings module's count. */
  listingCountsIn: (tx: Executor) => Promise<TaxonomyCounts>;
  /**
   * Records the operator's audit entry on `tx`, the transaction of the change it describes
   * (the operator module's audit trail, operator_actions).
   */
  auditIn: (tx: Executor, entry: AuditInput) => Promise<unknown>;
  onPublicChange: () => void;
}) {
  const { db, storage, users, listings, listingCountsIn, auditIn, onPublicChange } = deps;

  const assertAdmin = users.assertAdmin;
  const read = contentConsoleRepository(db);

  /** Runs `work` in a transaction with its audit entry (null: nothing to record), then forgets caches. */
  async function act<T>(
    actorId: number,
    work: (
      repo: ContentConsoleRepository,
      tx: Executor,
    ) => Promise<{ result: T; audit: Omit<AuditInput, 'actorId'> }>,
  ): Promise<T> {
    await assertAdmin(actorId);
    const result = await db.transaction(async (tx) => {
      const done = await work(contentConsoleRepository(tx), tx);
      await auditIn(tx, { actorId, ...done.audit });
      return done.result;
    });
    onPublicChange();
    return result;
  }

  const missing = (what: string) => notFound(`That ${what} does not exist.`);

  /** Both lists with their usage, read on `tx` when given (inside a change). */
  async function taxonomy(tx: Executor = db): Promise<Taxonomy> {
    const [{ types, cats }, counts] = await Promise.all([
      contentConsoleRepository(tx).taxonomy(),
      listingCountsIn(tx),
    ]);
    return {
      rental_types: types.map(({ row, categories: n }) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        position: row.position,
        listings_count: counts.byRentalType.get(row.id) ?? 0,
        categories_count: Number(n),
      })),
      categories: cats.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        icon: row.icon,
        rental_type_id: row.rentalTypeId,
        position: row.position,
        listings_count: counts.byCategory.get(row.id) ?? 0,
      })),
    };
  }

  /** Moves one row of an ordered list up or down and renumbers the list 1…n. */
  async function moveIn(
    repo: ContentConsoleRepository,
    list: OrderedList,
    id: number,
    direction: 'up' | 'down',
    category?: string,
  ) {
    const order = (await repo.lockedOrder(list, category)).map((r) => r.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const moved = from >= 0 && to >= 0 && to < order.length;
    if (moved) [order[from], order[to]] = [order[to]!, order[from]!];
    await repo.renumber(list, order);
    return { moved, position: order.indexOf(id) + 1 };
  }

  async function assertTaxonomyFree(
    repo: ContentConsoleRepository,
    taxonomy: TaxonomyList,
    slug: string,
    name: string,
    exceptId?: number,
  ) {
    const clash = await repo.taxonomyClash(taxonomy, slug, name, exceptId);
    if (!clash.slug && !clash.name) return;
    const errors: Record<string, string[]> = {};
    if (clash.name) errors.name = ['Another one already has this name.'];
    if (clash.slug) errors.slug = ['Another one already uses this slug; choose another.'];
    throw conflict('That name or slug is taken.', errors);
  }

  async function documentRow(
    repo: ContentConsoleRepository,
    kind: ContentDocumentKind,
    id: number,
    lock = false,
  ) {
    const row = kind === 'policy' ? await repo.policy(id, lock) : await repo.termsRow(id, lock);
    if (!row) throw missing(kind === 'policy' ? 'policy' : 'document');
    return row;
  }

  const titleOf = (kind: ContentDocumentKind, row: PolicyRow | TermsRow) =>
    kind === 'policy' ? (row as PolicyRow).name : (row as TermsRow).title;
  const bodyOf = (kind: ContentDocumentKind, row: PolicyRow | TermsRow) =>
    kind === 'policy' ? (row as PolicyRow).description : (row as TermsRow).content;

  return {
    // ── blog ──
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
      if (!row) throw missing('post');
      return toOperatorBlogPost(row);
    },

    async saveBlogPost(actorId: number, id: number | null, input: BlogPostInput) {
      const tags = [...new Set(input.tags ?? [])];
      return act(actorId, async (repo) => {
        const before = id === null ? null : await repo.blogPost(id, true);
        if (id !== null && !before) throw missing('post');
        const status = input.status ?? (before?.status === 'published' ? 'published' : 'draft');
        const slug = slugOf(input.slug, input.title, 'post');
        if (await repo.blogSlugTaken(slug, id ?? undefined))
          throw conflict('Another post already uses that address.', {
            slug: [`Another post uses “${slug}”. Choose another slug.`],
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
                ? 'Saved and published: it is on the blog now.'
                : 'Saved as a draft: it is not on the public blog.',
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
        if (!before) throw missing('post');
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
                ? 'Published: the post is on the blog now.'
                : 'Unpublished: the post is a draft again and left the blog.',
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
        if (!before) throw missing('post');
        await repo.deleteBlogPost(id);
        cover = before.coverImage;
        return {
          result: { id, message: `“${before.title}” was deleted.` },
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
      await this.removeCoverFile(cover);
      return result;
    },

    /** Stores a new cover (16:9 WebP), sets it on the post, and removes the one it replaces. */
    async setBlogCover(actorId: number, id: number, file: Buffer | null) {
      await assertAdmin(actorId);
      let url: string | null = null;
      if (file) {
        await inspectImage(file, 'cover');
        if (!(await read.blogPost(id))) throw missing('post');
        const key = `${COVER_PREFIX}${id}-${crypto.randomBytes(6).toString('hex')}.webp`;
        url = await storage.put(key, await coverWebp(file));
      }
      let previous: string | null = null;
      try {
        const result = await act(actorId, async (repo) => {
          const before = await repo.blogPost(id, true);
          if (!before) throw missing('post');
          previous = before.coverImage;
          const row = await repo.updateBlogPost(id, { coverImage: url });
          return {
            result: {
              item: toOperatorBlogPost(row),
              message: url ? 'The cover image was updated.' : 'The cover image was removed.',
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
        await this.removeCoverFile(previous);
        return result;
      } catch (error) {
        await this.removeCoverFile(url);
        throw error;
      }
    },

    /** Deletes a cover file the console stored (seeded covers stay). */
    async removeCoverFile(url: string | null) {
      const key = url ? storage.keyOf(url) : null;
      if (key?.startsWith(COVER_PREFIX)) await storage.remove(key).catch(() => {});
    },

    // ── FAQs ──
    async faqs(actorId: number) {
      await assertAdmin(actorId);
      return { items: (await read.faqs()).map(toFaq) };
    },

    async saveFaq(actorId: number, id: number | null, input: FaqInput) {
      return act(actorId, async (repo) => {
        const before = id === null ? null : await repo.faq(id, true);
        if (id !== null && !before) throw missing('question');
        const moving = !before || before.category !== input.category;
        const position = moving ? await repo.nextPosition('faqs', input.category) : before.position;
        const values = { ...input, position };
        const row = before ? await repo.updateFaq(before.id, values) : await repo.insertFaq(values);
        return {
          result: { item: toFaq(row), message: 'Saved: the FAQ page shows it now.' },
          audit: {
            action: before ? 'faq.update' : 'faq.create',
            subjectType: 'faq',
            subjectId: row.id,
            subjectLabel: row.question,
            before: before ? toFaq(before) : null,
            after: toFaq(row),
          },
        };
      });
    },

    async deleteFaq(actorId: number, id: number) {
      return act(actorId, async (repo) => {
        const before = await repo.faq(id, true);
        if (!before) throw missing('question');
        await repo.deleteFaq(id);
        return {
          result: { id, message: 'The question was deleted.' },
          audit: {
            action: 'faq.delete',
            subjectType: 'faq',
            subjectId: id,
            subjectLabel: before.question,
            before: toFaq(before),
            after: null,
          },
        };
      });
    },

    async moveFaq(actorId: number, id: number, direction: 'up' | 'down') {
      return act(actorId, async (repo) => {
        const faq = await repo.faq(id);
        if (!faq) throw missing('question');
        const { moved, position } = await moveIn(repo, 'faqs', id, direction, faq.category);
        return {
          result: {
            items: (await repo.faqs()).map(toFaq),
            message: moved
              ? `Moved ${direction}: now number ${position} in ${faq.category}.`
              : `Already ${direction === 'up' ? 'first' : 'last'} in ${faq.category}.`,
          },
          audit: {
            action: 'faq.move',
            subjectType: 'faq',
            subjectId: id,
            subjectLabel: faq.question,
            before: { position: faq.position },
            after: { position, direction },
          },
        };
      });
    },

    // ── categories and rental types ──
    async taxonomy(actorId: number) {
      await assertAdmin(actorId);
      return taxonomy();
    },

    async saveRentalType(actorId: number, id: number | null, input: RentalTypeInput) {
      return act(actorId, async (repo, tx) => {
        const before = id === null ? null : await repo.rentalType(id, true);
        if (id !== null && !before) throw missing('rental type');
        const slug = slugOf(input.slug, input.name, 'type');
        await assertTaxonomyFree(repo, 'rentalTypes', slug, input.name, id ?? undefined);
        const values = { name: input.name, slug, description: input.description ?? null };
        const row = before
          ? await repo.updateRentalType(before.id, values)
          : await repo.insertRentalType({
              ...values,
              position: await repo.nextPosition('rentalTypes'),
            });
        if (before && before.name !== row.name) await listings.rekeyIn(tx, 'rental_type', row.id);
        return {
          result: { taxonomy: await taxonomy(tx), message: `Saved “${row.name}”.` },
          audit: {
            action: before ? 'rental_type.update' : 'rental_type.create',
            subjectType: 'rental_type',
            subjectId: row.id,
            subjectLabel: row.name,
            before: before ? { name: before.name, slug: before.slug } : null,
            after: { name: row.name, slug: row.slug, description: row.description },
          },
        };
      });
    },

    async saveCategory(actorId: number, id: number | null, input: CategoryInput) {
      return act(actorId, async (repo, tx) => {
        const before = id === null ? null : await repo.category(id, true);
        if (id !== null && !before) throw missing('category');
        if (!(await repo.rentalType(input.rental_type_id)))
          throw conflict('That rental type does not exist.', {
            rental_type_id: ['Choose a rental type from the list.'],
          });
        const slug = slugOf(input.slug, input.name, 'category');
        await assertTaxonomyFree(repo, 'categories', slug, input.name, id ?? undefined);
        const values = {
          name: input.name,
          slug,
          icon: input.icon ?? null,
          rentalTypeId: input.rental_type_id,
        };
        const row = before
          ? await repo.updateCategory(before.id, values)
          : await repo.insertCategory({
              ...values,
              position: await repo.nextPosition('categories'),
            });
        if (before && before.name !== row.name) await listings.rekeyIn(tx, 'category', row.id);
        return {
          result: { taxonomy: await taxonomy(tx), message: `Saved “${row.name}”.` },
          audit: {
            action: before ? 'category.update' : 'category.create',
            subjectType: 'category',
            subjectId: row.id,
            subjectLabel: row.name,
            before: before
              ? {
                  name: before.name,
                  slug: before.slug,
                  icon: before.icon,
                  rental_type_id: before.rentalTypeId,
                }
              : null,
            after: {
              name: row.name,
              slug: row.slug,
              icon: row.icon,
              rental_type_id: row.rentalTypeId,
            },
          },
        };
      });
    },

    async deleteTaxonomy(actorId: number, kind: 'category' | 'rental_type', id: number) {
      return act(actorId, async (repo, tx) => {
        const row =
          kind === 'category' ? await repo.category(id, true) : await repo.rentalType(id, true);
        if (!row) throw missing(kind === 'category' ? 'category' : 'rental type');
        const usage = {
          listings: await listings.countUsingIn(tx, kind, id),
          categories: kind === 'rental_type' ? await repo.childCategories(id) : 0,
        };
        if (usage.listings > 0)
          throw conflict(
            `${usage.listings} listing${usage.listings === 1 ? ' uses' : 's use'} “${row.name}”. Move ${usage.listings === 1 ? 'it' : 'them'} to another ${kind === 'category' ? 'category' : 'rental type'} before deleting it.`,
          );
        if (usage.categories > 0)
          throw conflict(
            `${usage.categories} categor${usage.categories === 1 ? 'y belongs' : 'ies belong'} to “${row.name}”. Move or delete ${usage.categories === 1 ? 'it' : 'them'} first.`,
          );
        if (kind === 'category') await repo.deleteCategory(id);
        else await repo.deleteRentalType(id);
        return {
          result: { taxonomy: await taxonomy(tx), message: `“${row.name}” was deleted.` },
          audit: {
            action: `${kind}.delete`,
            subjectType: kind,
            subjectId: id,
            subjectLabel: row.name,
            before: { name: row.name, slug: row.slug },
            after: null,
          },
        };
      });
    },

    async moveTaxonomy(
      actorId: number,
      kind: 'category' | 'rental_type',
      id: number,
      direction: 'up' | 'down',
    ) {
      return act(actorId, async (repo, tx) => {
        const row = kind === 'category' ? await repo.category(id) : await repo.rentalType(id);
        if (!row) throw missing(kind === 'category' ? 'category' : 'rental type');
        const list = kind === 'category' ? 'categories' : 'rentalTypes';
        const { moved, position } = await moveIn(repo, list, id, direction);
        return {
          result: {
            taxonomy: await taxonomy(tx),
            message: moved
              ? `Moved “${row.name}” ${direction}.`
              : `“${row.name}” is already ${direction === 'up' ? 'first' : 'last'}.`,
          },
          audit: {
            action: `${kind}.move`,
            subjectType: kind,
            subjectId: id,
            subjectLabel: row.name,
            before: { position: row.position },
            after: { position, direction },
          },
        };
      });
    },

    // ── versioned documents ──
    async documents(actorId: number) {
      await assertAdmin(actorId);
      const [policyRows, termsRows, policyCounts, termsCounts] = await Promise.all([
        read.policies(),
        read.terms(),
        read.versionCounts('policy'),
        read.versionCounts('terms'),
      ]);
      return {
        items: [
          ...policyRows.map((r) => documentOf('policy', r, policyCounts.get(r.id) ?? 0)),
          ...termsRows.map((r) => documentOf('terms', r, termsCounts.get(r.id) ?? 0)),
        ],
      };
    },

    /** A document and its versions, newest first; one never edited is its own version 1. */
    async documentVersions(actorId: number, kind: ContentDocumentKind, id: number) {
      await assertAdmin(actorId);
      const row = await documentRow(read, kind, id);
      const stored = await read.versions(kind, id);
      const authors = await users.namesOf(
        stored.flatMap((v) => (v.createdById === null ? [] : [v.createdById])),
      );
      const authorOf = (id: number | null) => {
        const author = id === null ? undefined : authors.get(id);
        return author ? fullNameOf(author) : null;
      };
      const versions = stored.length
        ? stored.map((v) => ({
            version: v.version,
            title: v.title,
            body: v.body,
            created_by: authorOf(v.createdById),
            created_at: v.createdAt.toISOString(),
          }))
        : [
            {
              version: 1,
              title: titleOf(kind, row),
              body: bodyOf(kind, row),
              created_by: null,
              created_at: row.updatedAt.toISOString(),
            },
          ];
      return { document: documentOf(kind, row, versions.length), versions };
    },

    /** Publishes a new version: kept in content_versions, copied to the live row. */
    async saveDocument(
      actorId: number,
      kind: ContentDocumentKind,
      id: number,
      input: ContentDocumentInput,
    ) {
      return act(actorId, async (repo) => {
        const before = await documentRow(repo, kind, id, true);
        const stored = await repo.versions(kind, id);
        let latest = stored[0]?.version ?? 0;
        if (latest === 0) {
          // The first edit keeps the text it replaces as version 1.
          await repo.insertVersion({
            kind,
            documentId: id,
            version: 1,
            title: titleOf(kind, before),
            body: bodyOf(kind, before),
            createdById: null,
            createdAt: before.updatedAt,
          });
          latest = 1;
        }
        await repo.insertVersion({
          kind,
          documentId: id,
          version: latest + 1,
          title: input.title,
          body: input.body,
          createdById: actorId,
        });
        const row =
          kind === 'policy'
            ? await repo.updatePolicy(id, { name: input.title, description: input.body })
            : await repo.updateTerms(id, { title: input.title, content: input.body });
        return {
          result: {
            item: documentOf(kind, row, latest + 1),
            message: `Version ${latest + 1} is live; the earlier versions are kept.`,
          },
          audit: {
            action: `${kind}.update`,
            subjectType: kind,
            subjectId: id,
            subjectLabel: titleOf(kind, row),
            before: { version: latest, title: titleOf(kind, before) },
            after: { version: latest + 1, title: input.title },
          },
        };
      });
    },

    // ── shipping options ──
    async shippingOptions(actorId: number) {
      await assertAdmin(actorId);
      return { items: (await read.shippingOptions()).map(toShipping) };
    },

    async saveShippingOption(actorId: number, id: number | null, input: ShippingOptionInput) {
      return act(actorId, async (repo) => {
        const before = id === null ? null : await repo.shippingOption(id, true);
        if (id !== null && !before) throw missing('shipping option');
        const key = slugOf(input.key, input.name, 'shipping');
        if (await repo.shippingKeyTaken(key, id ?? undefined))
          throw conflict('Another shipping option uses that key.', {
            key: [`“${key}” is taken. Choose another key.`],
          });
        const values = {
          key,
          name: input.name,
          description: input.description ?? null,
          priceCents: Number(input.price_cents),
          estimatedDays:
            input.estimated_days === undefined || input.estimated_days === null
              ? null
              : Number(input.estimated_days),
          active: input.active ?? true,
        };
        const row = before
          ? await repo.updateShippingOption(before.id, values)
          : await repo.insertShippingOption({
              ...values,
              position: await repo.nextShippingPosition(),
            });
        const onlyToggled =
          before &&
          before.active !== row.active &&
          JSON.stringify({ ...toShipping(before), active: row.active }) ===
            JSON.stringify(toShipping(row));
        return {
          result: {
            item: toShipping(row),
            message: row.active
              ? `Saved “${row.name}”: owners and renters can choose it.`
              : `Saved “${row.name}”: it is switched off and offered to no one.`,
          },
          audit: {
            action: !before
              ? 'shipping_option.create'
              : onlyToggled
                ? row.active
                  ? 'shipping_option.activate'
                  : 'shipping_option.deactivate'
                : 'shipping_option.update',
            subjectType: 'shipping_option',
            subjectId: row.id,
            subjectLabel: row.name,
            before: before ? toShipping(before) : null,
            after: toShipping(row),
          },
        };
      });
    },
  };
}
export type ContentConsoleService = ReturnType<typeof contentConsoleService>;
