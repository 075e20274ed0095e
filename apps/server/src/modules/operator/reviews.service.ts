import type { OperatorReview, OperatorReviewsQuery } from '@ownless/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { ReviewsService } from '../reviews/reviews.service';
import { auditLog } from './audit';
import { type OperatorReviewRow, operatorReviewsRepository } from './reviews.repository';

const person = (p: { id: number; firstName: string; lastName: string; email: string }) => ({
  id: p.id,
  full_name: `${p.firstName} ${p.lastName}`.trim(),
  email: p.email,
});

const toView = (row: OperatorReviewRow): OperatorReview => ({
  id: row.review.id,
  rating: row.review.rating,
  comment: row.review.comment,
  author_role: row.review.authorRole as 'renter' | 'owner',
  author: person(row.author),
  subject: person(row.subject),
  listing: { id: row.review.listingId, name: row.listingName },
  reservation: { id: row.review.reservationId, code: row.code },
  blind: Boolean(row.blind),
  hidden_at: row.review.hiddenAt?.toISOString() ?? null,
  hidden_reason: row.review.hiddenReason,
  hidden_by: row.hider?.email
    ? `${row.hider.firstName} ${row.hider.lastName} <${row.hider.email}>`
    : null,
  created_at: row.review.createdAt.toISOString(),
});

/**
 * The console's reviews (decision 0009): every review, blind or not, and hiding one with a
 * reason. A hidden review leaves every public list, rating and count (modules/reviews/blind.ts)
 * at once: the listing's stored rating is recomputed in the same transaction as the change
 * and its audit entry, and cached listing answers are forgotten after the commit. Nobody is
 * e-mailed; the author sees the review marked hidden among the reviews they gave.
 */
export function operatorReviewsService(deps: {
  db: Database;
  assertAdmin: (userId: number) => Promise<void>;
  /**
   * The reviews module hides or shows a review and recomputes its listing's stored rating,
   * both in the caller's transaction.
   */
  reviews: Pick<ReviewsService, 'setHiddenIn' | 'refreshListingRatingIn'>;
  /** Forgets cached listing answers (their rating and review count changed). */
  onRatingsChange: () => void;
}) {
  const { db, assertAdmin, reviews, onRatingsChange } = deps;

  async function change(actorId: number, id: number, hide: boolean, reason: string | null) {
    await assertAdmin(actorId);
    await db.transaction(async (tx) => {
      const repo = operatorReviewsRepository(tx);
      const review = await repo.lock(id);
      if (!review) throw notFound(/*i18n*/ 'That review does not exist.');
      if (hide === (review.hiddenAt !== null))
        throw conflict(
          hide ? /*i18n*/ 'This review is already hidden.' : /*i18n*/ 'This review is not hidden.',
        );
      await reviews.setHiddenIn(
        tx,
        id,
        hide ? { at: new Date(), reason: reason!, byId: actorId } : null,
      );
      await reviews.refreshListingRatingIn(tx, review.listingId);
      const row = (await repo.one(id))!;
      await auditLog(tx).record({
        actorId,
        action: hide ? 'review.hide' : 'review.unhide',
        subjectType: 'review',
        subjectId: id,
        subjectLabel: `${review.rating}★ by ${row.author.firstName} ${row.author.lastName} on ${row.listingName}`,
        reason,
        before: hide
          ? { hidden: false }
          : { hidden: true, hidden_reason: review.hiddenReason, hidden_by_id: review.hiddenById },
        after: { hidden: hide },
      });
    });
    onRatingsChange();
    const view = toView((await operatorReviewsRepository(db).one(id))!);
    return {
      review: view,
      message: hide
        ? /*i18n*/ {
            id: 'The review by {author} is hidden from everyone but its author.',
            values: { author: view.author.full_name },
          }
        : view.blind
          ? /*i18n*/ {
              id: 'The review by {author} shows again once it is no longer blind.',
              values: { author: view.author.full_name },
            }
          : /*i18n*/ {
              id: 'The review by {author} shows again.',
              values: { author: view.author.full_name },
            },
    };
  }

  return {
    async list(actorId: number, query: OperatorReviewsQuery) {
      await assertAdmin(actorId);
      const { rows, total } = await operatorReviewsRepository(db).page(query);
      return { items: rows.map(toView), total, page: query.page, per_page: query.per_page };
    },

    hide: (actorId: number, id: number, reason: string) => change(actorId, id, true, reason),
    unhide: (actorId: number, id: number, reason?: string) =>
      change(actorId, id, false, reason ?? null),
  };
}
