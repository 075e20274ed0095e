/**
 * A small deterministic random source for tests that generate catalogues and searches: the
 * same seed gives the same data every run, so a failure can be replayed.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    int: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
