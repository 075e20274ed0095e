import {
  errorResponses,
  favouriteIdsSchema,
  favouriteParamsSchema,
  favouritesPageSchema,
  favouritesQuerySchema,
  favouriteToggleResponseSchema,
  noBodySchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 404);

/** Favourites: a heart on cards and detail pages; /admin/favorite-property lists them. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const favourites = app.services.favourites;

  app.get(
    '/favourites/ids',
    { preHandler: requireUser, schema: { response: { 200: favouriteIdsSchema, ...errors } } },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send({ ids: await favourites.ids(userIdOf(req)) }),
  );

  app.get(
    '/favourites',
    {
      preHandler: requireUser,
      schema: {
        querystring: favouritesQuerySchema,
        response: { 200: favouritesPageSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await favourites.page(userIdOf(req), req.query.page, req.query.per_page)),
  );

  app.put(
    '/favourites/:listingId',
    {
      preHandler: requireUser,
      schema: {
        params: favouriteParamsSchema,
        body: noBodySchema,
        response: { 200: favouriteToggleResponseSchema, ...errors },
      },
    },
    async (req) => {
      await favourites.add(userIdOf(req), req.params.listingId);
      return { favourited: true, message: req.say(/*i18n*/ 'Saved to your favourites.') };
    },
  );

  app.delete(
    '/favourites/:listingId',
    {
      preHandler: requireUser,
      schema: {
        params: favouriteParamsSchema,
        response: { 200: favouriteToggleResponseSchema, ...errors },
      },
    },
    async (req) => {
      await favourites.remove(userIdOf(req), req.params.listingId);
      return { favourited: false, message: req.say(/*i18n*/ 'Removed from your favourites.') };
    },
  );
};
