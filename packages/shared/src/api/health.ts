import { z } from 'zod';

/** Contracts of apps/server/src/modules/health: health checks and the web app's runtime settings. */

/**
 * What an instance waits for before it takes traffic: its database migrated (and seeded when
 * empty), the database answering, and public search's index loaded.
 */
export const readinessWaitSchema = z.enum(['migrations', 'database', 'search-index']);
export type ReadinessWait = z.infer<typeof readinessWaitSchema>;

/** 200 and 503 of GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  /** Public search's in-memory index (decision 0017): SQL answers while it loads, or when off. */
  searchIndex: z.enum(['ready', 'loading', 'off']),
  /** Whether this instance should take traffic: what GET /api/health/ready answers (decision 0021). */
  ready: z.boolean(),
  /** What it still waits for before it is ready (empty once it is). */
  waitingFor: z.array(readinessWaitSchema),
});
export type Health = z.infer<typeof healthSchema>;

/** 200 and 503 of GET /api/health/ready: 200 once the instance can serve well. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'starting']),
  waitingFor: z.array(readinessWaitSchema),
});

/** 200 of GET /api/health/live. */
export const livenessSchema = z.object({ status: z.literal('ok') });

const refundRuleSchema = z.object({
  hoursBefore: z.number(),
  percentBefore: z.number(),
  percentAfter: z.number(),
});

/** 200 of GET /api/config: runtime settings the web app needs (nothing secret). */
export const publicConfigSchema = z.object({
  mapTileUrl: z.string(),
  googleMapsApiKey: z.string().nullable(),
  paymentProvider: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  mailbox: z.boolean(),
  fees: z.object({ renterServiceFeePercent: z.number(), ownerCommissionPercent: z.number() }),
  /**
   * The rules pages, the quote box and the console state as numbers: the web shows these, and
   * never a copy of its own, so what it says is what the server does.
   */
  rules: z.object({
    /** A rental may start on any day up to this many days ahead. */
    bookingHorizonDays: z.number(),
    /** Hours the owner has to answer a request before it expires. */
    requestExpiryHours: z.number(),
    /** Hours the renter has to pay an approved request before it expires. */
    paymentExpiryHours: z.number(),
    /** Days after completion when a review shows although the other side wrote none. */
    reviewBlindDays: z.number(),
    /** Hours an e-mail confirmation link works. */
    confirmationLinkHours: z.number(),
    /** Minutes a password-reset link works. */
    resetLinkMinutes: z.number(),
    /** Rough hours of each rent unit, as minimum and maximum lengths are compared. */
    unitHours: z.object({
      Hourly: z.number(),
      Daily: z.number(),
      Weekly: z.number(),
      Monthly: z.number(),
    }),
    /**
     * Hours after an item comes back during which its owner may claim from the deposit, and
     * the renter then has as long again to answer a claim (CLAIM_WINDOW_HOURS).
     */
    claimWindowHours: z.number(),
    /** The cancellation policies: the share of the rent a renter who cancels gets back. */
    refundPolicies: z.object({
      flexible: refundRuleSchema,
      moderate: refundRuleSchema,
      strict: refundRuleSchema,
    }),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type PublicRules = PublicConfig['rules'];
