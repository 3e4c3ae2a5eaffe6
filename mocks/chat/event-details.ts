/**
 * An event told in the text the user pastes (an email, an invitation, a note), read into the
 * caller's record ("Extract the event from this email: … let's meet for the Q3 planning session
 * on Thursday, March 19 at 2pm in Conference Room B." with `{title, date, time, location,
 * attendees}`): its place after "in" or "at" (not "at 2pm") and its title as the text names it
 * ("Q3 planning session", "Dinner with Sarah", "Annual company picnic"). The value passes took
 * the first capitalised word ("Hi", "The") as the location and made a title of two words
 * ("Team meet"); the day, time and attendees were already the text's (when.ts, people).
 *
 * A look at the document's keys (a place field beside a day or time field) and an event word in
 * the prompt come first; each change is kept only where the caller's schema accepts it. Not for
 * tool calls: their arguments have their own passes.
 */
import { normalisedKey } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";

type Json = Record<string, unknown>;

const PLACE_KEYS: ReadonlySet<string> = new Set(["location", "venue", "place", "where", "eventlocation", "meetinglocation", "room", "locationname", "venuename"]);
const TITLE_KEYS: ReadonlySet<string> = new Set(["title", "name", "eventname", "eventtitle", "summary", "subject", "event", "meetingtitle", "meetingname"]);
const WHEN_KEYS = /date|time|start|when|day|begin/;
const CUE = /\b(?:event|meeting|invite|invitation|calendar|appointment|rsvp|schedule|email|party|dinner|lunch|picnic|session|conference|webinar)\b/i;

/** Days, months and times that follow "at" or "on" and are no place. */
const NOT_PLACE = /^(?:\d|noon|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|the\s+end|least|most|night|home\b(?!\s+\p{Lu}))/iu;
/** "in Conference Room B", "at Nopa", "at Golden Gate Park", "at the Hilton Downtown": a capitalised place. */
const PLACE = /\b(?:at|in|@)\s+((?:the\s+)?\p{Lu}[\p{L}\d'&-]*(?:[ \t]+(?:(?:of|de|the)[ \t]+)?(?:\p{Lu}[\p{L}\d'&-]*|\d{1,4}[A-Z]?\b|[A-Z]\b))*)/gu;

/**
 * Where the event the text tells takes place, or undefined.
 * @example eventPlaceIn("let's meet on Thursday at 2pm in Conference Room B.") // "Conference Room B"
 */
export function eventPlaceIn(text: string): string | undefined {
  for (const match of text.matchAll(PLACE)) {
    const place = match[1]!.replace(/^the\s+/, "").replace(/[.,]+$/, "").trim();
    if (NOT_PLACE.test(place) || place.length < 2) continue;
    return place;
  }
  return undefined;
}

/**
 * What the text calls its event: the thing met for ("the Q3 planning session"), the subject of
 * "will be held" ("The annual company picnic"), or a short note's opening ("Dinner with Sarah");
 * undefined when it names none.
 * @example eventTitleIn("let's meet for the Q3 planning session on Thursday") // "Q3 planning session"
 */
export function eventTitleIn(text: string): string | undefined {
  const capital = (title: string) => title.charAt(0).toUpperCase() + title.slice(1);
  const end = String.raw`(?=\s+(?:on|at|in|this|next|tomorrow|today|tonight|from|starting|will|is|with\s+(?:the\s+)?(?:whole|entire))\b|[,.;!?\n]|$)`;
  const held = /(?:^|[.!?]\s+|\n)(?:the\s+|our\s+|a\s+|an\s+)?([\p{L}\d][\p{L}\d' -]{2,50}?)\s+(?:will\s+be\s+held|will\s+take\s+place|takes\s+place|is\s+(?:on|scheduled|happening)|has\s+been\s+(?:scheduled|moved))\b/iu.exec(text);
  if (held) return capital(held[1]!.trim());
  const meetFor = new RegExp(String.raw`\b(?:meet|gather|join\s+us|get\s+together|invited)\s+(?:for|to)\s+(?:the\s+|our\s+|a\s+|an\s+)?([\p{L}\d][\p{L}\d' -]{2,50}?)${end}`, "iu").exec(text);
  if (meetFor) return capital(meetFor[1]!.trim());
  const invite = new RegExp(String.raw`\b(?:invit\w+\s+(?:you\s+)?to|join\s+(?:us\s+)?(?:for|at))\s+(?:the\s+|our\s+|a\s+|an\s+|my\s+)?([\p{L}\d][\p{L}\d' -]{2,50}?)${end}`, "iu").exec(text);
  if (invite) return capital(invite[1]!.trim());
  // "Dinner with Sarah at Nopa on Friday at 7:30pm": a short note opens with its event.
  const note = /^([\p{Lu}][\p{L}' -]{2,40}?(?:\s+with\s+\p{Lu}[\p{L}'-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'-]+)?)?)\s+(?:at|on|in|this|next|tomorrow|today|tonight)\b/u.exec(text.trim());
  if (note && !/^(?:hi|hello|hey|dear|please|let's|we|i|you)\b/i.test(note[1]!)) return note[1]!.trim();
  return undefined;
}

/**
 * `document` with the place and title of the event the prompt's text tells.
 * @example withEventDetails({ title: "Team meet", date: "2026-03-19", location: "Hi" }, "Extract the event from this email: Hi team, let's meet for the Q3 planning session on Thursday at 2pm in Conference Room B.", check) // { title: "Q3 planning session", date: "2026-03-19", location: "Conference Room B" }
 */
export function withEventDetails(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !CUE.test(prompt.slice(0, 4000))) return document;
  const root = document as Json;
  const isEvent = (record: Json) => {
    const keys = Object.keys(record).map(normalisedKey);
    return keys.some((key) => PLACE_KEYS.has(key)) && keys.some((key) => WHEN_KEYS.test(key) && !PLACE_KEYS.has(key));
  };
  const nested = isEvent(root) ? undefined : Object.keys(root).find((key) => root[key] !== null && typeof root[key] === "object" && !Array.isArray(root[key]) && isEvent(root[key] as Json));
  if (!isEvent(root) && nested === undefined) return document;
  const text = givenText(prompt.slice(0, 4000));
  const place = eventPlaceIn(text);
  const title = eventTitleIn(text);
  if (place === undefined && title === undefined) return document;
  const copy = structuredClone(root);
  const record = nested === undefined ? copy : (copy[nested] as Json);
  let changed = false;
  for (const key of Object.keys(record)) {
    const normal = normalisedKey(key);
    const next = PLACE_KEYS.has(normal) ? place : TITLE_KEYS.has(normal) && typeof record[key] === "string" ? title : undefined;
    if (next === undefined || record[key] === next || (record[key] !== null && typeof record[key] !== "string")) continue;
    const before = record[key];
    record[key] = next;
    if (validate(copy)) changed = true;
    else record[key] = before;
  }
  return changed ? copy : document;
}
