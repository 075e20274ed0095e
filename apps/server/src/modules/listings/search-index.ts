import type { IndexLists, IndexState } from './search-index.snapshot';

/**
 * The in-memory search index of published listings (decision 0017): every column public
 * search filters or sorts on, the full-text lexemes with their weights, and the days a
 * listing is blocked or booked. A search here returns the page's ids and a bounded count;
 * the cards themselves are read from the database by id. Nothing here touches the
 * database: `search-index.service.ts` loads it and keeps it in step with the change log.
 *
 * The rules are those of the SQL search (decision 0002), kept to the letter where they
 * decide what matches, its order and its count: the same ties (`id DESC`), NULLs where
 * PostgreSQL puts them, earthdistance's sphere for radius and distance, the newest
 * candidates ranked for relevance, counts bounded by `countUpTo`. Relevance itself is a
 * sum of each word's best field weight (name 1, keywords 0.4, description 0.2), where
 * PostgreSQL's `ts_rank` also weighs repetitions and proximity.
 */

/** A published listing as the index keeps it. */
export interface IndexedListing {
  id: number;
  ownerId: number;
  categoryId: number | null;
  rentalTypeId: number | null;
  priceCents: number | null;
  forSale: boolean;
  rating: number | null;
  reviewCount: number;
  /** created_at in microseconds since the epoch (PostgreSQL's precision, for exact ties). */
  createdUs: number;
  latitude: number | null;
  longitude: number | null;
  quantity: number;
  /** Lexeme → its best weight in the listing: 3 = A (name) … 0 = D. */
  terms: Map<string, number>;
}

/** Days a listing cannot be rented: blocked ranges and booked quantities. */
export interface ListingAvailability {
  /** Inclusive 'YYYY-MM-DD' ranges. */
  blocked: [string, string][];
  /**
   * Each booking's quantity over the listing's local days it touches, first and last
   * inclusive ('YYYY-MM-DD', in the listing's time zone).
   */
  booked: { startDay: string; endDay: string; quantity: number }[];
}

export interface IndexQuery {
  /** Lexeme prefixes, all of which must match (the stemmed words of to_tsquery). */
  terms?: string[];
  ownerId?: number;
  categoryId?: number;
  rentalTypeId?: number;
  near?: { lat: number; lng: number; radiusKm: number };
  available?: { startDate: string; endDate: string };
  minPriceCents?: number;
  maxPriceCents?: number;
  forSale?: boolean;
  sort: { field: 'price' | 'newest' | 'distance' | 'rating' | 'relevance'; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  /** Matches are counted up to this many (and relevance ranks this many of the newest). */
  countUpTo: number;
}

export interface IndexResult {
  ids: number[];
  /** min(matches, countUpTo). */
  matches: number;
}

/**
 * ts_rank's default weights for D, C, B, A (0.1, 0.2, 0.4, 1), in tenths: whole numbers keep
 * the sums exact, so equal relevance is equal however the words were met.
 */
const WEIGHTS = [1, 2, 4, 10] as const;
/** earthdistance's earth(): metres. */
const EARTH_M = 6_378_168;
const RADIANS = Math.PI / 180;
/**
 * Grid cells for radius searches, in degrees (about 11 km north to south): a city's
 * listings fall in many cells, so a search 5 km around a point reads a few of them.
 */
const CELL = 0.1;
/** The grid's cell, for the loader that numbers listings in grid order. */
export const GRID_CELL_DEGREES = CELL;
/** Candidates up to this many are always filtered and sorted rather than an order walked. */
const MATERIALIZE_MIN = 512;
/**
 * A word matching at least this share of the catalogue is tested by a bitset of its
 * matches rather than gathered posting by posting for each search: a bitset costs an
 * eighth of a byte per listing, less than the postings of such a word, and lets a search
 * walk an order and stop at its page instead of reading every match of the word.
 */
const WORD_BITSET_SHARE = 1 / 256;
/**
 * The planner's weights for a merged walk over cells: a step (a heap step beside the test)
 * against testing one candidate, and starting on a cell.
 */
const MERGE_STEP_COST = 3;
const MERGE_CELL_COST = 8;
/**
 * A count is settled as "countUpTo or more" without reading every candidate when the
 * sample's passes, less this many standard deviations (a Poisson count's: its square root),
 * still reach countUpTo over all the candidates. With 9 passes of 256 the low estimate is
 * 0; with 64, 40. Only the total can differ from counting, and only when the sample
 * overstates the share by more than this margin.
 */
const SURELY_MORE = 3;
/** Bands of the price order (see priceBand): a byte's worth, 0 kept for NULL. */
const PRICE_BANDS = 255;

/** The band verdicts of a search without a price range: never read (see filterTest). */
const NO_VERDICTS = new Uint8Array(0);

/** The set bits of a 32-bit word. */
function popCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * A sample's share of passes, and a low estimate of it: SURELY_MORE standard deviations of
 * the passes below.
 */
function passShare(passed: number, tried: number): { rate: number; low: number } {
  if (tried === 0) return { rate: 0, low: 0 };
  return {
    rate: passed / tried,
    low: Math.max(0, passed - SURELY_MORE * Math.sqrt(passed)) / tried,
  };
}

/** A word of more lexemes than this is not cut to a place's runs (see clip): too many lists. */
const CLIPPED_LEXEMES = 64;
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
/** Category and rental type bitsets kept (see intersect). */
const GROUP_BITSETS_KEPT = 64;
/**
 * The lexemes' orders kept (lexemeOrders) hold at most this many slots per listing of the
 * catalogue (16 MB at a million listings), and at least LEXEME_ORDER_SLOTS_MIN: past it the
 * least recently walked lexeme's are dropped.
 */
const LEXEME_ORDER_SLOTS_SHARE = 4;
const LEXEME_ORDER_SLOTS_MIN = 1 << 18;
/** Bitsets kept, the least recently used dropped first. */
const WORD_BITSETS_KEPT = 256;
/**
 * Lexemes new since the dictionary was last sorted are kept aside, up to this many, and
 * merged into it when there are more: at a million listings the dictionary holds about a
 * million lexemes (names carry model numbers), and sorting it again for each new one
 * would stall the next search for half a second.
 */
const LEXEMES_ASIDE = 4096;
/** A lexeme's memory as bytes() counts it: a short string, a map entry, a dictionary slot. */
const LEXEME_BYTES = 64;

/** The groups (see groupKey) or lexemes whose orders a walk reads, and their lists. */
interface OrderKeys {
  readonly keys: readonly (number | string)[];
  readonly lists: readonly { length: number }[];
}

/** Slots a search starts from: a group's list, or the words' matches. */
interface Candidates {
  readonly slots: ArrayLike<number>;
  readonly length: number;
}

/** Where a search takes its candidates from, and how it could walk them in order. */
interface Source {
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
  /** The share of the candidates that pass, when not sampled from `lists` (passRate). */
  sample?: (accept: (slot: number) => boolean) => { rate: number; low: number };
}

/** A word of a query: its prefix, the lexemes it matches and their postings in all. */
interface Word {
  prefix: string;
  lexemes: string[];
  lists: SlotList[];
  size: number;
}

/** Sets `slot`'s bit in a bitset of slots. */
function setBit(bits: Uint32Array, slot: number) {
  bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31));
}

/**
 * The first position in `slots` (ascending) from `from` up to `to` whose slot is at least
 * `value`: steps that double from `from`, then a binary search, so a caller that seeks
 * value after value forwards pays for the distance it moves, not for the whole list.
 */
function firstAtLeast(slots: ArrayLike<number>, from: number, to: number, value: number): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < to && slots[high]! < value) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > to) high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (slots[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Slots in one ascending growable list (postings, groups). */
class SlotList {
  slots = new Int32Array(4);
  extra: Uint8Array | null;
  length = 0;
  constructor(withExtra = false) {
    this.extra = withExtra ? new Uint8Array(4) : null;
  }
  /** The list of slots[from, to) (and their extra), a view of those arrays, not a copy. */
  static of(
    slots: Int32Array<ArrayBuffer>,
    extra: Uint8Array<ArrayBuffer> | null,
    from: number,
    to: number,
  ): SlotList {
    const list = new SlotList();
    list.slots = slots.subarray(from, to);
    list.extra = extra ? extra.subarray(from, to) : null;
    list.length = to - from;
    return list;
  }
  push(slot: number, extra = 0) {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
      if (this.extra) {
        const more = new Uint8Array(this.slots.length);
        more.set(this.extra);
        this.extra = more;
      }
    }
    this.slots[this.length] = slot;
    if (this.extra) this.extra[this.length] = extra;
    this.length++;
  }
}

function earthPoint(lat: number, lng: number): [number, number, number] {
  const rlat = lat * RADIANS;
  const rlng = lng * RADIANS;
  return [
    EARTH_M * Math.cos(rlat) * Math.cos(rlng),
    EARTH_M * Math.cos(rlat) * Math.sin(rlng),
    EARTH_M * Math.sin(rlat),
  ];
}

/** earthdistance's sec_to_gc: the great-circle length of a chord. */
function greatCircle(chord: number): number {
  if (chord < 0) return 0;
  if (chord / (2 * EARTH_M) > 1) return Math.PI * EARTH_M;
  return 2 * EARTH_M * Math.asin(chord / (2 * EARTH_M));
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL);

/**
 * The key of a category's, rental type's or owner's group among the groups' orders:
 * negative, where a grid cell's key (cellKey) is not.
 */
function groupKey(kind: 'category' | 'type' | 'owner', id: number): number {
  return -(1 + id * 3 + (kind === 'category' ? 0 : kind === 'type' ? 1 : 2));
}

type Compare = (a: number, b: number) => number;

/** The first `k` of `slots` in `compare` order. */
function firstK(slots: number[], k: number, compare: Compare): number[] {
  if (k <= 0) return [];
  if (slots.length <= 4096 || k * 4 >= slots.length) return slots.sort(compare).slice(0, k);
  // A max-heap (by compare) of the best k seen so far.
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (const slot of slots) {
    if (heap.length < k) {
      heap.push(slot);
      up(heap.length - 1);
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * The `k` smallest of `values` (distinct), ascending. A page needs the first few hundred of
 * tens of thousands: partitioning around pivots until the k smallest are in front costs
 * about twice the values, sorting them all a dozen times.
 */
function smallest(values: Int32Array, k: number): Int32Array {
  if (k >= values.length) return values.sort();
  if (k <= 0) return values.subarray(0, 0);
  if (k * 8 >= values.length) return values.sort().subarray(0, k);
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    // Median of three for the pivot, then Hoare's partition.
    const mid = (low + high) >> 1;
    const a = values[low]!;
    const b = values[mid]!;
    const c = values[high]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    // [low, j] ≤ pivot ≤ [i, high]: keep the side holding position k - 1.
    if (k - 1 <= j) high = j;
    else if (k - 1 >= i) low = i;
    else break;
  }
  return values.subarray(0, k).sort();
}

/**
 * The value `map` keeps under `key`, made when missing, now the most recently used (last in
 * the map's order); past `kept` values the least recently used is dropped.
 */
function recent<K, V>(map: Map<K, V>, key: K, kept: number, make: () => V): V {
  let value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
  } else {
    value = make();
    if (map.size >= kept) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
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

export type OrderName = 'newest' | 'priceAsc' | 'priceDesc' | 'ratingDesc' | 'ratingAsc';

export class SearchIndex {
  private capacity = 0;
  private used = 0;
  private dead = 0;
  private ids = new Int32Array(0);
  private owner = new Int32Array(0);
  private category = new Int32Array(0);
  private type = new Int32Array(0);
  private price = new Float64Array(0);
  /**
   * Per slot, its price's band: 0 for NULL, else 1 – PRICE_BANDS by its place in the price
   * order, so every band holds as many listings (see reorder). A byte per listing stays in
   * the processor's cache where a price (eight) does not: a price range is decided by the
   * band but for the two bands its bounds fall in (see filterTest).
   */
  private priceBand = new Uint8Array(0);
  /** Each band's lowest and highest price (band 0 and empty bands: +∞ and -∞). */
  private bandLow = new Float64Array(PRICE_BANDS + 1);
  private bandHigh = new Float64Array(PRICE_BANDS + 1);
  private sale = new Uint8Array(0);
  private rating = new Float64Array(0);
  private reviews = new Int32Array(0);
  private created = new Float64Array(0);
  /**
   * Each slot's point on the sphere, x y z side by side (one cache line for the three, read
   * together by the radius test); x is NaN for a listing without a place.
   */
  private xyz = new Float64Array(0);
  private quantity = new Int32Array(0);
  private alive = new Uint8Array(0);
  /** 1 where the listing has blocked or booked days (see availability). */
  private held = new Uint8Array(0);
  /** Per slot, the stamp of the last query that touched it (see matchTerms). */
  private stamp = new Uint32Array(0);
  /** Scratch: 1 for the slots of the list being put in order (inOrderAll), else 0. */
  private member = new Uint8Array(0);
  /** Per slot, its relevance to the current query (set for the candidates ranked). */
  private score = new Float64Array(0);
  /** Per slot, its distance from the current query's place (set by the radius test). */
  private chord = new Float64Array(0);
  private epoch = 0;
  /** Scratch: the AND of a search's bitsets (see andOf). */
  private anded = new Uint32Array(0);
  /** How many slots the last AND made by andOf holds. */
  private andedCount = 0;

  /** Each listing's live slot by id, -1 for none (ids are serial: an array beats a Map). */
  private slotById = new Int32Array(0).fill(-1);
  private live = 0;
  private pending: number[] = [];
  /**
   * Lexeme → its postings: a list, or for a lexeme of one listing (most of them: numbers,
   * names, typos) that one posting as `slot * 4 + weight`. A million lists of one would
   * each be an object and two arrays for the garbage collector to trace, and it traced them
   * on every full collection.
   */
  private readonly postings = new Map<string, SlotList | number>();
  /** Word prefix → bitset of the slots whose lexemes start with it (see WORD_BITSET_SHARE). */
  private readonly wordBits = new Map<string, Uint32Array>();
  /**
   * A category's or rental type's bitset (by groupKey), made when a search first ANDs it
   * with a word's (see intersect), kept for GROUP_BITSETS_KEPT groups and updated as
   * listings join.
   */
  private readonly groupBits = new Map<number, Uint32Array>();
  /** Every lexeme in the postings, sorted, but for the newest (`lexemesAside`). */
  private lexemes: string[] = [];
  /** Lexemes new since `lexemes` was sorted: a few, unsorted (see LEXEMES_ASIDE). */
  private lexemesAside: string[] = [];
  private readonly byCategory = new Map<number, SlotList>();
  private readonly byType = new Map<number, SlotList>();
  private readonly byOwner = new Map<number, SlotList>();
  private readonly byCell = new Map<number, SlotList>();
  /**
   * A group's listings (a grid cell's, a category's, a rental type's, an owner's; see
   * groupKey) in an order, made when a search first walks it. Listings keep their relative
   * order as others come and go, so a group's orders stay true until a listing joins it
   * (place() forgets them); one that left is skipped as the walk tests it.
   */
  private readonly groupOrders = new Map<number, Map<OrderName, Int32Array>>();
  /**
   * A word's lexeme's listings in an order, as groupOrders, for the lexemes most recently
   * walked, up to a number of slots (see LEXEME_ORDER_SLOTS_SHARE; place() forgets a
   * lexeme's when it gains a listing).
   */
  private readonly lexemeOrders = new Map<string, Map<OrderName, Int32Array>>();
  /** How many slots lexemeOrders holds in all. */
  private lexemeOrderSlots = 0;
  /** Each cell's runs of slots (see cellRuns). */
  private readonly runsByCell = new Map<number, Int32Array>();
  /** Each cell's bounding sphere (see cellSphere). */
  private readonly cellSpheres = new Map<number, Float64Array>();
  private readonly availability = new Map<number, ListingAvailability>();
  private readonly orders: Record<OrderName, Int32Array> = {
    newest: new Int32Array(0),
    priceAsc: new Int32Array(0),
    priceDesc: new Int32Array(0),
    ratingDesc: new Int32Array(0),
    ratingAsc: new Int32Array(0),
  };
  /** Each live slot's position in each order. */
  private readonly ranks: Record<OrderName, Int32Array> = {
    newest: new Int32Array(0),
    priceAsc: new Int32Array(0),
    priceDesc: new Int32Array(0),
    ratingDesc: new Int32Array(0),
    ratingAsc: new Int32Array(0),
  };
  private readonly compare: Record<OrderName, Compare>;

  private readonly plan: 'auto' | 'filter' | 'walk' | 'merge';
  private readonly bitsetShare: number;

  /**
   * `plan` fixes how a search with candidates runs — filter them, or walk the order — and
   * `bitsetShare` which words are tested by a bitset (0: all, Infinity: none), for the test
   * that holds every way to the same answers; by default the index chooses by cost.
   */
  constructor(options: { plan?: 'auto' | 'filter' | 'walk' | 'merge'; bitsetShare?: number } = {}) {
    this.plan = options.plan ?? 'auto';
    this.bitsetShare = options.bitsetShare ?? WORD_BITSET_SHARE;
    const byId: Compare = (a, b) => this.ids[b]! - this.ids[a]!;
    const newest: Compare = (a, b) => this.created[b]! - this.created[a]! || byId(a, b);
    // NaN is a NULL price or rating: last ascending, first descending, as PostgreSQL sorts.
    const nullsLast = (x: number, y: number) =>
      Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : 0;
    this.compare = {
      newest,
      priceAsc: (a, b) => {
        const x = this.price[a]!;
        const y = this.price[b]!;
        return nullsLast(x, y) || (Number.isNaN(x) ? 0 : x - y) || byId(a, b);
      },
      priceDesc: (a, b) => {
        const x = this.price[a]!;
        const y = this.price[b]!;
        return -nullsLast(x, y) || (Number.isNaN(x) ? 0 : y - x) || byId(a, b);
      },
      ratingDesc: (a, b) => {
        const x = this.rating[a]!;
        const y = this.rating[b]!;
        return (
          nullsLast(x, y) ||
          (Number.isNaN(x) ? 0 : y - x) ||
          this.reviews[b]! - this.reviews[a]! ||
          byId(a, b)
        );
      },
      ratingAsc: (a, b) => {
        const x = this.rating[a]!;
        const y = this.rating[b]!;
        return (
          nullsLast(x, y) ||
          (Number.isNaN(x) ? 0 : x - y) ||
          this.reviews[b]! - this.reviews[a]! ||
          byId(a, b)
        );
      },
    };
  }

  /** Listings in the index. */
  get size(): number {
    return this.live;
  }

  /** Share of slots left behind by changed or removed listings (a rebuild reclaims them). */
  get waste(): number {
    return this.used === 0 ? 0 : this.dead / this.used;
  }

  /** What the index keeps between searches: the orders made of groups and lexemes. */
  kept(): { groupOrders: number; lexemeOrders: number; lexemeOrderSlots: number } {
    let groupOrders = 0;
    for (const orders of this.groupOrders.values()) groupOrders += orders.size;
    let lexemeOrders = 0;
    for (const orders of this.lexemeOrders.values()) lexemeOrders += orders.size;
    return { groupOrders, lexemeOrders, lexemeOrderSlots: this.lexemeOrderSlots };
  }

  has(id: number): boolean {
    return this.slotOf(id) !== undefined;
  }

  /**
   * What the index holds, for a snapshot (decision 0021): its columns, orders, postings,
   * groups and blocked and booked days. What searches keep between them (orders and bitsets
   * of words and groups) is left out and made again when wanted. Arrays that only grow are
   * the index's own, not copies: what later changes add lies past the state's slots.
   */
  exportState(): IndexState {
    this.sortLexemes();
    const n = this.used;
    const lexemes = this.lexemes;
    const postings = this.listsOf(
      lexemes.map((lexeme) => this.postings.get(lexeme)!),
      true,
    );
    const groups = (map: Map<number, SlotList>) => {
      const keys = [...map.keys()];
      return { keys: Float64Array.from(keys), lists: this.listsOf(keys.map((k) => map.get(k)!)) };
    };
    return {
      used: n,
      dead: this.dead,
      live: this.live,
      columns: {
        ids: this.ids.subarray(0, n),
        owner: this.owner.subarray(0, n),
        category: this.category.subarray(0, n),
        type: this.type.subarray(0, n),
        price: this.price.subarray(0, n),
        sale: this.sale.subarray(0, n),
        rating: this.rating.subarray(0, n),
        reviews: this.reviews.subarray(0, n),
        created: this.created.subarray(0, n),
        xyz: this.xyz.subarray(0, n * 3),
        quantity: this.quantity.subarray(0, n),
        // Changed in place as listings come and go (the others only grow): copied, so the
        // state stays the one of this moment while it is written.
        alive: this.alive.slice(0, n),
        held: this.held.slice(0, n),
      },
      slotById: this.slotById.slice(),
      // Made by mergeOrder, never on a shared buffer.
      orders: { ...this.orders } as IndexState['orders'],
      lexemes,
      postings,
      groups: {
        category: groups(this.byCategory),
        type: groups(this.byType),
        owner: groups(this.byOwner),
        cell: groups(this.byCell),
      },
      availability: [...this.availability],
    };
  }

  /** Lists as one array of slots (and weights) with each list's start. */
  private listsOf(held: (SlotList | number)[], weighted = false): IndexLists {
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
   * An index as `exportState` described it (read back from a snapshot). Its arrays are used
   * as they are: a list grows into a new array of its own when a listing joins it.
   */
  static fromState(state: IndexState): SearchIndex {
    const index = new SearchIndex();
    const n = state.used;
    const c = state.columns;
    index.capacity = n;
    index.used = n;
    index.dead = state.dead;
    index.live = state.live;
    Object.assign(index, {
      ids: c.ids,
      owner: c.owner,
      category: c.category,
      type: c.type,
      price: c.price,
      sale: c.sale,
      rating: c.rating,
      reviews: c.reviews,
      created: c.created,
      xyz: c.xyz,
      quantity: c.quantity,
      alive: c.alive,
      held: c.held,
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
      index.postings.set(
        lexeme,
        to - from === 1 ? slots[from]! * 4 + extra![from]! : SlotList.of(slots, extra, from, to),
      );
    });
    index.lexemes = state.lexemes;
    const groups = (map: Map<number, SlotList>, { keys, lists }: IndexState['groups']['cell']) =>
      keys.forEach((key, i) =>
        map.set(key, SlotList.of(lists.slots, null, lists.start[i]!, lists.start[i + 1]!)),
      );
    groups(index.byCategory, state.groups.category);
    groups(index.byType, state.groups.type);
    groups(index.byOwner, state.groups.owner);
    groups(index.byCell, state.groups.cell);
    for (const [id, days] of state.availability) index.availability.set(id, days);
    for (const name of Object.keys(index.orders) as OrderName[]) {
      const order = state.orders[name];
      const rank = new Int32Array(n);
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
      index.orders[name] = order;
      index.ranks[name] = rank;
    }
    index.bandPrices();
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
    for (const value of Object.values(this)) count(value);
    for (const order of Object.values(this.orders)) count(order);
    for (const rank of Object.values(this.ranks)) count(rank);
    return total + this.postings.size * LEXEME_BYTES;
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
    for (const id of removed) this.drop(id);
    for (const listing of listings) this.drop(listing.id);
    for (const id of removed) this.availability.delete(id);
    if (availability)
      for (const [id, days] of availability) {
        if (days && (days.blocked.length > 0 || days.booked.length > 0))
          this.availability.set(id, days);
        else this.availability.delete(id);
        const slot = this.slotOf(id);
        if (slot !== undefined) this.held[slot] = this.availability.has(id) ? 1 : 0;
      }
    this.reserve(this.used + listings.length);
    const added: number[] = [];
    for (const listing of listings) added.push(this.place(listing));
    this.reorder(added);
  }

  /** Merges new slots into every order (leaving dead ones out) and renumbers the ranks. */
  private reorder(added: number[]) {
    for (const name of Object.keys(this.orders) as OrderName[]) {
      const compare = this.compare[name];
      const order = mergeOrder(this.orders[name], added.slice().sort(compare), this.alive, compare);
      const rank = new Int32Array(this.capacity);
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
      this.orders[name] = order;
      this.ranks[name] = rank;
    }
    this.bandPrices();
  }

  /** Cuts the price order into PRICE_BANDS bands of as many listings (see priceBand). */
  private bandPrices() {
    const order = this.orders.priceAsc;
    const { price } = this;
    const band = new Uint8Array(this.capacity);
    this.bandLow.fill(Infinity);
    this.bandHigh.fill(-Infinity);
    // NULL prices sort last (see the price order): they keep band 0.
    let priced = order.length;
    while (priced > 0 && Number.isNaN(price[order[priced - 1]!]!)) priced--;
    for (let i = 0; i < priced; i++) {
      const slot = order[i]!;
      const b = 1 + Math.floor((i * PRICE_BANDS) / priced);
      band[slot] = b;
      if (price[slot]! < this.bandLow[b]!) this.bandLow[b] = price[slot]!;
      if (price[slot]! > this.bandHigh[b]!) this.bandHigh[b] = price[slot]!;
    }
    this.priceBand = band;
  }

  /**
   * For each price band, whether its listings are all in [min, max] (1), none is (0), or
   * their prices must be read (2). NULL prices (band 0) are in no range.
   */
  private bandVerdicts(min: number, max: number): Uint8Array {
    const verdicts = new Uint8Array(PRICE_BANDS + 1);
    for (let b = 1; b <= PRICE_BANDS; b++) {
      const low = this.bandLow[b]!;
      const high = this.bandHigh[b]!;
      if (high < min || low > max) verdicts[b] = 0;
      else verdicts[b] = low >= min && high <= max ? 1 : 2;
    }
    return verdicts;
  }

  /** Loading: puts listings in without ordering them (seal() does, once). */
  add(listings: IndexedListing[]) {
    this.reserve(this.used + listings.length);
    for (const listing of listings) {
      this.drop(listing.id);
      this.pending.push(this.place(listing));
    }
  }

  /** Loading done: orders every listing added and sets every listing's blocked and booked days. */
  seal(availability: Map<number, ListingAvailability>) {
    for (const [id, days] of availability) {
      this.availability.set(id, days);
      const slot = this.slotOf(id);
      if (slot !== undefined) this.held[slot] = 1;
    }
    this.reorder(this.pending);
    this.pending = [];
    this.sortLexemes();
  }

  /** Merges the lexemes set aside into the sorted dictionary. */
  private sortLexemes() {
    if (this.lexemesAside.length === 0) return;
    const aside = this.lexemesAside.sort();
    const sorted = this.lexemes;
    const merged: string[] = new Array<string>(sorted.length + aside.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k++)
      merged[k] =
        j >= aside.length || (i < sorted.length && sorted[i]! < aside[j]!)
          ? sorted[i++]!
          : aside[j++]!;
    this.lexemes = merged;
    this.lexemesAside = [];
  }

  private slotOf(id: number): number | undefined {
    const slot = id >= 0 && id < this.slotById.length ? this.slotById[id]! : -1;
    return slot < 0 ? undefined : slot;
  }

  private drop(id: number) {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    this.slotById[id] = -1;
    this.live--;
    this.dead++;
  }

  private reserve(needed: number) {
    if (needed <= this.capacity) return;
    const capacity = Math.max(needed, Math.ceil(this.capacity * 1.5), 1024);
    const grow = <T extends Int32Array | Float64Array | Uint8Array | Uint32Array>(old: T): T => {
      const next = new (old.constructor as new (n: number) => T)(capacity);
      next.set(old);
      return next;
    };
    this.ids = grow(this.ids);
    this.owner = grow(this.owner);
    this.category = grow(this.category);
    this.type = grow(this.type);
    this.price = grow(this.price);
    this.sale = grow(this.sale);
    this.rating = grow(this.rating);
    this.reviews = grow(this.reviews);
    this.created = grow(this.created);
    const xyz = new Float64Array(capacity * 3);
    xyz.set(this.xyz);
    this.xyz = xyz;
    this.quantity = grow(this.quantity);
    this.alive = grow(this.alive);
    this.held = grow(this.held);
    this.stamp = grow(this.stamp);
    this.score = grow(this.score);
    this.member = grow(this.member);
    this.chord = grow(this.chord);
    this.capacity = capacity;
    // Sized for the old capacity: made again, at the new one, when a search next needs them.
    this.wordBits.clear();
    this.groupBits.clear();
  }

  private place(listing: IndexedListing): number {
    const slot = this.used++;
    this.ids[slot] = listing.id;
    this.owner[slot] = listing.ownerId;
    this.category[slot] = listing.categoryId ?? -1;
    this.type[slot] = listing.rentalTypeId ?? -1;
    this.price[slot] = listing.priceCents ?? Number.NaN;
    this.sale[slot] = listing.forSale ? 1 : 0;
    this.rating[slot] = listing.rating ?? Number.NaN;
    this.reviews[slot] = listing.reviewCount;
    this.created[slot] = listing.createdUs;
    this.quantity[slot] = listing.quantity;
    this.alive[slot] = 1;
    this.held[slot] = this.availability.has(listing.id) ? 1 : 0;
    this.stamp[slot] = 0;
    const located = listing.latitude !== null && listing.longitude !== null;
    this.xyz[slot * 3] = Number.NaN;
    if (located) {
      this.xyz.set(earthPoint(listing.latitude!, listing.longitude!), slot * 3);
      const key = this.cellKey(cellOf(listing.latitude!), cellOf(listing.longitude!));
      this.group(this.byCell, key).push(slot);
      this.groupOrders.delete(key);
      this.runsByCell.delete(key);
    }
    if (listing.id >= this.slotById.length) {
      const grown = new Int32Array(Math.max(listing.id + 1, this.slotById.length * 2, 1024)).fill(
        -1,
      );
      grown.set(this.slotById);
      this.slotById = grown;
    }
    this.slotById[listing.id] = slot;
    this.live++;
    if (listing.categoryId !== null)
      this.join(
        this.byCategory,
        listing.categoryId,
        groupKey('category', listing.categoryId),
        slot,
      );
    if (listing.rentalTypeId !== null)
      this.join(this.byType, listing.rentalTypeId, groupKey('type', listing.rentalTypeId), slot);
    this.join(this.byOwner, listing.ownerId, groupKey('owner', listing.ownerId), slot);
    for (const [lexeme, weight] of listing.terms) {
      const held = this.postings.get(lexeme);
      if (held === undefined) {
        this.postings.set(lexeme, slot * 4 + weight);
        this.lexemesAside.push(lexeme);
      } else if (typeof held === 'number') {
        const list = new SlotList(true);
        list.push(Math.floor(held / 4), held % 4);
        list.push(slot, weight);
        this.postings.set(lexeme, list);
      } else {
        held.push(slot, weight);
      }
      if (this.lexemeOrders.size > 0) this.forgetLexemeOrders(lexeme);
      if (this.wordBits.size > 0)
        for (let end = 1; end <= lexeme.length; end++) {
          const bits = this.wordBits.get(lexeme.slice(0, end));
          if (bits) setBit(bits, slot);
        }
    }
    return slot;
  }

  /**
   * A listing joins a category's, rental type's or owner's group (`key`: see groupKey): its
   * kept orders are forgotten and its bitset, if one is kept, gains the listing.
   */
  private join(map: Map<number, SlotList>, id: number, key: number, slot: number) {
    this.group(map, id).push(slot);
    this.groupOrders.delete(key);
    const bits = this.groupBits.get(key);
    if (bits) setBit(bits, slot);
  }

  private group(map: Map<number, SlotList>, key: number): SlotList {
    let list = map.get(key);
    if (!list) {
      list = new SlotList();
      map.set(key, list);
    }
    return list;
  }

  private cellKey(latCell: number, lngCell: number) {
    return (latCell + 1000) * 4000 + (lngCell + 2000);
  }

  /** The lexemes starting with `prefix`: found in the sorted dictionary, and looked for aside. */
  private lexemesWith(prefix: string): string[] {
    if (this.lexemesAside.length > LEXEMES_ASIDE) this.sortLexemes();
    const { lexemes } = this;
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
    for (const lexeme of this.lexemesAside) if (lexeme.startsWith(prefix)) found.push(lexeme);
    return found;
  }

  /** Whether a listing in the index has a lexeme starting with `prefix`. */
  knows(prefix: string): boolean {
    for (const lexeme of this.lexemesWith(prefix)) {
      const held = this.postings.get(lexeme)!;
      if (typeof held === 'number') {
        if (this.alive[Math.floor(held / 4)] === 1) return true;
        continue;
      }
      for (let p = 0; p < held.length; p++) if (this.alive[held.slots[p]!] === 1) return true;
    }
    return false;
  }

  /** A query's words with the lexemes each matches. */
  private wordsOf(prefixes: string[]): Word[] {
    return prefixes.map((prefix) => {
      const lexemes = this.lexemesWith(prefix);
      const lists = lexemes.map((lexeme) => this.listOf(lexeme));
      return { prefix, lexemes, lists, size: lists.reduce((sum, list) => sum + list.length, 0) };
    });
  }

  /** A lexeme's postings as a list (a list of one made for the query when it has one). */
  private listOf(lexeme: string): SlotList {
    const held = this.postings.get(lexeme)!;
    if (typeof held !== 'number') return held;
    const list = new SlotList(true);
    list.push(Math.floor(held / 4), held % 4);
    return list;
  }

  /** Whether a word is tested by a bitset rather than gathered (see WORD_BITSET_SHARE). */
  private common(word: Word): boolean {
    return word.size > 0 && word.size >= this.bitsetShare * this.live;
  }

  /** The bitset of a category's or rental type's slots: kept, or made from its list. */
  private groupBitsOf(key: number): Uint32Array {
    return recent(this.groupBits, key, GROUP_BITSETS_KEPT, () =>
      this.bitsetOf([this.groupList(key)]),
    );
  }

  /** A bitset, sized for the slots the index has room for, of the slots in `lists`. */
  private bitsetOf(lists: SlotList[]): Uint32Array {
    const bits = new Uint32Array((this.capacity + 31) >>> 5);
    for (const { slots, length } of lists) for (let p = 0; p < length; p++) setBit(bits, slots[p]!);
    return bits;
  }

  /**
   * The slots in every bitset, ascending, within `ranges` (see slotRanges) or anywhere: 32
   * listings a step, so a common word in a category costs the catalogue ÷ 32 steps and
   * then only the listings in both, where testing the smaller of the two would cost
   * tens of thousands of scattered reads.
   */
  private intersect(bitsets: Uint32Array[], ranges: Int32Array | null): Int32Array {
    const found: number[] = [];
    const spans = ranges ?? Int32Array.of(0, this.used);
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

  /** The bitset of the slots a word matches: kept, or made from its postings. */
  private bitsOf(word: Word): Uint32Array {
    return recent(this.wordBits, word.prefix, WORD_BITSETS_KEPT, () => this.bitsetOf(word.lists));
  }

  /**
   * Slots that match every word, gathered from their postings, with the stamps from `base`
   * up (taken by the search from freshStamps): a slot stamped `base + i` has matched the
   * first i words, so the slots stamped `mark` (returned) match them all.
   */
  private matchWords(words: Word[], base: number): { slots: number[]; mark: number } {
    const slots: number[] = [];
    // Local references: this loop runs once per posting, hundreds of thousands of times.
    const { stamp, alive } = this;
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

  /** Takes `count + 1` stamps above every earlier one and returns the first. */
  private freshStamps(count: number): number {
    if (this.epoch + count + 2 >= 0xffff_fff0) {
      this.stamp.fill(0);
      this.epoch = 0;
    }
    const base = this.epoch + 1;
    this.epoch = base + count;
    return base;
  }

  search(query: IndexQuery): IndexResult {
    const { offset, limit, countUpTo } = query;
    const near = query.near ? this.nearTest(query.near, query.sort.field === 'distance') : null;
    const test = this.filterTest(query, near);
    const words = this.wordsOf(query.terms ?? []);
    const wantsDistance = query.sort.field === 'distance' && near !== null;
    const wantsRelevance = query.sort.field === 'relevance' && words.length > 0;

    // Words that match a large share of the catalogue are tested by their bitsets; the
    // others are gathered from their postings, and the slots matching all of them are
    // candidates.
    const gathered = words.filter((word) => !this.common(word));
    const tested = words.filter((word) => this.common(word));
    // Every stamp this search uses, taken at once (taking more later could start the stamps
    // over and erase these): one per gathered word and its start, then one to take each
    // candidate once (filterCandidates).
    const stamps = this.freshStamps(gathered.length + 1);
    const onceMark = stamps + gathered.length + 1;
    let wordSlots: number[] | null = null;
    let wordMark = -1;
    if (gathered.length > 0) {
      const matched = this.matchWords(gathered, stamps);
      wordSlots = matched.slots;
      wordMark = matched.mark;
    }
    const wordBitsets = tested.map((word) => this.bitsOf(word));
    // With a common word, a category's or rental type's bitset joins the words': a walk
    // tests a listing's bits, in the processor's cache, before reading any of its columns.
    const named =
      wordBitsets.length === 0
        ? []
        : [
            ...(query.categoryId !== undefined && this.byCategory.has(query.categoryId)
              ? [groupKey('category', query.categoryId)]
              : []),
            ...(query.rentalTypeId !== undefined && this.byType.has(query.rentalTypeId)
              ? [groupKey('type', query.rentalTypeId)]
              : []),
          ];
    const bitsets = [...wordBitsets, ...named.map((key) => this.groupBitsOf(key))];
    const inWords = this.bitsTest(bitsets);
    // The walks test every listing against the bitsets' AND before anything else, inline:
    // most listings fail it, and a call per listing would cost more than the test.
    let gateBits: Uint32Array | null = null;
    const gate = () => (bitsets.length === 0 ? null : (gateBits ??= this.andOf(bitsets)));
    // The share of the catalogue in every bitset (of the smallest word until counted).
    let bitShare = tested.reduce((least, word) => Math.min(least, word.size / this.size), 1);

    // Candidates: the smallest of the gathered words' matches, a group a filter names (a
    // category, a rental type, an owner, the grid cells around a place) and the postings
    // of a tested word; none when nothing narrows the catalogue. Around a place, each of
    // the others is first cut to the cells' runs of slots (see clip).
    const around = near ? this.cellsAround(near.near) : null;
    // The cells' runs of slots, made when a source is cut to them (not for the cells alone).
    let cellRanges: Int32Array | null = null;
    const ranges = () => (cellRanges ??= this.slotRanges(around!.keys));
    const sources: Source[] = [];
    if (wordSlots)
      sources.push(
        around
          ? { ...this.clip([{ slots: Int32Array.from(wordSlots).sort() }], ranges()), copies: 1 }
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
        ordered: (name) => around.keys.map((key) => this.groupOrder(key, name)),
        builds: { keys: around.keys, lists: around.lists },
      });
    const group = this.smallestGroup(query);
    if (group)
      sources.push(
        around
          ? { ...this.clip(group.lists, ranges()), copies: 1 }
          : {
              ...group,
              copies: 1,
              ordered: (name) => group.keys.map((key) => this.groupOrder(key, name)),
              builds: group,
            },
      );
    // A common word in a category or a rental type: the listings in both, from their bitsets.
    if (named.length > 0 && around) {
      const slots = this.intersect(bitsets, ranges());
      sources.push({
        lists: [{ slots, length: slots.length }],
        size: slots.length,
        copies: 1,
        anded: true,
      });
    } else if (named.length > 0) {
      sources.push(this.andedSource(named, gate()!));
      bitShare = this.andedCount / Math.max(1, this.size);
    }
    // A listing is in the postings of each of a word's lexemes it has.
    for (const word of tested)
      sources.push(
        around && word.lists.length <= CLIPPED_LEXEMES
          ? { ...this.clip(word.lists, ranges()), copies: word.lists.length }
          : {
              lists: word.lists,
              size: word.size,
              copies: word.lists.length,
              ordered: (name) => word.lexemes.map((lexeme) => this.lexemeOrder(lexeme, name)),
              builds: { keys: word.lexemes, lists: word.lists },
            },
      );
    const source = sources.reduce<Source | null>(
      (best, next) => (best === null || next.size < best.size ? next : best),
      null,
    );
    const { alive, stamp } = this;
    // Candidates from the bitsets' AND are in the common words, the category and the rental
    // type already: only the rest is tested.
    const rest = source?.anded
      ? this.filterTest(query, near, {
          category:
            query.categoryId !== undefined &&
            named.includes(groupKey('category', query.categoryId)),
          type:
            query.rentalTypeId !== undefined &&
            named.includes(groupKey('type', query.rentalTypeId)),
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

    // Filter the candidates and sort what matches, or walk a whole order testing each
    // listing until the page and the count are reached. Filtering costs the candidates;
    // walking costs stopAt ÷ the share of the catalogue that matches, which a sample of
    // the candidates estimates (and the whole catalogue when fewer than stopAt match).
    let stopAt = Math.max(countUpTo, offset + limit);
    // Whether the count is settled without counting: the sample says, with a wide margin,
    // that the candidates hold more than countUpTo matches (see SURELY_MORE). Then the
    // total is "countUpTo or more" and a walk stops at the page. Relevance still reads the
    // newest countUpTo matches: it ranks them all. A word's lexemes can share a listing: a
    // listing in all of them is counted once per list.
    let settled = false;
    let matches: number[] | null = null;
    if (source) {
      const sample = source.sample
        ? source.sample(acceptCandidate)
        : this.passRate(source.lists, source.size, acceptCandidate);
      const expected = source.size * sample.rate;
      settled =
        !wantsRelevance &&
        offset + limit < countUpTo &&
        (source.size * sample.low) / source.copies >= countUpTo;
      if (settled) stopAt = offset + limit;
      // A walk's step that fails the bitsets costs a fraction of a test (see BIT_TEST_COST).
      const walkSteps =
        (expected >= 1 ? (stopAt * this.size) / expected : Infinity) *
        (inWords ? BIT_TEST_COST + bitShare : 1);
      // Or, when the candidates are groups (the cells around a place, a category, a rental
      // type, an owner), walk each group's listings in the order asked, merged: that costs
      // stopAt ÷ the share of the walked listings that match. One list is walked as the
      // whole order is, testing the bitsets first; several take a heap step each.
      const walked = source.walked ?? { size: source.size, lists: source.lists.length };
      const mergeSteps =
        source.ordered && !wantsDistance && expected >= 1
          ? (stopAt * walked.size) / expected
          : Infinity;
      const mergeStepCost =
        walked.lists > 1 ? MERGE_STEP_COST : inWords ? BIT_TEST_COST + expected / walked.size : 1;
      // Orders not made yet are made first: the walk pays for them (later walks do not).
      const mergeName = wantsRelevance ? 'newest' : this.orderFor(query);
      const merge =
        this.plan === 'auto'
          ? source.ordered !== undefined &&
            source.size > MATERIALIZE_MIN &&
            mergeStepCost * mergeSteps +
              walked.lists * MERGE_CELL_COST +
              (source.builds ? this.buildCost(source.builds, mergeName) : 0) <
              Math.min(source.size, walkSteps)
          : this.plan === 'merge' && source.ordered !== undefined && !wantsDistance;
      if (merge) {
        const backwards = query.sort.field === 'newest' && query.sort.order === 'desc';
        const merged = this.mergeOrders(
          source.ordered!(mergeName),
          mergeName,
          backwards,
          query,
          gate(),
          accept,
          stopAt,
        );
        if (wantsRelevance) return this.byRelevance(merged, words, query);
        return {
          ids: merged.slice(offset, offset + limit).map((slot) => this.ids[slot]!),
          matches: settled ? countUpTo : Math.min(merged.length, countUpTo),
        };
      }
      const filter =
        this.plan === 'auto'
          ? source.size <= Math.max(walkSteps, MATERIALIZE_MIN)
          : this.plan === 'filter' || this.plan === 'merge';
      // Nearest (or farthest) first around a place: the cells in order of how near (far)
      // they can be, until the page is settled and the count reached.
      if (
        wantsDistance &&
        source.spatial === true &&
        (this.plan === 'merge' || (this.plan === 'auto' && source.size > MATERIALIZE_MIN))
      ) {
        const nearest = this.byDistanceInCells(source.keys!, near!.point, query, accept, stopAt);
        return settled ? { ...nearest, matches: countUpTo } : nearest;
      }
      if (wantsDistance || filter)
        matches = this.filterCandidates(source, acceptCandidate, onceMark);
    }
    if (matches) {
      if (wantsRelevance)
        return this.byRelevance(
          this.inOrder('newest', matches, stopAt),
          words,
          query,
          matches.length,
        );
      let ordered: number[];
      if (wantsDistance) {
        ordered = firstK(matches, offset + limit, this.distanceCompare(query.sort.order));
      } else {
        const name = this.orderFor(query);
        const backwards = query.sort.field === 'newest' && query.sort.order === 'desc';
        ordered = backwards
          ? this.inOrder(name, matches, matches.length)
              .reverse()
              .slice(0, offset + limit)
          : this.inOrder(name, matches, offset + limit);
      }
      return {
        ids: ordered.slice(offset).map((slot) => this.ids[slot]!),
        matches: Math.min(matches.length, countUpTo),
      };
    }

    // Walk an order, testing each listing: it stops once the page is full and the count is
    // reached, so the work follows the page and the filters' selectivity.
    if (wantsRelevance) {
      const order = this.orders.newest;
      return this.byRelevance(
        this.walk(order, 0, order.length, false, gate(), accept, stopAt),
        words,
        query,
      );
    }
    const name = this.orderFor(query);
    // Oldest first is newest first read backwards (created_at ASC, id ASC).
    const backwards = query.sort.field === 'newest' && query.sort.order === 'desc';
    // A price order holds the price range as one stretch: walk that stretch only.
    const [first, end] = this.priceStretch(name, query);
    const found = this.walk(this.orders[name], first, end, backwards, gate(), accept, stopAt);
    return {
      ids: found.slice(offset, offset + limit).map((slot) => this.ids[slot]!),
      matches: settled ? countUpTo : Math.min(found.length, countUpTo),
    };
  }

  /**
   * The first `stopAt` listings of `order[first, end)` (read from `end` down when
   * `backwards`) that are in `gate` (null: no bitset) and pass `accept`.
   */
  private walk(
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
   * The slots in every one of `bitsets`: the one itself when there is one, else the AND in
   * a bitset kept for it (a search's, until the next one: allocating a bitset for each
   * search cost more than making it).
   */
  private andOf(bitsets: Uint32Array[]): Uint32Array {
    if (bitsets.length === 1) return bitsets[0]!;
    const words = (this.used + 31) >>> 5;
    if (this.anded.length < words) this.anded = new Uint32Array((this.capacity + 31) >>> 5);
    const and = this.anded;
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
    this.andedCount = count;
    return and;
  }

  /** The candidates that pass `accept`, each once (stamped `mark` when lists share them). */
  private filterCandidates(
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
    const { stamp } = this;
    for (const list of source.lists)
      for (let i = 0; i < list.length; i++) {
        const slot = list.slots[i]!;
        if (stamp[slot] === mark || !accept(slot)) continue;
        stamp[slot] = mark;
        matches.push(slot);
      }
    return matches;
  }

  /** One test of every bitset (a slot must be in each); null for none. */
  private bitsTest(bitsets: Uint32Array[]): ((slot: number) => boolean) | null {
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

  /**
   * Distance order over the cells around a place: cells by the least (the most) distance
   * any of their listings can have, each cell's matches taken in turn, stopping once there
   * are `stopAt` matches and no cell left can hold a listing that comes before the page's
   * last one. The bounds are chords, as the listings' distances are.
   */
  private byDistanceInCells(
    cells: number[],
    point: [number, number, number],
    query: IndexQuery,
    accept: (slot: number) => boolean,
    stopAt: number,
  ): IndexResult {
    const { offset, limit, countUpTo } = query;
    const k = offset + limit;
    const farthest = query.sort.order === 'desc';
    const compare = this.distanceCompare(query.sort.order);
    const bounds = cells.map((key) => {
      const sphere = this.cellSphere(key);
      const dx = point[0] - sphere[0]!;
      const dy = point[1] - sphere[1]!;
      const dz = point[2] - sphere[2]!;
      const centre = Math.sqrt(dx * dx + dy * dy + dz * dz);
      return { key, least: Math.max(0, centre - sphere[3]!), most: centre + sphere[3]! };
    });
    bounds.sort((a, b) => (farthest ? b.most - a.most : a.least - b.least));
    const matches: number[] = [];
    for (const bound of bounds) {
      if (matches.length >= stopAt) {
        // Ties go by id, so a cell that could hold a listing exactly as far is still read.
        const last = this.chord[firstK(matches, k, compare)[k - 1]!]!;
        if (farthest ? bound.most < last : bound.least > last) break;
      }
      const list = this.byCell.get(bound.key)!;
      for (let i = 0; i < list.length; i++)
        if (accept(list.slots[i]!)) matches.push(list.slots[i]!);
    }
    const ordered = firstK(matches, k, compare);
    return {
      ids: ordered.slice(offset).map((slot) => this.ids[slot]!),
      matches: Math.min(matches.length, countUpTo),
    };
  }

  /**
   * A cell's centre on the sphere (x, y, z) and a chord that reaches every point of the cell
   * from it: the farthest corner's, with a margin for the curve and for rounding.
   */
  private cellSphere(key: number): Float64Array {
    let sphere = this.cellSpheres.get(key);
    if (!sphere) {
      const south = (Math.floor(key / 4000) - 1000) * CELL;
      const west = ((key % 4000) - 2000) * CELL;
      const clamp = (lat: number) => Math.max(-90, Math.min(90, lat));
      const centre = earthPoint(clamp(south + CELL / 2), west + CELL / 2);
      let reach = 0;
      for (const lat of [south, south + CELL])
        for (const lng of [west, west + CELL]) {
          const corner = earthPoint(clamp(lat), lng);
          const dx = corner[0] - centre[0];
          const dy = corner[1] - centre[1];
          const dz = corner[2] - centre[2];
          reach = Math.max(reach, Math.sqrt(dx * dx + dy * dy + dz * dz));
        }
      sphere = Float64Array.of(centre[0], centre[1], centre[2], reach * 1.01 + 1);
      this.cellSpheres.set(key, sphere);
    }
    return sphere;
  }

  /**
   * A common word in a category or a rental type, away from a place: counted and sampled
   * from the bitsets' AND (`and`, just made by andOf; a thirty-second of the catalogue in
   * steps), listed only when filtered. A walk takes the smaller named group's order, testing
   * the AND: its listings are the candidates and the group's others.
   */
  private andedSource(named: number[], and: Uint32Array): Source {
    const size = this.andedCount;
    let listed: Candidates[] | null = null;
    const list = () => {
      if (listed === null) {
        const slots = this.intersect([and], null);
        listed = [{ slots, length: slots.length }];
      }
      return listed;
    };
    const key = named
      .map((key) => ({ key, list: this.groupList(key) }))
      .reduce((least, next) => (next.list.length < least.list.length ? next : least));
    return {
      get lists() {
        return list();
      },
      size,
      copies: 1,
      anded: true,
      // Few are listed to be sampled: they will be filtered.
      sample: size > 4 * MATERIALIZE_MIN ? (accept) => this.sampleBits(and, accept) : undefined,
      ordered: (name) => [this.groupOrder(key.key, name)],
      builds: { keys: [key.key], lists: [key.list] },
      walked: { size: key.list.length, lists: 1 },
    };
  }

  /** The listings of a group (see groupKey). */
  private groupList(key: number): SlotList {
    if (key >= 0) return this.byCell.get(key)!;
    const code = -key - 1;
    const kind = code % 3;
    const id = (code - kind) / 3;
    return (kind === 0 ? this.byCategory : kind === 1 ? this.byType : this.byOwner).get(id)!;
  }

  /**
   * What making the orders of these groups (see groupKey) or lexemes that are not kept
   * would cost, in tests of a listing: a list read whole from the catalogue's order, or its
   * ranks sorted (see inOrderAll); a walk is charged a share of it (BUILD_SHARE).
   */
  private buildCost({ keys, lists }: OrderKeys, name: OrderName) {
    let cost = 0;
    const whole = this.orders[name].length;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (this.isKept(key, name)) continue;
      const length = lists[i]!.length;
      cost += Math.min(whole, length * Math.log2(length + 2));
    }
    return cost * BUILD_SHARE;
  }

  /** Whether the order `name` of a group or a lexeme is made. */
  private isKept(key: number | string, name: OrderName) {
    return typeof key === 'number'
      ? this.groupOrders.get(key)?.has(name) === true
      : this.lexemeOrders.get(key)?.has(name) === true;
  }

  /** A group's live listings in an order (see groupOrders). */
  private groupOrder(key: number, name: OrderName): Int32Array {
    let orders = this.groupOrders.get(key);
    if (!orders) {
      orders = new Map();
      this.groupOrders.set(key, orders);
    }
    return this.keptOrder(orders, name, () => this.groupList(key));
  }

  /** A lexeme's live listings in an order (see lexemeOrders). */
  private lexemeOrder(lexeme: string, name: OrderName): Int32Array {
    // The most recently walked last, for forgetting the least recently walked first; the
    // bound is on slots, below, not on lexemes.
    const orders = recent(this.lexemeOrders, lexeme, Infinity, () => new Map());
    const made = orders.size;
    const order = this.keptOrder(orders, name, () => this.listOf(lexeme));
    if (orders.size > made) {
      this.lexemeOrderSlots += order.length;
      const bound = Math.max(LEXEME_ORDER_SLOTS_MIN, LEXEME_ORDER_SLOTS_SHARE * this.size);
      for (const [oldest] of this.lexemeOrders) {
        if (this.lexemeOrderSlots <= bound || oldest === lexeme) break;
        this.forgetLexemeOrders(oldest);
      }
    }
    return order;
  }

  /** Drops a lexeme's orders (see lexemeOrders). */
  private forgetLexemeOrders(lexeme: string) {
    const orders = this.lexemeOrders.get(lexeme);
    if (!orders) return;
    for (const order of orders.values()) this.lexemeOrderSlots -= order.length;
    this.lexemeOrders.delete(lexeme);
  }

  /** The order `name` kept in `orders`, made from the list when it is not there yet. */
  private keptOrder(
    orders: Map<OrderName, Int32Array>,
    name: OrderName,
    list: () => SlotList,
  ): Int32Array {
    let order = orders.get(name);
    if (!order) {
      order = this.inOrderAll(list(), name);
      orders.set(name, order);
    }
    return order;
  }

  /**
   * A list's live listings in an order: its ranks sorted, or for a list large enough that
   * sorting would cost more than reading the whole order, the order read and its members
   * taken (a rental type of 200,000 listings at 1,000,000: 4 ms instead of 40).
   */
  private inOrderAll(list: SlotList, name: OrderName): Int32Array {
    const global = this.orders[name];
    const { slots, length } = list;
    if (length * Math.log2(length + 2) > global.length) {
      const member = this.member;
      for (let i = 0; i < length; i++) member[slots[i]!] = 1;
      const taken = new Int32Array(length);
      let n = 0;
      for (let i = 0; i < global.length; i++) if (member[global[i]!] === 1) taken[n++] = global[i]!;
      for (let i = 0; i < length; i++) member[slots[i]!] = 0;
      return taken.slice(0, n);
    }
    const rank = this.ranks[name];
    const positions: number[] = [];
    for (let i = 0; i < length; i++)
      if (this.alive[slots[i]!] === 1) positions.push(rank[slots[i]!]!);
    return Int32Array.from(positions)
      .sort()
      .map((position) => global[position]!);
  }

  /**
   * The first `stopAt` listings that pass `accept` in the order `name` (read backwards for
   * oldest first), from lists each in that order (only within the price range for a price
   * order), merged by their rank in the whole order with a heap. A listing in two lists (a
   * word's lexemes) has one rank, so its two turns come one after the other: taken once.
   */
  private mergeOrders(
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
      const [first, end] = this.priceStretch(name, query, lists[0]);
      return this.walk(lists[0]!, first, end, backwards, gate, accept, stopAt);
    }
    const rank = this.ranks[name];
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
    const { alive } = this;
    const live = (cursor: number) => {
      const order = orders[cursor]!;
      let at = position[cursor]!;
      while (at !== end[cursor] && alive[order[at]!] !== 1) at += step;
      position[cursor] = at;
      return at !== end[cursor];
    };
    for (const order of lists) {
      const [first, last] = this.priceStretch(name, query, order);
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

  /** Where the price range starts and ends in a price order (the whole order otherwise). */
  private priceStretch(
    name: OrderName,
    query: IndexQuery,
    order: Int32Array = this.orders[name],
  ): [number, number] {
    if (name !== 'priceAsc' && name !== 'priceDesc') return [0, order.length];
    const ascending = name === 'priceAsc';
    const low = query.minPriceCents ?? -Infinity;
    const high = query.maxPriceCents ?? Infinity;
    // The first position whose price is inside the range on the far side of `bound`.
    const first = (before: (price: number) => boolean) => {
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const price = this.price[order[mid]!]!;
        if (before(price)) lo = mid + 1;
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

  /**
   * Relevance as the SQL search ranks it: the newest `countUpTo` matches ordered by
   * relevance (best first, or worst first descending; newest first among equals), then
   * every older match, newest first. `inOrder` holds the matches newest first (at least the
   * page and the candidates); `total` is how many matched in all.
   */
  private byRelevance(
    inOrder: number[],
    words: Word[],
    query: IndexQuery,
    total = inOrder.length,
  ): IndexResult {
    const { offset, limit, countUpTo } = query;
    const candidates = inOrder.slice(0, countUpTo);
    const { score } = this;
    this.scoreAll(candidates, words);
    // Sorted by their places among the candidates, with the scores copied beside them: the
    // sort reads no column, and being stable it keeps the newest first among equals.
    const scores = Float64Array.from(candidates, (slot) => score[slot]!);
    const sign = query.sort.order === 'desc' ? 1 : -1;
    const places = Array.from(candidates.keys()).sort((a, b) => sign * (scores[a]! - scores[b]!));
    const ranked = places.map((place) => candidates[place]!).concat(inOrder.slice(countUpTo));
    return {
      ids: ranked.slice(offset, offset + limit).map((slot) => this.ids[slot]!),
      matches: Math.min(total, countUpTo),
    };
  }

  /**
   * Sets `score` of each candidate to its relevance (each word's best weight in the listing,
   * summed: ts_rank's weights, in tenths), reading each of the
   * words' lists once: the candidates in slot order against the list in slot order, each
   * search starting where the last one ended, and from the list's side when it is the
   * shorter. A word of many lexemes costs a few passes, not a search of every list for
   * every candidate.
   */
  private scoreAll(candidates: number[], words: Word[]) {
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
            if (at < count && sorted[at] === slots[p] && extra[p]! > best[at]!)
              best[at] = extra[p]!;
          }
        } else {
          let at = 0;
          for (let c = 0; c < count && at < length; c++) {
            at = firstAtLeast(slots, at, length, sorted[c]!);
            if (at < length && slots[at] === sorted[c] && extra[at]! > best[c]!)
              best[c] = extra[at]!;
          }
        }
      }
      for (let c = 0; c < count; c++) if (best[c]! >= 0) sums[c] = sums[c]! + WEIGHTS[best[c]!]!;
    }
    const { score } = this;
    for (let c = 0; c < count; c++) score[sorted[c]!] = sums[c]!;
  }

  /**
   * The share of a sample of the candidates (up to 256, spread over them) that matches, and
   * a low estimate of it: three standard deviations of the passes below (see SURELY_MORE).
   */
  private passRate(
    source: Candidates[],
    size: number,
    accept: (slot: number) => boolean,
  ): { rate: number; low: number } {
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
   * passRate for the slots of a bitset: the first slot at or after each of 256 points spread
   * over the slots (a word each, so a slot after a run of empty words is likelier taken:
   * an estimate, as the sample is).
   */
  private sampleBits(
    bits: Uint32Array,
    accept: (slot: number) => boolean,
  ): { rate: number; low: number } {
    const words = (this.used + 31) >>> 5;
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

  /** The first `k` of `slots` in an order, by their ranks (a numeric sort, no comparator). */
  private inOrder(name: OrderName, slots: number[], k: number): number[] {
    const rank = this.ranks[name];
    const order = this.orders[name];
    const positions = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) positions[i] = rank[slots[i]!]!;
    const firsts = smallest(positions, k);
    const first: number[] = [];
    for (let i = 0; i < firsts.length; i++) first.push(order[firsts[i]!]!);
    return first;
  }

  private orderFor(query: IndexQuery): OrderName {
    const { field, order } = query.sort;
    if (field === 'price') return order === 'desc' ? 'priceDesc' : 'priceAsc';
    if (field === 'rating') return order === 'desc' ? 'ratingDesc' : 'ratingAsc';
    return 'newest';
  }

  /** Nearest (or farthest) first, by the chords the radius test measured for this query. */
  private distanceCompare(order: 'asc' | 'desc'): Compare {
    const { chord, ids } = this;
    const sign = order === 'desc' ? -1 : 1;
    return (a, b) => sign * (chord[a]! - chord[b]!) || ids[b]! - ids[a]!;
  }

  /** The radius test; it notes each listing's chord when `keepChords` (to sort by distance). */
  private nearTest(near: { lat: number; lng: number; radiusKm: number }, keepChords: boolean) {
    const point = earthPoint(near.lat, near.lng);
    const radiusM = near.radiusKm * 1000;
    // The chord of the radius: a listing whose chord is clearly shorter or longer needs no
    // arc sine; those within rounding of it are measured as earthdistance measures them.
    const limit =
      radiusM >= Math.PI * EARTH_M ? Infinity : 2 * EARTH_M * Math.sin(radiusM / (2 * EARTH_M));
    const surelyIn = limit * (1 - 1e-9);
    const surelyOut = limit * (1 + 1e-9);
    return {
      point,
      near,
      test: (slot: number) => {
        const { xyz } = this;
        const dx = point[0] - xyz[slot * 3]!;
        // No place: NaN, which is not a number equal to itself.
        if (dx !== dx) return false;
        const dy = point[1] - xyz[slot * 3 + 1]!;
        const dz = point[2] - xyz[slot * 3 + 2]!;
        const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
        // Kept for sorting by distance: every match of this query passed this test.
        if (keepChords) this.chord[slot] = chord;
        if (chord < surelyIn) return true;
        if (chord > surelyOut) return false;
        return greatCircle(chord) <= radiusM;
      },
    };
  }

  /** One test of every filter but the words: a single function, so the hot loops stay monomorphic. */
  private filterTest(
    query: IndexQuery,
    near: ReturnType<SearchIndex['nearTest']> | null,
    /** Filters the candidates are known to pass, not tested again. */
    known: { category: boolean; type: boolean } = { category: false, type: false },
  ) {
    const { owner, category, type, price, sale, priceBand } = this;
    const ownerId = query.ownerId ?? -1;
    const categoryId = query.categoryId ?? -2;
    const rentalTypeId = query.rentalTypeId ?? -2;
    const byOwner = query.ownerId !== undefined;
    const byCategory = query.categoryId !== undefined && !known.category;
    const byType = query.rentalTypeId !== undefined && !known.type;
    // A NULL price (NaN) fails both comparisons, as in SQL.
    const byMin = query.minPriceCents !== undefined;
    const byMax = query.maxPriceCents !== undefined;
    const min = query.minPriceCents ?? -Infinity;
    const max = query.maxPriceCents ?? Infinity;
    const byPrice = byMin || byMax;
    // Made only for a price range (two a search, each a pass over the bands).
    const verdicts = byPrice ? this.bandVerdicts(min, max) : NO_VERDICTS;
    const forSale = query.forSale === true;
    const inReach = near ? near.test : null;
    const free = query.available ? this.availableTest(query.available) : null;
    return (slot: number) =>
      (!byOwner || owner[slot] === ownerId) &&
      (!byCategory || category[slot] === categoryId) &&
      (!byType || type[slot] === rentalTypeId) &&
      (!byPrice ||
        verdicts[priceBand[slot]!] === 1 ||
        (verdicts[priceBand[slot]!] === 2 && price[slot]! >= min && price[slot]! <= max)) &&
      (!forSale || sale[slot] === 1) &&
      (inReach === null || inReach(slot)) &&
      (free === null || free(slot));
  }

  /**
   * Free for the whole range: no blocked day touches it, and the booked quantities
   * touching its days leave stock — the SQL search's day-level rule (decision 0002). The
   * days are the listing's own: a booking's first and last local day were worked out when
   * it was loaded, so a range is compared with them as dates, the SQL search's overlap with
   * the listing's local midnights.
   */
  private availableTest(range: { startDate: string; endDate: string }) {
    return (slot: number) => {
      if (this.held[slot] === 0) return true;
      const days = this.availability.get(this.ids[slot]!);
      if (!days) return true;
      for (const [start, end] of days.blocked)
        if (start <= range.endDate && end >= range.startDate) return false;
      let booked = 0;
      for (const booking of days.booked)
        if (booking.startDay <= range.endDate && booking.endDay >= range.startDate)
          booked += booking.quantity;
      return this.quantity[slot]! > booked;
    };
  }

  /** The smallest candidate group a filter names (category, rental type, owner), if any. */
  private smallestGroup(
    query: IndexQuery,
  ): { lists: SlotList[]; size: number; keys: number[] } | null {
    const groups: { list: SlotList | undefined; key: number }[] = [];
    if (query.categoryId !== undefined)
      groups.push({
        list: this.byCategory.get(query.categoryId),
        key: groupKey('category', query.categoryId),
      });
    if (query.rentalTypeId !== undefined)
      groups.push({
        list: this.byType.get(query.rentalTypeId),
        key: groupKey('type', query.rentalTypeId),
      });
    if (query.ownerId !== undefined)
      groups.push({ list: this.byOwner.get(query.ownerId), key: groupKey('owner', query.ownerId) });
    let best: { lists: SlotList[]; size: number; keys: number[] } | null = null;
    for (const { list, key } of groups) {
      const size = list?.length ?? 0;
      if (!best || size < best.size)
        best = list ? { lists: [list], size, keys: [key] } : { lists: [], size: 0, keys: [] };
    }
    return best;
  }

  /**
   * Where the cells' listings sit among the slots: [start, end) pairs, ascending, those
   * that touch merged. Listings are numbered in grid order when the index loads (see
   * publishedIdsInGridOrder), so a place's cells are a few runs, one per row of cells;
   * a listing placed later is a run of its own until the next load.
   */
  private slotRanges(keys: number[]): Int32Array {
    const runs: [number, number][] = [];
    for (const key of keys) {
      const cell = this.cellRuns(key);
      for (let i = 0; i < cell.length; i += 2) runs.push([cell[i]!, cell[i + 1]!]);
    }
    runs.sort((a, b) => a[0] - b[0]);
    const merged: number[] = [];
    for (const [start, end] of runs) {
      if (merged.length > 0 && start <= merged[merged.length - 1]!)
        merged[merged.length - 1] = Math.max(merged[merged.length - 1]!, end);
      else merged.push(start, end);
    }
    return Int32Array.from(merged);
  }

  /** A cell's slots as [start, end) runs (kept until a listing joins the cell). */
  private cellRuns(key: number): Int32Array {
    let runs = this.runsByCell.get(key);
    if (!runs) {
      const { slots, length } = this.byCell.get(key)!;
      const found: number[] = [];
      for (let i = 0; i < length; i++) {
        const slot = slots[i]!;
        if (found.length > 0 && found[found.length - 1] === slot)
          found[found.length - 1] = slot + 1;
        else found.push(slot, slot + 1);
      }
      runs = Int32Array.from(found);
      this.runsByCell.set(key, runs);
    }
    return runs;
  }

  /**
   * The candidates of `lists` (each in slot order) inside `ranges` (see slotRanges): a
   * search for each end of each range (see firstAtLeast), so a city's share of a category or a word
   * costs a few dozen steps instead of a test of every listing in the category.
   */
  private clip(lists: { slots: Int32Array; length?: number }[], ranges: Int32Array) {
    const clipped: Candidates[] = [];
    let size = 0;
    for (const list of lists) {
      const length = list.length ?? list.slots.length;
      let at = 0;
      for (let r = 0; r < ranges.length && at < length; r += 2) {
        const start = firstAtLeast(list.slots, at, length, ranges[r]!);
        const end = firstAtLeast(list.slots, start, length, ranges[r + 1]!);
        if (end > start) {
          clipped.push({ slots: list.slots.subarray(start, end), length: end - start });
          size += end - start;
        }
        at = end;
      }
    }
    return { lists: clipped, size };
  }

  /** The grid cells a circle's latitude/longitude box touches (all longitudes near a pole). */
  private cellsAround(near: { lat: number; lng: number; radiusKm: number }): {
    keys: number[];
    lists: SlotList[];
  } {
    const angle = near.radiusKm / (EARTH_M / 1000);
    const spanLat = (angle / RADIANS) * 1.000_001;
    const minLat = Math.max(-90, near.lat - spanLat);
    const maxLat = Math.min(90, near.lat + spanLat);
    const spread = Math.sin(angle) / Math.cos(near.lat * RADIANS);
    const keys: number[] = [];
    const lists: SlotList[] = [];
    const latCells = [cellOf(minLat), cellOf(maxLat)];
    if (minLat <= -90 || maxLat >= 90 || spread >= 1) {
      for (const [key, list] of this.byCell) {
        const latCell = Math.floor(key / 4000) - 1000;
        if (latCell >= latCells[0]! && latCell <= latCells[1]!) {
          keys.push(key);
          lists.push(list);
        }
      }
      return { keys, lists };
    }
    const half = (Math.asin(spread) / RADIANS) * 1.000_001;
    const ranges: [number, number][] = [];
    const from = near.lng - half;
    const to = near.lng + half;
    if (from < -180) ranges.push([from + 360, 180], [-180, to]);
    else if (to > 180) ranges.push([from, 180], [-180, to - 360]);
    else ranges.push([from, to]);
    for (let latCell = latCells[0]!; latCell <= latCells[1]!; latCell++)
      for (const [lo, hi] of ranges)
        for (let lngCell = cellOf(lo); lngCell <= cellOf(hi); lngCell++) {
          const key = this.cellKey(latCell, lngCell);
          const list = this.byCell.get(key);
          if (list) {
            keys.push(key);
            lists.push(list);
          }
        }
    return { keys, lists };
  }
}
