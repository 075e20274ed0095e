import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { englishFieldMessage, localeFromAcceptLanguage, zodIssueMessage } from '@ownless/shared';
import { isConnectionLost } from '../db/connection-lost';
import { type Message, translatorFor } from '../i18n';
import { registerRequestLocale } from '../i18n/request-locale';
import { AppError, type FieldErrors } from '../lib/errors';
import { MAX_UPLOAD_BYTES } from '../lib/images';

export const GENERIC_SERVER_ERROR =
  /*i18n*/ 'Something went wrong on our side. Please try again in a moment.';
const TRY_AGAIN = /*i18n*/ 'Someone else changed this at the same time. Please try again.';
const BUSY = /*i18n*/ 'We are busy right now. Please try again in a moment.';
export const UNAVAILABLE =
  /*i18n*/ 'The service is briefly unavailable. Please try again in a moment.';
const REQUIRED = 'This field is required.';
/**
 * Seconds a client waits before trying again after a 503: about what a PostgreSQL restart
 * or failover takes, so a retry lands after it rather than in it.
 */
export const RETRY_AFTER_SECONDS = 5;

interface DatabaseRule {
  status: number;
  message: string;
}

const UNAVAILABLE_RULE: DatabaseRule = { status: 503, message: UNAVAILABLE };

/**
 * PostgreSQL error codes (SQLSTATE) that mean "the request broke a rule" or "try again",
 * not "the server broke". The request schemas reject these values first; this table is
 * the last line of defence for whatever slips past them.
 */
const DATABASE_RULE_ERRORS: Record<string, DatabaseRule> = {
  '22001': { status: 400, message: /*i18n*/ 'Some text is too long.' },
  '22003': { status: 400, message: /*i18n*/ 'A number is out of range.' },
  '22007': { status: 400, message: /*i18n*/ 'A date is not valid.' },
  '22008': { status: 400, message: /*i18n*/ 'A date is out of range.' },
  '22021': { status: 400, message: /*i18n*/ 'Some text contains characters that are not allowed.' },
  '22P05': { status: 400, message: /*i18n*/ 'Some text contains characters that are not allowed.' },
  '2201W': { status: 400, message: /*i18n*/ 'The page size is not valid.' },
  '2201X': { status: 400, message: /*i18n*/ 'That page does not exist.' },
  '22P02': { status: 400, message: /*i18n*/ 'Some values have the wrong format.' },
  '23502': { status: 400, message: /*i18n*/ 'A required value is missing.' },
  '23503': { status: 400, message: /*i18n*/ 'That refers to something that does not exist.' },
  '23505': { status: 409, message: /*i18n*/ 'That already exists.' },
  '23514': { status: 400, message: /*i18n*/ 'Some values are not allowed.' },
  '23P01': { status: 409, message: /*i18n*/ 'That overlaps with something that already exists.' },
  '40001': { status: 409, message: TRY_AGAIN },
  '40P01': { status: 409, message: TRY_AGAIN },
  '55P03': { status: 409, message: TRY_AGAIN },
  '54000': { status: 400, message: /*i18n*/ 'Some values are too long.' },
  '57014': { status: 503, message: BUSY },
  // The server is shutting down (administrator, crash) or still starting up.
  '57P01': UNAVAILABLE_RULE,
  '57P02': UNAVAILABLE_RULE,
  '57P03': UNAVAILABLE_RULE,
};

/** Whole classes, for codes of a class the table does not name (SQLSTATE's first two characters). */
const DATABASE_RULE_CLASSES: Record<string, DatabaseRule> = {
  '22': { status: 400, message: /*i18n*/ 'Some values are not valid.' },
  '23': { status: 409, message: /*i18n*/ 'That conflicts with existing data.' },
  '40': { status: 409, message: TRY_AGAIN },
  '53': { status: 503, message: BUSY },
  // Connection exceptions: the connection could not be made or was lost.
  '08': UNAVAILABLE_RULE,
};

const SQLSTATE = /^[0-9][0-9A-Z]{4}$/;

/**
 * Fastify's and its plugins' own refusals of a request (their messages are English), by code,
 * said in the reader's language. A code not here keeps its message.
 */
const FRAMEWORK_ERRORS: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ 'The request needs a JSON body.',
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: /*i18n*/ 'The request is not as long as it says.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ 'This type of request body is not accepted here.',
  FST_REQ_FILE_TOO_LARGE: /*i18n*/ {
    id: 'That file is too large. Upload a file of at most {megabytes} MB.',
    values: { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024) },
  },
  FST_FILES_LIMIT: /*i18n*/ 'Too many files at once. Upload fewer files.',
  FST_PARTS_LIMIT: /*i18n*/ 'The upload has too many parts.',
  FST_FIELDS_LIMIT: /*i18n*/ 'The upload has too many fields.',
  // A form field named `__proto__` (or `constructor`…) is refused by @fastify/multipart.
  FST_PROTO_VIOLATION: /*i18n*/ 'A field of the upload has a name that is not allowed.',
  FST_ERR_MAX_PARAM_LENGTH: /*i18n*/ 'Part of the address is too long.',
  FST_ERR_BAD_URL: /*i18n*/ 'The address is not valid.',
};

/**
 * The router's own refusals, made before any route or hook (a path parameter past 100
 * characters, a path that is not valid percent-encoding): without this, Fastify answers them
 * in English with the whole path echoed back. Pass as Fastify's `frameworkErrors`.
 */
export function routerRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const t = translatorFor(localeFromAcceptLanguage(request.headers['accept-language']));
  const known = FRAMEWORK_ERRORS[error.code];
  return reply
    .status(error.statusCode ?? 400)
    .send({ message: t(known ?? /*i18n*/ 'The address is not valid.') });
}

/**
 * Busboy, under @fastify/multipart, throws plain errors with no status on a cut-off or
 * malformed upload; only their messages tell them apart.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Multipart: Boundary not found|Malformed part header)/;

/**
 * The database rule an error broke, looking through its causes: Drizzle wraps the
 * driver's error (which carries the SQLSTATE) in a DrizzleQueryError as `cause`. A lost
 * connection is the 503 rule: a 503 is answered with Retry-After (RETRY_AFTER_SECONDS).
 */
export function databaseRuleOf(error: unknown): DatabaseRule | null {
  const seen = new Set<unknown>();
  for (
    let current = error;
    current && typeof current === 'object' && !seen.has(current);
    current = (current as { cause?: unknown }).cause
  ) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code !== 'string' || !SQLSTATE.test(code)) continue;
    return DATABASE_RULE_ERRORS[code] ?? DATABASE_RULE_CLASSES[code.slice(0, 2)] ?? null;
  }
  // Drivers report most lost connections in words or a network code, not a SQLSTATE.
  return isConnectionLost(error) ? UNAVAILABLE_RULE : null;
}

function fieldName(instancePath: string, context: string | undefined) {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || (context === 'body' ? 'body' : (context ?? 'request'));
}

/**
 * A validation problem's message in the reader's language. Zod wrote it in English, either a
 * default one (zodIssueMessage, said again here in the reader's language) or the schema's own,
 * which is its own id in the catalogs.
 */
function fieldMessage(
  issue: { keyword: string; message?: string; params?: Record<string, unknown> },
  translate: (message: string | { id: string; values?: Record<string, unknown> }) => string,
): string {
  const english = issue.message ?? 'Not valid.';
  // Zod keeps no input in its issues: a missing value is told by the English message.
  const input = english === REQUIRED ? undefined : '';
  const facts = { ...issue.params, code: issue.keyword, input };
  const byDefault = zodIssueMessage(facts);
  if (byDefault && englishFieldMessage(byDefault) === english) return translate(byDefault);
  return translate(english);
}

/**
 * One error shape for every failure: `{ message, errors? }`. Validation problems become
 * 400 with a message per field; nothing internal (stack, SQL) ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance) {
  registerRequestLocale(app);
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const t = translatorFor(request.locale);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.body(t));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext);
        const message =
          field === 'body' && issue.message === REQUIRED
            ? t(/*i18n*/ 'The request needs a JSON body.')
            : fieldMessage(issue, t);
        (errors[field] ??= []).push(message);
      }
      const first = Object.values(errors)[0]?.[0];
      const message =
        Object.keys(errors).length === 1 && first
          ? first
          : t(/*i18n*/ 'Please correct the highlighted fields.');
      return reply.status(400).send({ message, errors });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: t(GENERIC_SERVER_ERROR) });
    }

    const rule = databaseRuleOf(error);
    if (rule && rule.status !== 503) {
      // A value the schemas should have refused: worth a look, though the client is told why.
      request.log.warn({ err: error }, 'database rule rejected the request');
      return reply.status(rule.status).send({ message: t(rule.message) });
    }
    // Nothing wrong with the request: the database was lost, busy or restarting. A write is
    // not retried here — it may have committed before its connection broke — so the client
    // is told when to try again instead (docs/decisions/0020-outages.md).
    if (rule) {
      request.log.warn({ err: error }, 'database or another service unavailable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: t(rule.message) });
    }

    if (request.isMultipart() && MALFORMED_MULTIPART.test(error.message)) {
      return reply.status(400).send({
        message: t(
          /*i18n*/ 'The upload was cut off or is not valid multipart/form-data. Please try again.',
        ),
      });
    }

    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const known = FRAMEWORK_ERRORS[(error as FastifyError).code];
      return reply.status(status).send({ message: known ? t(known) : error.message });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: t(GENERIC_SERVER_ERROR) });
  });
}
