/**
 * The values a model writes into a tool call's arguments for what the user states: the event a
 * change is for, the period a lookup covers, every thing listed in the one list, a reason added
 * after the ask, the accounts money moves between; and what it leaves out: optional fields the
 * message gives nothing for (null in a strict tool), never made up.
 */
import { describe, expect, it } from "vitest";
import { callsAt, fn } from "../../test/support/tool-calls.ts";
import { changedThingOf, statedReasonOf } from "./written-texts.ts";
import { listedItemsOf } from "./listed-items.ts";
import { spanNamed } from "./when.ts";
import { ConversationReading } from "./conversation-reading.ts";

/** The mock's clock in these specs: Monday 7 December 2026, 10:00 UTC. */
const NOW = Date.UTC(2026, 11, 7, 10, 0);
const { callsFor, argumentsFor } = callsAt(NOW);

const text = { type: "string" };
const dateTime = { type: "string", format: "date-time" };
const date = { type: "string", format: "date" };
const strings = { type: "array", items: { type: "string" } };


describe("a change to an event names the event as the user calls it", () => {
  it("answers 'Move my dentist appointment to Thursday at 3pm' with the appointment and its new start", async () => {
    const reschedule = fn("reschedule_event", "Reschedule a calendar event", { event: text, new_start: dateTime });
    expect(await argumentsFor("Move my dentist appointment to Thursday at 3pm", reschedule)).toEqual({ event: "dentist appointment", new_start: "2026-12-10T15:00:00Z" });
  });

  it("gives an update tool's title the event changed", async () => {
    const update = fn("update_event", "Update a calendar event", { title: text, start_time: dateTime });
    expect(await argumentsFor("Reschedule my meeting with Bob to Friday at 11am", update)).toEqual({ title: "meeting with Bob", start_time: "2026-12-11T11:00:00Z" });
  });

  it.each([
    ["Move my dentist appointment to Thursday at 3pm", "dentist appointment"],
    ["Push the team standup back an hour", "team standup"],
    ["can you move my call with Priya from 2pm to 4pm", "call with Priya"],
    ["Cancel my 3pm meeting", "3pm meeting"],
    ["postpone the design review until next week", "design review"],
  ])("reads %j as a change to %j", (prompt, thing) => {
    expect(changedThingOf(prompt)).toBe(thing);
  });
});

describe("a lookup of a period covers all of it", () => {
  const listEvents = fn("list_events", "List calendar events between two dates", { start_date: date, end_date: date });
  it.each([
    ["What's on my calendar next week?", "2026-12-14", "2026-12-20"],
    ["what's on my calendar this week", "2026-12-07", "2026-12-13"],
    ["Show my events for this month", "2026-12-01", "2026-12-31"],
  ])("answers %j from %s to %s", async (content, start_date, end_date) => {
    expect(await argumentsFor(content, listEvents)).toEqual({ start_date, end_date });
  });

  it("writes a date-time range from the first day's start to the last day's end (Google Calendar's timeMin/timeMax)", async () => {
    const getEvents = fn("get_events", "Get calendar events", { time_min: dateTime, time_max: dateTime });
    expect(await argumentsFor("show my events for next week", getEvents)).toEqual({ time_min: "2026-12-14T00:00:00Z", time_max: "2026-12-20T23:59:59Z" });
  });

  it("counts weeks from Monday to Sunday and the weekend as Saturday and Sunday", () => {
    expect(spanNamed("any plans this weekend?", NOW)).toEqual({ from: "2026-12-12", to: "2026-12-13" });
    expect(spanNamed("next month", NOW)).toEqual({ from: "2027-01-01", to: "2027-01-31" });
    expect(spanNamed("the week of the launch", NOW)).toBeUndefined();
  });

  it("still makes an event next week an hour long, not a week", async () => {
    const createEvent = fn("create_event", "Create a calendar event", { title: text, start: dateTime, end: dateTime });
    expect(await argumentsFor("Schedule a meeting next week with Bo", createEvent)).toMatchObject({ start: "2026-12-14T09:00:00Z", end: "2026-12-14T10:00:00Z" });
  });
});

describe("every thing listed goes in the one call's list", () => {
  it("labels an issue with each label named, and titles it with the phrase quoted after it", async () => {
    const createIssue = fn("create_issue", "Create a GitHub issue", { title: text, labels: strings }, ["title"]);
    expect(await argumentsFor("Create an issue 'Login button broken on Safari' with labels bug and ui", createIssue)).toEqual({ title: "Login button broken on Safari", labels: ["bug", "ui"] });
  });

  it.each([
    ["add eggs, milk and bread to my shopping list", ["eggs", "milk", "bread"]],
    ["Put apples, pears & bananas in my cart", ["apples", "pears", "bananas"]],
    ["Add eggs to my shopping list", ["eggs"]],
  ])("answers %j with one call whose items are %j", async (content, items) => {
    const calls = await callsFor(content, [fn("add_to_shopping_list", "Add items to the shopping list", { items: strings })]);
    expect(calls).toEqual([["add_to_shopping_list", { items }]]);
  });

  it.each([
    ["labels", "Create an issue in acme/webapp titled 'Dark mode flickers' with labels bug, ui and p1", ["bug", "ui", "p1"]],
    ["tags", "Create a task 'Update the README' labeled docs and good-first-issue", ["docs", "good-first-issue"]],
    ["tags", "Save this note tagged work and q3 in my notes", ["work", "q3"]],
  ])("reads the %s of %j", (key, prompt, listed) => {
    expect(listedItemsOf(key, prompt)).toEqual(listed);
  });

  it("invites everyone listed with a person the mock knows", async () => {
    const createEvent = fn("create_event", "Create a calendar event", { title: text, start: dateTime, attendees: strings }, ["title", "start"]);
    expect(await argumentsFor("Schedule a sync with Ana, Bo and Cy tomorrow at 10am", createEvent)).toMatchObject({ attendees: ["Ana", "Bo", "Cy"] });
    expect(new ConversationReading("Jeff met Anna Smith and Carlos at the station.", []).people).toEqual(["Jeff", "Anna Smith", "Carlos"]);
  });
});

describe("optional fields the message gives nothing for are left out, the ones it gives kept", () => {
  it("leaves out a task's due date and priority, and writes null for them in a strict tool", async () => {
    const createTask = fn("create_task", "Create a task", { title: text, due_date: date, priority: { type: "string", enum: ["low", "medium", "high"] } }, ["title"]);
    expect(await argumentsFor("Add a task to renew my passport", createTask)).toEqual({ title: "Renew my passport" });
    const strict = fn("create_task", "Create a task", { title: text, due_date: { type: ["string", "null"], format: "date" } }, ["title", "due_date"], true);
    expect(await argumentsFor("Add a task to renew my passport", strict)).toEqual({ title: "Renew my passport", due_date: null });
    expect(await argumentsFor("Add a task to file taxes by April 15 with high priority", createTask)).toEqual({ title: "File taxes", due_date: "2027-04-15", priority: "high" });
  });

  it("leaves out an event's location unless the message says where", async () => {
    const createEvent = fn("create_event", "Create a calendar event", { title: text, start: dateTime, end: dateTime, location: text }, ["title", "start"]);
    expect(await argumentsFor("Schedule lunch with Sam on Friday at noon", createEvent)).toEqual({ title: "Lunch with Sam", start: "2026-12-11T12:00:00Z", end: "2026-12-11T13:00:00Z" });
    expect(await argumentsFor("Create an event called Team Offsite on Jan 15 from 9am to 5pm at the Hilton", createEvent)).toEqual({
      title: "Team Offsite",
      start: "2027-01-15T09:00:00Z",
      end: "2027-01-15T17:00:00Z",
      location: "Hilton",
    });
  });

  it("leaves out a contact's email and company the message does not write", async () => {
    const createContact = fn("create_contact", "Create a contact", { name: text, phone: text, email: text, company: text }, ["name"]);
    expect(await argumentsFor("Add Jane Doe to my contacts, her number is 555-0134", createContact)).toEqual({ name: "Jane Doe", phone: "555-0134" });
    expect(await argumentsFor("Create a contact for Maria Lopez, email maria@lopez.io", createContact)).toEqual({ name: "Maria Lopez", email: "maria@lopez.io" });
  });
});

describe("what the user adds to the ask is the call's", () => {
  it.each([
    ["Cancel order 1234, it arrived damaged", "It arrived damaged"],
    ["Cancel order 1234 because it arrived damaged", "It arrived damaged"],
    ["Cancel order 1234 - wrong size", "Wrong size"],
  ])("answers %j with the reason %j", async (content, reason) => {
    const cancelOrder = fn("cancel_order", "Cancel an order", { order_id: text, reason: text });
    expect(await argumentsFor(content, cancelOrder)).toEqual({ order_id: "1234", reason });
  });

  it.each([
    ["Cancel my subscription: I no longer use it", "I no longer use it"],
    ["Cancel order 1234, and refund it", undefined],
    ["Cancel my 3pm meeting, the one with Bob", undefined],
  ])("reads the reason of %j as %j", (prompt, reason) => {
    expect(statedReasonOf(prompt)).toBe(reason);
  });

  it("moves the amount written, in its currency, from the account named to the other", async () => {
    const transfer = fn("transfer_funds", "Transfer money between accounts", { amount: { type: "number" }, currency: text, from_account: text, to_account: text });
    expect(await argumentsFor("Transfer 500 euros from checking to savings", transfer)).toEqual({ amount: 500, currency: "EUR", from_account: "checking", to_account: "savings" });
  });

  it("writes an email's body to its last word", async () => {
    const sendEmail = fn("send_email", "Send an email", { to: text, subject: text, body: text });
    expect(await argumentsFor("Send an email to bob@example.com with subject 'Q3 report' saying the numbers are in", sendEmail)).toEqual({
      to: "bob@example.com",
      subject: "Q3 report",
      body: "The numbers are in",
    });
  });
});

describe("values written in the user's words", () => {
  const cases: [string, object, Record<string, unknown>][] = [
    ["Convert 5 miles to kilometers", fn("convert_units", "Convert units", { value: { type: "number" }, from_unit: text, to_unit: text }), { value: 5, from_unit: "miles", to_unit: "kilometers" }],
    ["Delete all emails from newsletter@spam.com", fn("delete_emails", "Delete emails", { from: text, older_than_days: { type: "integer" } }, ["from"]), { from: "newsletter@spam.com" }],
    ["Set my Slack status to 'In a meeting' for 1 hour", fn("set_status", "Set Slack status", { status_text: text, duration_minutes: { type: "integer" } }, ["status_text"]), { status_text: "In a meeting", duration_minutes: 60 }],
    ["Add a task to pay rent on the 1st", fn("create_task", "Create a task", { title: text, due_date: date }, ["title"]), { title: "Pay rent", due_date: "2027-01-01" }],
    ["Wake me up at 7 every weekday", fn("set_alarm", "Set an alarm", { time: text }), { time: "07:00" }],
    ["Set volume to max", fn("set_volume", "Set the volume", { level: { type: "integer", minimum: 0, maximum: 100 } }), { level: 100 }],
    ["Create a Jira ticket for the checkout crash, assign it to Priya, priority P1", fn("create_ticket", "Create a Jira ticket", { summary: text, assignee: text, priority: { type: "string", enum: ["P0", "P1", "P2"] } }), { summary: "Checkout crash", assignee: "Priya", priority: "P1" }],
    ["Turn the brightness all the way down", fn("set_brightness", "Set the screen brightness", { brightness: { type: "integer", minimum: 10, maximum: 100 } }), { brightness: 10 }],
  ];
  it.each(cases)("answers %j", async (content, tool, expected) => {
    expect(await argumentsFor(content, tool)).toEqual(expected);
  });
});

describe("a list of records of things takes each thing listed with how many", () => {
  const addToOrder = fn("add_to_order", "Add items to an order", {
    items: { type: "array", items: { type: "object", properties: { name: text, quantity: { type: "integer" } }, required: ["name", "quantity"] } },
  });
  it.each([
    ["Add 3 bananas, 2 avocados and a loaf of bread to my Instacart order", [{ name: "bananas", quantity: 3 }, { name: "avocados", quantity: 2 }, { name: "loaf of bread", quantity: 1 }]],
    ["Order 2 large pizzas and a coke", [{ name: "large pizzas", quantity: 2 }, { name: "coke", quantity: 1 }]],
  ])("answers %j with %j", async (content, items) => {
    expect(await argumentsFor(content, addToOrder)).toEqual({ items });
  });
});

describe("a strict tool writes null for what the message does not say, and the value for what it does", () => {
  const strict = (name: string, properties: Record<string, Record<string, unknown>>) => ({
    type: "function",
    function: { name, description: name.replace(/_/g, " "), strict: true, parameters: { type: "object", properties, required: Object.keys(properties), additionalProperties: false } },
  });
  const nullableText = { type: ["string", "null"] };
  it.each([
    ["Add Jane Doe to my contacts, her number is 555-0134", strict("create_contact", { name: text, phone: nullableText, email: nullableText, company: nullableText }), { name: "Jane Doe", phone: "555-0134", email: null, company: null }],
    ["Cancel my subscription", strict("cancel_subscription", { reason: nullableText }), { reason: null }],
    ["Cancel my subscription, it's too expensive", strict("cancel_subscription", { reason: nullableText }), { reason: "It's too expensive" }],
    ["Find flights from Boston to Denver", strict("search_flights", { origin: text, destination: text, date: nullableText, max_price: { type: ["number", "null"] } }), { origin: "Boston", destination: "Denver", date: null, max_price: null }],
    ["Find flights from Boston to Denver under $300", strict("search_flights", { origin: text, destination: text, max_price: { type: ["number", "null"] } }), { origin: "Boston", destination: "Denver", max_price: 300 }],
  ])("answers %j", async (content, tool, expected) => {
    expect(await argumentsFor(content, tool)).toEqual(expected);
  });
});

describe("a place search takes the place the user names, not the cuisine", () => {
  const searchRestaurants = fn("search_restaurants", "Search for restaurants", { location: text, cuisine: text }, ["location"]);
  it.each([
    ["What's the best rated Italian restaurant near Union Square?", "Union Square", "Italian"],
    ["Any good Thai restaurants in Brooklyn?", "Brooklyn", "Thai"],
    ["Find Italian restaurants near me in Chicago", "Chicago", "Italian"],
    ["find italian restaurants near me", "near me", "Italian"],
  ])("answers %j at %j", async (content, location, cuisine) => {
    expect(await argumentsFor(content, searchRestaurants)).toEqual({ location, cuisine });
  });
});

describe("a to-do ticked off keeps the user's words", () => {
  const completeTask = fn("complete_task", "Mark a task as complete", { title: text });
  it.each([
    ["Mark milk as done", "milk"],
    ["Check off call the bank", "call the bank"],
    ["Cross milk off my list", "milk"],
    ["can you tick off the dentist appointment", "dentist appointment"],
  ])("answers %j with the title %j", async (content, title) => {
    expect(await argumentsFor(content, completeTask)).toEqual({ title });
  });

  it("keeps a task referred to as 'the … task' as before", async () => {
    expect(await argumentsFor("Mark the laundry task as done", completeTask)).toEqual({ title: "Laundry" });
  });
});

describe("a message's recipient is the contact as the user names it", () => {
  const sendMessage = fn("send_message", "Send a message to a contact", { recipient: text, message: text });
  const sendEmail = fn("send_email", "Send an email", { to: text, subject: text, body: text });
  it.each([
    ["Let mom know I'm on my way", "Mom"],
    ["DM @ana that the deploy is done", "@ana"],
    ["Message the team that standup is cancelled", "team"],
    ["Text John that I'll be late", "John"],
  ])("answers %j to %j", async (content, recipient) => {
    expect((await argumentsFor(content, sendMessage)).recipient).toBe(recipient);
  });

  it.each([
    ["Email the team that the release is delayed", "team@example.com"],
    ["email my boss that I'm sick today", "boss@example.com"],
  ])("addresses an email %j to a placeholder address, never junk", async (content, to) => {
    expect((await argumentsFor(content, sendEmail)).to).toBe(to);
  });
});

describe("an event booked with an article keeps whom it is with in its title", () => {
  const createEvent = fn("create_event", "Create a calendar event", { title: text, start_time: dateTime });
  it.each([
    ["Book a meeting with Sarah on Friday at 2", "Meeting with Sarah", "2026-12-11T14:00:00Z"],
    ["Schedule a call with Tom tomorrow at 10am", "Call with Tom", "2026-12-08T10:00:00Z"],
    ["set up a sync with Ana and Ben on Monday at 9am", "Sync with Ana and Ben", "2026-12-14T09:00:00Z"],
    ["Schedule a team meeting on Friday at 2", "Team meeting", "2026-12-11T14:00:00Z"],
  ])("answers %j with the title %j", async (content, title, start_time) => {
    expect(await argumentsFor(content, createEvent)).toEqual({ title, start_time });
  });
});

describe("a product search keeps the size written and makes up no color", () => {
  const searchProducts = fn("search_products", "Search products", { query: text, size: text, color: text }, ["query"]);
  it.each([
    ["Find running shoes in size 10", { query: "running shoes", size: "10" }],
    ["show me black hoodies size M", { query: "black hoodies", size: "M", color: "black" }],
    ["search for wireless headphones", { query: "wireless headphones" }],
  ])("answers %j", async (content, args) => {
    expect(await argumentsFor(content, searchProducts)).toEqual(args);
  });
});

describe("a change's new time is the one it moves to", () => {
  const reschedule = fn("reschedule_meeting", "Move a meeting", { meeting: text, new_time: text, new_date: date }, ["meeting", "new_time"]);
  it.each([
    ["Push my 3pm to 4pm", { meeting: "3pm meeting", new_time: "16:00" }],
    ["move my 2pm meeting to 5pm", { meeting: "2pm meeting", new_time: "17:00" }],
    ["move my 2pm meeting to Friday at 5pm", { meeting: "2pm meeting", new_time: "17:00", new_date: "2026-12-11" }],
  ])("answers %j", async (content, args) => {
    expect(await argumentsFor(content, reschedule)).toEqual(args);
  });
});
