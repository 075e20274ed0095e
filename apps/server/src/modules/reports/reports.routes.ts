import {
  createReportResponseSchema,
  createReportSchema,
  errorResponses,
  idParamsSchema,
  operatorReportDetailSchema,
  operatorReportsPageSchema,
  operatorReportsQuerySchema,
  resolveReportResponseSchema,
  resolveReportSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';
import { userRoom } from '../../realtime/socket';

/**
 * Reports (decision 0026): `POST /api/reports` for anyone signed in; the operators' queue,
 * a report's page with its evidence and resolutions under /api/operator, for admins only
 * (403 for everyone else).
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;

  app.post(
    '/reports',
    {
      preHandler: requireUser,
      schema: {
        body: createReportSchema,
        response: {
          201: createReportResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (req, reply) => {
      const result = await reports.create(userIdOf(req), req.body);
      return reply.status(201).send({ id: result.id, message: req.say(result.message) });
    },
  );

  app.get(
    '/operator/reports',
    {
      preHandler: requireUser,
      schema: {
        querystring: operatorReportsQuerySchema,
        response: { 200: operatorReportsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reports.queue(userIdOf(req), req.query);
    },
  );

  app.get(
    '/operator/reports/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: operatorReportDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reports.detail(userIdOf(req), req.params.id);
    },
  );

  app.post(
    '/operator/reports/:id/resolve',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: resolveReportSchema,
        response: {
          200: resolveReportResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => {
      const result = await reports.resolve(userIdOf(req), req.params.id, req.body);
      if (result.suspended !== null) {
        // The suspended account's open real-time connections end now too.
        const room = userRoom(result.suspended);
        await Promise.resolve(app.io.in(room).disconnectSockets(true)).catch((error: unknown) =>
          req.log.warn({ err: error }, 'could not close the suspended user’s sockets'),
        );
      }
      return {
        report: result.report,
        also_closed: result.also_closed,
        message: req.say(result.message),
      };
    },
  );
};
