import type { CachedPage } from './cached-page.ts';

interface Entry {
  page: CachedPage;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** What the kept pages may hold in memory; the least recently read leave first. 0 keeps nothing. */
  maxBytes: number;
}

/**
 * Rendered pages by key, within a memory budget. A render that a `clear()` overtook is not kept
 * (it may show the catalogue from before the change), and concurrent first visitors of a page
 * wait for the one render instead of each rendering it.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedPage | undefined>>();
  private generation = 0;
  private bytes = 0;

  constructor(private options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  /** Changes the budget (the server's configuration), dropping what no longer fits. */
  resize(maxBytes: number): void {
    this.options = { ...this.options, maxBytes };
    this.evictOverflow();
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.remove(key, hit);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.page;
  }

  /** The render of `key` that is under way, if any. */
  inFlight(key: string): Promise<CachedPage | undefined> | undefined {
    return this.pending.get(key);
  }

  /**
   * Registers the render of `key` that is starting; the returned function is called with its page
   * (or undefined when it cannot be kept) once the render has ended.
   */
  startFill(key: string): (page: CachedPage | undefined) => void {
    const generation = this.generation;
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    const done = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    this.pending.set(key, done);
    return (page) => {
      if (this.pending.get(key) === done) this.pending.delete(key);
      const current = page && generation === this.generation ? page : undefined;
      if (current) this.store(key, current);
      settle(current);
    };
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, page: CachedPage): void {
    if (page.bytes > this.options.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { page, expiresAt: Date.now() + this.options.ttlMs });
    this.bytes += page.bytes;
    this.evictOverflow();
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.page.bytes;
  }

  private evictOverflow(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(key, entry);
    }
  }
}
