import type { ReservationStatus } from '@ownless/shared';
import { forbidden } from '../../lib/errors';
import type { ReservationRow } from './reservations.repository';

/** The facts of a reservation the machine decides on: its state, rent or sale, and hand-over. */
export const factsOf = (row: ReservationRow) => ({
  status: row.status as ReservationStatus,
  type: row.type as 'rent' | 'sale',
  fulfilment: row.fulfilment as 'pickup' | 'delivery' | 'shipping',
});

/** The side this user is on in the reservation; anyone else is refused (403). */
export function roleOf(row: ReservationRow, userId: number): 'renter' | 'owner' {
  if (row.renterId === userId) return 'renter';
  if (row.ownerId === userId) return 'owner';
  throw forbidden(/*i18n*/ 'This reservation is not yours.');
}
