/**
 * Replies to "What is the time complexity of this code: <code>" and "What's the time complexity of
 * binary search?": the Big-O of the pasted loops, or of a well-known algorithm.
 *
 * For pasted code the reading is this module's design, kept to what is certain: each loop over a
 * bound (`i < n`, `i < arr.length`, `for…of`, Python's `for x in range(n)` / `for x in items`)
 * counts n, a loop that doubles or halves its variable (`i *= 2`, `mid`) counts log n, and nested
 * loops multiply; a `.includes`/`.indexOf`/`in` lookup inside a loop is one more n, a function
 * calling itself twice on `n - 1`/`n - 2` is exponential. Code with no loop it can read is not
 * guessed at (undefined, so code-explanations.ts walks through it). The algorithms' complexities are
 * the standard textbook ones (CLRS). Cheap first: a prompt without "complexity" or "Big O" is passed by.
 */
import { codeIn, languageOf } from "./code-fixes.ts";

const COMPLEXITY = /\bcomplexity\b|\bbig[\s-]?o\b|\bruntime\b/i;
const MAX_PROMPT = 3000;

interface Known {
  readonly names: RegExp;
  readonly reply: string;
}

/** The well-known algorithms' complexities (standard textbook values). */
const ALGORITHMS: readonly Known[] = [
  { names: /\bbinary\s+search\b/i, reply: "Binary search is **O(log n)** time: each step compares with the middle element and discards half of what is left, so a sorted array of n elements takes at most ⌊log₂ n⌋ + 1 steps (20 for a million elements). The best case is O(1), when the first middle element is the target. Space is O(1) for the iterative version and O(log n) for the recursive one (its call stack). It needs the array to be sorted." },
  { names: /\blinear\s+search\b/i, reply: "Linear search is **O(n)** time: in the worst case (the target is last or missing) it compares with every one of the n elements; the best case is O(1). Space is O(1). It works on unsorted data, where binary search doesn't." },
  { names: /\bbubble\s+sort\b/i, reply: "Bubble sort is **O(n²)** time in the average and worst case: up to n passes, each comparing up to n adjacent pairs. With an early exit when a pass makes no swap, the best case (already sorted) is O(n). Space is O(1): it sorts in place. It is stable." },
  { names: /\binsertion\s+sort\b/i, reply: "Insertion sort is **O(n²)** time in the average and worst case (reverse-sorted input shifts every element past all the ones before it), and **O(n)** in the best case, already sorted input, which makes it fast on nearly sorted data. Space is O(1); it is stable." },
  { names: /\bselection\s+sort\b/i, reply: "Selection sort is **O(n²)** time in every case: for each position it scans the rest of the array for the minimum, n + (n−1) + … + 1 comparisons, even when the input is already sorted. Space is O(1). The usual version is not stable." },
  { names: /\bmerge\s*sort\b/i, reply: "Merge sort is **O(n log n)** time in every case: it halves the array log n times, and merging each level takes O(n). Space is O(n) for the merged halves. It is stable." },
  { names: /\bquick\s*sort\b/i, reply: "Quicksort is **O(n log n)** time on average and **O(n²)** in the worst case, when the pivots split unevenly every time (a first-element pivot on already sorted input); a random or median-of-three pivot makes the worst case unlikely. Space is O(log n) on average for the recursion. It sorts in place but is not stable." },
  { names: /\bheap\s*sort\b/i, reply: "Heapsort is **O(n log n)** time in every case: building the heap is O(n), then n removals of the maximum take O(log n) each. Space is O(1): it sorts in place. It is not stable." },
  { names: /\b(?:bfs|dfs|breadth[\s-]first\s+search|depth[\s-]first\s+search)\b/i, reply: "Breadth-first and depth-first search are **O(V + E)** time with an adjacency list: each vertex is visited once and each edge looked at once (twice for an undirected graph). With an adjacency matrix it is O(V²). Space is O(V) for the queue or stack and the visited set." },
  { names: /\bdijkstra/i, reply: "Dijkstra's algorithm is **O((V + E) log V)** time with a binary-heap priority queue: each vertex is taken from the heap once and each edge can push one update, each heap operation O(log V). With a simple array instead of a heap it is O(V²), which is better for dense graphs. Space is O(V)." },
  { names: /\bhash\s*(?:table|map)s?\b|\bdictionar(?:y|ies)\b.*\blookup|\bobject\s+lookup\b/i, reply: "A hash table lookup, insert or delete is **O(1)** on average: the key's hash points straight at its bucket. The worst case is **O(n)**, when many keys collide into one bucket, which a good hash function makes rare. Resizing costs O(n) once in a while, which averages out to O(1) per insert (amortized)." },
];

/* ------------------------------------------------------------ pasted code */

type Factor = "n" | "log" | "const" | "scan";

/** The deepest product of loops: how many n and log n factors, whether a lookup scan is one of them, and how many loops there are. */
interface Cost {
  readonly n: number;
  readonly log: number;
  readonly scan: boolean;
  readonly loops: number;
}

/** The cost of one nesting of factors; a scan counts as an n. */
function costOf(factors: readonly Factor[]): Omit<Cost, "loops"> {
  return { n: factors.filter((f) => f === "n" || f === "scan").length, log: factors.filter((f) => f === "log").length, scan: factors.includes("scan") };
}

/** Whether `cost` is more than `best`. */
function more(cost: Omit<Cost, "loops">, best: Omit<Cost, "loops">): boolean {
  return cost.n > best.n || (cost.n === best.n && cost.log > best.log);
}

/** What one loop header counts: n for a bound, log n for doubling or halving, nothing for a constant bound. */
function loopFactor(header: string): Factor | undefined {
  if (/\*=\s*2|\/=\s*2|>>=\s*1|\bmid\b|Math\.floor\(\s*\w+\s*\/\s*2\s*\)|\/\/=\s*2/.test(header)) return "log";
  if (/<=?\s*\d+\s*;|\brange\(\s*\d+\s*\)/.test(header)) return "const";
  if (/^(?:for|while)\b/.test(header.trim())) return "n";
  return undefined;
}

/** The loops of JavaScript code as a tree, by braces: each loop's factor with the deepest product inside it. */
function jsCost(code: string): Cost {
  const stack: Factor[] = [];
  const blockIsLoop: boolean[] = [];
  let best = costOf([]);
  let loops = 0;
  let pending: Factor | undefined;
  const consider = (factors: readonly Factor[]) => {
    const cost = costOf(factors);
    if (more(cost, best)) best = cost;
  };
  for (let i = 0; i < code.length; i++) {
    const rest = code.slice(i);
    const loop = /^(?:for|while)\s*\(/.exec(rest);
    if (loop !== null && !/[\w$.]/.test(code[i - 1] ?? "")) {
      const close = rest.indexOf(")", loop[0].length);
      const body = /\bwhile\b/.test(loop[0]) ? rest.slice(0, close + 1) + (/\bmid\b|\/\s*2/.test(rest.slice(close)) ? " mid" : "") : rest.slice(0, close + 1);
      pending = loopFactor(body) ?? "n";
      loops++;
      i += close;
      continue;
    }
    // A lookup that scans its array inside a loop is one more n.
    if (stack.length > 0 && /^\.(?:includes|indexOf|lastIndexOf)\(/.test(rest)) consider([...stack, "scan"]);
    const char = code[i]!;
    if (char === "{") {
      blockIsLoop.push(pending !== undefined);
      if (pending !== undefined) stack.push(pending);
      pending = undefined;
      consider(stack);
    } else if (char === "}") {
      if (blockIsLoop.pop()) stack.pop();
    }
  }
  return { ...best, loops };
}

/** The loops of Python code, by indentation. */
function pyCost(code: string): Cost {
  const open: { indent: number; factor: Factor }[] = [];
  let best = costOf([]);
  let loops = 0;
  const lines = code.split("\n");
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const indent = /^\s*/.exec(line)![0].length;
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop();
    const factors = open.map(({ factor }) => factor);
    const inner = (extra: Factor[]) => {
      const cost = costOf([...factors, ...extra]);
      if (more(cost, best)) best = cost;
    };
    const loop = /^\s*(for|while)\b(.*):\s*$/.exec(line);
    if (loop !== null) {
      loops++;
      // A while loop's step is in its body: `mid` or `//= 2` there means halving.
      const body = lines.slice(index + 1).filter((next) => /^\s*/.exec(next)![0].length > indent).join("\n");
      const factor = loopFactor(`${loop[1]} ${loop[2]}${loop[1] === "while" ? ` ${/\bmid\b|\/\/=?\s*2|\*=\s*2/.test(body) ? "mid" : ""}` : ""}`) ?? "n";
      open.push({ indent, factor });
      inner([factor]);
    } else if (open.length > 0 && /\s(?:not\s+)?in\s+\w+(?!\s*\()/.test(line) && /^\s*(?:if|elif|while|return)\b/.test(line)) inner(["scan"]);
  });
  return { ...best, loops };
}

/** O(n²), O(n log n), O(log n)… */
function bigO(n: number, log: number): string {
  const power = n === 0 ? "" : n === 1 ? "n" : `n${n === 2 ? "²" : n === 3 ? "³" : `^${n}`}`;
  const logs = log === 0 ? "" : log === 1 ? "log n" : `log^${log} n`;
  return `O(${[power, logs].filter((part) => part !== "").join(" ") || "1"})`;
}

/** A function that calls itself twice (`fib(n - 1) + fib(n - 2)`): exponential. */
function doublyRecursive(code: string): string | undefined {
  const name = /\b(?:function\s+(\w+)|def\s+(\w+)|(?:const|let)\s+(\w+)\s*=\s*\()/.exec(code);
  const fn = name?.[1] ?? name?.[2] ?? name?.[3];
  if (fn === undefined) return undefined;
  const calls = code.match(new RegExp(String.raw`\b${fn}\(\s*\w+\s*-\s*\d\s*\)`, "g")) ?? [];
  return calls.length >= 2 && !/\bmemo|\bcache|lru_cache/.test(code) ? fn : undefined;
}

function codeComplexity(code: string): string | undefined {
  const recursive = doublyRecursive(code);
  if (recursive !== undefined) {
    return `This is **O(2ⁿ)** time: \`${recursive}\` calls itself twice for each call, so the calls form a binary tree about n levels deep, and the same values are computed again and again (the tight bound for Fibonacci is O(φⁿ) ≈ O(1.618ⁿ)). Space is O(n), the deepest chain of calls on the stack. Caching each result (memoization) or a loop makes it O(n).`;
  }
  const language = languageOf(code);
  const cost = language === "python" ? pyCost(code) : jsCost(code);
  if (cost.loops === 0) return undefined;
  const result = bigO(cost.n, cost.log);
  const bound = /\b(\w+)\.length\b/.exec(code)?.[1] ?? /\blen\((\w+)\)/.exec(code)?.[1] ?? /\bfor\s*\(?\s*(?:const|let|var)?\s*\w+\s+(?:of|in)\s+(?!range\()(\w+)/.exec(code)?.[1];
  const what = bound !== undefined ? `where n is the length of \`${bound}\`` : /\bn\b/.test(code) ? "where n is `n`" : "where n is the size of the input";
  const why =
    cost.scan && cost.n === 2
      ? "the loop runs n times, and the lookup inside it (`includes`, `indexOf` or Python's `in` on a list) scans up to n elements each time, so about n × n steps"
      : cost.n >= 2
      ? `the loops are nested ${cost.n === 2 ? "two" : cost.n === 3 ? "three" : cost.n} deep, and each runs up to n times for every pass of the one around it, so the innermost line runs about n${cost.n === 2 ? "²" : `^${cost.n}`} times${cost.log > 0 ? `, times log n for the loop that halves or doubles its variable` : ""}${/=\s*\w+\s*\+\s*1\s*;/.test(code) ? ` (the inner loop starting at \`i + 1\` runs half as often, n(n−1)/2 times, which is still ${result})` : ""}`
      : cost.n === 1 && cost.log === 0
        ? "the loop (or loops one after another, which add up rather than multiply) runs once per element, a constant amount of work each time"
        : cost.n === 1
          ? "a loop over n elements contains one that halves or doubles its variable, which takes log n steps"
          : cost.log > 0
            ? "the loop halves (or doubles) its variable each pass, so it runs about log₂ n times"
            : "its loops run a fixed number of times, whatever the input";
  // A search for a match (a lookup, or two elements compared) is what a Set speeds up; other nested work is not.
  const searches = cost.scan || /\[\w+\]\s*===?\s*\w+\[\w+\]/.test(code);
  const faster = cost.n >= 2 && searches ? " A `Set` (or `Map`) of the values seen so far makes each lookup O(1) on average, which brings the whole thing down to O(n)." : "";
  return `This is **${result}** time, ${what}: ${why}.${faster}`;
}

/**
 * The reply to a question about the time complexity of pasted code or a well-known algorithm, or undefined.
 * @example codeComplexityReply("What is the time complexity of binary search?")?.includes("**O(log n)**") // true
 */
export function codeComplexityReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !COMPLEXITY.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code !== undefined && /[{};]|^\s*(?:for|while|def)\b/m.test(code)) return codeComplexity(code);
  return ALGORITHMS.find(({ names }) => names.test(prompt))?.reply;
}
