import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';

/** Drafts are on no public page (decision 0016). */
const published = eq(t.blogPosts.status, 'published');

/** Reference content as the public pages read it (the console's reads and writes: content.console.*). */
export function contentRepository(db: Executor) {
  return {
    rentalTypes: () =>
      db.select().from(t.rentalTypes).orderBy(asc(t.rentalTypes.position), asc(t.rentalTypes.id)),

    categories: () =>
      db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.id)),

    faqs: () => db.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id)),

    policies: () =>
      db.select().from(t.policies).orderBy(asc(t.policies.position), asc(t.policies.id)),

    shippingOptions: () =>
      db
        .select()
        .from(t.shippingOptions)
        .where(eq(t.shippingOptions.active, true))
        .orderBy(asc(t.shippingOptions.position), asc(t.shippingOptions.id)),

    terms: (category?: string) =>
      db
        .select()
        .from(t.termsAndConditions)
        .where(category ? eq(t.termsAndConditions.category, category) : undefined)
        .orderBy(
          asc(t.termsAndConditions.category),
          desc(t.termsAndConditions.updatedAt),
          asc(t.termsAndConditions.id),
        ),

    async blogPage(page: number, perPage: number, tag?: string) {
      const where = and(published, tag ? sql`${tag} = ANY(${t.blogPosts.tags})` : undefined);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(t.blogPosts)
          .where(where)
          .orderBy(desc(t.blogPosts.publishedAt), desc(t.blogPosts.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(t.blogPosts).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    async blogPost(idOrSlug: number | string) {
      const [post] = await db
        .select()
        .from(t.blogPosts)
        .where(
          and(
            published,
            typeof idOrSlug === 'number'
              ? eq(t.blogPosts.id, idOrSlug)
              : eq(t.blogPosts.slug, idOrSlug),
          ),
        )
        .limit(1);
      return post ?? null;
    },

    async latestBlogPost() {
      const [post] = await db
        .select()
        .from(t.blogPosts)
        .where(published)
        .orderBy(desc(t.blogPosts.publishedAt), desc(t.blogPosts.id))
        .limit(1);
      return post ?? null;
    },

    // ── rows other modules look up by id (a listing's references) ──
    rentalTypesByIds: (ids: number[]) =>
      db.select().from(t.rentalTypes).where(inArray(t.rentalTypes.id, ids)),
    categoriesByIds: (ids: number[]) =>
      db.select().from(t.categories).where(inArray(t.categories.id, ids)),
    policiesByIds: (ids: number[]) =>
      db.select().from(t.policies).where(inArray(t.policies.id, ids)),
    shippingOptionsByIds: (ids: number[]) =>
      db.select().from(t.shippingOptions).where(inArray(t.shippingOptions.id, ids)),
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
