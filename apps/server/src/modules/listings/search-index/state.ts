import { sortLexemes } from './lexicon';
import { cutPriceBands } from './price-bands';
import { SlotList } from './slot-list';
import type { IndexLists, IndexState } from './snapshot';
import type { IndexStore } from './store';
import type { OrderName } from './types';

/**
 * The index as a plain state for a snapshot (decision 0021), and back: its columns,
 * orders, postings, groups and blocked and booked days. What searches keep between them
 * (orders and bitsets of words and groups) is left out and made again when wanted.
 */

/**
 * What the index holds. Arrays that only grow are the index's own, not copies: what later
 * changes add lies past the state's slots.
 */
export function exportState(store: IndexStore): IndexState {
  sortLexemes(store);
  const n = store.used;
  const lexemes = store.lexemes;
  const postings = packLists(
    lexemes.map((lexeme) => store.postings.get(lexeme)!),
    true,
  );
  const groups = (map: Map<number, SlotList>) => {
    const keys = [...map.keys()];
    return { keys: Float64Array.from(keys), lists: packLists(keys.map((k) => map.get(k)!)) };
  };
  return {
    used: n,
    dead: store.dead,
    live: store.live,
    columns: {
      ids: store.ids.subarray(0, n),
      owner: store.owner.subarray(0, n),
      category: store.category.subarray(0, n),
      type: store.type.subarray(0, n),
      price: store.price.subarray(0, n),
      sale: store.sale.subarray(0, n),
      instant: store.instant.subarray(0, n),
      rating: store.rating.subarray(0, n),
      reviews: store.reviews.subarray(0, n),
      created: store.created.subarray(0, n),
      xyz: store.xyz.subarray(0, n * 3),
      quantity: store.quantity.subarray(0, n),
      // Changed in place as listings come and go (the others only grow): copied, so the
      // state stays the one of this moment while it is written.
      alive: store.alive.slice(0, n),
      held: store.held.slice(0, n),
    },
    slotById: store.slotById.slice(),
    // Made by mergeOrder, never on a shared buffer.
    orders: { ...store.orders } as IndexState['orders'],
    lexemes,
    postings,
    groups: {
      category: groups(store.byCategory),
      type: groups(store.byType),
      owner: groups(store.byOwner),
      cell: groups(store.byCell),
    },
    availability: [...store.availability],
  };
}

/** Lists as one array of slots (and weights) with each list's start. */
function packLists(held: (SlotList | number)[], weighted = false): IndexLists {
  const start = new Int32Array(held.length + 1);
  for (let i = 0; i < held.length; i++) {
    const list = held[i]!;
    start[i + 1] = start[i]! + (typeof list === 'number' ? 1 : list.length);
  }
  const slots = new Int32Array(start[held.length]!);
  const extra = weighted ? new Uint8Array(slots.length) : null;
  for (let i = 0; i < held.length; i++) {
    const list = held[i]!;
    if (typeof list === 'number') {
      slots[start[i]!] = Math.floor(list / 4);
      extra![start[i]!] = list % 4;
    } else {
      slots.set(list.slots.subarray(0, list.length), start[i]!);
      if (extra && list.extra) extra.set(list.extra.subarray(0, list.length), start[i]!);
    }
  }
  return { start, slots, extra };
}

/**
 * Fills an empty store with a state `exportState` described (read back from a snapshot).
 * Its arrays are used as they are: a list grows into a new array of its own when a listing
 * joins it.
 */
export function restoreState(store: IndexStore, state: IndexState) {
  const n = state.used;
  const c = state.columns;
  store.capacity = n;
  store.used = n;
  store.dead = state.dead;
  store.live = state.live;
  // Every column of the state has the store's name for it: a new column is restored too.
  Object.assign(store, {
    ...c,
    slotById: state.slotById,
    stamp: new Uint32Array(n),
    member: new Uint8Array(n),
    score: new Float64Array(n),
    chord: new Float64Array(n),
  });
  const { start, slots, extra } = state.postings;
  state.lexemes.forEach((lexeme, i) => {
    const from = start[i]!;
    const to = start[i + 1]!;
    store.postings.set(
      lexeme,
      to - from === 1 ? slots[from]! * 4 + extra![from]! : SlotList.of(slots, extra, from, to),
    );
  });
  store.lexemes = state.lexemes;
  const groups = (map: Map<number, SlotList>, { keys, lists }: IndexState['groups']['cell']) =>
    keys.forEach((key, i) =>
      map.set(key, SlotList.of(lists.slots, null, lists.start[i]!, lists.start[i + 1]!)),
    );
  groups(store.byCategory, state.groups.category);
  groups(store.byType, state.groups.type);
  groups(store.byOwner, state.groups.owner);
  groups(store.byCell, state.groups.cell);
  for (const [id, days] of state.availability) store.availability.set(id, days);
  for (const name of Object.keys(store.orders) as OrderName[]) {
    const order = state.orders[name];
    const rank = new Int32Array(n);
    for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
    store.orders[name] = order;
    store.ranks[name] = rank;
  }
  cutPriceBands(store);
}
