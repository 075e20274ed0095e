/**
 * Percent of an amount in cents, rounded half up to a whole cent: how fees are taken. Its own
 * module so a page that works out a fee loads no other money maths.
 */
export function percentOf(amountCents: number, percent: number): number {
  return Math.round((amountCents * Math.round(percent * 100)) / 10_000);
}
