import type { OperatorBlogQuery } from '@ownless/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  blogPosts,
  categories,
  contentVersions,
  faqs,
  policies,
  rentalTypes,
  shippingOptions,
  termsAndConditions,
} from '../../db/schema';
import { containing } from '../../lib/like';

/**
 * The operator-ordered lists a move renumbers (FAQs of one category, every category, every
 * rental type), by name: services pass the name, only this file the table.
 */
const ORDERED = { faqs, categories, rentalTypes } as const;
export type OrderedList = keyof typeof ORDERED;
const TAXONOMIES = { categories, rentalTypes } as const;
export type TaxonomyList = keyof typeof TAXONOMIES;

/**
 * The console's reads and writes of the content tables (decision 0016). Every function takes
 * the executor it runs on, so the service keeps an action and its audit entry in one
 * transaction. How many listings use a category or rental type is the listings module's
 * count, and a version's author's name the users module's.
 */
export function contentConsoleRepository(db: Executor) {
  return {
    // ── blog ──
    async blogPage(query: OperatorBlogQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const like = containing(query.q);
        where.push(
          or(
            ilike(blogPosts.title, like),
            ilike(blogPosts.slug, like),
            ilike(blogPosts.authorName, like),
            sql`array_to_string(${blogPosts.tags}, ' ') ILIKE ${like}`,
          )!,
        );
      }
      if (query.status) where.push(eq(blogPosts.status, query.status));
      const order = {
        updated: [desc(blogPosts.updatedAt), desc(blogPosts.id)],
        newest: [desc(blogPosts.createdAt), desc(blogPosts.id)],
        title: [asc(sql`lower(${blogPosts.title})`), asc(blogPosts.id)],
      }[query.sort ?? 'updated'];
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(condition)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(blogPosts).where(condition),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async blogPost(id: number, lock = false) {
      const q = db.select().from(blogPosts).where(eq(blogPosts.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    async blogSlugTaken(slug: string, exceptId?: number) {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
      return !!row;
    },

    async insertBlogPost(values: typeof blogPosts.$inferInsert) {
      const [row] = await db.insert(blogPosts).values(values).returning();
      return row!;
    },

    async updateBlogPost(id: number, values: Partial<typeof blogPosts.$inferInsert>) {
      const [row] = await db
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return row!;
    },

    deleteBlogPost: (id: number) => db.delete(blogPosts).where(eq(blogPosts.id, id)),

    // ── FAQs ──
    faqs: () =>
      db.select().from(faqs).orderBy(asc(faqs.category), asc(faqs.position), asc(faqs.id)),

    async faq(id: number, lock = false) {
      const q = db.select().from(faqs).where(eq(faqs.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    async insertFaq(values: typeof faqs.$inferInsert) {
      const [row] = await db.insert(faqs).values(values).returning();
      return row!;
    },

    async updateFaq(id: number, values: Partial<typeof faqs.$inferInsert>) {
      const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning();
      return row!;
    },

    deleteFaq: (id: number) => db.delete(faqs).where(eq(faqs.id, id)),

    /** The next position at the end of a list (FAQs: of `category`). */
    async nextPosition(list: OrderedList, category?: string) {
      const table = ORDERED[list];
      const [row] = await db
        .select({ max: sql<number | null>`max(${table.position})` })
        .from(table)
        .where(list === 'faqs' && category !== undefined ? eq(faqs.category, category) : undefined);
      return Number(row?.max ?? 0) + 1;
    },

    /** Rows of an ordered list, locked, in their order (FAQs: of one category). */
    lockedOrder(list: OrderedList, category?: string) {
      const table = ORDERED[list];
      return db
        .select({ id: table.id, position: table.position })
        .from(table)
        .where(list === 'faqs' && category !== undefined ? eq(faqs.category, category) : undefined)
        .orderBy(asc(table.position), asc(table.id))
        .for('update');
    },

    /** Positions 1…n in the given order, in one statement. */
    async renumber(list: OrderedList, ids: number[]) {
      if (ids.length === 0) return;
      const table = ORDERED[list];
      const cases = sql.join(
        ids.map((id, index) => sql`WHEN ${id} THEN ${index + 1}`),
        sql` `,
      );
      await db
        .update(table)
        .set({ position: sql`(CASE ${table.id} ${cases} END)::int` })
        .where(inArray(table.id, ids));
    },

    // ── categories and rental types ──
    async taxonomy() {
      const [types, cats] = await Promise.all([
        db
          .select({
            row: rentalTypes,
            categories: sql<number>`(SELECT count(*) FROM categories c WHERE c.rental_type_id = rental_types.id)`,
          })
          .from(rentalTypes)
          .orderBy(asc(rentalTypes.position), asc(rentalTypes.id)),
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
      ]);
      return { types, cats };
    },

    async rentalType(id: number, lock = false) {
      const q = db.select().from(rentalTypes).where(eq(rentalTypes.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    async category(id: number, lock = false) {
      const q = db.select().from(categories).where(eq(categories.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    /** Which of slug and name another row of the table already uses. */
    async taxonomyClash(taxonomy: TaxonomyList, slug: string, name: string, exceptId?: number) {
      const table = TAXONOMIES[taxonomy];
      const rows = await db
        .select({ slug: table.slug, name: table.name })
        .from(table)
        .where(
          and(
            or(eq(table.slug, slug), sql`lower(${table.name}) = lower(${name})`),
            exceptId ? ne(table.id, exceptId) : undefined,
          ),
        );
      return {
        slug: rows.some((r) => r.slug === slug),
        name: rows.some((r) => r.name.toLowerCase() === name.toLowerCase()),
      };
    },

    async insertRentalType(values: typeof rentalTypes.$inferInsert) {
      const [row] = await db.insert(rentalTypes).values(values).returning();
      return row!;
    },
    async updateRentalType(id: number, values: Partial<typeof rentalTypes.$inferInsert>) {
      const [row] = await db
        .update(rentalTypes)
        .set(values)
        .where(eq(rentalTypes.id, id))
        .returning();
      return row!;
    },
    deleteRentalType: (id: number) => db.delete(rentalTypes).where(eq(rentalTypes.id, id)),

    async insertCategory(values: typeof categories.$inferInsert) {
      const [row] = await db.insert(categories).values(values).returning();
      return row!;
    },
    async updateCategory(id: number, values: Partial<typeof categories.$inferInsert>) {
      const [row] = await db
        .update(categories)
        .set(values)
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },
    deleteCategory: (id: number) => db.delete(categories).where(eq(categories.id, id)),

    /** How many categories belong to a rental type. */
    async childCategories(rentalTypeId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.rentalTypeId, rentalTypeId));
      return Number(row?.n ?? 0);
    },

    // ── versioned documents ──
    policies: () => db.select().from(policies).orderBy(asc(policies.position), asc(policies.id)),
    terms: () =>
      db
        .select()
        .from(termsAndConditions)
        .orderBy(asc(termsAndConditions.category), asc(termsAndConditions.id)),

    async policy(id: number, lock = false) {
      const q = db.select().from(policies).where(eq(policies.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    async termsRow(id: number, lock = false) {
      const q = db.select().from(termsAndConditions).where(eq(termsAndConditions.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    async versionCounts(kind: 'policy' | 'terms') {
      const rows = await db
        .select({ id: contentVersions.documentId, n: count() })
        .from(contentVersions)
        .where(eq(contentVersions.kind, kind))
        .groupBy(contentVersions.documentId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    versions: (kind: 'policy' | 'terms', documentId: number) =>
      db
        .select()
        .from(contentVersions)
        .where(and(eq(contentVersions.kind, kind), eq(contentVersions.documentId, documentId)))
        .orderBy(desc(contentVersions.version)),

    async insertVersion(values: typeof contentVersions.$inferInsert) {
      await db.insert(contentVersions).values(values);
    },

    async updatePolicy(id: number, values: { name: string; description: string }) {
      const [row] = await db
        .update(policies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(policies.id, id))
        .returning();
      return row!;
    },
    async updateTerms(id: number, values: { title: string; content: string }) {
      const [row] = await db
        .update(termsAndConditions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(termsAndConditions.id, id))
        .returning();
      return row!;
    },

    // ── shipping options ──
    shippingOptions: () =>
      db
        .select()
        .from(shippingOptions)
        .orderBy(asc(shippingOptions.position), asc(shippingOptions.id)),

    async shippingOption(id: number, lock = false) {
      const q = db.select().from(shippingOptions).where(eq(shippingOptions.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    async shippingKeyTaken(key: string, exceptId?: number) {
      const [row] = await db
        .select({ id: shippingOptions.id })
        .from(shippingOptions)
        .where(
          and(
            eq(shippingOptions.key, key),
            exceptId ? ne(shippingOptions.id, exceptId) : undefined,
          ),
        );
      return !!row;
    },
    async nextShippingPosition() {
      const [row] = await db
        .select({ max: sql<number | null>`max(${shippingOptions.position})` })
        .from(shippingOptions);
      return Number(row?.max ?? 0) + 1;
    },
    async insertShippingOption(values: typeof shippingOptions.$inferInsert) {
      const [row] = await db.insert(shippingOptions).values(values).returning();
      return row!;
    },
    async updateShippingOption(id: number, values: Partial<typeof shippingOptions.$inferInsert>) {
      const [row] = await db
        .update(shippingOptions)
        .set(values)
        .where(eq(shippingOptions.id, id))
        .returning();
      return row!;
    },
  };
}
export type ContentConsoleRepository = ReturnType<typeof contentConsoleRepository>;
