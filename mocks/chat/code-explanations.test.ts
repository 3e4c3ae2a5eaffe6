import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeExplanationReply } from "./code-explanations.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("explaining the code a prompt gives", () => {
  it("explains a reduce that sums, naming the code's own identifiers, instead of asking what to write", () => {
    const reply = ask("Explain this code: const x = arr.reduce((a, b) => a + b, 0);");
    expect(reply).toMatch(/adds up the elements of `arr`/);
    expect(reply).toContain("running total `a` that starts at `0`");
    expect(reply).toContain("stored in `x`");
    expect(reply).not.toMatch(/Happy to write|What should the code do|```/);
  });

  it("reads a recursive Python function, its base case and what it computes", () => {
    const reply = ask("What does this function do?\n```python\ndef f(n): return 1 if n < 2 else n * f(n-1)\n```");
    expect(reply).toContain("defines a function `f` taking `n` that returns `1` when `n < 2`, and otherwise `n * f(n-1)`");
    expect(reply).toMatch(/`f` is recursive/);
    expect(reply).toMatch(/factorial/);
    expect(reply).not.toMatch(/def \w+\(data\)|NotImplementedError/);
  });

  it("says why a function prints undefined and gives it back with its return", () => {
    const reply = ask("Why does this code print undefined? function getName() { const user = { name: 'Ann' }; user.name; } console.log(getName());");
    expect(reply).toContain("It prints `undefined` because `getName` never returns anything");
    expect(reply).toContain("```javascript\nfunction getName() {\n  const user = { name: 'Ann' };\n  return user.name;\n}\nconsole.log(getName());\n```");
    expect(reply).not.toMatch(/print_undefined|skeleton/);
  });

  it("explains a regex part by part, with an example it really matches", () => {
    const reply = ask("Explain this regex: ^\\d{3}-\\d{4}$");
    expect(reply).toContain("- `\\d{3}`: a digit (0–9), exactly 3 times\n- `-`: a literal `-`\n- `\\d{4}`: a digit (0–9), exactly 4 times");
    expect(reply).toMatch(/anchored with `\^` and `\$`/);
    const example = /it matches `([^`]+)`/.exec(reply)![1]!;
    expect(/^\d{3}-\d{4}$/.test(example)).toBe(true);
    expect(codeExplanationReply("Explain the regex /^[a-z0-9_-]{3,16}$/i")).toContain("one character from a–z, 0–9, `_` or `-`, 3 to 16 times");
    expect(codeExplanationReply("What does this regex match? (?:\\+1)?\\d{10}")).toContain("a group, not captured (a literal `+`, then a literal `1`), optional");
  });

  it("walks through async code, fetch, filter and map line by line", () => {
    const reply = ask('Explain this code:\n```js\nasync function loadUsers() {\n  const response = await fetch("/api/users");\n  const users = await response.json();\n  const active = users.filter((u) => u.active);\n  return active.map((u) => u.name);\n}\n```');
    expect(reply).toContain("defines an async function `loadUsers`");
    expect(reply).toContain('sends an HTTP request to `"/api/users"` with `fetch`');
    expect(reply).toContain("parsed as JSON, and stores the result in `users`");
    expect(reply).toContain("the elements `u` of `users` for which `u.active` is true");
  });

  it("reads React state, a Python loop and a SQL query's clauses", () => {
    expect(ask("What does this do? const [count, setCount] = useState(0);")).toMatch(/^This JavaScript line declares React state: `count` starts as `0`, and calling `setCount`/);
    const python = ask("Explain this Python code:\n```python\ntotal = 0\nfor i in range(10):\n    if i % 2 == 0:\n        total += i\nprint(total)\n```");
    expect(python).toContain("- `for i in range(10):` loops with `i` over `range(10)`");
    expect(python).toContain("- `total += i` adds `i` to `total`.");
    const sql = ask("Explain this SQL: SELECT c.name, COUNT(o.id) AS orders FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.name ORDER BY orders DESC LIMIT 10;");
    expect(sql).toContain("`LEFT JOIN` matches each row with the rows of `orders o` where `o.customer_id = c.id`");
    expect(sql).toContain("`LIMIT` returns only the first 10 rows.");
  });

  it("reads a recursive lambda, an unassigned map and an array push", () => {
    const fib = ask("Explain what this does: fib = lambda n: n if n < 2 else fib(n-1) + fib(n-2)");
    expect(fib).toMatch(/^This Python line defines a function `fib` with a `lambda`, taking `n`/);
    expect(fib).toMatch(/Fibonacci/);
    expect(ask("What does this JavaScript do? [1, 2, 3].map(x => x * 2)")).toBe("This JavaScript line builds a new array with `map`: `x * 2` for each element `x` of `[1, 2, 3]`, leaving `[1, 2, 3]` unchanged.");
    expect(ask("What is the output of this code? let a = [1,2,3]; a.push(4); console.log(a.length);")).toContain("- `a.push(4);` adds `4` to the end of the array `a`.");
  });

  it("walks a long snippet through up to 30 lines and says where it stopped", () => {
    const code = Array.from({ length: 45 }, (_, i) => `const v${i} = ${i};`).join("\n");
    const reply = ask(`Explain this code:\n\`\`\`js\n${code}\n\`\`\``);
    expect(reply).toContain("- `const v29 = 29;` sets `v29` to `29`.");
    expect(reply).not.toContain("`v30`");
    expect(reply).toMatch(/That covers the first 30 lines I can read/);
  });

  it("says so rather than inventing when it cannot read what the code does", () => {
    const reply = ask("Explain this code: foo(bar(baz));");
    expect(reply).toMatch(/^I can't say for certain what this JavaScript code does/);
    expect(reply).toContain("it calls `foo` and `bar`");
  });

  it("leaves questions without code, and code to fix, to the other replies", () => {
    for (const prompt of ["Explain recursion", "What is a regex?", "What does HTTP stand for?", "Fix this code: for (i = 0; i < 10; i++ { console.log(i) }", "What's wrong with this code? while (x < 5 { x++ }", "Explain this quote: I came; I saw; I conquered"]) {
      expect(codeExplanationReply(prompt), prompt).toBeUndefined();
    }
  });
});
