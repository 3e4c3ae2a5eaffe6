/**
 * The bounds of a range in a structured output, in order: `salary_min` and `salary_max`,
 * `min_price` and `max_price`, `minAge` and `maxAge` are drawn one at a time, so the faker and the
 * plausible draws gave a job posting `"salary_min": 150000, "salary_max": 60000`. A model writes
 * the lower bound first; here a pair the wrong way round is swapped, in any object of the document
 * (a few levels deep), where the caller's schema still accepts it.
 */

type Json = Record<string, unknown>;

/** A key's range bound and what the range is of: `salary_min` → ["min", "salary"], `maxPrice` → ["max", "price"], `price_low` → ["min", "price"]. */
export function boundOf(key: string): readonly ["min" | "max", string] | undefined {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const side = (word: string): "min" | "max" | undefined => (/^(?:min|minimum|lower|lowest|low)$/.test(word) ? "min" : /^(?:max|maximum|upper|highest|high)$/.test(word) ? "max" : undefined);
  const first = side(words[0]!);
  if (first) return [first, words.slice(1).join("_")];
  const last = side(words[words.length - 1]!);
  return last ? [last, words.slice(0, -1).join("_")] : undefined;
}

/**
 * `document` with every range's bounds in order where `validate` accepts the swap; the document itself when none was out of order.
 * @example withOrderedRanges({ salary_min: 150000, salary_max: 60000 }, () => true) // { salary_min: 60000, salary_max: 150000 }
 */
export function withOrderedRanges(document: unknown, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object") return document;
  const copy = structuredClone(document) as Json | unknown[];
  let changed = false;
  const visit = (node: unknown, depth: number): void => {
    if (node === null || typeof node !== "object" || depth > 4) return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 64)) visit(item, depth + 1);
      return;
    }
    const object = node as Json;
    const lows = new Map<string, string>();
    const highs = new Map<string, string>();
    for (const [key, value] of Object.entries(object)) {
      if (typeof value !== "number") {
        visit(value, depth + 1);
        continue;
      }
      const bound = boundOf(key);
      if (bound) (bound[0] === "min" ? lows : highs).set(bound[1], key);
    }
    for (const [of, low] of lows) {
      const high = highs.get(of);
      if (high === undefined || (object[low] as number) <= (object[high] as number)) continue;
      [object[low], object[high]] = [object[high], object[low]];
      if (validate(copy)) changed = true;
      else [object[low], object[high]] = [object[high], object[low]];
    }
  };
  visit(copy, 0);
  return changed ? copy : document;
}
