import {
  errorResponses,
  placeAutocompleteQuerySchema,
  placeParamsSchema,
  placePredictionsSchema,
  placeResponseSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { findPlace, searchPlaces } from './gazetteer';

/** Offline US address autocomplete (US places only, and only those with a position). */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/autocomplete',
    {
      schema: {
        querystring: placeAutocompleteQuerySchema,
        response: { 200: placePredictionsSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .send({ predictions: searchPlaces(req.query.q, req.query.limit) }),
  );

  app.get(
    '/places/:placeId',
    {
      schema: {
        params: placeParamsSchema,
        response: { 200: placeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const place = findPlace(req.params.placeId);
      if (!place) throw notFound(/*i18n*/ 'That place is not in our list of US places.');
      return { place };
    },
  );
};
