import { errorResponseSchema, perPageSchema, textSchema } from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { findPlace, searchPlaces } from './gazetteer';

const placeSchema = z.object({
  placeId: z.string(),
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.literal('US'),
  postalCode: z.string().nullable(),
  kind: z.enum(['city', 'zip']),
});

/** Offline US address autocomplete (spec §5: US only, only places with a position). */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/autocomplete',
    {
      schema: {
        querystring: z.object({
          q: textSchema().trim().max(100).default(''),
          limit: perPageSchema(20, 8),
        }),
        response: { 200: z.object({ predictions: z.array(placeSchema) }) },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=86400').send({ predictions: searchPlaces(req.query.q, req.query.limit) }),
  );

  app.get(
    '/places/:placeId',
    {
      schema: {
        params: z.object({ placeId: textSchema().max(200) }),
        response: { 200: z.object({ place: placeSchema }), 404: errorResponseSchema },
      },
    },
    async (req) => {
      const place = findPlace(req.params.placeId);
      if (!place) throw notFound('That place is not in our list of US places.');
      return { place };
    },
  );
};
