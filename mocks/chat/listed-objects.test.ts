/**
 * An ask that lists several things to a tool that acts on one, under tool_choice auto: one call
 * for each thing, in parallel, as models make them; a tool that takes a list gets them all in one.
 */
import { describe, expect, it } from "vitest";
import { callsAt, fn } from "../../test/support/tool-calls.ts";
import { listedObjectsOf } from "./listed-objects.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { callsFor } = callsAt(NOW);

const text = { type: "string" };
const lockDoor = fn("lock_door", "Lock a door of the house", { door: text });
const setLight = fn("set_light", "Turn a light on or off", { room: text, on: { type: "boolean" } });
const completeTask = fn("complete_task", "Mark a task as complete", { task: text });

describe("one call per listed thing when the tool takes one", () => {
  it.each([
    ["Lock the back door and the garage", lockDoor, [{ door: "back door" }, { door: "garage" }]],
    ["Please lock the front door, the back door and the garage", lockDoor, [{ door: "front door" }, { door: "back door" }, { door: "garage" }]],
    ["Turn off the kitchen and bedroom lights", setLight, [{ room: "kitchen", on: false }, { room: "bedroom", on: false }]],
    ["turn on the living room and hallway lights", setLight, [{ room: "living room", on: true }, { room: "hallway", on: true }]],
    ["Mark the laundry and dishes tasks as done", completeTask, [{ task: "laundry" }, { task: "dishes" }]],
    ["Mark the laundry, the dishes and the vacuuming as done", completeTask, [{ task: "laundry" }, { task: "dishes" }, { task: "vacuuming" }]],
  ])("%s", async (content, tool, expected) => {
    const calls = await callsFor(content, [tool]);
    expect(calls).toEqual(expected.map((args) => [tool.function.name, args]));
  });

  it("gives each call its own id", async () => {
    const { testMock } = await import("../../test/support/harness.ts");
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Lock the back door and the garage" }], tools: [lockDoor], tool_choice: "auto" } });
    const ids = result.body.choices[0].message.tool_calls.map((call: { id: string }) => call.id);
    expect(new Set(ids).size).toBe(2);
  });

  it("one thing is one call; a tool that takes a list gets them all in one call", async () => {
    expect(await callsFor("Lock the back door", [lockDoor])).toEqual([["lock_door", { door: "back door" }]]);
    const addItems = fn("add_items", "Add items to the shopping list", { items: { type: "array", items: text } });
    expect(await callsFor("Add milk, eggs and bread to my shopping list", [addItems])).toEqual([["add_items", { items: ["milk", "eggs", "bread"] }]]);
  });

  it("a search for 'a and b' stays one search", async () => {
    const search = fn("search_products", "Search the product catalog", { query: text });
    expect(await callsFor("Search for salt and pepper shakers", [search])).toHaveLength(1);
  });
});

describe("listedObjectsOf", () => {
  it("reads the things of the ask, not clauses", () => {
    expect(listedObjectsOf("Lock the back door and the garage")?.items).toEqual(["back door", "garage"]);
    expect(listedObjectsOf("Lock the door and then tell Bob")).toBeUndefined();
    expect(listedObjectsOf("Lock the door")).toBeUndefined();
  });
});
