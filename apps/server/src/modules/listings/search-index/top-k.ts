import type { Compare } from './types';

/** Picking the first few of many slots without sorting them all. */

/** The first `k` of `slots` in `compare` order. */
export function firstKBy(slots: number[], k: number, compare: Compare): number[] {
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
export function smallestK(values: Int32Array, k: number): Int32Array {
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
