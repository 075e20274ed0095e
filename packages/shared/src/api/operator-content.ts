import { z } from 'zod';
import { fieldText } from '../field-text';
import { blogPostSchema } from '../content';
import { idSchema, MAX_INT32, pageSchema, perPageSchema, textSchema } from '../input';
import { OPERATOR_PER_PAGE, pagedSchema } from '../operator';
import { groupDigits } from '../format';

/**
 * Contracts of the operator console's content pages (decision 0016): blog posts, FAQs,
 * categories and rental types, the versioned policies and terms, shipping options.
 * Every route is `/api/admin/content/…`, role `admin` only.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Lucide icon names the web draws for a category (components/ui/category-icon.tsx). */
export const CATEGORY_ICONS = [
  'baby',
  'bike',
  'camera',
  'construction',
  'drill',
  'graduation-cap',
  'guitar',
  'hammer',
  'mountain-snow',
  'party-popper',
  'shovel',
  'sofa',
  'speaker',
  'spray-can',
  'square-parking',
  'tent',
  'tree-pine',
  'truck',
  'waves',
  'car',
  'shirt',
  'gamepad-2',
  'laptop',
  'package',
  'building-2',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** A slug: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugSchema = textSchema()
  .trim()
  .toLowerCase()
  .min(2, /*i18n*/ 'Use at least 2 characters.')
  .max(120, /*i18n*/ 'Keep it under 120 characters.')
  .regex(
    SLUG_PATTERN,
    /*i18n*/ 'Use lower-case letters, digits and hyphens only (e.g. garden-tools).',
  );
const optionalSlugSchema = z.preprocess(blankToUndefined, slugSchema.optional());

const keepUnder = (max: number) =>
  fieldText(/*i18n*/ { id: 'Keep it under {max} characters.', values: { max: groupDigits(max) } });
/** A required text; `missing` says what to enter ("Enter a title."). */
const requiredText = (missing: string, max: number, min = 1) =>
  textSchema({ message: missing })
    .trim()
    .min(
      min,
      min > 1
        ? fieldText(/*i18n*/ { id: 'Use at least {min} characters.', values: { min } })
        : missing,
    )
    .max(max, keepUnder(max));
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, textSchema().trim().max(max, keepUnder(max)).nullish());

/** The answer of every content write that changes one thing: what it is now and a message. */
const saved = <T extends z.ZodTypeAny>(item: T) => z.object({ item, message: z.string() });

/** 200 of a delete. */
export const contentDeletedSchema = z.object({ id: z.number(), message: z.string() });

/** Moves a row one place up or down in its list (FAQs within their category). */
export const contentMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { message: /*i18n*/ 'Choose up or down.' }),
});
export type ContentMove = z.infer<typeof contentMoveSchema>;

// ── blog posts ──

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export const OPERATOR_BLOG_SORTS = ['updated', 'newest', 'title'] as const;

export const operatorBlogQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    textSchema().trim().max(200, /*i18n*/ 'Keep the search under 200 characters.').optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(BLOG_POST_STATUSES).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(OPERATOR_BLOG_SORTS).optional()),
  page: pageSchema,
  per_page: perPageSchema(100, OPERATOR_PER_PAGE),
});
export type OperatorBlogQuery = z.infer<typeof operatorBlogQuerySchema>;

export const operatorBlogPostSchema = blogPostSchema.extend({
  status: z.enum(BLOG_POST_STATUSES),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperatorBlogPost = z.infer<typeof operatorBlogPostSchema>;

export const operatorBlogPageSchema = pagedSchema(operatorBlogPostSchema);

const tagSchema = textSchema()
  .trim()
  .min(1, /*i18n*/ 'A tag cannot be empty.')
  .max(40, /*i18n*/ 'Keep each tag under 40 characters.');

/** POST and PUT /api/admin/content/blog-posts(/:id). The slug is made from the title when left out. */
export const blogPostInputSchema = z.object({
  title: requiredText(/*i18n*/ 'Enter a title.', 200, 3),
  slug: optionalSlugSchema,
  excerpt: requiredText(/*i18n*/ 'Enter a short summary.', 500, 10),
  content: requiredText(/*i18n*/ 'Enter the article.', 100_000, 20),
  author_name: requiredText(/*i18n*/ 'Enter the author.', 120, 2),
  tags: z
    .array(tagSchema)
    .max(10, /*i18n*/ 'Use at most 10 tags.')
    .default([])
    .transform((tags) => [...new Set(tags)]),
  /** Left out: a new post is a draft, an edited one keeps its status. */
  status: z.enum(BLOG_POST_STATUSES, { message: /*i18n*/ 'Choose draft or published.' }).optional(),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogPostSavedSchema = saved(operatorBlogPostSchema);
export const blogPostStatusSchema = z.object({
  status: z.enum(BLOG_POST_STATUSES, { message: /*i18n*/ 'Choose draft or published.' }),
});

// ── FAQs ──

export const operatorFaqSchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  position: z.number(),
});
export const operatorFaqListSchema = z.object({ items: z.array(operatorFaqSchema) });

export const faqInputSchema = z.object({
  question: requiredText(/*i18n*/ 'Enter the question.', 300, 5),
  answer: requiredText(/*i18n*/ 'Enter the answer.', 5000, 5),
  category: requiredText(/*i18n*/ 'Enter a category.', 60, 2),
});
export type FaqInput = z.infer<typeof faqInputSchema>;
export const faqSavedSchema = saved(operatorFaqSchema);
export const faqMovedSchema = z.object({ items: z.array(operatorFaqSchema), message: z.string() });

// ── categories and rental types ──

export const operatorRentalTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  position: z.number(),
  listings_count: z.number(),
  categories_count: z.number(),
});
export const operatorCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  rental_type_id: z.number().nullable(),
  position: z.number(),
  listings_count: z.number(),
});
export type OperatorRentalType = z.infer<typeof operatorRentalTypeSchema>;
export type OperatorCategory = z.infer<typeof operatorCategorySchema>;

export const taxonomySchema = z.object({
  rental_types: z.array(operatorRentalTypeSchema),
  categories: z.array(operatorCategorySchema),
});
export type Taxonomy = z.infer<typeof taxonomySchema>;

export const rentalTypeInputSchema = z.object({
  name: requiredText(/*i18n*/ 'Enter a name.', 80, 2),
  slug: optionalSlugSchema,
  description: optionalText(500),
});
export const categoryInputSchema = z.object({
  name: requiredText(/*i18n*/ 'Enter a name.', 80, 2),
  slug: optionalSlugSchema,
  icon: z.preprocess(
    blankToUndefined,
    z.enum(CATEGORY_ICONS, { message: /*i18n*/ 'Choose one of the icons.' }).nullish(),
  ),
  rental_type_id: z
    .number({ message: /*i18n*/ 'Choose a rental type.' })
    .int(/*i18n*/ 'Choose a rental type.')
    .min(1, /*i18n*/ 'Choose a rental type.')
    .max(MAX_INT32, /*i18n*/ 'Choose a rental type.'),
});
export type RentalTypeInput = z.infer<typeof rentalTypeInputSchema>;
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const taxonomySavedSchema = z.object({ taxonomy: taxonomySchema, message: z.string() });

// ── versioned documents: cancellation policies and terms ──

export const CONTENT_DOCUMENT_KINDS = ['policy', 'terms'] as const;
export type ContentDocumentKind = (typeof CONTENT_DOCUMENT_KINDS)[number];

export const contentDocumentSchema = z.object({
  kind: z.enum(CONTENT_DOCUMENT_KINDS),
  id: z.number(),
  /** The policy's slug or the terms' category. */
  key: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
  versions: z.number(),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
export const contentDocumentListSchema = z.object({ items: z.array(contentDocumentSchema) });

export const contentVersionSchema = z.object({
  version: z.number(),
  title: z.string(),
  body: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionListSchema = z.object({
  document: contentDocumentSchema,
  versions: z.array(contentVersionSchema),
});

export const contentDocumentParamsSchema = z.object({
  kind: z.enum(CONTENT_DOCUMENT_KINDS, { message: /*i18n*/ 'Choose policy or terms.' }),
  id: idSchema,
});

/** PUT /api/admin/content/documents/:kind/:id: a new version becomes the current one. */
export const contentDocumentInputSchema = z.object({
  title: requiredText(/*i18n*/ 'Enter a title.', 200, 2),
  body: requiredText(/*i18n*/ 'Enter the text.', 100_000, 10),
});
export type ContentDocumentInput = z.infer<typeof contentDocumentInputSchema>;
export const contentDocumentSavedSchema = saved(contentDocumentSchema);

// ── shipping options ──

export const operatorShippingOptionSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number(),
  estimated_days: z.number().nullable(),
  active: z.boolean(),
  position: z.number(),
});
export type OperatorShippingOption = z.infer<typeof operatorShippingOptionSchema>;
export const operatorShippingListSchema = z.object({
  items: z.array(operatorShippingOptionSchema),
});

export const shippingOptionInputSchema = z.object({
  name: requiredText(/*i18n*/ 'Enter a name.', 80, 2),
  key: optionalSlugSchema,
  description: optionalText(500),
  price_cents: z
    .number({ message: /*i18n*/ 'Enter a price in cents.' })
    .int(/*i18n*/ 'Enter a whole number of cents.')
    .min(0, /*i18n*/ 'The price cannot be negative.')
    .max(1_000_000, /*i18n*/ 'Keep the price at most $10,000.'),
  estimated_days: z.preprocess(
    blankToUndefined,
    z
      .number({ message: /*i18n*/ 'Enter a number of days.' })
      .int(/*i18n*/ 'Enter a whole number of days.')
      .min(0, /*i18n*/ 'Use 0 or more days.')
      .max(365, /*i18n*/ 'Use at most 365 days.')
      .nullish(),
  ),
  active: z.boolean().default(true),
});
export type ShippingOptionInput = z.infer<typeof shippingOptionInputSchema>;
export const shippingOptionSavedSchema = saved(operatorShippingOptionSchema);
