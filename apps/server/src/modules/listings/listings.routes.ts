import {
  errorResponseSchema,
  listingDetailSchema,
  listingSearchQuerySchema,
  listingSearchResultSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const idParams = z.object({
  id: z.coerce.number({ message: 'The listing id must be a number.' }).int().min(1).max(2_147_483_647),
});

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

  app.get(
    '/listing/:id',
    {
      schema: {
        params: idParams,
        response: {
          200: z.object({ listing: listingDetailSchema }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (req) => ({ listing: await listings.detail(req.params.id, req.userId ?? null) }),
  );
};
