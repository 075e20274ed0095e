/**
 * msw 3 wants Node ≥ 22.12: it resets handlers with Set.prototype.intersection/difference and
 * its socket interceptor uses Promise.withResolvers. CI runs Node 24 (`npm run test:node24`);
 * these stand-ins keep the web tests running on an older local Node. Each is added only where
 * the runtime lacks it.
 */
interface SetMethods<T> {
  intersection?: (other: Set<T>) => Set<T>;
  difference?: (other: Set<T>) => Set<T>;
}
const setMethods = Set.prototype as unknown as SetMethods<unknown>;
setMethods.intersection ??= function (this: Set<unknown>, other: Set<unknown>) {
  return new Set([...this].filter((value) => other.has(value)));
};
setMethods.difference ??= function (this: Set<unknown>, other: Set<unknown>) {
  return new Set([...this].filter((value) => !other.has(value)));
};

const promise = Promise as unknown as { withResolvers?: () => unknown };
promise.withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const created = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: created, resolve, reject };
};
