import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Logs must not hand out accounts: verification and reset tokens, sign-in codes, bearer
 * tokens, cookies and passwords never reach a log line. Every argument of every log call
 * goes through `redact`, so a secret is caught wherever it hides: a URL's query or path, a
 * header, a JSON body quoted in an error message, a failed query's parameters.
 */
export const REDACTED = '[redacted]';

/** Field names whose values are secrets, in objects and in JSON quoted in text. */
const SECRET_NAME =
  /password|token|secret|authorization|cookie|signature|api_?key|access_?key|^code$/i;

const TEXT_RULES: [RegExp, string][] = [
  // Query parameters: /api/email/verify?token=…, ?code=…, &password=….
  [/([?&;](?:[\w-]*(?:password|token|secret)|code|signature|key)=)[^&#\s"'<>]*/gi, `$1${REDACTED}`],
  // The reset page carries its token in the path: /reset-password/<token>?email=….
  [/(\/reset-password\/)[^/?#\s"'<>]+/gi, `$1${REDACTED}`],
  // Credentials quoted from a header.
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  // JSON bodies quoted in error messages: "password":"…", "challenge_token":"…", "code":"123456".
  [
    /("(?:[\w-]*(?:password|token|secret)|code)"\s*:\s*)(?:"(?:[^"\\]|\\.)*"|\d+)/gi,
    `$1"${REDACTED}"`,
  ],
  // Drizzle's "Failed query: … params: …" lists the values: token hashes, password hashes.
  [/(\bparams:\s).*/g, `$1${REDACTED}`],
];

export function redactText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_RULES) result = result.replace(pattern, replacement);
  return result;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** An error as a plain object: its message, stack, cause and scalar fields (codes, constraint names). */
function errorFields(error: Error, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    type: error.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  if (error.cause !== undefined) fields.cause = error.cause;
  return redact(fields, depth) as Record<string, unknown>;
}

/** A copy of a log argument with every secret replaced; class instances are left to serializers. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) return errorFields(value, depth + 1);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      SECRET_NAME.test(key) && item !== null && item !== undefined
        ? REDACTED
        : redact(item, depth + 1);
  }
  return copy;
}

/** pino options for the app's logger: every call is redacted, requests are logged without headers. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: {
      logMethod(args, method) {
        // An Error first is pino's shorthand for { err }; keep it under that key once redacted.
        const [first, ...rest] = args as unknown[];
        const head = first instanceof Error ? { err: redact(first) } : redact(first);
        return method.apply(this, [head, ...rest.map((arg) => redact(arg))] as Parameters<
          typeof method
        >);
      },
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactText(req.url),
        remoteAddress: req.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // Already a plain object when it came through logMethod.
      err: (error: Error) =>
        (error instanceof Error ? errorFields(error, 0) : error) as {
          type: string;
          message: string;
          stack: string;
        },
    },
  };
}
