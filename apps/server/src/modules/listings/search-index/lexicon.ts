import { setBit } from './bitset';
import { forgetLexemeOrders } from './orders';
import { SlotList } from './slot-list';
import type { IndexStore } from './store';

/**
 * The words: a sorted dictionary of every lexeme and each lexeme's postings (the slots of
 * the listings that have it, with its best weight there). A query's word is a prefix: it
 * matches every lexeme that starts with it.
 */

/**
 * Lexemes new since the dictionary was last sorted are kept aside, up to this many, and
 * merged into it when there are more: at a million listings the dictionary holds about a
 * million lexemes (names carry model numbers), and sorting it again for each new one
 * would stall the next search for half a second.
 */
const LEXEMES_ASIDE = 4096;
/** A lexeme's memory as bytes() counts it: a short string, a map entry, a dictionary slot. */
export const LEXEME_BYTES = 64;

/** A word of a query: its prefix, the lexemes it matches and their postings in all. */
export interface Word {
  prefix: string;
  lexemes: string[];
  lists: SlotList[];
  size: number;
}

/**
 * A new listing's lexemes join the postings (the listing's slot with each one's weight);
 * a lexeme's kept orders are forgotten and the kept bitsets of its prefixes gain the slot.
 */
export function addPostings(store: IndexStore, slot: number, terms: Map<string, number>) {
  for (const [lexeme, weight] of terms) {
    const held = store.postings.get(lexeme);
    if (held === undefined) {
      store.postings.set(lexeme, slot * 4 + weight);
      store.lexemesAside.push(lexeme);
    } else if (typeof held === 'number') {
      const list = new SlotList(true);
      list.push(Math.floor(held / 4), held % 4);
      list.push(slot, weight);
      store.postings.set(lexeme, list);
    } else {
      held.push(slot, weight);
    }
    if (store.lexemeOrders.size > 0) forgetLexemeOrders(store, lexeme);
    if (store.wordBits.size > 0)
      for (let end = 1; end <= lexeme.length; end++) {
        const bits = store.wordBits.get(lexeme.slice(0, end));
        if (bits) setBit(bits, slot);
      }
  }
}

/** Merges the lexemes set aside into the sorted dictionary. */
export function sortLexemes(store: IndexStore) {
  if (store.lexemesAside.length === 0) return;
  const aside = store.lexemesAside.sort();
  const sorted = store.lexemes;
  const merged: string[] = new Array<string>(sorted.length + aside.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < merged.length; k++)
    merged[k] =
      j >= aside.length || (i < sorted.length && sorted[i]! < aside[j]!)
        ? sorted[i++]!
        : aside[j++]!;
  store.lexemes = merged;
  store.lexemesAside = [];
}

/** The lexemes starting with `prefix`: found in the sorted dictionary, and looked for aside. */
export function lexemesWith(store: IndexStore, prefix: string): string[] {
  if (store.lexemesAside.length > LEXEMES_ASIDE) sortLexemes(store);
  const { lexemes } = store;
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (lexemes[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const found: string[] = [];
  for (let i = low; i < lexemes.length && lexemes[i]!.startsWith(prefix); i++)
    found.push(lexemes[i]!);
  for (const lexeme of store.lexemesAside) if (lexeme.startsWith(prefix)) found.push(lexeme);
  return found;
}

/** Whether a listing in the index has a lexeme starting with `prefix`. */
export function hasLexemeStartingWith(store: IndexStore, prefix: string): boolean {
  for (const lexeme of lexemesWith(store, prefix)) {
    const held = store.postings.get(lexeme)!;
    if (typeof held === 'number') {
      if (store.alive[Math.floor(held / 4)] === 1) return true;
      continue;
    }
    for (let p = 0; p < held.length; p++) if (store.alive[held.slots[p]!] === 1) return true;
  }
  return false;
}

/** A query's words with the lexemes each matches. */
export function wordsOf(store: IndexStore, prefixes: string[]): Word[] {
  return prefixes.map((prefix) => {
    const lexemes = lexemesWith(store, prefix);
    const lists = lexemes.map((lexeme) => postingsOf(store, lexeme));
    return { prefix, lexemes, lists, size: lists.reduce((sum, list) => sum + list.length, 0) };
  });
}

/** A lexeme's postings as a list (a list of one made for the query when it has one). */
export function postingsOf(store: IndexStore, lexeme: string): SlotList {
  const held = store.postings.get(lexeme)!;
  if (typeof held !== 'number') return held;
  const list = new SlotList(true);
  list.push(Math.floor(held / 4), held % 4);
  return list;
}

/** Whether a word is tested by a bitset rather than gathered (see WORD_BITSET_SHARE). */
export function isCommonWord(store: IndexStore, word: Word): boolean {
  return word.size > 0 && word.size >= store.bitsetShare * store.live;
}

/**
 * Slots that match every word, gathered from their postings, with the stamps from `base`
 * up (taken by the search from takeStamps): a slot stamped `base + i` has matched the
 * first i words, so the slots stamped `mark` (returned) match them all.
 */
export function matchWords(
  store: IndexStore,
  words: Word[],
  base: number,
): { slots: number[]; mark: number } {
  const slots: number[] = [];
  // Local references: this loop runs once per posting, hundreds of thousands of times.
  const { stamp, alive } = store;
  for (let i = 0; i < words.length; i++) {
    const last = i === words.length - 1;
    const reached = base + i + 1;
    const previous = base + i;
    for (const list of words[i]!.lists) {
      const listed = list.slots;
      const length = list.length;
      for (let p = 0; p < length; p++) {
        const slot = listed[p]!;
        const seen = stamp[slot]!;
        if ((i === 0 ? seen < base : seen === previous) && alive[slot] === 1) {
          stamp[slot] = reached;
          if (last) slots.push(slot);
        }
      }
    }
  }
  return { slots, mark: base + words.length };
}

/**
 * Takes `count + 1` stamps above every earlier one and returns the first. A stamp marks the
 * slots a search has met (per slot, in `stamp`) without clearing anything between searches.
 */
export function takeStamps(store: IndexStore, count: number): number {
  if (store.epoch + count + 2 >= 0xffff_fff0) {
    store.stamp.fill(0);
    store.epoch = 0;
  }
  const base = store.epoch + 1;
  store.epoch = base + count;
  return base;
}
