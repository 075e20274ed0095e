/**
 * The deposit's own small machine, beside the reservation's (docs/decisions/0027-deposits-and-claims.md):
 * where the deposit stands, who moves it and when, and what each move does (ledger, mails,
 * chat system message, socket event). The server applies these transitions with the
 * deposit's row locked, in one transaction, like the reservation's (`TRANSITIONS`).
 */
import type { CHAT_SYSTEM_EVENTS, SERVER_EVENTS } from '../chat';
import type { ReservationActor } from './transitions';

/**
 * - `none`: no deposit, or nothing paid yet;
 * - `held`: paid, waiting for the item to come back and the claim window to close;
 * - `claimed`: the owner claimed part or all of it, the renter has not answered;
 * - `disputed`: the renter disputed the claim, the operator decides;
 * - `released`: given back in full (no claim, or cancelled);
 * - `settled`: a claim ended: `captured_cents` kept for the owner, the rest given back.
 */
export const DEPOSIT_STAGES = [
  'none',
  'held',
  'claimed',
  'disputed',
  'released',
  'settled',
] as const;
export type DepositStage = (typeof DEPOSIT_STAGES)[number];

/**
 * How the money is kept: `hold` is an authorisation on the renter's card (nothing taken,
 * card networks keep it about 7 days); `charge` was taken with the rent and what is not
 * kept is refunded.
 */
export const DEPOSIT_MODES = ['hold', 'charge'] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

/**
 * Card networks let an online, customer-initiated authorisation lapse after about 7 days
 * (Visa, Mastercard, American Express, Discover); a hold must be used or captured before.
 */
export const CARD_HOLD_LAPSE_HOURS = 7 * 24;
/**
 * A hold older than this (in hours) is captured whole while it may still be needed
 * (`protect-hold`): half a day before the card's hold lapses, so the every-minute job and a
 * provider's slow answer fit well within it.
 */
export const DEPOSIT_HOLD_PROTECT_HOURS = 6.5 * 24;
/**
 * The deposit is a hold when the owner's claim window (the rental's end plus
 * CLAIM_WINDOW_HOURS) closes within this many hours of the payment: the hold then covers
 * every rental whose item comes back on time and is not claimed on. The renter's answer to
 * a claim may run past it; such a hold is captured whole at DEPOSIT_HOLD_PROTECT_HOURS and
 * what is not kept is refunded later. The same 6.5 days, so no hold is chosen that the
 * protection would capture even without a claim.
 */
export const DEPOSIT_HOLD_MAX_HOURS = DEPOSIT_HOLD_PROTECT_HOURS;

export type DepositAction =
  | 'release-deposit'
  | 'claim'
  | 'accept-claim'
  | 'dispute-claim'
  | 'lapse-claim'
  | 'decide-claim'
  | 'protect-hold';

/**
 * When a deposit transition may happen, read from the deposit's times with the server's clock:
 * - `claim-window-open`: the item is back and CLAIM_WINDOW_HOURS have not passed since;
 * - `claim-window-closed`: they have (or the reservation ended without the item going out);
 * - `answer-window-open` / `answer-window-closed`: the same, counted from the claim;
 * - `hold-expiring`: a hold authorised DEPOSIT_HOLD_PROTECT_HOURS ago or more.
 */
export type DepositGuard =
  | 'claim-window-open'
  | 'claim-window-closed'
  | 'answer-window-open'
  | 'answer-window-closed'
  | 'hold-expiring';

export interface DepositTransition {
  action: DepositAction;
  from: DepositStage;
  /** Stage after; `protect-hold` keeps the stage and changes the mode. */
  to: DepositStage;
  by: ReservationActor;
  guard?: DepositGuard;
}

export const DEPOSIT_TRANSITIONS: readonly DepositTransition[] = [
  {
    action: 'release-deposit',
    from: 'held',
    to: 'released',
    by: 'system',
    guard: 'claim-window-closed',
  },
  { action: 'claim', from: 'held', to: 'claimed', by: 'owner', guard: 'claim-window-open' },
  {
    action: 'accept-claim',
    from: 'claimed',
    to: 'settled',
    by: 'renter',
    guard: 'answer-window-open',
  },
  {
    action: 'dispute-claim',
    from: 'claimed',
    to: 'disputed',
    by: 'renter',
    guard: 'answer-window-open',
  },
  {
    action: 'lapse-claim',
    from: 'claimed',
    to: 'settled',
    by: 'system',
    guard: 'answer-window-closed',
  },
  { action: 'decide-claim', from: 'disputed', to: 'settled', by: 'admin' },
  ...(['held', 'claimed', 'disputed'] as const).map((from): DepositTransition => ({
    action: 'protect-hold',
    from,
    to: from,
    by: 'system',
    guard: 'hold-expiring',
  })),
];

/**
 * Money a deposit step moves (ledger kinds of the same names):
 * - `deposit-hold`: the deposit is authorised on the card (hold mode, at checkout);
 * - `deposit-capture`: the claimed amount is taken (from the hold; in charge mode it was
 *   taken already and this only records what is kept); `protect-hold` captures all of it;
 * - `deposit-release`: what is not kept goes back (a released authorisation in hold mode, a
 *   refund in charge mode).
 */
export type DepositMovement = 'deposit-hold' | 'deposit-capture' | 'deposit-release';

/** The deposit mails, by name (the server holds their text in the recipient's language). */
export type DepositMailTemplate =
  | 'claim-opened'
  | 'claim-accepted'
  | 'claim-disputed'
  | 'claim-decided-renter'
  | 'claim-decided-owner'
  | 'claim-lapsed-renter'
  | 'claim-lapsed-owner'
  | 'deposit-released'
  | 'deposit-charged';

/** What a deposit step says in the renter↔owner chat, as a system message (`ChatSystemEvent`). */
export type DepositChatEvent = (typeof CHAT_SYSTEM_EVENTS)[number];

export interface DepositEffects {
  ledger: readonly DepositMovement[];
  mail: readonly { to: 'renter' | 'owner'; template: DepositMailTemplate }[];
  /** The chat system message posted in the parties' conversation, or null. */
  chat: DepositChatEvent | null;
  socket: (typeof SERVER_EVENTS)['ReservationUpdated'] | null;
}

export const DEPOSIT_EFFECTS: Readonly<Record<DepositAction, DepositEffects>> = {
  'release-deposit': {
    ledger: ['deposit-release'],
    mail: [{ to: 'renter', template: 'deposit-released' }],
    chat: 'deposit-released',
    socket: 'ReservationUpdated',
  },
  claim: {
    ledger: [],
    mail: [{ to: 'renter', template: 'claim-opened' }],
    chat: 'claim-opened',
    socket: 'ReservationUpdated',
  },
  'accept-claim': {
    ledger: ['deposit-capture', 'deposit-release'],
    mail: [{ to: 'owner', template: 'claim-accepted' }],
    chat: 'claim-accepted',
    socket: 'ReservationUpdated',
  },
  'dispute-claim': {
    ledger: [],
    mail: [{ to: 'owner', template: 'claim-disputed' }],
    chat: 'claim-disputed',
    socket: 'ReservationUpdated',
  },
  'lapse-claim': {
    ledger: ['deposit-capture', 'deposit-release'],
    mail: [
      { to: 'renter', template: 'claim-lapsed-renter' },
      { to: 'owner', template: 'claim-lapsed-owner' },
    ],
    chat: 'claim-lapsed',
    socket: 'ReservationUpdated',
  },
  'decide-claim': {
    ledger: ['deposit-capture', 'deposit-release'],
    mail: [
      { to: 'renter', template: 'claim-decided-renter' },
      { to: 'owner', template: 'claim-decided-owner' },
    ],
    chat: 'claim-decided',
    socket: 'ReservationUpdated',
  },
  'protect-hold': {
    ledger: ['deposit-capture'],
    // The renter's card is charged: they are told why, and that the rest comes back.
    mail: [{ to: 'renter', template: 'deposit-charged' }],
    chat: 'deposit-charged',
    socket: 'ReservationUpdated',
  },
};

/** The deposit's times the guards read. */
export interface DepositTiming {
  now: Date;
  itemBackAt: Date | null;
  claimedAt: Date | null;
  authorizedAt: Date | null;
  mode: DepositMode;
  windowHours: number;
}

const HOUR = 3_600_000;

/** When the owner's claim window closes (null until the item is back). */
export function claimWindowClosesAt(itemBackAt: Date | null, windowHours: number): Date | null {
  return itemBackAt ? new Date(itemBackAt.getTime() + windowHours * HOUR) : null;
}

/** Whether a deposit transition's guard lets it happen now. */
export function depositGuardPasses(transition: DepositTransition, timing: DepositTiming): boolean {
  const now = timing.now.getTime();
  const window = timing.windowHours * HOUR;
  switch (transition.guard) {
    case undefined:
      return true;
    case 'claim-window-open':
      return timing.itemBackAt !== null && now < timing.itemBackAt.getTime() + window;
    case 'claim-window-closed':
      return timing.itemBackAt !== null && now >= timing.itemBackAt.getTime() + window;
    case 'answer-window-open':
      return timing.claimedAt !== null && now < timing.claimedAt.getTime() + window;
    case 'answer-window-closed':
      return timing.claimedAt !== null && now >= timing.claimedAt.getTime() + window;
    case 'hold-expiring':
      return (
        timing.mode === 'hold' &&
        timing.authorizedAt !== null &&
        now >= timing.authorizedAt.getTime() + DEPOSIT_HOLD_PROTECT_HOURS * HOUR
      );
  }
}

/** The deposit transition an actor may take with this action from this stage, or null. */
export function findDepositTransition(
  stage: DepositStage,
  action: DepositAction,
  by: ReservationActor,
): DepositTransition | null {
  return (
    DEPOSIT_TRANSITIONS.find((t) => t.action === action && t.by === by && t.from === stage) ?? null
  );
}

/**
 * Hold or charge, decided at checkout: a hold when the owner's claim window (the rental's
 * end, then CLAIM_WINDOW_HOURS) closes within DEPOSIT_HOLD_MAX_HOURS of the payment; else
 * the deposit is charged with the rent and what is not kept is refunded.
 */
export function depositModeAt(now: Date, endAt: Date, windowHours: number): DepositMode {
  const windowCloses = endAt.getTime() + windowHours * HOUR;
  return windowCloses - now.getTime() <= DEPOSIT_HOLD_MAX_HOURS * HOUR ? 'hold' : 'charge';
}
