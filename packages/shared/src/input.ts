import { z } from 'zod';
import { fieldText } from './field-text';
import { groupDigits } from './format';

/**
 * Bounds every request field shares, so that what passes validation also fits the
 * database: ids and money are PostgreSQL `integer` (int32), dates are `date`/`timestamptz`,
 * and text columns refuse the NUL character. A value outside them is the client's mistake
 * and answers 400 with a field message, never a database error.
 */
export const MAX_INT32 = 2_147_483_647;
export const MAX_PAGE = 10_000;
export const MIN_CALENDAR_DATE = '1900-01-01';
export const MAX_CALENDAR_DATE = '2200-12-31';
/**
 * The most one reservation may cost, in cents ($999,999.99, also the most a card charge
 * can be). Every amount of a reservation (rent, fee, deposit, payout) is at most its
 * total, so they all stay far below the int32 columns that store them.
 */
export const MAX_RESERVATION_TOTAL_CENTS = 99_999_999;

/** '' and null mean "not given" in query strings and optional form fields. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A row id in a path, query or body: a whole number from 1 to 2,147,483,647. */
export const idSchema = z.coerce
  .number({ message: /*i18n*/ 'Must be a number.' })
  .int(/*i18n*/ 'Must be a whole number.')
  .min(1, /*i18n*/ 'Must be at least 1.')
  .max(MAX_INT32, /*i18n*/ 'That id is too large.');

/** An id a form chooses from a list, with one message for every way it can be wrong. */
export const chosenIdSchema = (message: string) =>
  z.coerce.number({ message }).int(message).min(1, message).max(MAX_INT32, message);

/** The `{ id }` path of routes about one row. */
export const idParamsSchema = z.object({ id: idSchema });

/** An optional id in a query string or form, where '' means none. */
export const optionalIdSchema = z.preprocess(blankToUndefined, idSchema.optional());

/** `page` of a list: 1 to 10,000, 1 when absent. */
export const pageSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: /*i18n*/ 'Must be a number.' })
    .int(/*i18n*/ 'Must be a whole number.')
    .min(1, /*i18n*/ 'Pages start at 1.')
    .max(
      MAX_PAGE,
      fieldText(/*i18n*/ { id: 'Must be at most {max}.', values: { max: groupDigits(MAX_PAGE) } }),
    )
    .default(1),
);

/** `per_page`/`limit` of a list: 1 to `max`, `fallback` when absent. */
export const perPageSchema = (max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: /*i18n*/ 'Must be a number.' })
      .int(/*i18n*/ 'Must be a whole number.')
      .min(1, /*i18n*/ 'Must be at least 1.')
      .max(max, fieldText(/*i18n*/ { id: 'Must be at most {max}.', values: { max: max } }))
      .default(fallback),
  );

const NO_NUL = /^[^\0]*$/;
const NUL_MESSAGE = /*i18n*/ 'Remove the invisible control characters from this text.';

/** A string a user typed: everything but the NUL character PostgreSQL cannot store. */
export const textSchema = (params?: { message: string }) =>
  z.string(params).regex(NO_NUL, NUL_MESSAGE);

const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** A real calendar day 'YYYY-MM-DD' (no 2026-02-30) between 1900 and 2200. */
export const calendarDateSchema = z
  .string({ message: /*i18n*/ 'Use the format YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, /*i18n*/ 'Use the format YYYY-MM-DD.')
  .refine(isCalendarDate, /*i18n*/ 'That date does not exist.')
  .refine(
    (value) => value >= MIN_CALENDAR_DATE && value <= MAX_CALENDAR_DATE,
    /*i18n*/ 'Choose a date between 1900 and 2200.',
  );

/** An optional calendar day in a query string, where '' means none. */
export const optionalCalendarDateSchema = z.preprocess(
  blankToUndefined,
  calendarDateSchema.optional(),
);

const INSTANT = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether a string is an ISO date or date-time on a real day between 1900 and 2200. */
export function isBoundedInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const day = match[1]!;
  return isCalendarDate(day) && day >= MIN_CALENDAR_DATE && day <= MAX_CALENDAR_DATE;
}

/**
 * The body of an action that takes no fields (publish, logout …): nothing, null or an
 * object, whose fields are ignored. Declared so every write route has a body schema.
 */
export const noBodySchema = z.object({}).nullish();
