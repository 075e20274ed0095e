import { type SQL, sql } from 'drizzle-orm';
import type { ListingStatus } from '@ownless/shared';
import { type Executor, queryRows } from '../../db/client';
import { textArray } from '../../lib/sql-arrays';
import { findDetailBody } from './detail-body.repository';
import type { ListingSummaryRow } from './listing-json.sql';
import { cardsInOrderOn, cardsOf } from './search-cards.repository';
import { type ListingFilter, type ListingSort, orderBy, tsQuery, whereClause } from './search-sql';

export type { ListingSummaryRow } from './listing-json.sql';
export type { ListingFilter, ListingSort } from './search-sql';

/** Totals above this are estimated (see count). */
export const COUNT_CAP = 2_000;

/** How many of the newest keyword matches relevance ranks (see rankedByRelevance). */
export const RELEVANCE_CANDIDATES = 1_001;

type CardsOf = (pageIds: SQL) => SQL;

export function listingsRepository(db: Executor) {
  /** Rows of a page statement that carries `matches` on every row (and one row when empty). */
  async function withCount(statement: SQL) {
    const rows = await queryRows<ListingSummaryRow & { matches: number; rank: number | null }>(
      db,
      statement,
    );
    return {
      rows: rows
        .filter((row) => row.rank !== null)
        .map(({ matches: _matches, rank: _rank, ...row }) => row),
      matches: rows[0]?.matches ?? 0,
    };
  }

  /**
   * Keyword pages by relevance, in work bounded by the page, not by the catalogue: the
   * newest `candidates` matches are taken in the newest-first index order (or from the GIN
   * bitmap when the words are rare: the planner chooses), ranked by `ts_rank`, and
   * followed by every older match, newest first. Pages are consistent — the candidates are
   * exactly the first matches in that order — and the candidates are also the count,
   * bounded like every other search's (decision 0002).
   */
  async function rankedByRelevance(
    where: SQL,
    query: SQL,
    sort: ListingSort,
    offset: number,
    perPage: number,
    options: { candidates?: number; cards: CardsOf },
  ) {
    const pool = options.candidates ?? RELEVANCE_CANDIDATES;
    const best = sql.raw(sort.order === 'desc' ? 'ASC' : 'DESC');
    const newest = sql`l.created_at DESC, l.id DESC`;
    const ranked = sql`WITH candidates AS MATERIALIZED (
        SELECT l.id, l.created_at, ts_rank(l.search_vector, ${query}) AS score
        FROM listings l WHERE ${where} ORDER BY ${newest} LIMIT ${pool}
      ), ranked AS (
        SELECT id, row_number() OVER (ORDER BY score ${best}, created_at DESC, id DESC) AS rank
        FROM candidates
      )`;
    // Past the candidates the order is newest first; a page may straddle the two.
    const tailFrom = Math.max(offset, pool);
    const tailSize = offset + perPage - tailFrom;
    const tail =
      tailSize > 0
        ? sql` UNION ALL SELECT t.id, ${tailFrom}::bigint + t.n FROM unnest(ARRAY(
            SELECT l.id FROM listings l WHERE ${where} ORDER BY ${newest} LIMIT ${tailSize} OFFSET ${tailFrom}
          )) WITH ORDINALITY AS t(id, n)`
        : sql``;
    const pageIds = sql`(SELECT id, rank FROM ranked WHERE rank > ${offset} AND rank <= ${offset + perPage}${tail}) page`;
    const found = await withCount(sql`${ranked}
      SELECT counted.matches, found.*
      FROM (SELECT count(*)::int AS matches FROM candidates) counted
      LEFT JOIN (${options.cards(pageIds)}) found ON true
      ORDER BY found.rank`);
    return { ...found, exact: false };
  }

  return {
    /**
     * Whether every word (stop words aside) starts a word of some published listing, as the
     * keyword search matches them: a word that does is spelled as renters' listings spell it.
     */
    async knowsWords(words: string[]): Promise<boolean> {
      const [row] = await queryRows<{ known: boolean | null }>(
        db,
        sql`SELECT bool_and(numnode(q) = 0 OR EXISTS (
                SELECT 1 FROM listings l WHERE l.status = 'Published' AND l.search_vector @@ q)) AS known
            FROM unnest(${textArray(words)}) AS w, LATERAL to_tsquery('english', w || ':*') AS q`,
      );
      return row?.known ?? true;
    },

    /** A listing's status, or null when there is no such listing. */
    async statusOf(id: number): Promise<ListingStatus | null> {
      const [row] = await queryRows<{ status: ListingStatus }>(
        db,
        sql`SELECT status FROM listings WHERE id = ${id}`,
      );
      return row?.status ?? null;
    },

    /**
     * One page of listings and, with `countUpTo`, how many listings match, in one round trip.
     *
     * Keywords (full-text or typo matches) make PostgreSQL read every match from a GIN
     * bitmap and sort them, so the statement numbers the matches once and counts them:
     * exact, at no extra cost (`exact: true`). Other filters walk an index in the page's order and stop
     * after the page, and the same statement counts the matches in whatever order is
     * cheapest, stopping at `countUpTo` (decision 0002). Either way only the page's rows
     * then get their images and prices.
     */
    async search(
      filter: ListingFilter,
      page: number,
      perPage: number,
      sort: ListingSort = { field: 'newest', order: 'asc' },
      options: { countUpTo?: number } = {},
    ): Promise<{ rows: ListingSummaryRow[]; matches?: number; exact?: boolean }> {
      const offset = (page - 1) * perPage;
      const where = whereClause(filter);
      const order = orderBy(filter, sort);
      const cards = (pageIds: SQL) => cardsOf(pageIds, filter.near);
      // The page's ids in order, found with ORDER BY … LIMIT alone.
      const limited = sql`unnest(ARRAY(
          SELECT l.id FROM listings l WHERE ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${offset}
        )) WITH ORDINALITY AS page(id, rank)`;
      if (options.countUpTo === undefined) {
        return {
          rows: await queryRows<ListingSummaryRow>(db, sql`${cards(limited)} ORDER BY page.rank`),
        };
      }
      if (filter.words?.length && sort.field === 'relevance')
        return rankedByRelevance(where, tsQuery(filter.words), sort, offset, perPage, {
          candidates: options.countUpTo,
          cards,
        });
      // Ranking by typo likeness needs every match; sorted by a column, a keyword page is
      // the first rows of that column's index that match, and the count stops at countUpTo
      // as without a keyword.
      const exact = Boolean(filter.fuzzy);
      // Every match numbered once, for the count and the page (no LIMIT: with one,
      // PostgreSQL 15 costs the window as if it could stop early and walks a sort index,
      // testing the condition row by row).
      const ranked = sql`WITH ranked AS (
          SELECT l.id, row_number() OVER (ORDER BY ${order}) AS rank FROM listings l WHERE ${where}
        )`;
      const counted = exact
        ? sql`SELECT count(*)::int AS matches FROM ranked`
        : sql`SELECT count(*)::int AS matches
              FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${options.countUpTo}) bounded`;
      const pageIds = exact
        ? sql`(SELECT id, rank FROM ranked WHERE rank > ${offset} AND rank <= ${offset + perPage}) page`
        : limited;
      // One row even when the page is empty (past the end), carrying the count.
      const rows = await withCount(sql`${exact ? ranked : sql``}
        SELECT counted.matches, found.*
        FROM (${counted}) counted
        LEFT JOIN (${cards(pageIds)}) found ON true
        ORDER BY found.rank`);
      return { ...rows, exact };
    },

    /**
     * The cards of published listings in the order given, as a search page's `items` JSON
     * text; pages asked for in the same turn share one statement (search-cards.repository.ts).
     */
    cardsInOrder: cardsInOrderOn(db),

    /**
     * Exact up to COUNT_CAP matches; past that, the planner's estimate (never below the
     * cap). Counting every one of 95,000 matches costs more than the page itself.
     */
    async count(filter: ListingFilter): Promise<number> {
      const where = whereClause(filter);
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${COUNT_CAP}) capped`,
      );
      const exact = row?.total ?? 0;
      if (exact < COUNT_CAP) return exact;
      const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        db,
        sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM listings l WHERE ${where}`,
      );
      const estimate = Math.round(plan?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
      return Math.max(COUNT_CAP, estimate);
    },

    /** A listing's public page as the JSON body of GET /listing/:id (detail-body.repository.ts). */
    findDetailBody: (id: number) => findDetailBody(db, id),

    /** Published listings after `afterId` in id order, with when they last changed (the sitemap). */
    publishedPage(afterId: number, limit: number) {
      return queryRows<{ id: number; updated_at: Date | string }>(
        db,
        sql`SELECT id, updated_at FROM listings WHERE status = 'Published' AND id > ${afterId} ORDER BY id LIMIT ${limit}`,
      );
    },

    async publishedCount(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM listings WHERE status = 'Published'`,
      );
      return row?.n ?? 0;
    },

    /** Owners with at least one published listing, after `afterId` in id order (their public profiles). */
    publishingOwnersPage(afterId: number, limit: number) {
      return queryRows<{ id: number }>(
        db,
        sql`SELECT DISTINCT owner_id AS id FROM listings WHERE status = 'Published' AND owner_id > ${afterId} ORDER BY owner_id LIMIT ${limit}`,
      );
    },
  };
}
export type ListingsRepository = ReturnType<typeof listingsRepository>;
