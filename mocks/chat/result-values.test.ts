/**
 * The answer after a tool result that is a plain list of values: the user's question answered
 * with them, of the thing the call or the question names, through the whole answer after tool
 * results (tool-results-reply.ts), with exact sentences; names that say nothing keep the plain answer.
 */
import { describe, expect, it } from "vitest";
import type { components } from "../../generated/api.d.ts";
import { replyFromToolResults } from "./tool-results-reply.ts";

type Message = components["schemas"]["ChatMessage"];

/** The answer to `question` after `name(args)` returned `result` (as JSON). */
function answer(question: string, name: string, args: Record<string, unknown>, result: unknown): string {
  return replyFromToolResults([
    { role: "user", content: question },
    { role: "assistant", content: null, tool_calls: [{ id: "call_0", type: "function", function: { name, arguments: JSON.stringify(args) } }] },
    { role: "tool", tool_call_id: "call_0", content: JSON.stringify(result) },
  ] as Message[]);
}

const colors = "What colors does the Model 3 come in?";

describe("the options a thing comes in", () => {
  it.each<[string, string, string, Record<string, unknown>, unknown, string]>([
    ["of the model the call names, with the question's article", colors, "get_colors", { model: "Model 3" }, ["red", "white", "black"], "The Model 3 is available in red, white and black."],
    ["of the thing the question names when the call does not", colors, "get_available_colors", {}, ["red", "white", "black"], "The Model 3 is available in red, white and black."],
    ["numbers with their noun", "Which sizes are in stock for the Air Max?", "get_sizes", { product: "Air Max" }, [8, 9, 10], "The Air Max is available in sizes 8, 9 and 10."],
    ["in an object's one field", "Which sizes?", "get_sizes", {}, { sizes: [8] }, "The only available size is 8."],
    ["of nothing named", "Go.", "get_colors", {}, ["red", "green", "blue"], "The available colors are red, green and blue."],
    ["none, honestly", colors, "get_colors", { model: "Model 3" }, [], "There are no colors available for the Model 3."],
    ["none in an object's one field", "Flavors?", "list_flavors", {}, { flavors: [] }, "There are no flavors available."],
  ])("%s", (_, question, name, args, result, expected) => {
    expect(answer(question, name, args, result)).toBe(expected);
  });
});

describe("other values the tool names", () => {
  it.each<[string, string, Record<string, unknown>, unknown, string]>([
    ["numbers", "get_scores", {}, [3, 5, 8], "The scores are 3, 5 and 8."],
    ["one value", "get_tags", { product: "Mug" }, ["sale"], "The tag for Mug is sale."],
    ["past eight, the first eight and how many more", "list_tags", {}, ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"], "The tags are a, b, c, d, e, f, g, h and 2 more."],
  ])("%s", (_, name, args, result, expected) => {
    expect(answer("Go.", name, args, result)).toBe(expected);
  });
});

describe("lists left to the plain answer", () => {
  it.each<[string, string, unknown, string]>([
    ["a name that says nothing of what it holds", "run", ["a", "b"], "The run call returned a and b."],
    ["an empty list of the user's own things", "list_events", [], "You have no events."],
    ["an empty search", "search_products", [], "No products found."],
    ["mixed values", "get_colors", ["red", { hex: "#fff" }], "I found 2 colors."],
  ])("%s", (_, name, result, expected) => {
    expect(answer("Go.", name, {}, result)).toBe(expected);
  });
});
