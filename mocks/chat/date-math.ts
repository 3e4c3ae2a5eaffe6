/**
 * Date arithmetic answered from "today": days until or since a holiday or a date ("How many days
 * until Christmas?"), the date N days, weeks, months or years from now or ago ("What day of the
 * week will it be 100 days from now?"), the weekday of a date ("What day of the week was July 4,
 * 1776?"), when a holiday is ("When is Easter?"), the days between two dates, today's date, and
 * how old someone born on a date is.
 *
 * "Today" is the date a system message states (apps inject "Current date: 2026-12-07" or "Today
 * is Monday, December 7, 2026"), else the UTC day of the mock's clock (`now`, the time the request
 * reached the mock, as life-questions.ts dates an age). Answering "What's today's date?" from the
 * clock is designed, not what a model does: a real model with no date in its context would say it
 * cannot see a clock (as live-data.ts still says of the time), but the mock's clock is what a test
 * sets, so the answer is one the test knows. The answer always says the day it counted from, and
 * "(UTC)" when that is the clock's.
 *
 * Dates are in the Gregorian calendar, also before 1582 (said so in the answer). Movable holidays
 * are computed: Easter by the Gregorian computus, US Thanksgiving as the fourth Thursday of
 * November, and the like. "A month from 31 January" is the last day of February (designed: the
 * day of the month, kept where the month has it).
 */
import { ageBetween } from "./life-questions.ts";
import { systemText, type TextMessage } from "./message-text.ts";

/** A calendar day. `month` is 1 to 12. */
export interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Today, and where it came from: the system message, or the mock's clock. */
interface Today {
  readonly date: Day;
  readonly fromClock: boolean;
}

const DAY_MS = 86_400_000;
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_NAMES = MONTHS.map((month) => month[0]!.toUpperCase() + month.slice(1));
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** "2026-12-07", "December 7, 2026", "Dec 7th", "7 December 2026", "the 7th of December". */
const DATE_AT_START = new RegExp(
  String.raw`^(?:(\d{4})-(\d{1,2})-(\d{1,2})|${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{3,4}))?|(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:,?\s+(\d{3,4}))?)(?![\d-])`,
  "i",
);

/** Cheap first look: every question below says one of these. */
const CUE = /\b(?:days?|dates?|weeks?|months?|years?|until|till|til|since|ago|born|weekday|sleeps|when|today)\b/i;

/** Holidays on the same day every year, and movable ones computed; the US ones say so where other countries differ. */
const HOLIDAYS: readonly { names: RegExp; shown: string; on: (year: number) => Day }[] = [
  { names: /^(?:christmas|xmas)(?: day)?$/, shown: "Christmas", on: (year) => ({ year, month: 12, day: 25 }) },
  { names: /^(?:christmas|xmas) eve$/, shown: "Christmas Eve", on: (year) => ({ year, month: 12, day: 24 }) },
  { names: /^boxing day$/, shown: "Boxing Day", on: (year) => ({ year, month: 12, day: 26 }) },
  { names: /^(?:the )?new year(?:['’]?s)?(?: day)?$/, shown: "New Year's Day", on: (year) => ({ year, month: 1, day: 1 }) },
  { names: /^new year(?:['’]?s)? eve$/, shown: "New Year's Eve", on: (year) => ({ year, month: 12, day: 31 }) },
  { names: /^halloween$/, shown: "Halloween", on: (year) => ({ year, month: 10, day: 31 }) },
  { names: /^(?:st\.? |saint )?valentine['’]?s(?: day)?$/, shown: "Valentine's Day", on: (year) => ({ year, month: 2, day: 14 }) },
  { names: /^(?:independence day|(?:the )?(?:4th|fourth) of july)$/, shown: "US Independence Day", on: (year) => ({ year, month: 7, day: 4 }) },
  { names: /^(?:st\.? |saint )?patrick['’]?s day$/, shown: "St. Patrick's Day", on: (year) => ({ year, month: 3, day: 17 }) },
  { names: /^april fool['’]?s['’]?(?: day)?$/, shown: "April Fools' Day", on: (year) => ({ year, month: 4, day: 1 }) },
  { names: /^juneteenth$/, shown: "Juneteenth", on: (year) => ({ year, month: 6, day: 19 }) },
  { names: /^canada day$/, shown: "Canada Day", on: (year) => ({ year, month: 7, day: 1 }) },
  { names: /^bastille day$/, shown: "Bastille Day", on: (year) => ({ year, month: 7, day: 14 }) },
  { names: /^veterans['’]? day$/, shown: "Veterans Day", on: (year) => ({ year, month: 11, day: 11 }) },
  { names: /^groundhog day$/, shown: "Groundhog Day", on: (year) => ({ year, month: 2, day: 2 }) },
  { names: /^earth day$/, shown: "Earth Day", on: (year) => ({ year, month: 4, day: 22 }) },
  { names: /^easter(?: sunday)?$/, shown: "Easter Sunday", on: easterSunday },
  { names: /^thanksgiving(?: day)?$/, shown: "US Thanksgiving", on: (year) => nthWeekday(year, 11, 4, 4) },
  { names: /^mother['’]?s day$/, shown: "Mother's Day in the US", on: (year) => nthWeekday(year, 5, 0, 2) },
  { names: /^father['’]?s day$/, shown: "Father's Day in the US", on: (year) => nthWeekday(year, 6, 0, 3) },
  { names: /^labou?r day$/, shown: "Labor Day in the US", on: (year) => nthWeekday(year, 9, 1, 1) },
  { names: /^memorial day$/, shown: "Memorial Day (US)", on: (year) => lastWeekday(year, 5, 1) },
];

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, fifty: 50, hundred: 100, "a hundred": 100, "one hundred": 100 };
const COUNT = String.raw`(\d{1,5}|a hundred|one hundred|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred)`;

/** "What's today's date?", "What day is it?", "What's the date today?", "What year is it?" */
const TODAY = /^(?:today['’]?s date|(?:tell me |what(?:['’]s| is) )(?:today['’]?s date|the (?:current )?date(?: today)?|today(?:['’]s day)?|the day(?: of the week)? today)|what (day|date|day of the week|weekday|year|month) is (?:it|today)(?: today| now| right now)?|which day is (?:it|today))$/;
/** "How many days until Christmas?", "How long till New Year?", "How many days has it been since July 4?", "How many days ago was March 3?" */
const UNTIL = /^how (?:many (days|weeks|months|sleeps)|long|much (?:time|longer))\b(.{0,30}?)\s(until|till|til|['’]til|to|before|since|ago (?:was|is))\s+(.{2,60})$/;
/** "How many days between March 1 and June 1, 2026?", "How many days from 2026-01-01 to 2026-12-25?" */
const BETWEEN = /^how many (days|weeks) (?:are (?:there )?)?(?:between|from) (.{3,40}?) (?:and|to|until|till) (.{3,40})$/;
/** "What day will it be 100 days from now?", "What's the date 3 weeks ago?", "What date is 90 days after March 1?" */
const OFFSET = new RegExp(String.raw`^what(?:['’]s| is| was| will be| would be)? (?:the )?(day(?: of the week)?|date|weekday)\b.{0,25}?\b(in )?${COUNT} (days?|weeks?|months?|years?)(?: (from now|from today|ago|later|after today|before today|(?:after|from|before) (.{3,40})))?$`);
/** "What day of the week was July 4, 1776?", "What day is Christmas this year?", "What day does New Year's Day fall on?" */
const WEEKDAY_OF = /^(?:what|which) (?:day(?: of the week)?|weekday) (was|is|will|did|does|falls?|fell)\s+(?:it on\s+)?(.{3,50}?)(?:\s+(?:be|fall on|fall|land on|land|on|be on|fall in))?$/;
/** "How old is someone born on March 3, 1990?", "How old am I if I was born in 1990?", "I was born on 3 March 1990. How old am I?" */
const AGE = /^(?:how old (?:am i|is (?:someone|somebody|a person|a child|my \w+)|would i be|are you) (?:if (?:i was|i am|i'm|they were|he was|she was) )?(?:who (?:was|is) )?born (?:on |in )?(.{3,40})|(?:if )?i was born (?:on |in )?(.{3,40}?),? (?:so )?how old am i(?: now| today)?)$/;

/** "When is Easter?", "When is Thanksgiving this year?", "When's Mother's Day 2027?": a holiday's date. */
const WHEN_IS = /^when(?:['’]s| is| was| will be| does) (.{3,50}?)(?: (?:fall|this year's|be))?$/;

/**
 * The answer to a date question, counted from today (the system message's date, else the clock's
 * UTC day), or undefined when the prompt asks none this knows, or needs a today it has not.
 * @example dateMathReply([{ role: "user", content: "How many days until Christmas?" }], "How many days until Christmas?", Date.UTC(2026, 11, 7)) // "Today is Monday, 7 December 2026 (UTC), so Christmas (Friday, 25 December 2026) is **18 days** away."
 */
export function dateMathReply(messages: readonly TextMessage[], prompt: string, now?: number): string | undefined {
  if (prompt.length > 160 || !CUE.test(prompt)) return undefined;
  const answer = answerTo(prompt.trim().toLowerCase().replace(/\s+/g, " ").replace(/[?.!\s]+$/, ""));
  // Today (the system message's date, else the clock's) is read only for a question this knows:
  // most prompts with "when" or "date" in them ask none, and the system message is searched for it.
  return answer && answer(todayOf(messages, now));
}

/** How the question `asked` (lower case, one-spaced, no end mark) is answered from today, or undefined when it is none of these. */
function answerTo(asked: string): ((today: Today | undefined) => string | undefined) | undefined {
  const todayAsked = TODAY.exec(asked);
  if (todayAsked) return (today) => today && todayReply(today, todayAsked[1]);
  const between = BETWEEN.exec(asked);
  if (between) return (today) => betweenReply(between[1]!, between[2]!, between[3]!, today);
  const until = UNTIL.exec(asked);
  if (until) return (today) => today && untilReply(until[1], until[3]!, until[4]!, today);
  const offset = OFFSET.exec(asked);
  if (offset) return (today) => today && offsetReply(offset, today);
  const weekday = WEEKDAY_OF.exec(asked);
  if (weekday) return (today) => weekdayReply(weekday[2]!, /^(?:was|did|fell)$/.test(weekday[1]!) ? "was" : weekday[1] === "will" ? "will be" : "is", today);
  const age = AGE.exec(asked);
  if (age) return (today) => today && ageReply(age[1] ?? age[2]!, today);
  const when = WHEN_IS.exec(asked);
  if (when) return (today) => holidayDateReply(when[1]!, today);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Today

/**
 * "Current date: 2026-12-07", "Today is Monday, December 7, 2026", "The current date is 7 December
 * 2026", "Date: 2026-12-07" starting a line; not "Last updated date: 2024-01-01", another day.
 */
const STATED_TODAY = /(?:\b(?:today(?:['’]s date)?|current date(?: and time)?|date today|the date)|^\s*date)\s*(?:is|:|=)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?/gim;

/** Today: the date the system messages state, else the clock's UTC day, else undefined. */
function todayOf(messages: readonly TextMessage[], now: number | undefined): Today | undefined {
  const system = systemText(messages, 4000);
  if (/\b(?:today|date)\b/i.test(system)) {
    for (const cue of system.matchAll(STATED_TODAY)) {
      const stated = dateAtStart(system.slice(cue.index + cue[0].length, cue.index + cue[0].length + 40));
      if (stated?.year !== undefined) return { date: stated as Day, fromClock: false };
    }
  }
  if (now === undefined) return undefined;
  const date = new Date(now);
  return { date: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, fromClock: true };
}

/** "Today is Monday, 7 December 2026 (UTC)" */
function todaySaid(today: Today): string {
  return `Today is ${longDate(today.date)}${today.fromClock ? " (UTC)" : ""}`;
}

function todayReply(today: Today, asked: string | undefined): string {
  if (asked === "year") return `It's **${today.date.year}**${today.fromClock ? " (UTC)" : ""}.`;
  if (asked === "month") return `It's **${MONTH_NAMES[today.date.month - 1]} ${today.date.year}**${today.fromClock ? " (UTC)" : ""}.`;
  return `Today is **${longDate(today.date)}**${today.fromClock ? " (UTC)" : ""}.`;
}

// ---------------------------------------------------------------------------------------------
// The questions

/** Days until or since a holiday, a weekday or a date. */
function untilReply(unit: string | undefined, word: string, target: string, today: Today): string | undefined {
  const since = word === "since" || word.startsWith("ago");
  const named = resolve(target, today.date, since ? "past" : "future");
  if (named === undefined) return undefined;
  const days = dayNumber(named.date) - dayNumber(today.date);
  const what = `${named.shown}${named.shown === longDate(named.date) ? "" : ` (${longDate(named.date)})`}`;
  if (days === 0) return `${todaySaid(today)}: ${what.replace(/ \(.*\)$/, "")} is **today**!`;
  const span = spanText(Math.abs(days), unit);
  return days > 0 ? `${todaySaid(today)}, so ${what} is **${span}** away.` : `${todaySaid(today)}, so ${what} was **${span}** ago.`;
}

/** The days (or weeks) between two dates, counting from the first to the second. */
function betweenReply(unit: string, first: string, second: string, today: Today | undefined): string | undefined {
  const to = resolve(second, today?.date, "future");
  // A first date without a year takes the second's.
  const from = to && resolve(first, to.date, "past");
  if (from === undefined || to === undefined) return undefined;
  const days = Math.abs(dayNumber(to.date) - dayNumber(from.date));
  return `From ${longDate(from.date)} to ${longDate(to.date)} is **${spanText(days, unit)}**.`;
}

/** The date N days, weeks, months or years from today (or ago, or after a date). */
function offsetReply(match: RegExpExecArray, today: Today): string | undefined {
  const [, asked, inWord, countText, unitText, tail, base] = match;
  // "What day is it in 3 days" or "… 3 days from now": a bare "3 days" says no direction.
  if (inWord === undefined && tail === undefined) return undefined;
  const count = NUMBER_WORDS[countText!] ?? Number(countText);
  const sign = tail === "ago" || tail === "before today" || tail?.startsWith("before ") ? -1 : 1;
  const from = base === undefined ? { date: today.date, shown: "" } : resolve(base, today.date, "future");
  if (from === undefined) return undefined;
  const unit = unitText!.replace(/s$/, "");
  const date = addUnits(from.date, unit, sign * count);
  const amount = `${count} ${unit}${count === 1 ? "" : "s"}`;
  const tense = dayNumber(date) < dayNumber(today.date) ? "was" : "will be";
  const answer = asked!.startsWith("date") ? longDate(date) : `${WEEKDAYS[weekday(date)]}, ${shortDate(date)}`;
  if (base !== undefined) return `${amount} ${sign < 0 ? "before" : "after"} ${longDate(from.date)} is **${answer}**.`;
  return `${todaySaid(today)}, so ${amount} ${sign < 0 ? "ago it was" : `from now it ${tense}`} **${answer}**.`;
}

/**
 * The weekday of a date, a holiday ("this year", "next year", "in 2027") or a date with no year
 * (its next one); in the tense today gives, or with no today the prompt's ("was", "will be", "is").
 */
function weekdayReply(target: string, asked: string, today: Today | undefined): string | undefined {
  const named = resolve(target, today?.date, "future");
  if (named === undefined) return undefined;
  const day = WEEKDAYS[weekday(named.date)]!;
  const tense = today === undefined ? asked : dayNumber(named.date) < dayNumber(today.date) ? "was" : dayNumber(named.date) === dayNumber(today.date) ? "is" : "will be";
  const shown = named.shown === longDate(named.date) ? shortDate(named.date) : `${named.shown} (${shortDate(named.date)})`;
  const gregorian = named.date.year < 1583 ? " (counted in the Gregorian calendar, which was not yet in use then; the Julian calendar of the time gives another weekday)" : "";
  return `${shown} ${tense} a **${day}**${gregorian}.`;
}

/** A holiday's date: the next one (or the year's asked), and how far it is from today when today is known. */
function holidayDateReply(target: string, today: Today | undefined): string | undefined {
  const named = resolve(target, today?.date, "future");
  // Holidays only: "When is March 3?" asks nothing, and "When is the best time to visit Paris?" is another module's.
  if (named === undefined || named.shown === longDate(named.date) || named.shown.startsWith("your ")) return undefined;
  if (today === undefined) return `${named.shown} ${named.date.year} is on **${longDate(named.date)}**.`;
  const days = dayNumber(named.date) - dayNumber(today.date);
  if (days === 0) return `${todaySaid(today)}: ${named.shown} is **today**!`;
  const far = days > 0 ? `${spanText(days, undefined)} after today` : `${spanText(-days, undefined)} before today`;
  return `${named.shown} ${days > 0 ? "is" : "was"} on **${longDate(named.date)}**, ${far} (${longDate(today.date)}${today.fromClock ? ", UTC" : ""}).`;
}

/** How old someone born on a date (or in a year) is today. */
function ageReply(born: string, today: Today): string | undefined {
  const year = /^(\d{4})$/.exec(born);
  const date = year ? undefined : resolve(born, today.date, "past", true);
  if (!year && date === undefined) return undefined;
  const from = year ? { year: Number(year[1]), month: undefined, day: undefined } : date!.date;
  const age = ageBetween(from, today.date);
  if (age === undefined) return undefined;
  const birth = year ? `in ${year[1]}` : `on ${shortDate(date!.date)}`;
  const depends = age.includes(" or ") ? ", depending on whether the birthday has come yet this year" : "";
  return `${todaySaid(today)}, so someone born ${birth} is **${age}** years old${depends}.`;
}

// ---------------------------------------------------------------------------------------------
// Reading a date

/** A date a prompt names: a holiday, a weekday, "my birthday on March 3", a date with or without a year. */
function resolve(text: string, today: Day | undefined, direction: "future" | "past", needsYear = false): { date: Day; shown: string } | undefined {
  // "my birthday on March 3" is March 3, shown as "your birthday".
  const mine = /^my (birthday|bday|anniversary|wedding|vacation|holiday)(?: (?:on|is))? /.exec(text);
  const label = mine ? `your ${mine[1] === "bday" ? "birthday" : mine[1]}` : undefined;
  let said = text.slice(mine?.[0].length ?? 0).replace(/^the /, "").trim();
  // "Christmas 2027", "Christmas this year", "Easter next year".
  let year: number | undefined;
  const yearSaid = /\s+(?:in\s+)?(\d{4}|this year|next year|last year)$/.exec(said);
  if (yearSaid) {
    const word = yearSaid[1]!;
    if (/^\d/.test(word)) year = Number(word);
    else if (today === undefined) return undefined;
    else year = today.year + (word === "next year" ? 1 : word === "last year" ? -1 : 0);
    // "December 7 2026" is a date with its year: the holiday names are read with the year cut.
    if (!HOLIDAYS.some((holiday) => holiday.names.test(said.slice(0, yearSaid.index))) && /^\d/.test(word)) year = undefined;
    else said = said.slice(0, yearSaid.index);
  }
  const holiday = HOLIDAYS.find((entry) => entry.names.test(said));
  if (holiday) {
    if (year !== undefined) return { date: holiday.on(year), shown: holiday.shown };
    if (today === undefined) return undefined;
    return { date: nearest((y) => holiday.on(y), today, direction), shown: holiday.shown };
  }
  const weekdayIndex = WEEKDAYS.findIndex((name) => said === name.toLowerCase() || said === `next ${name.toLowerCase()}` || said === `last ${name.toLowerCase()}`);
  if (weekdayIndex >= 0 && today !== undefined) {
    const step = said.startsWith("last") || direction === "past" ? -1 : 1;
    // The next (or last) one, never today: "How many days until Friday?" asked on a Friday is a week.
    const days = ((((weekdayIndex - weekday(today)) * step) % 7) + 7) % 7 || 7;
    const date = fromDayNumber(dayNumber(today) + step * days);
    return { date, shown: longDate(date) };
  }
  const match = DATE_AT_START.exec(said);
  if (!match || match[0].length !== said.length) return undefined;
  const date = dateOfMatch(match);
  if (date === undefined) return undefined;
  if (date.year !== undefined) return { date: date as Day, shown: label ?? longDate(date as Day) };
  if (today === undefined || needsYear) return undefined;
  const found = nearest((y) => ({ year: y, month: date.month, day: date.day }), today, direction);
  return isValid(found) ? { date: found, shown: label ?? longDate(found) } : undefined;
}

/** The date at the start of `text`, its year undefined when not written. */
function dateAtStart(text: string): { year: number | undefined; month: number; day: number } | undefined {
  const match = DATE_AT_START.exec(text.toLowerCase());
  return match ? dateOfMatch(match) : undefined;
}

function dateOfMatch(match: RegExpExecArray): { year: number | undefined; month: number; day: number } | undefined {
  const [, isoYear, isoMonth, isoDay, mdyMonth, mdyDay, mdyYear, dmyDay, dmyMonth, dmyYear] = match;
  const monthOf = (name: string) => MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3))) + 1;
  const date =
    isoYear !== undefined
      ? { year: Number(isoYear), month: Number(isoMonth), day: Number(isoDay) }
      : mdyMonth !== undefined
        ? { year: mdyYear === undefined ? undefined : Number(mdyYear), month: monthOf(mdyMonth), day: Number(mdyDay) }
        : { year: dmyYear === undefined ? undefined : Number(dmyYear), month: monthOf(dmyMonth!), day: Number(dmyDay) };
  // "February 30" is no date; a date without a year is checked in a leap year.
  return isValid({ ...date, year: date.year ?? 2000 }) ? date : undefined;
}

/** The occurrence of a yearly date nearest today in `direction`, today included. */
function nearest(on: (year: number) => Day, today: Day, direction: "future" | "past"): Day {
  const thisYear = on(today.year);
  const order = dayNumber(thisYear) - dayNumber(today);
  if (direction === "future") return order >= 0 ? thisYear : on(today.year + 1);
  return order <= 0 ? thisYear : on(today.year - 1);
}

// ---------------------------------------------------------------------------------------------
// Calendar

/** Days since 1 January 1970 (proleptic Gregorian, as JavaScript's Date counts). */
function dayNumber(date: Day): number {
  const at = new Date(0);
  at.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(at.getTime() / DAY_MS);
}

function fromDayNumber(days: number): Day {
  const at = new Date(days * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday. */
function weekday(date: Day): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

function isValid(date: Day): boolean {
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
}

function daysInMonth(year: number, month: number): number {
  return fromDayNumber(dayNumber({ year, month: month + 1, day: 1 }) - 1).day;
}

/** `date` moved by `count` days, weeks, months or years; a month's day past the new month's end is its last day. */
function addUnits(date: Day, unit: string, count: number): Day {
  if (unit === "day" || unit === "week") return fromDayNumber(dayNumber(date) + count * (unit === "week" ? 7 : 1));
  const months = date.month - 1 + count * (unit === "year" ? 12 : 1);
  const year = date.year + Math.floor(months / 12);
  const month = (((months % 12) + 12) % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The `nth` `weekdayIndex` (0 Sunday) of a month: Thanksgiving is the 4th Thursday of November. */
function nthWeekday(year: number, month: number, weekdayIndex: number, nth: number): Day {
  const first = { year, month, day: 1 };
  return { year, month, day: 1 + ((weekdayIndex - weekday(first) + 7) % 7) + (nth - 1) * 7 };
}

/** The last `weekdayIndex` of a month: Memorial Day is the last Monday of May. */
function lastWeekday(year: number, month: number, weekdayIndex: number): Day {
  const last = { year, month, day: daysInMonth(year, month) };
  return { year, month, day: last.day - ((weekday(last) - weekdayIndex + 7) % 7) };
}

/**
 * Easter Sunday of a year by the Gregorian computus (the anonymous algorithm, "Meeus/Jones/Butcher").
 * @example easterSunday(2026) // { year: 2026, month: 4, day: 5 }
 */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** "Monday, 7 December 2026". */
function longDate(date: Day): string {
  return `${WEEKDAYS[weekday(date)]}, ${shortDate(date)}`;
}

/** "7 December 2026". */
function shortDate(date: Day): string {
  return `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** "18 days", "2 weeks and 4 days (18 days)" when weeks are asked, "18 sleeps". */
function spanText(days: number, unit: string | undefined): string {
  const dayText = `${days} day${days === 1 ? "" : "s"}`;
  if (unit === "sleeps") return `${days} sleep${days === 1 ? "" : "s"}`;
  if (unit === "weeks" && days >= 7) {
    const weeks = Math.floor(days / 7);
    const rest = days % 7;
    return `${weeks} week${weeks === 1 ? "" : "s"}${rest === 0 ? "" : ` and ${rest} day${rest === 1 ? "" : "s"}`} (${dayText})`;
  }
  return dayText;
}
