import { APPROVED_EXPIRY_HOURS, PENDING_EXPIRY_HOURS } from '@ownless/shared';
import type { ReservationsDeps } from './reservation-deps';
import type { Notify } from './reservation-notifications';
import type { ReservationTransitions } from './reservation-transitions';
import { reservationsRepository } from './reservations.repository';

/** The scheduler's job that expires reservations nobody answered or paid in time. */
export function reservationExpiry(
  deps: Pick<ReservationsDeps, 'db' | 'now'>,
  uses: { notify: Notify; applyIn: ReservationTransitions['applyIn'] },
) {
  const { db, now: clock } = deps;
  const { notify, applyIn } = uses;

  return {
    /**
     * Expires unanswered requests (48 h) and unpaid approvals (24 h), through the machine
     * like any other transition. Each claim is its own transaction holding the row lock
     * (SKIP LOCKED, so instances share the work and a row a user is acting on is left to
     * them); the guard then re-reads the expiry under the lock.
     */
    async expireOverdue(now = clock(), batch = 100) {
      let count = 0;
      for (; count < batch; count++) {
        const expired = await db.transaction(async (tx) => {
          const [row] = await reservationsRepository(tx).claimExpired(now, 1);
          if (!row) return null;
          const note =
            row.status === 'pending'
              ? `The owner did not answer within ${PENDING_EXPIRY_HOURS} hours.`
              : `Not paid within ${APPROVED_EXPIRY_HOURS} hours of approval.`;
          return applyIn(tx, row, 'expire', 'system', null, { note }, now);
        });
        if (!expired) break;
        await notify(expired, 'expire');
      }
      return count;
    },
  };
}
