import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeFixReply } from "./code-fixes.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("fixing the code a prompt contains", () => {
  it("closes the for header, declares the loop variable and says what was wrong", () => {
    const reply = ask("Fix this code: for (i = 0; i < 10; i++ { console.log(i) }");
    expect(reply).toContain("```javascript\nfor (let i = 0; i < 10; i++) {\n  console.log(i)\n}\n```");
    expect(reply).toContain("The `for` header is missing its closing parenthesis: `i++)`.");
    expect(reply).toContain("declare it with `let i`");
    expect(reply).not.toMatch(/moving_average|```python/);
  });

  it("reads the code after a question", () => {
    expect(ask("What's wrong with this code? while (x < 5 { x++ }")).toContain("The `while` header is missing its closing parenthesis: `5)`.");
  });

  it("replaces a wrong closer and adds a missing one", () => {
    expect(codeFixReply("Fix this code: console.log([1, 2, 3)")).toContain("```javascript\nconsole.log([1, 2, 3])\n```");
    expect(codeFixReply("Fix this code: if (x > 1) { y() } }")).toContain("There is an extra `}`");
    expect(codeFixReply("Fix this code:\nconst nums = [1, 2, 3;\nnums.forEach((n) => console.log(n));")).toContain("```javascript\nconst nums = [1, 2, 3];\nnums.forEach");
  });

  it("adds a Python block header's missing colon", () => {
    const reply = codeFixReply("Fix this code:\ndef double(x)\n    return x * 2");
    expect(reply).toContain("```python\ndef double(x):\n    return x * 2\n```");
    expect(reply).toContain("The `def` line is missing its colon");
  });

  it("says so when it finds nothing, gives the code back laid out and asks for the error", () => {
    const reply = codeFixReply("Debug this: const total = items.reduce((sum, x) => sum + x, 0); console.log(total);")!;
    expect(reply).toMatch(/^I don't see a syntax problem/);
    expect(reply).toContain("```javascript\nconst total = items.reduce((sum, x) => sum + x, 0);\nconsole.log(total);\n```");
    expect(reply).toMatch(/What goes wrong when you run it\?/);
  });

  it("finds a logic bug when the syntax is fine: the off-by-one loop, a function doing the opposite of its name", () => {
    const reply = ask("Fix the bug: for (let i = 0; i <= arr.length; i++) { console.log(arr[i]) }");
    expect(reply).toMatch(/^The loop runs one step too far: `i <= arr.length` should be `i < arr.length`\./);
    expect(reply).toContain("reads `arr[arr.length]`, which is `undefined`");
    expect(reply).toContain("```javascript\nfor (let i = 0; i < arr.length; i++) {\n  console.log(arr[i])\n}\n```");
    expect(reply).not.toMatch(/I don't see a syntax problem/);
    expect(codeFixReply("What's wrong with this code? function isEven(n) { return n % 2 === 1 }")).toContain("```javascript\nfunction isEven(n) {\n  return n % 2 === 0\n}\n```");
  });

  it("is not asked without code or without a request to fix", () => {
    expect(codeFixReply("How do I fix a flat tire?")).toBeUndefined();
    expect(codeFixReply("Explain this code: for (let i = 0; i < 3; i++) {}")).toBeUndefined();
    expect(codeFixReply("Correct the grammar: 'me and him goes to the store (yesterday)'")).toBeUndefined();
    expect(codeFixReply("Fix this sentence: I will return tomorrow; maybe.")).toBeUndefined();
  });

  it("reads the code from a fenced block", () => {
    const reply = codeFixReply("Can you fix my code?\n```python\nfor item in items\n    print(item)\n```");
    expect(reply).toContain("```python\nfor item in items:\n    print(item)\n```");
  });
});
