import type { ReservationAction } from '@ownless/shared';

/**
 * Who hears about each transition, and what they are told: the party who must act next
 * or who is affected. Plain sentences; the link opens the reservation.
 */
export const RESERVATION_MAIL: Partial<
  Record<
    ReservationAction | 'request',
    { to: 'owner' | 'renter'; subject: string; body: string; cta: string }[]
  >
> = {
  request: [
    {
      to: 'owner',
      subject: 'New reservation request: {listing}',
      body: '{renter} asked to rent {listing} ({period}). Please approve or reject it within 48 hours.',
      cta: 'Review the request',
    },
  ],
  approve: [
    {
      to: 'renter',
      subject: 'Approved: {listing}',
      body: '{owner} approved your request for {listing} ({period}). Pay within 24 hours to confirm it.',
      cta: 'Pay now',
    },
  ],
  reject: [
    {
      to: 'renter',
      subject: 'Request declined: {listing}',
      body: '{owner} could not accept your request for {listing} ({period}).{reason}',
      cta: 'Find something similar',
    },
  ],
  checkout: [
    {
      to: 'owner',
      subject: 'Paid: {listing}',
      body: '{renter} paid for {listing} ({period}). Get it ready for the hand-over.',
      cta: 'Open the booking',
    },
    {
      to: 'renter',
      subject: 'Payment received: {listing}',
      body: 'Thanks! Your reservation of {listing} ({period}) is confirmed.',
      cta: 'Open the reservation',
    },
  ],
  ship: [
    {
      to: 'renter',
      subject: 'Shipped: {listing}',
      body: '{owner} shipped {listing}.{tracking} Confirm when it arrives.',
      cta: 'Open the reservation',
    },
  ],
  start: [
    {
      to: 'owner',
      subject: 'Rental started: {listing}',
      body: 'The rental of {listing} is under way ({period}).',
      cta: 'Open the booking',
    },
    {
      to: 'renter',
      subject: 'Rental started: {listing}',
      body: 'Enjoy {listing}! Please return it by the end of the period ({period}).',
      cta: 'Open the reservation',
    },
  ],
  return: [
    {
      to: 'owner',
      subject: 'Returned: {listing}',
      body: '{renter} says {listing} is back. Check it and complete the rental to release the deposit and your payout.',
      cta: 'Complete the rental',
    },
  ],
  complete: [
    {
      to: 'renter',
      subject: 'Completed: {listing}',
      body: 'Your rental of {listing} is complete and your deposit is released. How did it go? Leave a review.',
      cta: 'Open the reservation',
    },
    {
      to: 'owner',
      subject: 'Completed: {listing}',
      body: 'The rental of {listing} is complete. Your payout is on its way.',
      cta: 'Open the booking',
    },
  ],
  'cancel-by-renter': [
    {
      to: 'owner',
      subject: 'Cancelled by the renter: {listing}',
      body: '{renter} cancelled the reservation of {listing} ({period}).{reason}',
      cta: 'Open the booking',
    },
  ],
  'cancel-by-owner': [
    {
      to: 'renter',
      subject: 'Cancelled by the owner: {listing}',
      body: '{owner} cancelled your reservation of {listing} ({period}). Anything you paid is refunded in full.{reason}',
      cta: 'Find something similar',
    },
  ],
  'cancel-by-admin': [
    {
      to: 'renter',
      subject: 'Cancelled: {listing}',
      body: 'Our support team cancelled the reservation of {listing} ({period}). Anything you paid is refunded in full.{reason}',
      cta: 'Open the reservation',
    },
    {
      to: 'owner',
      subject: 'Cancelled: {listing}',
      body: 'Our support team cancelled the reservation of {listing} ({period}).{reason}',
      cta: 'Open the booking',
    },
  ],
  expire: [
    {
      to: 'renter',
      subject: 'Expired: {listing}',
      body: 'Your reservation of {listing} ({period}) expired before it was confirmed.',
      cta: 'Find something similar',
    },
    {
      to: 'owner',
      subject: 'Expired: {listing}',
      body: 'The reservation of {listing} ({period}) expired before it was confirmed.',
      cta: 'Open the booking',
    },
  ],
};
