import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeComplexityReply } from "./code-complexity.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("time complexity of pasted code and of well-known algorithms", () => {
  it.each([
    ["What is the time complexity of this code: for (let i = 0; i < n; i++) { for (let j = 0; j < n; j++) { sum += i * j } }", /^This is \*\*O\(n²\)\*\* time, where n is `n`: the loops are nested two deep/],
    [
      "What's the time complexity of this? function hasDuplicates(arr) { for (let i = 0; i < arr.length; i++) { for (let j = i + 1; j < arr.length; j++) { if (arr[i] === arr[j]) return true } } return false }",
      /^This is \*\*O\(n²\)\*\* time, where n is the length of `arr`.*n\(n−1\)\/2 times.*A `Set` \(or `Map`\)/s,
    ],
    ["Big O of this: function sum(arr) { let t = 0; for (const x of arr) { t += x } return t }", /^This is \*\*O\(n\)\*\* time, where n is the length of `arr`/],
    ["Time complexity? for (let i = 1; i < n; i *= 2) { console.log(i) }", /^This is \*\*O\(log n\)\*\* time/],
    ["What is the time complexity of this code:\n```python\ndef f(items):\n    for x in items:\n        if x in items[1:]:\n            return True\n    return False\n```", /^This is \*\*O\(n²\)\*\* time, where n is the length of `items`: the loop runs n times, and the lookup inside it/],
    ["What is the time complexity of this: function fib(n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2) }", /^This is \*\*O\(2ⁿ\)\*\* time: `fib` calls itself twice/],
    ["What is the time complexity of binary search?", /^Binary search is \*\*O\(log n\)\*\* time/],
    ["Time complexity of quicksort", /^Quicksort is \*\*O\(n log n\)\*\* time on average and \*\*O\(n²\)\*\* in the worst case/],
    ["What's the big O of merge sort?", /^Merge sort is \*\*O\(n log n\)\*\* time in every case/],
  ])("answers %j with its Big-O and why", (prompt, expected) => {
    expect(ask(prompt)).toMatch(expected);
  });

  it.each(["What is the complexity of this code: const x = 1;", "What is the complexity of the tax code?", "Explain this code: for (let i = 0; i < n; i++) { }"])("leaves %j to others", (prompt) => {
    expect(codeComplexityReply(prompt)).toBeUndefined();
  });
});
