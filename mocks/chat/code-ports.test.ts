import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codePortReply } from "./code-ports.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("pasted code converted between JavaScript and Python", () => {
  it.each([
    ["Convert this to Python: function add(a, b) { return a + b }", "```python\ndef add(a, b):\n    return a + b\n```"],
    ["Rewrite this Python in JavaScript: def greet(name): return f'Hello {name}'", "```javascript\nfunction greet(name) {\n  return `Hello ${name}`;\n}\n```"],
    ["Convert to Python: const double = (x) => x * 2", "def double(x):\n    return x * 2"],
    ["Translate this to JavaScript: def is_adult(age): return age >= 18 and age is not None", "function is_adult(age) {\n  return age >= 18 && age !== null;\n}"],
  ])("answers %j with the code in the other language, not a skeleton", (prompt, expected) => {
    const reply = ask(prompt);
    expect(reply).toContain(expected);
    expect(reply).not.toMatch(/What should the code do|NotImplementedError/);
  });

  it("converts loops over a range and an array, if/else if/else, console.log, template strings, objects and map to Python", () => {
    const reply = codePortReply(
      "Convert this JavaScript to Python:\n```js\nfunction fizzBuzz(n) {\n  for (let i = 1; i <= n; i++) {\n    if (i % 15 === 0) {\n      console.log('FizzBuzz');\n    } else if (i % 3 === 0) {\n      console.log('Fizz');\n    } else {\n      console.log(i);\n    }\n  }\n}\nconst user = { name: 'Ann', age: 30 };\nconst names = users.map(u => u.name);\nfor (const name of names) {\n  console.log(`Hi ${user.name}`, names.length, !done);\n}\n```",
    )!;
    expect(reply).toContain(
      "def fizzBuzz(n):\n    for i in range(1, n + 1):\n        if i % 15 == 0:\n            print('FizzBuzz')\n        elif i % 3 == 0:\n            print('Fizz')\n        else:\n            print(i)\n\n\nuser = {\"name\": 'Ann', \"age\": 30}\nnames = [u.name for u in users]\nfor name in names:\n    print(f\"Hi {user['name']}\", len(names), not done)",
    );
  });

  it("converts a Python function, a comprehension over a range and a join to JavaScript, declaring variables", () => {
    const reply = codePortReply(
      "Translate to JavaScript:\n```python\ndef total(items):\n    result = 0\n    for item in items:\n        if item > 0:\n            result += item\n    return result\n\nevens = [x for x in range(10) if x % 2 == 0]\nfor i in range(3):\n    print(i, len(evens))\nprint(', '.join(names))\n```",
    )!;
    expect(reply).toContain(
      "function total(items) {\n  let result = 0;\n  for (const item of items) {\n    if (item > 0) {\n      result += item;\n    }\n  }\n  return result;\n}\nconst evens = [...Array(10).keys()].filter((x) => x % 2 === 0);\nfor (let i = 0; i < 3; i++) {\n  console.log(i, evens.length);\n}\nconsole.log(names.join(', '));",
    );
  });

  it("marks what it does not convert as TODO and says so, rather than guessing", () => {
    const reply = codePortReply("Convert this to Python:\n```js\nclass Cat {}\nconst n = 1;\n```")!;
    expect(reply).toContain("# TODO: not converted: class Cat {}\nn = 1");
    expect(reply).toContain("I didn't convert one line (`class Cat {}`)");
  });

  it.each(["Convert this to TypeScript: function add(a, b) { return a + b }", "Convert this to Python: def f(x): return x", "How do I learn Python?", "Translate to Spanish: hello"])("leaves %j to others", (prompt) => {
    expect(codePortReply(prompt)).toBeUndefined();
  });
});
