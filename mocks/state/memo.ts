/**
 * The mock's one memo: results worth reusing (a planned chat reply, a rendered asset), kept in
 * one least-recently-used map bounded by entries and by bytes, cleared by `/__mock/reset` and
 * counted in `/__mock/stats`. Nothing else in the mock caches: a value is reused because the
 * memo holds it under the key that determines it, never because of where it happens to live.
 *
 * A Map keeps insertion order, so re-inserting on a hit makes its first key the least recently
 * used one. (lru-cache does the same with more options and 3.6 MB installed.)
 */

export interface MemoLimits {
  /** Most entries kept. */
  maxEntries: number;
  /** Most bytes kept, by the sizes the callers give. */
  maxBytes: number;
}

export interface MemoStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  evictions: number;
  maxEntries: number;
  maxBytes: number;
}

interface Entry {
  value: unknown;
  bytes: number;
}

export class Memo {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(readonly limits: MemoLimits) {}

  /**
   * The value under `key`, computed by `make` and kept when it is missing. `size` gives the
   * bytes a value holds; a value larger than a quarter of the byte bound is returned, not kept.
   * @example memo.get(`plan:${key}`, () => plan(request), (plan) => plan.text.length * 2)
   */
  get<T>(key: string, make: () => T, size: (value: T) => number): T {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.hits += 1;
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value as T;
    }
    this.misses += 1;
    const value = make();
    const bytes = size(value) + key.length * 2;
    if (bytes <= this.limits.maxBytes / 4 && this.limits.maxEntries > 0) {
      this.entries.set(key, { value, bytes });
      this.bytes += bytes;
      this.evict();
    }
    return value;
  }

  /** Forgets everything (the counters too). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.hits = 0;
    this.misses = 0;
    this.evictions = 0;
  }

  stats(): MemoStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      bytes: this.bytes,
      evictions: this.evictions,
      maxEntries: this.limits.maxEntries,
      maxBytes: this.limits.maxBytes,
    };
  }

  private evict(): void {
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= this.entries.get(oldest)!.bytes;
      this.entries.delete(oldest);
      this.evictions += 1;
    }
  }
}
