/** Errors a service throws on purpose; the error handler turns them into `{ message, errors? }`. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new AppError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new AppError(409, message, errors);
export const unprocessable = (message: string, errors?: FieldErrors) =>
  new AppError(422, message, errors);
export const tooManyRequests = (
  message = 'Too many attempts. Please wait a moment and try again.',
) => new AppError(429, message);

/** Builds a 400 with one field message, the common case of a form error. */
export const fieldError = (field: string, message: string) =>
  badRequest(message, { [field]: [message] });
