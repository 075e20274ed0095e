import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { redisConnected } from '../realtime/redis-status';

/**
 * The figures an operator watches during an outage of something the app depends on
 * (docs/operations.md "Outages"): database connections lost and safe reads retried, each
 * Redis connection's state, mail delivery failures and how long the oldest unsent message
 * has waited. Counters are kept by their owners since start; these read them.
 */
export function registerOutageMetrics(app: FastifyInstance, registry: Registry) {
  new Counter({
    name: 'ownless_db_connection_errors_total',
    help: 'PostgreSQL connections that broke or could not be opened (absent on the embedded database).',
    registers: [registry],
    collect() {
      const figures = app.database.connectionFigures?.();
      if (!figures) return;
      this.reset();
      this.inc(figures.connectionErrors);
    },
  });
  new Counter({
    name: 'ownless_db_read_retries_total',
    help: 'Reads of GET/HEAD requests retried once after a lost connection, by outcome (absent on the embedded database).',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const figures = app.database.connectionFigures?.();
      if (!figures) return;
      this.reset();
      this.inc({ outcome: 'succeeded' }, figures.readRetries.succeeded);
      this.inc({ outcome: 'failed' }, figures.readRetries.failed);
    },
  });

  const redis = () => (app.hasDecorator('redisConnections') ? app.redisConnections : []);
  new Gauge({
    name: 'ownless_redis_connected',
    help: 'Whether each Redis connection is up (1) or not (0), by role (absent without REDIS_URL).',
    labelNames: ['role'],
    registers: [registry],
    collect() {
      for (const watched of redis())
        this.set({ role: watched.role }, redisConnected(watched) ? 1 : 0);
    },
  });
  new Counter({
    name: 'ownless_redis_errors_total',
    help: 'Errors each Redis connection reported (a failed reconnection is one), by role.',
    labelNames: ['role'],
    registers: [registry],
    collect() {
      this.reset();
      for (const watched of redis()) this.inc({ role: watched.role }, watched.errors);
    },
  });

  new Counter({
    name: 'ownless_mail_delivery_failures_total',
    help: 'Mail delivery attempts that failed, by what became of the message (retry: tried again later; failed: given up).',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const failures = app.services.mail.deliveryFailures();
      this.reset();
      this.inc({ outcome: 'retry' }, failures.retry);
      this.inc({ outcome: 'failed' }, failures.failed);
    },
  });
  new Gauge({
    name: 'ownless_mail_oldest_pending_seconds',
    help: 'How long the oldest message waiting to be sent has waited (0: none waits; absent while the database is unreachable).',
    registers: [registry],
    async collect() {
      try {
        this.set(await app.services.mail.oldestPendingSeconds());
      } catch {
        this.reset();
      }
    },
  });
}
