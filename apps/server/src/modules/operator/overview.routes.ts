import { errorResponses, overviewQuerySchema, overviewSchema } from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';
import { overviewService } from './overview.service';

/** GET /api/admin/overview (decision 0009, "Overview"): admins only, 403 for everyone else. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = overviewService(app.database.db);

  app.get(
    '/admin/overview',
    {
      preHandler: requireUser,
      schema: {
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      await app.services.operator.assertAdmin(userIdOf(req));
      return overview.overview(req.query);
    },
  );
};
