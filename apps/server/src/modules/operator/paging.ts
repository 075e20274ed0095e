import { type Column, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { containing } from '../../lib/like';

/**
 * One server page of an operator list: the rows of `page` in `order`, and how many rows
 * match in all (`counted` selects `{ n: count() }` over the same joins), asked together.
 */
export async function pageOf<Rows extends PgSelect, Counted extends PgSelect>(
  rows: Rows,
  counted: Counted,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; per_page: number },
) {
  const [items, totals] = await Promise.all([
    rows
      .where(where)
      .orderBy(...order)
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    counted.where(where),
  ]);
  const [total] = totals as { n: number }[];
  return { rows: items as Awaited<Rows>, total: Number(total?.n ?? 0) };
}

/** "First Last" of a users table (or alias), for searching by name. */
export const fullNameSql = (u: { firstName: Column; lastName: Column }) =>
  sql`${u.firstName} || ' ' || ${u.lastName}`;

/**
 * A console search box's condition: `text` anywhere in one of `fields` (case-insensitive,
 * `%` and `_` taken literally), or a number (`12`, `#12`) that is the row's `id`.
 */
export function matchesSearch(text: string, fields: (Column | SQL)[], id: Column): SQL {
  const like = containing(text);
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  return or(...fields.map((field) => ilike(field, like)), ...(number ? [eq(id, number)] : []))!;
}
