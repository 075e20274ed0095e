import { describe, expect, it } from 'vitest';
import {
  CARD_HOLD_LAPSE_HOURS,
  DEPOSIT_EFFECTS,
  DEPOSIT_HOLD_MAX_HOURS,
  DEPOSIT_HOLD_PROTECT_HOURS,
  DEPOSIT_TRANSITIONS,
  depositGuardPasses,
  depositModeAt,
  findDepositTransition,
} from './reservation-machine';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2030, 5, 1) + hours * HOUR);

describe('the deposit machine (decision 0027)', () => {
  it('holds a deposit when the claim window closes within 6.5 days of the payment', () => {
    // A weekend rental paid on Thursday at 10:00, Saturday 10:00 to Sunday 18:00, with the
    // default 72-hour window: it closes 80 + 72 = 152 hours after the payment, a hold.
    expect(depositModeAt(at(0), at(80), 72)).toBe('hold');
    // Exactly 6.5 days away still fits; a minute more does not.
    expect(depositModeAt(at(0), at(156 - 72), 72)).toBe('hold');
    expect(depositModeAt(at(0), new Date(at(156 - 72).getTime() + 60_000), 72)).toBe('charge');
    // A rental ending 5 days after the payment: its window closes after 8 days, charged.
    expect(depositModeAt(at(0), at(120), 72)).toBe('charge');
    // The rule follows the configured window.
    expect(depositModeAt(at(0), at(120), 24)).toBe('hold');
    expect(DEPOSIT_HOLD_MAX_HOURS).toBeLessThan(CARD_HOLD_LAPSE_HOURS);
    expect(DEPOSIT_HOLD_PROTECT_HOURS).toBeLessThan(CARD_HOLD_LAPSE_HOURS);
  });

  it('lets each party take only its own steps, from the right stage', () => {
    expect(findDepositTransition('held', 'claim', 'owner')).not.toBeNull();
    expect(findDepositTransition('held', 'claim', 'renter')).toBeNull();
    expect(findDepositTransition('claimed', 'claim', 'owner')).toBeNull();
    expect(findDepositTransition('claimed', 'accept-claim', 'renter')?.to).toBe('settled');
    expect(findDepositTransition('claimed', 'dispute-claim', 'renter')?.to).toBe('disputed');
    expect(findDepositTransition('claimed', 'accept-claim', 'owner')).toBeNull();
    expect(findDepositTransition('disputed', 'decide-claim', 'admin')?.to).toBe('settled');
    expect(findDepositTransition('disputed', 'decide-claim', 'owner')).toBeNull();
    for (const end of ['released', 'settled'] as const)
      expect(DEPOSIT_TRANSITIONS.filter((t) => t.from === end)).toEqual([]);
  });

  it('opens the claim window when the item is back and closes it after the window', () => {
    const claim = findDepositTransition('held', 'claim', 'owner')!;
    const release = findDepositTransition('held', 'release-deposit', 'system')!;
    const timing = (now: number, back: number | null) => ({
      now: at(now),
      itemBackAt: back === null ? null : at(back),
      claimedAt: null,
      authorizedAt: at(0),
      mode: 'hold' as const,
      windowHours: 24,
    });
    expect(depositGuardPasses(claim, timing(10, null))).toBe(false);
    expect(depositGuardPasses(claim, timing(10, 5))).toBe(true);
    expect(depositGuardPasses(claim, timing(29, 5))).toBe(false);
    expect(depositGuardPasses(release, timing(28, 5))).toBe(false);
    expect(depositGuardPasses(release, timing(29, 5))).toBe(true);
  });

  it('protects only a hold, once it is 6.5 days old', () => {
    const protect = findDepositTransition('claimed', 'protect-hold', 'system')!;
    const timing = (hours: number, mode: 'hold' | 'charge') => ({
      now: at(hours),
      itemBackAt: at(1),
      claimedAt: at(2),
      authorizedAt: at(0),
      mode,
      windowHours: 24,
    });
    expect(depositGuardPasses(protect, timing(155, 'hold'))).toBe(false);
    expect(depositGuardPasses(protect, timing(156, 'hold'))).toBe(true);
    expect(depositGuardPasses(protect, timing(200, 'charge'))).toBe(false);
  });

  it('moves money only where a claim ends or the deposit goes back, and tells both in the chat', () => {
    expect(DEPOSIT_EFFECTS.claim.ledger).toEqual([]);
    expect(DEPOSIT_EFFECTS['dispute-claim'].ledger).toEqual([]);
    for (const end of ['accept-claim', 'lapse-claim', 'decide-claim'] as const)
      expect(DEPOSIT_EFFECTS[end].ledger).toEqual(['deposit-capture', 'deposit-release']);
    expect(DEPOSIT_EFFECTS['release-deposit'].ledger).toEqual(['deposit-release']);
    expect(DEPOSIT_EFFECTS['protect-hold'].ledger).toEqual(['deposit-capture']);
    for (const [action, effects] of Object.entries(DEPOSIT_EFFECTS))
      expect(effects.chat, action).not.toBeNull();
    expect(DEPOSIT_EFFECTS['protect-hold'].chat).toBe('deposit-charged');
  });
});
