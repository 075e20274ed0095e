import { describe, expect, it } from 'vitest';
import { cartItemFixture, otherOwner } from '@/testing/cart-fixtures';
import { cartTotals, groupByOwner } from './group-by-owner';

describe('groupByOwner', () => {
  it('groups items by owner in the order owners first appear, items keeping their order', () => {
    const a1 = cartItemFixture({ id: 1 });
    const b1 = cartItemFixture({
      id: 2,
      listing: { ...cartItemFixture({ id: 2 }).listing, owner: otherOwner },
    });
    const a2 = cartItemFixture({ id: 3 });
    const groups = groupByOwner([a1, b1, a2]);
    expect(groups.map((g) => g.owner.id)).toEqual([2, 3]);
    expect(groups[0]!.items.map((i) => i.id)).toEqual([1, 3]);
    expect(groups[1]!.items.map((i) => i.id)).toEqual([2]);
  });

  it('totals each owner’s items and leaves unavailable items out of the sums', () => {
    const a1 = cartItemFixture({ id: 1 });
    const a2 = cartItemFixture({
      id: 2,
      subtotal_cents: 3000,
      service_fee_cents: 300,
      shipping_cents: 700,
      deposit_cents: 0,
      total_cents: 4000,
    });
    const gone = cartItemFixture({
      id: 3,
      available: false,
      unavailable_reason: 'It is already booked.',
    });
    const [group] = groupByOwner([a1, a2, gone]);
    expect(group!.totals).toEqual({
      subtotal_cents: 8000,
      service_fee_cents: 800,
      shipping_cents: 700,
      deposit_cents: 5000,
      total_cents: 14_500,
      count: 2,
      unavailable: 1,
    });
  });

  it('an empty cart has no groups and zero totals', () => {
    expect(groupByOwner([])).toEqual([]);
    expect(cartTotals([])).toMatchObject({ total_cents: 0, count: 0, unavailable: 0 });
  });
});
