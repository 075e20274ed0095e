import {
  currentUserSchema,
  errorResponseSchema,
  idParamsSchema,
  SELLER_STATUSES,
  sellerApplicationSchema,
  sellerApplicationViewSchema,
  textSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const decisionResponse = z.object({ application: sellerApplicationViewSchema, user: currentUserSchema, message: z.string() });

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellers = app.services.sellers;

  app.get(
    '/seller/application',
    {
      preHandler: requireUser,
      schema: {
        response: {
          200: z.object({ sellerStatus: z.enum(SELLER_STATUSES).nullable(), application: sellerApplicationViewSchema.nullable() }),
          ...errors,
        },
      },
    },
    async (req) => {
      const result = await sellers.current(userIdOf(req));
      return { sellerStatus: result.sellerStatus as (typeof SELLER_STATUSES)[number] | null, application: result.application };
    },
  );

  app.post(
    '/seller/application',
    { preHandler: requireUser, schema: { body: sellerApplicationSchema, response: { 200: decisionResponse, ...errors } } },
    async (req) => {
      const result = await sellers.apply(userIdOf(req), req.body);
      return {
        ...result,
        message:
          result.application.status === 'Approved'
            ? 'You are now an owner. Connect your payout account to publish listings.'
            : 'Thanks! We review applications within one business day. You can start drafting a listing meanwhile.',
      };
    },
  );

  app.get(
    '/admin/seller-applications',
    {
      preHandler: requireUser,
      schema: {
        querystring: z.object({ status: z.enum(SELLER_STATUSES).optional() }),
        response: {
          200: z.array(sellerApplicationViewSchema.extend({ user: z.object({ id: z.number(), email: z.string(), fullName: z.string() }) })),
          ...errors,
        },
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
          body: z.object({ note: textSchema().trim().max(1000).optional() }).nullish(),
          response: { 200: decisionResponse, ...errors },
        },
      },
      async (req) => {
        const result = await sellers.decide(userIdOf(req), req.params.id, action === 'approve', req.body?.note);
        return { ...result, message: action === 'approve' ? 'Application approved.' : 'Application rejected.' };
      },
    );
  }
};
