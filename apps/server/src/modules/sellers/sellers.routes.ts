import {
  errorResponses,
  idParamsSchema,
  operatorSellerApplicationListSchema,
  type SELLER_STATUSES,
  sellerApplicationListQuerySchema,
  sellerApplicationSchema,
  sellerDecisionInputSchema,
  sellerDecisionResponseSchema,
  sellerStatusResponseSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409);

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellers = app.services.sellers;

  app.get(
    '/seller/application',
    {
      preHandler: requireUser,
      schema: {
        response: { 200: sellerStatusResponseSchema, ...errors },
      },
    },
    async (req) => {
      const result = await sellers.current(userIdOf(req));
      return {
        sellerStatus: result.sellerStatus as (typeof SELLER_STATUSES)[number] | null,
        application: result.application,
      };
    },
  );

  app.post(
    '/seller/application',
    {
      preHandler: requireUser,
      schema: {
        body: sellerApplicationSchema,
        response: { 200: sellerDecisionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const result = await sellers.apply(userIdOf(req), req.body);
      return {
        ...result,
        message: req.say(
          result.application.status === 'Approved'
            ? /*i18n*/ 'You are now an owner. Connect your payout account to publish listings.'
            : /*i18n*/ 'Thanks! We review applications within one business day. You can start drafting a listing meanwhile.',
        ),
      };
    },
  );

  app.get(
    '/admin/seller-applications',
    {
      preHandler: requireUser,
      schema: {
        querystring: sellerApplicationListQuerySchema,
        response: { 200: operatorSellerApplicationListSchema, ...errors },
      },
    },
    async (req) => sellers.list(userIdOf(req), req.query.status),
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/admin/seller-applications/:id/${action}`,
      {
        preHandler: requireUser,
        schema: {
          params: idParamsSchema,
          body: sellerDecisionInputSchema,
          response: { 200: sellerDecisionResponseSchema, ...errors },
        },
      },
      async (req) => {
        const result = await sellers.decide(
          userIdOf(req),
          req.params.id,
          action === 'approve',
          req.body?.note,
        );
        return {
          ...result,
          message:
            action === 'approve'
              ? req.say(/*i18n*/ 'Application approved.')
              : req.say(/*i18n*/ 'Application rejected.'),
        };
      },
    );
  }
};
