import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ListingsBookingService } from '../listings/listings.booking.service';
import type { MailService } from '../mail/mail.service';
import type { PaymentProvider } from '../payments/provider';
import type { UsersService } from '../users/users.service';

/** What the reservations service is built from: services.ts hands these over once. */
export interface ReservationsDeps {
  db: Database;
  config: Config;
  mail: MailService;
  payments: PaymentProvider;
  /** The listings module's answers a booking needs: its row (locked where stock is decided), pricing inputs, blocked days, card. */
  listings: ListingsBookingService;
  /** The users module's answers: the parties' names and e-mail, the owner's payout account (read on the transition's transaction). */
  users: Pick<UsersService, 'find' | 'namesOf' | 'canBookIn'>;
  /** Whether this party reviewed the reservation: the reviews module's answer (it depends on this service, so it is handed over). */
  hasReviewed: (reservationId: number, authorId: number) => Promise<boolean>;
  /** The service's clock: time guards, expiry and refund deadlines read it (tests move it). */
  now: () => Date;
  log?: FastifyBaseLogger;
}
