import { z } from 'zod';
import { pageSchema, perPageSchema } from '../input';
import { OPERATOR_PER_PAGE, optionalEnum, pagedSchema, searchText } from '../operator';

/**
 * The operator console's reviews (decision 0009): every review, blind or not, and
 * hiding one with a reason (kept in the audit log). A hidden review leaves every public list,
 * rating and count; its author still sees it, marked hidden.
 */

export const OPERATOR_REVIEW_SORTS = ['newest', 'oldest', 'rating_low', 'rating_high'] as const;

/** GET /api/admin/reviews. `q`: the comment, author, subject or listing. */
export const operatorReviewsQuerySchema = z.object({
  q: searchText,
  rating: optionalEnum(['1', '2', '3', '4', '5'] as const),
  hidden: optionalEnum(['yes', 'no'] as const),
  author_role: optionalEnum(['renter', 'owner'] as const),
  sort: optionalEnum(OPERATOR_REVIEW_SORTS),
  page: pageSchema,
  per_page: perPageSchema(100, OPERATOR_PER_PAGE),
});
export type OperatorReviewsQuery = z.infer<typeof operatorReviewsQuerySchema>;

const personSchema = z.object({ id: z.number(), full_name: z.string(), email: z.string() });

export const operatorReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  author_role: z.enum(['renter', 'owner']),
  author: personSchema,
  subject: personSchema,
  listing: z.object({ id: z.number(), name: z.string() }),
  reservation: z.object({ id: z.number(), code: z.string() }),
  /** Not shown to others yet: the other side has not reviewed and 14 days have not passed. */
  blind: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  /** Who hid it (name and e-mail), when hidden. */
  hidden_by: z.string().nullable(),
  created_at: z.string(),
});
export type OperatorReview = z.infer<typeof operatorReviewSchema>;

export const operatorReviewsPageSchema = pagedSchema(operatorReviewSchema);

/** 200 of POST /api/admin/reviews/:id/hide and …/unhide. */
export const operatorReviewActionResponseSchema = z.object({
  review: operatorReviewSchema,
  message: z.string(),
});
export type OperatorReviewActionResponse = z.infer<typeof operatorReviewActionResponseSchema>;
