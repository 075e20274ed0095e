import { PROFILE_PICTURE_PLACEHOLDER, REVIEWABLE_STATUSES } from '@ownless/shared';
import type { Database, Executor } from '../../db/client';
import { conflict, forbidden } from '../../lib/errors';
import type { ListingRatingsService } from '../listings/ratings.service';
import type { ReservationsService } from '../reservations/reservations.service';
import type { UsersService } from '../users/users.service';
import { BLIND_REVIEW_DAYS } from './blind';
import { reviewsRepository } from './reviews.repository';

type ReviewPage = Awaited<ReturnType<ReturnType<typeof reviewsRepository>['page']>>;

/**
 * Whether `authorId` has reviewed this reservation (a reservation's `reviewed_by_me`). The
 * reviews service depends on the reservations service (`withLocked`), so the reservations
 * service gets this function from services.ts instead of importing this module.
 */
export const reviewWritten =
  (db: Database) =>
  (reservationId: number, authorId: number): Promise<boolean> =>
    reviewsRepository(db).written(reservationId, authorId);

/** The reviews others can see about a user: how many, and their mean rating (null without any). */
export interface ReviewFigures {
  reviewCount: number;
  rating: number | null;
}

/**
 * The review figures of these users, by id (one query; a user nobody reviewed visibly is
 * absent). The users module shows them on an owner's profile and the owners module in its
 * directory; both are wired before this module (it depends on reservations, which depend on
 * users), so services.ts hands them this function.
 */
export const reviewFigures =
  (db: Executor) =>
  async (subjectIds: readonly number[]): Promise<Map<number, ReviewFigures>> => {
    const rows = await reviewsRepository(db).figuresAbout(subjectIds);
    return new Map(
      rows.map((r) => [r.subjectId, { reviewCount: r.reviewCount, rating: r.rating }]),
    );
  };

/**
 * Recomputes these listings' stored rating in `tx`: this module counts the renters' reviews
 * others can see, the listings module stores the figures.
 */
export async function refreshListingRatings(
  tx: Executor,
  listingRatings: ListingRatingsService,
  listingIds: readonly number[],
) {
  await listingRatings.refreshIn(tx, listingIds, (ids) =>
    reviewsRepository(tx).listingRatings(ids),
  );
}

/**
 * Reviews (docs/decisions/0003-reservations.md): once a reservation reaches a reviewable state of
 * the machine (REVIEWABLE_STATUSES: completed), renter and owner may each review the other
 * once. A renter's review also rates the listing. Reviews are blind (./blind.ts): nobody
 * but the author sees one until both sides reviewed or 14 days passed since completion.
 */
export function reviewsService(deps: {
  db: Database;
  reservations: ReservationsService;
  /** The listings module stores a listing's rating; this module computes it. */
  listingRatings: ListingRatingsService;
  /** Authors' and subjects' names and pictures: the users module's, one query a page. */
  users: Pick<UsersService, 'namesOf'>;
  /** Listings' names: the listings module's (`listings/names.service.ts`), one query a page. */
  listingNamesOf: (ids: readonly number[]) => Promise<Map<number, string>>;
}) {
  const { db, reservations, listingRatings, users, listingNamesOf } = deps;
  const repo = reviewsRepository(db);

  /**
   * A page of reviews as the API shows them: each with its author (name, picture), subject
   * and listing, asked of their modules for the page's ids at once. A review always has
   * them (its columns reference them and cascade); one that went meanwhile is left out.
   */
  async function present(page: ReviewPage) {
    const [people, listingNames] = await Promise.all([
      users.namesOf(page.rows.flatMap((r) => [r.authorId, r.subjectId])),
      listingNamesOf(page.rows.map((r) => r.listingId)),
    ]);
    return {
      total: page.total,
      rating: page.rating,
      items: page.rows.flatMap((r) => {
        const author = people.get(r.authorId);
        const subject = people.get(r.subjectId);
        const listingName = listingNames.get(r.listingId);
        if (!author || !subject || listingName === undefined) return [];
        return [
          {
            id: r.id,
            rating: r.rating,
            comment: r.comment,
            author_role: r.authorRole,
            author: {
              id: r.authorId,
              fullName: `${author.firstName} ${author.lastName}`,
              profilePicture: author.profilePicture ?? PROFILE_PICTURE_PLACEHOLDER,
            },
            subject: { id: r.subjectId, fullName: `${subject.firstName} ${subject.lastName}` },
            listing: { id: r.listingId, name: listingName },
            reservation_id: r.reservationId,
            hidden: r.hiddenAt !== null,
            created_at: r.createdAt.toISOString(),
          },
        ];
      }),
    };
  }

  return {
    /** Writes the viewer's review of a reservation; the reservation row is locked meanwhile. */
    async create(
      userId: number,
      reservationId: number,
      input: { rating: number; comment?: string },
    ) {
      const created = await reservations.withLocked(reservationId, async (tx, reservation) => {
        const role =
          reservation.renterId === userId
            ? 'renter'
            : reservation.ownerId === userId
              ? 'owner'
              : null;
        if (!role) throw forbidden(/*i18n*/ 'You can only review your own rentals.');
        if (!(REVIEWABLE_STATUSES as readonly string[]).includes(reservation.status))
          throw conflict(/*i18n*/ 'You can review once the rental is completed.');
        const writes = reviewsRepository(tx);
        if (await writes.written(reservation.id, userId))
          throw conflict(/*i18n*/ 'You already reviewed this rental.');
        const review = await writes.insert({
          reservationId: reservation.id,
          listingId: reservation.listingId,
          authorId: userId,
          subjectId: role === 'renter' ? reservation.ownerId : reservation.renterId,
          authorRole: role,
          rating: input.rating,
          comment: input.comment || null,
        });
        // Either side's review may reveal the renter's (blind reviews): the rating follows.
        await refreshListingRatings(tx, listingRatings, [reservation.listingId]);
        return review;
      });
      const both = await repo.written(created.reservationId, created.subjectId);
      return {
        review: (await present(await repo.one(created.id))).items[0]!,
        // Said in the reader's language by the route.
        message: both
          ? /*i18n*/ 'Thanks for your review. You have both reviewed, so both reviews now show.'
          : /*i18n*/ {
              id: 'Thanks for your review. It shows once the other side reviews too, or {days, plural, one {# day} other {# days}} after the rental ended.',
              values: { days: BLIND_REVIEW_DAYS },
            },
      };
    },

    /**
     * Hides a review (an operator's decision, with its reason) or shows it again (null), in
     * the caller's transaction; the caller recomputes its listing's rating with
     * `refreshListingRatingIn`.
     */
    setHiddenIn: (
      tx: Executor,
      id: number,
      hidden: { at: Date; reason: string; byId: number } | null,
    ) => reviewsRepository(tx).setHidden(id, hidden),

    /** Recomputes a listing's stored rating in the caller's transaction (an operator hid or restored a review). */
    refreshListingRatingIn: (tx: Executor, listingId: number) =>
      refreshListingRatings(tx, listingRatings, [listingId]),

    /**
     * Reviews whose 14 days ran out since the last run now count in their listing's rating:
     * the scheduler calls this.
     */
    revealDue: () =>
      db.transaction(async (tx) => {
        // Rentals whose 14 days ran out lately (a window of two days covers a missed run or
        // two), from the reservations module; their renters' reviews now count.
        const completed = await reservations.completedAgoIn(
          tx,
          BLIND_REVIEW_DAYS,
          BLIND_REVIEW_DAYS + 2,
        );
        await refreshListingRatings(
          tx,
          listingRatings,
          await reviewsRepository(tx).listingsRatedIn(completed),
        );
      }),

    /** Reviews others can see about a user. */
    aboutUser: async (userId: number, page: number, perPage: number) =>
      present(await repo.aboutUser(userId, page, perPage)),
    /** Renters' reviews of a listing that others can see. */
    ofListing: async (listingId: number, page: number, perPage: number) =>
      present(await repo.ofListing(listingId, page, perPage)),
    /** Authors always see what they wrote; a review about them shows once it is not blind. */
    mine: async (userId: number, which: 'given' | 'received', page: number, perPage: number) =>
      present(await repo.mine(userId, which, page, perPage)),
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
