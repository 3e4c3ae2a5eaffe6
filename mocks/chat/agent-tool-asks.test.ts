/**
 * Agent prompts with the tool sets apps offer (files, todos, an issue tracker, Slack, a CRM,
 * travel, music, a smart home, SQL), through the handler with tool_choice auto: the tool a
 * model calls for each, with the arguments it writes.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";

const PATH = "/client/v2/ai/chat/completions";
const str = { type: "string" };
const fn = (name: string, properties: Record<string, unknown>, required: string[] = Object.keys(properties).slice(0, 1), description?: string) => ({
  type: "function",
  function: { name, ...(description === undefined ? {} : { description }), parameters: { type: "object", properties, required } },
});

/** The calls (name and arguments) the mock answers `content` with; [] for prose. */
async function callsFor(content: string, tools: object[]): Promise<[string, Record<string, unknown>][]> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools, tool_choice: "auto" } });
  expect(result.status).toBe(200);
  return (result.body.choices[0].message.tool_calls ?? []).map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]);
}
const names = async (content: string, tools: object[]) => (await callsFor(content, tools)).map(([name]) => name);

describe("agent prompts with common tool sets", () => {
  const files = [fn("write_file", { path: str, content: str }, ["path", "content"]), fn("read_file", { path: str })];
  const todos = [fn("add_task", { title: str, due_date: str }, ["title"]), fn("list_tasks", {}, []), fn("complete_task", { task_id: str, title: str }, [])];
  const sql = [fn("run_query", { sql: str }, ["sql"], "Run a SQL query against the app's Postgres database")];
  const issues = [fn("create_issue", { repo: str, title: str, body: str }, ["repo", "title"]), fn("list_issues", { repo: str })];

  it("a file of code asked made holds the code: Create a file hello.py that prints hello → write_file({content: 'print(\"hello\")'})", async () => {
    expect(await callsFor("Create a file hello.py that prints hello", files)).toEqual([["write_file", { path: "hello.py", content: 'print("hello")\n' }]]);
    expect(await callsFor("Write a file app.js that prints hello world", files)).toEqual([["write_file", { path: "app.js", content: 'console.log("hello world");\n' }]]);
    expect(await callsFor("Create run.sh that echoes 'Deploy finished'", files)).toEqual([["write_file", { path: "run.sh", content: '#!/usr/bin/env bash\necho "Deploy finished"\n' }]]);
    // A text file holds the text asked, and a file asked with nothing in it is empty.
    expect(await callsFor("Create a file notes.txt that says buy milk", files)).toEqual([["write_file", { path: "notes.txt", content: "Buy milk" }]]);
    expect(await callsFor("Create a file hello.py", files)).toEqual([["write_file", { path: "hello.py", content: "" }]]);
  });

  it("a question about the app's data asks its database, with a real SELECT: How many users signed up last week? → run_query", async () => {
    expect(await callsFor("How many users signed up last week?", sql)).toEqual([
      ["run_query", { sql: "SELECT COUNT(*) AS signups FROM users WHERE created_at >= CURRENT_DATE - INTERVAL '7 days';" }],
    ]);
    const [[, top] = []] = await callsFor("Show me the top 10 customers by revenue", sql);
    expect(top?.sql).toMatch(/^SELECT c\.id, c\.name, SUM\(o\.amount\) AS total_revenue FROM customers AS c JOIN orders AS o .* ORDER BY total_revenue DESC LIMIT 10;$/);
    expect(await callsFor("Run a query to count orders from yesterday", sql)).toEqual([
      ["run_query", { sql: "SELECT COUNT(*) AS orders_count FROM orders WHERE created_at >= CURRENT_DATE - INTERVAL '1 day' AND created_at < CURRENT_DATE;" }],
    ]);
    expect(await callsFor("Run SELECT id, email FROM users LIMIT 5", sql)).toEqual([["run_query", { sql: "SELECT id, email FROM users LIMIT 5;" }]]);
    // A question about the world is no question for the app's database.
    expect(await names("How many planets are in the solar system?", sql)).toEqual([]);
  });

  it("a reminder is a task when no reminder tool is offered: Remind me to call the plumber tomorrow → add_task", async () => {
    const [call] = await callsFor("Remind me to call the plumber tomorrow", todos);
    expect(call?.[0]).toBe("add_task");
    expect(call?.[1]).toMatchObject({ title: "Call the plumber", due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
    // A reminder tool beside it is still the one a reminder asks.
    expect(await names("Remind me to call the plumber tomorrow", [...todos, fn("create_reminder", { text: str, remind_at: str })])).toEqual(["create_reminder"]);
  });

  it("reporting, raising or logging a bug files one: Report a bug in acme/webapp: login fails on Firefox → create_issue", async () => {
    expect(await callsFor("Report a bug in acme/webapp: login fails on Firefox", issues)).toEqual([
      ["create_issue", { repo: "acme/webapp", title: "Login fails on Firefox", body: "Login fails on Firefox." }],
    ]);
    expect(await names("Submit a ticket in acme/webapp: the export button does nothing", issues)).toEqual(["create_issue"]);
    expect(await names("Raise an issue in acme/webapp: dark mode toggle is broken", issues)).toEqual(["create_issue"]);
  });

  it("a request in a sentence's second part counts, about what its first part names: I finished the laundry task, mark it done", async () => {
    expect(await callsFor("I finished the laundry task, mark it done", todos)).toEqual([["complete_task", { title: "Laundry" }]]);
    expect(await callsFor("Mark the laundry task as done", todos)).toEqual([["complete_task", { title: "Laundry" }]]);
    // An id written is taken; none is invented for a task named ("task_1").
    expect(await callsFor("Mark task 12 as done", todos)).toEqual([["complete_task", { task_id: "12" }]]);
    // A verb of the name alone is no request to complete a task.
    expect(await names("Complete this sentence: the early bird", [fn("complete_task", { task_id: str })])).toEqual([]);
  });
});
