import { describe, expect, it } from 'vitest';
import { dropOnto, moveById, moveItem, sameOrder } from './reorder';

const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('reorder', () => {
  it('moves an item and clamps at the ends', () => {
    expect(ids(moveItem(items, 0, 2))).toEqual([2, 3, 1, 4]);
    expect(ids(moveItem(items, 3, 0))).toEqual([4, 1, 2, 3]);
    expect(ids(moveItem(items, 1, 99))).toEqual([1, 3, 4, 2]);
    expect(ids(moveItem(items, 9, 0))).toEqual([1, 2, 3, 4]);
  });

  it('moves by id with the keyboard buttons', () => {
    expect(ids(moveById(items, 2, -1))).toEqual([2, 1, 3, 4]);
    expect(ids(moveById(items, 4, 1))).toEqual([1, 2, 3, 4]);
    expect(ids(moveById(items, 7, 1))).toEqual([1, 2, 3, 4]);
  });

  it('drops onto another photo', () => {
    expect(ids(dropOnto(items, 1, 3))).toEqual([2, 3, 1, 4]);
    expect(ids(dropOnto(items, 4, 2))).toEqual([1, 4, 2, 3]);
    expect(ids(dropOnto(items, 2, 2))).toEqual([1, 2, 3, 4]);
  });

  it('compares orders', () => {
    expect(sameOrder(items, [...items])).toBe(true);
    expect(sameOrder(items, moveItem(items, 0, 1))).toBe(false);
  });
});
