import {
  computeRefund,
  PROFILE_PICTURE_PLACEHOLDER,
  type PolicySlug,
  quoteLineItems,
  type ReservationActor,
} from '@ownless/shared';
import type { ledgerEntries } from '../../db/schema';
import { english, type Message } from '../../i18n';
import type { ListingCard } from '../listings/listings.booking.service';
import { sayEventNote } from './event-notes';
import { sayLedgerDescription } from './ledger-terms';
import type { ReservationEventRow, ReservationRow } from './reservations.repository';

type LedgerRow = typeof ledgerEntries.$inferSelect;

/** An event of a reservation's history with its actor's name (null: the system, or an account that is gone). */
export interface EventWithActor {
  event: ReservationEventRow;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A listing as a cart item or reservation shows it, from its card (null when the listing or
 * its owner is gone: the name says so, the owner is the id the row kept).
 */
export const listingCardView = (
  listingId: number,
  ownerId: number,
  card: ListingCard | null,
  say: Say = english,
) => ({
  id: listingId,
  name: card?.name ?? say(/*i18n*/ 'Listing'),
  cover: card?.cover ?? null,
  short_address: card?.shortAddress ?? null,
  timezone: card?.timezone ?? 'America/New_York',
  owner: {
    id: ownerId,
    fullName: card ? `${card.ownerFirst} ${card.ownerLast}` : '',
    profilePicture: card?.ownerPicture ?? PROFILE_PICTURE_PLACEHOLDER,
  },
});

/** Says a message in the reader's language. */
export type Say = (message: Message) => string;

/**
 * The price lines of a reservation, as its parties and the operators see them, labelled in
 * the reader's language (`say`; English by default).
 */
export function lineItemsOf(row: ReservationRow, say: Say = english) {
  return quoteLineItems(
    {
      type: row.type === 'sale' ? 'sale' : 'rent',
      frequency: row.frequency,
      units: row.units,
      quantity: row.quantity,
      subtotalCents: row.subtotalCents,
      serviceFeeCents: row.serviceFeeCents,
      shippingCents: row.shippingCents,
      depositCents: row.depositCents,
    },
    say,
  ).map((l) => ({ code: l.code, label: l.label, amount_cents: l.amountCents }));
}

/** One step of a reservation's timeline, the server's own notes in the reader's language. */
export const eventView = ({ event, firstName, lastName }: EventWithActor, say: Say = english) => ({
  id: event.id,
  action: event.action,
  actor_role: event.actorRole,
  actor_name: firstName ? `${firstName} ${lastName}` : null,
  from_status: event.fromStatus,
  to_status: event.toStatus,
  note: sayEventNote(event.note, say),
  created_at: event.createdAt.toISOString(),
});

/** One ledger entry (charge, refund or transfer), its description in the reader's language. */
export const ledgerView = (l: LedgerRow, say: Say = english) => ({
  id: l.id,
  kind: l.kind,
  status: l.status,
  amount_cents: l.amountCents,
  description: sayLedgerDescription(l.description, say),
  failure_message: l.failureMessage,
  created_at: l.createdAt.toISOString(),
});

/**
 * What was given back of what was charged, in cents: refunds, and deposits refunded after
 * being charged (a `deposit-release` of a held deposit only lets the card's hold go, never
 * charged: it carries the hold's reference, decision 0027).
 */
export const refundedSum = (ledger: readonly LedgerRow[]) => {
  const holds = new Set(ledger.filter((l) => l.kind === 'deposit-hold').map((l) => l.providerRef));
  return (
    ledgerSum(ledger, 'refund') +
    ledger
      .filter((l) => l.kind === 'deposit-release' && l.status === 'succeeded')
      .filter((l) => !holds.has(l.providerRef))
      .reduce((sum, l) => sum + l.amountCents, 0)
  );
};

/** What went through of one kind of ledger entry, in cents. */
export const ledgerSum = (ledger: readonly LedgerRow[], kind: LedgerRow['kind']) =>
  ledger
    .filter((l) => l.kind === kind && l.status === 'succeeded')
    .reduce((sum, l) => sum + l.amountCents, 0);

/**
 * What cancelling now gives back under the reservation's policy (the shared refund rule), its
 * explanation in the reader's language (`say`; English by default).
 */
export const refundOnCancel = (
  row: ReservationRow,
  cancelledBy: ReservationActor,
  now: Date,
  say: Say = english,
) =>
  computeRefund(
    {
      policy: row.policySlug as PolicySlug,
      cancelledBy,
      startAt: row.startAt,
      now,
      paid: {
        subtotalCents: row.subtotalCents,
        serviceFeeCents: row.serviceFeeCents,
        shippingCents: row.shippingCents,
        depositCents: row.depositCents,
      },
    },
    say,
  );
