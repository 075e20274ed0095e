import { getRecentlyUsed } from './recently-used';
import type { SlotList } from './slot-list';
import type { IndexStore } from './store';

/**
 * Bitsets of slots: a bit per listing, for the words that match a large share of the
 * catalogue and for the categories and rental types searched with them. A walk tests a
 * listing's bit, in the processor's cache, before reading any of its columns.
 */

/**
 * A word matching at least this share of the catalogue is tested by a bitset of its
 * matches rather than gathered posting by posting for each search: a bitset costs an
 * eighth of a byte per listing, less than the postings of such a word, and lets a search
 * walk an order and stop at its page instead of reading every match of the word.
 */
export const WORD_BITSET_SHARE = 1 / 256;
/** Category and rental type bitsets kept (see groupBitset). */
const GROUP_BITSETS_KEPT = 64;
/** Word bitsets kept, the least recently used dropped first. */
const WORD_BITSETS_KEPT = 256;

/** Sets `slot`'s bit in a bitset of slots. */
export function setBit(bits: Uint32Array, slot: number) {
  bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31));
}

/** The set bits of a 32-bit word. */
export function popCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A bitset, sized for the slots the index has room for, of the slots in `lists`. */
export function bitsetOf(store: IndexStore, lists: SlotList[]): Uint32Array {
  const bits = new Uint32Array((store.capacity + 31) >>> 5);
  for (const { slots, length } of lists) for (let p = 0; p < length; p++) setBit(bits, slots[p]!);
  return bits;
}

/** The bitset of the slots a word matches: kept, or made from its postings. */
export function wordBitset(store: IndexStore, prefix: string, lists: SlotList[]): Uint32Array {
  return getRecentlyUsed(store.wordBits, prefix, WORD_BITSETS_KEPT, () => bitsetOf(store, lists));
}

/** The bitset of a category's or rental type's slots (`list`, under groupKey `key`): kept, or made. */
export function groupBitset(store: IndexStore, key: number, list: () => SlotList): Uint32Array {
  return getRecentlyUsed(store.groupBits, key, GROUP_BITSETS_KEPT, () => bitsetOf(store, [list()]));
}

/**
 * The slots in every bitset, ascending, within `ranges` (see slotRanges) or anywhere: 32
 * listings a step, so a common word in a category costs the catalogue ÷ 32 steps and
 * then only the listings in both, where testing the smaller of the two would cost
 * tens of thousands of scattered reads.
 */
export function intersectBitsets(
  store: IndexStore,
  bitsets: Uint32Array[],
  ranges: Int32Array | null,
): Int32Array {
  const found: number[] = [];
  const spans = ranges ?? Int32Array.of(0, store.used);
  const first = bitsets[0]!;
  for (let r = 0; r < spans.length; r += 2) {
    const start = spans[r]!;
    const end = spans[r + 1]!;
    if (end <= start) continue;
    for (let w = start >>> 5; w <= (end - 1) >>> 5; w++) {
      let word = first[w]!;
      for (let b = 1; b < bitsets.length && word !== 0; b++) word &= bitsets[b]![w]!;
      while (word !== 0) {
        const low = word & -word;
        const slot = (w << 5) | (31 - Math.clz32(low));
        if (slot >= start && slot < end) found.push(slot);
        word ^= low;
      }
    }
  }
  return Int32Array.from(found);
}

/**
 * The slots in every one of `bitsets`: the one itself when there is one, else the AND in
 * a bitset kept for it (a search's, until the next one: allocating a bitset for each
 * search cost more than making it). Sets `andedCount` when it ANDs.
 */
export function andBitsets(store: IndexStore, bitsets: Uint32Array[]): Uint32Array {
  if (bitsets.length === 1) return bitsets[0]!;
  const words = (store.used + 31) >>> 5;
  if (store.anded.length < words) store.anded = new Uint32Array((store.capacity + 31) >>> 5);
  const and = store.anded;
  // The first two in one pass, the others into it; the last one counts as it goes (see
  // andedCount).
  const [first, second] = bitsets as [Uint32Array, Uint32Array];
  let count = 0;
  for (let w = 0; w < words; w++) {
    const word = first[w]! & second[w]!;
    and[w] = word;
    if (word !== 0 && bitsets.length === 2) count += popCount(word);
  }
  for (let b = 2; b < bitsets.length; b++) {
    const bits = bitsets[b]!;
    const last = b === bitsets.length - 1;
    for (let w = 0; w < words; w++) {
      const word = and[w]! & bits[w]!;
      and[w] = word;
      if (word !== 0 && last) count += popCount(word);
    }
  }
  store.andedCount = count;
  return and;
}

/** One test of every bitset (a slot must be in each); null for none. */
export function bitsetsTest(bitsets: Uint32Array[]): ((slot: number) => boolean) | null {
  if (bitsets.length === 0) return null;
  if (bitsets.length === 1) {
    const bits = bitsets[0]!;
    return (slot) => ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
  }
  return (slot) => {
    for (const bits of bitsets) if (((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 0) return false;
    return true;
  };
}
