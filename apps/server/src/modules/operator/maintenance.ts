import { MAINTENANCE_ERROR_CODE } from '@ownless/shared';
import type { FastifyInstance } from 'fastify';

export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** API paths that answer during maintenance: health, the web app's settings, signing in and out. */
const OPEN_PATHS = [
  /^\/api\/health(\/|$)/,
  /^\/api\/config$/,
  /^\/api\/login$/,
  /^\/api\/logout$/,
  /^\/api\/2fa\//,
  /^\/api\/admin\/maintenance$/,
];

/**
 * Maintenance mode (decision 0009): with MAINTENANCE_MODE=true or the operators' switch on,
 * every other API request answers 503 with Retry-After, except an operator's (role
 * `admin`), so the console keeps working. Runs after the auth hook has read the token.
 */
export function registerMaintenance(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const path = req.url.split('?')[0]!;
    if (OPEN_PATHS.some((open) => open.test(path))) return;
    if (!(await app.services.operator.maintenanceActive())) return;
    if (req.userId !== null && (await app.services.operator.isAdmin(req.userId))) return;
    return reply
      .status(503)
      .header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send({
        message: req.say(
          /*i18n*/ 'OwnLess is down for maintenance. Please try again in a few minutes.',
        ),
        code: MAINTENANCE_ERROR_CODE,
        retry_after_seconds: MAINTENANCE_RETRY_AFTER_SECONDS,
      });
  });
}
