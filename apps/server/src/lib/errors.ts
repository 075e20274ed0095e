import { english, type Message } from '../i18n';

/** Field messages as the client reads them: `{ field: [messages] }`. */
export type FieldErrors = Record<string, string[]>;
/** Field messages as thrown, each said in the request's language when the answer is sent. */
export type FieldMessages = Record<string, Message[]>;

/**
 * Errors a service throws on purpose; the error handler turns them into `{ message, errors? }`
 * in the request's language. Messages are marked for translation where they are written
 * (src/i18n/README.md); `message` and `errors` read in English (logs, tests).
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly said: Message,
    public readonly fieldMessages?: FieldMessages,
  ) {
    super(english(said));
    this.name = 'AppError';
  }

  /** The field messages in English. */
  get errors(): FieldErrors | undefined {
    return this.fieldMessages && sayFields(this.fieldMessages, english);
  }

  /** The answer's body, said by `translate`. */
  body(translate: (message: Message) => string): { message: string; errors?: FieldErrors } {
    const message = translate(this.said);
    return this.fieldMessages
      ? { message, errors: sayFields(this.fieldMessages, translate) }
      : { message };
  }
}

function sayFields(fields: FieldMessages, translate: (message: Message) => string): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [field, messages.map(translate)]),
  );
}

export const badRequest = (message: Message, errors?: FieldMessages) =>
  new AppError(400, message, errors);
export const unauthorized = (message: Message = /*i18n*/ 'Please sign in to continue.') =>
  new AppError(401, message);
export const forbidden = (message: Message = /*i18n*/ 'You are not allowed to do that.') =>
  new AppError(403, message);
export const notFound = (message: Message = /*i18n*/ 'Not found.') => new AppError(404, message);
export const conflict = (message: Message, errors?: FieldMessages) =>
  new AppError(409, message, errors);
export const unprocessable = (message: Message, errors?: FieldMessages) =>
  new AppError(422, message, errors);
export const tooManyRequests = (
  message: Message = /*i18n*/ 'Too many attempts. Please wait a moment and try again.',
) => new AppError(429, message);

/** Builds a 400 with one field message, the common case of a form error. */
export const fieldError = (field: string, message: Message) =>
  badRequest(message, { [field]: [message] });

/** The 404 of an API path no route answers: `No API route for GET /api/nope.` */
export function noApiRoute(req: { method: string; url: string }): Message {
  return /*i18n*/ {
    id: 'No API route for {method} {path}.',
    values: { method: req.method, path: req.url.split('?')[0] },
  };
}
