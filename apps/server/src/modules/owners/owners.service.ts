import { PROFILE_PICTURE_PLACEHOLDER, type ownerDirectoryQuerySchema } from '@ownless/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { ownersRepository } from './owners.repository';

/** /agents (owners with published listings) and /agencies (owners with a business name). */
export function ownersService(db: Executor) {
  const repo = ownersRepository(db);
  return {
    async directory({ kind, search, page, per_page }: z.output<typeof ownerDirectoryQuerySchema>) {
      const rows = await repo.directoryPage({
        agenciesOnly: kind === 'agencies',
        search,
        page,
        perPage: per_page,
      });
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
  };
}
