/**
 * Small per-listing memories kept in the browser: the furthest wizard step saved, and that
 * the listing terms were accepted (the listing view does not say so; see the report).
 */
const KEY = 'ownless-listing-wizard';

type Memory = Record<string, { furthest?: number; terms?: boolean }>;

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
  return { furthest: entry.furthest ?? 0, termsAccepted: entry.terms ?? false };
}

export function rememberStep(listingId: number, index: number) {
  const memory = read();
  const entry = memory[listingId] ?? {};
  if ((entry.furthest ?? 0) >= index) return;
  memory[listingId] = { ...entry, furthest: index };
  write(memory);
}

export function rememberTermsAccepted(listingId: number) {
  const memory = read();
  memory[listingId] = { ...memory[listingId], terms: true };
  write(memory);
}
