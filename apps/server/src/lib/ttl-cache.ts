/**
 * A small in-process cache with a time to live and a size bound (oldest entries leave
 * first). The size is a count of entries, or whatever `sizeOf` measures (characters of a
 * cached body, say). Each server instance has its own: entries are short-lived so instances never
 * disagree for long.
 *
 * `load` adds two things a busy search needs: concurrent misses for one key share a single
 * load (no stampede when a popular page expires), and an entry past its time to live but
 * within `staleMs` is answered at once while one refresh runs behind it. `clear()` also
 * discards loads already under way, so a change is never overwritten by an older answer.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; size: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;
  private used = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
    private readonly staleMs = 0,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  /** The total size of the entries held (their count unless `sizeOf` says otherwise). */
  get size() {
    return this.used;
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V) {
    if (!this.enabled) return;
    const size = this.sizeOf(value);
    this.delete(key); // re-inserted last, so eviction stays oldest-first
    if (size > this.maxSize) return;
    for (const oldest of this.entries.keys()) {
      if (this.used + size <= this.maxSize) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, size });
    this.used += size;
  }

  /** The cached value, a stale one while it refreshes, or the loader's answer (shared). */
  async load(
    key: string,
    loader: () => Promise<V>,
    shouldStore: (value: V) => boolean = () => true,
  ): Promise<V> {
    if (!this.enabled) return loader();
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry && entry.expires > now) return entry.value;
    if (entry && entry.expires + this.staleMs > now) {
      // Refresh behind the stale answer; a failed refresh leaves the entry to expire.
      if (!this.loading.has(key)) this.start(key, loader, shouldStore).catch(() => {});
      return entry.value;
    }
    return this.loading.get(key) ?? this.start(key, loader, shouldStore);
  }

  private start(
    key: string,
    loader: () => Promise<V>,
    shouldStore: (value: V) => boolean,
  ): Promise<V> {
    const generation = this.generation;
    const pending = loader().then(
      (value) => {
        if (generation === this.generation) {
          this.loading.delete(key);
          if (shouldStore(value)) this.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, pending);
    return pending;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
    this.used = 0;
    this.loading.clear();
  }
}
