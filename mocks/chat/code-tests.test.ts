import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeTestReply } from "./code-tests.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("tests written for the function a prompt gives", () => {
  it("Vitest tests that call isEven by its name with right expected values, not a Python skeleton", () => {
    const reply = ask("Write unit tests for this function: function isEven(n) { return n % 2 === 0 }");
    expect(reply).toContain('```js\nimport { describe, it, expect } from "vitest";\nimport { isEven } from "./isEven";');
    expect(reply).toContain("expect(isEven(4)).toBe(true);");
    expect(reply).toContain("expect(isEven(7)).toBe(false);");
    expect(reply).toContain("expect(isEven(0)).toBe(true);");
    expect(reply).not.toMatch(/unit_tests_for|NotImplementedError|```python/);
  });

  it("works out a one-line arithmetic body's expected values, in the framework named", () => {
    const reply = codeTestReply("Write jest tests for: const area = (w, h) => w * h / 2")!;
    expect(reply).toMatch(/^Here are Jest tests for `area`/);
    expect(reply).not.toContain('from "vitest"');
    expect(reply).toContain("expect(area(2, 3)).toBe(3);");
    expect(reply).toContain("expect(area(10, 4)).toBe(20);");
    expect(reply).toContain("expect(area(7, 1)).toBeCloseTo(3.5);");
  });

  it("pytest for Python, and says the tests will catch the bug the code has", () => {
    const reply = ask("Write tests for this:\ndef add(a, b):\n    return a - b");
    expect(reply).toContain("from add import add");
    expect(reply).toContain("def test_add_1():\n    # returns 5 for 2, 3\n    assert add(2, 3) == 5");
    expect(reply).toContain("These tests will fail on the code as written, and they should: `add` subtracts");
  });

  it("unittest when asked, with Python's True and False", () => {
    const reply = codeTestReply("Write unit tests with unittest:\ndef is_prime(n):\n    return n > 1 and all(n % d for d in range(2, n))")!;
    expect(reply).toContain("class TestIsPrime(unittest.TestCase):");
    expect(reply).toContain("self.assertEqual(is_prime(17), True)");
    expect(reply).toContain("self.assertEqual(is_prime(1), False)");
  });

  it("gives placeholders, and says so, where it cannot know the expected values", () => {
    const reply = codeTestReply("Can you write tests for this function? function greet(name) { return 'Hi ' + name }")!;
    expect(reply).toContain("each case has an `expected:` placeholder for you to fill in");
    expect(reply).toContain("// expected: fill in what greet should return here");
    expect(reply).toContain("expect(greet(name))");
  });

  it("reads reverse as text only when the code reverses text", () => {
    expect(codeTestReply("Write tests for: function reverse(str) { return str.split('').reverse().join('') }")).toContain('expect(reverse("hello")).toBe("olleh");');
    expect(codeTestReply("Write tests for: function reverse(items) { return [...items].reverse() }")).toContain("placeholder");
  });

  it.each([
    [
      "Write unit tests for: function add(a, b) { return a + b }\nfunction isEven(n) { return n % 2 === 0 }",
      ['import { add, isEven } from "./functions";', 'describe("add", () => {', "expect(add(2, 3)).toBe(5);", 'describe("isEven", () => {', "expect(isEven(7)).toBe(false);", "exports `add` and `isEven` (and export them there)"],
    ],
    [
      "Write jest tests for these:\n```js\nexport function isPrime(n) { return n > 1 }\nexport const area = (w, h) => w * h / 2\nexport function slugify(text) { return text.toLowerCase() }\n```",
      ['import { isPrime, area, slugify } from "./functions";', "expect(isPrime(17)).toBe(true);", "expect(area(2, 3)).toBe(3);", 'expect(slugify("Hello World")).toBe("hello-world");', "- `area`: `w * h / 2` worked out for each input"],
    ],
    [
      "Write pytest tests for this module:\n```python\ndef factorial(n):\n    return 1 if n <= 1 else n * factorial(n - 1)\n\ndef greet(name):\n    return f'Hello {name}'\n```",
      ["from functions import factorial, greet  # the module that defines them", "assert factorial(5) == 120", "def test_greet_typical_input():", "- `greet`: I can't tell from the code alone what it should return"],
    ],
  ])("tests every function pasted, not only the first: %j", (prompt, expected) => {
    const reply = ask(prompt);
    for (const part of expected) expect(reply).toContain(part);
  });

  it("is not asked without a function", () => {
    expect(codeTestReply("How do I write unit tests in Jest?")).toBeUndefined();
    expect(codeTestReply("Write a test plan for our release")).toBeUndefined();
  });
});
