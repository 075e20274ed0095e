import { APPROVED_EXPIRY_HOURS } from '@ownless/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { inDays } from '../../test/clock';
import { createListing, referenceIds } from '../../test/factories';
import { act, bookReservation, requestReservation } from '../../test/reservations';

const SPANISH = { 'accept-language': 'es-ES,es;q=0.9' };
const ARABIC = { 'accept-language': 'ar' };

/** An owner's moderate-policy listing with a deposit, and a renter, both signed in. */
async function setup(t: TestContext) {
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
  const listing = await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Pressure washer',
    quantity: 3,
    frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
  });
  const refs = await referenceIds(t.database.db);
  await t.database.db
    .update(listings)
    .set({ depositCents: 5000, policyId: refs.policy('moderate').id })
    .where(eq(listings.id, listing.id));
  const renter = await signedInUser(t);
  return { listing, ownerHeaders, renterHeaders: renter.headers };
}

const labels = (lines: { label: string }[]) => lines.map((l) => l.label);

describe('prices and policies in the reader’s language', () => {
  const t = useTestApp();

  it('a quote asked in Spanish has Spanish line labels', async () => {
    const { listing } = await setup(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      headers: SPANISH,
      payload: {
        frequency: 'Daily',
        start_at: inDays(2),
        units: 3,
        quantity: 2,
        fulfilment: 'pickup',
      },
    });
    expect(res.status).toBe(200);
    expect(labels(res.body.quote.line_items)).toEqual([
      '3 días × 2 artículos',
      'Tarifa de servicio',
      'Fianza reembolsable',
    ]);
  });

  it('a hand-over the owner does not offer lists the ones offered in Spanish', async () => {
    const { listing } = await setup(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      headers: SPANISH,
      payload: { frequency: 'Daily', start_at: inDays(2), fulfilment: 'shipping' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.fulfilment).toEqual(['Elige una de estas: recogida.']);
  });

  it('a reservation read in Spanish explains its refund by the policy in Spanish', async () => {
    const ctx = await setup(t);
    const { id } = await bookReservation(t, ctx, ctx.listing.id, { start: 2, units: 2 });
    const res = await t.request({
      method: 'GET',
      url: `/api/reservation/${id}`,
      headers: { ...ctx.renterHeaders, ...SPANISH },
    });
    expect(res.status).toBe(200);
    const { reservation } = res.body;
    expect(labels(reservation.line_items)).toEqual([
      '2 días',
      'Tarifa de servicio',
      'Fianza reembolsable',
    ]);
    expect(reservation.cancel_refund.explanation).toBe(
      'Política moderada: si se cancela a menos de 5 días del inicio, se reembolsa la mitad del alquiler.',
    );
    // The same reservation, read without a language, stays in English.
    const english = await t.request({
      method: 'GET',
      url: `/api/reservation/${id}`,
      headers: ctx.renterHeaders,
    });
    expect(english.body.reservation.cancel_refund.explanation).toBe(
      'Moderate policy: within 5 days of the start, half of the rent is refunded.',
    );
  });

  it('an action answered in Arabic confirms it and describes the reservation in Arabic', async () => {
    const ctx = await setup(t);
    const { id } = await requestReservation(t, ctx.renterHeaders, ctx.listing.id, { units: 1 });
    const res = await act(t, { ...ctx.ownerHeaders, ...ARABIC }, id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `تمت الموافقة. لدى المستأجر ${APPROVED_EXPIRY_HOURS} ساعة للدفع.`,
    );
    expect(labels(res.body.reservation.line_items)).toEqual([
      'يوم واحد',
      'رسوم الخدمة',
      'تأمين مسترد',
    ]);
  });

  it('the money page says its ledger in Spanish', async () => {
    const ctx = await setup(t);
    const { id } = await bookReservation(t, ctx, ctx.listing.id, { start: 4, units: 1 });
    const res = await t.request({
      method: 'GET',
      url: `/api/reservation/${id}/transaction`,
      headers: { ...ctx.renterHeaders, ...SPANISH },
    });
    expect(res.status).toBe(200);
    expect(res.body.ledger.map((l: { description: string }) => l.description)).toEqual([
      'Pago de la reserva',
    ]);
  });

  it('a cart item that can no longer be rented says why in Spanish', async () => {
    const { listing, renterHeaders } = await setup(t);
    const add = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers: renterHeaders,
      payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(4), units: 2 },
    });
    expect(add.status).toBe(200);
    await t.database.db
      .update(listings)
      .set({ status: 'Draft' })
      .where(eq(listings.id, listing.id));
    const cart = await t.request({
      method: 'GET',
      url: '/api/cart',
      headers: { ...renterHeaders, ...SPANISH },
    });
    expect(cart.body.cartItems[0]).toMatchObject({
      available: false,
      unavailable_reason: 'Este anuncio no existe o ya no está disponible.',
    });
  });
});
