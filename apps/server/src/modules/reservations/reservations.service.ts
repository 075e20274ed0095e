import { claimQueries } from './claim-queries';
import { depositNotifications, type SystemMessagePoster } from './deposit-notifications';
import { depositTransitions } from './deposit-transitions';
import type { ReservationsDeps } from './reservation-deps';
import { reservationExpiry } from './reservation-expiry';
import { reservationNotifications } from './reservation-notifications';
import { reservationPayments } from './reservation-payments';
import { reservationPresenter } from './reservation-presenter';
import { reservationQueries } from './reservation-queries';
import { reservationQuotes } from './reservation-quotes';
import { reservationRequests } from './reservation-requests';
import { type ReservationListener, socketEffects } from './reservation-socket';
import { reservationTransitions } from './reservation-transitions';
import type { ReservationRow } from './reservations.repository';

export type { ReservationsDeps } from './reservation-deps';
export type { EventJournal, PaymentAction, PaymentEventOutcome } from './reservation-payments';
export type { ReservationListener } from './reservation-socket';
export type { TransitionOptions } from './reservation-transitions';

/**
 * The reservations module as the one object other modules and the routes are handed
 * (services.ts builds it once). Each use is its own file: quotes, requests, transitions
 * (and the row locks other modules take), payments, reads, expiry; the presenter and the
 * notifications after a commit are shared by them.
 */
export function reservationsService(deps: ReservationsDeps) {
  const listeners: ReservationListener[] = [];
  const posters: SystemMessagePoster[] = [];
  const notify = reservationNotifications(deps, listeners);
  const notifyDeposit = depositNotifications(deps, listeners, posters);
  const views = reservationPresenter(deps);
  const { toView, toViews } = views;
  const { applyIn, act, ...transitions } = reservationTransitions(deps, { notify, toView });

  return {
    onChange(listener: ReservationListener) {
      listeners.push(listener);
    },
    /** Where OwnLess's chat messages about deposit steps go (the chat module's, services.ts). */
    onSystemMessage(poster: SystemMessagePoster) {
      posters.push(poster);
    },
    ...depositTransitions(deps, { notifyDeposit }),
    ...claimQueries(deps),
    /**
     * Tells the live listeners (the parties' open pages) that something of the reservation
     * changed without a transition, after the caller's commit: a condition report saved.
     */
    announceChange: (row: ReservationRow) => socketEffects(listeners).ReservationUpdated(row),
    /** Tells the parties about a deposit step committed in the caller's transaction (the operator's decision). */
    announceDeposit: notifyDeposit,
    ...reservationQuotes(deps),
    ...reservationRequests(deps, { notify, toView, toViews, applyIn }),
    ...reservationQueries(deps, views),
    ...transitions,
    ...reservationPayments(deps, { notify, toView, applyIn, act }),
    ...reservationExpiry(deps, { notify, applyIn }),
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
