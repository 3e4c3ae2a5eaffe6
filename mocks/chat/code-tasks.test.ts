import { execFileSync, spawnSync } from "node:child_process";
import { transformSync } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeTaskOf, codeTaskReply, type CodeLanguage, type CodeTaskId } from "./code-tasks.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

/** Two ways each task is asked for: a request to write it, and a question. */
const PHRASINGS: readonly [CodeTaskId, string, string][] = [
  ["reverse-string", "Write a Python function that reverses a string", "how do I reverse a string in JavaScript?"],
  ["reverse-linked-list", "Write a Python function to reverse a linked list", "How do I reverse a linked list?"],
  ["hello-world", "Write a hello world program in Python", "How do I print Hello, World! in TypeScript?"],
  ["fizzbuzz", "Write FizzBuzz in Python", "Can you implement fizz buzz in JavaScript?"],
  ["palindrome", "Write a function to check if a string is a palindrome", "How do I check for palindromes in TypeScript?"],
  ["anagram", "Write a Python function to check whether two words are anagrams", "anagram checker in JS?"],
  ["fibonacci", "Write a function that returns the nth Fibonacci number", "How do I compute fibonacci(n) in Python?"],
  ["fibonacci-sequence", "Write a Python program that prints the first 10 Fibonacci numbers", "How can I generate the Fibonacci sequence in JavaScript?"],
  ["factorial", "Write a factorial function", "How can I calculate the factorial of a number in Python?"],
  ["is-prime", "Write a function that checks if a number is prime", "How do I test whether a number is prime in JavaScript?"],
  ["primes-up-to", "Write a Python function that returns all prime numbers up to n", "Sieve of Eratosthenes in TypeScript"],
  ["sum-list", "Write a Python function to sum a list of numbers", "How do I get the sum of an array in JavaScript?"],
  ["max-list", "Write a function to find the maximum of a list", "How do I find the largest number in an array in JS?"],
  ["min-list", "Python function that returns the smallest element of a list", "how to find the minimum value in an array with JavaScript"],
  ["sort-list", "Write a Python function to sort a list of numbers", "How do I sort an array of numbers in JavaScript?"],
  ["bubble-sort", "Implement bubble sort in Python", "Write a bubblesort function in TypeScript"],
  ["quicksort", "Write quicksort in Python", "How do I implement quick sort in JavaScript?"],
  ["merge-sort", "Implement merge sort in Python", "Write a mergesort function in JS"],
  ["count-vowels", "Write a function that counts the vowels in a string", "How many vowels are in a word? Show me Python code"],
  ["binary-search", "Write a binary search in Python", "How do I implement binary search in TypeScript?"],
  ["dijkstra", "Write code to demonstrate djikstra's algorithm", "How do I find the shortest path in a weighted graph in JavaScript?"],
  ["remove-duplicates", "Write a Python function to remove duplicates from a list", "How do I remove duplicate values from an array in JavaScript?"],
  ["celsius-to-fahrenheit", "Write a function to convert Celsius to Fahrenheit", "celsius to fahrenheit converter in JavaScript"],
  ["fahrenheit-to-celsius", "Write a Python function to convert Fahrenheit to Celsius", "How do I convert fahrenheit into celsius in TypeScript?"],
  ["word-count", "Write a function to count the words in a string", "word count program in Python"],
  ["word-frequency", "Write a Python function that counts the frequency of each word in a text", "How do I count how many times each word appears in JavaScript?"],
  ["character-frequency", "Write a function to count the occurrences of each character in a string", "character frequency in Python"],
];

/**
 * Each task asked for without a language (the test names one), and what its snippet prints, in
 * Python and in JavaScript (TypeScript prints what JavaScript does).
 */
const RUNS: readonly [CodeTaskId, string, string, string][] = [
  ["reverse-string", "Write a function that reverses a string", "olleh", "olleh"],
  ["reverse-linked-list", "Write a function to reverse a linked list", "3 -> 2 -> 1", "3 -> 2 -> 1"],
  ["hello-world", "Write a hello world program", "Hello, World!", "Hello, World!"],
  ["fizzbuzz", "Write FizzBuzz", "1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz", "1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz"],
  ["palindrome", "Write a palindrome check function", "True", "true"],
  ["anagram", "Write an anagram check function", "True", "true"],
  ["fibonacci", "Write a fibonacci function", "55", "55"],
  ["fibonacci-sequence", "Write code for the fibonacci sequence", "[0, 1, 1, 2, 3, 5, 8, 13, 21, 34]", "0, 1, 1, 2, 3, 5, 8, 13, 21, 34"],
  ["factorial", "Write a factorial function", "120", "120"],
  ["is-prime", "Write a function to check if a number is prime", "True", "true"],
  ["primes-up-to", "Write a function that lists primes up to n", "[2, 3, 5, 7, 11, 13, 17, 19, 23, 29]", "2, 3, 5, 7, 11, 13, 17, 19, 23, 29"],
  ["sum-list", "Write a function for the sum of a list", "14", "14"],
  ["max-list", "Write a function for the largest number in a list", "41", "41"],
  ["min-list", "Write a function for the smallest number in a list", "5", "5"],
  ["sort-list", "Write a function to sort a list of numbers", "[1, 2, 5, 7, 9]", "[ 1, 2, 5, 7, 9 ]"],
  ["bubble-sort", "Write bubble sort code", "[1, 2, 5, 7, 9]", "[ 1, 2, 5, 7, 9 ]"],
  ["quicksort", "Write quicksort code", "[1, 2, 3, 6, 8]", "[ 1, 2, 3, 6, 8 ]"],
  ["merge-sort", "Write merge sort code", "[3, 9, 27, 38, 43]", "[ 3, 9, 27, 38, 43 ]"],
  ["count-vowels", "Write a function to count vowels", "3", "3"],
  ["binary-search", "Write a binary search", "3", "3"],
  ["dijkstra", "Write Dijkstra's algorithm", "{'A': 0, 'B': 1, 'C': 3, 'D': 4}", "{ A: 0, B: 1, C: 3, D: 4 }"],
  ["remove-duplicates", "Write a function to remove duplicates from a list", "[3, 1, 2]", "[ 3, 1, 2 ]"],
  ["celsius-to-fahrenheit", "Write a function to convert celsius to fahrenheit", "212.0", "212"],
  ["fahrenheit-to-celsius", "Write a function to convert fahrenheit to celsius", "100.0", "100"],
  ["word-count", "Write a function to count words", "5", "5"],
  ["word-frequency", "Write a word frequency function", "{'the': 2, 'cat': 1, 'and': 1, 'hat': 1}", "Map(4) { 'the' => 2, 'cat' => 1, 'and' => 1, 'hat' => 1 }"],
  ["character-frequency", "Write a character frequency function", "{'h': 1, 'e': 1, 'l': 2, 'o': 1}", "Map(4) { 'h' => 1, 'e' => 1, 'l' => 2, 'o' => 1 }"],
];

const NAMES: Readonly<Record<CodeLanguage, string>> = { python: "Python", javascript: "JavaScript", typescript: "TypeScript" };

const hasPython = spawnSync("python3", ["--version"]).status === 0;

/** The code of the reply's one fenced block in `language`. */
function snippetIn(reply: string | undefined, language: CodeLanguage): string {
  const fence = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\``).exec(reply ?? "");
  if (!fence) throw new Error(`no ${language} block in: ${reply}`);
  return fence[1]!;
}

/**
 * What each snippet prints, keyed by its code: every snippet of a language runs in one process
 * (a fresh global scope each, as `python3 -c` and `node -e` give it), not one process per snippet,
 * which cost this file most of its time. A snippet that throws prints its error instead.
 */
function runAll(snippets: readonly string[], language: CodeLanguage): Map<string, string> {
  const options = { encoding: "utf8", timeout: 30_000, maxBuffer: 16 * 1024 * 1024 } as const;
  const codes = language === "typescript" ? snippets.map((code) => transformSync(code, { loader: "ts" }).code) : snippets;
  const input = JSON.stringify(codes);
  const printed: string[] = JSON.parse(
    language === "python"
      ? execFileSync("python3", ["-c", PYTHON_RUNNER], { ...options, input })
      : execFileSync(process.execPath, ["-e", NODE_RUNNER], { ...options, input }),
  );
  return new Map(snippets.map((code, i) => [code, printed[i]!.trimEnd()]));
}

/** Runs each snippet of a JSON list read from stdin with `__name__` "__main__"; prints what each printed. */
const PYTHON_RUNNER = String.raw`
import contextlib, io, json, sys
printed = []
for code in json.load(sys.stdin):
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(code, "<snippet>", "exec"), {"__name__": "__main__"})
    except Exception as error:
        out.write("raised " + repr(error))
    printed.append(out.getvalue())
print(json.dumps(printed))
`;

/** The same for JavaScript: each snippet in a new context whose console.log formats as Node's does. */
const NODE_RUNNER = String.raw`
const { format } = require("node:util");
const vm = require("node:vm");
const printed = JSON.parse(require("node:fs").readFileSync(0, "utf8")).map((code) => {
  const lines = [];
  try {
    vm.runInNewContext(code, { console: { log: (...args) => lines.push(format(...args)) } });
  } catch (error) {
    lines.push("threw " + error);
  }
  return lines.join("\n");
});
process.stdout.write(JSON.stringify(printed));
`;

describe("codeTaskOf", () => {
  it("covers every task with two phrasings and one run", () => {
    expect(new Set(PHRASINGS.map(([id]) => id)).size).toBe(PHRASINGS.length);
    expect(RUNS.map(([id]) => id).sort()).toEqual(PHRASINGS.map(([id]) => id).sort());
  });

  it.each(PHRASINGS)("recognises %s from a request and a question", (id, request, question) => {
    expect(codeTaskOf(request)?.id).toBe(id);
    expect(codeTaskOf(question)?.id).toBe(id);
  });

  it("answers in the language the prompt names, and in Python when it names none", () => {
    expect(codeTaskOf("how do I reverse a string in JavaScript?")).toEqual({ id: "reverse-string", language: "javascript" });
    expect(codeTaskOf("reverse a string in node.js")?.language).toBe("javascript");
    expect(codeTaskOf("Write a TypeScript function that reverses a string")?.language).toBe("typescript");
    expect(codeTaskOf("Write a function that reverses a string")).toEqual({ id: "reverse-string", language: "python" });
    expect(codeTaskOf("Write a program to convert 100 °C to Fahrenheit")).toEqual({ id: "celsius-to-fahrenheit", language: "python" });
    // A program by name, asked to be written, is a request for code although it says no "code".
    expect(codeTaskOf("Implement quicksort")).toEqual({ id: "quicksort", language: "python" });
    // A linked list is taught in JavaScript first.
    expect(codeTaskOf("How do I reverse a linked list?")).toEqual({ id: "reverse-linked-list", language: "javascript" });
  });

  it.each([
    "Write a Python function that parses invoices",
    "Write a function to reverse a doubly linked list",
    "Reverse the words in a sentence in Python",
    "What is a palindrome?", // no code asked for
    "Write a palindrome",
    "What is quicksort?",
    "Write a haiku about quicksort",
    "Write a poem about prime numbers",
    "Write a Rust function that reverses a string", // a language without snippets
    "Write a Java method to reverse a string",
    "Reverse a string in C",
    "Write a SQL query to remove duplicate rows",
    "How do I implement a binary search tree in Python?",
    "Sort a list of dictionaries by key in Python",
    "Find the second largest number in a list in Python",
    "Write code for a todo app",
  ])("falls through for another request: %s", (prompt) => {
    expect(codeTaskOf(prompt)).toBeUndefined();
    expect(codeTaskReply(prompt, seededRandom(1))).toBeUndefined();
  });
});

describe("codeTaskReply", () => {
  it("answers with an intro, the fenced snippet and how it works", () => {
    const reply = codeTaskReply("Write a Python function that reverses a string", seededRandom(1))!;
    const [intro, ...rest] = reply.split("\n\n```python\n");
    expect(intro).toMatch(/^(Here's how to|Sure! Here's a simple way to|You can) reverse a string in Python/);
    const [code, explanation] = rest.join("").split("\n```\n\n");
    expect(code).toContain('def reverse_string(text: str) -> str:\n    """Return text with its characters in reverse order."""\n    return text[::-1]');
    expect(code).toContain('print(reverse_string("hello"))  # olleh');
    expect(explanation).toMatch(/^The slice `\[::-1\]`/);
  });

  it("is the same for the same seed, and varies only its intro across seeds", () => {
    const prompt = "How do I implement binary search in TypeScript?";
    expect(codeTaskReply(prompt, seededRandom(7))).toBe(codeTaskReply(prompt, seededRandom(7)));
    const replies = Array.from({ length: 20 }, (_, seed) => codeTaskReply(prompt, seededRandom(seed))!);
    expect(new Set(replies.map((reply) => reply.split("\n\n")[0])).size).toBe(3);
    expect(new Set(replies.map((reply) => reply.slice(reply.indexOf("```")))).size).toBe(1);
  });

  it("writes TypeScript with types, not JavaScript under another name", () => {
    for (const [, ask] of RUNS) {
      const code = snippetIn(codeTaskReply(`${ask} in TypeScript`, seededRandom(1)), "typescript");
      expect(code, ask).toMatch(/:\s*(string|number|boolean|void|T)\b/);
    }
  });
});

describe("the snippets run and print what their usage line says", () => {
  const snippetOf = (ask: string, language: CodeLanguage) => snippetIn(codeTaskReply(`${ask} in ${NAMES[language]}`, seededRandom(1)), language);
  // A task answered in another language when none is named (a linked list: JavaScript) is asked in Python.
  const pythonSnippetOf = (ask: string) => snippetIn(codeTaskReply(codeTaskOf(ask)?.language === "python" ? ask : `${ask} in Python`, seededRandom(1)), "python");
  const printed = new Map<CodeLanguage, Map<string, string>>();

  beforeAll(() => {
    for (const language of ["javascript", "typescript"] as const) printed.set(language, runAll(RUNS.map(([, ask]) => snippetOf(ask, language)), language));
    if (hasPython) printed.set("python", runAll(RUNS.map(([, ask]) => pythonSnippetOf(ask)), "python"));
  });

  it.each(RUNS)("%s in JavaScript and TypeScript", (id, ask, _python, expected) => {
    for (const language of ["javascript", "typescript"] as const) {
      expect(printed.get(language)!.get(snippetOf(ask, language)), `${id} in ${language}`).toBe(expected);
    }
  });

  it.skipIf(!hasPython).each(RUNS)("%s in Python", (id, ask, expected) => {
    expect(printed.get("python")!.get(pythonSnippetOf(ask)), id).toBe(expected);
  });
});

describe("through composeReply with the known replies", () => {
  const ask = (content: string, known = true) => composeReply([{ role: "user", content }], seededRandom(1), known ? knownReply : undefined);

  it("writes the function asked for, not an unrelated template", () => {
    const reply = ask("Write a Python function that reverses a string");
    expect(reply).toContain("```python\ndef reverse_string(text: str) -> str:");
    expect(reply).not.toMatch(/Counter|count_/);
    expect(ask("how do I reverse a string in JavaScript?")).toContain('console.log(reverseString("hello")); // olleh');
  });

  it("is not taken for small talk, a fact or a text task: every phrasing gets its program", () => {
    for (const [, ...prompts] of PHRASINGS) for (const prompt of prompts) expect(ask(prompt), prompt).toBe(codeTaskReply(prompt, seededRandom(1)));
  });

  it("leaves other requests for code to the skeleton named from the ask", () => {
    for (const prompt of ["Write a Python function that parses invoices", "How do I implement a binary search in Rust?", "Write code for a todo app"]) {
      expect(codeTaskOf(prompt), prompt).toBeUndefined();
      expect(ask(prompt), prompt).toMatch(/skeleton[\s\S]*TODO: /);
    }
    expect(ask("How do I implement a binary search in Rust?")).toContain("```rust\n");
  });
});
