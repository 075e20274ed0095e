import {
  errorResponses,
  idParamsSchema,
  operatorCancelReservationResponseSchema,
  operatorCancelReservationSchema,
  operatorReservationDetailSchema,
  operatorReservationsPageSchema,
  operatorReservationsQuerySchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';
import { operatorReservationsService } from './reservations.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The console's reservations (decision 0009): role `admin` only, 403 for everyone else. */
export const operatorReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = operatorReservationsService({
    db: app.database.db,
    machine: app.services.reservations,
    listings: app.services.listingsBooking,
    assertAdmin: app.services.operator.assertAdmin,
  });

  app.get(
    '/admin/reservations',
    {
      preHandler: requireUser,
      schema: {
        querystring: operatorReservationsQuerySchema,
        response: { 200: operatorReservationsPageSchema, ...errors },
      },
    },
    async (req) => service.list(userIdOf(req), req.query),
  );

  app.get(
    '/admin/reservations/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: operatorReservationDetailSchema, ...errors },
      },
    },
    async (req) => service.detail(userIdOf(req), req.params.id, req.locale),
  );

  app.post(
    '/admin/reservations/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: operatorCancelReservationSchema,
        response: { 200: operatorCancelReservationResponseSchema, ...errors },
      },
    },
    async (req) =>
      service.cancel(
        userIdOf(req),
        req.params.id,
        req.body.reason,
        req.body.expected_status,
        req.locale,
      ),
  );
};
