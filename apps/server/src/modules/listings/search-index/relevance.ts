import type { Word } from './lexicon';
import { firstAtLeast } from './slot-list';
import type { IndexStore } from './store';
import type { IndexQuery, IndexResult } from './types';

/**
 * Relevance: a sum of each word's best field weight in the listing (name 1, keywords 0.4,
 * description 0.2), where PostgreSQL's `ts_rank` also weighs repetitions and proximity.
 */

/**
 * ts_rank's default weights for D, C, B, A (0.1, 0.2, 0.4, 1), in tenths: whole numbers keep
 * the sums exact, so equal relevance is equal however the words were met.
 */
const WEIGHTS = [1, 2, 4, 10] as const;

/**
 * Relevance as the SQL search ranks it: the newest `countUpTo` matches ordered by
 * relevance (best first, or worst first descending; newest first among equals), then
 * every older match, newest first. `newestFirst` holds the matches newest first (at least
 * the page and the candidates); `total` is how many matched in all.
 */
export function rankByRelevance(
  store: IndexStore,
  newestFirst: number[],
  words: Word[],
  query: IndexQuery,
  total = newestFirst.length,
): IndexResult {
  const { offset, limit, countUpTo } = query;
  const candidates = newestFirst.slice(0, countUpTo);
  const { score } = store;
  scoreAll(store, candidates, words);
  // Sorted by their places among the candidates, with the scores copied beside them: the
  // sort reads no column, and being stable it keeps the newest first among equals.
  const scores = Float64Array.from(candidates, (slot) => score[slot]!);
  const sign = query.sort.order === 'desc' ? 1 : -1;
  const places = Array.from(candidates.keys()).sort((a, b) => sign * (scores[a]! - scores[b]!));
  const ranked = places.map((place) => candidates[place]!).concat(newestFirst.slice(countUpTo));
  return {
    ids: ranked.slice(offset, offset + limit).map((slot) => store.ids[slot]!),
    matches: Math.min(total, countUpTo),
  };
}

/**
 * Sets `score` of each candidate to its relevance (each word's best weight in the listing,
 * summed: ts_rank's weights, in tenths), reading each of the words' lists once: the
 * candidates in slot order against the list in slot order, each search starting where the
 * last one ended, and from the list's side when it is the shorter. A word of many lexemes
 * costs a few passes, not a search of every list for every candidate.
 */
function scoreAll(store: IndexStore, candidates: number[], words: Word[]) {
  const sorted = Int32Array.from(candidates).sort();
  const count = sorted.length;
  const best = new Int8Array(count);
  const sums = new Float64Array(count);
  for (const word of words) {
    best.fill(-1);
    for (const list of word.lists) {
      const { slots, length } = list;
      const extra = list.extra!;
      if (length < count) {
        let at = 0;
        for (let p = 0; p < length && at < count; p++) {
          at = firstAtLeast(sorted, at, count, slots[p]!);
          if (at < count && sorted[at] === slots[p] && extra[p]! > best[at]!) best[at] = extra[p]!;
        }
      } else {
        let at = 0;
        for (let c = 0; c < count && at < length; c++) {
          at = firstAtLeast(slots, at, length, sorted[c]!);
          if (at < length && slots[at] === sorted[c] && extra[at]! > best[c]!) best[c] = extra[at]!;
        }
      }
    }
    for (let c = 0; c < count; c++) if (best[c]! >= 0) sums[c] = sums[c]! + WEIGHTS[best[c]!]!;
  }
  const { score } = store;
  for (let c = 0; c < count; c++) score[sorted[c]!] = sums[c]!;
}
