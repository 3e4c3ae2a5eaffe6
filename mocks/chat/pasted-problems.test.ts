import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { pastedProblemReply } from "./pasted-problems.ts";
import { composeReply } from "./reply.ts";

const reply = (prompt: string): string => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);
const fenced = (language: string, code: string): string => `\`\`\`${language}\n${code}\n\`\`\``;

describe("problems in code pasted with a question", () => {
  it.each(["What's wrong with this SQL?", "why does this query fail", "fix this query"])("%s an aggregate beside a plain column: GROUP BY added", (ask) => {
    const answer = reply(`${ask}\n${fenced("sql", "SELECT department, COUNT(*) FROM employees;")}`);
    expect(answer).toContain("has no `GROUP BY`");
    expect(answer).toContain("```sql\nSELECT department, COUNT(*)\nFROM employees\nGROUP BY department;\n```");
  });

  it("a function around a filtered column: a range the index can use", () => {
    const answer = reply(`Can you make this faster?\n${fenced("sql", "SELECT * FROM orders WHERE YEAR(created_at) = 2024;")}`);
    expect(answer).toContain("can't use an index on `created_at`");
    expect(answer).toContain("WHERE created_at >= '2024-01-01' AND created_at < '2025-01-01';");
    expect(answer).toContain("CREATE INDEX idx_orders_created_at ON orders (created_at);");
  });

  it.each(["Why doesn't this CSS center anything?", "why isn't this working"])("%s alignment without a flex container: display: flex added", (ask) => {
    const answer = reply(`${ask}\n${fenced("css", ".parent {\n  justify-content: center;\n  align-items: center;\n}")}`);
    expect(answer).toContain("only work on a **flex or grid container**");
    expect(answer).toContain("```css\n.parent {\n  display: flex;\n  justify-content: center;\n  align-items: center;\n}\n```");
  });

  it.each([
    ["Why is this function returning None?", "def add(a, b):\n    result = a + b", "def add(a, b):\n    result = a + b\n    return result"],
    ["why do I get None", "def total(prices):\n    s = sum(prices)\n    print(s)", "def total(prices):\n    s = sum(prices)\n    return s"],
  ])("%s: a Python function without return gets one", (ask, code, fixed) => {
    const answer = reply(`${ask}\n${fenced("python", code)}`);
    expect(answer).toContain("returns `None`");
    expect(answer).toContain(`\`\`\`python\n${fixed}\n\`\`\``);
  });

  it("a fetch promise logged as data: awaited", () => {
    const answer = reply(`Why does my fetch return a Promise?\n${fenced("js", "const data = fetch('/api/users').then(r => r.json());\nconsole.log(data);")}`);
    expect(answer).toContain("`data` is the Promise (logged as `Promise { <pending> }`)");
    expect(answer).toContain("  const res = await fetch('/api/users');");
    expect(answer).toContain("  const data = await res.json();");
  });

  it("await in a loop asked why it is slow: Promise.all, or one query", () => {
    const answer = reply(`why is this slow\n${fenced("js", "for (const user of users) {\n  const orders = await db.orders.findMany({ where: { userId: user.id } });\n}")}`);
    expect(answer).toContain("N+1 queries");
    expect(answer).toContain("const ordersPerUser = await Promise.all(\n  users.map((user) => db.orders.findMany({ where: { userId: user.id } })),\n);");
  });

  it("Python with a dict literal and a with block is explained as Python", () => {
    expect(reply(`Explain this code\n${fenced("python", "with open('data.txt') as f:\n    counts = {}\n    for line in f:\n        counts[line] = counts.get(line, 0) + 1")}`)).toContain("Here's what this Python code does");
  });

  it("finds nothing in correct code, or when nothing is asked", () => {
    expect(pastedProblemReply("why is this wrong", "SELECT department, COUNT(*) FROM employees GROUP BY department;")).toBeUndefined();
    expect(pastedProblemReply("why doesn't this work", ".row {\n  display: flex;\n  align-items: center;\n}")).toBeUndefined();
    expect(pastedProblemReply("Explain this", "SELECT department, COUNT(*) FROM employees;")).toBeUndefined();
  });
});
