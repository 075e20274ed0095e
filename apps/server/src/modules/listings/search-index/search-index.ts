import { setAllAvailability, updateAvailability } from './availability';
import { insertListing, removeListing, reserveSlots, slotOf } from './columns';
import { hasLexemeStartingWith, LEXEME_BYTES, sortLexemes } from './lexicon';
import { mergeIntoOrders } from './orders';
import { search } from './planner';
import { SlotList } from './slot-list';
import type { IndexState } from './snapshot';
import { exportState, restoreState } from './state';
import { IndexStore } from './store';
import type {
  IndexedListing,
  IndexQuery,
  IndexResult,
  ListingAvailability,
  PlanChoice,
} from './types';

/**
 * The in-memory search index of published listings (decision 0017): every column public
 * search filters or sorts on, the full-text lexemes with their weights, and the days a
 * listing is blocked or booked. A search here returns the page's ids and a bounded count;
 * the cards themselves are read from the database by id. Nothing here touches the
 * database: `service.ts` loads it and keeps it in step with the change log.
 *
 * The rules are those of the SQL search (decision 0002), kept to the letter where they
 * decide what matches, its order and its count: the same ties (`id DESC`), NULLs where
 * PostgreSQL puts them, earthdistance's sphere for radius and distance, the newest
 * candidates ranked for relevance, counts bounded by `countUpTo`. Relevance itself is a
 * sum of each word's best field weight (name 1, keywords 0.4, description 0.2), where
 * PostgreSQL's `ts_rank` also weighs repetitions and proximity.
 */
export class SearchIndex {
  private readonly store: IndexStore;

  /**
   * `plan` fixes how a search with candidates runs — filter them, or walk the order — and
   * `bitsetShare` which words are tested by a bitset (0: all, Infinity: none), for the test
   * that holds every way to the same answers; by default the index chooses by cost.
   */
  constructor(options: { plan?: PlanChoice; bitsetShare?: number } = {}) {
    this.store = new IndexStore(options);
  }

  /** Listings in the index. */
  get size(): number {
    return this.store.live;
  }

  /** Share of slots left behind by changed or removed listings (a rebuild reclaims them). */
  get waste(): number {
    const { used, dead } = this.store;
    return used === 0 ? 0 : dead / used;
  }

  /** What the index keeps between searches: the orders made of groups and lexemes. */
  kept(): { groupOrders: number; lexemeOrders: number; lexemeOrderSlots: number } {
    let groupOrders = 0;
    for (const orders of this.store.groupOrders.values()) groupOrders += orders.size;
    let lexemeOrders = 0;
    for (const orders of this.store.lexemeOrders.values()) lexemeOrders += orders.size;
    return { groupOrders, lexemeOrders, lexemeOrderSlots: this.store.lexemeOrderSlots };
  }

  has(id: number): boolean {
    return slotOf(this.store, id) !== undefined;
  }

  /** Whether a listing in the index has a lexeme starting with `prefix`. */
  hasLexemeStartingWith(prefix: string): boolean {
    return hasLexemeStartingWith(this.store, prefix);
  }

  /** The page of a search and its bounded count (see planner.ts). */
  search(query: IndexQuery): IndexResult {
    return search(this.store, query);
  }

  /** What the index holds, for a snapshot (decision 0021; see state.ts). */
  exportState(): IndexState {
    return exportState(this.store);
  }

  /** An index as `exportState` described it (read back from a snapshot). */
  static fromState(state: IndexState): SearchIndex {
    const index = new SearchIndex();
    restoreState(index.store, state);
    return index;
  }

  /**
   * Roughly the memory the index holds, in bytes: its arrays exactly, each lexeme at
   * LEXEME_BYTES (the string, its map entry and its place in the sorted dictionary).
   */
  bytes(): number {
    let total = 0;
    const count = (value: unknown) => {
      if (ArrayBuffer.isView(value)) total += value.byteLength;
      else if (value instanceof SlotList)
        total += value.slots.byteLength + (value.extra?.byteLength ?? 0);
      else if (value instanceof Map) for (const entry of value.values()) count(entry);
    };
    const { store } = this;
    for (const value of Object.values(store)) count(value);
    for (const order of Object.values(store.orders)) count(order);
    for (const rank of Object.values(store.ranks)) count(rank);
    return total + store.postings.size * LEXEME_BYTES;
  }

  /**
   * Puts these listings in (replacing what the index had of them) and takes `removed` out,
   * then updates every order once. `availability` replaces the blocked and booked days of
   * the listings it names (those it does not name keep theirs; a listing with none is free).
   */
  apply(
    listings: IndexedListing[],
    removed: number[] = [],
    availability?: Map<number, ListingAvailability | null>,
  ) {
    const { store } = this;
    for (const id of removed) removeListing(store, id);
    for (const listing of listings) removeListing(store, listing.id);
    updateAvailability(store, removed, availability);
    reserveSlots(store, store.used + listings.length);
    const added: number[] = [];
    for (const listing of listings) added.push(insertListing(store, listing));
    mergeIntoOrders(store, added);
  }

  /** Loading: puts listings in without ordering them (finishLoading does, once). */
  add(listings: IndexedListing[]) {
    const { store } = this;
    reserveSlots(store, store.used + listings.length);
    for (const listing of listings) {
      removeListing(store, listing.id);
      store.pending.push(insertListing(store, listing));
    }
  }

  /** Loading done: orders every listing added and sets every listing's blocked and booked days. */
  finishLoading(availability: Map<number, ListingAvailability>) {
    const { store } = this;
    setAllAvailability(store, availability);
    mergeIntoOrders(store, store.pending);
    store.pending = [];
    sortLexemes(store);
  }
}
