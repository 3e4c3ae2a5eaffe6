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
 *
 * What is kept when: a caller whose keys mostly come once (a conversation) asks for `"repeat"`
 * admission, and its result is kept on the second request for its key (`doorkeeper.ts`); an
 * asset, asked for again by every page that shows it, is kept at once.
 */
import { Doorkeeper } from "./doorkeeper.ts";

export interface MemoLimits {
  /** Most entries kept. */
  maxEntries: number;
  /** Most bytes kept, by the sizes the callers give. */
  maxBytes: number;
}

/** When a computed value is kept: at once, or when its key is asked for a second time. */
export type Admission = "first" | "repeat";

export interface MemoStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  evictions: number;
  /** Keys of "repeat" admission asked for once, kept if they are asked for again. */
  seenOnce: number;
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
  private readonly doorkeeper: Doorkeeper;

  constructor(readonly limits: MemoLimits) {
    // Twice the entries: a key waits for its repeat about as long as the memo keeps one.
    this.doorkeeper = new Doorkeeper(limits.maxEntries * 2);
  }

  /**
   * The value under `key`, computed by `make` and kept when it is missing. `size` gives the
   * bytes a value holds; a value larger than a quarter of the byte bound is returned, not kept.
   * With `"repeat"` admission the value is kept only when the key was asked for before.
   * @example memo.get(`plan:${key}`, () => plan(request), (plan) => plan.text.length * 2, "repeat")
   */
  get<T>(key: string, make: () => T, size: (value: T) => number, admission: Admission = "first"): T {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.hits += 1;
      this.unlink(found);
      this.append(found);
      return found.value as T;
    }
    this.misses += 1;
    const value = make();
    if (admission === "repeat" && !this.doorkeeper.passes(key)) return value;
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
    this.doorkeeper.clear();
  }

  stats(): MemoStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      bytes: this.bytes,
      evictions: this.evictions,
      seenOnce: this.doorkeeper.waiting,
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
