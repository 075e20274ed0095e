import { z } from 'zod';
import { idSchema, pageSchema, perPageSchema } from '../input';
import { listingSummarySchema } from '../listing';

/** Contracts of apps/server/src/modules/favourites. */

export const favouriteParamsSchema = z.object({ listingId: idSchema });
export const favouritesQuerySchema = z.object({
  page: pageSchema,
  per_page: perPageSchema(100, 12),
});

/** 200 of GET /api/favourites/ids: the listings the user saved. */
export const favouriteIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** 200 of GET /api/favourites. */
export const favouritesPageSchema = z.object({
  items: z.array(listingSummarySchema),
  total: z.number().int(),
});
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;

/** 200 of PUT and DELETE /api/favourites/:listingId. */
export const favouriteToggleResponseSchema = z.object({
  favourited: z.boolean(),
  message: z.string(),
});
export type FavouriteToggleResponse = z.infer<typeof favouriteToggleResponseSchema>;
