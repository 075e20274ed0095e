import type { FastifyInstance } from 'fastify';
import { asSafeRead } from '../db/read-retry';

/**
 * Marks GET and HEAD requests as safe reads for their whole life (hooks and handler): a
 * SELECT of theirs whose database connection breaks is tried once more on a fresh one
 * (db/read-retry.ts) before the request answers 503. Registered before every other hook, so
 * the session lookup is covered too.
 */
export function registerSafeReadRetry(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method === 'GET' || req.method === 'HEAD') asSafeRead(() => done());
    else done();
  });
}
