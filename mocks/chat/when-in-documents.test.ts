import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { manualClock } from "../state/clock.ts";

const PATH = "/client/v2/ai/chat/completions";
/** The mock's clock in these specs: Thursday 12 March 2026, 10:20 UTC. */
const NOW = Date.UTC(2026, 2, 12, 10, 20);

type Properties = Record<string, Record<string, unknown>>;
const fn = (name: string, properties: Properties, required = Object.keys(properties)) => ({
  type: "function",
  function: { name, parameters: { type: "object", properties, required, additionalProperties: false } },
});
/** The arguments of `tool`, called (forced) for `content`, on the clock at NOW. */
async function argumentsFor(content: string, tool: ReturnType<typeof fn>) {
  const mock = testMock({}, manualClock(NOW));
  const result = await mock.call("POST", PATH, {
    body: { model: "gpt-4o", messages: [{ role: "user", content }], tools: [tool], tool_choice: { type: "function", function: { name: tool.function.name } } },
  });
  return JSON.parse(result.body.choices[0].message.tool_calls[0].function.arguments);
}

const calendarEvent = fn("create_calendar_event", {
  title: { type: "string" },
  attendees: { type: "array", items: { type: "string" } },
  start: { type: "string", format: "date-time" },
  durationMinutes: { type: "integer" },
});
const reminder = fn("create_reminder", { text: { type: "string" }, remind_at: { type: "string", format: "date-time" } });
const timer = fn("set_timer", { seconds: { type: "integer" }, label: { type: "string" } }, ["seconds"]);
const restaurants = fn("find_restaurants", { cuisine: { type: "string" }, party_size: { type: "integer" }, time: { type: "string" } });

describe("dates, times and durations in tool arguments, from the message and the mock's clock", () => {
  it("books a meeting at the day and hour the message names, with the people it names and a model's default length", async () => {
    expect(await argumentsFor("Book a meeting with Sarah tomorrow at 3pm about the Q3 roadmap", calendarEvent)).toEqual({
      title: "Q3 roadmap",
      attendees: ["Sarah"],
      start: "2026-03-13T15:00:00Z",
      durationMinutes: 60,
    });
    // How long it lasts is not what it is about: the title is the event's, not "45 minutes" or "Half".
    const cases: [string, string, string, number][] = [
      ["Schedule a call with Bob on Friday at 10am for 45 minutes", "Call", "2026-03-13T10:00:00Z", 45],
      ["Set up a sync with Alice next Monday at 9:30 for half an hour", "Sync", "2026-03-16T09:30:00Z", 30],
      ["Put a review with Tom on March 20 at 16:00 for an hour and a half", "Review", "2026-03-20T16:00:00Z", 90],
      ["Book a workshop with Anna on 2026-12-24 at noon for 2 hours", "Workshop", "2026-12-24T12:00:00Z", 120],
    ];
    for (const [content, title, start, minutes] of cases) {
      const args = await argumentsFor(content, calendarEvent);
      expect([args.title, args.start, args.durationMinutes], content).toEqual([title, start, minutes]);
      expect(args.attendees, content).toHaveLength(1);
    }
  });

  it("ends an event after its start by the length the message says, or at the second time it names", async () => {
    const event = fn("schedule_event", { title: { type: "string" }, start: { type: "string", format: "date-time" }, end: { type: "string", format: "date-time" } });
    const cases: [string, string, string][] = [
      ["Book a meeting with Sarah tomorrow at 3pm", "2026-03-13T15:00:00Z", "2026-03-13T16:00:00Z"],
      ["Schedule a call with Bob on Friday at 10am for 45 minutes", "2026-03-13T10:00:00Z", "2026-03-13T10:45:00Z"],
      ["Block my calendar from 2 to 4pm on March 20", "2026-03-20T14:00:00Z", "2026-03-20T16:00:00Z"],
    ];
    for (const [content, start, end] of cases) {
      const args = await argumentsFor(content, event);
      expect([args.start, args.end], content).toEqual([start, end]);
    }
  });

  it("sets a reminder at the next such weekday, in a few hours, or tomorrow morning", async () => {
    const cases: [string, string][] = [
      ["Remind me to call mom on Friday at 6pm", "2026-03-13T18:00:00Z"],
      ["Remind me to call mom on Thursday at 6pm", "2026-03-19T18:00:00Z"],
      ["Remind me to stretch in 2 hours", "2026-03-12T12:20:00Z"],
      ["Remind me to pay rent tomorrow at 7am", "2026-03-13T07:00:00Z"],
      ["Remind me to send the invoice on 12/24 at 9am", "2026-12-24T09:00:00Z"],
      ["Remind me to water the plants tonight at 8", "2026-03-12T20:00:00Z"],
    ];
    for (const [content, at] of cases) expect((await argumentsFor(content, reminder)).remind_at, content).toBe(at);
    expect(await argumentsFor("Remind me to call mom on Friday at 6pm", reminder)).toEqual({ text: "Call mom", remind_at: "2026-03-13T18:00:00Z" });
  });

  it("converts a timer's length into the unit its field counts, and labels it by its length", async () => {
    expect(await argumentsFor("Set a timer for 10 minutes", timer)).toEqual({ seconds: 600, label: "10-minute timer" });
    expect((await argumentsFor("Set a 90 second timer for the eggs", timer)).seconds).toBe(90);
    expect((await argumentsFor("Start a timer for an hour", timer)).seconds).toBe(3600);
    const inMs = fn("start_countdown", { duration_ms: { type: "integer" } });
    expect(await argumentsFor("Count down 2 minutes", inMs)).toEqual({ duration_ms: 120_000 });
    const described = fn("set_timer", { duration: { type: "number", description: "Duration in seconds" } });
    expect(await argumentsFor("Set a timer for 1.5 hours", described)).toEqual({ duration: 5400 });
    // A label only a timer's: a recipe whose steps mention a timer keeps its title.
    const recipe = fn("save_recipe", { title: { type: "string" } });
    expect((await argumentsFor("Save my recipe for banana bread, bake with a timer for 50 minutes", recipe)).title).not.toMatch(/minute/);
  });

  it("writes a time of day as the message says it: tonight at 7 is 19:00", async () => {
    const cases: [string, string][] = [
      ["Find Italian restaurants for 4 people tonight at 7", "19:00"],
      ["Find a breakfast place for 2 at 7am", "07:00"],
      ["Find sushi for 3 at 18:30", "18:30"],
      ["Find a lunch spot for 2 at noon", "12:00"],
    ];
    for (const [content, time] of cases) expect((await argumentsFor(content, restaurants)).time, content).toBe(time);
    // The hour is a time, not a count: the party is the number of people, wherever the time comes.
    const cases2: [string, number, string][] = [
      ["Find Italian restaurants for 4 people tonight at 7", 4, "19:00"],
      ["Find a table tonight at 7 for 4 people", 4, "19:00"],
      ["Find a table at 7:30pm for 4 people", 4, "19:30"],
      ["Find a table on Friday at 19:30 for 6", 6, "19:30"],
    ];
    for (const [content, size, time] of cases2) {
      const args = await argumentsFor(content, restaurants);
      expect([args.party_size, args.time], content).toEqual([size, time]);
    }
  });

  it("writes days in the field's format: a date, a time with its zone, a due date at the end of the day", async () => {
    const task = fn("create_task", { title: { type: "string" }, due_date: { type: "string", format: "date" } });
    expect((await argumentsFor("Create a task to file taxes due April 15", task)).due_date).toBe("2026-04-15");
    expect((await argumentsFor("Add a task to renew the passport by next Monday", task)).due_date).toBe("2026-03-16");
    expect((await argumentsFor("Log what I did yesterday as a task", task)).due_date).toBe("2026-03-11");
    const due = fn("create_task", { title: { type: "string" }, due: { type: "string", format: "date-time" } });
    expect((await argumentsFor("Create a task to send the report by Friday", due)).due).toBe("2026-03-13T17:00:00Z");
    const slot = fn("book_slot", { day: { type: "string", format: "date" }, start_time: { type: "string", format: "time" } });
    expect(await argumentsFor("Book a slot tomorrow at 3pm", slot)).toEqual({ day: "2026-03-13", start_time: "15:00:00Z" });
  });

  it("fills a structured output's start and end from the message", async () => {
    const mock = testMock({}, manualClock(NOW));
    const schema = { type: "object", properties: { title: { type: "string" }, start: { type: "string", format: "date-time" }, end: { type: "string", format: "date-time" } }, required: ["title", "start", "end"], additionalProperties: false };
    const result = await mock.call("POST", PATH, {
      body: { model: "gpt-4o", messages: [{ role: "user", content: "Extract the event: Dinner with Anna on Saturday at 7pm" }], response_format: { type: "json_schema", json_schema: { name: "event", schema, strict: true } } },
    });
    const event = JSON.parse(result.body.choices[0].message.content);
    expect([event.start, event.end]).toEqual(["2026-03-14T19:00:00Z", "2026-03-14T20:00:00Z"]);
  });

  it("leaves alone the dates the message does not schedule: a birthday, a creation time, a plain date it does not give", async () => {
    const person = fn("add_contact", { name: { type: "string" }, birthday: { type: "string", format: "date" }, created_at: { type: "string", format: "date-time" } });
    const today = "2026-03-12";
    const args = await argumentsFor("Add Jane Doe to my contacts, we met today at 3pm", person);
    expect(args.birthday).not.toBe(today);
    expect(args.created_at.startsWith(`${today}T15:00`)).toBe(false);
    // A message that says nothing of when: a `date` keeps a valid value that is not the clock's day invented.
    const log = fn("log_entry", { note: { type: "string" }, date: { type: "string", format: "date" } });
    expect((await argumentsFor("Log that the build passed", log)).date).not.toBe(today);
  });

  it("gives the same moments for the same request on the same clock", async () => {
    const first = await argumentsFor("Book a meeting with Sarah tomorrow at 3pm about the Q3 roadmap", calendarEvent);
    expect(await argumentsFor("Book a meeting with Sarah tomorrow at 3pm about the Q3 roadmap", calendarEvent)).toEqual(first);
  });
});
