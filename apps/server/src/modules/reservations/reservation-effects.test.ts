import { ACTION_EFFECTS, DEFAULT_FEES } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payments/provider';
import { ledgerMovements } from './reservation-ledger';
import { RESERVATION_MAIL } from './reservation-mail';
import { socketEffects } from './reservation-socket';

// The shared lifecycle table names each action's effects; the server implements each name.
describe('the effects the lifecycle table names', () => {
  const effects = Object.entries(ACTION_EFFECTS);

  it('have a text for every mail template, and no text no action sends', () => {
    const named = new Set(effects.flatMap(([, e]) => e.mail.map((m) => m.template)));
    for (const name of named) {
      const text = RESERVATION_MAIL[name];
      expect(text?.subject, name).toBeTruthy();
      expect(text?.body, name).toBeTruthy();
      expect(text?.cta, name).toBeTruthy();
    }
    expect(new Set(Object.keys(RESERVATION_MAIL))).toEqual(named);
  });

  it('have an implementation for every ledger movement and socket event', () => {
    const ledger = ledgerMovements({
      payments: {} as PaymentProvider,
      fees: DEFAULT_FEES,
    });
    const sockets = socketEffects([]);
    for (const [key, e] of effects) {
      for (const movement of e.ledger)
        expect(typeof ledger[movement], `${key}: ${movement}`).toBe('function');
      if (e.socket) expect(typeof sockets[e.socket], `${key}: ${e.socket}`).toBe('function');
    }
  });
});
