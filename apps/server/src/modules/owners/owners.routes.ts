import { errorResponses, ownerDirectoryQuerySchema, ownerDirectorySchema } from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /agents (owners with published listings) and /agencies (owners with a business name). */
export const ownersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owners',
    {
      schema: {
        querystring: ownerDirectoryQuerySchema,
        response: { 200: ownerDirectorySchema, ...errorResponses(400) },
      },
    },
    async (req) => app.services.owners.directory(req.query),
  );
};
