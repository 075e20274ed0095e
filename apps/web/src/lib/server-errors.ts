import { type FieldErrors, isApiError } from './api-client';

export interface SplitServerErrors<F extends string> {
  /** Each named field's messages, joined into one sentence, in the order of `fields`. */
  matched: Partial<Record<F, string>>;
  /** The messages of fields that are not in `fields`. */
  unmatched: FieldErrors;
}

/**
 * Splits the server's field errors (`errors: { field: [messages] }`) into those of the
 * fields a form shows and the rest, which the form shows as its own message. A field with
 * no messages counts as no error. Anything but an API error with field errors gives nothing.
 *
 * Free of react-hook-form and zod, so pages without such forms can use it.
 */
export function splitServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): SplitServerErrors<F> {
  const matched: Partial<Record<F, string>> = {};
  const unmatched: FieldErrors = {};
  if (!isApiError(error) || !error.errors) return { matched, unmatched };
  for (const field of fields) {
    const messages = error.errors[field];
    if (messages?.length) matched[field] = messages.join(' ');
  }
  for (const [field, messages] of Object.entries(error.errors)) {
    if (!(fields as readonly string[]).includes(field) && messages.length) {
      unmatched[field] = messages;
    }
  }
  return { matched, unmatched };
}
