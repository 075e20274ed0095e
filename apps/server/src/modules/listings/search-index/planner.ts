import {
  candidateSources,
  MATERIALIZE_MIN,
  matchQueryWords,
  type OrderKeys,
  type QueryBitsets,
  queryBitsets,
  type QueryWords,
  type Source,
  smallestSource,
} from './candidates';
import { filterTest } from './filters';
import { distanceCompare, nearestInCells, type RadiusTest, radiusTest } from './geo';
import { groupKey } from './groups';
import { firstInOrder, isKept, orderFor, priceStretch } from './orders';
import { rankByRelevance } from './relevance';
import { sampleCandidates } from './sampling';
import type { IndexStore } from './store';
import { firstKBy } from './top-k';
import type { IndexQuery, IndexResult, OrderName } from './types';
import { filterCandidates, walkMergedOrders, walkOrder } from './walks';

/**
 * The cost-based planner: a search either filters its candidates (the smallest set a filter
 * or its words narrow it to) and sorts what matches, or walks an order (the whole
 * catalogue's, or its candidate groups' merged) testing each listing until the page and
 * the count are reached. A sample of the candidates estimates the share that matches;
 * the cheaper way by that estimate runs. Every way gives the same answer.
 */

/**
 * The planner's weights for a merged walk over cells: a step (a heap step beside the test)
 * against testing one candidate, and starting on a cell.
 */
const MERGE_STEP_COST = 3;
const MERGE_CELL_COST = 8;
/**
 * The share of making an order a walk is charged (see buildCost): the order is kept for
 * the searches after it, so a walk that needs it pays a part of it.
 */
const BUILD_SHARE = 1 / 4;
/**
 * Testing a listing's bits against a query's bitsets, as a share of testing the listing:
 * the bitsets are in the processor's cache, its columns mostly not.
 */
const BIT_TEST_COST = 0.15;

/** One search as it runs: what its steps share. */
interface SearchRun {
  readonly store: IndexStore;
  readonly query: IndexQuery;
  readonly near: RadiusTest | null;
  readonly words: QueryWords;
  readonly bits: QueryBitsets;
  readonly wantsDistance: boolean;
  readonly wantsRelevance: boolean;
  /** The test of every filter and word: what a walk tests each listing with. */
  readonly accept: (slot: number) => boolean;
  /** The test of a candidate of the source: what the source guarantees is not tested again. */
  readonly acceptCandidate: (slot: number) => boolean;
  /** How many matches the search needs: the page's end, and the count's unless settled. */
  stopAt: number;
  /** Whether the count is settled as countUpTo without counting (see estimate). */
  settled: boolean;
}

export function search(store: IndexStore, query: IndexQuery): IndexResult {
  const near = query.near ? radiusTest(store, query.near, query.sort.field === 'distance') : null;
  const test = filterTest(store, query, near);
  const words = matchQueryWords(store, query.terms ?? []);
  const bits = queryBitsets(store, query, words.tested);
  const source = smallestSource(candidateSources(store, query, near, words, bits));
  const run: SearchRun = {
    store,
    query,
    near,
    words,
    bits,
    wantsDistance: query.sort.field === 'distance' && near !== null,
    wantsRelevance: query.sort.field === 'relevance' && words.all.length > 0,
    ...acceptTests(store, query, near, test, words, bits, source),
    stopAt: Math.max(query.countUpTo, query.offset + query.limit),
    settled: false,
  };
  if (source) {
    const done = fromCandidates(run, source);
    if (done) return done;
  }
  return walkWholeOrder(run);
}

/**
 * The tests of a listing: `accept` (every filter and word) and `acceptCandidate` (what the
 * source's own candidates still need: those from the bitsets' AND are in the common words,
 * the category and the rental type already).
 */
function acceptTests(
  store: IndexStore,
  query: IndexQuery,
  near: RadiusTest | null,
  test: (slot: number) => boolean,
  words: QueryWords,
  bits: QueryBitsets,
  source: Source | null,
) {
  const { alive, stamp } = store;
  const wordMark = words.mark;
  const { inWords, named } = bits;
  const rest = source?.anded
    ? filterTest(store, query, near, {
        category:
          query.categoryId !== undefined && named.includes(groupKey('category', query.categoryId)),
        type:
          query.rentalTypeId !== undefined && named.includes(groupKey('type', query.rentalTypeId)),
      })
    : null;
  const accept =
    wordMark >= 0
      ? inWords
        ? (slot: number) =>
            stamp[slot] === wordMark && inWords(slot) && alive[slot] === 1 && test(slot)
        : (slot: number) => stamp[slot] === wordMark && alive[slot] === 1 && test(slot)
      : inWords
        ? // The bitsets first: a common word's are an eighth of a byte per listing, in
          // the processor's cache, where `alive` is a byte per listing.
          (slot: number) => inWords(slot) && alive[slot] === 1 && test(slot)
        : (slot: number) => alive[slot] === 1 && test(slot);
  // Testing the source's own candidates (its sample, filtering it): what the source's
  // lists guarantee is not tested again. A walk still tests everything (accept).
  const acceptCandidate = rest
    ? wordMark >= 0
      ? (slot: number) => stamp[slot] === wordMark && alive[slot] === 1 && rest(slot)
      : (slot: number) => alive[slot] === 1 && rest(slot)
    : accept;
  return { accept, acceptCandidate };
}

/**
 * With candidates: estimate, then merge-walk their groups' orders, read the cells nearest
 * first, or filter them and sort what matches, whichever costs least; null when walking
 * the whole order costs less.
 *
 * Filtering costs the candidates; walking costs stopAt ÷ the share of the catalogue that
 * matches, which a sample of the candidates estimates (and the whole catalogue when fewer
 * than stopAt match).
 */
function fromCandidates(run: SearchRun, source: Source): IndexResult | null {
  const { store, query, wantsDistance, bits } = run;
  const sample = source.sample
    ? source.sample(run.acceptCandidate)
    : sampleCandidates(source.lists, source.size, run.acceptCandidate);
  const expected = source.size * sample.rate;
  // Whether the count is settled without counting: the sample says, with a wide margin,
  // that the candidates hold more than countUpTo matches (see SURELY_MORE). Then the
  // total is "countUpTo or more" and a walk stops at the page. Relevance still reads the
  // newest countUpTo matches: it ranks them all. A word's lexemes can share a listing: a
  // listing in all of them is counted once per list.
  run.settled =
    !run.wantsRelevance &&
    query.offset + query.limit < query.countUpTo &&
    (source.size * sample.low) / source.copies >= query.countUpTo;
  if (run.settled) run.stopAt = query.offset + query.limit;
  // A walk's step that fails the bitsets costs a fraction of a test (see BIT_TEST_COST).
  const walkSteps =
    (expected >= 1 ? (run.stopAt * store.live) / expected : Infinity) *
    (bits.inWords ? BIT_TEST_COST + bits.share : 1);

  const mergeName = run.wantsRelevance ? 'newest' : orderFor(query);
  if (shouldMerge(run, source, expected, walkSteps, mergeName))
    return mergedPage(run, source, mergeName);

  const filter =
    store.plan === 'auto'
      ? source.size <= Math.max(walkSteps, MATERIALIZE_MIN)
      : store.plan === 'filter' || store.plan === 'merge';
  // Nearest (or farthest) first around a place: the cells in order of how near (far)
  // they can be, until the page is settled and the count reached.
  if (
    wantsDistance &&
    source.spatial === true &&
    (store.plan === 'merge' || (store.plan === 'auto' && source.size > MATERIALIZE_MIN))
  ) {
    const nearest = nearestInCells(
      store,
      source.keys!,
      run.near!.point,
      query,
      run.accept,
      run.stopAt,
    );
    return run.settled ? { ...nearest, matches: query.countUpTo } : nearest;
  }
  if (wantsDistance || filter)
    return sortedPage(
      run,
      filterCandidates(store, source, run.acceptCandidate, run.words.onceMark),
    );
  return null;
}

/**
 * Whether to walk the candidate groups' own orders, merged: that costs stopAt ÷ the share
 * of the walked listings that match. One list is walked as the whole order is, testing the
 * bitsets first; several take a heap step each. Orders not made yet are made first: the
 * walk pays for them (later walks do not).
 */
function shouldMerge(
  run: SearchRun,
  source: Source,
  expected: number,
  walkSteps: number,
  mergeName: OrderName,
): boolean {
  const { store } = run;
  if (store.plan !== 'auto')
    return store.plan === 'merge' && source.ordered !== undefined && !run.wantsDistance;
  if (source.ordered === undefined || source.size <= MATERIALIZE_MIN) return false;
  const walked = source.walked ?? { size: source.size, lists: source.lists.length };
  const mergeSteps =
    !run.wantsDistance && expected >= 1 ? (run.stopAt * walked.size) / expected : Infinity;
  const mergeStepCost =
    walked.lists > 1
      ? MERGE_STEP_COST
      : run.bits.inWords
        ? BIT_TEST_COST + expected / walked.size
        : 1;
  return (
    mergeStepCost * mergeSteps +
      walked.lists * MERGE_CELL_COST +
      (source.builds ? buildCost(store, source.builds, mergeName) : 0) <
    Math.min(source.size, walkSteps)
  );
}

/**
 * What making the orders of these groups (see groupKey) or lexemes that are not kept
 * would cost, in tests of a listing: a list read whole from the catalogue's order, or its
 * ranks sorted (see listInOrder); a walk is charged a share of it (BUILD_SHARE).
 */
function buildCost(store: IndexStore, { keys, lists }: OrderKeys, name: OrderName) {
  let cost = 0;
  const whole = store.orders[name].length;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (isKept(store, key, name)) continue;
    const length = lists[i]!.length;
    cost += Math.min(whole, length * Math.log2(length + 2));
  }
  return cost * BUILD_SHARE;
}

/** The page from the candidate groups' orders, merged (see walkMergedOrders). */
function mergedPage(run: SearchRun, source: Source, name: OrderName): IndexResult {
  const { store, query } = run;
  const backwards = query.sort.field === 'newest' && query.sort.order === 'desc';
  const merged = walkMergedOrders(
    store,
    source.ordered!(name),
    name,
    backwards,
    query,
    run.bits.gate(),
    run.accept,
    run.stopAt,
  );
  if (run.wantsRelevance) return rankByRelevance(store, merged, run.words.all, query);
  return {
    ids: merged.slice(query.offset, query.offset + query.limit).map((slot) => store.ids[slot]!),
    matches: run.settled ? query.countUpTo : Math.min(merged.length, query.countUpTo),
  };
}

/** The page from every match, sorted (the first of them only, as the page needs). */
function sortedPage(run: SearchRun, matches: number[]): IndexResult {
  const { store, query } = run;
  const { offset, limit, countUpTo } = query;
  if (run.wantsRelevance)
    return rankByRelevance(
      store,
      firstInOrder(store, 'newest', matches, run.stopAt),
      run.words.all,
      query,
      matches.length,
    );
  let ordered: number[];
  if (run.wantsDistance) {
    ordered = firstKBy(matches, offset + limit, distanceCompare(store, query.sort.order));
  } else {
    const name = orderFor(query);
    const backwards = query.sort.field === 'newest' && query.sort.order === 'desc';
    ordered = backwards
      ? firstInOrder(store, name, matches, matches.length)
          .reverse()
          .slice(0, offset + limit)
      : firstInOrder(store, name, matches, offset + limit);
  }
  return {
    ids: ordered.slice(offset).map((slot) => store.ids[slot]!),
    matches: Math.min(matches.length, countUpTo),
  };
}

/**
 * Walk the whole order, testing each listing: it stops once the page is full and the count
 * is reached, so the work follows the page and the filters' selectivity.
 */
function walkWholeOrder(run: SearchRun): IndexResult {
  const { store, query } = run;
  if (run.wantsRelevance) {
    const order = store.orders.newest;
    return rankByRelevance(
      store,
      walkOrder(order, 0, order.length, false, run.bits.gate(), run.accept, run.stopAt),
      run.words.all,
      query,
    );
  }
  const name = orderFor(query);
  // Oldest first is newest first read backwards (created_at ASC, id ASC).
  const backwards = query.sort.field === 'newest' && query.sort.order === 'desc';
  // A price order holds the price range as one stretch: walk that stretch only.
  const [first, end] = priceStretch(store, name, query);
  const found = walkOrder(
    store.orders[name],
    first,
    end,
    backwards,
    run.bits.gate(),
    run.accept,
    run.stopAt,
  );
  return {
    ids: found.slice(query.offset, query.offset + query.limit).map((slot) => store.ids[slot]!),
    matches: run.settled ? query.countUpTo : Math.min(found.length, query.countUpTo),
  };
}
