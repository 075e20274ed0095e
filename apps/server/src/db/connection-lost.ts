/**
 * Whether an error means "the database (or another service the request needs) could not be
 * reached", as opposed to "the request or the code is wrong". Such a failure says nothing
 * about the request: the same request a moment later will most likely work, so it is
 * answered 503 with Retry-After rather than 500.
 */

/** The operating system's words for a connection that could not open or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away: class 08 (connection exception), and 57P01–57P03
 * (an administrator or a crash shut it down; it is starting up and refuses connections).
 */
const LOST_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/**
 * node-postgres, its pool and PGlite say it only in words: a socket that ended under a
 * query, a client left unusable by that, no free connection within the pool's timeout,
 * a pool or an embedded database already closed (the server is shutting down).
 */
const LOST_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|PGlite is clos)/;

function isLost(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || LOST_SQLSTATE.test(code)))
    return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && LOST_MESSAGE.test(message);
}

/**
 * True when the error, or one it wraps (Drizzle keeps the driver's error as `cause`; Node
 * reports a failed connection to each of a host's addresses in an AggregateError), is a
 * lost or refused connection.
 */
export function isConnectionLost(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (isLost(current)) return true;
    queue.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
  return false;
}
