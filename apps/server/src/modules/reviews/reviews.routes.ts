import {
  errorResponses,
  idParamsSchema,
  myReviewsQuerySchema,
  PROFILE_PICTURE_PLACEHOLDER,
  reviewCreatedResponseSchema,
  reviewInputSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
} from '@ownless/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { listings, reservations, reviews, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { requireUser, userIdOf } from '../../plugins/auth';
import { refreshListingRatings, reviewVisible } from './blind';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A public page of someone's or something's reviews: `/…/:id/reviews?page&per_page`. */
const reviewPageRoute = {
  schema: {
    params: idParamsSchema,
    querystring: reviewPageQuerySchema,
    response: { 200: reviewPageSchema, ...errors },
  },
};

async function reviewPage(db: Executor, where: SQL, page: number, perPage: number) {
  const rows = await db
    .select({
      review: reviews,
      authorFirst: users.firstName,
      authorLast: users.lastName,
      authorPicture: users.profilePicture,
      listingName: listings.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const subjects = new Map<number, string>();
  for (const row of rows) {
    if (!subjects.has(row.review.subjectId)) {
      const [s] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, row.review.subjectId));
      subjects.set(row.review.subjectId, s ? `${s.first} ${s.last}` : '');
    }
  }
  const [stats] = await db
    .select({ n: count(), avg: sql<number | null>`avg(${reviews.rating})::float8` })
    .from(reviews)
    .where(where);
  return {
    total: stats?.n ?? 0,
    rating:
      stats?.avg === null || stats?.avg === undefined ? null : Math.round(stats.avg * 10) / 10,
    items: rows.map((r) => ({
      id: r.review.id,
      rating: r.review.rating,
      comment: r.review.comment,
      author_role: r.review.authorRole,
      author: {
        id: r.review.authorId,
        fullName: `${r.authorFirst} ${r.authorLast}`,
        profilePicture: r.authorPicture ?? PROFILE_PICTURE_PLACEHOLDER,
      },
      subject: { id: r.review.subjectId, fullName: subjects.get(r.review.subjectId) ?? '' },
      listing: { id: r.review.listingId, name: r.listingName },
      reservation_id: r.review.reservationId,
      hidden: r.review.hiddenAt !== null,
      created_at: r.review.createdAt.toISOString(),
    })),
  };
}

/**
 * Reviews (decisions.md "Content"): after a reservation is completed, renter and owner may
 * each review the other once. A renter's review also rates the listing. Reviews are blind
 * (see ./blind.ts): nobody but the author sees one until both sides reviewed or 14 days
 * passed since completion.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/reservation/:id/review',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewCreatedResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userId = userIdOf(req);
      const created = await db.transaction(async (tx) => {
        const [reservation] = await tx
          .select()
          .from(reservations)
          .where(eq(reservations.id, req.params.id))
          .for('update')
          .limit(1);
        if (!reservation) throw notFound('That reservation does not exist.');
        const role =
          reservation.renterId === userId
            ? 'renter'
            : reservation.ownerId === userId
              ? 'owner'
              : null;
        if (!role) throw forbidden('You can only review your own rentals.');
        if (reservation.status !== 'completed')
          throw conflict('You can review once the rental is completed.');
        const [existing] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.reservationId, reservation.id), eq(reviews.authorId, userId)))
          .limit(1);
        if (existing) throw conflict('You already reviewed this rental.');
        const [review] = await tx
          .insert(reviews)
          .values({
            reservationId: reservation.id,
            listingId: reservation.listingId,
            authorId: userId,
            subjectId: role === 'renter' ? reservation.ownerId : reservation.renterId,
            authorRole: role,
            rating: req.body.rating,
            comment: req.body.comment || null,
          })
          .returning();
        // Either side's review may reveal the renter's (blind reviews): the rating follows.
        await refreshListingRatings(tx, sql`${reservation.listingId}`);
        return review!;
      });
      const page = await reviewPage(db, eq(reviews.id, created.id), 1, 1);
      const [other] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.reservationId, created.reservationId),
            eq(reviews.authorId, created.subjectId),
          ),
        )
        .limit(1);
      const message = other
        ? 'Thanks for your review. You have both reviewed, so both reviews now show.'
        : 'Thanks for your review. It shows once the other side reviews too, or 14 days after the rental ended.';
      return reply.status(201).send({ review: page.items[0]!, message });
    },
  );

  app.get('/user/:id/reviews', reviewPageRoute, async (req) =>
    reviewPage(
      db,
      and(eq(reviews.subjectId, req.params.id), reviewVisible)!,
      req.query.page,
      req.query.per_page,
    ),
  );

  app.get('/listing/:id/reviews', reviewPageRoute, async (req) =>
    reviewPage(
      db,
      and(eq(reviews.listingId, req.params.id), eq(reviews.authorRole, 'renter'), reviewVisible)!,
      req.query.page,
      req.query.per_page,
    ),
  );

  app.get(
    '/reviews/mine',
    {
      preHandler: requireUser,
      schema: { querystring: myReviewsQuerySchema, response: { 200: reviewPageSchema, ...errors } },
    },
    async (req) =>
      // Authors always see what they wrote; a review about me shows once it is no longer blind.
      reviewPage(
        db,
        req.query.which === 'given'
          ? eq(reviews.authorId, userIdOf(req))
          : and(eq(reviews.subjectId, userIdOf(req)), reviewVisible)!,
        req.query.page,
        req.query.per_page,
      ),
  );
};
