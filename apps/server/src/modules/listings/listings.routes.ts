import {
  errorResponseSchema,
  idParamsSchema,
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
        response: { 200: listingSearchResultSchema, 400: errorResponseSchema },
      },
    },
    async (req) => listings.search(req.query),
  );

  // The body is `{ listing: ListingDetail }` (listingDetailSchema), serialised once when the
  // listing is loaded and sent as is from the cache; the route tests check it against the schema.
  app.get(
    '/listing/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
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
