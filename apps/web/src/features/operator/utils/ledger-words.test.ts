import { i18n } from '@lingui/core';
import { LEDGER_KINDS } from '@ownless/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '@/lib/i18n/catalogs';
import { actionLabel } from './audit-labels';
import { ledgerKindLabel } from './labels';

describe('the operator console’s words for money and claims', () => {
  afterEach(() => i18n.activate('en'));

  it('names every ledger kind and the claim decision, never their raw codes, in en, es and ar', async () => {
    const english = LEDGER_KINDS.map(ledgerKindLabel);
    expect(english).toContain('Deposit capture');
    for (const [i, kind] of LEDGER_KINDS.entries()) expect(english[i], kind).not.toBe(kind);
    const decided = actionLabel('claim.decide');
    expect(decided).toBe('Decided a damage claim');
    for (const locale of ['es', 'ar'] as const) {
      await loadCatalogs(locale, ['operator']);
      i18n.activate(locale);
      for (const [i, kind] of LEDGER_KINDS.entries())
        expect(ledgerKindLabel(kind), `${locale} ${kind}`).not.toBe(english[i]);
      expect(actionLabel('claim.decide'), locale).not.toBe(decided);
    }
  });
});
