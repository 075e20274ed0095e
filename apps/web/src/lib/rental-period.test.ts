import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadAllCatalogs } from '@/lib/i18n/catalogs';
import { lineItemLabel, rentalLength, unitLength } from './rental-period';

const rent = { code: 'rent', label: 'Rent' };
const facts = { type: 'rent', frequency: 'Daily', units: 2, quantity: 3 };

/** The words the cart and the reservations share, in each language's catalog. */
describe('how a rental reads', () => {
  afterEach(() => i18n.activate('en'));

  const speak = async (locale: 'es' | 'ar') => {
    i18n.activate(locale);
    await loadAllCatalogs();
  };

  it('tells the length and the price lines in English', () => {
    expect(unitLength(facts)).toBe('2 days');
    expect(rentalLength({ ...facts, quantity: 1 })).toBe('2 days');
    expect(lineItemLabel(rent, facts)).toBe('2 days × 3 items');
    expect(lineItemLabel(rent, { ...facts, type: 'sale', quantity: 1 })).toBe('Purchase');
    expect(lineItemLabel({ code: 'service_fee', label: 'x' }, facts)).toBe('Service fee');
    expect(lineItemLabel({ code: 'deposit', label: 'x' }, facts)).toBe('Refundable deposit');
    // A line the server adds later reads as the server wrote it.
    expect(lineItemLabel({ code: 'insurance', label: 'Insurance' }, facts)).toBe('Insurance');
  });

  it('keeps its Spanish and Arabic words, plurals included', async () => {
    await speak('es');
    expect(lineItemLabel(rent, facts)).toBe('2 días × 3 artículos');
    expect(unitLength({ ...facts, frequency: 'Hourly', units: 1 })).toBe('1 hora');
    expect(lineItemLabel({ code: 'service_fee', label: 'x' }, facts)).toBe('Tarifa de servicio');
    expect(lineItemLabel({ code: 'commission', label: 'x' }, facts)).toBe('Comisión de OwnLess');
    await speak('ar');
    expect(lineItemLabel(rent, facts)).toBe('يومان × 3 قطع');
    expect(unitLength({ ...facts, frequency: 'Weekly', units: 11 })).toBe('11 أسبوعًا');
    expect(lineItemLabel(rent, { ...facts, type: 'sale', quantity: 1 })).toBe('شراء');
    expect(lineItemLabel({ code: 'deposit', label: 'x' }, facts)).toBe('تأمين مسترد');
  });
});
