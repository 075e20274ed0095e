import { t } from '@lingui/core/macro';
import { cardSchema } from '@ownless/shared/rental';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { isExpired, parseExpiry, passesLuhn } from './card-input';

/** What the card form holds: the expiry is one "MM / YY" box, as on every checkout. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const CARD_FORM_FIELDS = ['number', 'expiry', 'cvc', 'name'] as const;

/** The body POST /reservation/:id/checkout-items takes in the sandbox. */
export interface CardPayload {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

/** What to fix in each field, in the reader's language (the schema's words are English). */
function fieldMessage(field: keyof CardFormValues): string {
  switch (field) {
    case 'number':
      return t`Enter the card number.`;
    case 'expiry':
      return t`Enter the expiry date as MM / YY.`;
    case 'cvc':
      return t`Enter the 3 or 4 digit security code.`;
    case 'name':
      return t`Enter the name on the card.`;
  }
}

const fieldOfIssue = (key: PropertyKey | undefined): keyof CardFormValues =>
  key === 'exp_month' || key === 'exp_year'
    ? 'expiry'
    : ((key as keyof CardFormValues) ?? 'number');

/**
 * Validates with the shared cardSchema (the server's rule) and adds what only the browser
 * checks: the Luhn digit and an expiry in the past. Errors land under the form's fields.
 */
export function validateCard(
  values: CardFormValues,
  now = new Date(),
):
  | { ok: true; card: CardPayload }
  | { ok: false; errors: Partial<Record<keyof CardFormValues, string>> } {
  const { month, year } = parseExpiry(values.expiry);
  const parsed = cardSchema.safeParse({
    number: values.number,
    exp_month: Number.isNaN(month) ? undefined : month,
    exp_year: Number.isNaN(year) ? undefined : year,
    cvc: values.cvc,
    name: values.name,
  });
  const errors: Partial<Record<keyof CardFormValues, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssue(issue.path[0]);
      errors[field] ??= fieldMessage(field);
    }
  }
  if (!errors.number && !passesLuhn(values.number)) {
    errors.number = t`That card number is not valid. Check the digits.`;
  }
  if (!errors.expiry && isExpired(month, year, now)) errors.expiry = t`This card has expired.`;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: parsed.data };
}

/** react-hook-form resolver over validateCard. */
export const cardResolver: Resolver<CardFormValues> = async (values) => {
  const result = validateCard(values);
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<CardFormValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    errors[field as keyof CardFormValues] = { type: 'validate', message };
  }
  return { values: {}, errors };
};
