import { z } from 'zod';
import { currentUserSchema } from '../auth';
import { type sandboxPayoutSchema } from '../listing-write';

/** Contracts of apps/server/src/modules/payments; the sandbox account form is sandboxPayoutSchema in ../listing-write.ts. */

/** 200 of GET /api/payouts/status. */
export const payoutStatusSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  isStripeConnected: z.boolean(),
  account: z.object({ holder: z.string(), last4: z.string() }).nullable(),
});
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** 200 of POST /api/payouts/sandbox/connect. */
export const sandboxConnectResponseSchema = z.object({
  user: currentUserSchema,
  message: z.string(),
});
export type SandboxConnectResponse = z.infer<typeof sandboxConnectResponseSchema>;

/** 200 of POST /api/payouts/connect: Stripe's onboarding page. */
export const stripeOnboardingResponseSchema = z.object({ url: z.string() });
export type StripeOnboardingResponse = z.infer<typeof stripeOnboardingResponseSchema>;

/** 200 of POST /api/payments/stripe/webhook. */
/** What a webhook did: `outcome` says whether it changed something or was a replay (`duplicate`). */
export const stripeWebhookResponseSchema = z.object({
  received: z.boolean(),
  type: z.string(),
  outcome: z.string(),
});

/** The body of POST /api/payouts/sandbox/connect, as the form sends it. */
export type SandboxPayoutInput = z.input<typeof sandboxPayoutSchema>;
