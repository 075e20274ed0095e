import type { Candidates } from './slot-list';
import type { IndexStore } from './store';
import { priceStretch } from './orders';
import type { IndexQuery, OrderName } from './types';

/**
 * The loops that produce a search's matches: reading an order (or several, merged) and
 * testing each listing until enough pass, or testing every candidate.
 */

/**
 * The first `stopAt` listings of `order[first, end)` (read from `end` down when
 * `backwards`) that are in `gate` (null: no bitset) and pass `accept`.
 */
export function walkOrder(
  order: Int32Array,
  first: number,
  end: number,
  backwards: boolean,
  gate: Uint32Array | null,
  accept: (slot: number) => boolean,
  stopAt: number,
): number[] {
  const found: number[] = [];
  const mirror = first + end - 1;
  if (gate === null) {
    for (let i = first; i < end && found.length < stopAt; i++) {
      const slot = order[backwards ? mirror - i : i]!;
      if (accept(slot)) found.push(slot);
    }
    return found;
  }
  for (let i = first; i < end && found.length < stopAt; i++) {
    const slot = order[backwards ? mirror - i : i]!;
    if (((gate[slot >>> 5]! >>> (slot & 31)) & 1) === 1 && accept(slot)) found.push(slot);
  }
  return found;
}

/**
 * The first `stopAt` listings that pass `accept` in the order `name` (read backwards for
 * oldest first), from lists each in that order (only within the price range for a price
 * order), merged by their rank in the whole order with a heap. A listing in two lists (a
 * word's lexemes) has one rank, so its two turns come one after the other: taken once.
 */
export function walkMergedOrders(
  store: IndexStore,
  lists: Int32Array[],
  name: OrderName,
  backwards: boolean,
  query: IndexQuery,
  gate: Uint32Array | null,
  accept: (slot: number) => boolean,
  stopAt: number,
): number[] {
  // One list is walked as it is: no heap, nothing to take once.
  if (lists.length === 1) {
    const [first, end] = priceStretch(store, name, query, lists[0]);
    return walkOrder(lists[0]!, first, end, backwards, gate, accept, stopAt);
  }
  const rank = store.ranks[name];
  const sign = backwards ? -1 : 1;
  const step = backwards ? -1 : 1;
  const orders: Int32Array[] = [];
  const position: number[] = [];
  const end: number[] = [];
  // A min-heap of cursors by the rank of the listing each points at.
  const heap: number[] = [];
  const keyOf = (cursor: number) => sign * rank[orders[cursor]![position[cursor]!]!]!;
  const down = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && keyOf(heap[left]!) < keyOf(heap[least]!)) least = left;
      if (right < heap.length && keyOf(heap[right]!) < keyOf(heap[least]!)) least = right;
      if (least === i) return;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
  };
  // A kept order may still hold listings that have left (their rank is no longer theirs):
  // a cursor steps over them, so every key it shows is a live listing's.
  const { alive } = store;
  const live = (cursor: number) => {
    const order = orders[cursor]!;
    let at = position[cursor]!;
    while (at !== end[cursor] && alive[order[at]!] !== 1) at += step;
    position[cursor] = at;
    return at !== end[cursor];
  };
  for (const order of lists) {
    const [first, last] = priceStretch(store, name, query, order);
    if (first >= last) continue;
    orders.push(order);
    // Read backwards: from the stretch's last listing down to its first.
    position.push(backwards ? last - 1 : first);
    end.push(backwards ? first - 1 : last);
    if (live(orders.length - 1)) heap.push(orders.length - 1);
  }
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  const found: number[] = [];
  let previous = -1;
  while (heap.length > 0 && found.length < stopAt) {
    const cursor = heap[0]!;
    const slot = orders[cursor]![position[cursor]!]!;
    if (
      slot !== previous &&
      (gate === null || ((gate[slot >>> 5]! >>> (slot & 31)) & 1) === 1) &&
      accept(slot)
    )
      found.push(slot);
    previous = slot;
    position[cursor] = position[cursor]! + step;
    if (!live(cursor)) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    down(0);
  }
  return found;
}

/** The candidates that pass `accept`, each once (stamped `mark` when lists share them). */
export function filterCandidates(
  store: IndexStore,
  source: { lists: Candidates[]; copies: number },
  accept: (slot: number) => boolean,
  mark: number,
): number[] {
  const matches: number[] = [];
  if (source.copies === 1) {
    for (const list of source.lists)
      for (let i = 0; i < list.length; i++)
        if (accept(list.slots[i]!)) matches.push(list.slots[i]!);
    return matches;
  }
  // A tested word's lexemes share listings: stamp each one taken.
  const { stamp } = store;
  for (const list of source.lists)
    for (let i = 0; i < list.length; i++) {
      const slot = list.slots[i]!;
      if (stamp[slot] === mark || !accept(slot)) continue;
      stamp[slot] = mark;
      matches.push(slot);
    }
  return matches;
}
