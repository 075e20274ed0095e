import { groupList } from './groups';
import { cutPriceBands } from './price-bands';
import { getRecentlyUsed } from './recently-used';
import type { SlotList } from './slot-list';
import type { IndexStore } from './store';
import { smallestK } from './top-k';
import type { Compare, IndexQuery, OrderName } from './types';

/**
 * Orders: every live listing in each sort order (and each listing's rank in it), kept as
 * listings come and go; and, made when a search first walks them, the same orders of a
 * group's or a lexeme's listings alone. Ties break as the SQL search breaks them (id DESC)
 * and NULL prices and ratings sort where PostgreSQL puts them.
 */

/**
 * The lexemes' orders kept (lexemeOrders) hold at most this many slots per listing of the
 * catalogue (16 MB at a million listings), and at least LEXEME_ORDER_SLOTS_MIN: past it the
 * least recently walked lexeme's are dropped.
 */
const LEXEME_ORDER_SLOTS_SHARE = 4;
const LEXEME_ORDER_SLOTS_MIN = 1 << 18;

/** Each order's comparison of two slots, reading the store's columns. */
export function comparators(store: IndexStore): Record<OrderName, Compare> {
  const byId: Compare = (a, b) => store.ids[b]! - store.ids[a]!;
  const newest: Compare = (a, b) => store.created[b]! - store.created[a]! || byId(a, b);
  // NaN is a NULL price or rating: last ascending, first descending, as PostgreSQL sorts.
  const nullsLast = (x: number, y: number) =>
    Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : 0;
  return {
    newest,
    priceAsc: (a, b) => {
      const x = store.price[a]!;
      const y = store.price[b]!;
      return nullsLast(x, y) || (Number.isNaN(x) ? 0 : x - y) || byId(a, b);
    },
    priceDesc: (a, b) => {
      const x = store.price[a]!;
      const y = store.price[b]!;
      return -nullsLast(x, y) || (Number.isNaN(x) ? 0 : y - x) || byId(a, b);
    },
    ratingDesc: (a, b) => {
      const x = store.rating[a]!;
      const y = store.rating[b]!;
      return (
        nullsLast(x, y) ||
        (Number.isNaN(x) ? 0 : y - x) ||
        store.reviews[b]! - store.reviews[a]! ||
        byId(a, b)
      );
    },
    ratingAsc: (a, b) => {
      const x = store.rating[a]!;
      const y = store.rating[b]!;
      return (
        nullsLast(x, y) ||
        (Number.isNaN(x) ? 0 : x - y) ||
        store.reviews[b]! - store.reviews[a]! ||
        byId(a, b)
      );
    },
  };
}

/** The order a query's sort reads (distance and relevance read newest). */
export function orderFor(query: IndexQuery): OrderName {
  const { field, order } = query.sort;
  if (field === 'price') return order === 'desc' ? 'priceDesc' : 'priceAsc';
  if (field === 'rating') return order === 'desc' ? 'ratingDesc' : 'ratingAsc';
  return 'newest';
}

/** Merges `added` (sorted by compare) into `order`, leaving out dead slots. */
function mergeOrder(
  order: Int32Array,
  added: number[],
  alive: Uint8Array,
  compare: Compare,
): Int32Array {
  const merged = new Int32Array(order.length + added.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < order.length; i++) {
    const slot = order[i]!;
    if (!alive[slot]) continue;
    while (j < added.length && compare(added[j]!, slot) < 0) merged[n++] = added[j++]!;
    merged[n++] = slot;
  }
  while (j < added.length) merged[n++] = added[j++]!;
  return merged.subarray(0, n);
}

/** Merges new slots into every order (leaving dead ones out) and renumbers the ranks. */
export function mergeIntoOrders(store: IndexStore, added: number[]) {
  for (const name of Object.keys(store.orders) as OrderName[]) {
    const compare = store.compare[name];
    const order = mergeOrder(store.orders[name], added.slice().sort(compare), store.alive, compare);
    const rank = new Int32Array(store.capacity);
    for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
    store.orders[name] = order;
    store.ranks[name] = rank;
  }
  cutPriceBands(store);
}

/** Whether the order `name` of a group or a lexeme is made. */
export function isKept(store: IndexStore, key: number | string, name: OrderName) {
  return typeof key === 'number'
    ? store.groupOrders.get(key)?.has(name) === true
    : store.lexemeOrders.get(key)?.has(name) === true;
}

/** A group's live listings in an order (see groupOrders). */
export function groupOrder(store: IndexStore, key: number, name: OrderName): Int32Array {
  let orders = store.groupOrders.get(key);
  if (!orders) {
    orders = new Map();
    store.groupOrders.set(key, orders);
  }
  return keptOrMade(store, orders, name, () => groupList(store, key));
}

/** A lexeme's live listings in an order (see lexemeOrders); `postings` are its postings. */
export function lexemeOrder(
  store: IndexStore,
  lexeme: string,
  name: OrderName,
  postings: SlotList,
): Int32Array {
  // The most recently walked last, for forgetting the least recently walked first; the
  // bound is on slots, below, not on lexemes.
  const orders = getRecentlyUsed(store.lexemeOrders, lexeme, Infinity, () => new Map());
  const made = orders.size;
  const order = keptOrMade(store, orders, name, () => postings);
  if (orders.size > made) {
    store.lexemeOrderSlots += order.length;
    const bound = Math.max(LEXEME_ORDER_SLOTS_MIN, LEXEME_ORDER_SLOTS_SHARE * store.live);
    for (const [oldest] of store.lexemeOrders) {
      if (store.lexemeOrderSlots <= bound || oldest === lexeme) break;
      forgetLexemeOrders(store, oldest);
    }
  }
  return order;
}

/** Drops a lexeme's orders (see lexemeOrders). */
export function forgetLexemeOrders(store: IndexStore, lexeme: string) {
  const orders = store.lexemeOrders.get(lexeme);
  if (!orders) return;
  for (const order of orders.values()) store.lexemeOrderSlots -= order.length;
  store.lexemeOrders.delete(lexeme);
}

/** The order `name` kept in `orders`, made from the list when it is not there yet. */
function keptOrMade(
  store: IndexStore,
  orders: Map<OrderName, Int32Array>,
  name: OrderName,
  list: () => SlotList,
): Int32Array {
  let order = orders.get(name);
  if (!order) {
    order = listInOrder(store, list(), name);
    orders.set(name, order);
  }
  return order;
}

/**
 * A list's live listings in an order: its ranks sorted, or for a list large enough that
 * sorting would cost more than reading the whole order, the order read and its members
 * taken (a rental type of 200,000 listings at 1,000,000: 4 ms instead of 40).
 */
function listInOrder(store: IndexStore, list: SlotList, name: OrderName): Int32Array {
  const global = store.orders[name];
  const { slots, length } = list;
  if (length * Math.log2(length + 2) > global.length) {
    const member = store.member;
    for (let i = 0; i < length; i++) member[slots[i]!] = 1;
    const taken = new Int32Array(length);
    let n = 0;
    for (let i = 0; i < global.length; i++) if (member[global[i]!] === 1) taken[n++] = global[i]!;
    for (let i = 0; i < length; i++) member[slots[i]!] = 0;
    return taken.slice(0, n);
  }
  const rank = store.ranks[name];
  const positions: number[] = [];
  for (let i = 0; i < length; i++)
    if (store.alive[slots[i]!] === 1) positions.push(rank[slots[i]!]!);
  return Int32Array.from(positions)
    .sort()
    .map((position) => global[position]!);
}

/** The first `k` of `slots` in an order, by their ranks (a numeric sort, no comparator). */
export function firstInOrder(
  store: IndexStore,
  name: OrderName,
  slots: number[],
  k: number,
): number[] {
  const rank = store.ranks[name];
  const order = store.orders[name];
  const positions = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i++) positions[i] = rank[slots[i]!]!;
  const firsts = smallestK(positions, k);
  const first: number[] = [];
  for (let i = 0; i < firsts.length; i++) first.push(order[firsts[i]!]!);
  return first;
}

/** Where the price range starts and ends in a price order (the whole order otherwise). */
export function priceStretch(
  store: IndexStore,
  name: OrderName,
  query: IndexQuery,
  order: Int32Array = store.orders[name],
): [number, number] {
  if (name !== 'priceAsc' && name !== 'priceDesc') return [0, order.length];
  const ascending = name === 'priceAsc';
  const low = query.minPriceCents ?? -Infinity;
  const high = query.maxPriceCents ?? Infinity;
  const prices = store.price;
  // The first position whose price is inside the range on the far side of `bound`.
  const first = (before: (price: number) => boolean) => {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(prices[order[mid]!]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // NULL prices (NaN) sort last ascending and first descending; any bound leaves them out.
  const bounded = query.minPriceCents !== undefined || query.maxPriceCents !== undefined;
  if (ascending) {
    const start = first((price) => !Number.isNaN(price) && price < low);
    const end = bounded ? first((price) => !Number.isNaN(price) && price <= high) : order.length;
    return [start, end];
  }
  const start = bounded ? first((price) => Number.isNaN(price) || price > high) : 0;
  const end = first((price) => Number.isNaN(price) || price >= low);
  return [start, end];
}
