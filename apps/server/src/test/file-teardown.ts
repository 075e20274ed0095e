/**
 * What a test file leaves open for all its describe blocks (its database), closed once the
 * whole file is done by the server projects' setup file. Kept apart from the app helpers so
 * that pure test files do not load the app to run it.
 */
const closers = new Set<() => Promise<void>>();

export function closeAfterFile(close: () => Promise<void>) {
  closers.add(close);
}

export async function closeFileResources() {
  const pending = [...closers];
  closers.clear();
  await Promise.all(pending.map((close) => close()));
}
