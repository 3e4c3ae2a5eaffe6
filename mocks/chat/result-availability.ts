/**
 * The answer to "Am I free tomorrow afternoon?" (or "Am I busy at 3pm?", "Do I have time on
 * Friday morning?") from a calendar's list of events, as a model answers it: yes or no first,
 * from the events in the part of the day or at the time asked, then what is on.
 *
 * - No event in the window: "Yes, you're free tomorrow afternoon. The only other thing on is
 *   Standup at 09:30."
 * - Events in it: "No, you have Design review from 14:00 to 15:00 tomorrow afternoon."
 * - "Am I busy…" asks the other way round: "Yes, you have …" / "No, you're free …".
 *
 * Parts of the day: morning 05:00–12:00, afternoon 12:00–17:00, evening 17:00–23:59 (designed);
 * "at 3pm" is a time an event covers (from its start to its end, or its start hour without one).
 * Times are read as the events write them (the mock's times are UTC). Nothing here throws.
 */
import { END_KEYS, recordLabel, START_KEYS } from "./result-lists.ts";
import { fieldIn, isRecord, listed, momentOf } from "./result-words.ts";

/** A question whether the user is free or busy, with its day words and its part of the day or time. */
const ASKS_FREE = /\b(?:am i|are we|is my (?:calendar|schedule))\b[^?]{0,60}?\b(?:free|available|busy|booked|clear|open)\b|\bdo i have (?:time|any free time|a free slot|anything|something)\b/i;
/** A question asked the other way round: whether something is on ("Am I busy?", "Do I have anything…?"). */
const ASKS_BUSY = /\b(?:busy|booked|anything|something)\b/i;
const PARTS: ReadonlyMap<string, readonly [number, number]> = new Map([
  ["morning", [5 * 60, 12 * 60]],
  ["afternoon", [12 * 60, 17 * 60]],
  ["evening", [17 * 60, 24 * 60]],
  ["tonight", [17 * 60, 24 * 60]],
]);
/** The window's words as the question says them: "tomorrow afternoon", "on Friday morning", "at 3pm". */
const WHEN_WORDS = /\b(?:(?:today|tomorrow|tonight|this|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:morning|afternoon|evening|night))?|(?:in the\s+)?(?:morning|afternoon|evening))\b/i;
const AT_TIME = /\bat\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/i;
/** Events read at most. */
const MAX_EVENTS = 50;

/** An event's label and its start and end, in minutes of the day. */
interface Slot {
  label: string;
  start: number;
  end: number | undefined;
  startText: string;
  endText: string | undefined;
}

/**
 * The answer to a free-or-busy question from `items` (a calendar's events), or undefined when
 * the question asks no such thing or an event has no time to read.
 * @example availabilityAnswer([{ title: "Design review", start: "2026-12-08T14:00:00Z", end: "2026-12-08T15:00:00Z" }], "Am I free tomorrow afternoon?")
 * // "No, you have Design review from 14:00 to 15:00 tomorrow afternoon."
 */
export function availabilityAnswer(items: readonly unknown[], question: string): string | undefined {
  const text = question.slice(0, 300);
  const asked = ASKS_FREE.exec(text);
  if (asked === null) return undefined;
  const busyAsked = ASKS_BUSY.test(asked[0]);
  const slots: Slot[] = [];
  for (const item of items.slice(0, MAX_EVENTS)) {
    if (!isRecord(item)) return undefined;
    const label = recordLabel(item);
    const start = momentOf(fieldIn(item, START_KEYS)?.value);
    if (label === undefined || start?.time === undefined) return undefined;
    const end = momentOf(fieldIn(item, END_KEYS)?.value);
    slots.push({ label, start: minutes(start.time), end: end?.time === undefined ? undefined : minutes(end.time), startText: start.time, endText: end?.time });
  }
  const window = windowOf(text);
  const when = whenWords(text);
  const inWindow = window === undefined ? slots : slots.filter((slot) => overlaps(slot, window));
  const said = (slot: Slot) => (slot.endText === undefined ? `${slot.label} at ${slot.startText}` : `${slot.label} from ${slot.startText} to ${slot.endText}`);
  if (inWindow.length > 0) return `${busyAsked ? "Yes" : "No"}, you have ${listed(inWindow.map(said))}${when}.`;
  const others = slots.length === 0 ? "" : ` ${slots.length === 1 ? "The only other thing on is" : "The other things on are"} ${listed(slots.map(said))}.`;
  return `${busyAsked ? "No" : "Yes"}, you're free${when}.${others}`;
}

/** The minutes of the day a question's part of the day or time covers, or undefined when it names neither (the whole day). */
function windowOf(text: string): readonly [number, number] | undefined {
  const at = AT_TIME.exec(text);
  if (at !== null) {
    let hour = Number(at[1]);
    const meridiem = at[3]?.toLowerCase();
    if (meridiem === "pm" && hour < 12) hour += 12;
    if (meridiem === "am" && hour === 12) hour = 0;
    // "at 3" without am or pm is the afternoon's 3, as people book meetings.
    if (meridiem === undefined && hour >= 1 && hour <= 7) hour += 12;
    if (hour > 23) return undefined;
    const start = hour * 60 + Number(at[2] ?? 0);
    return [start, start + 1];
  }
  const lower = text.toLowerCase();
  for (const [part, range] of PARTS) if (lower.includes(part)) return range;
  return undefined;
}

/** Whether an event meets the window: it starts before the window ends and ends after it starts (an event without an end lasts its hour). */
function overlaps(slot: Slot, [from, to]: readonly [number, number]): boolean {
  const end = slot.end !== undefined && slot.end > slot.start ? slot.end : slot.start + 60;
  return slot.start < to && end > from;
}

/** " tomorrow afternoon", " on Friday at 3pm": the question's own words for when, or "". */
function whenWords(text: string): string {
  const day = WHEN_WORDS.exec(text)?.[0];
  const at = AT_TIME.exec(text)?.[0];
  const dayText = day === undefined ? "" : ` ${/^(?:mon|tues|wednes|thurs|fri|satur|sun)day/i.test(day) ? `on ${day}` : day}`;
  return `${dayText}${at === undefined ? "" : ` ${at}`}`.replace(/\s+/g, " ");
}

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
