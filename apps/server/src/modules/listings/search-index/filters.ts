import { availableTest } from './availability';
import type { RadiusTest } from './geo';
import { bandVerdicts, NO_VERDICTS } from './price-bands';
import type { IndexStore } from './store';
import type { IndexQuery } from './types';

/**
 * One test of every filter of a query but the words: a single function, so the hot loops
 * that call it stay monomorphic. `known` names filters the candidates are known to pass,
 * not tested again.
 */
export function filterTest(
  store: IndexStore,
  query: IndexQuery,
  near: RadiusTest | null,
  known: { category: boolean; type: boolean } = { category: false, type: false },
) {
  const { owner, category, type, price, sale, instant, priceBand } = store;
  const ownerId = query.ownerId ?? -1;
  const categoryId = query.categoryId ?? -2;
  const rentalTypeId = query.rentalTypeId ?? -2;
  const byOwner = query.ownerId !== undefined;
  const byCategory = query.categoryId !== undefined && !known.category;
  const byType = query.rentalTypeId !== undefined && !known.type;
  // A NULL price (NaN) fails both comparisons, as in SQL.
  const byMin = query.minPriceCents !== undefined;
  const byMax = query.maxPriceCents !== undefined;
  const min = query.minPriceCents ?? -Infinity;
  const max = query.maxPriceCents ?? Infinity;
  const byPrice = byMin || byMax;
  // Made only for a price range (two a search, each a pass over the bands).
  const verdicts = byPrice ? bandVerdicts(store, min, max) : NO_VERDICTS;
  const forSale = query.forSale === true;
  const instantOnly = query.instantBooking === true;
  const inReach = near ? near.test : null;
  const free = query.available ? availableTest(store, query.available) : null;
  return (slot: number) =>
    (!byOwner || owner[slot] === ownerId) &&
    (!byCategory || category[slot] === categoryId) &&
    (!byType || type[slot] === rentalTypeId) &&
    (!byPrice ||
      verdicts[priceBand[slot]!] === 1 ||
      (verdicts[priceBand[slot]!] === 2 && price[slot]! >= min && price[slot]! <= max)) &&
    (!forSale || sale[slot] === 1) &&
    (!instantOnly || instant[slot] === 1) &&
    (inReach === null || inReach(slot)) &&
    (free === null || free(slot));
}
