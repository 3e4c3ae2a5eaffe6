import { describe, expect, it } from "vitest";
import { bugsIn } from "./code-bugs.ts";

const js = (code: string) => bugsIn(code, "javascript");
const py = (code: string) => bugsIn(code, "python");
const fixedJs = (code: string) => js(code).at(-1)?.fixed;

describe("the bugs a glance at pasted code finds", () => {
  it("a loop one step past the end of the array", () => {
    const [bug] = js("for (let i = 0; i <= arr.length; i++) { console.log(arr[i]) }");
    expect(bug!.said).toContain("`i <= arr.length` should be `i < arr.length`");
    expect(bug!.fixed).toBe("for (let i = 0; i < arr.length; i++) { console.log(arr[i]) }");
    expect(js("for (let i = 0; i < arr.length; i++) { console.log(arr[i]) }")).toEqual([]);
  });

  it("a function whose name says one operation and whose body does another", () => {
    expect(fixedJs("function add(a, b) { return a - b }")).toBe("function add(a, b) { return a + b }");
    expect(fixedJs("const multiply = (x, y) => x / y;")).toBe("const multiply = (x, y) => x * y;");
    expect(py("def add(a, b):\n    return a * b")[0]!.fixed).toBe("def add(a, b):\n    return a + b");
    expect(fixedJs("function isEven(n) { return n % 2 === 1 }")).toBe("function isEven(n) { return n % 2 === 0 }");
    expect(fixedJs("function isOdd(n) { return n % 2 === 0 }")).toBe("function isOdd(n) { return n % 2 !== 0 }");
    expect(fixedJs("function largest(arr) { return Math.min(...arr) }")).toBe("function largest(arr) { return Math.max(...arr) }");
    expect(js("function add(a, b) { return a + b }")).toEqual([]);
    expect(js("function isEven(n) { return n % 2 === 0 }")).toEqual([]);
  });

  it("an assignment in a condition", () => {
    const [bug] = js("if (x = 5) { go() }");
    expect(bug!.said).toContain("assigns `5` to `x` instead of comparing them");
    expect(bug!.why).toContain("always true");
    expect(bug!.fixed).toBe("if (x === 5) { go() }");
    expect(js("if (x >= 5) { go() }")).toEqual([]);
  });

  it("a missing return, and a missing await", () => {
    expect(fixedJs("function getTotal(a, b) { a + b; }")).toBe("function getTotal(a, b) { return a + b; }");
    expect(fixedJs("const area = (w, h) => { w * h }")).toBe("const area = (w, h) => { return w * h }");
    expect(fixedJs("function load(url) { const res = fetch(url); const data = res.json(); return data }")).toBe(
      "async function load(url) { const res = await fetch(url); const data = await res.json(); return data }",
    );
    expect(js("async function load(url) { const res = await fetch(url); return res.json() }")).toEqual([]);
  });

  it("forEach with an async callback becomes for…of", () => {
    expect(fixedJs("ids.forEach(async (id) => { await remove(id); });\nconsole.log('done')")).toBe("for (const id of ids) { await remove(id); }\nconsole.log('done')");
  });

  it("React: state mutated in place, and list items without keys", () => {
    expect(fixedJs("function addItem(x) { items.push(x); setItems(items); }")).toBe("function addItem(x) { setItems([...items, x]); }");
    expect(fixedJs("return <ul>{todos.map((todo) => <li>{todo.text}</li>)}</ul>")).toBe("return <ul>{todos.map((todo) => <li key={todo.id}>{todo.text}</li>)}</ul>");
    expect(js("return <ul>{todos.map((todo) => <li key={todo.id}>{todo.text}</li>)}</ul>")).toEqual([]);
  });

  it("Python: is with a literal, a method without self", () => {
    expect(py("if name is 'bob':\n    print('hi')")[0]!.fixed).toBe("if name == 'bob':\n    print('hi')");
    const [self] = py("class Dog:\n    def bark():\n        print('woof')");
    expect(self!.fixed).toBe("class Dog:\n    def bark(self):\n        print('woof')");
    expect(self!.why).toContain("TypeError: bark() takes 0 positional arguments but 1 was given");
    expect(py("class Dog:\n    def bark(self):\n        print('woof')")).toEqual([]);
    expect(py("if name is None:\n    pass")).toEqual([]);
  });

  it("== is a note, == null is left alone", () => {
    expect(js("if (a == b) {}")[0]!.note).toBe(true);
    expect(js("if (a == null) {}")).toEqual([]);
  });
});
