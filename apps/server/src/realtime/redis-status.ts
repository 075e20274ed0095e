import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** A Redis connection the app holds, as /metrics reports it. */
export interface WatchedRedis {
  /** What it is for: `rate-limit`, or the real-time `publisher` / `subscriber`. */
  role: string;
  client: Redis;
  /** Errors it reported since start (each failed reconnection counts). */
  errors: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connections of this app (none without REDIS_URL). */
    redisConnections: WatchedRedis[];
  }
}

/**
 * Lists a Redis connection for /metrics (connected or not, errors so far). Redis is never
 * needed to answer a request — limits fail open, real-time events stay on this instance —
 * so its outage shows only here and in the logs.
 */
export function watchRedis(app: FastifyInstance, role: string, client: Redis) {
  if (!app.hasDecorator('redisConnections')) app.decorate('redisConnections', []);
  const watched: WatchedRedis = { role, client, errors: 0 };
  client.on('error', () => watched.errors++);
  app.redisConnections.push(watched);
}

/** Whether a watched connection can take commands now. */
export const redisConnected = (watched: WatchedRedis) => watched.client.status === 'ready';

/**
 * Commands wait for the first connection (so the limits of the first requests after start-up
 * count), and never after: once Redis has been up, a command issued while it is away fails
 * at once instead of waiting in a queue for it to come back, and the request goes on.
 */
export function queueUntilFirstConnection(client: Redis) {
  client.once('ready', () => {
    client.options.enableOfflineQueue = false;
  });
}
