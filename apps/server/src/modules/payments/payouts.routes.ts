import {
  errorResponses,
  noBodySchema,
  payoutStatusSchema,
  sandboxConnectResponseSchema,
  sandboxPayoutSchema,
  stripeOnboardingResponseSchema,
  stripeWebhookResponseSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 409);

export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payouts = app.services.payouts;

  app.get(
    '/payouts/status',
    {
      preHandler: requireUser,
      schema: {
        response: { 200: payoutStatusSchema, ...errors },
      },
    },
    async (req) => payouts.status(userIdOf(req)),
  );

  app.post(
    '/payouts/sandbox/connect',
    {
      preHandler: requireUser,
      schema: {
        body: sandboxPayoutSchema,
        response: { 200: sandboxConnectResponseSchema, ...errors },
      },
    },
    async (req) => ({
      user: await payouts.connectSandbox(userIdOf(req), req.body),
      message: req.say(/*i18n*/ 'Your payout account is connected. You can publish listings now.'),
    }),
  );

  app.post(
    '/payouts/connect',
    {
      preHandler: requireUser,
      schema: { body: noBodySchema, response: { 200: stripeOnboardingResponseSchema, ...errors } },
    },
    async (req) => payouts.stripeOnboardingLink(userIdOf(req)),
  );

  // Stripe signs the exact bytes it sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/payments/stripe/webhook',
      {
        config: { rawBody: true },
        schema: { response: { 200: stripeWebhookResponseSchema, ...errors } },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        const result = await payouts.handleStripeWebhook(
          req.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true, type: result.type, outcome: result.outcome };
      },
    );
  });
};
