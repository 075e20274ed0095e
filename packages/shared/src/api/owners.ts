import { z } from 'zod';
import { pageSchema, perPageSchema, textSchema } from '../input';

/** Contracts of apps/server/src/modules/owners: the public directory of owners (/agents, /agencies). */

export const ownerDirectoryQuerySchema = z.object({
  kind: z.enum(['agents', 'agencies']).default('agents'),
  search: textSchema().trim().max(100).optional(),
  page: pageSchema,
  per_page: perPageSchema(50, 12),
});
export type OwnerDirectoryQuery = z.input<typeof ownerDirectoryQuerySchema>;

/** An owner's public card. */
export const ownerCardSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  firstName: z.string(),
  profilePicture: z.string(),
  businessName: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  listingsCount: z.number().int(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  memberSince: z.string(),
});
export type OwnerCard = z.infer<typeof ownerCardSchema>;

/** 200 of GET /api/owners. */
export const ownerDirectorySchema = z.object({
  items: z.array(ownerCardSchema),
  total: z.number().int(),
});
export type OwnerDirectory = z.infer<typeof ownerDirectorySchema>;
