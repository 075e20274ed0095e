import {
  errorResponses,
  favouriteIdsSchema,
  favouriteParamsSchema,
  favouritesPageSchema,
  favouritesQuerySchema,
  favouriteToggleResponseSchema,
  noBodySchema,
} from '@ownless/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favourites, listings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireUser, userIdOf } from '../../plugins/auth';
import { listingsRepository } from '../listings/listings.repository';
import { toListingSummary } from '../listings/listings.service';

const errors = errorResponses(400, 401, 404);

/** Favourites: a heart on cards and detail pages; /admin/favorite-property lists them. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/favourites/ids',
    { preHandler: requireUser, schema: { response: { 200: favouriteIdsSchema, ...errors } } },
    async (req, reply) => {
      const rows = await db
        .select({ id: favourites.listingId })
        .from(favourites)
        .where(eq(favourites.userId, userIdOf(req)));
      return reply.header('cache-control', 'no-store').send({ ids: rows.map((r) => r.id) });
    },
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
    async (req, reply) => {
      const userId = userIdOf(req);
      const [[total], page] = await Promise.all([
        db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
        db
          .select({ id: favourites.listingId })
          .from(favourites)
          .where(eq(favourites.userId, userId))
          .orderBy(desc(favourites.createdAt))
          .limit(req.query.per_page)
          .offset((req.query.page - 1) * req.query.per_page),
      ]);
      const ids = page.map((r) => r.id);
      // Saved listings that were unpublished stay in the list, shown as unavailable.
      const { rows } = await listingsRepository(db).search(
        { statuses: ['Published', 'Inactive', 'Draft'], ids },
        1,
        Math.max(ids.length, 1),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items = ids
        .map((i) => byId.get(i))
        .filter((r) => r !== undefined)
        .map(toListingSummary);
      return reply.header('cache-control', 'no-store').send({ items, total: total?.n ?? 0 });
    },
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
      const [listing] = await db
        .select({ id: listings.id, status: listings.status })
        .from(listings)
        .where(eq(listings.id, req.params.listingId))
        .limit(1);
      if (!listing || listing.status !== 'Published')
        throw notFound('This listing does not exist or is no longer available.');
      await db
        .insert(favourites)
        .values({ userId: userIdOf(req), listingId: listing.id })
        .onConflictDoNothing();
      return { favourited: true, message: 'Saved to your favourites.' };
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
      await db
        .delete(favourites)
        .where(
          and(eq(favourites.userId, userIdOf(req)), eq(favourites.listingId, req.params.listingId)),
        );
      return { favourited: false, message: 'Removed from your favourites.' };
    },
  );
};
