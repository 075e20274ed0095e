import {
  type ClaimFields,
  type DecideClaim,
  DEFAULT_LOCALE,
  DEPOSIT_HOLD_PROTECT_HOURS,
  type Locale,
  type OperatorClaimDetail,
  type OperatorClaimsQuery,
  toCents,
} from '@ownless/shared';
import type { Database } from '../../db/client';
import { english, translatorFor } from '../../i18n';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { ChatService } from '../chat/chat.service';
import type { ConditionReportsService } from '../condition-reports/condition-reports.service';
import type { ListingsBookingService } from '../listings/listings.booking.service';
import { auditLog } from '../operator/audit';
import { claimView, depositView } from '../reservations/claim-views';
import { eventView, ledgerView, type Say } from '../reservations/reservation-views';
import type { ReservationsService } from '../reservations/reservations.service';
import { fullNameOf } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import {
  checkClaimPhotos,
  removeClaimPhotos,
  storeClaimPhotos,
  type UploadedFile,
} from './claim-photos';

/**
 * Damage claims on deposits (decision 0027): the owner's claim, the renter's answer and the
 * operator's decision, each a step of the deposit machine that the reservations module
 * applies under the reservation's row lock. Photos are checked before anything is stored,
 * and removed again when the step is refused.
 */
export function claimsService(deps: {
  db: Database;
  storage: FileStorage;
  windowHours: number;
  reservations: ReservationsService;
  users: Pick<UsersService, 'find'>;
  listings: Pick<ListingsBookingService, 'find'>;
  chat: Pick<ChatService, 'pairMessages'>;
  conditionReports: Pick<ConditionReportsService, 'notOf'>;
  assertAdmin: (userId: number) => Promise<void>;
}) {
  const { db, storage, windowHours, reservations, users, listings, chat, assertAdmin } = deps;

  /**
   * The owner's claim cites only this rental's condition reports: any other id is refused
   * (400 on `condition_report_ids`) before a photo is stored or money moves. Anyone else is
   * left to the claim step, which refuses them (403, 404) without telling which reports exist.
   */
  async function checkCitedReports(userId: number, reservationId: number, ids: number[]) {
    if (ids.length === 0) return;
    const row = await reservations.findIn(db, reservationId);
    if (!row || row.ownerId !== userId) return;
    if ((await deps.conditionReports.notOf(reservationId, ids)).length === 0) return;
    const message = /*i18n*/ 'Choose only condition reports of this rental.';
    throw badRequest(message, { condition_report_ids: [message] });
  }

  /** Stores the photos, runs the step, and removes the photos again if the step is refused. */
  async function withPhotos<T>(
    reservationId: number,
    files: readonly UploadedFile[],
    step: (photos: { url: string; width: number; height: number }[]) => Promise<T>,
  ) {
    await checkClaimPhotos(files);
    const stored = await storeClaimPhotos(storage, reservationId, files);
    try {
      return await step(stored.photos);
    } catch (error) {
      await removeClaimPhotos(storage, stored.keys);
      throw error;
    }
  }

  async function reservationOfClaim(claimId: number) {
    const id = await reservations.claimReservationId(claimId);
    if (id === null) throw notFound(/*i18n*/ 'That claim does not exist.');
    return id;
  }

  const party = async (id: number) => {
    const user = await users.find(id);
    return { id, full_name: user ? fullNameOf(user) : '', email: user?.email ?? '' };
  };

  /** The claim page of the operator console. */
  async function detailOf(claimId: number, say: Say): Promise<OperatorClaimDetail> {
    const found = await reservations.claimWithReservation(claimId);
    if (!found) throw notFound(/*i18n*/ 'That claim does not exist.');
    const { claim, deposit, reservation: r } = found;
    const [renter, owner, listing, events, ledger, messages] = await Promise.all([
      party(r.renterId),
      party(r.ownerId),
      listings.find(r.listingId),
      reservations.eventsOf(r.id),
      reservations.ledgerOf(r.id),
      chat.pairMessages(r.renterId, r.ownerId, 200),
    ]);
    return {
      claim: claimView(claim),
      reservation: {
        id: r.id,
        code: r.code,
        status: r.status as OperatorClaimDetail['reservation']['status'],
        listing: { id: r.listingId, name: listing?.name ?? '' },
        start_at: r.startAt.toISOString(),
        end_at: r.endAt.toISOString(),
        total_cents: r.totalCents,
        deposit: depositView(r, deposit, new Date(), windowHours)!,
      },
      renter,
      owner,
      events: events.map((e) => eventView(e, say)),
      messages,
      ledger: ledger.map((l) => ({
        ...ledgerView(l, say),
        provider: l.provider,
        provider_ref: l.providerRef,
      })),
    };
  }

  return {
    /** The owner's claim (multipart fields and photos): answers the reservation as the owner sees it. */
    async open(
      userId: number,
      reservationId: number,
      fields: ClaimFields,
      files: readonly UploadedFile[],
      say: Say = english,
    ) {
      const cited = [...new Set(fields.condition_report_ids)];
      await checkCitedReports(userId, reservationId, cited);
      const outcome = await withPhotos(reservationId, files, (photos) =>
        reservations.runDepositStep(
          reservationId,
          'claim',
          { userId },
          {
            amountCents: toCents(fields.amount),
            text: fields.reason,
            photos,
            conditionReportIds: cited,
          },
        ),
      );
      return reservations.detail(userId, outcome.row.id, say);
    },

    async accept(userId: number, claimId: number, say: Say = english) {
      const reservationId = await reservationOfClaim(claimId);
      await reservations.runDepositStep(reservationId, 'accept-claim', { userId });
      return reservations.detail(userId, reservationId, say);
    },

    async dispute(
      userId: number,
      claimId: number,
      reason: string,
      files: readonly UploadedFile[],
      say: Say = english,
    ) {
      const reservationId = await reservationOfClaim(claimId);
      await withPhotos(reservationId, files, (photos) =>
        reservations.runDepositStep(
          reservationId,
          'dispute-claim',
          { userId },
          {
            text: reason,
            photos,
          },
        ),
      );
      return reservations.detail(userId, reservationId, say);
    },

    /** The operator's queue, oldest first. */
    async queue(actorId: number, query: OperatorClaimsQuery) {
      await assertAdmin(actorId);
      const { rows, total } = await reservations.claimQueue(
        query.status,
        query.page,
        query.per_page,
      );
      const items = await Promise.all(
        rows.map(async ({ claim, deposit, reservation: r }) => {
          const [renter, owner, listing] = await Promise.all([
            party(r.renterId),
            party(r.ownerId),
            listings.find(r.listingId),
          ]);
          return {
            id: claim.id,
            status: claimView(claim).status,
            reservation: { id: r.id, code: r.code },
            listing: { id: r.listingId, name: listing?.name ?? '' },
            renter,
            owner,
            deposit_cents: deposit.amountCents,
            amount_cents: claim.amountCents,
            respond_by: claim.respondBy.toISOString(),
            hold_expires_at:
              deposit.mode === 'hold' && deposit.authorizedAt
                ? new Date(
                    deposit.authorizedAt.getTime() + DEPOSIT_HOLD_PROTECT_HOURS * 3_600_000,
                  ).toISOString()
                : null,
            disputed_at: claim.disputedAt?.toISOString() ?? null,
            created_at: claim.createdAt.toISOString(),
          };
        }),
      );
      return { items, total, page: query.page, per_page: query.per_page };
    },

    async detail(actorId: number, claimId: number, locale: Locale = DEFAULT_LOCALE) {
      await assertAdmin(actorId);
      return detailOf(claimId, translatorFor(locale));
    },

    /**
     * The operator's final decision on a disputed claim: under the reservation's row lock,
     * the amount kept captured and the rest released, with its audit entry in the same
     * transaction; both parties are told after the commit.
     */
    async decide(
      actorId: number,
      claimId: number,
      body: DecideClaim,
      locale: Locale = DEFAULT_LOCALE,
    ) {
      await assertAdmin(actorId);
      const reservationId = await reservationOfClaim(claimId);
      const amountCents = toCents(body.amount);
      const outcome = await db.transaction(async (tx) => {
        const row = await reservations.lockIn(tx, reservationId);
        const done = await reservations.applyDepositIn(tx, row, 'decide-claim', 'admin', actorId, {
          amountCents,
          text: body.note,
        });
        await auditLog(tx).record({
          actorId,
          action: 'claim.decide',
          subjectType: 'reservation',
          subjectId: reservationId,
          subjectLabel: row.code,
          reason: body.note,
          before: { claim_id: claimId, status: 'disputed', claimed_cents: done.claim!.amountCents },
          after: { status: 'decided', kept_cents: amountCents },
        });
        return done;
      });
      await reservations.announceDeposit(outcome);
      const say = translatorFor(locale);
      return {
        ...(await detailOf(claimId, say)),
        message: say(/*i18n*/ 'Decision saved. Both sides are told by e-mail.'),
      };
    },
  };
}

export type ClaimsService = ReturnType<typeof claimsService>;
