/** The shapes the search index takes in and gives back; what the rest of the server uses. */

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
  /** Requests are approved at once (the instant_booking filter). */
  instantBooking: boolean;
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
  /**
   * The listing's booking rules a search by dates applies (decision 0030), when it has any
   * besides preparation time (which is in `booked`): the shortest rental in hours (of its
   * shortest rent unit), the notice in hours, the window in days, and its time zone.
   */
  rules?: BookingRulesOfDays;
}

export interface BookingRulesOfDays {
  minHours: number;
  noticeHours: number;
  windowDays: number | null;
  timezone: string;
}

export interface IndexQuery {
  /** Lexeme prefixes, all of which must match (the stemmed words of to_tsquery). */
  terms?: string[];
  ownerId?: number;
  categoryId?: number;
  rentalTypeId?: number;
  near?: { lat: number; lng: number; radiusKm: number };
  available?: { startDate: string; endDate: string; now: Date };
  minPriceCents?: number;
  maxPriceCents?: number;
  forSale?: boolean;
  instantBooking?: boolean;
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

/** The orders the index keeps of every listing (distance has none: it depends on the place). */
export type OrderName = 'newest' | 'priceAsc' | 'priceDesc' | 'ratingDesc' | 'ratingAsc';

/** How a search with candidates runs: chosen by cost ('auto'), or fixed for a test. */
export type PlanChoice = 'auto' | 'filter' | 'walk' | 'merge';

/** Compares two slots: negative when the first comes first. */
export type Compare = (a: number, b: number) => number;
