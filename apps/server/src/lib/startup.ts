import os from 'node:os';

/**
 * What a process says before its logger exists, or when it cannot start: one JSON line in
 * the logger's own shape (pino levels), so a log collector reads start-up failures like
 * every other line — a clear message, the error's code, no stack trace.
 */
export function logLine(
  level: 'info' | 'warn' | 'fatal',
  msg: string,
  extra: Record<string, unknown> = {},
) {
  const levels = { info: 30, warn: 40, fatal: 60 } as const;
  const line = JSON.stringify({
    level: levels[level],
    time: Date.now(),
    pid: process.pid,
    hostname: os.hostname(),
    ...extra,
    msg,
  });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/** The error's code and message, for a log line (never the stack). */
export function describeError(error: unknown): { code?: string; message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  // An AggregateError (a host with several addresses) hides the useful message inside.
  const inner = error instanceof AggregateError ? error.errors[0] : undefined;
  const message = error.message || (inner instanceof Error ? inner.message : '') || error.name;
  return typeof code === 'string' ? { code, message } : { message };
}

/** Logs why the process cannot start and exits with 1. */
export function failStartup(msg: string, error?: unknown): never {
  logLine('fatal', msg, error === undefined ? {} : { err: describeError(error) });
  process.exit(1);
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03',
]);

/** True for "the database is not there (yet)": refused, unknown host, starting up, connection lost. */
export function isConnectionError(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
      return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionError)) return true;
    if (current instanceof Error && /Connection terminated|timeout expired/i.test(current.message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `attempt` until it succeeds, retrying only while the database is unreachable, with
 * exponential backoff (0.5 s doubling to 5 s) for up to `timeoutMs`; then throws the last
 * error. Instances started before their database (a container platform, a reboot) wait for
 * it instead of crash-looping.
 */
export async function retryWhileUnreachable<T>(
  attempt: () => Promise<T>,
  options: { timeoutMs: number; what: string },
): Promise<T> {
  const started = Date.now();
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      return await attempt();
    } catch (error) {
      const waited = Date.now() - started;
      if (!isConnectionError(error) || waited + delay > options.timeoutMs) throw error;
      logLine(
        'warn',
        `${options.what} is unreachable; retrying in ${delay / 1000} s (giving up after ${Math.round(options.timeoutMs / 1000)} s)`,
        {
          err: describeError(error),
        },
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Where the database is, without credentials: `host:port/name` or the embedded directory. */
export function databaseLabel(config: { databaseUrl?: string; pgliteDir: string }): string {
  if (!config.databaseUrl) return `the embedded database at ${config.pgliteDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
