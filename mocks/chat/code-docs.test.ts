import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeDocsReply } from "./code-docs.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("pasted code documented: JSDoc, docstrings and comments", () => {
  it.each([
    [
      "Add JSDoc comments to this function: function add(a, b) { return a + b }",
      "```javascript\n/**\n * Returns the sum of `a` and `b`.\n *\n * @param {number} a The first number.\n * @param {number} b The second number.\n * @returns {number} The sum of `a` and `b`.\n */\nfunction add(a, b) {\n  return a + b\n}\n```",
    ],
    [
      "Document this Python function: def area(r): return 3.14159 * r * r",
      '```python\ndef area(r):\n    """Return the area of a circle of radius r (π·r²).\n\n    Args:\n        r (float): The radius of the circle.\n\n    Returns:\n        float: The area of a circle of radius r.\n    """\n    return 3.14159 * r * r\n```',
    ],
    [
      "Add a docstring to this:\n```python\ndef is_even(n):\n    return n % 2 == 0\n```",
      '    """Check whether n is even.\n\n    Args:\n        n (int): The number.\n\n    Returns:\n        bool: True if n is even, otherwise False.\n    """\n    return n % 2 == 0',
    ],
    ["Write JSDoc for: const isAdult = (age) => age >= 18", "/**\n * Checks whether `age` is adult.\n *\n * @param {number} age The age.\n * @returns {boolean} `true` if `age` is adult, otherwise `false`.\n */\nconst isAdult = (age) => age >= 18"],
  ])("answers %j with the code and its doc block, not a skeleton", (prompt, expected) => {
    const reply = ask(prompt);
    expect(reply).toContain(expected);
    expect(reply).not.toMatch(/What should the code do|NotImplementedError/);
  });

  it("writes a NumPy-style docstring when NumPy is named, and an f-string's braces still read as Python", () => {
    const reply = codeDocsReply("Add NumPy docstrings: def greet(name): return f'Hello {name}'")!;
    expect(reply).toContain('def greet(name):\n    """Greet name.\n\n    Parameters\n    ----------\n    name\n        The name.');
    expect(reply).toContain("```python");
  });

  it("comments each statement it can read when comments are asked for, and documents the function", () => {
    const reply = ask("Add comments to this code: function sum(arr) { let total = 0; for (const x of arr) { total += x } return total }");
    expect(reply).toContain("  // Sets total to 0\n  let total = 0;\n  // Loops over each element x of arr\n  for (const x of arr) {\n    // Adds x to total\n    total += x\n  }");
    expect(reply).toContain("/**\n * Sums `arr`.\n *\n * @param {unknown[]} arr The items.");
  });

  it("documents every function pasted, an async one returning a promise, and says which types it could not tell", () => {
    const reply = codeDocsReply("Add JSDoc:\n```js\nconst fetchUser = async (id) => {\n  const res = await fetch(`/api/users/${id}`);\n  return res.json();\n}\nfunction multiply(a, b) { return a * b }\n```")!;
    expect(reply).toContain("/**\n * Fetches the user.\n *\n * @param {*} id The ID.\n * @returns {Promise<*>} The result.\n */\nconst fetchUser = async (id) => {");
    expect(reply).toContain("/**\n * Returns the product of `a` and `b`.");
    expect(reply).toContain("The code doesn't show the type of `id`, so I wrote `*`");
  });

  it.each(["Explain the comments in this code: function f(x) { return x }", "What is JSDoc?", "Remove the comments from this code: function f(x) { // hi\n return x }", "Fix this code: // comment\nlet x = [1, 2;"])(
    "leaves %j to others",
    (prompt) => {
      expect(codeDocsReply(prompt)).toBeUndefined();
    },
  );
});
