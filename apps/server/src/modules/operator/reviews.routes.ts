import {
  errorResponses,
  idParamsSchema,
  operatorReasonSchema,
  operatorReviewActionResponseSchema,
  operatorReviewsPageSchema,
  operatorReviewsQuerySchema,
  optionalOperatorReasonSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';
import { operatorReviewsService } from './reviews.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The console's reviews (decision 0009): role `admin` only, 403 for everyone else. */
export const operatorReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = operatorReviewsService({
    db: app.database.db,
    assertAdmin: app.services.operator.assertAdmin,
    reviews: app.services.reviews,
    onRatingsChange: () => app.services.listings.forget(),
  });

  app.get(
    '/admin/reviews',
    {
      preHandler: requireUser,
      schema: {
        querystring: operatorReviewsQuerySchema,
        response: { 200: operatorReviewsPageSchema, ...errors },
      },
    },
    async (req) => service.list(userIdOf(req), req.query),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: operatorReasonSchema,
        response: { 200: operatorReviewActionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const hidden = await service.hide(userIdOf(req), req.params.id, req.body.reason);
      return { ...hidden, message: req.say(hidden.message) };
    },
  );

  app.post(
    '/admin/reviews/:id/unhide',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: optionalOperatorReasonSchema,
        response: { 200: operatorReviewActionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const shown = await service.unhide(userIdOf(req), req.params.id, req.body?.reason);
      return { ...shown, message: req.say(shown.message) };
    },
  );
};
