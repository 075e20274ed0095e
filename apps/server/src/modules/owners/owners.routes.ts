import {
  errorResponses,
  ownerDirectoryQuerySchema,
  ownerDirectorySchema,
  PROFILE_PICTURE_PLACEHOLDER,
} from '@ownless/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queryRows } from '../../db/client';
import { visibleR } from '../reviews/blind';

/** /agents (owners with published listings) and /agencies (owners with a business name). */
export const ownersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owners',
    {
      schema: {
        querystring: ownerDirectoryQuerySchema,
        response: { 200: ownerDirectorySchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const { kind, search, page, per_page } = req.query;
      const pattern = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
      const rows = await queryRows<{
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
      }>(
        app.database.db,
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
          ${kind === 'agencies' ? sql`AND u.business_name IS NOT NULL AND u.business_name <> ''` : sql``}
          ${pattern ? sql`AND (u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern} OR u.business_name ILIKE ${pattern} OR u.city ILIKE ${pattern})` : sql``}
        ORDER BY counts.listings_count DESC, u.id
        LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      );
      return {
        total: rows[0]?.total ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          fullName: `${r.first_name} ${r.last_name}`.trim(),
          firstName: r.first_name,
          profilePicture: r.profile_picture ?? PROFILE_PICTURE_PLACEHOLDER,
          businessName: r.business_name,
          city: r.city,
          bio: r.bio,
          listingsCount: r.listings_count,
          rating: r.rating === null ? null : Math.round(r.rating * 10) / 10,
          reviewCount: r.review_count,
          memberSince: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );
};
