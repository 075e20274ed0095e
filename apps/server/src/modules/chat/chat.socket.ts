import { type SendMessageAck, sendMessageRequestSchema } from '@ownless/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import {
  databaseRuleOf,
  GENERIC_SERVER_ERROR,
  RETRY_AFTER_SECONDS,
} from '../../plugins/error-handler';

/** A refused payload, with a message per field as the HTTP error handler words it. */
function invalid(error: z.ZodError): SendMessageAck {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues)
    (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  const fields = Object.values(errors);
  const message = fields.length === 1 ? fields[0]![0]! : 'Please correct the highlighted fields.';
  return { ok: false, status: 400, message, errors };
}

function refused(error: unknown, log: FastifyBaseLogger): SendMessageAck {
  if (error instanceof AppError)
    return {
      ok: false,
      status: error.statusCode,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  const rule = databaseRuleOf(error);
  if (rule)
    return {
      ok: false,
      status: rule.status,
      message: rule.message,
      ...(rule.status === 503 ? { retryAfter: RETRY_AFTER_SECONDS } : {}),
    };
  log.error({ err: error }, 'sending a message over the socket failed');
  return { ok: false, status: 500, message: GENERIC_SERVER_ERROR };
}

/**
 * The `SendMessage` event: POST /chat/send-message over the connection the user already
 * has open. The connection was authenticated at its handshake and is closed when its
 * session ends, so there is no request to parse and no token to look up per message —
 * that is the whole gain (docs/performance.md "Chat"). Everything else is the route's:
 * the same schema, the same per-user budgets, the same service.
 */
export function sendMessageOverSocket(
  app: FastifyInstance,
  userId: number,
  log: FastifyBaseLogger,
) {
  const { userLimits, services } = app;
  return async (body: unknown): Promise<SendMessageAck> => {
    const parsed = sendMessageRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    try {
      const over =
        (await userLimits.writes.attempt({ userId, method: 'POST' })) ??
        (await userLimits.chatSend.attempt({ userId }));
      if (over)
        return { ok: false, status: 429, message: over.message, retryAfter: over.retryAfter };
      return { ok: true, chatMessage: await services.chat.send(userId, parsed.data) };
    } catch (error) {
      return refused(error, log);
    }
  };
}
