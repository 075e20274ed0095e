import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
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
  created_at: Date | string;
  total: number;
}

/**
 * The owners directory is a read model over users and their published listings; no table of
 * its own. It reads the `listings` table because the directory keeps only owners with a
 * published listing, sorts by how many they have and pages on that order (LIMIT/OFFSET and
 * the total in the same query): asked of the listings module instead, every owner's count
 * would be loaded and sorted in memory for each page. The reviews figures of a page come
 * from the reviews module (owners.service).
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
               counts.listings_count, count(*) OVER ()::int AS total
        FROM users u
        JOIN (SELECT owner_id, count(*)::int AS listings_count FROM listings WHERE status = 'Published' GROUP BY owner_id) counts
          ON counts.owner_id = u.id
        WHERE u.suspended_at IS NULL
          ${agenciesOnly ? sql`AND u.business_name IS NOT NULL AND u.business_name <> ''` : sql``}
          ${pattern ? sql`AND (u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern} OR u.business_name ILIKE ${pattern} OR u.city ILIKE ${pattern})` : sql``}
        ORDER BY counts.listings_count DESC, u.id
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      );
    },
  };
}
