import {
  errorResponses,
  idParamsSchema,
  listingDetailResponseSchema,
  listingSearchQuerySchema,
  listingSearchResultSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listings = app.services.listings;

  // These bodies are JSON text, written once (search pages and listings are kept as their
  // bodies) and sent as they are: Fastify sends a JSON string without running the serializer,
  // so the 200 schemas document the shapes and the route tests check the bodies against them.
  app.get(
    '/listings',
    {
      schema: {
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResultSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const body = await listings.search(req.query);
      // The type provider only knows the schema'd bodies, hence the casts.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/listing/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: listingDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const body = await listings.detailBody(req.params.id, req.userId ?? null);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
