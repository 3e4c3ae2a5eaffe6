/**
 * The mock's one memo: results worth reusing (a planned chat reply, a rendered asset), kept in
 * one least-recently-used map bounded by entries and by bytes, cleared by `/__mock/reset` and
 * counted in `/__mock/stats`. Nothing else in the mock caches: a value is reused because the
 * memo holds it under the key that determines it, never because of where it happens to live.
 *
 * A Map finds entries; a doubly linked list through them keeps the order of use, so a hit and
 * an eviction are O(1). (Evicting through a Map's own insertion order is not: V8 leaves a hole
 * per deleted entry at the front until it rehashes, and finding the oldest skips them all,
 * which made a full memo a tenth of a chat request's cost. lru-cache does this with more
 * options and 3.6 MB installed.)
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
  key: string;
  value: unknown;
  bytes: number;
  /** Less recently used neighbour (toward `oldest`). */
  older: Entry | undefined;
  /** More recently used neighbour (toward `newest`). */
  newer: Entry | undefined;
}

export class Memo {
  private readonly entries = new Map<string, Entry>();
  private oldest: Entry | undefined;
  private newest: Entry | undefined;
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
      this.unlink(found);
      this.append(found);
      return found.value as T;
    }
    this.misses += 1;
    const value = make();
    const bytes = size(value) + key.length * 2;
    if (bytes <= this.limits.maxBytes / 4 && this.limits.maxEntries > 0) {
      const entry: Entry = { key, value, bytes, older: undefined, newer: undefined };
      this.entries.set(key, entry);
      this.append(entry);
      this.bytes += bytes;
      this.evict();
    }
    return value;
  }

  /** Forgets everything (the counters too). */
  clear(): void {
    this.entries.clear();
    this.oldest = this.newest = undefined;
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
    while (this.oldest !== undefined && (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes)) {
      const oldest = this.oldest;
      this.unlink(oldest);
      this.entries.delete(oldest.key);
      this.bytes -= oldest.bytes;
      this.evictions += 1;
    }
  }

  private append(entry: Entry): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  private unlink(entry: Entry): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = undefined;
  }
}
