/**
 * Date arithmetic counted from "today": the date a system message states, else the mock's clock
 * (UTC). The answers say the day they counted from.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { dateMathReply, easterSunday } from "./date-math.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

/** The clock these answers are dated by: Monday, 7 December 2026. */
const DECEMBER_7 = Date.UTC(2026, 11, 7, 12);
const user = (content: string) => [{ role: "user", content }];
/** The chat's reply, through the whole chain, on the clock's `now`, after an optional system message. */
const reply = (prompt: string, now = DECEMBER_7, system?: string) =>
  composeReply([...(system === undefined ? [] : [{ role: "system", content: system }]), ...user(prompt)], seededRandom(1), knownReply, undefined, now);
const ask = (prompt: string, now = DECEMBER_7) => dateMathReply(user(prompt), prompt, now);
/** The answer with no clock given (the core's unit tests): only what needs no today. */
const askWithoutClock = (prompt: string) => dateMathReply(user(prompt), prompt);

describe("days until or since a holiday or a date, by the mock's clock", () => {
  it("counts the days to Christmas and says the day it counted from", () => {
    expect(reply("How many days until Christmas?")).toBe("Today is Monday, 7 December 2026 (UTC), so Christmas (Friday, 25 December 2026) is **18 days** away.");
    expect(reply("How many weeks until Christmas?")).toContain("**2 weeks and 4 days (18 days)** away");
    // On Christmas Day it is today; after it, the next one.
    expect(ask("How many days until Christmas?", Date.UTC(2026, 11, 25, 9))).toBe("Today is Friday, 25 December 2026 (UTC): Christmas is **today**!");
    expect(ask("How long till Christmas?", Date.UTC(2026, 11, 27))).toContain("Christmas (Saturday, 25 December 2027) is **363 days** away");
  });

  it("knows fixed and movable holidays, weekdays and dates with or without a year", () => {
    expect(ask("How many days until New Year?")).toContain("New Year's Day (Friday, 1 January 2027) is **25 days** away");
    expect(ask("How many days since Halloween?")).toContain("Halloween (Saturday, 31 October 2026) was **37 days** ago");
    expect(ask("How long until Valentine's Day?")).toContain("(Sunday, 14 February 2027) is **69 days** away");
    expect(ask("How many days until Easter?")).toContain("Easter Sunday (Sunday, 28 March 2027) is **111 days** away");
    expect(ask("How many days until Thanksgiving 2027?")).toContain("US Thanksgiving (Thursday, 25 November 2027) is **353 days** away");
    expect(ask("How many days until Friday?")).toContain("Friday, 11 December 2026 is **4 days** away");
    expect(ask("How many days until March 15?")).toContain("Monday, 15 March 2027 is **98 days** away");
    expect(ask("How many days until 2027-01-01?")).toContain("Friday, 1 January 2027 is **25 days** away");
    expect(ask("How many days until my birthday on March 3?")).toContain("your birthday (Wednesday, 3 March 2027) is **86 days** away");
  });

  it("computes Easter by the computus and Thanksgiving as November's fourth Thursday", () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2019)).toEqual({ year: 2019, month: 4, day: 21 });
    expect(ask("What day is Thanksgiving this year?")).toBe("US Thanksgiving (26 November 2026) was a **Thursday**.");
  });

  it("says when a holiday is, from today or for the year asked", () => {
    expect(reply("When is Easter?")).toBe("Easter Sunday is on **Sunday, 28 March 2027**, 111 days after today (Monday, 7 December 2026, UTC).");
    expect(ask("When's Mother's Day 2027?")).toContain("Mother's Day in the US is on **Sunday, 9 May 2027**");
    expect(ask("When is Thanksgiving this year?")).toContain("US Thanksgiving was on **Thursday, 26 November 2026**, 11 days before today");
    expect(askWithoutClock("When is Easter 2025?")).toBe("Easter Sunday 2025 is on **Sunday, 20 April 2025**.");
    // Not a holiday: another module's question.
    expect(ask("When is the best time to visit Paris?")).toBeUndefined();
    expect(ask("When was the moon landing?")).toBeUndefined();
  });
});

describe("dates from now, weekdays, spans and ages", () => {
  it("gives the date N days, weeks or months from now or ago", () => {
    expect(reply("What day of the week will it be 100 days from now?")).toBe("Today is Monday, 7 December 2026 (UTC), so 100 days from now it will be **Wednesday, 17 March 2027**.");
    expect(ask("What was the date 30 days ago?")).toContain("30 days ago it was **Saturday, 7 November 2026**");
    expect(ask("What's the date 2 weeks from now?")).toContain("**Monday, 21 December 2026**");
    expect(ask("What date will it be in 3 months?")).toContain("**Sunday, 7 March 2027**");
    expect(ask("What date is 30 days after March 1, 2026?")).toBe("30 days after Sunday, 1 March 2026 is **Tuesday, 31 March 2026**.");
    // A month from 31 January is February's last day.
    expect(ask("What date is 1 month from today?", Date.UTC(2027, 0, 31))).toContain("**Sunday, 28 February 2027**");
  });

  it("names the weekday of a date, with no clock needed", () => {
    expect(askWithoutClock("What day of the week was July 4, 1776?")).toBe("4 July 1776 was a **Thursday**.");
    expect(reply("What day of the week was July 4, 1776?")).toBe("4 July 1776 was a **Thursday**.");
    expect(askWithoutClock("What day of the week was 20 July 1969?")).toBe("20 July 1969 was a **Sunday**.");
    expect(ask("What day is Christmas this year?")).toBe("Christmas (25 December 2026) will be a **Friday**.");
    expect(ask("What day of the week was 1 January 1500?")).toContain("not yet in use then");
  });

  it("counts the days between two dates and works out an age", () => {
    expect(askWithoutClock("How many days between March 1, 2026 and June 1, 2026?")).toBe("From Sunday, 1 March 2026 to Monday, 1 June 2026 is **92 days**.");
    expect(ask("How many days from 2026-01-01 to 2026-12-25?")).toContain("**358 days**");
    expect(reply("How old is someone born on March 3, 1990?")).toBe("Today is Monday, 7 December 2026 (UTC), so someone born on 3 March 1990 is **36** years old.");
    expect(ask("I was born in 1990, how old am I?")).toContain("**35 or 36** years old, depending on whether the birthday has come yet this year");
  });
});

describe("today: the system message's date, else the clock", () => {
  it("answers today's date from the clock, where a model without a date would hedge", () => {
    expect(reply("What's today's date?")).toBe("Today is **Monday, 7 December 2026** (UTC).");
    expect(reply("What day is it?", Date.UTC(2027, 2, 1))).toBe("Today is **Monday, 1 March 2027** (UTC).");
    expect(reply("What year is it?")).toBe("It's **2026** (UTC).");
    expect(reply("What is today?")).toBe("Today is **Monday, 7 December 2026** (UTC).");
    expect(ask("today")).toBeUndefined();
  });

  it("counts from the date a system message states, in the forms apps inject", () => {
    expect(reply("How many days until Christmas?", DECEMBER_7, "You are a helpful assistant. Today is Monday, December 14, 2026.")).toBe(
      "Today is Monday, 14 December 2026, so Christmas (Friday, 25 December 2026) is **11 days** away.",
    );
    expect(reply("What's today's date?", DECEMBER_7, "Current date: 2027-02-01")).toBe("Today is **Monday, 1 February 2027**.");
    expect(reply("What's today's date?", DECEMBER_7, "The current date is 3 July 2026.")).toBe("Today is **Friday, 3 July 2026**.");
    expect(dateMathReply([{ role: "system", content: "Today's date: 2026-12-20T09:00:00Z" }, ...user("What day is it?")], "What day is it?")).toBe("Today is **Sunday, 20 December 2026**.");
    expect(reply("What day is it?", DECEMBER_7, "You are Acme's assistant.\nDate: 2026-12-24")).toBe("Today is **Thursday, 24 December 2026**.");
    // Another day the system message dates is not today.
    expect(reply("What day is it?", DECEMBER_7, "Policy last updated date: 2024-01-01.")).toBe("Today is **Monday, 7 December 2026** (UTC).");
  });

  it("leaves the time, live data and other questions to their modules", () => {
    expect(reply("What's the time in Tokyo?")).toMatch(/^I don't have access to real-time data/);
    expect(ask("How long to boil an egg?")).toBeUndefined();
    expect(ask("How many days are in a year?")).toBeUndefined();
    expect(askWithoutClock("How many days until Christmas?")).toBeUndefined();
  });
});
