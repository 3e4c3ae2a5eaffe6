/**
 * The classic small programs that demos and tutorials ask a model for ("Write a Python function
 * that reverses a string", "FizzBuzz in JavaScript", "how do I check for a palindrome?"). A real
 * model writes the function asked for, so the mock does too: a short intro, a correct, runnable
 * snippet in the language named (Python when none is, as models do) and a sentence or two on how
 * it works. Any other request for code gets reply.ts's templates. The snippets are most of this
 * module's weight, so it is a known reply (known-replies.ts): a page loads it with its first chat.
 */
import type { Random } from "../data/random.ts";
import { asksForCode, asksForVerseOrJoke, LANGUAGE_NAMES, languageNamedIn } from "./reply.ts";
import { requiredWords, WordPrefilter } from "./required-words.ts";

/** The languages every task has a snippet in. */
export type CodeLanguage = "python" | "javascript" | "typescript";

const CODE_LANGUAGES: ReadonlySet<string> = new Set<CodeLanguage>(["python", "javascript", "typescript"]);

/**
 * Languages that reply.ts's hints do not know. A request in one of them is not answered in
 * Python: it falls through to the usual code reply. C and R are only read after "in", "using" or
 * "with", since a lone letter is more often a unit ("°C") or a variable.
 */
export const OTHER_LANGUAGE =
  /(?<![\w+#.°])(?:java|kotlin|scala|swift|ruby|php|perl|haskell|lua|dart|elixir|erlang|clojure|fortran|cobol|matlab|julia|ocaml|csharp|cpp|c\+\+|c#|f#)(?![\w+#])|\b(?:in|using|with)\s+(?:c|r)(?![\w+#])/i;

interface Snippet {
  readonly code: string;
  /** One or two sentences on how the code works, after the snippet. */
  readonly explain: string;
}

interface CodeTask {
  /** What the task does, after "Here's how to" ("reverse a string"). */
  readonly does: string;
  /** A prompt that asks for the task. */
  readonly asked: RegExp;
  /** A prompt that asks for something else although `asked` matches ("reverse the words", "second largest"). */
  readonly unless: RegExp | undefined;
  /** The task's name is a program ("FizzBuzz", "quicksort"): "Write FizzBuzz" asks for code without saying so. */
  readonly named: boolean;
  readonly snippets: ReadonlyMap<CodeLanguage, Snippet>;
  /** The language to answer in when the prompt names none, if not Python: a data structure's classic is taught in JavaScript. */
  readonly prefers: CodeLanguage;
}

/** A code snippet and what it explains; TypeScript's explanation is JavaScript's unless it has its own. */
interface TaskSource {
  readonly does: string;
  readonly asked: RegExp;
  readonly unless?: RegExp;
  readonly named?: boolean;
  readonly prefers?: CodeLanguage;
  readonly python: readonly [code: string, explain: string];
  readonly javascript: readonly [code: string, explain: string];
  readonly typescript: readonly [code: string, explain?: string];
}

function task(source: TaskSource): CodeTask {
  const [tsCode, tsExplain = source.javascript[1]] = source.typescript;
  return {
    does: source.does,
    asked: source.asked,
    unless: source.unless,
    named: source.named ?? false,
    prefers: source.prefers ?? "python",
    snippets: new Map<CodeLanguage, Snippet>([
      ["python", { code: source.python[0], explain: source.python[1] }],
      ["javascript", { code: source.javascript[0], explain: source.javascript[1] }],
      ["typescript", { code: tsCode, explain: tsExplain }],
    ]),
  };
}

/*
 * The tasks, in the order they are tried: a more specific task comes before a task whose pattern
 * would also match it (a palindrome check mentions reversing a string, bubble sort is a sort,
 * "the first 10 Fibonacci numbers" is not the nth one, "Fahrenheit to Celsius" names Celsius).
 */
const TASKS = {
  "hello-world": task({
    does: 'print "Hello, World!"',
    asked: /\bhello[,\s-]+world\b/i,
    python: [String.raw`print("Hello, World!")`, "`print` writes the text to standard output, followed by a newline. Save it as `hello.py` and run it with `python hello.py`."],
    javascript: [String.raw`console.log("Hello, World!");`, "`console.log` writes the text to standard output (or to the browser console). Save it as `hello.js` and run it with `node hello.js`."],
    typescript: [
      String.raw`const greeting: string = "Hello, World!";
console.log(greeting);`,
      "`console.log` writes the text to standard output. Compile it with `tsc hello.ts` and run `node hello.js`, or run it directly with `npx tsx hello.ts`.",
    ],
  }),
  fizzbuzz: task({
    does: "solve FizzBuzz",
    asked: /\bfizz\s*-?\s*buzz\b/i,
    named: true,
    python: [
      String.raw`def fizzbuzz(n: int) -> None:
    """Print 1 to n, with Fizz for multiples of 3, Buzz for 5 and FizzBuzz for both."""
    for i in range(1, n + 1):
        if i % 15 == 0:
            print("FizzBuzz")
        elif i % 3 == 0:
            print("Fizz")
        elif i % 5 == 0:
            print("Buzz")
        else:
            print(i)


fizzbuzz(15)  # 1, 2, Fizz, 4, Buzz, ..., 14, FizzBuzz`,
      'Testing for 15 first matters: a multiple of both 3 and 5 would otherwise print just "Fizz".',
    ],
    javascript: [
      String.raw`function fizzBuzz(n) {
  for (let i = 1; i <= n; i++) {
    if (i % 15 === 0) console.log("FizzBuzz");
    else if (i % 3 === 0) console.log("Fizz");
    else if (i % 5 === 0) console.log("Buzz");
    else console.log(i);
  }
}

fizzBuzz(15); // 1, 2, Fizz, 4, Buzz, ..., 14, FizzBuzz`,
      'Testing for 15 first matters: a multiple of both 3 and 5 would otherwise print just "Fizz".',
    ],
    typescript: [
      String.raw`function fizzBuzz(n: number): void {
  for (let i = 1; i <= n; i++) {
    if (i % 15 === 0) console.log("FizzBuzz");
    else if (i % 3 === 0) console.log("Fizz");
    else if (i % 5 === 0) console.log("Buzz");
    else console.log(i);
  }
}

fizzBuzz(15); // 1, 2, Fizz, 4, Buzz, ..., 14, FizzBuzz`,
    ],
  }),
  palindrome: task({
    does: "check whether a string is a palindrome",
    asked: /\bpalindrom/i,
    python: [
      String.raw`def is_palindrome(text: str) -> bool:
    """Return True when text reads the same backwards, ignoring case, spaces and punctuation."""
    cleaned = [char.lower() for char in text if char.isalnum()]
    return cleaned == cleaned[::-1]


print(is_palindrome("A man, a plan, a canal: Panama"))  # True`,
      "It keeps only the letters and digits, lowercased, and compares them with their reverse (`[::-1]`), so whole phrases with spaces and punctuation count too.",
    ],
    javascript: [
      String.raw`function isPalindrome(text) {
  const cleaned = text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return cleaned === [...cleaned].reverse().join("");
}

console.log(isPalindrome("A man, a plan, a canal: Panama")); // true`,
      "The regular expression drops everything but letters and digits (`\\p{L}` and `\\p{N}` with the `u` flag cover any alphabet), then the cleaned text is compared with its reverse.",
    ],
    typescript: [
      String.raw`function isPalindrome(text: string): boolean {
  const cleaned = text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return cleaned === [...cleaned].reverse().join("");
}

console.log(isPalindrome("A man, a plan, a canal: Panama")); // true`,
    ],
  }),
  anagram: task({
    does: "check whether two strings are anagrams",
    asked: /\banagram/i,
    python: [
      String.raw`from collections import Counter


def letter_counts(text: str) -> Counter:
    return Counter(char for char in text.lower() if char.isalnum())


def is_anagram(first: str, second: str) -> bool:
    """Return True when both strings use the same letters, ignoring case, spaces and punctuation."""
    return letter_counts(first) == letter_counts(second)


print(is_anagram("Listen", "Silent"))  # True`,
      "`Counter` tallies each letter, and two anagrams have equal tallies; that takes linear time, where sorting both strings would take O(n log n).",
    ],
    javascript: [
      String.raw`function sortedLetters(text) {
  return [...text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")].sort().join("");
}

function isAnagram(first, second) {
  return sortedLetters(first) === sortedLetters(second);
}

console.log(isAnagram("Listen", "Silent")); // true`,
      "Both strings are reduced to their letters and digits, lowercased and sorted: two anagrams give the same sorted string.",
    ],
    typescript: [
      String.raw`function sortedLetters(text: string): string {
  return [...text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")].sort().join("");
}

function isAnagram(first: string, second: string): boolean {
  return sortedLetters(first) === sortedLetters(second);
}

console.log(isAnagram("Listen", "Silent")); // true`,
    ],
  }),
  "reverse-linked-list": task({
    does: "reverse a linked list",
    asked: /\brevers\w*\s+(?:an?\s+|the\s+|my\s+)?(?:singly\s+)?linked[\s-]?lists?\b/i,
    unless: /\bdoubly\b|\brecursive\w*/i,
    prefers: "javascript",
    python: [
      String.raw`class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


def reverse_list(head):
    """Reverse a singly linked list in place and return its new head."""
    previous = None
    current = head
    while current:
        next_node = current.next
        current.next = previous
        previous = current
        current = next_node
    return previous


node = reverse_list(Node(1, Node(2, Node(3))))
values = []
while node:
    values.append(str(node.value))
    node = node.next
print(" -> ".join(values))  # 3 -> 2 -> 1`,
      "Walk the list once, turning each node's `next` pointer around to point at the node before it; `previous` ends on the old tail, which is the new head. It takes O(n) time and O(1) extra space.",
    ],
    javascript: [
      String.raw`class ListNode {
  constructor(value, next = null) {
    this.value = value;
    this.next = next;
  }
}

function reverseList(head) {
  let previous = null;
  let current = head;
  while (current) {
    const next = current.next; // remember the rest of the list
    current.next = previous; // point this node backwards
    previous = current;
    current = next;
  }
  return previous; // the old tail is the new head
}

const values = [];
for (let node = reverseList(new ListNode(1, new ListNode(2, new ListNode(3)))); node; node = node.next) values.push(node.value);
console.log(values.join(" -> ")); // 3 -> 2 -> 1`,
      "Walk the list once, turning each node's `next` pointer around to point at the node before it; `previous` ends on the old tail, which is the new head. It takes O(n) time and O(1) extra space.",
    ],
    typescript: [
      String.raw`class ListNode<T> {
  constructor(
    public value: T,
    public next: ListNode<T> | null = null,
  ) {}
}

function reverseList<T>(head: ListNode<T> | null): ListNode<T> | null {
  let previous: ListNode<T> | null = null;
  let current = head;
  while (current) {
    const next = current.next; // remember the rest of the list
    current.next = previous; // point this node backwards
    previous = current;
    current = next;
  }
  return previous; // the old tail is the new head
}

const values: number[] = [];
for (let node = reverseList(new ListNode(1, new ListNode(2, new ListNode(3)))); node; node = node.next) values.push(node.value);
console.log(values.join(" -> ")); // 3 -> 2 -> 1`,
    ],
  }),
  "reverse-string": task({
    does: "reverse a string",
    asked: /\brevers\w*(?:\s+\S+){0,4}?\s+strings?\b|\bstrings?\s+revers/i,
    // Reversing the words of a sentence or a linked list is another task.
    unless: /\bwords\b|\blinked\b|\blists?\b|\barrays?\b/i,
    python: [
      String.raw`def reverse_string(text: str) -> str:
    """Return text with its characters in reverse order."""
    return text[::-1]


print(reverse_string("hello"))  # olleh`,
      "The slice `[::-1]` steps through the string backwards, building the reversed copy in one expression; strings are immutable, so the original is left unchanged.",
    ],
    javascript: [
      String.raw`function reverseString(text) {
  return [...text].reverse().join("");
}

console.log(reverseString("hello")); // olleh`,
      'Spreading the string splits it into characters (keeping emoji whole, which `split("")` would break), then `reverse` and `join` put them back together backwards.',
    ],
    typescript: [
      String.raw`function reverseString(text: string): string {
  return [...text].reverse().join("");
}

console.log(reverseString("hello")); // olleh`,
    ],
  }),
  "fibonacci-sequence": task({
    does: "generate the first n Fibonacci numbers",
    asked: /\bfib(?:onacci)?\s+(?:sequence|series|numbers)\b|\bfirst\s+(?:\S+\s+){0,2}fib(?:onacci)?\b|\bfib(?:onacci)?\b[^.?!\n]*\b(?:up to|until|below|under)\b/i,
    python: [
      String.raw`def fibonacci_sequence(count: int) -> list[int]:
    """Return the first count Fibonacci numbers, starting 0, 1."""
    numbers = []
    a, b = 0, 1
    for _ in range(count):
        numbers.append(a)
        a, b = b, a + b
    return numbers


print(fibonacci_sequence(10))  # [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]`,
      "It keeps the last two numbers and adds them to get the next one, so the whole list takes a single pass.",
    ],
    javascript: [
      String.raw`function fibonacciSequence(count) {
  const numbers = [];
  let [a, b] = [0, 1];
  for (let i = 0; i < count; i++) {
    numbers.push(a);
    [a, b] = [b, a + b];
  }
  return numbers;
}

console.log(fibonacciSequence(10).join(", ")); // 0, 1, 1, 2, 3, 5, 8, 13, 21, 34`,
      "It keeps the last two numbers and adds them to get the next one, so the whole list takes a single pass. Past the 79th number the values exceed `Number.MAX_SAFE_INTEGER`; use `BigInt` for longer sequences.",
    ],
    typescript: [
      String.raw`function fibonacciSequence(count: number): number[] {
  const numbers: number[] = [];
  let [a, b] = [0, 1];
  for (let i = 0; i < count; i++) {
    numbers.push(a);
    [a, b] = [b, a + b];
  }
  return numbers;
}

console.log(fibonacciSequence(10).join(", ")); // 0, 1, 1, 2, 3, 5, 8, 13, 21, 34`,
    ],
  }),
  fibonacci: task({
    does: "compute the nth Fibonacci number",
    asked: /\bfib(?:onacci)?\b/i,
    python: [
      String.raw`def fibonacci(n: int) -> int:
    """Return the nth Fibonacci number, with fibonacci(0) == 0 and fibonacci(1) == 1."""
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


print(fibonacci(10))  # 55`,
      "It keeps only the last two numbers and steps forward n times: linear time and constant memory, where the naive recursive version takes exponential time.",
    ],
    javascript: [
      String.raw`function fibonacci(n) {
  let [a, b] = [0, 1];
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}

console.log(fibonacci(10)); // 55`,
      "It keeps only the last two numbers and steps forward n times: linear time and constant memory, where the naive recursive version takes exponential time.",
    ],
    typescript: [
      String.raw`function fibonacci(n: number): number {
  let [a, b] = [0, 1];
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}

console.log(fibonacci(10)); // 55`,
    ],
  }),
  factorial: task({
    does: "compute a factorial",
    asked: /\bfactorials?\b/i,
    python: [
      String.raw`def factorial(n: int) -> int:
    """Return n! for a non-negative integer n."""
    if n < 0:
        raise ValueError("factorial is not defined for negative numbers")
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result


print(factorial(5))  # 120`,
      "The loop multiplies 2 × 3 × … × n, so `factorial(0)` is 1, and a negative input raises a `ValueError`. Python integers never overflow, so large inputs just work (`math.factorial` does the same).",
    ],
    javascript: [
      String.raw`function factorial(n) {
  if (n < 0) throw new RangeError("factorial is not defined for negative numbers");
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

console.log(factorial(5)); // 120`,
      "The loop multiplies 2 × 3 × … × n, so `factorial(0)` is 1, and a negative input throws. Results past 18! exceed `Number.MAX_SAFE_INTEGER`; use `BigInt` for larger inputs.",
    ],
    typescript: [
      String.raw`function factorial(n: number): number {
  if (n < 0) throw new RangeError("factorial is not defined for negative numbers");
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

console.log(factorial(5)); // 120`,
    ],
  }),
  "primes-up-to": task({
    does: "list the prime numbers up to n",
    asked: /\bprimes\b|\bprime\s+numbers\b|\bsieve\b/i,
    python: [
      String.raw`import math


def primes_up_to(limit: int) -> list[int]:
    """Return every prime from 2 to limit, by the sieve of Eratosthenes."""
    if limit < 2:
        return []
    sieve = [True] * (limit + 1)
    sieve[0] = sieve[1] = False
    for n in range(2, math.isqrt(limit) + 1):
        if sieve[n]:
            for multiple in range(n * n, limit + 1, n):
                sieve[multiple] = False
    return [n for n, prime in enumerate(sieve) if prime]


print(primes_up_to(30))  # [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]`,
      "The sieve crosses out the multiples of each prime, starting at its square (smaller multiples are already crossed out); whatever is left is prime. It runs in O(n log log n).",
    ],
    javascript: [
      String.raw`function primesUpTo(limit) {
  const isPrime = Array.from({ length: limit + 1 }, (_, n) => n >= 2);
  for (let n = 2; n * n <= limit; n++) {
    if (!isPrime[n]) continue;
    for (let multiple = n * n; multiple <= limit; multiple += n) isPrime[multiple] = false;
  }
  return isPrime.flatMap((prime, n) => (prime ? [n] : []));
}

console.log(primesUpTo(30).join(", ")); // 2, 3, 5, 7, 11, 13, 17, 19, 23, 29`,
      "The sieve of Eratosthenes crosses out the multiples of each prime, starting at its square (smaller multiples are already crossed out); whatever is left is prime. It runs in O(n log log n).",
    ],
    typescript: [
      String.raw`function primesUpTo(limit: number): number[] {
  const isPrime: boolean[] = Array.from({ length: limit + 1 }, (_, n) => n >= 2);
  for (let n = 2; n * n <= limit; n++) {
    if (!isPrime[n]) continue;
    for (let multiple = n * n; multiple <= limit; multiple += n) isPrime[multiple] = false;
  }
  return isPrime.flatMap((prime, n) => (prime ? [n] : []));
}

console.log(primesUpTo(30).join(", ")); // 2, 3, 5, 7, 11, 13, 17, 19, 23, 29`,
    ],
  }),
  "is-prime": task({
    does: "check whether a number is prime",
    asked: /\bprime\b|\bprimality\b/i,
    python: [
      String.raw`import math


def is_prime(n: int) -> bool:
    """Return True when n is a prime number."""
    if n < 2:
        return False
    return all(n % divisor for divisor in range(2, math.isqrt(n) + 1))


print(is_prime(17))  # True`,
      "Numbers below 2 are not prime; otherwise it is enough to try divisors up to the square root, since any larger factor pairs with a smaller one already tried. `math.isqrt` keeps that bound exact for big numbers.",
    ],
    javascript: [
      String.raw`function isPrime(n) {
  if (!Number.isInteger(n) || n < 2) return false;
  for (let divisor = 2; divisor * divisor <= n; divisor++) {
    if (n % divisor === 0) return false;
  }
  return true;
}

console.log(isPrime(17)); // true`,
      "Numbers below 2 are not prime; otherwise it is enough to try divisors up to the square root (`divisor * divisor <= n`), since any larger factor pairs with a smaller one already tried.",
    ],
    typescript: [
      String.raw`function isPrime(n: number): boolean {
  if (!Number.isInteger(n) || n < 2) return false;
  for (let divisor = 2; divisor * divisor <= n; divisor++) {
    if (n % divisor === 0) return false;
  }
  return true;
}

console.log(isPrime(17)); // true`,
    ],
  }),
  dijkstra: task({
    does: "find shortest paths with Dijkstra's algorithm",
    // "djikstra": the misspelling the Vercel AI chatbot template's suggested prompt sends.
    asked: /\bd(?:ij|ji|j)kstra\b|\bshortest\s+paths?\b/i,
    named: true,
    python: [
      String.raw`import heapq


def dijkstra(graph: dict[str, dict[str, int]], start: str) -> dict[str, int]:
    """Return the shortest distance from start to every node it can reach."""
    distances = {start: 0}
    queue = [(0, start)]
    while queue:
        distance, node = heapq.heappop(queue)
        if distance > distances[node]:
            continue  # a stale entry: a shorter path was found meanwhile
        for neighbour, weight in graph[node].items():
            candidate = distance + weight
            if candidate < distances.get(neighbour, float("inf")):
                distances[neighbour] = candidate
                heapq.heappush(queue, (candidate, neighbour))
    return distances


graph = {"A": {"B": 1, "C": 4}, "B": {"C": 2, "D": 5}, "C": {"D": 1}, "D": {}}
print(dijkstra(graph, "A"))  # {'A': 0, 'B': 1, 'C': 3, 'D': 4}`,
      "It always expands the closest node not yet settled (the heap keeps them ordered by distance) and relaxes its edges: when going through it is shorter, a neighbour's distance is lowered. With a binary heap that is O((V + E) log V); the weights must not be negative.",
    ],
    javascript: [
      String.raw`function dijkstra(graph, start) {
  const distances = { [start]: 0 };
  const settled = new Set();
  for (;;) {
    // The closest node not settled yet (a priority queue would find it faster).
    let node = null;
    for (const [candidate, distance] of Object.entries(distances)) {
      if (!settled.has(candidate) && (node === null || distance < distances[node])) node = candidate;
    }
    if (node === null) return distances;
    settled.add(node);
    for (const [neighbour, weight] of Object.entries(graph[node])) {
      const candidate = distances[node] + weight;
      if (candidate < (distances[neighbour] ?? Infinity)) distances[neighbour] = candidate;
    }
  }
}

const graph = { A: { B: 1, C: 4 }, B: { C: 2, D: 5 }, C: { D: 1 }, D: {} };
console.log(dijkstra(graph, "A")); // { A: 0, B: 1, C: 3, D: 4 }`,
      "It settles the closest unsettled node, then relaxes its edges: when going through it is shorter, a neighbour's distance is lowered. Scanning for the closest node makes this O(V²), fine for small graphs; a priority queue brings it to O((V + E) log V). The weights must not be negative.",
    ],
    typescript: [
      String.raw`type Graph = Record<string, Record<string, number>>;

function dijkstra(graph: Graph, start: string): Record<string, number> {
  const distances: Record<string, number> = { [start]: 0 };
  const settled = new Set<string>();
  for (;;) {
    // The closest node not settled yet (a priority queue would find it faster).
    let node: string | null = null;
    for (const [candidate, distance] of Object.entries(distances)) {
      if (!settled.has(candidate) && (node === null || distance < distances[node]!)) node = candidate;
    }
    if (node === null) return distances;
    settled.add(node);
    for (const [neighbour, weight] of Object.entries(graph[node] ?? {})) {
      const candidate = distances[node]! + weight;
      if (candidate < (distances[neighbour] ?? Infinity)) distances[neighbour] = candidate;
    }
  }
}

const graph: Graph = { A: { B: 1, C: 4 }, B: { C: 2, D: 5 }, C: { D: 1 }, D: {} };
console.log(dijkstra(graph, "A")); // { A: 0, B: 1, C: 3, D: 4 }`,
    ],
  }),
  "binary-search": task({
    does: "do a binary search",
    asked: /\bbinary\s+search\b(?!\s+trees?)|\bbisection\s+search\b/i,
    named: true,
    python: [
      String.raw`def binary_search(items: list[int], target: int) -> int:
    """Return the index of target in the sorted list items, or -1 when it is absent."""
    low, high = 0, len(items) - 1
    while low <= high:
        middle = (low + high) // 2
        if items[middle] == target:
            return middle
        if items[middle] < target:
            low = middle + 1
        else:
            high = middle - 1
    return -1


print(binary_search([1, 3, 5, 7, 9, 11], 7))  # 3`,
      "Each step compares the target with the middle of the remaining range and drops the half that cannot hold it, so it takes O(log n) steps. The list must be sorted; the standard library's `bisect` module does the same search.",
    ],
    javascript: [
      String.raw`function binarySearch(items, target) {
  let low = 0;
  let high = items.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (items[middle] === target) return middle;
    if (items[middle] < target) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

console.log(binarySearch([1, 3, 5, 7, 9, 11], 7)); // 3`,
      "Each step compares the target with the middle of the remaining range and drops the half that cannot hold it, so it takes O(log n) steps. The array must be sorted; it returns -1 when the target is absent.",
    ],
    typescript: [
      String.raw`function binarySearch(items: number[], target: number): number {
  let low = 0;
  let high = items.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (items[middle] === target) return middle;
    if (items[middle] < target) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

console.log(binarySearch([1, 3, 5, 7, 9, 11], 7)); // 3`,
    ],
  }),
  "bubble-sort": task({
    does: "implement bubble sort",
    asked: /\bbubble\s*-?\s*sort/i,
    named: true,
    python: [
      String.raw`def bubble_sort(items: list) -> list:
    """Return a sorted copy of items, swapping adjacent pairs that are out of order."""
    items = list(items)
    for end in range(len(items) - 1, 0, -1):
        swapped = False
        for i in range(end):
            if items[i] > items[i + 1]:
                items[i], items[i + 1] = items[i + 1], items[i]
                swapped = True
        if not swapped:
            break
    return items


print(bubble_sort([5, 2, 9, 1, 7]))  # [1, 2, 5, 7, 9]`,
      "Each pass swaps neighbours that are out of order, so the largest remaining value bubbles to the end, and it stops early once a pass moves nothing. It is O(n²): fine for learning, slow for big lists.",
    ],
    javascript: [
      String.raw`function bubbleSort(items) {
  const sorted = [...items];
  for (let end = sorted.length - 1; end > 0; end--) {
    let swapped = false;
    for (let i = 0; i < end; i++) {
      if (sorted[i] > sorted[i + 1]) {
        [sorted[i], sorted[i + 1]] = [sorted[i + 1], sorted[i]];
        swapped = true;
      }
    }
    if (!swapped) break;
  }
  return sorted;
}

console.log(bubbleSort([5, 2, 9, 1, 7])); // [1, 2, 5, 7, 9]`,
      "Each pass swaps neighbours that are out of order, so the largest remaining value bubbles to the end, and it stops early once a pass moves nothing. It is O(n²): fine for learning, slow for big arrays.",
    ],
    typescript: [
      String.raw`function bubbleSort(items: number[]): number[] {
  const sorted = [...items];
  for (let end = sorted.length - 1; end > 0; end--) {
    let swapped = false;
    for (let i = 0; i < end; i++) {
      if (sorted[i] > sorted[i + 1]) {
        [sorted[i], sorted[i + 1]] = [sorted[i + 1], sorted[i]];
        swapped = true;
      }
    }
    if (!swapped) break;
  }
  return sorted;
}

console.log(bubbleSort([5, 2, 9, 1, 7])); // [1, 2, 5, 7, 9]`,
    ],
  }),
  quicksort: task({
    does: "implement quicksort",
    asked: /\bquick\s*-?\s*sort/i,
    named: true,
    python: [
      String.raw`def quicksort(items: list) -> list:
    """Return a sorted copy: partition around a pivot, then sort each side."""
    if len(items) <= 1:
        return list(items)
    pivot = items[len(items) // 2]
    smaller = [x for x in items if x < pivot]
    equal = [x for x in items if x == pivot]
    larger = [x for x in items if x > pivot]
    return quicksort(smaller) + equal + quicksort(larger)


print(quicksort([3, 6, 1, 8, 2]))  # [1, 2, 3, 6, 8]`,
      "It takes the middle element as the pivot, splits the list into smaller, equal and larger parts and sorts the two sides recursively: O(n log n) on average. This version favours clarity over memory; an in-place partition (Lomuto or Hoare) avoids the new lists.",
    ],
    javascript: [
      String.raw`function quicksort(items) {
  if (items.length <= 1) return [...items];
  const pivot = items[Math.floor(items.length / 2)];
  const smaller = items.filter((x) => x < pivot);
  const equal = items.filter((x) => x === pivot);
  const larger = items.filter((x) => x > pivot);
  return [...quicksort(smaller), ...equal, ...quicksort(larger)];
}

console.log(quicksort([3, 6, 1, 8, 2])); // [1, 2, 3, 6, 8]`,
      "It takes the middle element as the pivot, splits the array into smaller, equal and larger parts and sorts the two sides recursively: O(n log n) on average. This version favours clarity over memory; an in-place partition (Lomuto or Hoare) avoids the new arrays.",
    ],
    typescript: [
      String.raw`function quicksort(items: number[]): number[] {
  if (items.length <= 1) return [...items];
  const pivot = items[Math.floor(items.length / 2)];
  const smaller = items.filter((x) => x < pivot);
  const equal = items.filter((x) => x === pivot);
  const larger = items.filter((x) => x > pivot);
  return [...quicksort(smaller), ...equal, ...quicksort(larger)];
}

console.log(quicksort([3, 6, 1, 8, 2])); // [1, 2, 3, 6, 8]`,
    ],
  }),
  "merge-sort": task({
    does: "implement merge sort",
    asked: /\bmerge\s*-?\s*sort/i,
    named: true,
    python: [
      String.raw`def merge_sort(items: list) -> list:
    """Return a sorted copy: sort each half, then merge the two sorted halves."""
    if len(items) <= 1:
        return list(items)
    middle = len(items) // 2
    left, right = merge_sort(items[:middle]), merge_sort(items[middle:])
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    return merged + left[i:] + right[j:]


print(merge_sort([38, 27, 43, 3, 9]))  # [3, 9, 27, 38, 43]`,
      "It splits the list in half, sorts each half recursively and merges them by repeatedly taking the smaller front element: O(n log n) in every case, and stable, since `<=` keeps equal items in their order.",
    ],
    javascript: [
      String.raw`function mergeSort(items) {
  if (items.length <= 1) return [...items];
  const middle = Math.floor(items.length / 2);
  const left = mergeSort(items.slice(0, middle));
  const right = mergeSort(items.slice(middle));
  const merged = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    merged.push(left[i] <= right[j] ? left[i++] : right[j++]);
  }
  return [...merged, ...left.slice(i), ...right.slice(j)];
}

console.log(mergeSort([38, 27, 43, 3, 9])); // [3, 9, 27, 38, 43]`,
      "It splits the array in half, sorts each half recursively and merges them by repeatedly taking the smaller front element: O(n log n) in every case, and stable, since `<=` keeps equal items in their order.",
    ],
    typescript: [
      String.raw`function mergeSort(items: number[]): number[] {
  if (items.length <= 1) return [...items];
  const middle = Math.floor(items.length / 2);
  const left = mergeSort(items.slice(0, middle));
  const right = mergeSort(items.slice(middle));
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    merged.push(left[i] <= right[j] ? left[i++] : right[j++]);
  }
  return [...merged, ...left.slice(i), ...right.slice(j)];
}

console.log(mergeSort([38, 27, 43, 3, 9])); // [3, 9, 27, 38, 43]`,
    ],
  }),
  "sort-list": task({
    does: "sort a list of numbers",
    asked: /\bsort(?:s|ed|ing)?\b(?:\s+\S+){0,5}?\s+(?:lists?|arrays?|numbers|integers)\b/i,
    // Sorting by a key, in reverse, or by a named algorithm the table does not hold is another task.
    unless: /\b(?:by|key|dict\w*|objects?|descending|reverse\w*|insertion|selection|heap|radix|counting|bucket|shell|topological|strings|words|names)\b/i,
    python: [
      String.raw`def sort_numbers(numbers: list[float]) -> list[float]:
    """Return a new list with the numbers in ascending order."""
    return sorted(numbers)


print(sort_numbers([5, 2, 9, 1, 7]))  # [1, 2, 5, 7, 9]`,
      "`sorted` returns a new sorted list and leaves the original alone (`numbers.sort()` sorts in place instead); pass `reverse=True` for descending order.",
    ],
    javascript: [
      String.raw`function sortNumbers(numbers) {
  return [...numbers].sort((a, b) => a - b);
}

console.log(sortNumbers([5, 2, 9, 1, 7])); // [1, 2, 5, 7, 9]`,
      "The comparator `(a, b) => a - b` matters: without it `sort` compares the numbers as strings, so 10 would come before 9. Copying first leaves the caller's array unchanged.",
    ],
    typescript: [
      String.raw`function sortNumbers(numbers: number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

console.log(sortNumbers([5, 2, 9, 1, 7])); // [1, 2, 5, 7, 9]`,
    ],
  }),
  "remove-duplicates": task({
    does: "remove duplicates from a list",
    asked: /\b(?:remov\w*|delet\w*|drop\w*|eliminat\w*|filter\w*\s+out|get\s+rid\s+of)\s+(?:(?:the|all|any)\s+)?duplicat\w*|\bdedup\w*|\bunique\s+(?:elements|values|items|numbers)\b/i,
    // Duplicate characters of one string, rows of a table or lines of a file are other tasks.
    unless: /\b(?:a|the|one)\s+string\b|\bcharacters\b|\bletters\b|\brows\b|\blines\b|\bfiles?\b|\bdataframe\b|\btable\b/i,
    python: [
      String.raw`def remove_duplicates(items: list) -> list:
    """Return the items without repeats, in the order they first appear."""
    return list(dict.fromkeys(items))


print(remove_duplicates([3, 1, 3, 2, 1]))  # [3, 1, 2]`,
      "`dict.fromkeys` keeps the first occurrence of each item, and since dicts keep insertion order, the original order survives; `list(set(items))` is shorter but loses the order.",
    ],
    javascript: [
      String.raw`function removeDuplicates(items) {
  return [...new Set(items)];
}

console.log(removeDuplicates([3, 1, 3, 2, 1])); // [3, 1, 2]`,
      "A `Set` keeps one copy of each value in the order first seen, and spreading it gives an array back. Objects count as equal only when they are the same object.",
    ],
    typescript: [
      String.raw`function removeDuplicates<T>(items: T[]): T[] {
  return [...new Set(items)];
}

console.log(removeDuplicates([3, 1, 3, 2, 1])); // [3, 1, 2]`,
    ],
  }),
  "count-vowels": task({
    does: "count the vowels in a string",
    asked: /\b(?:count\w*|how\s+many|number\s+of)\b(?:\s+\S+){0,3}?\s+vowels\b/i,
    python: [
      String.raw`def count_vowels(text: str) -> int:
    """Return how many vowels (a, e, i, o, u) text holds, in either case."""
    return sum(1 for char in text.lower() if char in "aeiou")


print(count_vowels("Hello World"))  # 3`,
      'Lowercasing first lets one membership test cover both cases; add "y" to the string if it should count as a vowel too.',
    ],
    javascript: [
      String.raw`function countVowels(text) {
  return (text.match(/[aeiou]/gi) ?? []).length;
}

console.log(countVowels("Hello World")); // 3`,
      "The regular expression matches every vowel (`g` for all of them, `i` for either case); `match` returns `null` when there are none, hence the `?? []`.",
    ],
    typescript: [
      String.raw`function countVowels(text: string): number {
  return (text.match(/[aeiou]/gi) ?? []).length;
}

console.log(countVowels("Hello World")); // 3`,
    ],
  }),
  "word-frequency": task({
    does: "count how often each word appears",
    asked: /\bword\s+(?:frequenc\w*|occurrences|counts)\b|\b(?:frequenc\w*|occurrences?)\s+of\s+(?:each\s+|every\s+|the\s+)?words?\b|\b(?:count\w*|how\s+many\s+times|how\s+often)\s+(?:how\s+(?:often|many\s+times)\s+|the\s+occurrences\s+of\s+)?(?:each|every)\s+word\b/i,
    python: [
      String.raw`import re
from collections import Counter


def word_frequency(text: str) -> dict[str, int]:
    """Return how many times each word appears in text, ignoring case and punctuation."""
    return dict(Counter(re.findall(r"\w+", text.lower())))


print(word_frequency("The cat and the hat."))  # {'the': 2, 'cat': 1, 'and': 1, 'hat': 1}`,
      '`re.findall(r"\\w+", …)` picks out the words without their punctuation, lowercased so "The" and "the" count together, and `Counter` tallies them; `Counter(...).most_common(3)` would give the top three.',
    ],
    javascript: [
      String.raw`function wordFrequency(text) {
  const counts = new Map();
  for (const word of text.toLowerCase().match(/\w+/g) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

console.log(wordFrequency("The cat and the hat.")); // Map(4) { 'the' => 2, 'cat' => 1, 'and' => 1, 'hat' => 1 }`,
      'The words are lowercased so "The" and "the" count together, and a `Map` holds the counts: unlike a plain object, it is safe for words such as "constructor".',
    ],
    typescript: [
      String.raw`function wordFrequency(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/\w+/g) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

console.log(wordFrequency("The cat and the hat.")); // Map(4) { 'the' => 2, 'cat' => 1, 'and' => 1, 'hat' => 1 }`,
    ],
  }),
  "character-frequency": task({
    does: "count how often each character appears",
    asked: /\b(?:character|char|letter)s?\s+(?:frequenc\w*|counts?|occurrences)\b|\b(?:frequenc\w*|occurrences?)\s+of\s+(?:each\s+|every\s+|the\s+)?(?:character|char|letter)s?\b|\b(?:count\w*|how\s+many\s+times|how\s+often)\s+(?:how\s+(?:often|many\s+times)\s+|the\s+occurrences\s+of\s+)?(?:each|every)\s+(?:character|char|letter)\b/i,
    python: [
      String.raw`from collections import Counter


def char_frequency(text: str) -> dict[str, int]:
    """Return how many times each character appears in text, ignoring whitespace."""
    return dict(Counter(char for char in text if not char.isspace()))


print(char_frequency("hello"))  # {'h': 1, 'e': 1, 'l': 2, 'o': 1}`,
      "`Counter` tallies every character it is given, here all but whitespace; drop the condition to count spaces too, or lowercase the text to count both cases together.",
    ],
    javascript: [
      String.raw`function charFrequency(text) {
  const counts = new Map();
  for (const char of text) {
    if (/\s/.test(char)) continue;
    counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
}

console.log(charFrequency("hello")); // Map(4) { 'h' => 1, 'e' => 1, 'l' => 2, 'o' => 1 }`,
      "`for…of` walks the string by character (emoji included), skipping whitespace, and a `Map` keeps each character's count in the order first seen.",
    ],
    typescript: [
      String.raw`function charFrequency(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const char of text) {
    if (/\s/.test(char)) continue;
    counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
}

console.log(charFrequency("hello")); // Map(4) { 'h' => 1, 'e' => 1, 'l' => 2, 'o' => 1 }`,
    ],
  }),
  "word-count": task({
    does: "count the words in a string",
    asked: /\b(?:count\w*|number\s+of|how\s+many)\s+(?:the\s+)?words\b|\bword\s+count(?:er)?\b/i,
    python: [
      String.raw`def count_words(text: str) -> int:
    """Return how many words text holds, split on any run of whitespace."""
    return len(text.split())


print(count_words("The quick brown fox jumps"))  # 5`,
      "`split()` with no argument splits on any run of spaces, tabs or newlines and ignores whitespace at either end, so an empty string has 0 words.",
    ],
    javascript: [
      String.raw`function countWords(text) {
  return text.split(/\s+/).filter(Boolean).length;
}

console.log(countWords("The quick brown fox jumps")); // 5`,
      "Splitting on `/\\s+/` treats any run of whitespace as one separator, and `filter(Boolean)` drops the empty strings that leading or trailing spaces leave, so an empty string has 0 words.",
    ],
    typescript: [
      String.raw`function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

console.log(countWords("The quick brown fox jumps")); // 5`,
    ],
  }),
  "sum-list": task({
    does: "add up a list of numbers",
    asked: /\b(?:sum|total|add\w*\s+up)\b(?:\s+\S+){0,5}?\s+(?:lists?|arrays?)\b/i,
    python: [
      String.raw`def sum_list(numbers: list[float]) -> float:
    """Return the sum of the numbers (0 for an empty list)."""
    total = 0
    for number in numbers:
        total += number
    return total


print(sum_list([3, 1, 4, 1, 5]))  # 14`,
      "It adds the numbers one by one, starting from 0 so that an empty list sums to 0. In everyday code the built-in `sum(numbers)` does exactly this.",
    ],
    javascript: [
      String.raw`function sumArray(numbers) {
  return numbers.reduce((total, n) => total + n, 0);
}

console.log(sumArray([3, 1, 4, 1, 5])); // 14`,
      "`reduce` carries a running total through the array; the initial value `0` makes an empty array sum to 0 instead of throwing.",
    ],
    typescript: [
      String.raw`function sumArray(numbers: number[]): number {
  return numbers.reduce((total, n) => total + n, 0);
}

console.log(sumArray([3, 1, 4, 1, 5])); // 14`,
    ],
  }),
  "max-list": task({
    does: "find the largest number in a list",
    asked: /\b(?:max|maximum|largest|biggest|highest|greatest)\b(?:\s+\S+){0,5}?\s+(?:lists?|arrays?)\b/i,
    // The second largest, or the largest sum of a subarray, are other tasks.
    unless: /\b(?:second|third|kth|k-th|nth|n-th|subarray|sum|product)\b/i,
    python: [
      String.raw`def find_max(numbers: list[float]) -> float:
    """Return the largest number in a non-empty list."""
    if not numbers:
        raise ValueError("find_max() needs at least one number")
    largest = numbers[0]
    for number in numbers[1:]:
        if number > largest:
            largest = number
    return largest


print(find_max([3, 41, 7, 19]))  # 41`,
      "It walks the list once, keeping the largest value seen so far, and refuses an empty list, which has no maximum. The built-in `max(numbers)` does the same in one call.",
    ],
    javascript: [
      String.raw`function findMax(numbers) {
  if (numbers.length === 0) throw new RangeError("findMax needs at least one number");
  return numbers.reduce((largest, n) => (n > largest ? n : largest));
}

console.log(findMax([3, 41, 7, 19])); // 41`,
      "`reduce` without an initial value starts from the first element and keeps the larger of each pair. `Math.max(...numbers)` is shorter, but spreading a very large array can overflow the call stack.",
    ],
    typescript: [
      String.raw`function findMax(numbers: number[]): number {
  if (numbers.length === 0) throw new RangeError("findMax needs at least one number");
  return numbers.reduce((largest, n) => (n > largest ? n : largest));
}

console.log(findMax([3, 41, 7, 19])); // 41`,
    ],
  }),
  "min-list": task({
    does: "find the smallest number in a list",
    asked: /\b(?:min|minimum|smallest|lowest|least)\b(?:\s+\S+){0,5}?\s+(?:lists?|arrays?)\b/i,
    unless: /\b(?:second|third|kth|k-th|nth|n-th|subarray|sum|product)\b/i,
    python: [
      String.raw`def find_min(numbers: list[float]) -> float:
    """Return the smallest number in a non-empty list."""
    if not numbers:
        raise ValueError("find_min() needs at least one number")
    smallest = numbers[0]
    for number in numbers[1:]:
        if number < smallest:
            smallest = number
    return smallest


print(find_min([12, 5, 8, 21]))  # 5`,
      "It walks the list once, keeping the smallest value seen so far, and refuses an empty list, which has no minimum. The built-in `min(numbers)` does the same in one call.",
    ],
    javascript: [
      String.raw`function findMin(numbers) {
  if (numbers.length === 0) throw new RangeError("findMin needs at least one number");
  return numbers.reduce((smallest, n) => (n < smallest ? n : smallest));
}

console.log(findMin([12, 5, 8, 21])); // 5`,
      "`reduce` without an initial value starts from the first element and keeps the smaller of each pair. `Math.min(...numbers)` is shorter, but spreading a very large array can overflow the call stack.",
    ],
    typescript: [
      String.raw`function findMin(numbers: number[]): number {
  if (numbers.length === 0) throw new RangeError("findMin needs at least one number");
  return numbers.reduce((smallest, n) => (n < smallest ? n : smallest));
}

console.log(findMin([12, 5, 8, 21])); // 5`,
    ],
  }),
  "fahrenheit-to-celsius": task({
    does: "convert Fahrenheit to Celsius",
    asked: /\bfahrenheit\b[^.?!\n]*\b(?:to|into)\s+(?:celsius|centigrade)\b/i,
    python: [
      String.raw`def fahrenheit_to_celsius(fahrenheit: float) -> float:
    """Convert a temperature from degrees Fahrenheit to degrees Celsius."""
    return (fahrenheit - 32) * 5 / 9


print(fahrenheit_to_celsius(212))  # 100.0`,
      "Subtract 32, then multiply by 5/9; the reverse conversion is `celsius * 9 / 5 + 32`.",
    ],
    javascript: [
      String.raw`function fahrenheitToCelsius(fahrenheit) {
  return ((fahrenheit - 32) * 5) / 9;
}

console.log(fahrenheitToCelsius(212)); // 100`,
      "Subtract 32, then multiply by 5/9; the reverse conversion is `celsius * 9 / 5 + 32`. Use `toFixed(1)` when displaying results that are not whole numbers.",
    ],
    typescript: [
      String.raw`function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

console.log(fahrenheitToCelsius(212)); // 100`,
    ],
  }),
  "celsius-to-fahrenheit": task({
    does: "convert Celsius to Fahrenheit",
    asked: /\b(?:celsius|centigrade|fahrenheit)\b/i,
    python: [
      String.raw`def celsius_to_fahrenheit(celsius: float) -> float:
    """Convert a temperature from degrees Celsius to degrees Fahrenheit."""
    return celsius * 9 / 5 + 32


print(celsius_to_fahrenheit(100))  # 212.0`,
      "Multiply by 9/5, then add 32; the reverse conversion is `(fahrenheit - 32) * 5 / 9`.",
    ],
    javascript: [
      String.raw`function celsiusToFahrenheit(celsius) {
  return (celsius * 9) / 5 + 32;
}

console.log(celsiusToFahrenheit(100)); // 212`,
      "Multiply by 9/5, then add 32; the reverse conversion is `(fahrenheit - 32) * 5 / 9`. Use `toFixed(1)` when displaying results that are not whole numbers.",
    ],
    typescript: [
      String.raw`function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

console.log(celsiusToFahrenheit(100)); // 212`,
    ],
  }),
  // Last: "a recursive function to reverse a linked list" is that task; "an example of recursion" is this one.
  recursion: task({
    does: "use recursion",
    asked: /\b(?:examples?\s+of\s+(?:a\s+)?recursi(?:on|ve\s+functions?)|recursion\s+examples?|recursive\s+functions?)\b/i,
    unless: /\b(?:that|which|to|for)\b/i,
    python: [
      String.raw`def factorial(n: int) -> int:
    """Return n! by calling itself on a smaller n."""
    if n <= 1:  # base case: the calls stop here
        return 1
    return n * factorial(n - 1)  # recursive case: a smaller problem


print(factorial(5))  # 120`,
      "Each call waits for `factorial(n - 1)` until `n` reaches the base case, then the results are multiplied on the way back: 5 × 4 × 3 × 2 × 1 = 120. Without a base case the calls never stop; Python raises `RecursionError` after about 1,000 nested calls.",
    ],
    javascript: [
      String.raw`function factorial(n) {
  if (n <= 1) return 1; // base case: the calls stop here
  return n * factorial(n - 1); // recursive case: a smaller problem
}

console.log(factorial(5)); // 120`,
      "Each call waits for `factorial(n - 1)` until `n` reaches the base case, then the results are multiplied on the way back: 5 × 4 × 3 × 2 × 1 = 120. Without a base case the calls never stop, and JavaScript throws `RangeError: Maximum call stack size exceeded`.",
    ],
    typescript: [
      String.raw`function factorial(n: number): number {
  if (n <= 1) return 1; // base case: the calls stop here
  return n * factorial(n - 1); // recursive case: a smaller problem
}

console.log(factorial(5)); // 120`,
    ],
  }),
};

/** The name of a classic small program the mock can write. */
export type CodeTaskId = keyof typeof TASKS;

const CODE_TASKS: ReadonlyMap<CodeTaskId, CodeTask> = new Map(Object.entries(TASKS) as [CodeTaskId, CodeTask][]);
/** The tasks in table order. */
const TASKS_IN_ORDER = [...CODE_TASKS];
/** The tasks' `asked` patterns by their required words: a prompt tries only those whose words it has. Read off the patterns on the first request, not at start. */
let askedPatterns: WordPrefilter | undefined;

/**
 * The language to answer in: the one the prompt names, the task's preferred one (Python) when it
 * names none (as models do), undefined when it names one without snippets (Rust, SQL, Java…).
 */
function answerLanguageOf(prompt: string, prefers: CodeLanguage): CodeLanguage | undefined {
  const named = languageNamedIn(prompt);
  if (named === undefined) return OTHER_LANGUAGE.test(prompt) ? undefined : prefers;
  return isCodeLanguage(named) ? named : undefined;
}

function isCodeLanguage(language: string): language is CodeLanguage {
  return CODE_LANGUAGES.has(language);
}

/**
 * "Write…", "implement…": a request to write something, which is code when what it names is a
 * program, unless it is verse, a story or a joke about one ("Write a haiku about quicksort").
 */
const WRITE = /\b(?:write|implement|code|show me)\b/i;

/**
 * A word of some task's pattern: a prompt without one asks for none of them, and leaves after
 * this one scan instead of the table's 25 patterns (most chats are not requests for these).
 */
const ANY_TASK_WORD =
  /hello|fizz|palindrom|anagram|revers|fib|factorial|prime|primality|sieve|binary|bisection|sort|duplicat|dedup|unique|vowel|word|char|letter|sum|total|add|max|min|largest|biggest|highest|greatest|smallest|lowest|least|celsius|centigrade|fahrenheit|dijkstra|djikstra|djkstra|shortest|recurs/i;
/** Longer than any request for a small program: pasted text to work on, not a task to code. */
const MAX_PROMPT = 500;

/** The first task, in table order, that the prompt asks for in code. */
function taskAskedIn(prompt: string): CodeTaskId | undefined {
  if (prompt.length > MAX_PROMPT || !ANY_TASK_WORD.test(prompt)) return undefined;
  const forCode = asksForCode(prompt);
  if (!forCode && !WRITE.test(prompt)) return undefined;
  askedPatterns ??= new WordPrefilter(TASKS_IN_ORDER.map(([, task]) => requiredWords(task.asked.source)));
  for (const index of askedPatterns.candidates(prompt.toLowerCase())) {
    const [id, { asked, unless, named }] = TASKS_IN_ORDER[index]!;
    if (asked.test(prompt) && !unless?.test(prompt)) return forCode || (named && WRITE.test(prompt) && !asksForVerseOrJoke(prompt)) ? id : undefined;
  }
  return undefined;
}

/**
 * The classic small program a request for code asks for, and the language to write it in;
 * undefined when the prompt asks for no code, for another program, or in a language without snippets.
 * @example codeTaskOf("how do I reverse a string in JavaScript?") // { id: "reverse-string", language: "javascript" }
 */
export function codeTaskOf(prompt: string): { id: CodeTaskId; language: CodeLanguage } | undefined {
  const id = taskAskedIn(prompt);
  if (id === undefined) return undefined;
  const language = answerLanguageOf(prompt, CODE_TASKS.get(id)!.prefers);
  return language === undefined ? undefined : { id, language };
}

/**
 * A model's answer to a request for a classic small program: an intro (drawn from `random`), the
 * fenced snippet and how it works; undefined when `codeTaskOf` finds no task.
 * @example codeTaskReply("Write a Python function that reverses a string", seededRandom(1)) // "Here's how to reverse a string in Python:\n\n```python\ndef reverse_string…"
 */
export function codeTaskReply(prompt: string, random: Random): string | undefined {
  const found = codeTaskOf(prompt);
  if (found === undefined) return undefined;
  const task = CODE_TASKS.get(found.id)!;
  const snippet = task.snippets.get(found.language)!;
  const name = LANGUAGE_NAMES[found.language];
  const intro = random.pick([`Here's how to ${task.does} in ${name}:`, `Sure! Here's a simple way to ${task.does} in ${name}:`, `You can ${task.does} in ${name} like this:`]);
  return `${intro}\n\n\`\`\`${found.language}\n${snippet.code}\n\`\`\`\n\n${snippet.explain}`;
}
