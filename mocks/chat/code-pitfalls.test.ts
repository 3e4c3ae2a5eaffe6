import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codePitfallReply } from "./code-pitfalls.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("JavaScript gotchas in pasted code, explained and fixed", () => {
  it.each([
    [
      "Why is this returning undefined: function f() { [1,2].forEach(x => { return x }) }",
      "it returns from that callback, not from `f`",
      "```javascript\nfunction f() {\n  return [1,2];\n}\n```",
    ],
    [
      "Why does findUser return undefined? function findUser(users, id) { users.forEach(u => { if (u.id === id) return u }) }",
      "`forEach` ignores what its callback returns",
      "function findUser(users, id) {\n  return users.find((u) => u.id === id);\n}",
    ],
    [
      "Why does this print 3 3 3: for (var i = 0; i < 3; i++) { setTimeout(() => console.log(i), 100) }",
      "by then `i` is `3`, so each one logs `3`",
      "```javascript\nfor (let i = 0; i < 3; i++) {\n  setTimeout(() => console.log(i), 100)\n}\n```",
    ],
    [
      "What's wrong with this code: for (var i = 0; i < 3; i++) { setTimeout(() => console.log(i), 100) }",
      "keeps its own `i` (0, 1, 2)",
      "for (let i = 0; i < 3; i++) {",
    ],
    [
      "Fix this code: const nums = [1, 2, 3]; const doubled = nums.map(n => { n * 2 })",
      "the callback returns `undefined`, and `map` gives an array of `undefined`",
      "const doubled = nums.map(n => n * 2)",
    ],
    [
      "Why does this return a Promise: async function getData() { return 5 } console.log(getData())",
      "an async function always returns a **Promise**",
      "getData().then((value) => console.log(value))",
    ],
    ["Why does [1, 10, 2].sort() return [1, 10, 2]?", "converts the elements to strings", "```javascript\n[1, 10, 2].sort((a, b) => a - b)\n```"],
    ["Why does this sort wrong: const nums = [10, 1, 5]; nums.sort(); console.log(nums)", "`[10, 1, 5].sort()` gives `[1, 10, 5]`", "nums.sort((a, b) => a - b);"],
    ["Why does this not work: if (arr == []) { console.log('empty') }", "so the comparison is always false", "if (arr.length === 0) {"],
    ["Why is this.name undefined: const obj = { name: 'A', greet: () => console.log(this.name) }", "an arrow function has no `this` of its own", "greet() { console.log(this.name) }"],
    ["Why does this print undefined: const user = { name: 'Ann' }; console.log(user.Name)", "Property names are case-sensitive: `user` has `name`", "console.log(user.name)"],
    [
      "Why does this Python code fail: def add(items=[]): items.append(1); return items",
      "is evaluated once, when `def` runs, not on each call",
      "```python\ndef add(items=None):\n    if items is None:\n        items = []\n    items.append(1)\n    return items\n```",
    ],
    [
      "Why does my list keep growing between calls?\n```python\ndef remember(x, seen=[]):\n    seen.append(x)\n    return seen\n```",
      "every call that leaves `seen` out shares the same list",
      "def remember(x, seen=None):\n    if seen is None:\n        seen = []\n    seen.append(x)",
    ],
  ])("answers %j with the cause and the fixed code", (prompt, cause, fixed) => {
    const reply = ask(prompt);
    expect(reply).toContain(cause);
    expect(reply).toContain(fixed);
  });

  it.each(["Fix this code: for (let i = 0; i < 3; i++) { console.log(i) }", "Explain this code: const double = (n) => n * 2", "Why use async/await?"])("leaves %j to others", (prompt) => {
    expect(codePitfallReply(prompt)).toBeUndefined();
  });
});
