import {
  APPROVED_EXPIRY_HOURS,
  PENDING_EXPIRY_HOURS,
  type ReservationMailTemplate,
  zonedDay,
} from '@ownless/shared';
import type { Message } from '../../i18n';
import { compose, type MailDraft } from '../mail/mail.templates';

/** The names a lifecycle mail's words may use. */
type Names = Record<'listing' | 'renter' | 'owner' | 'period', string>;

/**
 * The words of each lifecycle mail, by the template name the shared lifecycle table
 * (`ACTION_EFFECTS`) gives for each action with its recipient: the party who must act next
 * or who is affected. Plain sentences; the link opens the reservation.
 */
export const RESERVATION_MAIL: Readonly<
  Record<
    ReservationMailTemplate,
    (names: Names) => { subject: Message; body: Message; cta: Message }
  >
> = {
  'new-request': ({ renter, listing, period }) => ({
    subject: /*i18n*/ { id: 'New reservation request: {listing}', values: { listing } },
    body: /*i18n*/ {
      id: '{renter} asked to rent {listing} ({period}). Please approve or reject it within {hours, plural, one {# hour} other {# hours}}.',
      values: { renter, listing, period, hours: PENDING_EXPIRY_HOURS },
    },
    cta: /*i18n*/ 'Review the request',
  }),
  'request-approved': ({ owner, listing, period }) => ({
    subject: /*i18n*/ { id: 'Approved: {listing}', values: { listing } },
    body: /*i18n*/ {
      id: '{owner} approved your request for {listing} ({period}). Pay within {hours, plural, one {# hour} other {# hours}} to confirm it.',
      values: { owner, listing, period, hours: APPROVED_EXPIRY_HOURS },
    },
    cta: /*i18n*/ 'Pay now',
  }),
  'request-declined': (values) => ({
    subject: /*i18n*/ { id: 'Request declined: {listing}', values },
    body: /*i18n*/ {
      id: '{owner} could not accept your request for {listing} ({period}).',
      values,
    },
    cta: /*i18n*/ 'Find something similar',
  }),
  'booking-paid': (values) => ({
    subject: /*i18n*/ { id: 'Paid: {listing}', values },
    body: /*i18n*/ {
      id: '{renter} paid for {listing} ({period}). Get it ready for the hand-over.',
      values,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'payment-received': (values) => ({
    subject: /*i18n*/ { id: 'Payment received: {listing}', values },
    body: /*i18n*/ {
      id: 'Thanks! Your reservation of {listing} ({period}) is confirmed.',
      values,
    },
    cta: /*i18n*/ 'Open the reservation',
  }),
  shipped: (values) => ({
    subject: /*i18n*/ { id: 'Shipped: {listing}', values },
    body: /*i18n*/ { id: '{owner} shipped {listing}. Confirm when it arrives.', values },
    cta: /*i18n*/ 'Open the reservation',
  }),
  'rental-started-owner': (values) => ({
    subject: /*i18n*/ { id: 'Rental started: {listing}', values },
    body: /*i18n*/ { id: 'The rental of {listing} is under way ({period}).', values },
    cta: /*i18n*/ 'Open the booking',
  }),
  'rental-started-renter': (values) => ({
    subject: /*i18n*/ { id: 'Rental started: {listing}', values },
    body: /*i18n*/ {
      id: 'Enjoy {listing}! Please return it by the end of the period ({period}).',
      values,
    },
    cta: /*i18n*/ 'Open the reservation',
  }),
  returned: (values) => ({
    subject: /*i18n*/ { id: 'Returned: {listing}', values },
    body: /*i18n*/ {
      id: '{renter} says {listing} is back. Check it and complete the rental to release the deposit and your payout.',
      values,
    },
    cta: /*i18n*/ 'Complete the rental',
  }),
  'completed-renter': (values) => ({
    subject: /*i18n*/ { id: 'Completed: {listing}', values },
    body: /*i18n*/ {
      id: 'Your rental of {listing} is complete and your deposit is released. How did it go? Leave a review.',
      values,
    },
    cta: /*i18n*/ 'Open the reservation',
  }),
  'completed-owner': (values) => ({
    subject: /*i18n*/ { id: 'Completed: {listing}', values },
    body: /*i18n*/ {
      id: 'The rental of {listing} is complete. Your payout is on its way.',
      values,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'cancelled-by-renter': (values) => ({
    subject: /*i18n*/ { id: 'Cancelled by the renter: {listing}', values },
    body: /*i18n*/ {
      id: '{renter} cancelled the reservation of {listing} ({period}).',
      values,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'cancelled-by-owner': (values) => ({
    subject: /*i18n*/ { id: 'Cancelled by the owner: {listing}', values },
    body: /*i18n*/ {
      id: '{owner} cancelled your reservation of {listing} ({period}). Anything you paid is refunded in full.',
      values,
    },
    cta: /*i18n*/ 'Find something similar',
  }),
  'cancelled-by-support-renter': (values) => ({
    subject: /*i18n*/ { id: 'Cancelled: {listing}', values },
    body: /*i18n*/ {
      id: 'Our support team cancelled the reservation of {listing} ({period}). Anything you paid is refunded in full.',
      values,
    },
    cta: /*i18n*/ 'Open the reservation',
  }),
  'cancelled-by-support-owner': (values) => ({
    subject: /*i18n*/ { id: 'Cancelled: {listing}', values },
    body: /*i18n*/ {
      id: 'Our support team cancelled the reservation of {listing} ({period}).',
      values,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'expired-renter': (values) => ({
    subject: /*i18n*/ { id: 'Expired: {listing}', values },
    body: /*i18n*/ {
      id: 'Your reservation of {listing} ({period}) expired before it was confirmed.',
      values,
    },
    cta: /*i18n*/ 'Find something similar',
  }),
  'expired-owner': (values) => ({
    subject: /*i18n*/ { id: 'Expired: {listing}', values },
    body: /*i18n*/ {
      id: 'The reservation of {listing} ({period}) expired before it was confirmed.',
      values,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
};

/** What a lifecycle mail tells: the reservation, its parties, and what the action added. */
export interface ReservationMailFacts {
  to: { email: string; firstName: string };
  listing: string;
  renter: string;
  owner: string;
  /** A sale is on one day; a rental runs from `startAt` to `endAt`. */
  sale: boolean;
  startAt: Date;
  endAt: Date;
  /** The listing's time zone: its days are the ones the calendar shows. */
  timezone: string;
  reason?: string | null;
  trackingNumber?: string | null;
  /** The reservation's page for the recipient. */
  url: string;
}

/** One lifecycle mail, written in the recipient's language when it is sent. */
export function reservationMail(
  name: ReservationMailTemplate,
  facts: ReservationMailFacts,
): MailDraft {
  return compose('notice', facts.to.email, facts.to.firstName, (say) => {
    // The days where the listing is, as its calendar and the reservation's page show them.
    const start = zonedDay(facts.startAt, facts.timezone);
    const end = zonedDay(facts.endAt, facts.timezone);
    const period = facts.sale
      ? start
      : say(/*i18n*/ { id: '{start} to {end}', values: { start, end } });
    const words = RESERVATION_MAIL[name]({
      listing: facts.listing,
      renter: facts.renter,
      owner: facts.owner,
      period,
    });
    const { reason, trackingNumber } = facts;
    return {
      subject: say(words.subject),
      paragraphs: [
        say(words.body),
        ...(trackingNumber
          ? [say(/*i18n*/ { id: 'Tracking number: {trackingNumber}', values: { trackingNumber } })]
          : []),
        ...(reason ? [say(/*i18n*/ { id: 'Reason: {note}', values: { note: reason } })] : []),
      ],
      action: { label: say(words.cta), url: facts.url },
    };
  });
}
