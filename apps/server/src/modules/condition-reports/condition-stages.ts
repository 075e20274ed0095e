import { type ConditionStage, type ReservationStatus } from '@ownless/shared';
import type { Message } from '../../i18n';

/** States in which the item is out with the renter, or on its way: hand-over reports are open. */
const HANDOVER_OPEN: readonly ReservationStatus[] = ['paid', 'shipped', 'ongoing'];
/** States before the hand-over: not yet. */
const BEFORE_HANDOVER: readonly ReservationStatus[] = ['pending', 'approved'];

const HOUR = 3_600_000;

export interface StageFacts {
  status: ReservationStatus;
  type: 'rent' | 'sale';
  completedAt: Date | null;
  /** The reservation's events (action and time), oldest first. */
  history: readonly { action: string; at: Date }[];
  /** Whether a damage claim has been opened on the reservation (whatever became of it since). */
  claimed: boolean;
}

/** Whether a stage takes reports now and, when not, why (the refusal's words). */
export type StageState = { open: true } | { open: false; why: Message };

/**
 * When the item came back: the reservation's `return` event, else its `complete` event (a
 * rental completed without a return), else the completion time on its row.
 */
export function cameBackAt(facts: StageFacts): Date | null {
  const last = (action: string) => facts.history.findLast((e) => e.action === action)?.at;
  return last('return') ?? last('complete') ?? facts.completedAt;
}

/**
 * Which stages take reports now. Hand-over: from payment until the item comes back (the
 * `return`, or the owner's `complete`). Return: once the item is back, until `windowHours`
 * after it came back or until a damage claim is opened, whichever comes first: a claim's
 * evidence does not change under it. Sales have neither.
 */
export function stageStates(
  facts: StageFacts,
  windowHours: number,
  now: Date,
): Record<ConditionStage, StageState> {
  if (facts.type !== 'rent') {
    const why = /*i18n*/ 'Condition reports are for rentals only.';
    return { handover: { open: false, why }, return: { open: false, why } };
  }
  const handover: StageState = HANDOVER_OPEN.includes(facts.status)
    ? { open: true }
    : {
        open: false,
        why: BEFORE_HANDOVER.includes(facts.status)
          ? /*i18n*/ 'A hand-over report can be added once the rental is paid.'
          : /*i18n*/ 'The hand-over reports can no longer change: the next stage has begun.',
      };
  let back: StageState;
  if (facts.status !== 'returned' && facts.status !== 'completed') {
    back = {
      open: false,
      why: /*i18n*/ 'A return report can be added once the item is back.',
    };
  } else if (facts.claimed) {
    back = {
      open: false,
      why: /*i18n*/ 'The return reports can no longer change: a damage claim has been opened.',
    };
  } else {
    const since = cameBackAt(facts);
    back =
      since && now.getTime() < since.getTime() + windowHours * HOUR
        ? { open: true }
        : {
            open: false,
            why: /*i18n*/ {
              id: 'The return reports can no longer change: {hours} hours have passed since the item came back.',
              values: { hours: windowHours },
            },
          };
  }
  return { handover, return: back };
}
