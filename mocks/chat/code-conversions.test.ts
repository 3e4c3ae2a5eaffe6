import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeConversionReply } from "./code-conversions.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("pasted JavaScript converted to TypeScript", () => {
  it("types a string joined to a literal, and the string returned, instead of asking what the code should do", () => {
    const reply = ask("Convert this to TypeScript: function greet(name) { return 'Hi ' + name }");
    expect(reply).toContain("```ts\nfunction greet(name: string): string { return 'Hi ' + name }\n```");
    expect(reply).toContain("`name` is `string` (joined to a string)");
    expect(reply).not.toMatch(/What should the code do/);
  });

  it("types arithmetic as number, a comparison returned as boolean, a summed array as number[], a default by its value", () => {
    expect(codeConversionReply("Add types to this: const add = (a, b) => a + b * 2")).toContain("const add = (a: number, b: number): number => a + b * 2");
    const reply = codeConversionReply(
      "Convert this to TypeScript:\n```js\nfunction total(items, tax = 0.2) {\n  return items.reduce((sum, x) => sum + x, 0) * (1 + tax);\n}\nconst isAdult = age => age >= 18;\n```",
    )!;
    expect(reply).toContain("function total(items: number[], tax: number = 0.2) {");
    expect(reply).toContain("const isAdult = (age: number): boolean => age >= 18;");
  });

  it("gives an object parameter an interface of the properties read, and says what it could not tell", () => {
    const reply = ask("Convert this to TypeScript:\n```js\nfunction describe(user) {\n  return user.name.toUpperCase() + ' is ' + user.age;\n}\n```");
    expect(reply).toContain("interface User {\n  name: string;\n  age: unknown;\n}\n\nfunction describe(user: User): string {");
    expect(reply).toContain("The code doesn't show what `user.age` is, so it is `unknown`");
  });

  it("a destructured React component gets a Props interface; an async function returning nothing a Promise<void>", () => {
    expect(codeConversionReply("Convert this React component to TypeScript: function Greeting({ name, count }) { return <p>Hello {name.toUpperCase()}, {count * 2}</p> }")).toContain(
      "interface GreetingProps {\n  name: string;\n  count: number;\n}\n\nfunction Greeting({ name, count }: GreetingProps) {",
    );
    expect(codeConversionReply("Convert to TypeScript: async function load(url) { const res = await fetch(url); console.log(res) }")).toContain("async function load(url: string): Promise<void> {");
  });

  it("is not asked without TypeScript in the ask, or without a function", () => {
    expect(codeConversionReply("Explain this code: function f(x) { type = 1; return x }")).toBeUndefined();
    expect(codeConversionReply("What are the types in TypeScript?")).toBeUndefined();
    expect(codeConversionReply("Convert this to TypeScript: let x = 1;")).toBeUndefined();
  });
});
