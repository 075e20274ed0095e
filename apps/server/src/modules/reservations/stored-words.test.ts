import { computeRefund } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n';
import { disputeText, refundedOutsideText, sayEventNote, trackingNoteText } from './event-notes';
import { sayLedgerDescription } from './ledger-terms';

const spanish = translatorFor('es');
const arabic = translatorFor('ar');

describe('history notes the server wrote, read in the reader’s language', () => {
  it('stores them in English and says them again in Spanish or Arabic', () => {
    expect(trackingNoteText('1Z999')).toBe('Tracking number 1Z999');
    expect(sayEventNote(trackingNoteText('1Z999'), spanish)).toBe('Número de seguimiento 1Z999');
    expect(refundedOutsideText(123_456)).toBe('Refunded $1,234.56 outside OwnLess.');
    expect(sayEventNote(refundedOutsideText(123_456), spanish)).toBe(
      `Se reembolsaron ${new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'USD' }).format(1234.56)} fuera de OwnLess.`,
    );
    const dispute = disputeText(8600, 'product_not_received');
    expect(dispute).toMatch(
      /^The card holder disputed \$86\.00 with their bank \(product not received\)\./,
    );
    expect(sayEventNote(dispute, arabic)).toContain('لم يُستلم المنتج');
  });

  it('leaves what people wrote as they wrote it', () => {
    expect(sayEventNote('Plans changed', spanish)).toBe('Plans changed');
    expect(sayEventNote(null, spanish)).toBeNull();
  });
});

describe('ledger descriptions, read in the reader’s language', () => {
  it('says the server’s own descriptions and recorded refund explanations again', () => {
    expect(sayLedgerDescription('Reservation payment', spanish)).toBe('Pago de la reserva');
    const recorded = computeRefund({
      policy: 'moderate',
      cancelledBy: 'renter',
      startAt: new Date('2030-06-10T12:00:00Z'),
      now: new Date('2030-06-09T12:00:00Z'),
      paid: { subtotalCents: 0, serviceFeeCents: 0, shippingCents: 0, depositCents: 0 },
    }).explanation;
    expect(sayLedgerDescription(recorded, spanish)).toBe(
      'Política moderada: si se cancela a menos de 5 días del inicio, se reembolsa la mitad del alquiler.',
    );
    expect(sayLedgerDescription('Something an operator typed', arabic)).toBe(
      'Something an operator typed',
    );
  });
});
