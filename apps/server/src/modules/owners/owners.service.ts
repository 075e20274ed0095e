import { PROFILE_PICTURE_PLACEHOLDER, type ownerDirectoryQuerySchema } from '@ownless/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { ownersRepository } from './owners.repository';

const ratingOf = (mean: number | null) => (mean === null ? null : Math.round(mean * 10) / 10);

/** /agents (owners with published listings) and /agencies (owners with a business name). */
export function ownersService(
  db: Executor,
  deps: {
    /** The reviews others can see about these users, by id (the reviews module; one query). */
    reviewFiguresOf: (
      subjectIds: readonly number[],
    ) => Promise<Map<number, { reviewCount: number; rating: number | null }>>;
  },
) {
  const repo = ownersRepository(db);
  return {
    async directory({ kind, search, page, per_page }: z.output<typeof ownerDirectoryQuerySchema>) {
      const rows = await repo.directoryPage({
        agenciesOnly: kind === 'agencies',
        search,
        page,
        perPage: per_page,
      });
      const reviews = await deps.reviewFiguresOf(rows.map((r) => r.id));
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
          rating: ratingOf(reviews.get(r.id)?.rating ?? null),
          reviewCount: reviews.get(r.id)?.reviewCount ?? 0,
          memberSince: new Date(r.created_at).toISOString(),
        })),
      };
    },
  };
}
