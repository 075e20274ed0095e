import type { ReservationSocketEvent, ReservationStatus } from '@ownless/shared';
import type { ReservationRow } from './reservations.repository';

/** A live listener of committed reservation changes (services.ts hands them to the real-time hub). */
export type ReservationListener = (event: {
  reservationId: number;
  renterId: number;
  ownerId: number;
  status: ReservationStatus;
}) => void;

/**
 * The server's implementation of each socket event the shared lifecycle table
 * (`ACTION_EFFECTS[action].socket`) names. A record over every name: an event named there
 * without an implementation here fails typecheck. `ReservationUpdated` tells the listeners;
 * the hub's `reservationUpdated` reaches the renter's and the owner's rooms
 * (realtime/socket.ts).
 */
export function socketEffects(
  listeners: readonly ReservationListener[],
): Readonly<Record<ReservationSocketEvent, (row: ReservationRow) => void>> {
  return {
    ReservationUpdated(row) {
      for (const listener of listeners)
        listener({
          reservationId: row.id,
          renterId: row.renterId,
          ownerId: row.ownerId,
          status: row.status as ReservationStatus,
        });
    },
  };
}
