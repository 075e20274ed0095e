import {
  type BlogPost,
  type ContactMessageInput,
  type FeeRates,
  publicRules,
  type ShippingOption,
  type Terms,
} from '@ownless/shared';
import type { Database, Executor } from '../../db/client';
import type { TaxonomyCounts } from '../listings/counts.service';
import { notFound } from '../../lib/errors';
import { contentRepository } from './content.repository';
import { renderRuleTokens, ruleTokens } from './rule-tokens';

type BlogRow = NonNullable<Awaited<ReturnType<ReturnType<typeof contentRepository>['blogPost']>>>;

export const toBlogPost = (row: BlogRow): BlogPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  cover_image: row.coverImage,
  author_name: row.authorName,
  tags: row.tags,
  // Public reads select published posts only, which always have a date (a CHECK holds it).
  published_at: (row.publishedAt ?? row.createdAt).toISOString(),
});

/** Published listings per rental type and per category, by id (the listings module's count). */
export type PublishedCounts = () => Promise<TaxonomyCounts>;

/** Files a contact form's message in the operators' inbox (the operator module's table). */
export type ReceiveContactMessage = (
  input: ContactMessageInput,
  userId: number | null,
) => Promise<{ id: number }>;

/** Rows of `ids` (repeats and gaps allowed; none asked, no query), by id. */
async function byIds<T extends { id: number }>(
  ids: readonly (number | null)[],
  read: (ids: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  return new Map((await read(unique)).map((row) => [row.id, row]));
}

export function contentService(
  db: Database,
  deps: {
    publishedCounts: PublishedCounts;
    receiveContactMessage: ReceiveContactMessage;
    /** The fees this server charges: public content states them through its rule tokens. */
    fees: FeeRates;
    /** The damage-claim window it applies (CLAIM_WINDOW_HOURS): `{claim_hours}` in content. */
    claimWindowHours: number;
  },
) {
  const repo = contentRepository(db);
  const tokens = ruleTokens(deps.fees, publicRules({ claimWindowHours: deps.claimWindowHours }));
  const rendered = (text: string) => renderRuleTokens(text, tokens);
  return {
    async rentalTypes() {
      const rows = await repo.rentalTypes();
      return rows.map(({ id, name, slug, description }) => ({ id, name, slug, description }));
    },

    async categories() {
      const rows = await repo.categories();
      return rows.map(({ id, name, slug, icon, rentalTypeId }) => ({
        id,
        name,
        slug,
        icon,
        rental_type_id: rentalTypeId,
      }));
    },

    async rentalTypeStats() {
      const [types, categories, counts] = await Promise.all([
        repo.rentalTypes(),
        repo.categories(),
        deps.publishedCounts(),
      ]);
      return {
        categoriesStats: categories.map(({ id, name }) => ({
          id,
          name,
          listings_count: counts.byCategory.get(id) ?? 0,
        })),
        rentalTypes: types.map(({ id, name }) => ({
          id,
          name,
          listings_count: counts.byRentalType.get(id) ?? 0,
        })),
      };
    },

    async faqs() {
      const rows = await repo.faqs();
      return rows.map(({ id, question, answer, category, position }) => ({
        id,
        question: rendered(question),
        answer: rendered(answer),
        category,
        position,
      }));
    },

    async policies() {
      const rows = await repo.policies();
      return rows.map(({ id, name, slug, description, updatedAt }) => ({
        id,
        name,
        slug,
        description: rendered(description),
        updated_at: updatedAt.toISOString(),
      }));
    },

    async shippingOptions(): Promise<ShippingOption[]> {
      const rows = await repo.shippingOptions();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        price: row.priceCents / 100,
        price_cents: row.priceCents,
        estimated_days: row.estimatedDays,
      }));
    },

    async terms(category?: string): Promise<Terms[]> {
      const rows = await repo.terms(category);
      return rows.map((row) => ({
        id: row.id,
        category: row.category,
        title: row.title,
        content: rendered(row.content),
        updated_at: row.updatedAt.toISOString(),
      }));
    },

    async blogPosts(page: number, perPage: number, tag?: string) {
      const { items, total } = await repo.blogPage(page, perPage, tag);
      return { items: items.map(toBlogPost), total };
    },

    /** A post by numeric id or slug; "latest" gives the newest post. */
    async blogPost(idOrSlug: string) {
      const row =
        idOrSlug === 'latest'
          ? await repo.latestBlogPost()
          : await repo.blogPost(/^\d+$/.test(idOrSlug) ? Number(idOrSlug) : idOrSlug);
      if (!row) throw notFound(/*i18n*/ 'That article does not exist.');
      return toBlogPost(row);
    },

    // What a listing refers to (its rental type, category, cancellation policy and
    // shipping options), for the listings module: by id, read on the executor given, so a
    // check inside a listing's or reservation's transaction runs on that transaction.
    rentalTypesIn: (tx: Executor, ids: readonly (number | null)[]) =>
      byIds(ids, contentRepository(tx).rentalTypesByIds),
    categoriesIn: (tx: Executor, ids: readonly (number | null)[]) =>
      byIds(ids, contentRepository(tx).categoriesByIds),
    policiesIn: (tx: Executor, ids: readonly (number | null)[]) =>
      byIds(ids, contentRepository(tx).policiesByIds),
    shippingOptionsIn: (tx: Executor, ids: readonly (number | null)[]) =>
      byIds(ids, contentRepository(tx).shippingOptionsByIds),

    /** The contact form: the message goes to the operators' inbox. */
    contact: (input: ContactMessageInput, userId: number | null) =>
      deps.receiveContactMessage(input, userId),
  };
}
export type ContentService = ReturnType<typeof contentService>;
