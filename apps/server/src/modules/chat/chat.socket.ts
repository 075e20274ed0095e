import {
  englishFieldMessage,
  type Locale,
  type SendMessageAck,
  sendMessageRequestSchema,
  zodIssueMessage,
} from '@ownless/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Message, translatorFor } from '../../i18n';
import { AppError } from '../../lib/errors';
import {
  databaseRuleOf,
  GENERIC_SERVER_ERROR,
  RETRY_AFTER_SECONDS,
} from '../../plugins/error-handler';

type Say = (message: Message) => string;

/** A refused payload, with a message per field as the HTTP error handler words it. */
function invalid(error: z.ZodError, say: Say): SendMessageAck {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const byDefault = zodIssueMessage({
      ...issue,
      input: issue.message === REQUIRED ? undefined : '',
    });
    const own = !byDefault || englishFieldMessage(byDefault) !== issue.message;
    (errors[issue.path.join('.') || 'body'] ??= []).push(say(own ? issue.message : byDefault));
  }
  const fields = Object.values(errors);
  const message =
    fields.length === 1 ? fields[0]![0]! : say(/*i18n*/ 'Please correct the highlighted fields.');
  return { ok: false, status: 400, message, errors };
}
const REQUIRED = 'This field is required.';

function refused(error: unknown, log: FastifyBaseLogger, say: Say): SendMessageAck {
  if (error instanceof AppError) {
    const { message, errors } = error.body(say);
    return { ok: false, status: error.statusCode, message, ...(errors ? { errors } : {}) };
  }
  const rule = databaseRuleOf(error);
  if (rule)
    return {
      ok: false,
      status: rule.status,
      message: say(rule.message),
      ...(rule.status === 503 ? { retryAfter: RETRY_AFTER_SECONDS } : {}),
    };
  log.error({ err: error }, 'sending a message over the socket failed');
  return { ok: false, status: 500, message: say(GENERIC_SERVER_ERROR) };
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
  /** The language of the answers. */
  locale: Locale,
) {
  const { userLimits, services } = app;
  const say = translatorFor(locale);
  return async (body: unknown): Promise<SendMessageAck> => {
    const parsed = sendMessageRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error, say);
    try {
      const over =
        (await userLimits.writes.attempt({ userId, method: 'POST' })) ??
        (await userLimits.chatSend.attempt({ userId }));
      if (over)
        return { ok: false, status: 429, message: say(over.message), retryAfter: over.retryAfter };
      return { ok: true, chatMessage: await services.chat.send(userId, parsed.data) };
    } catch (error) {
      return refused(error, log, say);
    }
  };
}
