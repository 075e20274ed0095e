import { setBit } from './bitset';
import { SlotList } from './slot-list';
import type { IndexStore } from './store';
import type { IndexQuery } from './types';

/**
 * Groups: the listings of a category, a rental type, an owner or a grid cell, each an
 * ascending list of slots. A filter that names a group can start from its list instead of
 * the whole catalogue.
 */

/**
 * The key of a category's, rental type's or owner's group among the groups' orders:
 * negative, where a grid cell's key (cellKey) is not.
 */
export function groupKey(kind: 'category' | 'type' | 'owner', id: number): number {
  return -(1 + id * 3 + (kind === 'category' ? 0 : kind === 'type' ? 1 : 2));
}

/** The list under `key` in `map`, made empty when missing. */
export function listOrNew(map: Map<number, SlotList>, key: number): SlotList {
  let list = map.get(key);
  if (!list) {
    list = new SlotList();
    map.set(key, list);
  }
  return list;
}

/**
 * A listing joins a category's, rental type's or owner's group (`key`: see groupKey): its
 * kept orders are forgotten and its bitset, if one is kept, gains the listing.
 */
export function joinGroup(
  store: IndexStore,
  map: Map<number, SlotList>,
  id: number,
  key: number,
  slot: number,
) {
  listOrNew(map, id).push(slot);
  store.groupOrders.delete(key);
  const bits = store.groupBits.get(key);
  if (bits) setBit(bits, slot);
}

/** The listings of a group (see groupKey). */
export function groupList(store: IndexStore, key: number): SlotList {
  if (key >= 0) return store.byCell.get(key)!;
  const code = -key - 1;
  const kind = code % 3;
  const id = (code - kind) / 3;
  return (kind === 0 ? store.byCategory : kind === 1 ? store.byType : store.byOwner).get(id)!;
}

/** The smallest candidate group a filter names (category, rental type, owner), if any. */
export function smallestNamedGroup(
  store: IndexStore,
  query: IndexQuery,
): { lists: SlotList[]; size: number; keys: number[] } | null {
  const groups: { list: SlotList | undefined; key: number }[] = [];
  if (query.categoryId !== undefined)
    groups.push({
      list: store.byCategory.get(query.categoryId),
      key: groupKey('category', query.categoryId),
    });
  if (query.rentalTypeId !== undefined)
    groups.push({
      list: store.byType.get(query.rentalTypeId),
      key: groupKey('type', query.rentalTypeId),
    });
  if (query.ownerId !== undefined)
    groups.push({ list: store.byOwner.get(query.ownerId), key: groupKey('owner', query.ownerId) });
  let best: { lists: SlotList[]; size: number; keys: number[] } | null = null;
  for (const { list, key } of groups) {
    const size = list?.length ?? 0;
    if (!best || size < best.size)
      best = list ? { lists: [list], size, keys: [key] } : { lists: [], size: 0, keys: [] };
  }
  return best;
}
