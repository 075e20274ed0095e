import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import { type AccountLimit, accountLimit, waitMessage } from '../modules/auth/account-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the access token the request came with, for logout. */
    authTokenId: number | null;
  }
  interface FastifyInstance {
    /**
     * Per-user budgets shared by every way in (HTTP and the real-time connection):
     * `writes` for every signed-in write, `chatSend` for chat messages.
     */
    userLimits: { writes: AccountLimit; chatSend: AccountLimit };
  }
}

/** Chat messages a user may send a minute, over HTTP and the socket together. */
export const CHAT_SEND_PER_MINUTE = 60;

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/**
 * Reads the bearer token of every request (the web sends one with every request while
 * signed in) and sets `request.userId`. An unknown, expired or revoked token leaves the request
 * anonymous; routes that need a user answer 401.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('authTokenId', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header || !req.url.startsWith('/api/')) return;
    const match = BEARER.exec(header);
    if (!match) return;
    const session = await app.services.auth.authenticate(match[1]!);
    if (session) {
      req.userId = session.userId;
      req.authTokenId = session.tokenId;
      req.userLocale = session.locale;
    }
  });

  // A generous cap on every signed-in write, per user rather than per IP: a stolen token or
  // a runaway script cannot flood the database from many addresses (decision 0004).
  const writes = accountLimit(app, {
    name: 'user-writes',
    max: app.config.userWriteLimitPerMinute,
    timeWindow: '1 minute',
    key: (req) => (WRITE_METHODS.has(req.method) ? req.userId : null),
    message: waitMessage(/*i18n*/ 'You are making changes too quickly.'),
  });
  app.addHook('preHandler', async (req, reply) => {
    if (req.userId !== null && WRITE_METHODS.has(req.method)) await writes.take(req, reply);
  });

  // Per signed-in user, not per address: people behind one office NAT do not share a
  // budget, and one user cannot escape it by changing networks.
  const chatSend = accountLimit(app, {
    name: 'chat-send',
    max: CHAT_SEND_PER_MINUTE,
    timeWindow: '1 minute',
    key: (req) => req.userId ?? null,
    message: waitMessage(/*i18n*/ 'You are sending messages too quickly.'),
  });
  app.decorate('userLimits', { writes, chatSend });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** preHandler for routes that need a signed-in user. */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply) {
  if (req.userId === null) throw unauthorized();
}

/** The signed-in user's id inside a route guarded by `requireUser`. */
export function userIdOf(req: FastifyRequest): number {
  if (req.userId === null) throw unauthorized();
  return req.userId;
}
