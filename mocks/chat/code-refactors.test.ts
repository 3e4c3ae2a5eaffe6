import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeRefactorReply } from "./code-refactors.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("pasted JavaScript refactored as asked", () => {
  it.each([
    [
      "Refactor this to use async/await: fetch(url).then(r => r.json()).then(data => console.log(data))",
      "```javascript\nasync function main() {\n  const r = await fetch(url);\n  const data = await r.json();\n  console.log(data);\n}\n```",
    ],
    [
      "Rewrite with async await:\n```js\nfunction getUser(id) {\n  return fetch(`/api/users/${id}`)\n    .then((res) => res.json())\n    .then((user) => user.name)\n    .catch((err) => console.error(err));\n}\n```",
      "async function getUser(id) {\n  try {\n    const res = await fetch(`/api/users/${id}`);\n    const user = await res.json();\n    return user.name;\n  } catch (err) {\n    console.error(err);\n  }\n}",
    ],
    ["Convert this to an arrow function: function square(x) { return x * x }", "```javascript\nconst square = (x) => x * x;\n```"],
    ["Convert to arrow function: export default function greet(name) { const msg = 'Hi ' + name; return msg }", "const greet = (name) => {\n  const msg = 'Hi ' + name;\n  return msg\n};\nexport default greet;"],
    ["Simplify this code: if (x === true) { return true } else { return false }", "```javascript\nreturn x === true;\n```\n\nIf `x` is always a boolean, `=== true` adds nothing either: `return x;`."],
    [
      "Optimize this function: function hasDuplicates(arr) { for (let i = 0; i < arr.length; i++) { for (let j = i + 1; j < arr.length; j++) { if (arr[i] === arr[j]) return true } } return false }",
      "```javascript\nfunction hasDuplicates(arr) {\n  return new Set(arr).size !== arr.length;\n}\n```",
    ],
    [
      "Add error handling to this code: const data = await fetch(url).then(r => r.json())",
      "```javascript\ntry {\n  const r = await fetch(url);\n  if (!r.ok) throw new Error(`HTTP ${r.status}`);\n  const data = await r.json();\n} catch (error) {\n  console.error(\"Request failed:\", error);",
    ],
    ["Simplify: function isAdult(age) { if (age >= 18) { return true } else { return false } }", "function isAdult(age) {\n  return age >= 18;\n}"],
  ])("answers %j with the refactored code, not a skeleton", (prompt, expected) => {
    const reply = ask(prompt);
    expect(reply).toContain(expected);
    expect(reply).not.toMatch(/What should the code do|NotImplementedError|skeleton/);
  });

  it("says what an arrow function does differently", () => {
    expect(codeRefactorReply("Convert this to an arrow function: function square(x) { return x * x }")).toContain("an arrow function has no `this` or `arguments` of its own");
  });

  it.each(["What is async/await?", "Simplify this code: const x = 1;", "Refactor this to use async/await: const x = 1;"])("leaves %j to others", (prompt) => {
    expect(codeRefactorReply(prompt)).toBeUndefined();
  });
});
