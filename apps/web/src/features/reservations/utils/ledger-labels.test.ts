import { i18n } from '@lingui/core';
import { DEPOSIT_TRANSITIONS, LEDGER_KINDS, TRANSITIONS } from '@ownless/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '@/lib/i18n/catalogs';
import { describeReservationEvent } from '@/lib/reservation-events';
import { ledgerEntryLabel } from './ledger-labels';

/** Every step a reservation's history can hold: the machines' actions and Stripe's news. */
const EVENT_ACTIONS = [
  ...new Set([
    'request',
    ...TRANSITIONS.map((t) => t.action),
    ...DEPOSIT_TRANSITIONS.map((t) => t.action),
    'payment-refunded',
    'payment-disputed',
  ]),
];

describe('the words of a reservation’s money and history (renter and owner)', () => {
  afterEach(() => i18n.activate('en'));

  it('names every ledger kind and history step, never its raw code, in en, es and ar', async () => {
    const english = {
      kinds: LEDGER_KINDS.map(ledgerEntryLabel),
      events: EVENT_ACTIONS.map(describeReservationEvent),
    };
    expect(english.kinds).toContain('Deposit held on the card');
    for (const [i, kind] of LEDGER_KINDS.entries()) expect(english.kinds[i], kind).not.toBe(kind);
    for (const [i, action] of EVENT_ACTIONS.entries())
      expect(english.events[i], action).not.toBe(action);
    for (const locale of ['es', 'ar'] as const) {
      await loadCatalogs(locale, ['rentals', 'pages']);
      i18n.activate(locale);
      // Translated: neither the code nor the English words.
      for (const [i, kind] of LEDGER_KINDS.entries())
        expect(ledgerEntryLabel(kind), `${locale} ${kind}`).not.toBe(english.kinds[i]);
      for (const [i, action] of EVENT_ACTIONS.entries())
        expect(describeReservationEvent(action), `${locale} ${action}`).not.toBe(english.events[i]);
    }
  });
});
