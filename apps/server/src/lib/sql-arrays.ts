import { type SQL, sql } from 'drizzle-orm';

/**
 * Lists as one PostgreSQL array parameter. Drizzle spreads a JavaScript array into one
 * parameter per element, which makes the statement's text — and so its prepared plan —
 * differ with the list's length; one array literal keeps a single statement.
 */

/** Whole numbers as an array literal, the value of an `int[]` parameter: `{1,2,3}`. */
export const intArrayLiteral = (values: readonly number[]): string =>
  `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** Whole numbers as an `int[]` parameter. */
export const intArray = (values: number[]): SQL => sql`${intArrayLiteral(values)}::int[]`;

/** Strings as a `text[]` parameter, each quoted (and `"`/`\` escaped) so none reads as NULL. */
export const textArray = (values: string[]): SQL =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
