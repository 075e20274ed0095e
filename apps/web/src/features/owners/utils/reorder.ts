/** Moves the item at `from` to `to` (both clamped); returns a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Moves the item with `id` by `delta` places (the keyboard alternative to dragging). */
export function moveById<T extends { id: number }>(
  list: readonly T[],
  id: number,
  delta: number,
): T[] {
  const from = list.findIndex((item) => item.id === id);
  return from === -1 ? [...list] : moveItem(list, from, from + delta);
}

/** Drops the dragged item onto the slot of another item. */
export function dropOnto<T extends { id: number }>(
  list: readonly T[],
  draggedId: number,
  targetId: number,
): T[] {
  const from = list.findIndex((item) => item.id === draggedId);
  const to = list.findIndex((item) => item.id === targetId);
  if (from === -1 || to === -1 || from === to) return [...list];
  return moveItem(list, from, to);
}

export const sameOrder = (a: readonly { id: number }[], b: readonly { id: number }[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id);
