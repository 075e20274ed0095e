/** Which transitions apply to a reservation, and the time guards that make some wait. */
import type { ReservationStatus } from '../enums';
import type { FieldMessage } from '../field-text';
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
  /** Whether the listing approves requests at once (the `instant-booking` guard). */
  instantBooking?: boolean;
}

/** The instant the local day holding `startAt` begins where the listing is. */
export function startDayBegins(startAt: Date, timeZone: string): Date {
  return zonedDayStart(zonedDay(startAt, timeZone), timeZone);
}

/**
 * Why a transition the machine allows in this state must wait, or null when it may happen
 * now. `available_from` is when it becomes possible (null when waiting will not help).
 */
export function guardRefusal(
  transition: Transition,
  facts: ReservationFacts,
  timing: ReservationTiming,
): { availableFrom: Date | null; message: FieldMessage } | null {
  if (transition.guard === 'overdue') {
    if (timing.expiresAt && timing.now.getTime() >= timing.expiresAt.getTime()) return null;
    return {
      availableFrom: timing.expiresAt,
      message: /*i18n*/ { id: 'This reservation has not expired.' },
    };
  }
  if (transition.guard === 'instant-booking') {
    if (timing.instantBooking) return null;
    return {
      availableFrom: null,
      message: /*i18n*/ { id: 'This listing does not approve requests at once.' },
    };
  }
  if (transition.guard === 'start-day') {
    const from = startDayBegins(timing.startAt, timing.timeZone);
    if (timing.now.getTime() >= from.getTime()) return null;
    // The day is written in the reader's language where the message is said, in the
    // listing's time zone.
    const values = { day: from.toISOString(), zone: timing.timeZone, action: transition.action };
    const formats = { listingDay: { dateStyle: 'medium', timeZone: timing.timeZone } } as const;
    return {
      availableFrom: from,
      message:
        facts.type === 'sale'
          ? /*i18n*/ {
              id: 'The hand-over is on {day, date, listingDay} ({zone} time): it cannot be {action, select, start {started} return {returned} complete {completed} other {done}} before that day.',
              values,
              formats,
            }
          : /*i18n*/ {
              id: 'This rental starts on {day, date, listingDay} ({zone} time): it cannot be {action, select, start {started} return {returned} complete {completed} other {done}} before that day.',
              values,
              formats,
            },
    };
  }
  return null;
}

/** Every action the viewer may take now: the buttons to show. */
export function availableActions(facts: ReservationFacts, by: ReservationActor): Transition[] {
  return TRANSITIONS.filter((t) => t.by === by && applies(t, facts));
}
