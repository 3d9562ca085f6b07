interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export interface ReadThroughOptions {
  /** How long a loaded value is served before the next read loads it again. */
  ttlMs: number;
  /** Keys kept at most; the least recently read leaves first. Unbounded when not given. */
  maxEntries?: number;
}

/**
 * Read-through cache of promises: concurrent reads of a missing key share one load. A failed load
 * is not remembered, and neither is one that a `clear()` overtook while it ran (it may hold data
 * from before the change).
 */
export class ReadThroughCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;

  constructor(private readonly options: ReadThroughOptions) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      if (this.options.maxEntries !== undefined) this.touch(key, hit);
      return hit.value;
    }
    const generation = this.generation;
    const value = load();
    const entry = { value, expiresAt: now + this.options.ttlMs };
    this.touch(key, entry);
    this.evictOverflow();
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Puts the key last in the Map's insertion order: the most recently read. */
  private touch(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private evictOverflow(): void {
    const max = this.options.maxEntries;
    if (max === undefined) return;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= max) return;
      this.entries.delete(key);
    }
  }
}
