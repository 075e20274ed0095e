import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type Executor, queryRows } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import type { EventJournal } from '../reservations/reservations.service';

/**
 * The idempotency journal of one Stripe event (decisions 0013): its id is stored in the
 * same transaction as its effect, so a replayed or duplicated event finds it and changes
 * nothing, and a failed one (not stored) is applied when Stripe retries it.
 */
export function stripeEventJournal(event: Pick<Stripe.Event, 'id' | 'type'>): EventJournal {
  return {
    async seen(tx: Executor) {
      const [row] = await tx
        .select({ id: stripeEvents.id })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id))
        .limit(1);
      return Boolean(row);
    },
    async record(tx: Executor, reservationId: number | null, outcome: string) {
      await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, reservationId, outcome })
        .onConflictDoNothing();
    },
  };
}

/**
 * Deletes up to `limit` journal entries recorded before `before`, answering how many. The
 * journal only has to outlive Stripe's retries of an event (three days), so an event older
 * than the retention period is not expected again.
 */
export async function pruneStripeEvents(db: Executor, before: Date, limit: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM stripe_events WHERE id IN (
          SELECT id FROM stripe_events WHERE created_at < ${before.toISOString()}::timestamptz
          LIMIT ${limit})
        RETURNING id`,
  );
  return rows.length;
}
