import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import {
  depositState,
  paidRentalWithDeposit,
  sendClaim,
  sendDispute,
  startAndReturn,
} from '../../test/claims';
import { DAY, HOUR, testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import { act, bookReservation } from '../../test/reservations';

/** The operators' claim queue, and what a sale's deposit does (decision 0027). */
describe('the claim queue and sales', () => {
  const clock = testClock();
  const t = useTestApp({ CLAIM_WINDOW_HOURS: '24' }, { now: clock.now });

  /** A returned rental starting in `start` days, with an open claim of `amount` dollars. */
  async function claimed(amount: string, start: number) {
    clock.set(new Date());
    const r = await paidRentalWithDeposit(t, start, 1);
    clock.set(new Date(Date.parse(r.reservation.start_at) + HOUR));
    await startAndReturn(t, r.renterHeaders, r.id);
    const res = await sendClaim(t, r.ownerHeaders, r.id, {
      amount,
      reason: 'The handle came back bent.',
    });
    expect(res.status).toBe(201);
    return { ...r, claim: res.body.reservation.claim };
  }

  it('lists only disputed claims by default and every claim with status=all, oldest first', async () => {
    const open = await claimed('10', 1);
    const disputed = await claimed('20', 2);
    expect(
      (await sendDispute(t, disputed.renterHeaders, disputed.claim.id, 'It was bent before.'))
        .status,
    ).toBe(200);
    const { headers: admin } = await signedInUser(t, { roles: ['customer', 'admin'] });
    const queue = (query: string) =>
      t.request({ method: 'GET', url: `/api/operator/claims${query}`, headers: admin });

    const waiting = await queue('');
    expect(waiting.body.items.map((c: { id: number }) => c.id)).toEqual([disputed.claim.id]);
    const all = await queue('?status=all');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1 });
    expect(all.body.items).toMatchObject([
      { id: open.claim.id, status: 'open', amount_cents: 1000, disputed_at: null },
      { id: disputed.claim.id, status: 'disputed', amount_cents: 2000 },
    ]);
    expect(all.body.items[1].disputed_at).not.toBeNull();
    // Only operators see it; an unknown status is a field error.
    const asOwner = await t.request({
      method: 'GET',
      url: '/api/operator/claims?status=all',
      headers: open.ownerHeaders,
    });
    expect(asOwner.status).toBe(403);
    const bad = await queue('?status=lost');
    expect(bad.status).toBe(400);
  });

  it('never gives a sale a deposit stage, even when the listing asks a deposit of its rentals', async () => {
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      frequencies: [{ type: 'sale', frequency: 'Once', priceCents: 30000 }],
    });
    await t.database.db
      .update(listings)
      .set({ depositCents: 5000 })
      .where(eq(listings.id, listing.id));
    const { headers: renterHeaders } = await signedInUser(t);
    const sale = await bookReservation(t, { renterHeaders, ownerHeaders }, listing.id, {
      frequency: 'Once',
      start: 1,
    });
    // A sale is not coming back: nothing is held against damage.
    expect(sale.deposit_cents).toBe(0);
    expect(sale.deposit).toBeNull();
    clock.set(new Date(Date.parse(sale.start_at) + HOUR));
    const completed = await act(t, ownerHeaders, sale.id, 'complete-rent');
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const view = (
      await t.request({
        method: 'GET',
        url: `/api/reservation/${sale.id}`,
        headers: ownerHeaders,
      })
    ).body.reservation;
    // No claim to make and nothing for the scheduler after the hand-over either.
    expect(view.claim_actions).toEqual([]);
    expect(view.deposit).toBeNull();
    expect(view.claim).toBeNull();
    const refused = await sendClaim(t, ownerHeaders, sale.id, {
      amount: '10',
      reason: 'Not as described.',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(
      await t.app.services.reservations.settleDueDeposits(new Date(Date.now() + 30 * DAY)),
    ).toBe(0);
    expect(await depositState(t, sale.id)).toMatchObject({ deposit: null, claim: null });
  });
});
