/**
 * The reservation lifecycle as data (docs/decisions/0003-reservations.md; the shape of
 * sharetribe's transaction process), one part a file under `reservation-machine/`:
 * - `transitions.ts`: the actions, the TRANSITIONS table (from, to, who, which
 *   reservations, guard) and the graph it draws;
 * - `guards.ts`: which transitions apply to a reservation and the time guards that make
 *   some wait;
 * - `endpoints.ts`: how renters and owners reach each action through the API;
 * - `effects.ts`: what each action does besides changing the state (mails, ledger, socket);
 * - `statuses.ts` and `lists.ts`: groups of states, and the lists each side browses;
 * - `deposit.ts`: the deposit's stages, its transitions (claims) and their effects.
 * The server refuses any transition not listed here; the web shows a button only for a
 * transition the viewer's role may take.
 */
export * from './reservation-machine/transitions';
export * from './reservation-machine/guards';
export * from './reservation-machine/endpoints';
export * from './reservation-machine/effects';
export * from './reservation-machine/statuses';
export * from './reservation-machine/lists';
export * from './reservation-machine/deposit';
