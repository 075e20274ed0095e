/**
 * Dollars as a person types them in a `MoneyInput` ("40", "40.5", "40.50", or "40,50" with a
 * decimal comma) in cents; null when it is not an amount: no sign, at most seven whole digits
 * and two decimals. What the amount may be (its least and most) is the form's to say.
 */
export function dollarsToCents(typed: string): number | null {
  const value = typed.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}
