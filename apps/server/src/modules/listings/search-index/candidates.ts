import { andBitsets, bitsetsTest, groupBitset, intersectBitsets, wordBitset } from './bitset';
import { cellsAround, cutToRanges, type RadiusTest, slotRanges } from './geo';
import { groupKey, groupList, smallestNamedGroup } from './groups';
import { isCommonWord, matchWords, takeStamps, type Word, wordsOf } from './lexicon';
import { groupOrder, lexemeOrder } from './orders';
import { type PassShare, sampleBitset } from './sampling';
import type { Candidates } from './slot-list';
import type { IndexStore } from './store';
import type { IndexQuery, OrderName } from './types';

/**
 * The first half of a search: its words matched, its bitsets, and the sets of candidates
 * it could start from (a source each), the smallest of which the planner takes.
 */

/** Candidates up to this many are always filtered and sorted rather than an order walked. */
export const MATERIALIZE_MIN = 512;
/** A word of more lexemes than this is not cut to a place's runs (see cutToRanges): too many lists. */
const CUT_LEXEMES_MAX = 64;

/** The groups (see groupKey) or lexemes whose orders a walk reads, and their lists. */
export interface OrderKeys {
  readonly keys: readonly (number | string)[];
  readonly lists: readonly { length: number }[];
}

/** Where a search takes its candidates from, and how it could walk them in order. */
export interface Source {
  lists: Candidates[];
  size: number;
  /** In how many of the lists one listing can be (1: the lists are distinct). */
  copies: number;
  /** The groups' keys, when the candidates are groups (see groupKey). */
  keys?: number[];
  /** Whether those groups are the grid cells around a place. */
  spatial?: boolean;
  /** Whether every candidate is already in the words' and the named groups' bitsets. */
  anded?: boolean;
  /** Each list of the candidates in an order, when they are groups or a word's. */
  ordered?: (name: OrderName) => Int32Array[];
  /** The groups' keys or the lexemes `ordered` reads, and their lists (see buildCost). */
  builds?: OrderKeys;
  /** How many listings, in how many lists, `ordered` walks (the candidates by default). */
  walked?: { size: number; lists: number };
  /** The share of the candidates that pass, when not sampled from `lists` (see sampleCandidates). */
  sample?: (accept: (slot: number) => boolean) => PassShare;
}

/** A query's words: those gathered from their postings and those tested by a bitset. */
export interface QueryWords {
  all: Word[];
  /** Common words (see isCommonWord): tested by their bitsets. */
  tested: Word[];
  /** The slots matching every gathered word (null: no gathered word). */
  slots: number[] | null;
  /** The stamp of the slots matching every gathered word (-1: none). */
  mark: number;
  /** A stamp for taking each candidate once (see filterCandidates). */
  onceMark: number;
}

/**
 * Words that match a large share of the catalogue are tested by their bitsets; the others
 * are gathered from their postings, and the slots matching all of them are candidates.
 */
export function matchQueryWords(store: IndexStore, terms: string[]): QueryWords {
  const all = wordsOf(store, terms);
  const gathered = all.filter((word) => !isCommonWord(store, word));
  const tested = all.filter((word) => isCommonWord(store, word));
  // Every stamp this search uses, taken at once (taking more later could start the stamps
  // over and erase these): one per gathered word and its start, then one to take each
  // candidate once (filterCandidates).
  const stamps = takeStamps(store, gathered.length + 1);
  const onceMark = stamps + gathered.length + 1;
  if (gathered.length === 0) return { all, tested, slots: null, mark: -1, onceMark };
  const matched = matchWords(store, gathered, stamps);
  return { all, tested, slots: matched.slots, mark: matched.mark, onceMark };
}

/** A query's bitsets: its common words', and with them its category's and rental type's. */
export interface QueryBitsets {
  bitsets: Uint32Array[];
  /** The groups (see groupKey) whose bitsets are among them. */
  named: number[];
  /** One test of every bitset; null for none. */
  inWords: ((slot: number) => boolean) | null;
  /** The AND of the bitsets, made when first asked for (null: no bitset). */
  gate: () => Uint32Array | null;
  /** The share of the catalogue in every bitset (of the smallest word until counted). */
  share: number;
}

/**
 * With a common word, a category's or rental type's bitset joins the words': a walk tests
 * a listing's bits, in the processor's cache, before reading any of its columns.
 */
export function queryBitsets(store: IndexStore, query: IndexQuery, tested: Word[]): QueryBitsets {
  const wordBitsets = tested.map((word) => wordBitset(store, word.prefix, word.lists));
  const named =
    wordBitsets.length === 0
      ? []
      : [
          ...(query.categoryId !== undefined && store.byCategory.has(query.categoryId)
            ? [groupKey('category', query.categoryId)]
            : []),
          ...(query.rentalTypeId !== undefined && store.byType.has(query.rentalTypeId)
            ? [groupKey('type', query.rentalTypeId)]
            : []),
        ];
  const bitsets = [
    ...wordBitsets,
    ...named.map((key) => groupBitset(store, key, () => groupList(store, key))),
  ];
  // The walks test every listing against the bitsets' AND before anything else, inline:
  // most listings fail it, and a call per listing would cost more than the test.
  let gateBits: Uint32Array | null = null;
  return {
    bitsets,
    named,
    inWords: bitsetsTest(bitsets),
    gate: () => (bitsets.length === 0 ? null : (gateBits ??= andBitsets(store, bitsets))),
    share: tested.reduce((least, word) => Math.min(least, word.size / store.live), 1),
  };
}

/**
 * The sets of candidates a search could start from: the gathered words' matches, the cells
 * around a place, the smallest group a filter names (a category, a rental type, an owner),
 * a common word's listings in a named category or rental type (from the bitsets' AND), and
 * the postings of each tested word; none when nothing narrows the catalogue. Around a
 * place, each of the others is first cut to the cells' runs of slots (see cutToRanges).
 * Updates `bits.share` when the bitsets' AND is counted.
 */
export function candidateSources(
  store: IndexStore,
  query: IndexQuery,
  near: RadiusTest | null,
  words: QueryWords,
  bits: QueryBitsets,
): Source[] {
  const around = near ? cellsAround(store, near.near) : null;
  // The cells' runs of slots, made when a source is cut to them (not for the cells alone).
  let cellRanges: Int32Array | null = null;
  const ranges = () => (cellRanges ??= slotRanges(store, around!.keys));
  const sources: Source[] = [];
  const wordSlots = words.slots;
  if (wordSlots)
    sources.push(
      around
        ? { ...cutToRanges([{ slots: Int32Array.from(wordSlots).sort() }], ranges()), copies: 1 }
        : {
            lists: [{ slots: wordSlots, length: wordSlots.length }],
            size: wordSlots.length,
            copies: 1,
          },
    );
  if (around)
    sources.push({
      lists: around.lists,
      size: around.lists.reduce((sum, list) => sum + list.length, 0),
      copies: 1,
      keys: around.keys,
      spatial: true,
      ordered: (name) => around.keys.map((key) => groupOrder(store, key, name)),
      builds: { keys: around.keys, lists: around.lists },
    });
  const group = smallestNamedGroup(store, query);
  if (group)
    sources.push(
      around
        ? { ...cutToRanges(group.lists, ranges()), copies: 1 }
        : {
            ...group,
            copies: 1,
            ordered: (name) => group.keys.map((key) => groupOrder(store, key, name)),
            builds: group,
          },
    );
  // A common word in a category or a rental type: the listings in both, from their bitsets.
  if (bits.named.length > 0 && around) {
    const slots = intersectBitsets(store, bits.bitsets, ranges());
    sources.push({
      lists: [{ slots, length: slots.length }],
      size: slots.length,
      copies: 1,
      anded: true,
    });
  } else if (bits.named.length > 0) {
    sources.push(andedSource(store, bits.named, bits.gate()!));
    bits.share = store.andedCount / Math.max(1, store.live);
  }
  // A listing is in the postings of each of a word's lexemes it has.
  for (const word of words.tested)
    sources.push(
      around && word.lists.length <= CUT_LEXEMES_MAX
        ? { ...cutToRanges(word.lists, ranges()), copies: word.lists.length }
        : {
            lists: word.lists,
            size: word.size,
            copies: word.lists.length,
            ordered: (name) =>
              word.lexemes.map((lexeme, i) => lexemeOrder(store, lexeme, name, word.lists[i]!)),
            builds: { keys: word.lexemes, lists: word.lists },
          },
    );
  return sources;
}

/** The source of fewest candidates (the first of equals), or null for none. */
export function smallestSource(sources: Source[]): Source | null {
  return sources.reduce<Source | null>(
    (best, next) => (best === null || next.size < best.size ? next : best),
    null,
  );
}

/**
 * A common word in a category or a rental type, away from a place: counted and sampled
 * from the bitsets' AND (`and`, just made by andBitsets; a thirty-second of the catalogue
 * in steps), listed only when filtered. A walk takes the smaller named group's order,
 * testing the AND: its listings are the candidates and the group's others.
 */
function andedSource(store: IndexStore, named: number[], and: Uint32Array): Source {
  const size = store.andedCount;
  let listed: Candidates[] | null = null;
  const list = () => {
    if (listed === null) {
      const slots = intersectBitsets(store, [and], null);
      listed = [{ slots, length: slots.length }];
    }
    return listed;
  };
  const smaller = named
    .map((key) => ({ key, list: groupList(store, key) }))
    .reduce((least, next) => (next.list.length < least.list.length ? next : least));
  return {
    get lists() {
      return list();
    },
    size,
    copies: 1,
    anded: true,
    // Few are listed to be sampled: they will be filtered.
    sample: size > 4 * MATERIALIZE_MIN ? (accept) => sampleBitset(store, and, accept) : undefined,
    ordered: (name) => [groupOrder(store, smaller.key, name)],
    builds: { keys: [smaller.key], lists: [smaller.list] },
    walked: { size: smaller.list.length, lists: 1 },
  };
}
