import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  blogPosts,
  categories,
  faqs,
  policies,
  rentalTypes,
  shippingOptions,
  termsAndConditions,
} from '../../db/schema';

/** Drafts are on no public page (decision 0016). */
const published = eq(blogPosts.status, 'published');

/** Reference content as the public pages read it (the console's reads and writes: content.console.*). */
export function contentRepository(db: Executor) {
  return {
    rentalTypes: () =>
      db.select().from(rentalTypes).orderBy(asc(rentalTypes.position), asc(rentalTypes.id)),

    categories: () =>
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),

    faqs: () => db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id)),

    policies: () => db.select().from(policies).orderBy(asc(policies.position), asc(policies.id)),

    shippingOptions: () =>
      db
        .select()
        .from(shippingOptions)
        .where(eq(shippingOptions.active, true))
        .orderBy(asc(shippingOptions.position), asc(shippingOptions.id)),

    terms: (category?: string) =>
      db
        .select()
        .from(termsAndConditions)
        .where(category ? eq(termsAndConditions.category, category) : undefined)
        .orderBy(
          asc(termsAndConditions.category),
          desc(termsAndConditions.updatedAt),
          asc(termsAndConditions.id),
        ),

    async blogPage(page: number, perPage: number, tag?: string) {
      const where = and(published, tag ? sql`${tag} = ANY(${blogPosts.tags})` : undefined);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(blogPosts).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    async blogPost(idOrSlug: number | string) {
      const [post] = await db
        .select()
        .from(blogPosts)
        .where(
          and(
            published,
            typeof idOrSlug === 'number'
              ? eq(blogPosts.id, idOrSlug)
              : eq(blogPosts.slug, idOrSlug),
          ),
        )
        .limit(1);
      return post ?? null;
    },

    async latestBlogPost() {
      const [post] = await db
        .select()
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(1);
      return post ?? null;
    },

    // ── rows other modules look up by id (a listing's references) ──
    rentalTypesByIds: (ids: number[]) =>
      db.select().from(rentalTypes).where(inArray(rentalTypes.id, ids)),
    categoriesByIds: (ids: number[]) =>
      db.select().from(categories).where(inArray(categories.id, ids)),
    policiesByIds: (ids: number[]) => db.select().from(policies).where(inArray(policies.id, ids)),
    shippingOptionsByIds: (ids: number[]) =>
      db.select().from(shippingOptions).where(inArray(shippingOptions.id, ids)),
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
