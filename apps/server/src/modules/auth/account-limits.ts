import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Message, nested } from '../../i18n';
import { AppError } from '../../lib/errors';

/**
 * A limit per account (normalised e-mail, user id) on top of the per-IP limits of the
 * routes: an attacker spreading guesses for one account over many addresses still meets
 * it. Counters live where the per-IP ones do (Redis with REDIS_URL, so every instance
 * shares them) and obey RATE_LIMIT_ENABLED.
 */
export interface AccountLimit {
  /** 429 with Retry-After when the account is over the limit; otherwise counts this attempt. */
  take(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** 429 with Retry-After when the account is over the limit, without counting. */
  check(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts an attempt that failed (a wrong password or code). */
  count(req: FastifyRequest): Promise<void>;
  /**
   * Counts this attempt and, when the account is over the limit, answers how long to wait
   * and the words to say so (null when it may go on). For callers without a reply to
   * refuse, such as a socket event; `subject` carries what the key reads (`userId`, `method`).
   */
  attempt(
    subject: Partial<FastifyRequest>,
  ): Promise<{ retryAfter: number; message: Message } | null>;
}

export function accountLimit(
  app: FastifyInstance,
  options: {
    /** Namespaces the counters of this limit. */
    name: string;
    max: number;
    timeWindow: string | number;
    /** The account the request is about; null leaves the request alone. */
    key: (req: FastifyRequest) => string | number | null | Promise<string | number | null>;
    message: (seconds: number) => Message;
  },
): AccountLimit {
  // The key may need a query (a challenge's user): once per request.
  const keys = new WeakMap<FastifyRequest, Promise<string | number | null>>();
  const keyOf = (req: FastifyRequest) => {
    let key = keys.get(req);
    if (!key) keys.set(req, (key = Promise.resolve(options.key(req))));
    return key;
  };
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: async (req) => `${options.name}:${(await keyOf(req)) ?? ''}`,
    allowList: async (req) => !app.config.rateLimitEnabled || (await keyOf(req)) === null,
  });

  /** Seconds to wait when over the limit, else null; `increment` counts this attempt. */
  async function waitFor(req: FastifyRequest, increment: boolean) {
    const result = await limiter(req, { increment });
    if (result.isAllowed) return null;
    const over = increment ? result.isExceeded : result.remaining <= 0 && result.ttl > 0;
    return over ? Math.max(1, result.ttlInSeconds) : null;
  }

  async function refuseIfOver(req: FastifyRequest, reply: FastifyReply, increment: boolean) {
    const seconds = await waitFor(req, increment);
    if (seconds === null) return;
    reply.header('retry-after', String(seconds));
    throw new AppError(429, options.message(seconds));
  }

  return {
    take: (req, reply) => refuseIfOver(req, reply, true),
    check: (req, reply) => refuseIfOver(req, reply, false),
    async count(req) {
      await limiter(req);
    },
    // The limiter reads only the key and the route's config from a request.
    async attempt(subject) {
      const seconds = await waitFor(
        { routeOptions: { config: {} }, ...subject } as FastifyRequest,
        true,
      );
      return seconds === null ? null : { retryAfter: seconds, message: options.message(seconds) };
    },
  };
}

/** "<what> Please wait 2 minutes and try again.": `what` is a message of its own. */
export const waitMessage =
  (what: Message) =>
  (seconds: number): Message =>
    seconds >= 120
      ? /*i18n*/ {
          id: '{what} Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
          values: { what: nested(what), minutes: Math.ceil(seconds / 60) },
        }
      : /*i18n*/ {
          id: '{what} Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
          values: { what: nested(what), seconds },
        };
