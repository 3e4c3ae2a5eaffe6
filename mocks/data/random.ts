/** A seeded source of pseudo-random values; the only randomness the mock uses. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

/**
 * Mulberry32 generator: tiny, fast and good enough for mock content.
 * @example seededRandom(42).int(1, 6)
 */
export function seededRandom(seed: number): Random {
  let state = seed | 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min, max) {
      if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError("pick() needs a non-empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    chance(p) {
      return next() < p;
    },
  };
}

/** A shuffled copy of `items` (Fisher–Yates), leaving the input untouched. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Stable 32-bit hash of any JSON-like values; object key order does not matter.
 * @example hashSeed("chat", { model: "m", messages }) === hashSeed("chat", { messages, model: "m" })
 */
export function hashSeed(...parts: unknown[]): number {
  return contentHash(...parts) >>> 0;
}

/**
 * The 53-bit hash `hashSeed` truncates: wide enough to name content in a memo key (two of a
 * few thousand kept entries colliding is a one-in-a-billion event), where 32 bits are not.
 * cyrb53 (by bryc, public domain) fed while walking the value, keys sorted, undefined members
 * left out: the same as hashing a canonical JSON text, without building one (that text was
 * a tenth of a varied chat request's cost).
 */
export function contentHash(...parts: unknown[]): number {
  const hash = new Cyrb53();
  hash.value(parts);
  return hash.digest();
}

// Structure marks, outside the range of text, so ["a,b"] and ["a","b"] differ.
const MARK = { string: 0x110001, open: 0x110002, close: 0x110003, object: 0x110004, key: 0x110005, next: 0x110006 } as const;

/** cyrb53's two lanes, fed one code at a time. A class: V8 keeps its fields in place. */
class Cyrb53 {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;

  code(code: number): void {
    this.h1 = Math.imul(this.h1 ^ code, 2654435761);
    this.h2 = Math.imul(this.h2 ^ code, 1597334677);
  }

  text(text: string): void {
    let { h1, h2 } = this;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  value(value: unknown): void {
    if (typeof value === "string") {
      this.code(MARK.string);
      this.text(value);
      this.code(MARK.string);
    } else if (value === null || value === undefined || typeof value === "function" || typeof value === "symbol") {
      this.text("null");
    } else if (typeof value !== "object") {
      this.text(typeof value === "bigint" ? `${value}n` : String(value));
    } else if (Array.isArray(value)) {
      this.code(MARK.open);
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.code(MARK.next);
        this.value(value[i]);
      }
      this.code(MARK.close);
    } else {
      const record = value as Record<string, unknown>;
      this.code(MARK.object);
      for (const key of sortedKeys(record)) {
        const member = record[key];
        if (member === undefined) continue;
        this.code(MARK.key);
        this.text(key);
        this.code(MARK.next);
        this.value(member);
      }
      this.code(MARK.close);
    }
  }

  digest(): number {
    let { h1, h2 } = this;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  }
}

/**
 * An object's keys in `Array.prototype.sort`'s order (UTF-16 code units). Request objects have
 * a handful of keys, where an insertion sort with `<` beats the generic sort's comparisons.
 */
function sortedKeys(record: object): string[] {
  const keys = Object.keys(record);
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > key; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
  return keys;
}
