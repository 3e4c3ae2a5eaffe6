/**
 * Tool calls for assistants of one app (messaging, notes, music, movies, todos, calendar, CRM),
 * under tool_choice auto, as users phrase their asks: "Tell Sarah I'm running late", "Give The
 * Matrix 3 out of 5 stars", "Jot down that…". A model calls the app's tool for them (and the
 * right one of its several), and answers a question about the thing in prose.
 */
import { describe, expect, it } from "vitest";
import { callsAt, fn } from "../../test/support/tool-calls.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { callsFor } = callsAt(NOW);

const text = { type: "string" };

const messaging = [
  fn("send_message", "Send a direct message to a contact", { recipient: text, message: text }),
  fn("post_message", "Post a message to a Slack channel", { channel: { type: "string", description: "Channel name, e.g. #general" }, text }),
  fn("send_sms", "Send an SMS text message", { phone_number: text, message: text }),
  fn("send_email", "Send an email", { to: text, subject: text, body: text }),
];
const media = [
  fn("play_song", "Play a song, artist or playlist", { query: text }),
  fn("add_to_playlist", "Add a song to a playlist", { song: text, playlist: text }),
  fn("rate_movie", "Rate a movie", { title: text, stars: { type: "integer", minimum: 1, maximum: 5 } }),
  fn("like_song", "Like or dislike the current song", { liked: { type: "boolean" } }),
];
const notes = [fn("create_note", "Create a new note", { title: text, content: text }, ["content"]), fn("search_notes", "Search the user's notes", { query: text })];
const home = [
  fn("set_lights", "Turn lights on or off in a room", { room: text, on: { type: "boolean" } }),
  fn("set_thermostat", "Set the thermostat target temperature", { temperature: { type: "number" } }),
  fn("play_music", "Play music on the home speakers", { query: { type: "string", description: "Song, artist, genre or playlist" } }),
];

describe("a message told to someone is sent by the app's tool of its medium", () => {
  it.each([
    ["Tell Sarah I'm running late", "send_message", { recipient: "Sarah", message: "I'm running late" }],
    ["Let Sarah know I'll be late", "send_message", { recipient: "Sarah", message: "I'll be late" }],
    ["can you tell my wife that dinner is ready", "send_message", { message: "Dinner is ready" }],
    ["Text 555-0134 that I landed", "send_sms", { phone_number: "555-0134", message: "I landed" }],
    ["DM @ana that the build is green", "send_message", { message: "The build is green" }],
    ["Let the team know in #eng that standup is cancelled", "post_message", { channel: "#eng", text: "Standup is cancelled" }],
    ["Let everyone know in the design channel that the mockups are ready", "post_message", { channel: "#design", text: "The mockups are ready" }],
  ])("answers %j with one call of %s", async (content, name, args) => {
    const calls = await callsFor(content, messaging);
    expect(calls.map(([called]) => called)).toEqual([name]);
    expect(calls[0]![1]).toMatchObject(args);
  });
  it.each([
    "Tell me a joke",
    "Let me know if you need anything",
    // Questions about the thing the tool posts to: the model explains, and posts nothing.
    "Tell me about Slack channels",
    "Tell the difference between a DM and a channel post",
    "How do I post a message in Slack?",
    "how to send an sms from a laptop",
  ])("answers %j in prose", async (content) => {
    expect(await callsFor(content, messaging)).toEqual([]);
  });
});

describe("a score given to a film rates it", () => {
  it.each([
    ["Give The Matrix 3 out of 5 stars", { title: "The Matrix", stars: 3 }],
    ["5 stars for Interstellar", { title: "Interstellar", stars: 5 }],
    ["Rate Inception 5 stars", { title: "Inception", stars: 5 }],
    ["i'd give inception 4 stars", { stars: 4 }],
    ["I'd rate Barbie 3/5", { title: "Barbie", stars: 3 }],
    ["Rate Oppenheimer a 4", { title: "Oppenheimer", stars: 4 }],
  ])("answers %j with rate_movie(%j)", async (content, args) => {
    const calls = await callsFor(content, media);
    expect(calls.map(([called]) => called)).toEqual(["rate_movie"]);
    expect(calls[0]![1]).toMatchObject(args);
  });
  it.each(["Who directed The Matrix?", "Is Inception worth 5 stars?", "Give it 5 stars"])("answers %j in prose", async (content) => {
    expect(await callsFor(content, media)).toEqual([]);
  });
});

describe("a thumbs up or down likes or dislikes the song", () => {
  it.each([
    ["Thumbs down this song", false],
    ["thumbs up to this one", true],
    ["Dislike this track", false],
  ])("answers %j with like_song({liked: %s})", async (content, liked) => {
    expect(await callsFor(content, media)).toEqual([["like_song", { liked }]]);
  });
});

describe("jotting something down makes a note", () => {
  it.each([
    ["Jot down that the wifi password is hunter2", "The wifi password is hunter2"],
    ["Take a note: meeting moved to Friday", "Meeting moved to Friday"],
    ["please jot this down: the garage code is 4512", "The garage code is 4512"],
  ])("answers %j with create_note(content %j)", async (content, noted) => {
    const calls = await callsFor(content, notes);
    expect(calls.map(([called]) => called)).toEqual(["create_note"]);
    expect(calls[0]![1].content).toBe(noted);
  });
});

describe("putting on music plays it, not clothes", () => {
  it.each([
    ["Put on some jazz", "jazz"],
    ["put on Taylor Swift", "Taylor Swift"],
  ])("answers %j with play_music(%j)", async (content, query) => {
    expect(await callsFor(content, home)).toEqual([["play_music", { query }]]);
  });
  it("answers 'Should I put on a jacket?' with no music", async () => {
    expect((await callsFor("Should I put on a jacket?", home)).map(([called]) => called)).not.toContain("play_music");
  });
});

describe("of an app's tools, the one whose verb and object the ask names, not one its description's words name", () => {
  it.each([
    ["Add Bohemian Rhapsody to my road trip playlist", { song: "Bohemian Rhapsody", playlist: "road trip" }],
    ["add Yesterday to the playlist called Chill", { song: "Yesterday", playlist: "Chill" }],
  ])("answers %j with add_to_playlist(%j) alone, no play_song", async (content, args) => {
    expect(await callsFor(content, media)).toEqual([["add_to_playlist", args]]);
  });
  const crm = [
    fn("create_contact", "Create a new contact in the CRM", { name: text, email: text, company: text }, ["name"]),
    fn("log_call", "Log a call with a contact or company", { contact: text, notes: text }),
  ];
  it("answers 'Add John Smith from Globex as a contact, john@globex.com' with create_contact alone, no log_call", async () => {
    expect(await callsFor("Add John Smith from Globex as a contact, john@globex.com", crm)).toEqual([["create_contact", { name: "John Smith", email: "john@globex.com", company: "Globex" }]]);
  });
});

describe("an appointment moved or deleted is a calendar event rescheduled or deleted", () => {
  const calendar = [
    fn("create_event", "Create a new calendar event", { title: text, date: text }),
    fn("list_events", "List calendar events in a date range", { start_date: text, end_date: text }, ["start_date"]),
    fn("reschedule_event", "Move an existing event to a new date or time", { event: text, new_date: text }, ["event"]),
    fn("delete_event", "Delete a calendar event", { event: text }),
  ];
  it.each([
    ["Move the dentist appointment to Thursday", "reschedule_event"],
    ["Book a meeting with Sarah on Friday at 2", "create_event"],
    ["Reschedule my call with Bob to Monday", "reschedule_event"],
    ["postpone the team sync to next week", "reschedule_event"],
    ["Delete the team sync on Friday", "delete_event"],
    ["Cancel my dentist appointment", "delete_event"],
  ])("answers %j with %s alone", async (content, name) => {
    expect((await callsFor(content, calendar)).map(([called]) => called)).toEqual([name]);
  });
  it("answers 'How do I share my calendar?' in prose", async () => {
    expect(await callsFor("How do I share my calendar?", calendar)).toEqual([]);
  });
});

describe("a question about one's own day, list or notes gets them", () => {
  const calendar = [fn("create_event", "Create a new calendar event", { title: text, date: text }), fn("list_events", "List calendar events in a date range", { start_date: text, end_date: text }, ["start_date"])];
  const todo = [
    fn("add_task", "Add a task to the to-do list", { title: text }),
    fn("complete_task", "Mark a task as completed", { title: text }),
    fn("list_tasks", "List the tasks in the to-do list", { status: { type: "string", enum: ["open", "done", "all"] } }, []),
  ];
  it.each([
    ["Am I free Thursday afternoon?", "2026-03-19"],
    ["am i busy tomorrow morning", "2026-03-13"],
    ["Do I have anything on Friday?", "2026-03-13"],
    ["What's on my agenda today?", "2026-03-12"],
  ])("answers %j with list_events from %s", async (content, day) => {
    const calls = await callsFor(content, calendar);
    expect(calls.map(([called]) => called)).toEqual(["list_events"]);
    expect(calls[0]![1].start_date).toBe(day);
  });
  it.each(["What do I have to do today?", "what do i need to do this week", "What's left on my list?", "What's on my plate today?"])("answers %j with list_tasks", async (content) => {
    expect((await callsFor(content, todo)).map(([called]) => called)).toEqual(["list_tasks"]);
  });
  it.each(["Cross milk off my list", "I finished the laundry, check it off", "Check off call the bank"])("answers %j with complete_task", async (content) => {
    expect((await callsFor(content, todo)).map(([called]) => called)).toEqual(["complete_task"]);
  });
  it.each([
    ["What did I write about the garage code?", "garage code"],
    ["Did I write anything about the trip?", "trip"],
    ["do i have any notes on the budget", "budget"],
  ])("answers %j with search_notes(%j)", async (content, query) => {
    expect(await callsFor(content, notes)).toEqual([["search_notes", { query }]]);
  });
  it.each(["Am I free to leave my job?", "What do I have to do to get a passport?", "What did I write wrong in this sentence?"])("answers %j in prose", async (content) => {
    expect(await callsFor(content, [...calendar, ...todo, ...notes])).toEqual([]);
  });
});

describe("a feeling about the song playing, a note dropped in a channel, a meeting pushed", () => {
  it.each([
    ["I love this song", true],
    ["i hate this track", false],
  ])("answers %j with like_song({liked: %s})", async (content, liked) => {
    expect(await callsFor(content, media)).toEqual([["like_song", { liked }]]);
  });
  it("answers 'Drop a note in #design that the mockups are ready' with post_message", async () => {
    expect(await callsFor("Drop a note in #design that the mockups are ready", messaging)).toEqual([["post_message", { channel: "#design", text: "The mockups are ready" }]]);
  });
  it.each(["Push my 3pm to 4pm", "bump the standup to Friday"])("answers %j with reschedule_event", async (content) => {
    const calendar = [fn("create_event", "Create a new calendar event", { title: text, date: text }), fn("reschedule_event", "Move an existing event to a new date or time", { event: text, new_date: text }, ["event"])];
    expect((await callsFor(content, calendar)).map(([called]) => called)).toEqual(["reschedule_event"]);
  });
  it.each(["I love this weather", "Push the changes to main"])("answers %j with none of them", async (content) => {
    expect(await callsFor(content, [...media.filter((tool) => tool.function.name === "like_song"), fn("reschedule_event", "Move an existing event to a new date or time", { event: text, new_date: text }, ["event"])])).toEqual([]);
  });
});

describe("'my list' of a todo app is its to-do list", () => {
  const todo = [fn("add_task", "Add a task to the to-do list", { title: text }), fn("list_tasks", "List the tasks in the to-do list", {}, [])];
  const addItem = fn("add_item", "Add an item to the shopping list", { item: text });
  it.each([
    ["Add buy milk to my list", "Buy milk"],
    ["I need to renew my passport, add it to my list", "Renew passport"],
  ])("answers %j with add_task", async (content, title) => {
    expect(await callsFor(content, todo)).toEqual([["add_task", { title }]]);
  });
  it("answers 'Add milk to my shopping list' with the shopping list's add_item, not add_task", async () => {
    expect((await callsFor("Add milk to my shopping list", [...todo, addItem])).map(([called]) => called)).toEqual(["add_item"]);
    expect(await callsFor("Add milk to my shopping list", todo)).toEqual([]);
  });
});

describe("questions and everyday phrasings that ask a tool, not prose", () => {
  const weather = [fn("get_weather", "Get the current weather for a city", { city: text })];
  const currency = [fn("convert_currency", "Convert an amount between currencies", { amount: { type: "number" }, from: text, to: text })];
  const users = [fn("search_users", "Search users by name or email", { query: text })];
  const calendar = [fn("create_event", "Create a new calendar event", { title: text, date: text }), fn("list_events", "List calendar events in a date range", { start_date: text, end_date: text }, ["start_date"])];
  it.each(["Is it warmer in Paris or Madrid right now?", "where is it colder, Paris or Madrid"])("answers %j with get_weather for each city", async (content) => {
    expect(await callsFor(content, weather)).toEqual([["get_weather", { city: "Paris" }], ["get_weather", { city: "Madrid" }]]);
  });
  it.each([
    ["How much is 100 USD in euros?", 100],
    ["what's 50 pounds in dollars", 50],
    ["$20 to yen", 20],
  ])("answers %j with convert_currency(amount %j)", async (content, amount) => {
    const calls = await callsFor(content, currency);
    expect(calls.map(([called]) => called)).toEqual(["convert_currency"]);
    expect(calls[0]![1].amount).toBe(amount);
  });
  it.each(["Is there a user called Maria Lopez?", "do we have a user named Maria Lopez", "Are there any users named Maria Lopez?"])("answers %j with search_users", async (content) => {
    expect(await callsFor(content, users)).toEqual([["search_users", { query: "Maria Lopez" }]]);
  });
  it.each([
    ["Any meetings this weekend?", "2026-03-14"],
    ["What do I have tomorrow?", "2026-03-13"],
    ["what have i got on friday", "2026-03-13"],
  ])("answers %j with list_events from %s alone", async (content, day) => {
    const calls = await callsFor(content, calendar);
    expect(calls.map(([called]) => called)).toEqual(["list_events"]);
    expect(calls[0]![1].start_date).toBe(day);
  });
  it("answers 'I just got off the phone with Acme, we discussed pricing, log it' with log_call", async () => {
    const crm = [fn("create_contact", "Create a new contact in the CRM", { name: text, email: text }, ["name"]), fn("log_call", "Log a call with a contact or company", { contact: text, notes: text })];
    expect((await callsFor("I just got off the phone with Acme, we discussed pricing, log it", crm)).map(([called]) => called)).toEqual(["log_call"]);
  });
  it.each([
    ["Ask Sarah if she wants lunch", "Sarah", "Do you want lunch?"],
    ["Ask Sarah whether she's free tonight", "Sarah", "Are you free tonight?"],
    ["Ask Tom to send me the slides", "Tom", "Can you send me the slides?"],
  ])("answers %j with send_message to %s", async (content, recipient, message) => {
    expect(await callsFor(content, messaging.slice(0, 2))).toEqual([["send_message", { recipient, message }]]);
  });
  it.each(["Done with the report task", "I'm done with the report task", "I finished the report task"])("answers %j with complete_task", async (content) => {
    const todo = [fn("add_task", "Add a task to the to-do list", { title: text }), fn("complete_task", "Mark a task as completed", { title: text })];
    expect((await callsFor(content, todo)).map(([called]) => called)).toEqual(["complete_task"]);
  });
  it.each([
    ["Ask me a question", messaging],
    ["Is it warmer in winter or summer in Spain?", weather],
    ["What is the exchange rate history of the euro?", currency],
    ["Is there a user limit on the free plan?", users],
    ["What do I have in common with my brother?", calendar],
    ["Any tips for tomorrow's interview?", calendar],
  ])("answers %j in prose", async (content, tools) => {
    expect(await callsFor(content, tools)).toEqual([]);
  });
});

describe("the AC, a focus block, a person's email are what the app's tools work on", () => {
  it.each(["Set the living room AC to 68 degrees fahrenheit", "set the air conditioning to 20"])("answers %j with set_thermostat", async (content) => {
    expect((await callsFor(content, home)).map(([called]) => called)).toEqual(["set_thermostat"]);
  });
  it("answers 'Add a 30 minute focus block every morning at 9' with create_event", async () => {
    const calendar = [fn("create_event", "Create a new calendar event", { title: text, date: text }), fn("list_events", "List calendar events in a date range", { start_date: text }, ["start_date"])];
    expect((await callsFor("Add a 30 minute focus block every morning at 9", calendar)).map(([called]) => called)).toEqual(["create_event"]);
  });
  const contacts = [fn("update_contact", "Update a contact's details", { name: text, email: text }, ["name"]), fn("create_contact", "Create a new contact", { name: text }, ["name"])];
  it.each(["Update Sarah's email to sarah@newco.com", "change bob's phone number to 555-1234"])("answers %j with update_contact", async (content) => {
    expect((await callsFor(content, contacts)).map(([called]) => called)).toEqual(["update_contact"]);
  });
  it.each([
    ["Set the oven to 350 degrees", home],
    ["Update the app's email template", contacts],
  ])("answers %j with none of them", async (content, tools) => {
    expect(await callsFor(content, tools)).toEqual([]);
  });
});

describe("things no turn has shown are asked about, not invented", () => {
  const shop = [fn("search_products", "Search the product catalog", { query: text }), fn("add_to_cart", "Add a product to the shopping cart", { product_id: text, quantity: { type: "integer" } })];
  it.each(["Add two of those to my cart", "buy one of them", "can you add these to my cart"])("answers %j in prose, with no product id invented", async (content) => {
    expect(await callsFor(content, shop)).toEqual([]);
  });
  it("still adds a product whose id the message gives", async () => {
    expect((await callsFor("Add 2 of product SKU-123 to my cart", shop)).map(([called]) => called)).toEqual(["add_to_cart"]);
  });
});
