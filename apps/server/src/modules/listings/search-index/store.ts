import { WORD_BITSET_SHARE } from './bitset';
import { comparators } from './orders';
import { PRICE_BANDS } from './price-bands';
import type { SlotList } from './slot-list';
import type { Compare, ListingAvailability, OrderName, PlanChoice } from './types';

/**
 * Everything the search index holds, in one place; the files beside this one each keep one
 * part of it up to date or read it. A listing lives in a slot: its position in every
 * column. Slots are never reused: a changed listing gets a new one and the old one is
 * dead (`alive` 0) until the next rebuild.
 *
 * The fields are public so the functions of the folder can read them directly in their
 * loops; nothing outside the folder sees this class (see SearchIndex).
 */
export class IndexStore {
  // ---- Columns, one entry per slot (columns.ts) ----
  capacity = 0;
  used = 0;
  dead = 0;
  /** Listings in the index. */
  live = 0;
  ids = new Int32Array(0);
  owner = new Int32Array(0);
  category = new Int32Array(0);
  type = new Int32Array(0);
  price = new Float64Array(0);
  /**
   * Per slot, its price's band: 0 for NULL, else 1 – PRICE_BANDS by its place in the price
   * order, so every band holds as many listings (see cutPriceBands). A byte per listing
   * stays in the processor's cache where a price (eight) does not: a price range is decided
   * by the band but for the two bands its bounds fall in (see filterTest).
   */
  priceBand = new Uint8Array(0);
  /** Each band's lowest and highest price (band 0 and empty bands: +∞ and -∞). */
  bandLow = new Float64Array(PRICE_BANDS + 1);
  bandHigh = new Float64Array(PRICE_BANDS + 1);
  sale = new Uint8Array(0);
  /** 1 where the listing has instant booking. */
  instant = new Uint8Array(0);
  rating = new Float64Array(0);
  reviews = new Int32Array(0);
  created = new Float64Array(0);
  /**
   * Each slot's point on the sphere, x y z side by side (one cache line for the three, read
   * together by the radius test); x is NaN for a listing without a place.
   */
  xyz = new Float64Array(0);
  quantity = new Int32Array(0);
  alive = new Uint8Array(0);
  /** 1 where the listing has blocked or booked days (see availability). */
  held = new Uint8Array(0);
  /** Each listing's live slot by id, -1 for none (ids are serial: an array beats a Map). */
  slotById = new Int32Array(0).fill(-1);
  /** Slots added while loading, put in order once when it is done. */
  pending: number[] = [];

  // ---- Per-slot scratch of the current search ----
  /** Per slot, the stamp of the last query that touched it (see matchWords). */
  stamp = new Uint32Array(0);
  /** The last stamp taken (see takeStamps). */
  epoch = 0;
  /** Scratch: 1 for the slots of the list being put in order (listInOrder), else 0. */
  member = new Uint8Array(0);
  /** Per slot, its relevance to the current query (set for the candidates ranked). */
  score = new Float64Array(0);
  /** Per slot, its distance from the current query's place (set by the radius test). */
  chord = new Float64Array(0);
  /** Scratch: the AND of a search's bitsets (see andBitsets). */
  anded = new Uint32Array(0);
  /** How many slots the last AND made by andBitsets holds. */
  andedCount = 0;

  // ---- Words (lexicon.ts) ----
  /**
   * Lexeme → its postings: a list, or for a lexeme of one listing (most of them: numbers,
   * names, typos) that one posting as `slot * 4 + weight`. A million lists of one would
   * each be an object and two arrays for the garbage collector to trace, and it traced them
   * on every full collection.
   */
  readonly postings = new Map<string, SlotList | number>();
  /** Every lexeme in the postings, sorted, but for the newest (`lexemesAside`). */
  lexemes: string[] = [];
  /** Lexemes new since `lexemes` was sorted: a few, unsorted (see LEXEMES_ASIDE). */
  lexemesAside: string[] = [];

  // ---- Groups (groups.ts) and the grid (geo.ts) ----
  readonly byCategory = new Map<number, SlotList>();
  readonly byType = new Map<number, SlotList>();
  readonly byOwner = new Map<number, SlotList>();
  /** Grid cell (see cellKey) → its listings. */
  readonly byCell = new Map<number, SlotList>();
  /** Each cell's runs of slots (see cellRuns). */
  readonly runsByCell = new Map<number, Int32Array>();
  /** Each cell's bounding sphere (see cellSphere). */
  readonly cellSpheres = new Map<number, Float64Array>();

  // ---- Bitsets kept between searches (bitset.ts) ----
  /** Word prefix → bitset of the slots whose lexemes start with it (see WORD_BITSET_SHARE). */
  readonly wordBits = new Map<string, Uint32Array>();
  /**
   * A category's or rental type's bitset (by groupKey), made when a search first ANDs it
   * with a word's (see intersectBitsets), kept for GROUP_BITSETS_KEPT groups and updated as
   * listings join.
   */
  readonly groupBits = new Map<number, Uint32Array>();

  // ---- Orders (orders.ts) ----
  readonly orders: Record<OrderName, Int32Array> = {
    newest: new Int32Array(0),
    priceAsc: new Int32Array(0),
    priceDesc: new Int32Array(0),
    ratingDesc: new Int32Array(0),
    ratingAsc: new Int32Array(0),
  };
  /** Each live slot's position in each order. */
  readonly ranks: Record<OrderName, Int32Array> = {
    newest: new Int32Array(0),
    priceAsc: new Int32Array(0),
    priceDesc: new Int32Array(0),
    ratingDesc: new Int32Array(0),
    ratingAsc: new Int32Array(0),
  };
  readonly compare: Record<OrderName, Compare>;
  /**
   * A group's listings (a grid cell's, a category's, a rental type's, an owner's; see
   * groupKey) in an order, made when a search first walks it. Listings keep their relative
   * order as others come and go, so a group's orders stay true until a listing joins it
   * (insertListing forgets them); one that left is skipped as the walk tests it.
   */
  readonly groupOrders = new Map<number, Map<OrderName, Int32Array>>();
  /**
   * A word's lexeme's listings in an order, as groupOrders, for the lexemes most recently
   * walked, up to a number of slots (see LEXEME_ORDER_SLOTS_SHARE; insertListing forgets a
   * lexeme's when it gains a listing).
   */
  readonly lexemeOrders = new Map<string, Map<OrderName, Int32Array>>();
  /** How many slots lexemeOrders holds in all. */
  lexemeOrderSlots = 0;

  // ---- Availability (availability.ts) ----
  /** Listing id → its blocked and booked days, for the listings that have any. */
  readonly availability = new Map<number, ListingAvailability>();

  // ---- How searches run (planner.ts) ----
  readonly plan: PlanChoice;
  /** A word matching at least this share of the catalogue is tested by a bitset. */
  readonly bitsetShare: number;

  constructor(options: { plan?: PlanChoice; bitsetShare?: number } = {}) {
    this.plan = options.plan ?? 'auto';
    this.bitsetShare = options.bitsetShare ?? WORD_BITSET_SHARE;
    this.compare = comparators(this);
  }
}
