import type { Executor } from '../../db/client';
import { heldOnCard } from './claim-views';
import type { ReservationsDeps } from './reservation-deps';
import { depositsRepository } from './deposits.repository';
import { reservationsRepository } from './reservations.repository';

/** Reads of claims for the claims routes and the operator's queue (decision 0027). */
export function claimQueries(deps: Pick<ReservationsDeps, 'db'>) {
  const { db } = deps;
  return {
    /** The reservation a claim is on, or null when there is no such claim. */
    async claimReservationId(claimId: number) {
      return (await depositsRepository(db).claim(claimId))?.reservationId ?? null;
    },

    /** The operator's queue: disputed claims (or all), oldest first, with deposit and reservation. */
    claimQueue: (status: 'disputed' | 'all', page: number, perPage: number) =>
      depositsRepository(db).queue(status, page, perPage),

    /**
     * Whether a provider reference is a deposit's hold (decision 0027): its payment events
     * are the deposit's own steps, never a reservation's payment or an outside refund.
     */
    isDepositHold: (provider: string, ref: string) =>
      depositsRepository(db).isHoldRef(provider, ref),

    /** Cents of the reservation's deposit only held on the card (a cancellation releases them). */
    heldDepositCents: async (reservationId: number, executor: Executor = db) =>
      heldOnCard(await depositsRepository(executor).ofReservation(reservationId)),

    /** A claim with its deposit and reservation, or null. */
    async claimWithReservation(claimId: number) {
      const claim = await depositsRepository(db).claim(claimId);
      if (!claim) return null;
      const [deposit, reservation] = await Promise.all([
        depositsRepository(db).ofReservation(claim.reservationId),
        reservationsRepository(db).find(claim.reservationId),
      ]);
      return deposit && reservation ? { claim, deposit, reservation } : null;
    },
  };
}
