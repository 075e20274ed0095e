import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { visibleR } from '../reviews/blind.repository';
import { containing } from '../../lib/like';

export interface OwnerDirectoryRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  business_name: string | null;
  city: string | null;
  bio: string | null;
  listings_count: number;
  rating: number | null;
  review_count: number;
  created_at: Date | string;
  total: number;
}

/**
 * The owners directory is a read model over users, their published listings and the reviews
 * about them; no table of its own.
 */
export function ownersRepository(db: Executor) {
  return {
    /** One page of active owners with published listings, most listings first. */
    directoryPage(filter: {
      agenciesOnly: boolean;
      search?: string;
      page: number;
      perPage: number;
    }): Promise<OwnerDirectoryRow[]> {
      const { agenciesOnly, search, page, perPage } = filter;
      const pattern = search ? containing(search) : null;
      return queryRows<OwnerDirectoryRow>(
        db,
        sql`
        SELECT u.id, u.first_name, u.last_name, u.profile_picture, u.business_name, u.city, u.bio, u.created_at,
               counts.listings_count, r.rating, coalesce(r.review_count, 0)::int AS review_count,
               count(*) OVER ()::int AS total
        FROM users u
        JOIN (SELECT owner_id, count(*)::int AS listings_count FROM listings WHERE status = 'Published' GROUP BY owner_id) counts
          ON counts.owner_id = u.id
        LEFT JOIN (SELECT subject_id, avg(rating)::float8 AS rating, count(*) AS review_count FROM reviews r WHERE ${visibleR} GROUP BY subject_id) r
          ON r.subject_id = u.id
        WHERE u.suspended_at IS NULL
          ${agenciesOnly ? sql`AND u.business_name IS NOT NULL AND u.business_name <> ''` : sql``}
          ${pattern ? sql`AND (u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern} OR u.business_name ILIKE ${pattern} OR u.city ILIKE ${pattern})` : sql``}
        ORDER BY counts.listings_count DESC, u.id
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      );
    },
  };
}
