/** Slots in one ascending growable list (postings, groups), and seeking in such a list. */
export class SlotList {
  slots = new Int32Array(4);
  /** Per slot, a byte beside it (a posting's weight), or null. */
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

/** Slots a search starts from: a group's list, or the words' matches (or a part of either). */
export interface Candidates {
  readonly slots: ArrayLike<number>;
  readonly length: number;
}

/**
 * The first position in `slots` (ascending) from `from` up to `to` whose slot is at least
 * `value`: steps that double from `from`, then a binary search, so a caller that seeks
 * value after value forwards pays for the distance it moves, not for the whole list.
 */
export function firstAtLeast(
  slots: ArrayLike<number>,
  from: number,
  to: number,
  value: number,
): number {
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
