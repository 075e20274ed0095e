import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { fromThisMachine } from '../lib/local-peer';
import { safeEqual } from '../lib/tokens';
import { registerSearchIndexMetrics } from '../modules/listings/search-index';
import { registerOutageMetrics } from './outage-metrics';
import { registerRetentionMetrics } from '../jobs/retention.metrics';

const BEARER = /^Bearer\s+(\S+)$/;

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without
 * it, only this machine (a Prometheus agent beside the server). Everyone else gets the
 * ordinary 404, so the endpoint does not announce itself.
 */
function metricsOpenTo(
  req: FastifyRequest,
  token: string | undefined,
): 'open' | 'unauthorized' | 'hidden' {
  if (!token) return fromThisMachine(req) ? 'open' : 'hidden';
  const sent = BEARER.exec(req.headers.authorization ?? '')?.[1];
  return sent !== undefined && safeEqual(sent, token) ? 'open' : 'unauthorized';
}

/**
 * GET /metrics in the Prometheus text format: requests by route and status (count and
 * latency), the database pool, event-loop lag and the process (prom-client's defaults),
 * connected sockets, and the mail outbox by status. One registry per app, so tests and
 * several apps in one process do not share counters.
 */
export function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ownless_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'ownless_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'ownless_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'ownless_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'ownless_realtime_sockets',
    help: 'Real-time connections open on this instance.',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('io') ? app.io.engine.clientsCount : 0);
    },
  });
  new Gauge({
    name: 'ownless_mail_outbox_messages',
    help: 'Messages in the mail outbox by status (pending: waiting to be sent or retried; stored: kept because mail is not configured).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      // While the database is unreachable the series is absent, and the rest still answers.
      const counts = await app.services.mail.outboxCounts().catch(() => null);
      this.reset();
      if (!counts) return;
      for (const status of ['stored', 'pending', 'sent', 'failed'])
        this.set({ status }, counts[status] ?? 0);
    },
  });
  registerOutageMetrics(app, registry);
  registerSearchIndexMetrics(app, registry);
  registerRetentionMetrics(registry, app.services.retention);

  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the raw URL: a bounded set of series.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: req.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { schema: { hide: true } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const access = metricsOpenTo(req, app.config.metricsToken);
      if (access === 'hidden')
        return reply.status(404).send({ message: `No route for GET ${req.url.split('?')[0]}.` });
      if (access === 'unauthorized')
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'Send the metrics token as a Bearer token.' });
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}
