import {
  errorResponses,
  idParamsSchema,
  myReviewsQuerySchema,
  reviewCreatedResponseSchema,
  reviewInputSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A public page of someone's or something's reviews: `/…/:id/reviews?page&per_page`. */
const reviewPageRoute = {
  schema: {
    params: idParamsSchema,
    querystring: reviewPageQuerySchema,
    response: { 200: reviewPageSchema, ...errors },
  },
};

/** Reviews (./reviews.service.ts): write one after a completed rental, read pages of them. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.reviews;

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
      const created = await reviews.create(userIdOf(req), req.params.id, req.body);
      return reply.status(201).send({ ...created, message: req.say(created.message) });
    },
  );

  app.get('/user/:id/reviews', reviewPageRoute, async (req) =>
    reviews.aboutUser(req.params.id, req.query.page, req.query.per_page),
  );

  app.get('/listing/:id/reviews', reviewPageRoute, async (req) =>
    reviews.ofListing(req.params.id, req.query.page, req.query.per_page),
  );

  app.get(
    '/reviews/mine',
    {
      preHandler: requireUser,
      schema: { querystring: myReviewsQuerySchema, response: { 200: reviewPageSchema, ...errors } },
    },
    async (req) => reviews.mine(userIdOf(req), req.query.which, req.query.page, req.query.per_page),
  );
};
