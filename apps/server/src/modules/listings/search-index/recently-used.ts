/** A map that keeps the values most recently used, for the bitsets and orders a search makes. */

/**
 * The value `map` keeps under `key`, made when missing, now the most recently used (last in
 * the map's order); past `kept` values the least recently used is dropped.
 */
export function getRecentlyUsed<K, V>(map: Map<K, V>, key: K, kept: number, make: () => V): V {
  let value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
  } else {
    value = make();
    if (map.size >= kept) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
}
