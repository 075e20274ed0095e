import type { IndexStore } from './store';

/**
 * Price bands: the price order cut into PRICE_BANDS bands of as many listings each, so a
 * price range is decided by a listing's band (a byte) but for the two bands its bounds fall
 * in, where the price itself is read.
 */

/** Bands of the price order: a byte's worth, 0 kept for NULL. */
export const PRICE_BANDS = 255;

/** The band verdicts of a search without a price range: never read (see filterTest). */
export const NO_VERDICTS = new Uint8Array(0);

/** Cuts the price order into PRICE_BANDS bands of as many listings (see priceBand). */
export function cutPriceBands(store: IndexStore) {
  const order = store.orders.priceAsc;
  const { price } = store;
  const band = new Uint8Array(store.capacity);
  store.bandLow.fill(Infinity);
  store.bandHigh.fill(-Infinity);
  // NULL prices sort last (see the price order): they keep band 0.
  let priced = order.length;
  while (priced > 0 && Number.isNaN(price[order[priced - 1]!]!)) priced--;
  for (let i = 0; i < priced; i++) {
    const slot = order[i]!;
    const b = 1 + Math.floor((i * PRICE_BANDS) / priced);
    band[slot] = b;
    if (price[slot]! < store.bandLow[b]!) store.bandLow[b] = price[slot]!;
    if (price[slot]! > store.bandHigh[b]!) store.bandHigh[b] = price[slot]!;
  }
  store.priceBand = band;
}

/**
 * For each price band, whether its listings are all in [min, max] (1), none is (0), or
 * their prices must be read (2). NULL prices (band 0) are in no range.
 */
export function bandVerdicts(store: IndexStore, min: number, max: number): Uint8Array {
  const verdicts = new Uint8Array(PRICE_BANDS + 1);
  for (let b = 1; b <= PRICE_BANDS; b++) {
    const low = store.bandLow[b]!;
    const high = store.bandHigh[b]!;
    if (high < min || low > max) verdicts[b] = 0;
    else verdicts[b] = low >= min && high <= max ? 1 : 2;
  }
  return verdicts;
}
