/**
 * A small per-listing memory kept in the browser: the furthest wizard step saved, so optional
 * steps the owner went past keep their tick. (Whether the listing terms were accepted comes
 * from the server: `listing.terms_accepted`.)
 */
const KEY = 'ownless-listing-wizard';

type Memory = Record<string, { furthest?: number }>;

function read(): Memory {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Memory) : {};
  } catch {
    return {};
  }
}

function write(memory: Memory) {
  try {
    localStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Private mode or a full storage: progress marks are a convenience only.
  }
}

export function rememberedProgress(listingId: number) {
  const entry = read()[listingId] ?? {};
  return { furthest: entry.furthest ?? 0 };
}

export function rememberStep(listingId: number, index: number) {
  const memory = read();
  const entry = memory[listingId] ?? {};
  if ((entry.furthest ?? 0) >= index) return;
  // Only the step is kept (older versions also kept a `terms` flag here).
  memory[listingId] = { furthest: index };
  write(memory);
}
