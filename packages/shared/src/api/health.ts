import { z } from 'zod';

/** Contracts of apps/server/src/modules/health: health checks and the web app's runtime settings. */

/** 200 and 503 of GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  /** Public search's in-memory index (decision 0017): SQL answers while it loads, or when off. */
  searchIndex: z.enum(['ready', 'loading', 'off']),
});
export type Health = z.infer<typeof healthSchema>;

/** 200 of GET /api/health/live. */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** 200 of GET /api/config: runtime settings the web app needs (nothing secret). */
export const publicConfigSchema = z.object({
  mapTileUrl: z.string(),
  googleMapsApiKey: z.string().nullable(),
  paymentProvider: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  mailbox: z.boolean(),
  fees: z.object({ renterServiceFeePercent: z.number(), ownerCommissionPercent: z.number() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
