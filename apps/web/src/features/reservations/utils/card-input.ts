/** Card number in groups of four as it is typed ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed: "1" → "1", "12" → "12 / ", "123" → "12 / 3", "0428" → "04 / 28". */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the separator deletes the digit before it, not nothing.
  if (previous.endsWith(' / ') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** "04 / 28" → { month: 4, year: 2028 }; NaN parts when unreadable (the schema says so). */
export function parseExpiry(value: string): { month: number; year: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return { month: Number.NaN, year: Number.NaN };
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** The Luhn checksum card numbers carry; catches most typos before the server sees them. */
export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(month: number, year: number, now = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}
