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
import { STARTING_RETRY_AFTER_SECONDS } from './readiness';

/**
 * Three probes (decision 0021): liveness (`/health/live`, the process answers: restart it
 * when it does not), readiness (`/health/ready`, send it traffic), and `/health`, the report
 * a person or a monitor reads.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness only (no database, no index): a starting or cut-off instance is still alive,
  // and restarting it would only start it over. Also the baseline of `npm run bench`.
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
        // The numbers pages and e-mails state are the ones the server applies.
        rules: publicRules({ claimWindowHours: app.config.claims.windowHours }),
      }),
  );

  // Readiness: 503 with Retry-After until this instance can serve well (migrated, database
  // answering, search index loaded), so load balancers and rolling restarts wait for it.
  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema, ...errorResponses() } } },
    async (_req, reply) => {
      const waitingFor = await app.readiness.waitingFor();
      reply.header('cache-control', 'no-store');
      if (waitingFor.length === 0) return reply.send({ status: 'ready', waitingFor });
      return reply
        .status(503)
        .header('retry-after', String(STARTING_RETRY_AFTER_SECONDS))
        .send({ status: 'starting', waitingFor });
    },
  );

  // The report: 503 only when the database does not answer; a starting instance answers 200
  // with `ready: false` and what it waits for.
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema, ...errorResponses() } } },
    async (_req, reply) => {
      const up = await app.database.ping();
      const waitingFor = await app.readiness.waitingFor(up);
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        databaseKind: app.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
        searchIndex: app.services.listings.indexState(),
        ready: waitingFor.length === 0,
        waitingFor,
      });
    },
  );
};
