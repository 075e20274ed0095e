/** Reads ?page= as a whole number ≥ 1; anything else means page 1. */
export function readPageParam(searchParams: URLSearchParams, name = 'page'): number {
  const raw = searchParams.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
