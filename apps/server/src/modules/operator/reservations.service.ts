import {
  DEFAULT_LOCALE,
  findTransition,
  formatCents,
  intlLocale,
  type Locale,
  type OperatorCancelPreview,
  type OperatorReservationsQuery,
  type ReservationStatus,
  TRANSITIONS,
} from '@ownless/shared';
import type { Database, Executor } from '../../db/client';
import { type Message, nested, translatorFor } from '../../i18n';
import { conflict, notFound } from '../../lib/errors';
import {
  eventView,
  ledgerSum,
  refundedSum,
  ledgerView,
  lineItemsOf,
  refundOnCancel,
} from '../reservations/reservation-views';
import type { ListingsBookingService } from '../listings/listings.booking.service';
import type { ReservationRow } from '../reservations/reservations.repository';
import type { ReservationsService } from '../reservations/reservations.service';
import { auditLog } from './audit';
import {
  type OperatorReservationRow,
  operatorReservationsRepository,
} from './reservations.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The states the machine lets an operator cancel from, for the refusal message. */
const CANCELLABLE = TRANSITIONS.filter((t) => t.action === 'cancel-by-admin').map((t) => t.from);

/** A reservation's status as a word of a sentence ("completed"). */
function statusWord(status: string): Message {
  return /*i18n*/ {
    id: '{status, select, pending {pending} approved {approved} paid {paid} shipped {shipped} ongoing {ongoing} returned {returned} completed {completed} rejected {rejected} cancelled {cancelled} expired {expired} other {{status}}}',
    values: { status },
  };
}

const party = (p: OperatorReservationRow['renter']) => ({
  id: p.id,
  full_name: `${p.firstName} ${p.lastName}`.trim(),
  email: p.email,
  suspended: p.suspendedAt !== null,
});

const toListView = ({ r, listingName, timezone, renter, owner }: OperatorReservationRow) => ({
  id: r.id,
  code: r.code,
  status: r.status as ReservationStatus,
  type: r.type as 'rent' | 'sale',
  listing: { id: r.listingId, name: listingName },
  renter: party(renter),
  owner: party(owner),
  start_at: r.startAt.toISOString(),
  end_at: r.endAt.toISOString(),
  timezone,
  total_cents: r.totalCents,
  refunded_cents: r.refundedCents,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Why the operator cannot cancel a reservation in this state, the open states listed in `locale`. */
function refusalOf(status: string, locale: Locale): Message {
  const say = translatorFor(locale);
  const open = new Intl.ListFormat(intlLocale(locale), { type: 'disjunction' }).format(
    CANCELLABLE.map((from) => say(statusWord(from))),
  );
  return /*i18n*/ {
    id: 'This reservation is already {status}. Only open reservations ({open}) can be cancelled.',
    values: { status: statusWord(status), open },
  };
}

/**
 * What the operator's cancellation (`cancel-by-admin`) would do now: the machine decides
 * whether it may happen, and its refund rule what comes back (everything charged, less what
 * was refunded already).
 */
async function previewCancel(
  machine: ReservationsService,
  db: Executor,
  row: ReservationRow,
  locale: Locale,
): Promise<OperatorCancelPreview> {
  const say = translatorFor(locale);
  const facts = {
    status: row.status as ReservationStatus,
    type: row.type as 'rent' | 'sale',
    fulfilment: row.fulfilment as 'pickup' | 'delivery' | 'shipping',
  };
  if (!findTransition(facts, 'cancel-by-admin', 'admin'))
    return {
      allowed: false,
      refused_reason: say(refusalOf(row.status, locale)),
      refund_cents: 0,
      explanation: say(/*i18n*/ 'Nothing changes.'),
    };
  const charge = await machine.successfulCharge(row.id, db);
  if (!charge)
    return {
      allowed: true,
      refused_reason: null,
      refund_cents: 0,
      explanation: say(/*i18n*/ 'Nothing has been charged yet, so there is nothing to refund.'),
    };
  const refund = refundOnCancel(row, 'admin', new Date(), say);
  // A deposit only held on the card is let go, not refunded (decision 0027).
  const held = await machine.heldDepositCents(row.id, db);
  const due = Math.max(0, refund.totalCents - held - row.refundedCents);
  return {
    allowed: true,
    refused_reason: null,
    refund_cents: due,
    explanation:
      row.refundedCents > 0
        ? say(
            /*i18n*/ {
              id: '{explanation} {amount} was refunded already.',
              values: {
                explanation: refund.explanation,
                amount: formatCents(row.refundedCents, locale),
              },
            },
          )
        : refund.explanation,
  };
}

/**
 * The operator console's reservations (decision 0009): any reservation, its timeline and
 * ledger, and the operator's cancellation with a full refund, taken through the reservation
 * machine as `cancel-by-admin` in one transaction with its audit entry.
 */
export function operatorReservationsService(deps: {
  db: Database;
  machine: ReservationsService;
  /** The listings module's answers: a listing's name for the audit entry. */
  listings: Pick<ListingsBookingService, 'find'>;
  assertAdmin: (userId: number) => Promise<void>;
}) {
  const { db, machine, listings, assertAdmin } = deps;

  return {
    async list(actorId: number, query: OperatorReservationsQuery) {
      await assertAdmin(actorId);
      const { rows, total } = await operatorReservationsRepository(db).page(query);
      return { items: rows.map(toListView), total, page: query.page, per_page: query.per_page };
    },

    /** One reservation for the console, its words in `locale` (the operator's language). */
    async detail(actorId: number, id: number, locale: Locale = DEFAULT_LOCALE) {
      const say = translatorFor(locale);
      await assertAdmin(actorId);
      const found = await operatorReservationsRepository(db).one(id);
      if (!found) throw notFound(/*i18n*/ 'That reservation does not exist.');
      const { r } = found;
      const [events, ledger, cancel, audit] = await Promise.all([
        machine.eventsOf(id),
        machine.ledgerOf(id),
        previewCancel(machine, db, r, locale),
        auditLog(db).forSubject('reservation', id),
      ]);
      return {
        reservation: {
          ...toListView(found),
          frequency: r.frequency,
          units: r.units,
          quantity: r.quantity,
          fulfilment: r.fulfilment,
          tracking_number: r.trackingNumber,
          policy: r.policySlug,
          renter_note: r.renterNote,
          cancelled_by: r.cancelledBy,
          cancel_reason: r.cancelReason,
          expires_at: iso(r.expiresAt),
          approved_at: iso(r.approvedAt),
          paid_at: iso(r.paidAt),
          completed_at: iso(r.completedAt),
        },
        line_items: lineItemsOf(r, say),
        money: {
          total_cents: r.totalCents,
          commission_cents: r.commissionCents,
          payout_cents: r.payoutCents,
          refunded_cents: r.refundedCents,
        },
        events: events.map((e) => eventView(e, say)),
        ledger: ledger.map((l) => ({
          ...ledgerView(l, say),
          provider: l.provider,
          provider_ref: l.providerRef,
        })),
        totals: {
          charged_cents: ledgerSum(ledger, 'charge'),
          refunded_cents: refundedSum(ledger),
          transferred_cents: ledgerSum(ledger, 'transfer'),
        },
        cancel,
        audit,
      };
    },

    /**
     * Cancels a reservation as the operators, with a full refund: under the reservation's
     * row lock, refused (409) when it is no longer in the state the operator saw or the
     * machine does not allow it; the cancellation, its refund and the audit entry commit
     * together. Renter and owner are e-mailed and told live after the commit.
     */
    async cancel(
      actorId: number,
      id: number,
      reason: string,
      expectedStatus: ReservationStatus,
      locale: Locale = DEFAULT_LOCALE,
    ) {
      await assertAdmin(actorId);
      const say = translatorFor(locale);
      const { before, after, listingName } = await db.transaction(async (tx) => {
        const row = await machine.lockIn(tx, id);
        if (row.status !== expectedStatus)
          throw conflict(
            /*i18n*/ {
              id: 'This reservation changed while you were looking: it is {now} now, not {expected}. Check it again before cancelling.',
              values: { now: statusWord(row.status), expected: statusWord(expectedStatus) },
            },
          );
        const preview = await previewCancel(machine, tx, row, locale);
        if (!preview.allowed) throw conflict(refusalOf(row.status, locale));
        const cancelled = await machine.cancelAsOperatorIn(tx, id, actorId, reason);
        const listing = await listings.find(row.listingId, tx);
        await auditLog(tx).record({
          actorId,
          action: 'reservation.cancel',
          subjectType: 'reservation',
          subjectId: id,
          subjectLabel: `${row.code} · ${listing?.name ?? 'listing'}`,
          reason,
          before: { status: row.status, refunded_cents: row.refundedCents },
          after: {
            status: cancelled.status,
            refunded_cents: cancelled.refundedCents,
            refund_cents: cancelled.refundedCents - row.refundedCents,
          },
        });
        return { before: row, after: cancelled, listingName: listing?.name ?? null };
      });
      await machine.announce(after, 'cancel-by-admin', reason);
      const refunded = after.refundedCents - before.refundedCents;
      const values = {
        code: before.code,
        listing: listingName ?? nested(/*i18n*/ 'the listing'),
        amount: formatCents(refunded, locale),
      };
      return {
        id,
        status: after.status as ReservationStatus,
        refunded_cents: after.refundedCents,
        message: say(
          refunded > 0
            ? /*i18n*/ {
                id: '{code} ({listing}) is cancelled; {amount} was refunded to the renter, and both parties were e-mailed.',
                values,
              }
            : /*i18n*/ {
                id: '{code} ({listing}) is cancelled; nothing had been charged, and both parties were e-mailed.',
                values,
              },
        ),
      };
    },
  };
}
export type OperatorReservationsService = ReturnType<typeof operatorReservationsService>;
