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
  const state: Cyrb53 = { h1: 0xdeadbeef, h2: 0x41c6ce57 };
  feedValue(state, parts);
  let { h1, h2 } = state;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

interface Cyrb53 {
  h1: number;
  h2: number;
}

function feedCode(state: Cyrb53, code: number): void {
  state.h1 = Math.imul(state.h1 ^ code, 2654435761);
  state.h2 = Math.imul(state.h2 ^ code, 1597334677);
}

function feedText(state: Cyrb53, text: string): void {
  let { h1, h2 } = state;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  state.h1 = h1;
  state.h2 = h2;
}

// Structure marks, outside the range of text, so ["a,b"] and ["a","b"] differ.
const MARK = { string: 0x110001, open: 0x110002, close: 0x110003, object: 0x110004, key: 0x110005, next: 0x110006 } as const;

function feedValue(state: Cyrb53, value: unknown): void {
  if (typeof value === "string") {
    feedCode(state, MARK.string);
    feedText(state, value);
    feedCode(state, MARK.string);
  } else if (value === null || value === undefined || typeof value === "function" || typeof value === "symbol") {
    feedText(state, "null");
  } else if (typeof value !== "object") {
    feedText(state, typeof value === "bigint" ? `${value}n` : String(value));
  } else if (Array.isArray(value)) {
    feedCode(state, MARK.open);
    for (let i = 0; i < value.length; i++) {
      if (i > 0) feedCode(state, MARK.next);
      feedValue(state, value[i]);
    }
    feedCode(state, MARK.close);
  } else {
    const record = value as Record<string, unknown>;
    feedCode(state, MARK.object);
    for (const key of Object.keys(record).sort()) {
      if (record[key] === undefined) continue;
      feedCode(state, MARK.key);
      feedText(state, key);
      feedCode(state, MARK.next);
      feedValue(state, record[key]);
    }
    feedCode(state, MARK.close);
  }
}
