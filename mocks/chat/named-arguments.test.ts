import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { manualClock } from "../state/clock.ts";
import { ConversationReading } from "./conversation-reading.ts";

const PATH = "/client/v2/ai/chat/completions";
/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);

type Properties = Record<string, Record<string, unknown>>;
const fn = (name: string, properties: Properties, required = Object.keys(properties)) => ({
  type: "function",
  function: { name, parameters: { type: "object", properties, required, additionalProperties: false } },
});
/** The arguments of the first call for `content`, `tool_choice` "required" unless forced, on the clock at NOW. */
async function argumentsFor(content: string, tool: ReturnType<typeof fn>, forced = false) {
  const mock = testMock({}, manualClock(NOW));
  const toolChoice = forced ? { type: "function", function: { name: tool.function.name } } : "required";
  const result = await mock.call("POST", PATH, { body: { model: "gpt-4o", messages: [{ role: "user", content }], tools: [tool], tool_choice: toolChoice } });
  return JSON.parse(result.body.choices[0].message.tool_calls[0].function.arguments);
}
/** The JSON document answering `content` with the `json_schema` `schema`. */
async function documentFor(content: string, schema: Record<string, unknown>) {
  const mock = testMock({}, manualClock(NOW));
  const result = await mock.call("POST", PATH, {
    body: { model: "gpt-4o", messages: [{ role: "user", content }], response_format: { type: "json_schema", json_schema: { name: "answer", strict: true, schema } } },
  });
  return JSON.parse(result.body.choices[0].message.content);
}

const playSong = fn("play_song", { title: { type: "string" }, artist: { type: "string" } }, ["title"]);
const createProduct = fn("create_product", { name: { type: "string" }, price: { type: "number" } });
const setReminder = fn("set_reminder", { text: { type: "string" }, remind_at: { type: "string", format: "date-time" } });
const createEvent = fn("create_event", { title: { type: "string" }, start: { type: "string", format: "date-time" }, durationMinutes: { type: "integer" } });

describe("names and texts a tool call reads from the message", () => {
  it("plays the work the message names, as written, up to its artist or service", async () => {
    expect(await argumentsFor("Play Bohemian Rhapsody", playSong)).toEqual({ title: "Bohemian Rhapsody" });
    expect(await argumentsFor("Play Shape of You by Ed Sheeran", playSong)).toEqual({ title: "Shape of You", artist: "Ed Sheeran" });
    const cases: [string, string][] = [
      ["Can you play Hotel California on Spotify?", "Hotel California"],
      ["Queue up Blinding Lights by The Weeknd", "Blinding Lights"],
      ["Put on the album Abbey Road", "Abbey Road"],
      ["play bohemian rhapsody please", "bohemian rhapsody"],
    ];
    for (const [content, title] of cases) expect((await argumentsFor(content, playSong)).title, content).toBe(title);
    // A genre asked for is no title, and the ask is not one either: "jazz", not "Play jazz".
    expect(await argumentsFor("Play some jazz", playSong)).toEqual({ title: "jazz" });
    expect(await argumentsFor("Put on some lo-fi please", playSong)).toEqual({ title: "lo-fi" });
    const song = fn("add_to_playlist", { song: { type: "string" } });
    expect(await argumentsFor("Add Levitating to my workout playlist", song)).toEqual({ song: "Levitating" });
  });

  it("names a made thing what the message calls it, unquoted, up to its price or time", async () => {
    expect(await argumentsFor("Create a product called Blue Mug for 12 dollars", createProduct)).toEqual({ name: "Blue Mug", price: 12 });
    expect((await argumentsFor("Make a new product named Walnut Desk Lamp priced at 49", createProduct)).name).toBe("Walnut Desk Lamp");
    const task = fn("create_task", { title: { type: "string" } });
    expect(await argumentsFor("Add a task named Fix login bug due tomorrow", task)).toEqual({ title: "Fix login bug" });
  });

  it("reminds of what follows 'to' or 'about', wherever the message says when", async () => {
    expect(await argumentsFor("Remind me in 2 hours to stretch", setReminder)).toEqual({ text: "Stretch", remind_at: "2026-03-12T21:13:00Z" });
    const cases: [string, string, string][] = [
      ["Remind me at 8pm to call mom", "Call mom", "2026-03-12T20:00:00Z"],
      ["Remind me tomorrow to water the plants", "Water the plants", "2026-03-13T09:00:00Z"],
      ["Remind me about the dentist appointment on Friday at 9am", "Dentist appointment", "2026-03-13T09:00:00Z"],
    ];
    for (const [content, text, at] of cases) expect(await argumentsFor(content, setReminder), content).toEqual({ text, remind_at: at });
  });

  it("titles an event by what it is, not by how long it lasts", async () => {
    expect(await argumentsFor("Schedule a 2 hour workshop on Monday at 10am", createEvent, true)).toEqual({ title: "Workshop", start: "2026-03-16T10:00:00Z", durationMinutes: 120 });
    expect(await argumentsFor("Book a 30-minute call with Bob tomorrow at 3pm", createEvent, true)).toEqual({ title: "Call", start: "2026-03-13T15:00:00Z", durationMinutes: 30 });
  });

  it("dates a created record recently on the mock's clock, its update after its creation", async () => {
    const createUser = fn("create_user", { name: { type: "string" }, createdAt: { type: "string", format: "date-time" }, updatedAt: { type: "string", format: "date-time" } });
    for (const content of ["Create a user named Ana Silva", "Create a user for Bob Jones", "Add a new customer called Maria Lopez"]) {
      const args = await argumentsFor(content, createUser);
      const [created, updated] = [Date.parse(args.createdAt), Date.parse(args.updatedAt)];
      expect(NOW - created, content).toBeGreaterThan(0);
      expect(NOW - created, content).toBeLessThan(366 * 86_400_000);
      expect(updated, content).toBeGreaterThanOrEqual(created);
      expect(updated, content).toBeLessThanOrEqual(NOW);
      expect(await argumentsFor(content, createUser), "the same request, the same moments").toEqual(args);
    }
    // The day the message names is the task's due date; its creation stays recent.
    const createTask = fn("create_task", { title: { type: "string" }, due: { type: "string", format: "date-time" }, created_at: { type: "string", format: "date-time" } });
    const task = await argumentsFor("Create a task to file taxes due on Friday", createTask);
    expect(task.due).toBe("2026-03-13T17:00:00Z");
    expect(NOW - Date.parse(task.created_at)).toBeGreaterThan(0);
    expect(NOW - Date.parse(task.created_at)).toBeLessThan(366 * 86_400_000);
  });
});

describe("a known film's rating", () => {
  const film = (rating: Record<string, unknown>) => ({
    type: "object",
    properties: { title: { type: "string" }, year: { type: "integer" }, rating },
    required: ["title", "year", "rating"],
    additionalProperties: false,
  });

  it("is its typical rating out of 10, on the schema's scale", async () => {
    const prompt = "Extract the movie info: Inception (2010) directed by Christopher Nolan";
    expect(await documentFor(prompt, film({ type: "number", minimum: 0, maximum: 10 }))).toEqual({ title: "Inception", year: 2010, rating: 8.8 });
    expect((await documentFor(prompt, film({ type: "number", minimum: 0, maximum: 5 }))).rating).toBe(4.4);
    expect((await documentFor(prompt, film({ type: "integer", minimum: 0, maximum: 100 }))).rating).toBe(88);
    expect((await documentFor("Tell me about the movie The Godfather", film({ type: "number" }))).rating).toBe(9.2);
  });

  it("is no product's: a film's title in a message about no film leaves a rating alone", async () => {
    const product = { type: "object", properties: { name: { type: "string" }, rating: { type: "number", minimum: 0, maximum: 5 } }, required: ["name", "rating"], additionalProperties: false };
    expect((await documentFor("Rate the Frozen pizza I bought yesterday", product)).rating).not.toBe(3.7);
  });
});

describe("what the message asks to be reminded of, and what an event is", () => {
  it("reads the reminder after 'to' or 'about', past a time said first", () => {
    const cases: [string, string][] = [
      ["Remind me in 2 hours to stretch", "stretch"],
      ["remind me in 30 minutes to check the oven.", "check the oven"],
      ["Remind me in an hour to take out the trash", "take out the trash"],
      ["Can you remind me on Monday about the report?", "report"],
      ["Remind me to call mom on Friday at 6pm", "call mom"],
      ["Send an email to bob saying hi", "hi"],
    ];
    for (const [text, said] of cases) expect(new ConversationReading(text, []).said, text).toBe(said);
    expect(new ConversationReading("Remind me in 2 hours", []).said).toBeUndefined();
  });

  it("takes the event's noun, past how long it lasts and the day it is on", () => {
    const cases: [string, string][] = [
      ["Schedule a 2 hour workshop on Monday at 10am", "a workshop"],
      ["Book a 30-minute call with Bob tomorrow at 3pm", "a call"],
      ["Schedule a one hour meeting with Sarah on Friday", "a meeting"],
      ["Plan a 2-day retreat next week", "a retreat"],
    ];
    for (const [text, subject] of cases) expect(new ConversationReading(text, []).subject, text).toBe(subject);
  });
});

describe("more values a tool call reads from the message", () => {
  const S = { type: "string" };
  it("takes a song before \"by\" and its artist after it", async () => {
    const lyrics = fn("get_lyrics", { song: S, artist: S }, ["song"]);
    expect(await argumentsFor("Get the lyrics of Yesterday by The Beatles", lyrics)).toEqual({ song: "Yesterday", artist: "The Beatles" });
  });

  it("ends a reminder's text before how often it repeats, and the repeat is the recurrence", async () => {
    const reminder = fn("create_reminder", { text: S, time: S, recurrence: { type: "string", enum: ["none", "daily", "weekly", "monthly"] } }, ["text", "time"]);
    const weekly = await argumentsFor("Remind me to water the plants every Sunday at 9am", reminder);
    expect(weekly.text).toBe("Water the plants");
    expect(weekly.recurrence).toBe("weekly");
    expect((await argumentsFor("Remind me to take my pills every day at 8am", reminder)).recurrence).toBe("daily");
    expect((await argumentsFor("Remind me to pay rent every month", reminder)).recurrence).toBe("monthly");
  });

  it("gives a speech tool the voice the message names, not the words to speak, and leaves an unnamed optional voice out", async () => {
    const speak = fn("text_to_speech", { text: S, voice: S }, ["text"]);
    expect(await argumentsFor("Say 'Hello, welcome aboard' in a British voice", speak)).toEqual({ text: "Hello, welcome aboard", voice: "British" });
    expect((await argumentsFor("Read 'Good night' aloud with a deep, calm voice", speak)).voice).toBe("deep, calm");
    expect((await argumentsFor("Say 'Good morning' using the voice alloy", speak)).voice).toBe("alloy");
    expect(await argumentsFor("Say 'Good morning everyone'", speak)).toEqual({ text: "Good morning everyone" });
    // Unquoted, the words to say run to the voice named, if any.
    expect(await argumentsFor("Speak the words good morning everyone", speak)).toEqual({ text: "Good morning everyone" });
    expect(await argumentsFor("Say hello to the team in a cheerful voice", speak)).toEqual({ text: "Hello to the team", voice: "cheerful" });
  });

  it("reaches the relation the message names: the contact as written, an email to a placeholder address", async () => {
    const call = fn("make_call", { contact: S });
    expect(await argumentsFor("Call mom", call)).toEqual({ contact: "Mom" });
    expect(await argumentsFor("Please call my sister", call)).toEqual({ contact: "Sister" });
    const email = fn("send_email", { to: S, subject: S, body: S });
    expect((await argumentsFor("Email my boss about being sick today", email)).to).toBe("boss@example.com");
  });

  it("copies a code the message writes into an identifier-like field, labelled or not, or quoted", async () => {
    const cases: [string, string, string][] = [
      ["Track my package 1Z999AA10123456784", "tracking_number", "1Z999AA10123456784"],
      ["Check warranty for serial number SN-88412X", "serial_number", "SN-88412X"],
      ["Find my reservation, the reference is 'QX7PL'", "booking_reference", "QX7PL"],
      ["Use SAVE20 at checkout", "promo_code", "SAVE20"],
      ["Pay invoice INV-2024-001", "invoice_number", "INV-2024-001"],
    ];
    for (const [content, field, code] of cases) expect(await argumentsFor(content, fn("act", { [field]: S })), content).toEqual({ [field]: code });
  });

  it("takes what is looked for nearby as a place search's category, as written", async () => {
    const nearby = fn("find_nearby", { category: S });
    expect(await argumentsFor("Show me nearby coffee shops", nearby)).toEqual({ category: "coffee shops" });
    expect(await argumentsFor("Find restaurants near me", nearby)).toEqual({ category: "restaurants" });
    expect(await argumentsFor("Where is the closest pharmacy?", nearby)).toEqual({ category: "pharmacy" });
    // With `tool_choice` "auto" too: "near me" asks the `find_nearby` tool.
    const mock = testMock({}, manualClock(NOW));
    const auto = await mock.call("POST", PATH, { body: { model: "gpt-4o", messages: [{ role: "user", content: "Find restaurants near me" }], tools: [nearby], tool_choice: "auto" } });
    expect(JSON.parse(auto.body.choices[0].message.tool_calls?.[0]?.function.arguments ?? "null")).toEqual({ category: "restaurants" });
  });

  it("describes an expense by what the money went on, and leaves out a category the message does not name", async () => {
    const expense = fn("add_expense", { amount: { type: "number" }, description: S, category: S }, ["amount", "description"]);
    expect(await argumentsFor("Log an expense of $45 for lunch with a client", expense)).toEqual({ amount: 45, description: "Lunch with a client" });
  });

  it("leaves out optional texts the message gives nothing for, and keeps the ones it gives", async () => {
    const cancel = fn("cancel_subscription", { reason: S }, []);
    expect(await argumentsFor("Cancel my subscription", cancel)).toEqual({});
    expect(await argumentsFor("Cancel my subscription because it's too expensive", cancel)).toEqual({ reason: "It's too expensive" });
    const event = fn("create_event", { title: S, description: S, start: { type: "string", format: "date-time" } }, ["title", "start"]);
    expect(Object.keys(await argumentsFor("Schedule a dentist appointment tomorrow at 3pm", event)).sort()).toEqual(["start", "title"]);
  });

  it("writes a language as its ISO 639-1 code when the field's name or description asks for a code", async () => {
    const described = fn("translate", { text: S, target_language: { type: "string", description: "ISO 639-1 code, e.g. de" } });
    expect(await argumentsFor("Translate hello to Spanish", described)).toEqual({ text: "hello", target_language: "es" });
    expect((await argumentsFor("Translate good morning into Japanese", fn("translate", { text: S, language_code: S }))).language_code).toBe("ja");
    expect((await argumentsFor("Translate hello to French", fn("translate_text", { q: S, target_lang: S }))).target_lang).toBe("fr");
    // A language field that asks for no code keeps the name.
    expect((await argumentsFor("Translate thank you into German", fn("translate", { text: S, target_language: S }))).target_language).toBe("German");
  });
});
