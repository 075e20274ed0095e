import {
  type ConditionReport,
  type ConditionReportForm,
  type ConditionReportsResponse,
  CONDITION_STAGES,
  type ReservationStatus,
} from '@ownless/shared';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { ReservationsService } from '../reservations/reservations.service';
import type { ReservationRow } from '../reservations/reservations.repository';
import { fullNameOf } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import {
  checkConditionPhotos,
  removePhotoFiles,
  removeStored,
  storeConditionPhotos,
  type UploadedFile,
} from './condition-photos';
import {
  type ConditionReportRow,
  conditionReportsRepository,
} from './condition-reports.repository';
import { stageStates } from './condition-stages';

export interface ConditionReportsDeps {
  db: Database;
  config: Pick<Config, 'claims'>;
  storage: FileStorage;
  /** The reservation's row, its lock, its history and its live listeners: the reservations module's. */
  reservations: Pick<
    ReservationsService,
    'withLocked' | 'findIn' | 'historyIn' | 'claimedIn' | 'announceChange'
  >;
  users: Pick<UsersService, 'namesOf' | 'find'>;
  now?: () => Date;
}

const NOT_YOURS = /*i18n*/ 'This reservation is not yours.';

/**
 * Condition reports at hand-over and at return. Who may add which stage, and until when, is
 * decided here under the reservation's row lock, so a report never lands after the
 * transition that closed its stage.
 */
export function conditionReportsService(deps: ConditionReportsDeps) {
  const { db, config, storage, reservations, users } = deps;
  const clock = deps.now ?? (() => new Date());

  async function statesIn(tx: Executor, row: ReservationRow) {
    const history = await reservations.historyIn(tx, row.id);
    const claimed = await reservations.claimedIn(tx, row.id);
    return stageStates(
      {
        status: row.status as ReservationStatus,
        type: row.type as 'rent' | 'sale',
        completedAt: row.completedAt,
        history,
        claimed,
      },
      config.claims.windowHours,
      clock(),
    );
  }

  async function views(
    row: ReservationRow,
    reports: readonly ConditionReportRow[],
    states: Awaited<ReturnType<typeof statesIn>>,
  ): Promise<ConditionReport[]> {
    const names = await users.namesOf([...new Set(reports.map((r) => r.authorId))]);
    return reports.map((r) => {
      const name = names.get(r.authorId);
      return {
        id: r.id,
        reservation_id: r.reservationId,
        stage: r.stage as ConditionReport['stage'],
        author: {
          id: r.authorId,
          name: name ? fullNameOf(name) : '',
          role: r.authorId === row.renterId ? 'renter' : 'owner',
        },
        checklist: {
          works: r.works,
          damaged: r.damaged,
          missing_parts: r.missingParts,
          dirty: r.dirty,
        },
        notes: r.notes,
        photos: r.photos,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        locked: !states[r.stage as ConditionReport['stage']].open,
      };
    });
  }

  return {
    /**
     * The ids that are not condition reports of this reservation (a damage claim cites only
     * its own rental's). A report never moves to another reservation, so no lock is needed.
     */
    async notOf(reservationId: number, ids: readonly number[]) {
      const found = new Set(await conditionReportsRepository(db).idsAmong(reservationId, ids));
      return ids.filter((id) => !found.has(id));
    },

    /** The reservation's reports and the stages the viewer may add: its parties and operators. */
    async listFor(viewerId: number, reservationId: number): Promise<ConditionReportsResponse> {
      const { row, reports, states } = await db.transaction(async (tx) => {
        const found = await reservations.findIn(tx, reservationId);
        if (!found) throw notFound(/*i18n*/ 'That reservation does not exist.');
        return {
          row: found,
          reports: await conditionReportsRepository(tx).ofReservation(reservationId),
          states: await statesIn(tx, found),
        };
      });
      const party = viewerId === row.renterId || viewerId === row.ownerId;
      if (!party && !(await users.find(viewerId))?.roles.includes('admin'))
        throw forbidden(NOT_YOURS);
      return {
        reports: await views(row, reports, states),
        can_add: party ? CONDITION_STAGES.filter((stage) => states[stage].open) : [],
      };
    },

    /**
     * Saves the viewer's report of a stage, replacing the one they had (its photos' files go).
     * The photos are checked and stored first; the rule is decided under the reservation's
     * lock, and the stored files are removed again when it refuses.
     */
    async save(
      userId: number,
      reservationId: number,
      form: ConditionReportForm,
      files: readonly UploadedFile[],
    ): Promise<ConditionReport> {
      await checkConditionPhotos(files);
      // Refused early without storing anything; decided again under the lock below.
      const early = await reservations.findIn(db, reservationId);
      if (!early) throw notFound(/*i18n*/ 'That reservation does not exist.');
      if (userId !== early.renterId && userId !== early.ownerId) throw forbidden(NOT_YOURS);

      const stored = await storeConditionPhotos(storage, reservationId, files);
      let result;
      try {
        result = await reservations.withLocked(reservationId, async (tx, row) => {
          const states = await statesIn(tx, row);
          const state = states[form.stage];
          if (!state.open) throw conflict(state.why, { stage: [state.why] });
          const repo = conditionReportsRepository(tx);
          const replaced = await repo.find(reservationId, form.stage, userId);
          const saved = await repo.save(
            {
              reservationId,
              stage: form.stage,
              authorId: userId,
              works: form.works,
              damaged: form.damaged,
              missingParts: form.missing_parts,
              dirty: form.dirty,
              notes: form.notes,
              photos: stored.map((s) => s.photo),
            },
            clock(),
          );
          return { row, saved, states, replaced };
        });
      } catch (error) {
        await removeStored(storage, stored);
        throw error;
      }
      const { row, saved, states, replaced } = result;
      // The other party's open page refetches the reports, as after a transition.
      reservations.announceChange(row);
      if (replaced) await removePhotoFiles(storage, replaced.photos);
      const [view] = await views(row, [saved], states);
      return view!;
    },
  };
}
export type ConditionReportsService = ReturnType<typeof conditionReportsService>;
