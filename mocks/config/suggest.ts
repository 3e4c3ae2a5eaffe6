/**
 * "Did you mean": the known name nearest to a mistyped one, by edit distance, when it is near
 * enough to be the likely intent (a third of the name's length, at least 2 edits).
 */

/** Levenshtein distance, case-insensitive. */
export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * The known name nearest to `given`, or undefined when none is near.
 * @example nearest("--prot", ["--port", "--host"]) // "--port"
 */
export function nearest(given: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of known) {
    const d = distance(given, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return bestDistance <= Math.max(2, Math.floor(given.length / 3)) ? best : undefined;
}

/** ` (did you mean "x"?)` for a near name, else the empty string. */
export function didYouMean(given: string, known: Iterable<string>): string {
  const near = nearest(given, known);
  return near === undefined ? "" : ` (did you mean ${near}?)`;
}
