import {
  APPROVED_EXPIRY_HOURS,
  PENDING_EXPIRY_HOURS,
  type ReservationMailTemplate,
} from '@ownless/shared';

/**
 * The text of each lifecycle mail, by the template name the shared lifecycle table
 * (`ACTION_EFFECTS`) gives for each action with its recipient: the party who must act next
 * or who is affected. Plain sentences; the link opens the reservation.
 */
export const RESERVATION_MAIL: Readonly<
  Record<ReservationMailTemplate, { subject: string; body: string; cta: string }>
> = {
  'new-request': {
    subject: 'New reservation request: {listing}',
    body: `{renter} asked to rent {listing} ({period}). Please approve or reject it within ${PENDING_EXPIRY_HOURS} hours.`,
    cta: 'Review the request',
  },
  'request-approved': {
    subject: 'Approved: {listing}',
    body: `{owner} approved your request for {listing} ({period}). Pay within ${APPROVED_EXPIRY_HOURS} hours to confirm it.`,
    cta: 'Pay now',
  },
  'request-declined': {
    subject: 'Request declined: {listing}',
    body: '{owner} could not accept your request for {listing} ({period}).{reason}',
    cta: 'Find something similar',
  },
  'booking-paid': {
    subject: 'Paid: {listing}',
    body: '{renter} paid for {listing} ({period}). Get it ready for the hand-over.',
    cta: 'Open the booking',
  },
  'payment-received': {
    subject: 'Payment received: {listing}',
    body: 'Thanks! Your reservation of {listing} ({period}) is confirmed.',
    cta: 'Open the reservation',
  },
  shipped: {
    subject: 'Shipped: {listing}',
    body: '{owner} shipped {listing}.{tracking} Confirm when it arrives.',
    cta: 'Open the reservation',
  },
  'rental-started-owner': {
    subject: 'Rental started: {listing}',
    body: 'The rental of {listing} is under way ({period}).',
    cta: 'Open the booking',
  },
  'rental-started-renter': {
    subject: 'Rental started: {listing}',
    body: 'Enjoy {listing}! Please return it by the end of the period ({period}).',
    cta: 'Open the reservation',
  },
  returned: {
    subject: 'Returned: {listing}',
    body: '{renter} says {listing} is back. Check it and complete the rental to release the deposit and your payout.',
    cta: 'Complete the rental',
  },
  'completed-renter': {
    subject: 'Completed: {listing}',
    body: 'Your rental of {listing} is complete and your deposit is released. How did it go? Leave a review.',
    cta: 'Open the reservation',
  },
  'completed-owner': {
    subject: 'Completed: {listing}',
    body: 'The rental of {listing} is complete. Your payout is on its way.',
    cta: 'Open the booking',
  },
  'cancelled-by-renter': {
    subject: 'Cancelled by the renter: {listing}',
    body: '{renter} cancelled the reservation of {listing} ({period}).{reason}',
    cta: 'Open the booking',
  },
  'cancelled-by-owner': {
    subject: 'Cancelled by the owner: {listing}',
    body: '{owner} cancelled your reservation of {listing} ({period}). Anything you paid is refunded in full.{reason}',
    cta: 'Find something similar',
  },
  'cancelled-by-support-renter': {
    subject: 'Cancelled: {listing}',
    body: 'Our support team cancelled the reservation of {listing} ({period}). Anything you paid is refunded in full.{reason}',
    cta: 'Open the reservation',
  },
  'cancelled-by-support-owner': {
    subject: 'Cancelled: {listing}',
    body: 'Our support team cancelled the reservation of {listing} ({period}).{reason}',
    cta: 'Open the booking',
  },
  'expired-renter': {
    subject: 'Expired: {listing}',
    body: 'Your reservation of {listing} ({period}) expired before it was confirmed.',
    cta: 'Find something similar',
  },
  'expired-owner': {
    subject: 'Expired: {listing}',
    body: 'The reservation of {listing} ({period}) expired before it was confirmed.',
    cta: 'Open the booking',
  },
};
