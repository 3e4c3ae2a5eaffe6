/**
 * A call that needs the number of the user's own record (an order, a parcel, a booking, a
 * ticket), under tool_choice auto: the number the conversation gives is used, one it never gave
 * is asked for and not made up ("Where is my order?" → "Can you please provide your order ID?"),
 * and the user's answer in the next turn makes the call asked before, with that number.
 */
import { describe, expect, it } from "vitest";
import { fn, replyAt, type Turn } from "../../test/support/tool-calls.ts";

const NOW = Date.UTC(2026, 2, 12, 19, 13);
const text = { type: "string" };

const replyTo = replyAt(NOW);

/** OpenAI's function-calling guide's tool, as the guide writes it. */
const getDeliveryDate = {
  type: "function",
  function: {
    name: "get_delivery_date",
    description: "Get the delivery date for a customer's order. Call this whenever you need to know the delivery date, for example when a customer asks 'Where is my package'",
    parameters: { type: "object", properties: { order_id: { type: "string", description: "The customer's order ID." } }, required: ["order_id"], additionalProperties: false },
    strict: true,
  },
};
const SUPPORT: Turn = ["system", "You are a helpful customer support assistant. Use the supplied tools to assist the user."];

const getOrder = fn("get_order", "Look up an order by its id", { order_id: text });
const refundOrder = fn("refund_order", "Refund an order", { order_id: text, reason: text }, ["order_id"]);
const cancelOrder = fn("cancel_order", "Cancel an order", { order_id: { type: "integer" } });
const orderTools = [getOrder, refundOrder, cancelOrder];
const trackPackage = fn("track_package", "Track a package by its tracking number", { tracking_number: text });
const getBooking = fn("get_booking", "Get a booking by its reference", { booking_reference: text });
const getTicket = fn("get_ticket", "Get a support ticket", { ticket_id: text });
const getWeather = fn("get_weather", "Get the current weather for a city", { city: text });

describe("OpenAI's function-calling guide, turn by turn", () => {
  it("asks for the order ID, greeting back, instead of calling with one made up", async () => {
    const reply = await replyTo([SUPPORT, ["user", "Hi, can you tell me the delivery date for my order?"]], [getDeliveryDate]);
    expect(reply).toEqual({ content: "Hi there! I can help with that. Can you please provide your order ID?", calls: [] });
  });
  it("calls get_delivery_date with the ID the user answers", async () => {
    const reply = await replyTo(
      [SUPPORT, ["user", "Hi, can you tell me the delivery date for my order?"], ["assistant", "Hi there! I can help with that. Can you please provide your order ID?"], ["user", "i think it is order_12345"]],
      [getDeliveryDate],
    );
    expect(reply.calls).toEqual([["get_delivery_date", { order_id: "order_12345" }]]);
  });
});

describe("a record's number the conversation never gave is asked for", () => {
  it.each([
    ["Where is my order?", "order ID", orderTools],
    ["Cancel my order", "order ID", orderTools],
    ["Can I get a refund?", "order ID", orderTools],
    ["Where is my package?", "tracking number", [trackPackage]],
    ["Can you check my booking?", "booking reference", [getBooking]],
    ["What is the status of my ticket?", "ticket ID", [getTicket, getWeather]],
  ])("answers %j with a question for the %s", async (content, label, tools) => {
    expect(await replyTo([["user", content]], tools)).toEqual({ content: `I can help with that. Can you please provide your ${label}?`, calls: [] });
  });
  it.each([
    ["Where is my order 1234?", [["get_order", { order_id: "1234" }]]],
    ["Cancel order #5521", [["cancel_order", { order_id: 5521 }]]],
    ["I want a refund for order 1234", [["refund_order", { order_id: "1234" }]]],
  ])("calls with the number %j gives", async (content, calls) => {
    expect((await replyTo([["user", content]], orderTools)).calls).toEqual(calls);
  });
  it("takes the number a system prompt gives", async () => {
    const reply = await replyTo([["system", "You are Acme's support bot. The customer's order ID is 8812."], ["user", "Where's my order?"]], orderTools);
    expect(reply.calls).toEqual([["get_order", { order_id: "8812" }]]);
  });
  it("takes the number an earlier turn gave", async () => {
    const reply = await replyTo([["user", "My order number is 5521."], ["assistant", "Thanks! How can I help with order 5521?"], ["user", "I want a refund"]], orderTools);
    expect(reply.calls).toEqual([["refund_order", { order_id: "5521" }]]);
  });
  it("makes the other calls of the message, and not the one it has no number for", async () => {
    const reply = await replyTo([["user", "What's the weather in Paris and where is my order?"]], [...orderTools, getWeather]);
    expect(reply.calls).toEqual([["get_weather", { city: "Paris" }]]);
  });
  it("still calls when the call is forced: tool_choice names the tool", async () => {
    const reply = await replyTo([["user", "Where is my order?"]], orderTools, { tool_choice: { type: "function", function: { name: "get_order" } } });
    expect(reply.calls.map(([name]) => name)).toEqual(["get_order"]);
  });
  it("leaves an app's own ids to the app: no question for an event's id", async () => {
    const deleteEvent = fn("delete_event", "Delete a calendar event", { event_id: text });
    expect((await replyTo([["user", "Delete my dentist appointment"]], [deleteEvent])).calls.map(([name]) => name)).toEqual(["delete_event"]);
  });
});

describe("a short question about \"it\" after a turn that numbered a record", () => {
  it.each([
    [["My order number is 5521.", "Thanks! How can I help with order 5521?", "Where is it?"], "5521"],
    [["Hi, I ordered a lamp, order #A-17", "Thanks! What can I do for you?", "has it shipped yet?"], "A-17"],
  ])("looks the record up with its number: %j", async ([first, second, third], id) => {
    const turns: Turn[] = [["user", first!], ["assistant", second!], ["user", third!]];
    expect((await replyTo(turns, orderTools)).calls).toEqual([["get_order", { order_id: id }]]);
  });
  it("calls nothing where no turn numbered one", async () => {
    expect((await replyTo([["user", "I lost my keys"], ["assistant", "Oh no!"], ["user", "Where is it?"]], orderTools)).calls).toEqual([]);
    expect((await replyTo([["user", "Where is it?"]], orderTools)).calls).toEqual([]);
  });
});

describe("a short ask to act on \"it\" after a turn that numbered a record", () => {
  const numbered = (last: string): Turn[] => [["user", "I placed order 8812 yesterday"], ["assistant", "Got it. What would you like to do with order 8812?"], ["user", last]];
  it.each(["Cancel it", "Please cancel it.", "Can you cancel that?", "I want to cancel it", "ok, cancel it please"])("does it to that record: %j", async (last) => {
    expect((await replyTo(numbered(last), orderTools)).calls).toEqual([["cancel_order", { order_id: 8812 }]]);
  });
  it.each(["Return it", "I'd like to return it"])("acts rather than looks up for %j: the number is known", async (last) => {
    expect((await replyTo(numbered(last), orderTools)).calls).toEqual([["refund_order", { order_id: "8812" }]]);
  });
  it("acts on nothing where no turn numbered one, or for a change of mind", async () => {
    expect((await replyTo([["user", "I need some help"], ["assistant", "Sure, with what?"], ["user", "Cancel it"]], orderTools)).calls).toEqual([]);
    expect((await replyTo(numbered("Forget it"), orderTools)).calls).toEqual([]);
  });
});

describe("the answer to the question makes the call asked before", () => {
  const asked = (ask: string, answer: string, question = "I can help with that. Can you please provide your order ID?"): Turn[] => [
    ["user", ask],
    ["assistant", question],
    ["user", answer],
  ];
  it.each([
    ["Where is my order?", "order 98765", [["get_order", { order_id: "98765" }]]],
    ["Can I get a refund?", "It's #A-5521, thanks", [["refund_order", { order_id: "A-5521" }]]],
    ["Cancel my order", "7781", [["cancel_order", { order_id: 7781 }]]],
  ])("%j, then %j: only the tool asked", async (ask, answer, calls) => {
    expect((await replyTo(asked(ask, answer), orderTools)).calls).toEqual(calls);
  });
  it("reads the answer to a model's own wording of the question", async () => {
    const turns = asked("Where is my package?", "1Z999AA10123456784", "Sure! Could you share the tracking number?");
    expect((await replyTo(turns, [trackPackage])).calls).toEqual([["track_package", { tracking_number: "1Z999AA10123456784" }]]);
  });
  it("says a number with letters is not one an integer key takes, and calls nothing", async () => {
    expect(await replyTo(asked("Cancel my order", "ORD-55"), orderTools)).toEqual({ content: "ORD-55 doesn't look like a valid order ID. Can you please check it and send it again?", calls: [] });
  });
  it("checks the answer against the key's pattern", async () => {
    const getInvoice = fn("get_invoice", "Get an invoice", { invoice_id: { type: "string", pattern: "^INV-\\d+$" } });
    const question = "I can help with that. Can you please provide your invoice ID?";
    expect((await replyTo(asked("Show me my invoice", "INV-204", question), [getInvoice])).calls).toEqual([["get_invoice", { invoice_id: "INV-204" }]]);
    expect((await replyTo(asked("Show me my invoice", "204", question), [getInvoice])).calls).toEqual([]);
  });
  it("says where the number is found when the user does not have it", async () => {
    const reply = await replyTo(asked("Where is my order?", "I don't know it"), orderTools);
    expect(reply).toEqual({ content: "No problem. You'll usually find your order ID in your confirmation email or in your account. Send it over when you have it, and I'll take it from there.", calls: [] });
  });
  it("calls nothing on a change of mind", async () => {
    expect((await replyTo(asked("Cancel my order", "never mind"), orderTools)).calls).toEqual([]);
  });
});
