import { z } from 'zod';
import { pageSchema, perPageSchema, textSchema } from '../input';

/** Contracts of apps/server/src/modules/reviews (docs/decisions/0003-reservations.md, 0009). */

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  author_role: z.string(),
  author: z.object({ id: z.number().int(), fullName: z.string(), profilePicture: z.string() }),
  subject: z.object({ id: z.number().int(), fullName: z.string() }),
  listing: z.object({ id: z.number().int(), name: z.string() }),
  reservation_id: z.number().int(),
  /** Hidden by the operators: only its author is shown it (in the reviews they gave). */
  hidden: z.boolean(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** 200 of the review lists: a page, the total and the average rating. */
export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  rating: z.number().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  page: pageSchema,
  per_page: perPageSchema(50, 10),
});
/** GET /api/reviews/mine: the reviews the user received, or gave. */
export const myReviewsQuerySchema = reviewPageQuerySchema.extend({
  which: z.enum(['given', 'received']).default('received'),
});
export type ReviewSide = z.infer<typeof myReviewsQuerySchema>['which'];

/** The body of POST /api/reservation/:id/review. */
export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ message: /*i18n*/ 'Choose 1 to 5 stars.' })
    .int()
    .min(1, /*i18n*/ 'Choose 1 to 5 stars.')
    .max(5, /*i18n*/ 'Choose 1 to 5 stars.'),
  comment: textSchema().trim().max(2000, /*i18n*/ 'Keep it under 2,000 characters.').optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** 201 of POST /api/reservation/:id/review. */
export const reviewCreatedResponseSchema = z.object({ review: reviewSchema, message: z.string() });
export type ReviewCreatedResponse = z.infer<typeof reviewCreatedResponseSchema>;
