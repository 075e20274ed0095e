import type { Candidates } from './slot-list';
import type { IndexStore } from './store';

/**
 * Sampling the candidates: the share of up to 256 of them that pass a query's tests, from
 * which the planner estimates how many match and how far a walk must go.
 */

/** A sample's share of passes, and a low estimate of it. */
export interface PassShare {
  rate: number;
  low: number;
}

/**
 * A count is settled as "countUpTo or more" without reading every candidate when the
 * sample's passes, less this many standard deviations (a Poisson count's: its square root),
 * still reach countUpTo over all the candidates. With 9 passes of 256 the low estimate is
 * 0; with 64, 40. Only the total can differ from counting, and only when the sample
 * overstates the share by more than this margin.
 */
const SURELY_MORE = 3;

/**
 * A sample's share of passes, and a low estimate of it: SURELY_MORE standard deviations of
 * the passes below.
 */
function passShare(passed: number, tried: number): PassShare {
  if (tried === 0) return { rate: 0, low: 0 };
  return {
    rate: passed / tried,
    low: Math.max(0, passed - SURELY_MORE * Math.sqrt(passed)) / tried,
  };
}

/**
 * The share of a sample of the candidates (up to 256, spread over them) that matches, and
 * a low estimate of it (see SURELY_MORE).
 */
export function sampleCandidates(
  source: Candidates[],
  size: number,
  accept: (slot: number) => boolean,
): PassShare {
  if (size === 0) return { rate: 0, low: 0 };
  const step = Math.max(1, Math.floor(size / 256));
  let tried = 0;
  let passed = 0;
  let next = 0;
  let base = 0;
  for (const list of source) {
    for (; next < base + list.length; next += step) {
      tried++;
      if (accept(list.slots[next - base]!)) passed++;
    }
    base += list.length;
  }
  return passShare(passed, tried);
}

/**
 * sampleCandidates for the slots of a bitset: the first slot at or after each of 256 points
 * spread over the slots (a word each, so a slot after a run of empty words is likelier
 * taken: an estimate, as the sample is).
 */
export function sampleBitset(
  store: IndexStore,
  bits: Uint32Array,
  accept: (slot: number) => boolean,
): PassShare {
  const words = (store.used + 31) >>> 5;
  let tried = 0;
  let passed = 0;
  let w = 0;
  for (let point = 0; point < 256; point++) {
    w = Math.max(w, Math.floor((point * words) / 256));
    while (w < words && bits[w] === 0) w++;
    if (w >= words) break;
    const word = bits[w]! | 0;
    tried++;
    if (accept((w << 5) | (31 - Math.clz32(word & -word)))) passed++;
    w++;
  }
  return passShare(passed, tried);
}
