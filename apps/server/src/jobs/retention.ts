import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { type Database, type Executor, queryRows } from '../db/client';
import { authRepository } from '../modules/auth/auth.repository';
import { searchIndexRepository } from '../modules/listings/search-index';
import { mailRepository } from '../modules/mail/mail.repository';
import { pruneStripeEvents } from '../modules/payments/stripe-events.repository';

/** Rows deleted per statement: each batch is a short transaction of its own. */
const BATCH = 1_000;
/** Batches per run; a backlog beyond that waits for the next run. */
const MAX_BATCHES = 50;
/**
 * The first key of the advisory locks (the second is the job's): a job runs on one instance
 * at a time, and one that finds it taken leaves that run to the instance holding it.
 */
export const RETENTION_LOCK_CLASS = 724_113_902;

export const RETENTION_JOBS = [
  'auth_tokens',
  'mail_outbox',
  'stripe_events',
  'listing_changes',
] as const;
export type RetentionJobName = (typeof RETENTION_JOBS)[number];

/** One run of one job, as /metrics reports it. */
export interface RetentionRun {
  job: RetentionJobName;
  deleted: number;
  /** When the run started. */
  at: Date;
  durationMs: number;
  /** Another instance held the job's lock, so this one left the work to it. */
  skipped: boolean;
}

interface Job {
  name: RetentionJobName;
  /** Deletes up to `limit` rows past retention at `now`, on `tx`; answers how many. */
  prune(tx: Executor, now: Date, limit: number): Promise<number>;
}

function jobs(config: Config): Job[] {
  const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
  const { retention } = config;
  return [
    {
      name: 'auth_tokens',
      prune: (tx, now, limit) =>
        authRepository(tx).pruneEnded(before(now, retention.tokensMs), config.sessions, limit),
    },
    {
      name: 'mail_outbox',
      prune: (tx, now, limit) => mailRepository(tx).pruneDone(before(now, retention.mailMs), limit),
    },
    {
      name: 'stripe_events',
      prune: (tx, now, limit) =>
        pruneStripeEvents(tx, before(now, retention.stripeEventsMs), limit),
    },
    {
      name: 'listing_changes',
      prune: (tx, now, limit) =>
        searchIndexRepository(tx).prune(before(now, retention.changeLogMs), limit),
    },
  ];
}

/**
 * Deletes what is kept no longer: ended auth tokens, mail done with, processed Stripe events
 * and the listings' change log, each after its retention period (config.retention). Every
 * instance runs it; a PostgreSQL advisory lock per job and batch lets one instance at a time
 * delete, in batches of `batch` rows, each in a short transaction of its own.
 */
export function retentionService(deps: {
  db: Database;
  config: Config;
  now?: () => Date;
  /** Rows per batch (tests make it small to see several batches). */
  batch?: number;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const batch = deps.batch ?? BATCH;
  const listeners = new Set<(run: RetentionRun) => void>();

  /** One batch under the job's lock: null when another instance holds it. */
  function pruneBatch(job: Job, index: number, at: Date) {
    return db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_CLASS}, ${index}) AS locked`,
      );
      return lock?.locked ? job.prune(tx, at, batch) : null;
    });
  }

  async function runJob(job: Job, index: number): Promise<RetentionRun> {
    const at = now();
    const started = performance.now();
    let deleted = 0;
    let skipped = false;
    for (let round = 0; round < MAX_BATCHES; round++) {
      const count = await pruneBatch(job, index, at);
      if (count === null) {
        skipped = round === 0;
        break;
      }
      deleted += count;
      if (count < batch) break;
    }
    const run = { job: job.name, deleted, at, durationMs: performance.now() - started, skipped };
    listeners.forEach((listener) => listener(run));
    return run;
  }

  return {
    /** Runs every job once, one after the other; a job that fails does not stop the others. */
    async run(): Promise<RetentionRun[]> {
      const runs: RetentionRun[] = [];
      const failures: unknown[] = [];
      for (const [index, job] of jobs(deps.config).entries()) {
        try {
          runs.push(await runJob(job, index));
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0)
        throw new AggregateError(failures, 'retention: some jobs failed', { cause: failures[0] });
      return runs;
    },

    /** Listens for finished runs (metrics); returns the way to stop. */
    onRun(listener: (run: RetentionRun) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type RetentionService = ReturnType<typeof retentionService>;
