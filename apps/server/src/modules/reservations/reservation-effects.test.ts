import { ACTION_EFFECTS, type ReservationEffectKey } from '@ownless/shared';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, listingShippingOptions, mailOutbox } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { testClock } from '../../test/clock';
import { world } from '../../test/operator-world';
import { act, GOOD_CARD, sendReservationRequest } from '../../test/reservations';

type World = Awaited<ReturnType<typeof world>>;
type Step = {
  action: ReservationEffectKey;
  /** Takes the action through the API (the scheduler's call for `expire`). */
  take: (t: TestContext, w: World, id: number) => Promise<{ status: number; body: any }>;
  /** Words the mails must carry besides the reservation's details (a reason, a tracking number). */
  says?: string;
};

const step = (action: ReservationEffectKey, take: Step['take'], says?: string): Step => ({
  action,
  take,
  says,
});
const approve = step('approve', (t, w, id) => act(t, w.ownerHeaders, id, 'approve'));
const checkout = step('checkout', (t, w, id) =>
  act(t, w.renter.headers, id, 'checkout-items', { card: GOOD_CARD }),
);

/**
 * Paths through the lifecycle that together take every action of the shared table
 * (ACTION_EFFECTS), each from the first request on. A shipped rental ships; the others are
 * picked up.
 */
const PATHS: { name: string; shipped?: boolean; steps: Step[] }[] = [
  {
    name: 'picked up, used, returned and completed',
    steps: [
      approve,
      checkout,
      step('start', (t, w, id) =>
        act(t, w.renter.headers, id, 'rent-period-action', { action: 'start' }),
      ),
      step('return', (t, w, id) =>
        act(t, w.renter.headers, id, 'rent-period-action', { action: 'return' }),
      ),
      step('complete', (t, w, id) => act(t, w.ownerHeaders, id, 'complete-rent')),
    ],
  },
  {
    name: 'declined',
    steps: [
      step(
        'reject',
        (t, w, id) => act(t, w.ownerHeaders, id, 'reject', { reason: 'Booked elsewhere' }),
        'Booked elsewhere',
      ),
    ],
  },
  {
    name: 'cancelled by the renter after paying',
    steps: [
      approve,
      checkout,
      step(
        'cancel-by-renter',
        (t, w, id) =>
          act(t, w.renter.headers, id, 'cancel-reservation', { reason: 'Plans changed' }),
        'Plans changed',
      ),
    ],
  },
  {
    name: 'cancelled by the owner after payment',
    steps: [
      approve,
      checkout,
      step(
        'cancel-by-owner',
        (t, w, id) => act(t, w.ownerHeaders, id, 'seller-cancel-rent', { reason: 'It broke' }),
        'It broke',
      ),
    ],
  },
  {
    name: 'cancelled by support',
    steps: [
      step(
        'cancel-by-admin',
        (t, w, id) =>
          t.request({
            method: 'POST',
            url: `/api/admin/reservations/${id}/cancel`,
            headers: w.admin.headers,
            payload: { reason: 'Listing reported as stolen.', expected_status: 'pending' },
          }),
        'Listing reported as stolen.',
      ),
    ],
  },
  {
    name: 'shipped',
    shipped: true,
    steps: [
      approve,
      checkout,
      step(
        'ship',
        (t, w, id) => act(t, w.ownerHeaders, id, 'ship', { tracking_number: '1Z999AA10123456784' }),
        '1Z999AA10123456784',
      ),
    ],
  },
  {
    name: 'left unanswered until it expired',
    steps: [
      step('expire', async (t) => {
        const expired = await t.app.services.reservations.expireOverdue(
          new Date(Date.now() + 72 * 3_600_000),
        );
        expect(expired, 'the request expired').toBe(1);
        return { status: 200, body: { expired } };
      }),
    ],
  },
];

/** The mails queued after `afterId`, oldest first. */
const mailsAfter = (t: TestContext, afterId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(gt(mailOutbox.id, afterId))
    .orderBy(asc(mailOutbox.id));

async function lastMailId(t: TestContext) {
  const [last] = await t.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return last?.id ?? 0;
}

/** A shipping option the listing offers, for a request to be shipped. */
async function shippedBy(t: TestContext, w: World) {
  await t.database.db
    .update(listings)
    .set({ fulfilment: ['shipping'] })
    .where(eq(listings.id, w.listing.id));
  const options = (await t.request({ method: 'GET', url: '/api/shipping-options' })).body;
  await t.database.db
    .insert(listingShippingOptions)
    .values({ listingId: w.listing.id, shippingOptionId: options[0].id });
  return options[0].id as number;
}

describe('the lifecycle paths below', () => {
  it('take every action of the lifecycle table', () => {
    const taken = new Set(['request', ...PATHS.flatMap((p) => p.steps.map((s) => s.action))]);
    expect([...taken].sort()).toEqual(Object.keys(ACTION_EFFECTS).sort());
  });
});

/**
 * The lifecycle table (ACTION_EFFECTS) names each action's mails by template and recipient;
 * what a party gets is checked here as they would read it: one mail per name, to that party,
 * about this listing, with the action's reason or tracking number, no placeholder left
 * unfilled, and a link to the reservation on their own page of it.
 */
describe('the mails each lifecycle action names', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  for (const path of PATHS) {
    it(`reach the parties they name with the reservation's details: ${path.name}`, async () => {
      const w = await world(t);
      const email = { renter: w.renter.user.email, owner: w.owner.email };
      const shippingOptionId = path.shipped ? await shippedBy(t, w) : undefined;

      let id = 0;

      /** Takes `action`, then reads the mails it queued against what the table names. */
      async function expectMailsOf(
        action: ReservationEffectKey,
        take: () => Promise<{ status: number; body: any }>,
        says?: string,
      ) {
        const before = await lastMailId(t);
        const answer = await take();
        expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        const mails = await mailsAfter(t, before);
        const named = ACTION_EFFECTS[action].mail;
        expect(
          mails.map((m) => m.toEmail),
          `${action}: who gets a mail`,
        ).toEqual(named.map(({ to }) => email[to].toLowerCase()));
        for (const [i, mail] of mails.entries()) {
          const to = named[i]!.to;
          const what = `${action} → ${to}: ${mail.subject}`;
          expect(mail.subject, what).toContain('Pressure washer');
          expect(mail.text, what).toContain('Pressure washer');
          expect(`${mail.subject}\n${mail.text}`, `${what}: nothing left unfilled`).not.toMatch(
            /\{\w+\}/,
          );
          if (says) expect(mail.text, what).toContain(says);
          // The link opens the reservation, on the page of the party who receives it.
          const page = to === 'renter' ? `/admin/my-rentals/${id}/` : `/admin/bookings/${id}/`;
          expect(
            mail.links.some((link) => link.includes(page)),
            `${what}: ${mail.links}`,
          ).toBe(true);
        }
        return answer;
      }

      const requested = await expectMailsOf('request', async () => {
        const answer = await sendReservationRequest(t, w.renter.headers, w.listing.id, {
          start: 5,
          units: 2,
          fulfilment: path.shipped ? 'shipping' : 'pickup',
          shippingOptionId,
        });
        id = answer.body.reservations?.[0]?.id ?? 0;
        return answer;
      });
      for (const s of path.steps) {
        // A rental starts on its first day: the service's clock moves there.
        if (s.action === 'start') clock.set(requested.body.reservations[0].start_at);
        await expectMailsOf(s.action, () => s.take(t, w, id), s.says);
      }
    });
  }
});
