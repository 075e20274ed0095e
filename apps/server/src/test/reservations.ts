import type { ReservationView } from '@ownless/shared';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { inDays } from './clock';

/** A sandbox card that always goes through. */
export const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2035,
  cvc: '123',
  name: 'Sam Lee',
};

/** What sends a request to an app: a test file's context, or a wrapper around another instance. */
export interface Requester {
  request: (options: InjectOptions) => Promise<{ status: number; body: any }>;
}

/** A request of one listing; the rest is what the API takes when it is left out. */
export interface ReservationRequest {
  /** Days from now (3 unless told), or an instant. */
  start?: number | string;
  frequency?: 'Hourly' | 'Daily' | 'Weekly' | 'Monthly' | 'Once';
  units?: number;
  quantity?: number;
  fulfilment?: 'pickup' | 'delivery' | 'shipping';
  shippingOptionId?: number;
}

/** Asks for a reservation of `listingId` and answers whatever the API answers. */
export function sendReservationRequest(
  t: Requester,
  headers: Record<string, string>,
  listingId: number,
  request: ReservationRequest = {},
) {
  const start = request.start ?? 3;
  return t.request({
    method: 'POST',
    url: '/api/reservation/request-reservation',
    headers,
    payload: {
      listing_id: listingId,
      frequency: request.frequency ?? 'Daily',
      start_at: typeof start === 'number' ? inDays(start) : start,
      units: request.units ?? 1,
      quantity: request.quantity ?? 1,
      fulfilment: request.fulfilment ?? 'pickup',
      shipping_option_id: request.shippingOptionId,
    },
  });
}

/** A pending reservation of `listingId` (201 expected), as the API shows it to the renter. */
export async function requestReservation(
  t: Requester,
  headers: Record<string, string>,
  listingId: number,
  request: ReservationRequest = {},
) {
  const res = await sendReservationRequest(t, headers, listingId, request);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.reservations[0] as ReservationView;
}

/** `POST /api/reservation/:id/:action` (approve, checkout-items, ship, …), answered as it is. */
export function act(
  t: Requester,
  headers: Record<string, string>,
  id: number,
  action: string,
  payload: object = {},
) {
  return t.request({ method: 'POST', url: `/api/reservation/${id}/${action}`, headers, payload });
}

/** The owner approves the request (200 expected). */
export async function approveReservation(
  t: Requester,
  ownerHeaders: Record<string, string>,
  id: number,
) {
  const res = await act(t, ownerHeaders, id, 'approve');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.reservation as ReservationView;
}

/** The renter pays an approved reservation with a card that goes through (200 expected). */
export async function payReservation(
  t: Requester,
  renterHeaders: Record<string, string>,
  id: number,
) {
  const res = await act(t, renterHeaders, id, 'checkout-items', { card: GOOD_CARD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.reservation as ReservationView;
}

/**
 * A reservation requested, approved and paid for through the API (each step expected to
 * work); answers the request's view of it (id, start, totals).
 */
export async function bookReservation(
  t: Requester,
  parties: { renterHeaders: Record<string, string>; ownerHeaders: Record<string, string> },
  listingId: number,
  request: ReservationRequest = {},
) {
  const reservation = await requestReservation(t, parties.renterHeaders, listingId, request);
  await approveReservation(t, parties.ownerHeaders, reservation.id);
  await payReservation(t, parties.renterHeaders, reservation.id);
  return reservation;
}
