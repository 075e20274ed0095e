import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

/**
 * The search index on /metrics (decision 0021): how long its last load took, its size, and
 * how far behind the database's change log it is. Absent while SEARCH_INDEX=off; the size,
 * lag and sync time are absent until the first load is done.
 */
export function registerSearchIndexMetrics(app: FastifyInstance, registry: Registry) {
  // One read of the index (and one statement for its lag) per scrape, shared by the gauges.
  type Figures = Awaited<ReturnType<typeof app.services.listings.indexStats>>;
  let scrape: Promise<Figures | null> | null = null;
  const stats = () => {
    // Figures that cannot be read now (the database is away) are left out of this scrape:
    // the scrape answers without them, and nothing is left to reject unhandled.
    scrape ??= Promise.resolve()
      .then(() => app.services.listings.indexStats())
      .catch(() => null)
      .finally(() => {
        scrape = null;
      });
    return scrape;
  };
  const gauge = (
    name: string,
    help: string,
    value: (figures: NonNullable<Awaited<ReturnType<typeof stats>>>) => number | null,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const figures = await stats();
        const figure = figures ? value(figures) : null;
        if (figure !== null) this.set(figure);
      },
    });
  gauge(
    'ownless_search_index_load_seconds',
    'How long the last whole load of the search index took (from the database or a snapshot).',
    (f) => f.loadSeconds,
  );
  gauge('ownless_search_index_listings', 'Published listings in the search index.', (f) =>
    f.syncedAt === null ? null : f.listings,
  );
  gauge('ownless_search_index_bytes', 'Memory the search index holds, approximately.', (f) =>
    f.syncedAt === null ? null : f.bytes,
  );
  gauge(
    'ownless_search_index_lag_changes',
    'Changes in the change log this instance has not read yet (listing_changes rows past its position).',
    (f) => f.lagChanges,
  );
  gauge(
    'ownless_search_index_lag_seconds',
    'Age of the oldest change this instance has not read yet (0: none waiting).',
    (f) => f.lagSeconds,
  );
  gauge(
    'ownless_search_index_last_sync_timestamp_seconds',
    'When this instance last read the change log, or loaded the index (Unix time).',
    (f) => f.syncedAt,
  );
}
