/**
 * An agent's two steps for "find X and act on it": the search first (the message gives no id,
 * and a model invents none), then, after its results, the act on the record they pick.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";

const PATH = "/client/v2/ai/chat/completions";
const text = { type: "string" };
const fn = (name: string, description: string, properties: Record<string, unknown>) => ({ type: "function", function: { name, description, parameters: { type: "object", properties, required: Object.keys(properties) } } });
const flightTools = [fn("search_flights", "Search flights", { origin: text, destination: text, date: text }), fn("book_flight", "Book a flight by its id", { flight_id: text })];
const flights = { flights: [{ id: "DL100", airline: "Delta", price: 289 }, { id: "B6200", airline: "JetBlue", price: 199 }] };

type Message = Record<string, unknown>;
type Calls = [name: string, args: unknown][];

/** The assistant's message for `messages` with `tools`. */
async function step(messages: Message[], tools: object[]): Promise<{ calls: Calls; content: string | null; message: Message }> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o", messages, tools } });
  expect(result.status).toBe(200);
  const message = result.body.choices[0].message;
  const calls: Calls = (message.tool_calls ?? []).map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]);
  return { calls, content: message.content, message };
}

/** The conversation after `message`'s calls, each answered by `results[name]`. */
function answered(messages: Message[], message: Message, results: Record<string, unknown>): Message[] {
  const calls = (message.tool_calls as any[]) ?? [];
  return [...messages, message, ...calls.map((call) => ({ role: "tool", tool_call_id: call.id, content: JSON.stringify(results[call.function.name]) }))];
}

describe("a call that needs a record's id waits for the search that finds it", () => {
  it("searches first, then books the flight the message picks, then confirms", async () => {
    const asked: Message[] = [{ role: "user", content: "Find the cheapest flight from NYC to LA next Friday and book it" }];
    const first = await step(asked, flightTools);
    expect(first.calls.map(([name]) => name)).toEqual(["search_flights"]);
    const afterSearch = answered(asked, first.message, { search_flights: flights });
    const second = await step(afterSearch, flightTools);
    expect(second.calls).toEqual([["book_flight", { flight_id: "B6200" }]]);
    const third = await step(answered(afterSearch, second.message, { book_flight: { status: "confirmed", confirmation: "XK42P" } }), flightTools);
    expect(third.calls).toEqual([]);
    expect(third.content).toContain("XK42P");
  });

  it("books the only record found, and asks which one when the results list several and the message picks none", async () => {
    const asked: Message[] = [{ role: "user", content: "Find flights from NYC to LA next Friday and book one" }];
    const first = await step(asked, flightTools);
    const several = await step(answered(asked, first.message, { search_flights: flights }), flightTools);
    expect(several.calls).toEqual([]);
    expect(several.content).toMatch(/I found 2 flights[^]*\n\nWhich one would you like me to book\?$/);
    const one = await step(answered(asked, first.message, { search_flights: { flights: [flights.flights[0]] } }), flightTools);
    expect(one.calls).toEqual([["book_flight", { flight_id: "DL100" }]]);
  });

  it("calls at once a tool whose id the message gives", async () => {
    expect((await step([{ role: "user", content: "Book flight DL100" }], flightTools)).calls).toEqual([["book_flight", { flight_id: "DL100" }]]);
  });

  it("cancels the order a list picks by its own id field", async () => {
    const tools = [fn("list_orders", "List the customer's recent orders", {}), fn("cancel_order", "Cancel an order", { order_id: text })];
    const asked: Message[] = [{ role: "user", content: "List my orders and cancel the most expensive order" }];
    const first = await step(asked, tools);
    expect(first.calls.map(([name]) => name)).toEqual(["list_orders"]);
    const orders = [{ order_id: "A-1", item: "Mug", total: 12 }, { order_id: "A-2", item: "Lamp", total: 89 }];
    expect((await step(answered(asked, first.message, { list_orders: orders }), tools)).calls).toEqual([["cancel_order", { order_id: "A-2" }]]);
  });

  // "one" is one of the orders the first ask named: cancel_order is asked too, and waits for the list.
  it.each(["Show my orders and cancel the most expensive one", "list my orders then cancel the most expensive one"])("answers %j with list_orders, then cancel_order of the one it picks", async (content) => {
    const tools = [fn("list_orders", "List the customer's recent orders", {}), fn("cancel_order", "Cancel an order", { order_id: text })];
    const asked: Message[] = [{ role: "user", content }];
    const first = await step(asked, tools);
    expect(first.calls.map(([name]) => name)).toEqual(["list_orders"]);
    const orders = [{ order_id: "A-1", item: "Mug", total: 12 }, { order_id: "A-2", item: "Lamp", total: 89 }];
    expect((await step(answered(asked, first.message, { list_orders: orders }), tools)).calls).toEqual([["cancel_order", { order_id: "A-2" }]]);
  });
});
