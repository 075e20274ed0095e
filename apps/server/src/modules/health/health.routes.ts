import {
  errorResponses,
  healthSchema,
  livenessSchema,
  publicConfigSchema,
  publicRules,
  readinessSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxOpenTo } from '../mail/mailbox.routes';

/** Liveness plus a real database round trip, for load balancers and `npm start` checks. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness only (no database): for load balancers, and the baseline of `npm run bench`.
  app.get(
    '/health/live',
    { schema: { response: { 200: livenessSchema, ...errorResponses() } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  // Runtime settings the web app needs (nothing secret): no rebuild to change them.
  app.get(
    '/config',
    {
      schema: {
        response: { 200: publicConfigSchema, ...errorResponses() },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({
        mapTileUrl: app.config.mapTileUrl,
        googleMapsApiKey: app.config.googleMapsApiKey ?? null,
        paymentProvider: app.config.payments.provider,
        stripePublishableKey: app.config.payments.stripePublishableKey ?? null,
        // Another machine would only find a 404 behind the mailbox link.
        mailbox: mailboxOpenTo(req),
        fees: app.config.fees,
      }),
  );

  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema, ...errorResponses() } } },
        // The numbers pages and e-mails state are the ones the server applies.
        rules: publicRules(),
    async (_req, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        databaseKind: app.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
        searchIndex: app.services.listings.indexState(),
      });
    },
  );
};
