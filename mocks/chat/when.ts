/**
 * When a message says a thing happens, read as a model reads it against the mock's clock: the
 * day ("tomorrow", "on Friday", "March 3", "2026-12-24"), the clock time ("at 3pm", "tonight at
 * 7", "noon"), an instant from now ("in 2 hours") and how long it lasts ("for 45 minutes", "an
 * hour"). A calendar event's `start`, a reminder's `remind_at`, a timer's `seconds` take them.
 *
 * Days and times are UTC: the mock has no user and so no time zone, and a `date-time` is written
 * with `Z`. The clock is the one injected in the deps (never Date.now()), so a test that sets it
 * knows every value.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** What a message says of when, as the fields of a document take it. */
export interface Schedule {
  /** The clock's reading the days are counted from (ms since the epoch). */
  readonly now: number;
  /** The days it names, in order, as YYYY-MM-DD (the first two: a start and an end). */
  readonly days: readonly string[];
  /** The clock times it names, in order, as HH:MM. */
  readonly times: readonly string[];
  /** An instant it names from now ("in 2 hours"), in ms since the epoch. */
  readonly at: number | undefined;
  /** How long it says the thing lasts, in ms ("for 45 minutes", "an hour"), and the number written for it. */
  readonly lasts: Lasting | undefined;
}

export interface Lasting {
  ms: number;
  /** The number written ("10" of "10 minutes"), which then is no other field's; undefined for "an hour". */
  written: number | undefined;
  /** The duration as a label's words: "10-minute". */
  label: string;
}

/** The schedule `text` states, read against `now`. */
export function scheduleOf(text: string, now: number, times: readonly string[], lasts: Lasting | undefined): Schedule {
  const lower = text.slice(0, 600).toLowerCase();
  return { now, days: daysNamed(lower, now), times, at: instantNamed(lower, now), lasts };
}

// ---------------------------------------------------------------------------------------------
// Clock times

/** "5pm", "7:30 pm", "17:45", "at 9 a.m." (an hour alone, without am/pm or minutes, is not a time here). */
const CLOCK_TIME = /\b([01]?\d|2[0-3])(?::([0-5]\d))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:])/gi;
/** "from 2 to 4pm", "between 9 and 11:30am": the first hour takes the second's half of the day. */
const TIME_RANGE = /\b(?:from|between)\s+(\d{1,2})(?::([0-5]\d))?\s*(am|pm)?\s*(?:to|-|–|and|until|till)\s*(\d{1,2})(?::([0-5]\d))?\s*(am|pm)\b/gi;
/** "at 7", "at 7 o'clock", then the sentence goes on ("tonight", "with Bob", an end): an hour whose half of the day the message's words decide; "at 3 locations" is none. */
const BARE_HOUR = /\bat\s+(\d{1,2})(?:\s*o['’]?clock)?(?![\d:.,]?\d)(?=\s*(?:$|[.,;:!?)]|(?:tonight|today|tomorrow|this|on|in|with|and|for|to|sharp|please|then|next|so|or|at|until|till|the|my|our|your|if|instead|latest|every|each|daily|weekdays?)\b))/gi;
const NAMED_TIME = /\b(noon|midday|midnight)\b/gi;
/** Words that put "at 7" in the evening or the afternoon; in the morning. */
const EVENING = /\b(?:tonight|evening|night|dinner|supper|restaurants?|table|drinks|party|afternoon|lunch)\b/;
const MORNING = /\b(?:morning|breakfast)\b/;

/** A clock time as written: where it starts and ends in the text, and the time (HH:MM). */
export interface ClockTime {
  at: number;
  end: number;
  time: string;
}

/**
 * The clock times `text` writes, in order, as HH:MM: "at 5pm" → "17:00", "7:30 pm" → "19:30",
 * "at 17:45", "noon" → "12:00", "midnight" → "00:00", "tonight at 7" → "19:00", "from 2 to 4pm"
 * → "14:00", "16:00". A bare hour ("at 3") is in the afternoon up to 6, in the morning from 7,
 * unless the message says the evening ("tonight", "dinner") or the morning.
 */
export function clockTimes(text: string): string[] {
  return clockTimesIn(text).map((written) => written.time);
}

/** The clock times `text` writes (its first 600 characters), with where each is: the numbers in them are no counts ("at 7 for 4 people"). */
export function clockTimesIn(text: string): ClockTime[] {
  const cut = text.slice(0, 600);
  // Cue: a time has a digit or a name.
  const lower = cut.toLowerCase();
  if (!/\d/.test(cut) && !lower.includes("noon") && !lower.includes("midday") && !lower.includes("midnight")) return [];
  const found: ClockTime[] = [];
  const taken = (at: number) => found.some((written) => at >= written.at && at < written.end);
  for (const match of cut.matchAll(TIME_RANGE)) {
    const second = hourOf(Number(match[4]), match[6]);
    const firstHalf = match[3] ?? (Number(match[1]) <= Number(match[4]) || Number(match[4]) === 12 ? match[6] : undefined);
    const first = hourOf(Number(match[1]), firstHalf);
    if (first === undefined || second === undefined) continue;
    const end = match.index + match[0].length;
    found.push({ at: match.index, end, time: hhmm(first, Number(match[2] ?? 0)) }, { at: match.index + 1, end, time: hhmm(second, Number(match[5] ?? 0)) });
  }
  for (const match of cut.matchAll(CLOCK_TIME)) {
    if (taken(match.index)) continue;
    const half = match[3]?.toLowerCase().replace(/\./g, "");
    if (half === undefined && match[2] === undefined) continue;
    const hour = hourOf(Number(match[1]), half);
    if (hour === undefined) continue;
    found.push({ at: match.index, end: match.index + match[0].length, time: hhmm(hour, Number(match[2] ?? 0)) });
  }
  for (const match of cut.matchAll(NAMED_TIME)) found.push({ at: match.index, end: match.index + match[0].length, time: match[1]!.toLowerCase() === "midnight" ? "00:00" : "12:00" });
  if (lower.includes("at ")) {
    for (const match of cut.matchAll(BARE_HOUR)) {
      const hour = Number(match[1]);
      if (hour < 1 || hour > 12 || taken(match.index + 3)) continue;
      const evening = EVENING.test(lower);
      const pm = evening || (!MORNING.test(lower) && hour <= 6);
      found.push({ at: match.index, end: match.index + match[0].length, time: hhmm(pm && hour < 12 ? hour + 12 : hour, 0) });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The hour of the day `hour` is with `half` ("am", "pm", "a.m."), or undefined when it cannot be one. */
function hourOf(hour: number, half: string | undefined): number | undefined {
  const which = half?.toLowerCase().replace(/\./g, "");
  if (which !== undefined && (hour < 1 || hour > 12)) return undefined;
  if (which === "pm" && hour < 12) return hour + 12;
  if (which === "am" && hour === 12) return 0;
  return hour <= 23 ? hour : undefined;
}

function hhmm(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Days

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** Small counts written as words: "in two days", "in a week". */
const COUNT_WORDS: ReadonlyMap<string, number> = new Map([
  ...(["a", "an"] as const).map((word) => [word, 1] as const),
  ..."one two three four five six seven eight nine ten eleven twelve".split(" ").map((word, i) => [word, i + 1] as const),
]);
const COUNT = String.raw`(\d{1,3}(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

/** Each phrase of a day, one alternative each (the groups tell which matched). */
const DAY_PHRASE = new RegExp(
  [
    String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`, // 1-3: 2026-12-24
    String.raw`\b(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])`, // 4-6: 12/24, 12/24/2026
    String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?`, // 7-9: March 3, March 3rd, 2027
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\b(?:,?\s+(\d{4}))?`, // 10-12: 3 March, 3rd of March
    String.raw`\b(day after tomorrow|today|tonight|tomorrow|yesterday|this (?:morning|afternoon|evening))\b`, // 13
    String.raw`\b(?:(next|this|coming)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`, // 14-15
    String.raw`\b(next week|(?:this |next )?weekend)\b`, // 16
    String.raw`\bin\s+${COUNT}\s+(days?|weeks?)\b`, // 17-18
    String.raw`\b(?:on|by|before|until|due|for)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?${MONTH})`, // 19: on the 1st
  ].join("|"),
  "g",
);
/** A calendar date right after a weekday: "Thursday, March 19", "Friday 3rd of April", "Monday, 2026-03-02". */
const DATE_AFTER_WEEKDAY = new RegExp(String.raw`^,?\s+(?:${MONTH}\s+\d{1,2}\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|\d{4}-\d{2}-\d{2})`);
/** Words before a slashed date without a year that make it one ("on 12/24"), not a fraction ("1/2 cup"). */
const BEFORE_SLASHED_DATE = /\b(?:on|by|for|until|till|before|after|from|to|due|date|deadline)\s+$/;
/** Cue: a day phrase has one of these. */
const DAY_CUE = /day|tonight|tomorrow|week|morning|afternoon|evening|\d[-/]\d|\d(?:st|nd|rd|th)\b|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/;

/**
 * The days `lower` (lowercase) names, in order, as YYYY-MM-DD, counted from `now`'s day (UTC):
 * "today", "tonight", "tomorrow", "yesterday"; a weekday its next occurrence after today ("on
 * Friday", "next Friday"; "this Friday" may be today); "next week" its Monday, "the weekend" the
 * coming Saturday; "in 3 days"; "March 3" (its next occurrence without a year), "3rd of March",
 * "2026-12-24", "12/24" (month first; after "on", "by"… or with a year), "on the 1st" (the next 1st of a month).
 */
export function daysNamed(lower: string, now: number): string[] {
  if (!DAY_CUE.test(lower)) return [];
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const days: string[] = [];
  for (const match of lower.matchAll(DAY_PHRASE)) {
    const day = dayOf(match, lower, today);
    if (day !== undefined) days.push(isoDay(day));
    if (days.length === 2) break;
  }
  return days;
}

/** The day (ms at its midnight, UTC) a match of DAY_PHRASE names, or undefined when it names none. */
function dayOf(m: RegExpMatchArray, lower: string, today: number): number | undefined {
  if (m[1] !== undefined) return calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  if (m[4] !== undefined) {
    if (m[6] === undefined && !BEFORE_SLASHED_DATE.test(lower.slice(Math.max(0, m.index! - 12), m.index))) return undefined;
    return datedDay(Number(m[4]), Number(m[5]), m[6], today);
  }
  if (m[7] !== undefined) return datedDay(monthOf(m[7]), Number(m[8]), m[9], today);
  if (m[11] !== undefined) return datedDay(monthOf(m[11]), Number(m[10]), m[12], today);
  if (m[13] !== undefined) {
    const word = m[13];
    return today + (word === "tomorrow" ? 1 : word === "yesterday" ? -1 : word === "day after tomorrow" ? 2 : 0) * DAY_MS;
  }
  if (m[15] !== undefined) {
    // "Thursday, March 19": the date written after the weekday names the day.
    if (DATE_AFTER_WEEKDAY.test(lower.slice(m.index! + m[0].length))) return undefined;
    const weekday = WEEKDAYS.indexOf(m[15]);
    const ahead = (weekday - new Date(today).getUTCDay() + 7) % 7;
    return today + (ahead === 0 && m[14] !== "this" ? 7 : ahead) * DAY_MS;
  }
  if (m[16] !== undefined) {
    const weekday = new Date(today).getUTCDay();
    if (m[16] === "next week") return today + ((8 - weekday) % 7 || 7) * DAY_MS;
    return today + ((6 - weekday + 7) % 7 || (m[16].startsWith("next") ? 7 : 0)) * DAY_MS;
  }
  if (m[17] !== undefined) {
    const count = countOf(m[17]);
    return count === undefined || !Number.isInteger(count) ? undefined : today + count * (m[18]!.startsWith("week") ? 7 : 1) * DAY_MS;
  }
  if (m[19] !== undefined) {
    // "Pay rent on the 1st": the next such day of a month, this month's if it is still to come.
    const date = new Date(today);
    for (let ahead = 0; ahead < 3; ahead++) {
      const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + ahead, 1));
      const day = calendarDay(month.getUTCFullYear(), month.getUTCMonth() + 1, Number(m[19]));
      if (day !== undefined && day >= today) return day;
    }
    return undefined;
  }
  return undefined;
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3)) + 1;
}

/** Month and day with a year as written ("2027", "27"), else their next occurrence from today. */
function datedDay(month: number, day: number, year: string | undefined, today: number): number | undefined {
  if (year !== undefined) return calendarDay(year.length === 2 ? 2000 + Number(year) : Number(year), month, day);
  const thisYear = new Date(today).getUTCFullYear();
  const day1 = calendarDay(thisYear, month, day);
  return day1 !== undefined && day1 < today ? calendarDay(thisYear + 1, month, day) : day1;
}

/** The day's midnight (UTC), or undefined for a date no calendar has (February 30). */
function calendarDay(year: number, month: number, day: number): number | undefined {
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? at : undefined;
}

function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

function countOf(written: string): number | undefined {
  return COUNT_WORDS.get(written) ?? (/^\d/.test(written) ? Number(written) : undefined);
}

// ---------------------------------------------------------------------------------------------
// Instants from now, and how long things last

/** "in 2 hours", "in 30 minutes", "in half an hour", "in an hour". */
const IN_HOURS = new RegExp(String.raw`\bin\s+(?:(half an hour)|${COUNT}\s+(minutes?|mins?|hours?|hrs?))\b`);

/** The instant "in 2 hours" names, to the minute, or undefined. */
export function instantNamed(lower: string, now: number): number | undefined {
  if (!lower.includes("in ")) return undefined;
  const match = IN_HOURS.exec(lower);
  if (!match) return undefined;
  const count = match[1] ? 0.5 : countOf(match[2]!);
  if (count === undefined) return undefined;
  const unit = match[1] || match[3]!.startsWith("h") ? HOUR_MS : MINUTE_MS;
  return Math.round((now + count * unit) / MINUTE_MS) * MINUTE_MS;
}

/** Units of time a duration is written in, and their length. */
const UNIT_MS: readonly [RegExp, number, string][] = [
  [/^(?:ms|milliseconds?|millis)$/, 1, "millisecond"],
  [/^(?:s|secs?|seconds?)$/, 1000, "second"],
  [/^(?:mins?|minutes?)$/, MINUTE_MS, "minute"],
  [/^(?:h|hrs?|hours?)$/, HOUR_MS, "hour"],
  [/^days?$/, DAY_MS, "day"],
  [/^weeks?$/, 7 * DAY_MS, "week"],
  // A stay: "3 nights from Monday" checks out three days after it checks in.
  [/^nights?$/, DAY_MS, "night"],
];
/** "45 minutes", "a 45-minute call", "an hour", "1.5 hours", "2 hrs", "an hour and a half", "1 hour 30 minutes". */
const LASTING = new RegExp(
  String.raw`\b(half an hour|an hour and a half|${COUNT}[\s-]*(milliseconds?|millis|ms|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|nights?)(?:\s+and\s+a\s+half)?(?:\s*(?:and\s+)?(\d{1,2})\s*(?:mins?|minutes?))?)\b`,
  "g",
);
/** Words before an amount of time that make it a moment, not a length: "in 2 hours", "every 10 minutes", "5 minutes ago" (after). */
const NOT_A_LENGTH = /\b(?:in|within|after|every|each|per)\s+$/;

/** How long `text` says a thing lasts ("for 45 minutes", "an hour"), or undefined. */
export function lastingNamed(text: string): Lasting | undefined {
  const lower = text.slice(0, 600).toLowerCase();
  // Cue: every length of time names its unit.
  if (!/sec|min|hour|hr|ms|day|week|milli|night/.test(lower)) return undefined;
  for (const match of lower.matchAll(LASTING)) {
    if (NOT_A_LENGTH.test(lower.slice(Math.max(0, match.index - 10), match.index)) || /^\s+ago\b/.test(lower.slice(match.index + match[0].length))) continue;
    if (match[1] === "half an hour") return { ms: 30 * MINUTE_MS, written: undefined, label: "30-minute" };
    if (match[1] === "an hour and a half") return { ms: 90 * MINUTE_MS, written: undefined, label: "90-minute" };
    const count = countOf(match[2]!);
    const unit = UNIT_MS.find(([names]) => names.test(match[3]!));
    if (count === undefined || unit === undefined) continue;
    const half = match[0].includes("and a half") ? 0.5 : 0;
    const extra = match[4] === undefined ? 0 : Number(match[4]) * MINUTE_MS;
    const ms = (count + half) * unit[1] + extra;
    const written = /^\d/.test(match[2]!) ? Number(match[2]) : undefined;
    return { ms, written, label: half || extra ? `${ms / MINUTE_MS}-minute` : `${count}-${unit[2]}` };
  }
  return undefined;
}

/**
 * The unit (in ms) a number field counts time in, by its name: `seconds`, `timeout_seconds`,
 * `durationMinutes`, `duration_ms`, `hours`; a `duration` (`timeout`, `delay`, `interval`) in the
 * unit its description names ("Duration in seconds"), else minutes. Undefined for other fields.
 */
export function timeUnitOf(words: readonly string[], description: unknown): number | undefined {
  for (const word of words) {
    // `durationMinute` too: a singular unit last, after the words it counts.
    const last = word === words[words.length - 1] && words.length > 1;
    if (!/^(?:ms|millis|milliseconds|secs|seconds|mins|minutes|hrs|hours|days|weeks)$/.test(word) && !(last && /^(?:second|minute|hour|sec|min)$/.test(word))) continue;
    return UNIT_MS.find(([names]) => names.test(word))![1];
  }
  if (!words.some((word) => /^(?:duration|timeout|delay|interval|ttl)$/.test(word))) return undefined;
  const said = typeof description === "string" ? /\b(milliseconds?|ms|seconds?|secs?|minutes?|mins?|hours?|hrs?)\b/i.exec(description.slice(0, 200))?.[1]?.toLowerCase() : undefined;
  return said === undefined ? MINUTE_MS : UNIT_MS.find(([names]) => names.test(said))![1];
}

// ---------------------------------------------------------------------------------------------
// Fields that say when

/** How a field writes a moment: a full `date-time`, a day, or a time of day (`time` format or free text). */
export interface WhenField {
  shape: "date-time" | "date" | "time" | "clock";
  /** What the moment is: a start, an end (the start plus how long it lasts), a due date, or a day the message names. */
  role: "start" | "end" | "due" | "named";
}

/** Names of fields that say when a thing starts, ends, or is due; fields of dates of another kind (a birthday, a creation) are not. */
const STARTS = /^(?:start|starts|begin|begins|when|at|remind|reminder|schedule|scheduled|scheduled for|check in|checkin|departure|depart|pickup|appointment|event|meeting|send|reservation|booking|from|since|after|min)$/;
const ENDS = /^(?:end|ends|finish|until|check out|checkout|return|to|before|max)$/;
/**
 * Names of a thing that has a moment, or of a range's bound: a moment only with a word of its form
 * (`event_date`, `meeting_time`, `from_date`, `date_to`, `timeMin`) or a date format. Alone, an
 * `event` or a `meeting` is the thing ("dentist appointment"), a `departure` a place, a `to` an address.
 */
const THINGS_WITH_MOMENTS = /^(?:reminder|schedule|departure|pickup|appointment|event|meeting|send|reservation|booking|from|since|after|min|to|before|max)$/;
const DUES = /^(?:due|deadline|expires|expiry|expiration)$/;
/** Names of fields that hold a moment without saying which: a `date` takes the day the message names. */
const FORMS = /^(?:time|date|datetime|timestamp)$/;
const NOT_WHEN = /\b(?:birth|birthday|born|dob|created|updated|modified|published|deleted|founded|last|release|released)\b/;

/**
 * How the string field `key` (with `schema`) takes a moment, or undefined when it takes none: a
 * `date-time`, `date` or `time` format, or a name saying when (`start`, `end_time`, `due_date`,
 * `remind_at`, `when`, `deadline`, `date`, `time`). A birthday or a `created_at` is not one.
 */
export function whenFieldOf(words: readonly string[], schema: Record<string, unknown>): WhenField | undefined {
  const format = schema.format;
  if (format !== undefined && format !== "date-time" && format !== "date" && format !== "time") return undefined;
  const name = words.join(" ");
  if (NOT_WHEN.test(name)) return undefined;
  const last = words[words.length - 1] ?? "";
  // `remind_at`, `start_time`, `due_date`: the word that says which moment comes first, the one that says its form last;
  // `date_from`, `time_min`: a range's bound after its form.
  const formFirst = words.length === 2 && /^(?:time|date|datetime|timestamp|day)$/.test(words[0]!) && THINGS_WITH_MOMENTS.test(last) ? words[0] : undefined;
  const form = formFirst ?? (/^(?:at|time|date|datetime|timestamp|day|on)$/.test(last) && words.length > 1 ? last : undefined);
  const head = formFirst !== undefined ? last : form === undefined ? name : words.slice(0, -1).join(" ");
  // "time: ISO 8601 datetime" says its form in words where a schema has no `format`.
  const described = format === undefined && typeof schema.description === "string" ? describedShape(schema.description.slice(0, 200)) : undefined;
  const bare = form === undefined && format === undefined && described === undefined && THINGS_WITH_MOMENTS.test(head);
  const role = bare ? undefined : ENDS.test(head) ? "end" : DUES.test(head) ? "due" : STARTS.test(head) ? "start" : FORMS.test(head) ? "named" : undefined;
  if (role === undefined && format === undefined && described === undefined) return undefined;
  const shape =
    format === "date-time" || format === "date" || format === "time"
      ? format
      : described !== undefined
        ? described
        : form === "date" || form === "day" || last === "date" || head === "deadline" || head === "due"
        ? "date"
        : form === "time" || last === "time"
          ? "clock"
          : "date-time";
  return { shape, role: role ?? "named" };
}

/**
 * The form a field's description gives its moment in: "ISO 8601 datetime", "Unix timestamp"
 * (a string: its date-time), "ISO 8601 date" or "YYYY-MM-DD", "HH:MM"; undefined when it names none.
 */
function describedShape(description: string): WhenField["shape"] | undefined {
  if (/date[- ]?time|time\s*stamp|date\s+(?:and|&)\s+time|YYYY-MM-DDT|RFC\s?3339/i.test(description)) return "date-time";
  if (/\bISO[- ]?8601\b/i.test(description)) return /\bISO[- ]?8601\s+(?:format(?:ted)?\s+)?date\b(?!\s*(?:and|&)?\s*time)/i.test(description) ? "date" : "date-time";
  if (/YYYY-MM-DD/i.test(description)) return "date";
  if (/\bHH:MM\b/i.test(description)) return "clock";
  return undefined;
}

/** The hour a day named without a time is given: the morning for a start, the end of the working day for a due date. */
const START_HOUR = "09:00";
const DUE_HOUR = "17:00";
/** How long a thing lasts when the message does not say: an hour, a model's usual meeting. */
const DEFAULT_LASTING_MS = HOUR_MS;

/**
 * The moment `field` takes from `schedule`, in the field's shape, or undefined when the message
 * says nothing of when and the field is not a start, end or due date (a `date` the prompt does
 * not give keeps its value). A start with nothing said is the clock's next full hour; an end is
 * the second time or day named, else the start plus how long the message says it lasts (an hour).
 * @example whenValue({ shape: "date-time", role: "start" }, schedule of "tomorrow at 3pm" on 2026-01-01) // "2026-01-02T15:00:00Z"
 */
export function whenValue(field: WhenField, schedule: Schedule): string | undefined {
  const said = schedule.days.length > 0 || schedule.times.length > 0 || schedule.at !== undefined;
  if (!said && field.role === "named") return undefined;
  const start = startOf(schedule, field.role === "due" ? DUE_HOUR : START_HOUR);
  let at = start;
  if (field.role === "end") {
    const day = schedule.days[1] ?? isoDay(start);
    const time = schedule.times[1];
    if (time !== undefined) at = Date.parse(`${day}T${time}:00Z`);
    else if (schedule.days[1] !== undefined && (field.shape === "date" || schedule.times.length === 0)) at = Date.parse(`${day}T${isoTime(start)}:00Z`);
    else at = start + (schedule.lasts?.ms ?? DEFAULT_LASTING_MS);
  }
  const day = isoDay(at);
  const time = isoTime(at);
  if (field.shape === "date") return day;
  if (field.shape === "time") return `${time}:00Z`;
  if (field.shape === "clock") return time;
  return `${day}T${time}:00Z`;
}

/**
 * The start the schedule says: its first day and time, "in 2 hours", or the clock's next full
 * hour. A time without a day is its next occurrence: "at midnight" at 10:20 is the coming one.
 */
function startOf(schedule: Schedule, hour: string): number {
  const day = schedule.days[0];
  const time = schedule.times[0];
  if (schedule.at !== undefined && day === undefined && time === undefined) return schedule.at;
  if (day === undefined && time === undefined) return Math.ceil((schedule.now + 1) / HOUR_MS) * HOUR_MS;
  const today = Math.floor(schedule.now / DAY_MS) * DAY_MS;
  const start = Date.parse(`${day ?? isoDay(schedule.at ?? today)}T${time ?? hour}:00Z`);
  return day === undefined && schedule.at === undefined && start < schedule.now ? start + DAY_MS : start;
}

/**
 * How long the scheduled thing lasts: as the message says ("for 45 minutes"), else from its start
 * to its end ("from 2 to 4pm" → two hours), else an hour.
 */
export function scheduledLength(schedule: Schedule): number {
  if (schedule.lasts !== undefined) return schedule.lasts.ms;
  if (schedule.times.length < 2 && schedule.days.length < 2) return DEFAULT_LASTING_MS;
  const start = startOf(schedule, START_HOUR);
  const end = Date.parse(`${schedule.days[1] ?? isoDay(start)}T${schedule.times[1] ?? isoTime(start)}:00Z`);
  return end > start ? end - start : DEFAULT_LASTING_MS;
}

function isoTime(at: number): string {
  return new Date(at).toISOString().slice(11, 16);
}

// ---------------------------------------------------------------------------------------------
// Spans: what a lookup of a period covers

/** A period a message names whole: "next week", "this weekend", "this month". */
const SPAN = /\b(this|next|coming|the)\s+(week|weekend|month)\b|\b(today|tomorrow)\b/;

/**
 * The first and last day (YYYY-MM-DD) of the period `lower` names, counted from `now`'s day
 * (UTC; weeks run Monday to Sunday): "next week" → its Monday and Sunday, "this week" → this
 * week's, "the weekend" → the coming Saturday and Sunday, "this month" → its first and last day;
 * "today" and "tomorrow" → that day both. What a lookup of events or bookings for the period
 * (`list_events({start_date, end_date})`) covers. Undefined when it names none.
 * @example spanNamed("what's on my calendar next week?", Date.UTC(2026, 11, 7)) // { from: "2026-12-14", to: "2026-12-20" }
 */
export function spanNamed(lower: string, now: number): { from: string; to: string } | undefined {
  const match = SPAN.exec(lower.slice(0, 600));
  if (!match) return undefined;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  if (match[3] !== undefined) {
    const day = isoDay(today + (match[3] === "tomorrow" ? DAY_MS : 0));
    return { from: day, to: day };
  }
  const which = match[1]!;
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = today - weekday * DAY_MS;
  if (match[2] === "week") {
    if (which === "the") return undefined;
    const from = which === "this" ? monday : monday + 7 * DAY_MS;
    return { from: isoDay(from), to: isoDay(from + 6 * DAY_MS) };
  }
  if (match[2] === "weekend") {
    // The coming weekend (this one while it lasts); "next weekend" the one after a weekend under way.
    const saturday = monday + 5 * DAY_MS + (which === "next" && weekday >= 5 ? 7 * DAY_MS : 0);
    return { from: isoDay(saturday), to: isoDay(saturday + DAY_MS) };
  }
  if (which === "the") return undefined;
  const date = new Date(today);
  const month = date.getUTCMonth() + (which === "this" ? 0 : 1);
  const first = Date.UTC(date.getUTCFullYear(), month, 1);
  const last = Date.UTC(date.getUTCFullYear(), month + 1, 0);
  return { from: isoDay(first), to: isoDay(last) };
}
