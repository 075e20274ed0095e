import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqs, listings, policies } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { mailTo, signedInOwner, signedInUser } from '../../test/auth';
import { DAY, inDays } from '../../test/clock';
import { createListing, referenceIds } from '../../test/factories';
import { requestReservation, sendReservationRequest } from '../../test/reservations';

/**
 * What GET /api/config tells the web (its pages, the quote box, checkout) is what this
 * server does: a server started with other fees than the defaults quotes, charges and pays
 * out with them, and says so.
 */
describe('the fees and rules in /api/config are the ones the server applies', () => {
  const t = useTestApp({ RENTER_SERVICE_FEE_PERCENT: '15', OWNER_COMMISSION_PERCENT: '12' });

  async function world(context: TestContext) {
    const owner = await signedInOwner(context);
    const listing = await createListing(context.database.db, {
      ownerId: owner.user.id,
      name: 'Tile saw',
      frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
    });
    const refs = await referenceIds(context.database.db);
    await context.database.db
      .update(listings)
      .set({ depositCents: 5000, policyId: refs.policy('moderate').id })
      .where(eq(listings.id, listing.id));
    const renter = await signedInUser(context);
    return { owner, listing, renter };
  }

  const config = async () => (await t.request({ method: 'GET', url: '/api/config' })).body;

  it('serves the configured fees, 15 % and 12 %', async () => {
    expect((await config()).fees).toEqual({
      renterServiceFeePercent: 15,
      ownerCommissionPercent: 12,
    });
  });

  it('quotes the renter the service fee it serves, and keeps the commission it serves', async () => {
    const { owner, listing, renter } = await world(t);
    const { fees } = await config();
    const selection = {
      frequency: 'Daily',
      start_at: inDays(3),
      units: 4,
      quantity: 1,
      fulfilment: 'pickup',
    };
    const quoted = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      headers: renter.headers,
      payload: selection,
    });
    expect(quoted.status).toBe(200);
    // 4 days at $20.00: $80.00, of which 15 % is $12.00.
    expect(quoted.body.quote).toMatchObject({
      subtotal_cents: 8000,
      service_fee_cents: (8000 * fees.renterServiceFeePercent) / 100,
      total_cents: 8000 + 1200 + 5000,
    });

    const reservation = await requestReservation(t, renter.headers, listing.id, {
      start: 3,
      units: 4,
    });
    const asOwner = await t.request({
      method: 'GET',
      url: `/api/reservation/${reservation.id}`,
      headers: owner.headers,
    });
    // 12 % of $80.00 is $9.60.
    expect(asOwner.body.reservation).toMatchObject({
      commission_cents: (8000 * fees.ownerCommissionPercent) / 100,
      payout_cents: 8000 - 960,
    });
  });

  it('refuses a start beyond the booking horizon it serves, and takes one on its last day', async () => {
    const { listing, renter } = await world(t);
    const { rules } = await config();
    const quote = (days: number) =>
      t.request({
        method: 'POST',
        url: `/api/listing/${listing.id}/quote`,
        headers: renter.headers,
        payload: {
          frequency: 'Daily',
          start_at: inDays(days),
          units: 1,
          quantity: 1,
          fulfilment: 'pickup',
        },
      });
    expect((await quote(rules.bookingHorizonDays)).status).toBe(200);
    const tooFar = await quote(rules.bookingHorizonDays + 2);
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors.start_at[0]).toContain(`${rules.bookingHorizonDays} days`);
  });

  it('gives the owner the hours to answer it serves, in the answer and in the e-mail', async () => {
    const { owner, listing, renter } = await world(t);
    const { rules } = await config();
    const sent = await sendReservationRequest(t, renter.headers, listing.id);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toContain(`${rules.requestExpiryHours} hours`);
    const reservation = sent.body.reservations[0];
    const expiresIn = Date.parse(reservation.expires_at) - Date.now();
    expect(Math.abs(expiresIn - rules.requestExpiryHours * 3_600_000)).toBeLessThan(DAY / 24);
    const [mail] = (await mailTo(t, owner.user.email)).filter((m) =>
      m.subject.startsWith('New reservation request'),
    );
    expect(mail!.text).toContain(`within ${rules.requestExpiryHours} hours`);
  });

  it('states them in the FAQs and terms a new marketplace starts with', async () => {
    const answers = (await t.request({ method: 'GET', url: '/api/faqs' })).body
      .map((f: { question: string; answer: string }) => `${f.question} ${f.answer}`)
      .join(' ');
    expect(answers).toContain('service fee of 15% of the rental subtotal');
    expect(answers).toContain('a 12% commission on the subtotal');
    expect(answers).not.toMatch(/\{[a-z_]+\}|\b10%/);
    const terms = (await t.request({ method: 'GET', url: '/api/all-terms-and-conditions' })).body
      .map((entry: { content: string }) => entry.content)
      .join(' ');
    expect(terms).toContain('a commission of 12% of the rental subtotal');
    expect(terms).not.toMatch(/\{[a-z_]+\}|\b10%/);
  });

  it('states them in the FAQs and policies operators write with rule tokens', async () => {
    await t.database.db.insert(faqs).values({
      question: 'What does OwnLess charge?',
      answer:
        'Renters pay {service_fee}, owners {commission}; owners answer within {request_hours} hours. {unknown} stays.',
      category: 'Payments',
      position: 99,
    });
    await t.database.db
      .update(policies)
      .set({ description: 'Moderate: {refund_moderate}' })
      .where(eq(policies.slug, 'moderate'));

    const faq = (await t.request({ method: 'GET', url: '/api/faqs' })).body.find(
      (f: { question: string }) => f.question === 'What does OwnLess charge?',
    );
    expect(faq.answer).toBe(
      'Renters pay 15%, owners 12%; owners answer within 48 hours. {unknown} stays.',
    );
    const moderate = (await t.request({ method: 'GET', url: '/api/policies' })).body.find(
      (p: { slug: string }) => p.slug === 'moderate',
    );
    expect(moderate.description).toBe(
      'Moderate: Full refund until 5 days before the start; 50% of the rent after that.',
    );
  });
});

describe('the damage-claim window in /api/config is the configured one', () => {
  const t = useTestApp({ CLAIM_WINDOW_HOURS: '48' });

  it('serves CLAIM_WINDOW_HOURS, which the pricing page and checkout state', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/config' })).body;
    expect(config.rules.claimWindowHours).toBe(48);
  });

  it('states it in the FAQs and terms, where they say when a deposit comes back', async () => {
    const faqs = (await t.request({ method: 'GET', url: '/api/faqs' })).body as {
      question: string;
      answer: string;
    }[];
    const deposits = faqs.find((f) => f.question === 'How do security deposits work?');
    expect(deposits!.answer).toContain(
      'It is released 48 hours after the item comes back, unless the owner opens a damage claim in that time.',
    );
    expect(deposits!.answer).toMatch(/accept the claim or dispute it within 48 hours/);
    expect(deposits!.answer).toMatch(/OwnLess support decides a disputed one/);
    const rental = (
      await t.request({ method: 'GET', url: '/api/all-terms-and-conditions' })
    ).body.find((entry: { category: string }) => entry.category === 'rental');
    expect(rental.content).toContain('released 48 hours after the item comes back');
    expect(JSON.stringify(faqs) + rental.content).not.toMatch(/\{claim_hours\}|72 hours/);
  });
});
