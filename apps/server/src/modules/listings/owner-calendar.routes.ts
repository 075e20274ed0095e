import {
  errorResponses,
  ownerCalendarQuerySchema,
  ownerCalendarResponseSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';

/** GET /api/owner/calendar: the signed-in owner's bookings and blocks across their listings. */
export const ownerCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owner/calendar',
    {
      preHandler: requireUser,
      schema: {
        querystring: ownerCalendarQuerySchema,
        response: { 200: ownerCalendarResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await app.services.ownerCalendar.calendar(userIdOf(req), req.query)),
  );
};
