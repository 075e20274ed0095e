import type { CartItem } from '@ownless/shared/rental';

export type CartOwner = CartItem['listing']['owner'];

export interface CartTotals {
  subtotal_cents: number;
  service_fee_cents: number;
  shipping_cents: number;
  deposit_cents: number;
  total_cents: number;
  /** Items counted (available ones). */
  count: number;
  /** Items left out because they cannot be reserved as they are. */
  unavailable: number;
}

/**
 * Sums of the items that can be requested. An unavailable item's price is a stale snapshot
 * and its request would fail, so it is flagged instead of counted.
 */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  const totals: CartTotals = {
    subtotal_cents: 0,
    service_fee_cents: 0,
    shipping_cents: 0,
    deposit_cents: 0,
    total_cents: 0,
    count: 0,
    unavailable: 0,
  };
  for (const item of items) {
    if (!item.available) {
      totals.unavailable += 1;
      continue;
    }
    totals.subtotal_cents += item.subtotal_cents;
    totals.service_fee_cents += item.service_fee_cents;
    totals.shipping_cents += item.shipping_cents;
    totals.deposit_cents += item.deposit_cents;
    totals.total_cents += item.total_cents;
    totals.count += 1;
  }
  return totals;
}

export interface OwnerGroup {
  owner: CartOwner;
  items: CartItem[];
  totals: CartTotals;
}

/**
 * The cart grouped by owner (docs/decisions/0003-reservations.md): each owner answers their
 * own requests, so their items and totals go together. Owners keep the order in which
 * their first item was added; items keep theirs.
 */
export function groupByOwner(items: readonly CartItem[]): OwnerGroup[] {
  const groups = new Map<number, CartItem[]>();
  const owners = new Map<number, CartOwner>();
  for (const item of items) {
    const owner = item.listing.owner;
    if (!groups.has(owner.id)) {
      groups.set(owner.id, []);
      owners.set(owner.id, owner);
    }
    groups.get(owner.id)!.push(item);
  }
  return [...groups.entries()].map(([ownerId, ownerItems]) => ({
    owner: owners.get(ownerId)!,
    items: ownerItems,
    totals: cartTotals(ownerItems),
  }));
}
