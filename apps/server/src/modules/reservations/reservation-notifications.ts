import { ACTION_EFFECTS, type ReservationEffectKey } from '@ownless/shared';
import type { ReservationsDeps } from './reservation-deps';
import { reservationMail } from './reservation-mail';
import { type ReservationListener, socketEffects } from './reservation-socket';
import type { ReservationRow } from './reservations.repository';

/**
 * After a commit, tells the parties and the live listeners what happened: the mails and the
 * socket event the lifecycle table names for the action (ACTION_EFFECTS).
 */
export function reservationNotifications(
  deps: Pick<ReservationsDeps, 'config' | 'mail' | 'listings' | 'users'>,
  listeners: readonly ReservationListener[],
) {
  const { config, mail, listings, users } = deps;
  const sockets = socketEffects(listeners);

  return async function notify(
    row: ReservationRow,
    action: ReservationEffectKey,
    reason?: string | null,
  ) {
    // What this action announces, as the lifecycle table names it (ACTION_EFFECTS).
    const effects = ACTION_EFFECTS[action];
    if (effects.socket) sockets[effects.socket](row);
    if (effects.mail.length === 0) return;
    const [renter, owner, card] = await Promise.all([
      users.find(row.renterId),
      users.find(row.ownerId),
      listings.card(row.listingId),
    ]);
    if (!renter || !owner || !card) return;
    for (const { to: recipient, template: name } of effects.mail) {
      const path =
        recipient === 'renter'
          ? `/admin/my-rentals/${row.id}/reservation-request`
          : `/admin/bookings/${row.id}/reservation-request`;
      // Written in the recipient's language (reservation-mail.ts, mail.service.ts).
      await mail.send(
        reservationMail(name, {
          to: recipient === 'renter' ? renter : owner,
          listing: card.name,
          renter: renter.firstName,
          owner: owner.firstName,
          sale: row.type === 'sale',
          startAt: row.startAt,
          endAt: row.endAt,
          timezone: card.timezone,
          reason,
          trackingNumber: row.trackingNumber,
          url: `${config.appUrl}${path}`,
        }),
      );
    }
  };
}

/** Sends what an action announces after its commit (`reservationNotifications`). */
export type Notify = ReturnType<typeof reservationNotifications>;
