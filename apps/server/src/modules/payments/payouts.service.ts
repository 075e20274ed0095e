import type Stripe from 'stripe';
import type { Config } from '../../config';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { toCurrentUser } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import type { Database } from '../../db/client';
import type { ReservationsService } from '../reservations/reservations.service';
import { createStripeClient } from './stripe-client';
import { applyPaymentEvent, PAYMENT_EVENTS } from './stripe-events';
import { stripeEventJournal } from './stripe-events.repository';

/**
 * Owner payout accounts through the configured provider
 * (docs/decisions/0005-listings-and-owners.md): the sandbox keeps a local form; Stripe uses Connect
 * Express onboarding links, and the `account.updated` webhook (verified by signature) marks the
 * account connected.
 */
export function payoutsService(deps: {
  config: Config;
  users: UsersService;
  db: Database;
  reservations: ReservationsService;
}) {
  const { config, users, db, reservations } = deps;
  const provider = config.payments.provider;
  let stripe: Stripe | null = null;
  const stripeClient = () => (stripe ??= createStripeClient(config));

  async function applicant(userId: number) {
    const user = await users.load(userId);
    if (!user.sellerStatus)
      throw forbidden(/*i18n*/ 'Apply as an owner first: payouts are for owners.');
    if (user.sellerStatus === 'Rejected')
      throw forbidden(/*i18n*/ 'Your owner application was not approved.');
    return user;
  }

  return {
    provider,

    async status(userId: number) {
      const user = await users.load(userId);
      return {
        provider,
        isStripeConnected: user.isStripeConnected,
        account: user.payoutAccount
          ? { holder: user.payoutAccount.holder, last4: user.payoutAccount.last4 }
          : null,
      };
    },

    async connectSandbox(
      userId: number,
      input: { account_holder: string; routing_number: string; account_number: string },
    ) {
      if (provider !== 'sandbox')
        throw conflict(/*i18n*/ 'Payouts are connected through Stripe on this marketplace.');
      await applicant(userId);
      const updated = await users.update(userId, {
        isStripeConnected: true,
        payoutAccount: {
          holder: input.account_holder,
          last4: input.account_number.slice(-4),
          routingLast4: input.routing_number.slice(-4),
        },
      });
      return toCurrentUser(updated);
    },

    /** Creates (once) the Express account and returns a fresh onboarding link. */
    async stripeOnboardingLink(userId: number) {
      if (provider !== 'stripe')
        throw conflict(/*i18n*/ 'This marketplace uses the sandbox payout form.');
      const user = await applicant(userId);
      const client = stripeClient();
      let accountId = user.stripeAccountId;
      if (!accountId) {
        const account = await client.accounts.create({
          type: 'express',
          country: 'US',
          email: user.email,
          capabilities: { transfers: { requested: true } },
          business_type: user.businessName ? 'company' : 'individual',
          metadata: { ownless_user_id: String(user.id) },
        });
        accountId = account.id;
        await users.update(user.id, { stripeAccountId: accountId });
      }
      const link = await client.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${config.appUrl}/admin/payment-method?refresh=1`,
        return_url: `${config.appUrl}/admin/payment-method?connected=1`,
      });
      return { url: link.url };
    },

    /** Verifies a webhook's signature and applies it; answers what it did. */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
      const secret = config.payments.stripeWebhookSecret;
      if (!secret)
        throw conflict(/*i18n*/ 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      if (!signature) throw badRequest(/*i18n*/ 'Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripeClient().webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        throw badRequest(/*i18n*/ 'The webhook signature is not valid.');
      }
      if (event.type === 'account.updated') {
        const journal = stripeEventJournal(event);
        if (await journal.seen(db))
          return { handled: false, type: event.type, outcome: 'duplicate' };
        const account = event.data.object;
        const ready = Boolean(account.details_submitted && account.payouts_enabled);
        const updated = await users.setStripeConnectedByAccount(account.id, ready);
        const outcome = updated
          ? ready
            ? 'account connected'
            : 'account not ready'
          : 'ignored: unknown account';
        await journal.record(db, null, outcome);
        return { handled: updated, type: event.type, outcome };
      }
      if ((PAYMENT_EVENTS as readonly string[]).includes(event.type)) {
        const { outcome } = await applyPaymentEvent(event, {
          db,
          reservations,
          listRefunds: async (paymentIntent) => {
            const refunds = await stripeClient().refunds.list({
              payment_intent: paymentIntent,
              limit: 100,
            });
            return refunds.data
              .filter((r) => r.status === 'succeeded' || r.status === 'pending')
              .map((r) => ({ ref: r.id, amountCents: r.amount }));
          },
        });
        return {
          handled: !outcome.startsWith('ignored') && outcome !== 'duplicate',
          type: event.type,
          outcome,
        };
      }
      return { handled: false, type: event.type, outcome: 'ignored: event type not handled' };
    },
  };
}
export type PayoutsService = ReturnType<typeof payoutsService>;
