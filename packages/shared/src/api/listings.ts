import { z } from 'zod';
import { idSchema } from '../input';
import { listingDetailSchema } from '../listing';
import { type listingResponseSchema, type personalListSchema } from '../listing-write';

/**
 * Contracts of apps/server/src/modules/listings beyond ../listing.ts (search, detail) and
 * ../listing-write.ts (the owner's writes, listingResponseSchema).
 */

/** 200 of GET /api/listing/:id. */
export const listingDetailResponseSchema = z.object({ listing: listingDetailSchema });
export type ListingDetailResponse = z.infer<typeof listingDetailResponseSchema>;

/** `/listing/:id/images/:imageId`. */
export const listingImageParamsSchema = z.object({ id: idSchema, imageId: idSchema });
/** `/listing/:id/blockdate/:blockDateId`. */
export const blockDateParamsSchema = z.object({ id: idSchema, blockDateId: idSchema });

/** `{ listing, message? }`: every owner write answers with the whole listing (listingResponseSchema). */
export type ListingResponse = z.infer<typeof listingResponseSchema>;
/** 200 of GET /api/listing/personal/list. */
export type PersonalList = z.infer<typeof personalListSchema>;
