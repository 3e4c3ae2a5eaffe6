import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeReviewReply } from "./code-reviews.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("reviewing the code a prompt gives", () => {
  it("finds that add subtracts, says why, and gives the improved version instead of offering to write Python", () => {
    const reply = ask("Review this code: function add(a, b) { return a - b }");
    expect(reply).toMatch(/^`add` takes `a` and `b` and returns `a - b`\./);
    expect(reply).toContain("`add` subtracts: it returns `a - b`, but its name says it adds, so it should return `a + b`.");
    expect(reply).toContain("`add(5, 3)` would give 2 instead of 8");
    expect(reply).toContain("declare `a` and `b` as `number`");
    expect(reply).toContain("**Improved version**\n\n```javascript\nfunction add(a, b) {\n  return a + b\n}\n```");
    expect(reply).not.toMatch(/Happy to write|What should the code do/);
  });

  it("says correct code looks correct, with small suggestions and no invented bug", () => {
    const reply = ask("Any improvements? const isEven = (n) => n % 2 === 0");
    expect(reply).toContain("This looks correct: I don't see a bug in it.");
    expect(reply).not.toMatch(/\*\*Issues\*\*|\*\*Improved version\*\*/);
    expect(reply).toContain("declare `n` as `number`");
  });

  it("names the edge case the code's operations have: reduce of an empty array", () => {
    const reply = ask("Can you review this function?\n```js\nfunction sum(nums) {\n  return nums.reduce((a, b) => a + b)\n}\n```");
    expect(reply).toContain("`reduce` without an initial value throws a `TypeError` on an empty array");
    expect(codeReviewReply("Review this code: function sum(nums) { return nums.reduce((a, b) => a + b, 0) }")).not.toContain("without an initial value");
  });

  it("reviews Python: a mutable default argument, fixed the Python way", () => {
    const reply = codeReviewReply("Review this code:\ndef append_to(x, items=[]):\n    items.append(x)\n    return items")!;
    expect(reply).toContain("The default `items=[]` is created once, when the function is defined");
    expect(reply).toContain("```python\ndef append_to(x, items=None):\n    if items is None:\n        items = []\n    items.append(x)\n    return items\n```");
  });

  it("notes == as a suggestion, not as a bug, and uses === in the improved version", () => {
    const reply = codeReviewReply("Review this code: function same(a, b) { if (a == b) { return true } return false }")!;
    expect(reply).toContain("This looks correct");
    expect(reply).toContain("`==` converts its operands before comparing");
    expect(reply).toContain("if (a === b)");
  });

  it("reads the ask, not the code: a function named describe is reviewed, a comment saying improve asks for no review", () => {
    expect(ask("Review this code: function describe(user) { return user.name + ' is ' + user.age }")).toMatch(/^`describe` takes `user`/);
    expect(codeReviewReply("Explain this code: function f(x) { return x * 2 } // improve later")).toBeUndefined();
  });

  it("is not asked without code, or for prose", () => {
    expect(codeReviewReply("How can I improve my sleep?")).toBeUndefined();
    expect(codeReviewReply("Review my essay: The war (1914) ended; peace came.")).toBeUndefined();
    expect(codeReviewReply("Can you review my code?")).toBeUndefined();
    expect(ask("Can you review my code?")).toMatch(/paste the code/);
  });
});
