import type { ReadinessWait } from '@ownless/shared';
import type { FastifyInstance } from 'fastify';

/** Steps `server.ts` runs after it has started listening (see `BuildAppOptions.starting`). */
export type StartStep = 'migrations';

/** Seconds a load balancer or client is told to wait before asking a starting instance again. */
export const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * Whether this instance should take traffic (decision 0021). It is ready once the steps of
 * its start-up are done (migrations, and the seeding of an empty database), its database
 * has answered, and public search's index is loaded: before that a search would run in SQL, which
 * at a million listings takes seconds in the long tail. Liveness is another question
 * (GET /api/health/live): a loading instance is alive and must not be restarted.
 */
export function readiness(options: {
  starting: readonly StartStep[];
  ping: () => Promise<boolean>;
  /** Whether search still waits for its index; false once it is loaded, or when search needs none. */
  indexLoading: () => boolean;
}) {
  const pending = new Set(options.starting);
  const waiters = new Map<StartStep, (() => void)[]>();
  let wasReady = false;

  return {
    /** Whether a start-up step is still running: the API is not served before migrations. */
    pending(step: StartStep): boolean {
      return pending.has(step);
    },

    /** A step of the start-up is done. */
    done(step: StartStep) {
      pending.delete(step);
      for (const resolve of waiters.get(step) ?? []) resolve();
      waiters.delete(step);
    },

    /** Resolves once the step is done (at once when it is not pending). */
    after(step: StartStep): Promise<void> {
      if (!pending.has(step)) return Promise.resolve();
      return new Promise((resolve) => waiters.set(step, [...(waiters.get(step) ?? []), resolve]));
    },

    /**
     * What the instance still waits for, in the order it gets them; empty: ready. Before
     * migrations nothing else is asked, as neither the database's tables nor the index can
     * be there yet.
     */
    async waitingFor(ping?: boolean): Promise<ReadinessWait[]> {
      if (pending.has('migrations')) return ['migrations'];
      const waiting: ReadinessWait[] = [];
      // Asked until the instance is first ready: a later outage is every instance's at once,
      // and each answers it with 503 and Retry-After itself (decision 0020), where taking
      // them all out of rotation would leave the load balancer nothing, not even the pages.
      if (!wasReady && !(ping ?? (await options.ping()))) waiting.push('database');
      if (options.indexLoading()) waiting.push('search-index');
      if (waiting.length === 0) wasReady = true;
      return waiting;
    },

    /** Resolves once the instance is ready, asking every `everyMs` (start-up's log line). */
    async untilReady(everyMs = 250): Promise<void> {
      while ((await this.waitingFor().catch(() => ['database'])).length > 0)
        await new Promise((resolve) => setTimeout(resolve, everyMs));
    },
  };
}
export type Readiness = ReturnType<typeof readiness>;

/**
 * Until the migrations have run, the API answers 503 with Retry-After (but for the health
 * routes, which say why): a request that reached a starting instance directly, not through
 * a load balancer that reads readiness, gets an answer it can retry rather than an error
 * from a table not made yet.
 */
export function holdApiWhileStarting(app: FastifyInstance, readiness: Readiness) {
  app.addHook('onRequest', async (req, reply) => {
    if (!readiness.pending('migrations')) return;
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return;
    return reply
      .status(503)
      .header('retry-after', String(STARTING_RETRY_AFTER_SECONDS))
      .send({ message: req.say(/*i18n*/ 'The server is starting; try again in a few seconds.') });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}
