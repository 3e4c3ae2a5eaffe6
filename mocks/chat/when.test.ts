import { describe, expect, it } from "vitest";
import { clockTimes, daysNamed, lastingNamed, scheduleOf, timeUnitOf, whenFieldOf, whenValue } from "./when.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 10:20 UTC. */
const NOW = Date.UTC(2026, 2, 12, 10, 20);
const days = (text: string) => daysNamed(text.toLowerCase(), NOW);
const schedule = (text: string) => scheduleOf(text, NOW, clockTimes(text), lastingNamed(text));

describe("when a message says things happen (when.ts)", () => {
  it("reads clock times as HH:MM: am/pm, 24-hour, noon and midnight, a bare hour by the part of the day the message names", () => {
    const cases: [string, string[]][] = [
      ["Call me at 5pm", ["17:00"]],
      ["at 7:30 pm", ["19:30"]],
      ["Wake me at 7am", ["07:00"]],
      ["at 9 a.m. sharp", ["09:00"]],
      ["Book it at 18:30", ["18:30"]],
      ["Lunch at noon", ["12:00"]],
      ["Remind me at midnight", ["00:00"]],
      ["Find Italian restaurants for 4 people tonight at 7", ["19:00"]],
      ["drinks this evening at 8", ["20:00"]],
      ["a run tomorrow at 6 in the morning", ["06:00"]],
      // A bare hour with nothing said of the day: a meeting at 3 is in the afternoon, one at 9 in the morning.
      ["Meet Bob at 3", ["15:00"]],
      ["Meet Bob at 9", ["09:00"]],
      ["a call from 2 to 4pm", ["14:00", "16:00"]],
      ["between 9 and 11:30am", ["09:00", "11:30"]],
    ];
    for (const [text, times] of cases) expect(clockTimes(text), text).toEqual(times);
  });

  it("reads no time from counts, versions or quarters", () => {
    for (const text of ["I have 3 kids", "A table for 4 people", "the Q3 roadmap", "upgrade to version 2.5", "Rank them at 30%", "Meet at 3 locations", "a party of 7"]) expect(clockTimes(text), text).toEqual([]);
  });

  it("reads the days a message names against the clock's day (a Thursday): next occurrences, explicit dates and offsets", () => {
    const cases: [string, string[]][] = [
      ["today", ["2026-03-12"]],
      ["tonight at 7", ["2026-03-12"]],
      ["tomorrow at 3pm", ["2026-03-13"]],
      ["what did I miss yesterday", ["2026-03-11"]],
      ["on Friday at 6pm", ["2026-03-13"]],
      // A weekday is its next occurrence after today; "this Thursday" may be today.
      ["on Thursday", ["2026-03-19"]],
      ["this Thursday", ["2026-03-12"]],
      ["next Monday", ["2026-03-16"]],
      ["next week", ["2026-03-16"]],
      ["this weekend", ["2026-03-14"]],
      ["in 3 days", ["2026-03-15"]],
      ["in two weeks", ["2026-03-26"]],
      ["on March 20", ["2026-03-20"]],
      // A date already past this year is next year's.
      ["on March 3", ["2027-03-03"]],
      ["the 3rd of April", ["2026-04-03"]],
      ["Dec 24th, 2027", ["2027-12-24"]],
      ["2026-12-24", ["2026-12-24"]],
      ["due 12/24", ["2026-12-24"]],
      ["on 1/5/2027", ["2027-01-05"]],
      ["check in March 20, check out March 23", ["2026-03-20", "2026-03-23"]],
    ];
    for (const [text, named] of cases) expect(days(text), text).toEqual(named);
  });

  it("reads no day from fractions, round-the-clock hours, impossible dates or other words", () => {
    for (const text of ["Add 1/2 cup of sugar", "24/7 support", "on February 30", "Tell me about the 1990s", "How do birthdays work?", "Summarize this email"]) expect(days(text), text).toEqual([]);
  });

  it("reads how long a thing lasts, but not when it happens ('in 2 hours') or how often", () => {
    const cases: [string, number, string][] = [
      ["Set a timer for 10 minutes", 600_000, "10-minute"],
      ["a 45-minute call", 2_700_000, "45-minute"],
      ["a meeting for an hour", 3_600_000, "1-hour"],
      ["half an hour", 1_800_000, "30-minute"],
      ["for 1.5 hours", 5_400_000, "1.5-hour"],
      ["for an hour and a half", 5_400_000, "90-minute"],
      ["for 1 hour 30 minutes", 5_400_000, "90-minute"],
      ["a 90 second timer", 90_000, "90-second"],
      ["cache it for 500ms", 500, "500-millisecond"],
    ];
    for (const [text, ms, label] of cases) expect(lastingNamed(text), text).toMatchObject({ ms, label });
    for (const text of ["Remind me in 2 hours", "every 10 minutes", "I left 10 minutes ago", "a table for 4 people", "at 3pm"]) expect(lastingNamed(text), text).toBeUndefined();
  });

  it("counts a number field's time in the unit its name or description says", () => {
    const cases: [string[], string | undefined, number | undefined][] = [
      [["seconds"], undefined, 1000],
      [["duration", "minutes"], undefined, 60_000],
      [["duration", "ms"], undefined, 1],
      [["timeout", "seconds"], undefined, 1000],
      [["hours"], undefined, 3_600_000],
      [["duration"], "Duration in seconds", 1000],
      [["duration"], undefined, 60_000],
      [["age"], undefined, undefined],
      [["party", "size"], undefined, undefined],
      [["minute", "hand"], undefined, undefined],
    ];
    for (const [words, description, unit] of cases) expect(timeUnitOf(words, description), words.join("_")).toBe(unit);
  });

  it("knows the fields that say when, and how they write it: a format, else the name", () => {
    const cases: [string[], Record<string, unknown>, ReturnType<typeof whenFieldOf>][] = [
      [["start"], { type: "string", format: "date-time" }, { shape: "date-time", role: "start" }],
      [["remind", "at"], { type: "string" }, { shape: "date-time", role: "start" }],
      [["when"], { type: "string" }, { shape: "date-time", role: "start" }],
      [["end", "time"], { type: "string" }, { shape: "clock", role: "end" }],
      [["start", "time"], { type: "string", format: "time" }, { shape: "time", role: "start" }],
      [["due", "date"], { type: "string" }, { shape: "date", role: "due" }],
      [["deadline"], { type: "string" }, { shape: "date", role: "due" }],
      [["date"], { type: "string" }, { shape: "date", role: "named" }],
      [["time"], { type: "string" }, { shape: "clock", role: "named" }],
      [["scheduled", "for"], { type: "string", format: "date-time" }, { shape: "date-time", role: "start" }],
      [["check", "out"], { type: "string", format: "date" }, { shape: "date", role: "end" }],
      // Without a format, the form the description names: "ISO 8601 datetime", "YYYY-MM-DD", "HH:MM".
      [["time"], { type: "string", description: "ISO 8601 datetime" }, { shape: "date-time", role: "named" }],
      [["remind", "time"], { type: "string", description: "When to remind, in ISO 8601" }, { shape: "date-time", role: "start" }],
      [["time"], { type: "string", description: "Unix timestamp" }, { shape: "date-time", role: "named" }],
      [["due"], { type: "string", description: "ISO 8601 date" }, { shape: "date", role: "due" }],
      [["day"], { type: "string", description: "The day, YYYY-MM-DD" }, { shape: "date", role: "named" }],
      [["start", "time"], { type: "string", description: "HH:MM, 24-hour" }, { shape: "clock", role: "start" }],
    ];
    for (const [words, schema, field] of cases) expect(whenFieldOf(words, schema), words.join("_")).toEqual(field);
    // A birthday, a creation time, an address or a plain text are not moments the message schedules.
    for (const [words, schema] of [[["birthday"], { type: "string", format: "date" }], [["created", "at"], { type: "string", format: "date-time" }], [["to"], { type: "string" }], [["start"], { type: "string", format: "email" }], [["title"], { type: "string" }]] as const) {
      expect(whenFieldOf(words, schema), words.join("_")).toBeUndefined();
    }
  });

  it("writes a start, an end and a due date in UTC on the clock's calendar", () => {
    const start = { shape: "date-time", role: "start" } as const;
    const end = { shape: "date-time", role: "end" } as const;
    expect(whenValue(start, schedule("Book a meeting with Sarah tomorrow at 3pm"))).toBe("2026-03-13T15:00:00Z");
    expect(whenValue(end, schedule("Book a meeting with Sarah tomorrow at 3pm"))).toBe("2026-03-13T16:00:00Z");
    expect(whenValue(end, schedule("Lunch on Friday at noon for 45 minutes"))).toBe("2026-03-13T12:45:00Z");
    expect(whenValue(end, schedule("a call from 2 to 4pm on March 20"))).toBe("2026-03-20T16:00:00Z");
    expect(whenValue(start, schedule("Remind me in 2 hours"))).toBe("2026-03-12T12:20:00Z");
    // A time alone that has passed today is the next one; a day alone starts in the morning, is due at the end of the working day.
    expect(whenValue(start, schedule("Remind me at 9am"))).toBe("2026-03-13T09:00:00Z");
    expect(whenValue(start, schedule("Remind me at midnight"))).toBe("2026-03-13T00:00:00Z");
    expect(whenValue(start, schedule("a review next Monday"))).toBe("2026-03-16T09:00:00Z");
    expect(whenValue({ shape: "date-time", role: "due" }, schedule("Finish the report by Friday"))).toBe("2026-03-13T17:00:00Z");
    expect(whenValue({ shape: "date", role: "due" }, schedule("Finish the report by Friday"))).toBe("2026-03-13");
    expect(whenValue({ shape: "time", role: "start" }, schedule("Meet at 3pm"))).toBe("15:00:00Z");
    expect(whenValue({ shape: "clock", role: "named" }, schedule("Meet at 3pm"))).toBe("15:00");
    // Nothing said: a start is the clock's next full hour; a plain `date` keeps its value.
    expect(whenValue(start, schedule("Book a team sync"))).toBe("2026-03-12T11:00:00Z");
    expect(whenValue({ shape: "date", role: "named" }, schedule("Book a team sync"))).toBeUndefined();
  });
});
