import { addToCell } from './geo';
import { groupKey, joinGroup } from './groups';
import { addPostings } from './lexicon';
import type { IndexStore } from './store';
import type { IndexedListing } from './types';

/**
 * The columns: one typed array per field, a listing's values at its slot. A listing put in
 * takes the next slot (and joins its groups, its grid cell and its words' postings); one
 * taken out only has its slot marked dead.
 */

/** A listing's live slot, if it is in the index. */
export function slotOf(store: IndexStore, id: number): number | undefined {
  const slot = id >= 0 && id < store.slotById.length ? store.slotById[id]! : -1;
  return slot < 0 ? undefined : slot;
}

/** Takes a listing out: its slot is left dead (a rebuild reclaims it). */
export function removeListing(store: IndexStore, id: number) {
  const slot = slotOf(store, id);
  if (slot === undefined) return;
  store.alive[slot] = 0;
  store.slotById[id] = -1;
  store.live--;
  store.dead++;
}

/** Makes room for `needed` slots: every per-slot array grows by half or more. */
export function reserveSlots(store: IndexStore, needed: number) {
  if (needed <= store.capacity) return;
  const capacity = Math.max(needed, Math.ceil(store.capacity * 1.5), 1024);
  const grow = <T extends Int32Array | Float64Array | Uint8Array | Uint32Array>(old: T): T => {
    const next = new (old.constructor as new (n: number) => T)(capacity);
    next.set(old);
    return next;
  };
  store.ids = grow(store.ids);
  store.owner = grow(store.owner);
  store.category = grow(store.category);
  store.type = grow(store.type);
  store.price = grow(store.price);
  store.sale = grow(store.sale);
  store.instant = grow(store.instant);
  store.rating = grow(store.rating);
  store.reviews = grow(store.reviews);
  store.created = grow(store.created);
  const xyz = new Float64Array(capacity * 3);
  xyz.set(store.xyz);
  store.xyz = xyz;
  store.quantity = grow(store.quantity);
  store.alive = grow(store.alive);
  store.held = grow(store.held);
  store.stamp = grow(store.stamp);
  store.score = grow(store.score);
  store.member = grow(store.member);
  store.chord = grow(store.chord);
  store.capacity = capacity;
  // Sized for the old capacity: made again, at the new one, when a search next needs them.
  store.wordBits.clear();
  store.groupBits.clear();
}

/**
 * Puts a listing in the next slot (room reserved by the caller) and returns the slot: its
 * columns, its grid cell, its groups and its words. It is not in the orders yet (see
 * mergeIntoOrders).
 */
export function insertListing(store: IndexStore, listing: IndexedListing): number {
  const slot = store.used++;
  store.ids[slot] = listing.id;
  store.owner[slot] = listing.ownerId;
  store.category[slot] = listing.categoryId ?? -1;
  store.type[slot] = listing.rentalTypeId ?? -1;
  store.price[slot] = listing.priceCents ?? Number.NaN;
  store.sale[slot] = listing.forSale ? 1 : 0;
  store.instant[slot] = listing.instantBooking ? 1 : 0;
  store.rating[slot] = listing.rating ?? Number.NaN;
  store.reviews[slot] = listing.reviewCount;
  store.created[slot] = listing.createdUs;
  store.quantity[slot] = listing.quantity;
  store.alive[slot] = 1;
  store.held[slot] = store.availability.has(listing.id) ? 1 : 0;
  store.stamp[slot] = 0;
  store.xyz[slot * 3] = Number.NaN;
  if (listing.latitude !== null && listing.longitude !== null)
    addToCell(store, slot, listing.latitude, listing.longitude);
  if (listing.id >= store.slotById.length) {
    const grown = new Int32Array(Math.max(listing.id + 1, store.slotById.length * 2, 1024)).fill(
      -1,
    );
    grown.set(store.slotById);
    store.slotById = grown;
  }
  store.slotById[listing.id] = slot;
  store.live++;
  if (listing.categoryId !== null)
    joinGroup(
      store,
      store.byCategory,
      listing.categoryId,
      groupKey('category', listing.categoryId),
      slot,
    );
  if (listing.rentalTypeId !== null)
    joinGroup(
      store,
      store.byType,
      listing.rentalTypeId,
      groupKey('type', listing.rentalTypeId),
      slot,
    );
  joinGroup(store, store.byOwner, listing.ownerId, groupKey('owner', listing.ownerId), slot);
  addPostings(store, slot, listing.terms);
  return slot;
}
