/** Reads ?page= as a whole number ≥ 1; anything else means page 1. */
export function readPageParam(searchParams: URLSearchParams, name = 'page'): number {
  const raw = searchParams.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * `current` with `changes` applied: a value sets its parameter, an empty one (or null,
 * undefined) removes it. For `setSearchParams((current) => withParams(current, changes))`.
 */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
