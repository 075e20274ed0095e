/** Which transitions apply to a reservation, and the time guards that make some wait. */
import type { ReservationStatus } from '../enums';
import { zonedDay, zonedDayStart } from '../time';
import {
  type ReservationAction,
  type ReservationActor,
  type Transition,
  TRANSITIONS,
} from './transitions';

export interface ReservationFacts {
  status: ReservationStatus;
  type: 'rent' | 'sale';
  fulfilment: 'pickup' | 'delivery' | 'shipping';
}

function applies(transition: Transition, facts: ReservationFacts) {
  if (transition.from !== facts.status) return false;
  const when = transition.when;
  if (!when) return true;
  if (when.type && when.type !== facts.type) return false;
  if (when.fulfilment === 'shipping' && facts.fulfilment !== 'shipping') return false;
  if (when.fulfilment === 'not-shipping' && facts.fulfilment === 'shipping') return false;
  return true;
}

/** The transition an actor may take with this action, or null when the machine forbids it. */
export function findTransition(
  facts: ReservationFacts,
  action: ReservationAction,
  by: ReservationActor,
): Transition | null {
  return TRANSITIONS.find((t) => t.action === action && t.by === by && applies(t, facts)) ?? null;
}

export interface ReservationTiming {
  now: Date;
  startAt: Date;
  /** The listing's IANA time zone: its days start at their first instant there (zonedDayStart). */
  timeZone: string;
  expiresAt: Date | null;
}

/** The instant the local day holding `startAt` begins where the listing is. */
export function startDayBegins(startAt: Date, timeZone: string): Date {
  return zonedDayStart(zonedDay(startAt, timeZone), timeZone);
}

const PAST: Partial<Record<ReservationAction, string>> = {
  start: 'started',
  return: 'returned',
  complete: 'completed',
};

/**
 * Why a transition the machine allows in this state must wait, or null when it may happen
 * now. `available_from` is when it becomes possible (null when waiting will not help).
 */
export function guardRefusal(
  transition: Transition,
  facts: ReservationFacts,
  timing: ReservationTiming,
): { availableFrom: Date | null; message: string } | null {
  if (transition.guard === 'overdue') {
    if (timing.expiresAt && timing.now.getTime() >= timing.expiresAt.getTime()) return null;
    return { availableFrom: timing.expiresAt, message: 'This reservation has not expired.' };
  }
  if (transition.guard === 'start-day') {
    const from = startDayBegins(timing.startAt, timing.timeZone);
    if (timing.now.getTime() >= from.getTime()) return null;
    const day = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeZone: timing.timeZone,
    }).format(from);
    const what = facts.type === 'sale' ? 'The hand-over is' : 'This rental starts';
    return {
      availableFrom: from,
      message: `${what} on ${day} (${timing.timeZone} time): it cannot be ${PAST[transition.action] ?? 'done'} before that day.`,
    };
  }
  return null;
}

/** Every action the viewer may take now: the buttons to show. */
export function availableActions(facts: ReservationFacts, by: ReservationActor): Transition[] {
  return TRANSITIONS.filter((t) => t.by === by && applies(t, facts));
}
