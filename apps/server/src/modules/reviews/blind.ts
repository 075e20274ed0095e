import { type SQL, sql } from 'drizzle-orm';
import { REVIEW_BLIND_DAYS } from '@ownless/shared';

/** Days after completion when a review shows although the other side wrote none. */
export const BLIND_REVIEW_DAYS = REVIEW_BLIND_DAYS;

/**
 * Blind reviews (docs/decisions/0009-operator-console.md): a review shows to others once the other
 * party of the same reservation has reviewed too, or 14 days after the rental completed.
 * Until then only its author sees it. A review an operator hid never shows to others
 * (its author still sees it, marked hidden); the other side's hidden review still counts
 * as written, so it does not keep this one blind.
 *
 * The rule as SQL for a review row named `r` (the table's name or an alias) in the caller's
 * query; it names no table object, so read models outside this module (the console's
 * review list, the owner directory) may embed it.
 *
 * `reviewUnblindedOf`: the blind rule alone (the operators' console shows it).
 */
export const reviewUnblindedOf = (r: string): SQL =>
  sql.raw(`(
  EXISTS (SELECT 1 FROM reviews other WHERE other.reservation_id = ${r}.reservation_id AND other.author_id <> ${r}.author_id)
  OR EXISTS (SELECT 1 FROM reservations rv WHERE rv.id = ${r}.reservation_id AND rv.completed_at <= now() - make_interval(days => ${BLIND_REVIEW_DAYS}))
)`);

/** Whether others see a review: not hidden by the operators, and no longer blind. */
export const reviewVisibleOf = (r: string): SQL =>
  sql`(${sql.raw(r)}.hidden_at IS NULL AND ${reviewUnblindedOf(r)})`;
