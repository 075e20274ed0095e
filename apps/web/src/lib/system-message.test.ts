import { i18n } from '@lingui/core';
import { CHAT_SYSTEM_EVENTS, type ChatMessage } from '@ownless/shared/chat';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '@/lib/i18n/catalogs';
import { systemMessageText } from './system-message';

const message = (event: (typeof CHAT_SYSTEM_EVENTS)[number]): ChatMessage =>
  ({
    id: 1,
    chat_id: 1,
    sender_id: 2,
    receiver_id: 3,
    kind: 'system',
    message: 'OwnLess: English text for old clients',
    system: { event, reservation_id: 7, reservation_code: 'OL-ABC12345', amount_cents: 5000 },
  }) as unknown as ChatMessage;

describe('OwnLess’s chat messages', () => {
  afterEach(() => i18n.activate('en'));

  it('says a hold charged before it lapses in the reader’s language', async () => {
    expect(systemMessageText(message('deposit-charged'))).toBe(
      'The deposit of reservation OL-ABC12345 was charged to the renter’s card before the card’s hold would lapse: $50.00. What is not kept is refunded.',
    );
    await loadCatalogs('es', ['pages']);
    i18n.activate('es');
    expect(systemMessageText(message('deposit-charged'))).toMatch(
      /^La fianza de la reserva OL-ABC12345 se cobró en la tarjeta del inquilino/,
    );
    await loadCatalogs('ar', ['pages']);
    i18n.activate('ar');
    expect(systemMessageText(message('deposit-charged'))).toMatch(/^خُصم تأمين الحجز OL-ABC12345/);
  });

  it('gives the renter’s deadline on a new claim, where the listing is, in the reader’s language', async () => {
    const opened = (more: object) => {
      const base = message('claim-opened');
      return { ...base, system: { ...base.system!, ...more } };
    };
    // 17:00 UTC is 10:00 in Los Angeles (PDT) in May.
    const deadline = { respond_by: '2030-05-17T17:00:00.000Z', time_zone: 'America/Los_Angeles' };
    expect(systemMessageText(opened(deadline))).toBe(
      'The owner claimed $50.00 from the deposit of reservation OL-ABC12345. The renter can accept or dispute it until May 17, 2030, 10:00 AM PDT; if they do not answer by then, it is accepted.',
    );
    // Without the listing's zone, in the reader's (UTC in the tests).
    expect(systemMessageText(opened({ respond_by: deadline.respond_by }))).toContain(
      'until May 17, 2030, 5:00 PM UTC;',
    );
    // A message stored before deadlines were sent still reads.
    expect(systemMessageText(message('claim-opened'))).toBe(
      'The owner claimed $50.00 from the deposit of reservation OL-ABC12345. The renter can accept or dispute it.',
    );
    await loadCatalogs('es', ['pages']);
    i18n.activate('es');
    expect(systemMessageText(opened(deadline))).toMatch(
      /hasta el 17 may 2030, 10:00.*se da por aceptada/,
    );
    await loadCatalogs('ar', ['pages']);
    i18n.activate('ar');
    expect(systemMessageText(opened(deadline))).toMatch(/حتى 17 مايو 2030/);
  });

  it('has its own words for every event, never the stored English', () => {
    for (const event of CHAT_SYSTEM_EVENTS)
      expect(systemMessageText(message(event)), event).not.toMatch(/English text/);
  });
});
