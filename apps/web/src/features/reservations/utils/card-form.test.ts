import { describe, expect, it } from 'vitest';
import { validateCard } from './card-form';
import { formatCardNumber, formatExpiry, isExpired, parseExpiry, passesLuhn } from './card-input';

const now = new Date('2030-06-15T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Sam Lee' };

describe('card input', () => {
  it('groups the number by four as it is typed, 19 digits at most', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('formats the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('reads MM / YY and MM/YYYY', () => {
    expect(parseExpiry('04 / 28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('4/2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('nope').month).toBeNaN();
  });

  it('checks the Luhn digit of the sandbox cards', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4000 0000 0000 0002')).toBe(true);
    expect(passesLuhn('4000 0000 0000 9995')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
  });

  it('a card is good through its expiry month', () => {
    expect(isExpired(6, 2030, now)).toBe(false);
    expect(isExpired(5, 2030, now)).toBe(true);
    expect(isExpired(1, 2029, now)).toBe(true);
  });
});

describe('validateCard (shared cardSchema plus browser checks)', () => {
  it('turns the form into the checkout body', () => {
    expect(validateCard(good, now)).toEqual({
      ok: true,
      card: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
        name: 'Sam Lee',
      },
    });
  });

  it('puts each problem under its field', () => {
    const result = validateCard({ number: '42', expiry: '13 / 34', cvc: '1', name: '' }, now);
    expect(result).toEqual({
      ok: false,
      errors: {
        number: 'Enter the card number.',
        expiry: 'Enter the expiry date as MM / YY.',
        cvc: 'Enter the 3 or 4 digit security code.',
        name: 'Enter the name on the card.',
      },
    });
  });

  it('refuses a mistyped number and an expired card', () => {
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, now)).toMatchObject({
      ok: false,
      errors: { number: expect.stringMatching(/not valid/) },
    });
    expect(validateCard({ ...good, expiry: '01 / 29' }, now)).toMatchObject({
      ok: false,
      errors: { expiry: 'This card has expired.' },
    });
  });
});
