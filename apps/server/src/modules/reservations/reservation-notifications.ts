import { ACTION_EFFECTS, type ReservationEffectKey, zonedDay } from '@ownless/shared';
import { mailTemplates } from '../mail/mail.templates';
import type { ReservationsDeps } from './reservation-deps';
import { RESERVATION_MAIL } from './reservation-mail';
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
    // The days where the listing is, as its calendar and the reservation's page show them.
    const day = (instant: Date) => zonedDay(instant, card.timezone);
    const period =
      row.type === 'sale' ? day(row.startAt) : `${day(row.startAt)} to ${day(row.endAt)}`;
    const fill = (text: string) =>
      text
        .replaceAll('{listing}', card.name)
        .replaceAll('{renter}', renter.firstName)
        .replaceAll('{owner}', owner.firstName)
        .replaceAll('{period}', period)
        .replaceAll('{reason}', reason ? ` Reason: ${reason}` : '')
        .replaceAll(
          '{tracking}',
          row.trackingNumber ? ` Tracking number: ${row.trackingNumber}.` : '',
        );
    for (const { to: recipient, template: name } of effects.mail) {
      const template = RESERVATION_MAIL[name];
      const to = recipient === 'renter' ? renter : owner;
      const path =
        recipient === 'renter'
          ? `/admin/my-rentals/${row.id}/reservation-request`
          : `/admin/bookings/${row.id}/reservation-request`;
      await mail.send(
        mailTemplates.generic(
          to.email,
          to.firstName,
          fill(template.subject),
          [fill(template.body)],
          { label: template.cta, url: `${config.appUrl}${path}` },
        ),
      );
    }
  };
}

/** Sends what an action announces after its commit (`reservationNotifications`). */
export type Notify = ReturnType<typeof reservationNotifications>;
