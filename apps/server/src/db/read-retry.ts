import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { isConnectionLost } from './connection-lost';

/**
 * A safe read retried once on a fresh connection, at the pool (docs/decisions/0020-outages.md).
 *
 * Why here and not by running a route's handler again: a request's statements run in its
 * hooks (the session lookup, maintenance) as well as its handler, and a handler may already
 * have set headers or started a reply; repeating the one statement that failed repeats
 * nothing else. Only statements on the pool itself are retried — a transaction's connection
 * is gone with its transaction, and repeating it would need its whole callback.
 *
 * Only reads inside a GET or HEAD request (the app marks them with `asSafeRead`), and only
 * SELECTs: a write whose connection broke may have committed, so it answers 503 and the
 * client, knowing what it asked for, decides to try again.
 */
const safeRequests = new AsyncLocalStorage<{ retriesLeft: number }>();

/** Runs `fn` (and everything it starts) as a safe request: one read may be retried. */
export function asSafeRead<T>(fn: () => T): T {
  return safeRequests.run({ retriesLeft: 1 }, fn);
}

/** Figures for /metrics: connections lost or refused, and safe reads retried. */
export interface ConnectionFigures {
  connectionErrors: number;
  readRetries: { succeeded: number; failed: number };
}

/** A statement that only reads: a SELECT, or a WITH whose parts are all SELECTs. */
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share)\b/i;
const isRead = (text: string) => READ_ONLY.test(text) && !WRITES.test(text);

/**
 * The pause before the retry: the pool learns of its other connections cut at the same
 * moment (a database restart closes them all) and drops them, so the retry opens a new one.
 */
const SETTLE_MS = 100;

type QueryArgs = [text: string | pg.QueryConfig, values?: unknown];

/** Counts lost connections and retries safe reads on this pool; answers the live figures. */
export function watchConnections(pool: pg.Pool): ConnectionFigures {
  const figures: ConnectionFigures = {
    connectionErrors: 0,
    readRetries: { succeeded: 0, failed: 0 },
  };

  // A connection that breaks says so once, whether it was idle or busy; one that could not
  // be opened fails its connect() instead.
  pool.on('connect', (client) => client.on('error', () => figures.connectionErrors++));
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  pool.connect = ((cb?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    if (typeof cb === 'function')
      return connect((error: Error | undefined, ...rest: unknown[]) => {
        if (error && isConnectionLost(error)) figures.connectionErrors++;
        cb(error, ...rest);
      });
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      if (isConnectionLost(error)) figures.connectionErrors++;
      throw error;
    });
  }) as typeof pool.connect;

  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  pool.query = ((...args: unknown[]) => {
    // The callback form is node-postgres's own business; the app awaits its queries.
    if (args.some((arg) => typeof arg === 'function')) return query(...args);
    const [text, values] = args as QueryArgs;
    return query(text, values).catch(async (error: unknown) => {
      const request = safeRequests.getStore();
      const statement = typeof text === 'string' ? text : text.text;
      if (!request || request.retriesLeft < 1 || !isConnectionLost(error) || !isRead(statement))
        throw error;
      request.retriesLeft--;
      await sleep(SETTLE_MS);
      try {
        const result = await query(text, values);
        figures.readRetries.succeeded++;
        return result;
      } catch (retryError) {
        figures.readRetries.failed++;
        throw retryError;
      }
    });
  }) as typeof pool.query;

  return figures;
}
