/**
 * Tool calls whose arguments a model reads from what the user asked, through the chat endpoint
 * (tool_choice auto): records changed by their number, a channel message, a music player's
 * controls, a thermostat made warmer, and a place the user said they are in earlier in the chat.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { placeStatedByUser } from "./stated-places.ts";

const PATH = "/client/v2/ai/chat/completions";
type Message = { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string };
const fn = (name: string, properties: Record<string, unknown> = {}, required: string[] = [], description?: string) => ({
  type: "function",
  function: { name, ...(description ? { description } : {}), parameters: { type: "object", properties, required } },
});
const mock = testMock();

/** The calls the mock answers `messages` (or one user message) with, as [name, arguments]. */
async function callsFor(messages: string | Message[], tools: unknown[], extra: Record<string, unknown> = {}): Promise<[string, Record<string, unknown>][]> {
  const body = { model: "gpt-4o-mini", messages: typeof messages === "string" ? [{ role: "user", content: messages }] : messages, tools, ...extra };
  const result = await mock.call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const calls = result.body.choices[0].message.tool_calls ?? [];
  return calls.map((call: { function: { name: string; arguments: string } }) => [call.function.name, JSON.parse(call.function.arguments)]);
}

describe("a record changed by its number: the id is the record's, the other numbers and words its new values", () => {
  const updateDeal = fn("update_deal", {
    deal_id: { type: "string" },
    amount: { type: "number" },
    stage: { type: "string", enum: ["prospecting", "qualified", "proposal", "closed_won", "closed_lost"] },
  }, ["deal_id"]);

  it("Update deal 17 amount to 5000 → the deal is 17 and the amount 5000, not 17", async () => {
    expect(await callsFor("Update deal 17 amount to 5000", [updateDeal])).toEqual([["update_deal", { deal_id: "17", amount: 5000 }]]);
  });

  it("Move deal 42 to closed won → stage closed_won (an enum value's underscore written as a space), no amount", async () => {
    expect(await callsFor("Move deal 42 to closed won", [updateDeal])).toEqual([["update_deal", { deal_id: "42", stage: "closed_won" }]]);
  });

  it("an amount written before the id's field in the schema still skips the id", async () => {
    const amountFirst = fn("update_deal", { amount: { type: "number" }, deal_id: { type: "string" } }, ["deal_id"]);
    expect(await callsFor("Update deal 17 amount to 5000", [amountFirst])).toEqual([["update_deal", { amount: 5000, deal_id: "17" }]]);
  });

  it("any record the tool is named for: Update lead 5 budget to 8000 → lead 5, budget 8000", async () => {
    const updateLead = fn("update_lead", { lead_id: { type: "string" }, budget: { type: "number" } }, ["lead_id"]);
    expect(await callsFor("Update lead 5 budget to 8000", [updateLead])).toEqual([["update_lead", { lead_id: "5", budget: 8000 }]]);
    const updateProduct = fn("update_product", { product_id: { type: "integer" }, price: { type: "number" } }, ["product_id"]);
    expect(await callsFor("Set the price of product 12 to 30", [updateProduct])).toEqual([["update_product", { product_id: 12, price: 30 }]]);
  });

  it("tickets, orders and issues the same way", async () => {
    const ticket = fn("update_ticket", { ticket_id: { type: "string" }, priority: { type: "string", enum: ["low", "medium", "high", "urgent"] } }, ["ticket_id"]);
    const order = fn("update_order", { order_id: { type: "string" }, quantity: { type: "integer" } }, ["order_id"]);
    const issue = fn("assign_issue", { issue_id: { type: "integer" }, assignee: { type: "string" } }, ["issue_id", "assignee"]);
    const invoice = fn("update_invoice", { invoice_id: { type: "string" }, amount: { type: "number" } }, ["invoice_id"]);
    expect(await callsFor("Set ticket 88 priority to high", [ticket])).toEqual([["update_ticket", { ticket_id: "88", priority: "high" }]]);
    expect(await callsFor("Change order 1234 quantity to 3", [order])).toEqual([["update_order", { order_id: "1234", quantity: 3 }]]);
    expect(await callsFor("Assign issue 7 to Maria", [issue])).toEqual([["assign_issue", { issue_id: 7, assignee: "Maria" }]]);
    expect(await callsFor("Change invoice 12 amount to 90", [invoice])).toEqual([["update_invoice", { invoice_id: "12", amount: 90 }]]);
  });
});

describe("a message posted to a team chat's channel", () => {
  it("Post in #random that lunch is here → send_slack_message({channel: '#random', text: 'Lunch is here'})", async () => {
    const slack = fn("send_slack_message", { channel: { type: "string" }, text: { type: "string" } }, ["channel", "text"], "Send a message to a Slack channel");
    expect(await callsFor("Post in #random that lunch is here", [slack])).toEqual([["send_slack_message", { channel: "#random", text: "Lunch is here" }]]);
  });

  it("writes the channel in the form its schema shows: without the # where the description says so or its examples have none", async () => {
    const described = fn("post_message", { channel: { type: "string", description: "Channel name without #, e.g. general" }, message: { type: "string" } }, ["channel", "message"]);
    const exampled = fn("post_message", { channel: { type: "string", examples: ["general", "engineering"] }, message: { type: "string" } }, ["channel", "message"]);
    const hashed = fn("post_message", { channel: { type: "string", description: "The channel, e.g. #general" }, message: { type: "string" } }, ["channel", "message"]);
    expect(await callsFor("Post in #random that lunch is here", [described])).toEqual([["post_message", { channel: "random", message: "Lunch is here" }]]);
    expect(await callsFor("Post in #random that lunch is here", [exampled])).toEqual([["post_message", { channel: "random", message: "Lunch is here" }]]);
    expect(await callsFor("Send a message to the #dev channel saying the build is green", [hashed])).toEqual([["post_message", { channel: "#dev", message: "The build is green" }]]);
  });
});

describe("a music player's controls", () => {
  const control = fn("control_playback", { action: { type: "string", enum: ["play", "pause", "next", "previous"] } }, ["action"], "Control the music player");
  const playMusic = fn("play_music", { query: { type: "string" } }, ["query"], "Play a song, an artist or a playlist");

  it("Skip this song, Next track, Pause the music, Resume → control_playback with the action they ask", async () => {
    expect(await callsFor("Skip this song", [control])).toEqual([["control_playback", { action: "next" }]]);
    expect(await callsFor("Next track", [control])).toEqual([["control_playback", { action: "next" }]]);
    expect(await callsFor("Pause the music", [control])).toEqual([["control_playback", { action: "pause" }]]);
    expect(await callsFor("Go back a song", [control])).toEqual([["control_playback", { action: "previous" }]]);
  });

  it("calls the control beside a tool that plays something asked for, not that one", async () => {
    expect(await callsFor("Pause the music", [playMusic, control])).toEqual([["control_playback", { action: "pause" }]]);
    expect(await callsFor("Skip this song", [playMusic, fn("skip_track")])).toEqual([["skip_track", {}]]);
  });
});

describe("a score or a rating on the schema's own scale (minimum/maximum)", () => {
  const rateMovie = (key: string, minimum: number, maximum: number, type = "integer") =>
    fn("rate_movie", { title: { type: "string" }, [key]: { type, minimum, maximum } }, ["title", key]);

  it("Rate the movie Inception 85 out of 100 → score 85 (the 0–100 the schema gives, not a score's 0–1)", async () => {
    expect(await callsFor("Rate the movie Inception 85 out of 100", [rateMovie("score", 0, 100)])).toEqual([["rate_movie", { title: "Inception", score: 85 }]]);
    expect(await callsFor("Rate the movie Inception 7 out of 10", [rateMovie("rating", 1, 10)])).toEqual([["rate_movie", { title: "Inception", rating: 7 }]]);
    const gradeEssay = fn("grade_essay", { score: { type: "number", minimum: 0, maximum: 100 } }, ["score"]);
    expect(await callsFor("Grade this essay: a solid 72 out of 100", [gradeEssay])).toEqual([["grade_essay", { score: 72 }]]);
    // "essay 72 out of 100" is a score, not the essay's number.
    expect(await callsFor("Score this essay 72 out of 100", [gradeEssay])).toEqual([["grade_essay", { score: 72 }]]);
  });

  it("a rating not stated is a plausible share of a wide scale (designed: 3–5 stars' share), inside its bounds", async () => {
    const [[, args]] = (await callsFor("Rate the restaurant Luigi's", [fn("rate_restaurant", { name: { type: "string" }, rating: { type: "number", minimum: 0, maximum: 100 } }, ["name", "rating"])])) as [[string, { rating: number }]];
    expect([60, 80, 100]).toContain(args.rating);
    const [[, tens]] = (await callsFor("Rate the restaurant Luigi's", [fn("rate_restaurant", { name: { type: "string" }, rating: { type: "integer", minimum: 1, maximum: 10 } }, ["name", "rating"])])) as [[string, { rating: number }]];
    expect([6, 8, 10]).toContain(tens.rating);
  });

  it("stars and a confidence keep their stated value", async () => {
    expect(await callsFor("Review the movie Inception and give it 4 stars", [rateMovie("rating", 1, 5)])).toEqual([["rate_movie", { title: "Inception", rating: 4 }]]);
    const label = fn("label_message", { label: { type: "string", enum: ["spam", "ham"] }, confidence: { type: "number", minimum: 0, maximum: 1 } }, ["label", "confidence"]);
    expect(await callsFor("Label this message as spam with confidence 0.9", [label])).toEqual([["label_message", { label: "spam", confidence: 0.9 }]]);
  });
});

describe("a numeric priority asked in words (designed: the levels go up the scale unless its description counts down)", () => {
  const createTask = (priority: Record<string, unknown>) => fn("create_task", { title: { type: "string" }, priority: { type: "integer", ...priority } }, ["title", "priority"]);
  const priorityOf = async (prompt: string, priority: Record<string, unknown>) => ((await callsFor(prompt, [createTask(priority)]))[0]?.[1] as { priority?: number } | undefined)?.priority;

  it("priority high on 1–5 → 4, urgent → 5, low → 2", async () => {
    expect(await priorityOf("Create a task to fix the login bug, priority high", { minimum: 1, maximum: 5 })).toBe(4);
    expect(await priorityOf("Create an urgent priority task to renew the domain", { minimum: 1, maximum: 5 })).toBe(5);
    expect(await priorityOf("Create a task to water the plants, low priority", { minimum: 1, maximum: 5 })).toBe(2);
  });

  it("a scale whose description counts down (1 = highest) is turned round; a scale of three takes its ends", async () => {
    expect(await priorityOf("Create a task to fix the login bug, priority high", { minimum: 1, maximum: 5, description: "Priority, 1 = highest" })).toBe(2);
    expect(await priorityOf("Create a task to fix the login bug, priority high", { minimum: 1, maximum: 3 })).toBe(3);
  });
});

describe("a thermostat asked warmer or cooler, not to a number (designed: 2 degrees from the current, else from a room's 20 °C)", () => {
  const setTemperature = fn("set_temperature", { temperature: { type: "number" }, room: { type: "string" } }, ["temperature"]);
  const adjustTemperature = fn("adjust_temperature", { delta: { type: "number" } }, ["delta"]);
  const getThermostat = fn("get_thermostat", {}, [], "Read the thermostat");

  it("Make it warmer, Turn the heat up a bit → set_temperature 22 when nothing is known; cooler → 18", async () => {
    expect(await callsFor("Make it warmer", [setTemperature])).toEqual([["set_temperature", { temperature: 22 }]]);
    expect(await callsFor("Turn the heat up a bit", [setTemperature])).toEqual([["set_temperature", { temperature: 22 }]]);
    expect(await callsFor("Make the living room a bit cooler", [setTemperature])).toEqual([["set_temperature", { temperature: 18, room: "living room" }]]);
  });

  it("starts from the temperature an earlier tool result or the user gives", async () => {
    const afterResult: Message[] = [
      { role: "user", content: "What's the thermostat at?" },
      { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_thermostat", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "call_1", content: JSON.stringify({ temperature: 19, unit: "celsius" }) },
      { role: "assistant", content: "The thermostat is at 19 °C." },
      { role: "user", content: "Make it warmer" },
    ];
    expect(await callsFor(afterResult, [getThermostat, setTemperature])).toEqual([["set_temperature", { temperature: 21 }]]);
    const told: Message[] = [
      { role: "user", content: "It's 18 degrees in here." },
      { role: "assistant", content: "That's on the cool side for a room." },
      { role: "user", content: "Turn the heat up a bit" },
    ];
    expect(await callsFor(told, [setTemperature])).toEqual([["set_temperature", { temperature: 20 }]]);
  });

  it("the temperature stated and the change asked in one message: It's 18 degrees in here, turn the heat up → 20", async () => {
    expect(await callsFor("It's 18 degrees in here, turn the heat up", [setTemperature])).toEqual([["set_temperature", { temperature: 20 }]]);
    expect(await callsFor("It's 75 degrees in here, make it cooler", [setTemperature])).toEqual([["set_temperature", { temperature: 73 }]]);
  });

  it("a number asked outright after a complaint is the call's: It's too cold, set it to 24 → 24, not 22", async () => {
    expect(await callsFor("It's too cold, set it to 22", [setTemperature])).toEqual([["set_temperature", { temperature: 22 }]]);
    expect(await callsFor("It's too cold, set it to 24", [setTemperature])).toEqual([["set_temperature", { temperature: 24 }]]);
    expect(await callsFor("It's way too hot in here, set it to 19", [setTemperature])).toEqual([["set_temperature", { temperature: 19 }]]);
  });

  it("a complaint that asks nothing calls no thermostat", async () => {
    expect(await callsFor("It's too cold in Oslo in winter", [setTemperature])).toEqual([]);
  });

  it("a change of temperature is 2 degrees up or down", async () => {
    expect(await callsFor("Make it warmer", [adjustTemperature])).toEqual([["adjust_temperature", { delta: 2 }]]);
    expect(await callsFor("Make it cooler", [adjustTemperature])).toEqual([["adjust_temperature", { delta: -2 }]]);
  });

  it("the same call streamed", async () => {
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Make it warmer" }], tools: [setTemperature], stream: true };
    const { events } = await mock.readStream(await mock.call("POST", PATH, { body }));
    const deltas = events.filter((event: unknown) => typeof event === "object").flatMap((chunk: any) => chunk.choices[0]?.delta?.tool_calls ?? []);
    expect(deltas[0].function.name).toBe("set_temperature");
    expect(JSON.parse(deltas.map((delta: any) => delta.function.arguments ?? "").join(""))).toEqual({ temperature: 22 });
  });
});

describe("a place the user said they are in, earlier in the chat", () => {
  const weather = fn("get_weather", { city: { type: "string" } }, ["city"], "Get the current weather for a city");
  const chat = (...turns: string[]): Message[] => turns.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));

  it("I live in Berlin … Do I need a jacket today? → get_weather({city: 'Berlin'})", async () => {
    expect(await callsFor(chat("I live in Berlin.", "Nice! How can I help?", "Do I need a jacket today?"), [weather])).toEqual([["get_weather", { city: "Berlin" }]]);
  });

  it("I'm in Paris this week … Should I bring an umbrella? → get_weather({city: 'Paris'})", async () => {
    expect(await callsFor(chat("I'm in Paris this week", "Lovely! What can I do for you?", "Should I bring an umbrella?"), [weather])).toEqual([["get_weather", { city: "Paris" }]]);
  });

  it("takes no city the user did not say they are in, someone else's or one the assistant named: it asks which (missing-places.ts)", async () => {
    expect(await callsFor(chat("My sister lives in Rome.", "That sounds lovely.", "Should I bring an umbrella?"), [weather])).toEqual([]);
    expect(await callsFor(chat("Where should I travel?", "Porto is lovely in spring.", "Should I bring an umbrella?"), [weather])).toEqual([]);
  });

  it("reads where the user says they are, the latest first, and nothing else", () => {
    const said = (first: string) => placeStatedByUser([{ role: "user", content: first }, { role: "assistant", content: "OK." }, { role: "user", content: "Do I need a jacket?" }]);
    expect(said("I was in Rome, but now I'm in New York City.")).toBe("New York City");
    expect(said("We're staying in Frankfurt am Main")).toBe("Frankfurt am Main");
    expect(said("I moved to Lisbon last year.")).toBe("Lisbon");
    expect(said("I'm visiting Seoul")).toBe("Seoul");
    expect(said("I'm in Marketing.")).toBeUndefined();
    expect(said("I'm going to Rome next week")).toBeUndefined();
  });

  it("a place the last message names wins over the one stated before", async () => {
    expect(await callsFor(chat("I live in Berlin.", "Nice!", "Do I need a jacket in Madrid today?"), [weather])).toEqual([["get_weather", { city: "Madrid" }]]);
  });

  it("a jacket asked about for other reasons asks no weather", async () => {
    expect(await callsFor("Write a product description for a waterproof jacket", [weather])).toEqual([]);
  });
});
