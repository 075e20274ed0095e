import { t } from '@lingui/core/macro';
import { CLAIM_REASON_MAX, CLAIM_REASON_MIN } from '@ownless/shared';
import { isApiError } from '@/lib/api-client';
import { formatCents } from '@/lib/i18n';
import { dollarsToCents } from '@/lib/money';

/** A reason's length, as the server counts it. */
export const REASON_MIN = CLAIM_REASON_MIN;
export const REASON_MAX = CLAIM_REASON_MAX;

/** What is wrong with a claimed amount before it is sent, or undefined. */
export function amountProblem(typed: string, depositCents: number): string | undefined {
  const cents = dollarsToCents(typed);
  if (cents === null || cents < 1) return t`Enter an amount in dollars, such as 40 or 40.50.`;
  if (cents > depositCents) {
    const deposit = formatCents(depositCents);
    return t`You can claim at most the deposit, ${deposit}.`;
  }
  return undefined;
}

/** What is wrong with a reason before it is sent, or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length;
  const min = REASON_MIN;
  const max = REASON_MAX;
  if (length < REASON_MIN) return t`Say what happened in at least ${min} characters.`;
  if (length > REASON_MAX) return t`Keep it under ${max} characters.`;
  return undefined;
}

/** The server's first message for a field of a failed submit. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.errors?.[field]?.[0];
}

/** The server's field errors that belong to none of the form's fields. */
export function otherFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string[]> | undefined {
  if (!isApiError(error) || !error.errors) return undefined;
  const rest = Object.entries(error.errors).filter(([field]) => !fields.includes(field));
  return rest.length > 0 ? Object.fromEntries(rest) : undefined;
}
