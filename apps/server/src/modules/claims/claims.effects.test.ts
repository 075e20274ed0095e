import { DEPOSIT_EFFECTS, DEPOSIT_TRANSITIONS, type DepositAction } from '@ownless/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, ledgerEntries, mailOutbox } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { paidRentalWithDeposit, sendClaim, sendDispute, startAndReturn } from '../../test/claims';
import { DAY, HOUR, testClock } from '../../test/clock';

type Rental = Awaited<ReturnType<typeof paidRentalWithDeposit>> & {
  /** When the test app was paid (real time) and the item came back (null: still out). */
  paid: number;
  back: number | null;
  claimId: number | null;
};

type Step = {
  action: DepositAction;
  /** Takes the step through the API, or runs the scheduler when nobody takes it. */
  take: (t: TestContext, r: Rental) => Promise<void>;
  /** The amount the chat message names, in cents: claimed, kept, released or charged. */
  amountCents: number;
};

const ok = (status: number, body: unknown, expected = 200) =>
  expect(status, JSON.stringify(body)).toBe(expected);

/** The scheduler's pass at `at`, which must take exactly this rental's due step. */
const scheduler = (at: (r: Rental) => number) => async (t: TestContext, r: Rental) => {
  expect(await t.app.services.reservations.settleDueDeposits(new Date(at(r)))).toBe(1);
};

/** The claim is $20 of the $50 deposit; the operator keeps $5 of it. */
const claim: Step = {
  action: 'claim',
  amountCents: 2000,
  async take(t, r) {
    const res = await sendClaim(t, r.ownerHeaders, r.id, {
      amount: '20',
      reason: 'The lens came back with a deep scratch.',
    });
    ok(res.status, res.body, 201);
    r.claimId = res.body.reservation.claim.id;
  },
};

/**
 * Paths through the deposit's machine that together take every step of DEPOSIT_EFFECTS,
 * each on a paid rental with a $50 deposit held on the card (a 24-hour claim window).
 */
const PATHS: { name: string; returned: boolean; steps: Step[] }[] = [
  {
    name: 'the window closes without a claim',
    returned: true,
    steps: [
      {
        action: 'release-deposit',
        amountCents: 5000,
        take: scheduler((r) => r.back! + 25 * HOUR),
      },
    ],
  },
  {
    name: 'a claim the renter accepts',
    returned: true,
    steps: [
      claim,
      {
        action: 'accept-claim',
        amountCents: 2000,
        async take(t, r) {
          const res = await t.request({
            method: 'POST',
            url: `/api/claims/${r.claimId}/accept`,
            headers: r.renterHeaders,
          });
          ok(res.status, res.body);
        },
      },
    ],
  },
  {
    name: 'a claim disputed and decided by the operator',
    returned: true,
    steps: [
      claim,
      {
        action: 'dispute-claim',
        amountCents: 2000,
        async take(t, r) {
          const res = await sendDispute(t, r.renterHeaders, r.claimId!, 'It was scratched before.');
          ok(res.status, res.body);
        },
      },
      {
        action: 'decide-claim',
        amountCents: 500,
        async take(t, r) {
          const { headers } = await signedInUser(t, { roles: ['customer', 'admin'] });
          const res = await t.request({
            method: 'POST',
            url: `/api/operator/claims/${r.claimId}/decide`,
            headers,
            payload: { amount: '5', note: 'The hand-over photos show a small scratch already.' },
          });
          ok(res.status, res.body);
        },
      },
    ],
  },
  {
    name: 'a claim left unanswered',
    returned: true,
    steps: [
      claim,
      { action: 'lapse-claim', amountCents: 2000, take: scheduler((r) => r.back! + 25 * HOUR) },
    ],
  },
  {
    name: 'the item kept out past the card hold',
    returned: false,
    steps: [
      { action: 'protect-hold', amountCents: 5000, take: scheduler((r) => r.paid + 6.6 * DAY) },
    ],
  },
];

describe('the deposit paths below', () => {
  it("take every step of the deposit machine's effects table", () => {
    const taken = new Set(PATHS.flatMap((p) => p.steps.map((s) => s.action)));
    expect([...taken].sort()).toEqual(Object.keys(DEPOSIT_EFFECTS).sort());
  });
});

/** What a step left behind, read after it: rows newer than `since`, and what the hub heard. */
async function since(t: TestContext, r: Rental, before: { mail: number; chat: number }) {
  const db = t.database.db;
  const [mails, chat, ledger] = await Promise.all([
    db.select().from(mailOutbox).where(gt(mailOutbox.id, before.mail)).orderBy(asc(mailOutbox.id)),
    db
      .select()
      .from(chatMessages)
      .where(and(gt(chatMessages.id, before.chat), eq(chatMessages.kind, 'system')))
      .orderBy(asc(chatMessages.id)),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, r.id))
      .orderBy(asc(ledgerEntries.id)),
  ]);
  return { mails, chat, ledger };
}

async function lastIds(t: TestContext) {
  const db = t.database.db;
  const [mail] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.id))
    .then((rows) => rows.slice(-1));
  const [chat] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .orderBy(asc(chatMessages.id))
    .then((rows) => rows.slice(-1));
  return { mail: mail?.id ?? 0, chat: chat?.id ?? 0 };
}

/**
 * The deposit machine's table (DEPOSIT_EFFECTS) names each step's ledger movements, mails,
 * chat system message and socket event; each step is taken here as people and the scheduler
 * take it, and what it did is read against the table: the deposit's ledger rows, one mail
 * per name to that party with a link to their own page of the reservation, one OwnLess
 * message in the parties' chat written by whoever took the step, and one ReservationUpdated.
 */
describe('the effects each deposit step names', () => {
  const clock = testClock();
  const t = useTestApp({ CLAIM_WINDOW_HOURS: '24' }, { now: clock.now });

  for (const path of PATHS) {
    it(`reach the ledger, the parties' mail and chat, and their pages: ${path.name}`, async () => {
      const paid = Date.now();
      const rental = await paidRentalWithDeposit(t, 1, 1);
      const r: Rental = { ...rental, paid, back: null, claimId: null };
      if (path.returned) {
        r.back = Date.parse(r.reservation.start_at) + HOUR;
        clock.set(new Date(r.back));
        await startAndReturn(t, r.renterHeaders, r.id);
      }
      const email = { renter: r.renter.email, owner: r.owner.email };

      for (const step of path.steps) {
        const named = DEPOSIT_EFFECTS[step.action];
        const what = (part: string) => `${step.action}: ${part}`;
        const before = await lastIds(t);
        const ledgerBefore = (await since(t, r, before)).ledger.length;
        const heard: { reservationId: number; status: string }[] = [];
        const stop = t.app.services.realtime.on('reservationUpdated', (e) => heard.push(e));
        try {
          await step.take(t, r);
        } finally {
          stop();
        }
        const after = await since(t, r, before);

        // Ledger: the deposit's movements the table names, in order, each gone through.
        const moved = after.ledger.slice(ledgerBefore).filter((l) => l.kind.startsWith('deposit-'));
        expect(
          moved.map((l) => `${l.kind}:${l.status}`),
          what('deposit ledger'),
        ).toEqual(named.ledger.map((kind) => `${kind}:succeeded`));

        // Mail: one per name, to that party, about this listing, linking their own page.
        expect(
          after.mails.map((m) => m.toEmail),
          what('who gets a mail'),
        ).toEqual(named.mail.map(({ to }) => email[to].toLowerCase()));
        for (const [i, mail] of after.mails.entries()) {
          const to = named.mail[i]!.to;
          const about = what(`${named.mail[i]!.template} → ${to}: ${mail.subject}`);
          expect(mail.subject, about).toContain(r.listing.name);
          expect(`${mail.subject}\n${mail.text}`, `${about}: nothing unfilled`).not.toMatch(
            /\{\w+\}/,
          );
          const page = to === 'renter' ? `/admin/my-rentals/${r.id}/` : `/admin/bookings/${r.id}/`;
          expect(
            mail.links.some((link) => link.includes(page)),
            `${about}: ${mail.links}`,
          ).toBe(true);
        }

        // Chat: OwnLess's one message, from the party who took the step (the owner's side
        // for the scheduler's and the operator's), to the other.
        const byRenter = DEPOSIT_TRANSITIONS.some(
          (s) => s.action === step.action && s.by === 'renter',
        );
        const [from, to] = byRenter ? [r.renter.id, r.owner.id] : [r.owner.id, r.renter.id];
        expect(
          after.chat.map((m) => ({ from: m.senderId, to: m.receiverId, system: m.system })),
          what('chat system message'),
        ).toEqual(
          named.chat
            ? [
                {
                  from,
                  to,
                  system: expect.objectContaining({
                    event: named.chat,
                    reservation_id: r.id,
                    reservation_code: r.reservation.code,
                    amount_cents: step.amountCents,
                  }),
                },
              ]
            : [],
        );

        // Live update: the parties' open pages hear of it once.
        expect(
          heard.map((e) => e.reservationId),
          what('ReservationUpdated'),
        ).toEqual(named.socket ? [r.id] : []);
      }
    });
  }
});
