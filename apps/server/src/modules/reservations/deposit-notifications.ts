import { type ChatSystemEvent, DEPOSIT_EFFECTS, type FieldMessage } from '@ownless/shared';
import { english } from '../../i18n';
import { depositMail } from './deposit-mail';
import type { DepositOutcome } from './deposit-transitions';
import type { ReservationsDeps } from './reservation-deps';
import { type ReservationListener, socketEffects } from './reservation-socket';

/** Posts OwnLess's message in the parties' chat (the chat module, handed over by services.ts). */
export type SystemMessagePoster = (message: {
  senderId: number;
  receiverId: number;
  listingId: number;
  reservationId: number;
  text: string;
  system: ChatSystemEvent;
}) => Promise<unknown>;

const MONEY = { money: { style: 'currency', currency: 'USD' } } as const;

/** The chat message's English text (the web says it in the reader's language from `system`). */
function chatText(system: ChatSystemEvent, amount: number): FieldMessage {
  const {
    event,
    reservation_code: code,
    respond_by: respondBy = '',
    time_zone: zone = 'UTC',
  } = system;
  const values = { code, amount };
  switch (event) {
    case 'claim-opened':
      return /*i18n*/ {
        id: 'OwnLess: the owner claims {amount, number, money} of the deposit for reservation {code}. The renter can accept or dispute it until {respondBy, date, respondBy} ({zone} time); unanswered by then, it is accepted.',
        values: { code, amount, respondBy, zone },
        formats: {
          ...MONEY,
          respondBy: { dateStyle: 'medium', timeStyle: 'short', timeZone: zone },
        },
      };
    case 'claim-accepted':
      return /*i18n*/ {
        id: 'OwnLess: the renter accepted the claim on reservation {code}; {amount, number, money} of the deposit is kept for the owner.',
        values,
        formats: MONEY,
      };
    case 'claim-disputed':
      return /*i18n*/ {
        id: 'OwnLess: the renter disputed the claim on reservation {code}. OwnLess support will decide.',
        values,
      };
    case 'claim-decided':
      return /*i18n*/ {
        id: 'OwnLess: support decided the claim on reservation {code}; {amount, number, money} of the deposit is kept for the owner.',
        values,
        formats: MONEY,
      };
    case 'claim-lapsed':
      return /*i18n*/ {
        id: 'OwnLess: the claim on reservation {code} was not answered in time and is accepted; {amount, number, money} of the deposit is kept for the owner.',
        values,
        formats: MONEY,
      };
    case 'deposit-released':
      return /*i18n*/ {
        id: 'OwnLess: the deposit of {amount, number, money} for reservation {code} is released to the renter.',
        values,
        formats: MONEY,
      };
    case 'deposit-charged':
      return /*i18n*/ {
        id: 'OwnLess: the deposit of {amount, number, money} for reservation {code} was charged to the renter’s card before the card’s hold would lapse; what is not kept is refunded.',
        values,
        formats: MONEY,
      };
  }
}

/**
 * After a deposit step commits: the socket event, the mails and the chat system message the
 * deposit machine names for it (`DEPOSIT_EFFECTS`). A failure to post the chat message is
 * logged, never undoes the step.
 */
export function depositNotifications(
  deps: Pick<ReservationsDeps, 'config' | 'mail' | 'listings' | 'users' | 'log'>,
  listeners: readonly ReservationListener[],
  posters: readonly SystemMessagePoster[],
) {
  const { config, mail, listings, users, log } = deps;
  const sockets = socketEffects(listeners);

  return async function notifyDeposit(outcome: DepositOutcome) {
    const { action, row, deposit, claim, amountCents, note } = outcome;
    const effects = DEPOSIT_EFFECTS[action];
    if (effects.socket) sockets[effects.socket](row);
    const [renter, owner, card] = await Promise.all([
      users.find(row.renterId),
      users.find(row.ownerId),
      listings.card(row.listingId),
    ]);
    if (!renter || !owner || !card) return;
    const kept = deposit.capturedCents;
    for (const { to, template } of effects.mail) {
      const path =
        to === 'renter'
          ? `/admin/my-rentals/${row.id}/reservation-request`
          : `/admin/bookings/${row.id}/reservation-request`;
      await mail.send(
        depositMail(template, {
          to: to === 'renter' ? renter : owner,
          listing: card.name,
          renter: renter.firstName,
          owner: owner.firstName,
          amount:
            (template.startsWith('claim-decided') || template.startsWith('claim-lapsed')
              ? kept
              : amountCents) / 100,
          rest: deposit.releasedCents / 100,
          respondBy: (claim?.respondBy ?? new Date()).toISOString(),
          zone: card.timezone,
          note: action === 'decide-claim' ? note : null,
          url: `${config.appUrl}${path}`,
        }),
      );
    }
    if (!effects.chat) return;
    // The party whose step it was writes it; OwnLess's own steps come "from" the owner to the renter.
    const fromRenter = action === 'accept-claim' || action === 'dispute-claim';
    const amount =
      action === 'release-deposit'
        ? deposit.releasedCents
        : action === 'claim' || action === 'dispute-claim' || action === 'protect-hold'
          ? amountCents
          : kept;
    const system: ChatSystemEvent = {
      event: effects.chat,
      reservation_id: row.id,
      reservation_code: row.code,
      amount_cents: amount,
      // The renter's deadline: an unanswered claim is accepted (decision 0027).
      ...(effects.chat === 'claim-opened' && claim
        ? { respond_by: claim.respondBy.toISOString(), time_zone: card.timezone }
        : {}),
    };
    for (const post of posters) {
      try {
        await post({
          senderId: fromRenter ? row.renterId : row.ownerId,
          receiverId: fromRenter ? row.ownerId : row.renterId,
          listingId: row.listingId,
          reservationId: row.id,
          text: english(chatText(system, amount / 100)),
          system,
        });
      } catch (error) {
        log?.error({ err: error, reservationId: row.id, action }, 'claim chat message failed');
      }
    }
  };
}
