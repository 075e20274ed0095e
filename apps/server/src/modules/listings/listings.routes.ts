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

  app.get(
    '/listings',
    {
      schema: {
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResultSchema, ...errorResponses(400) },
      },
    },
    async (req) => listings.search(req.query),
  );

  // The body (listingDetailResponseSchema) is serialised once when the listing is loaded and
  // sent as is from the cache: Fastify sends a JSON string without running the serializer, so
  // the 200 schema documents the shape and the route tests check the body against it.
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
      // Fastify sends a string with a JSON content type as it is, without the serializer;
      // the type provider only knows the schema'd bodies, hence the cast.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
