/**
 * What a message asks a tool to act on, as written: "Order a pizza" → "pizza", "Order two large
 * pepperoni pizzas" → "large pepperoni pizzas", where to go ("Go to my profile page" → "profile
 * page"), what to lock ("Lock the front door" → "front door"), a file's name ("Delete the file report.pdf" →
 * "report.pdf"), a flight's number ("my flight BA 117" → "BA 117"). A tool call's field of no
 * known meaning takes these before it keeps the faker's letters (`"item": "nMl8ussreS"`). Each
 * reader starts with a cheap test.
 */
import { numberWordsUpTo } from "./written-numbers.ts";

/** An imperative and what it acts on, up to a preposition or the end: group 1 the object. */
const ASKED_OBJECT =
  /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:order|buy|get|find|add|remove|delete|cancel|create|make|book|reserve|open|close|start|stop|show|look\s+up|check|lock|unlock|go\s+to|navigate\s+to|visit)\s+(?:me\s+)?(?:(?:an?|the|some|my|our)\s+)?([\p{L}][\p{L}\p{N}' -]{0,60}?)\s*(?:\b(?:to|for|from|in|into|on|at|with|by|about|named|called)\b|[,.!?;:]|$)/iu;
/** Counts written before what is ordered: "two large pizzas" is large pizzas. */
const LEADING_COUNT = new RegExp(String.raw`^(?:\d+|${numberWordsUpTo(20)}|a\s+couple\s+of|a\s+few|some)\s+`, "i");

/**
 * The object of the message's ask, without its article or count, or undefined when the message
 * asks nothing of that shape.
 * @example askedObjectOf("Order two large pepperoni pizzas") // "large pepperoni pizzas"
 */
export function askedObjectOf(text: string): string | undefined {
  if (text.length > 300) return undefined;
  const object = ASKED_OBJECT.exec(text)?.[1]?.replace(LEADING_COUNT, "").trim();
  if (object === undefined || object.length < 2 || /^(?:it|this|that|them|one|something|anything)$/i.test(object)) return undefined;
  return object;
}

/** A file's name: a word, a dot and a known extension ("report.pdf", "notes_2024.txt"). */
const FILE_NAME = /(?<![\w./-])((?:[\w-]+\/)*[\w-]+\.(?:pdf|txt|md|docx?|xlsx?|csv|json|ya?ml|png|jpe?g|gif|svg|zip|tar|gz|mp3|mp4|mov|html?|css|js|ts|tsx|jsx|py|go|rs|java|log|sql|sh))(?![\w/])/i;

/** The file name the message writes, or undefined. */
export function fileNameOf(text: string): string | undefined {
  if (!text.includes(".")) return undefined;
  return FILE_NAME.exec(text)?.[1];
}

/**
 * The file names the message writes, in order: "Rename report.pdf to final-report.pdf" →
 * ["report.pdf", "final-report.pdf"], the old name and the new.
 */
export function fileNamesOf(text: string): string[] {
  if (!text.includes(".")) return [];
  return [...text.slice(0, 600).matchAll(new RegExp(FILE_NAME.source, "gi"))].map((match) => match[1]!);
}

/** A flight number: an airline's two-character code and one to four digits ("BA 117", "UA2390"). */
const FLIGHT_NUMBER = /\b([A-Z][A-Z0-9]\s?\d{1,4})\b/;

/** The flight number the message writes, or undefined. */
export function flightNumberOf(text: string): string | undefined {
  if (!/\d/.test(text)) return undefined;
  return FLIGHT_NUMBER.exec(text)?.[1];
}

/** What is looked for nearby, named after the word: "nearby coffee shops", "the closest pharmacy". */
const NEARBY_BEFORE = /\b(?:nearby|closest|nearest)\s+([\p{L}][\p{L}' -]{1,40}?)\s*(?:\b(?:near|around|in|for|that|which|with|open)\b|[,.!?;:]|$)/iu;
/** What is looked for, named before the word: "Find restaurants near me", "gas stations around here". */
const NEARBY_AFTER =
  /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:find|show|search\s+for|look\s+for|locate|list|get|where\s+are|any)(?:\s+me)?\s+(?:(?:a|an|the|some|any)\s+)?(?:good\s+)?(?!me\b|nearby\b)([\p{L}][\p{L}' -]{1,40}?)\s+(?:near(?:\s+me|\s+here|by)?|around\s+(?:me|here)|close\s+(?:by|to\s+me))\b/iu;

/**
 * What a message looks for nearby, as written: "Show me nearby coffee shops" → "coffee shops",
 * "Find restaurants near me" → "restaurants". A place search's `category` (`type`) is that, not
 * "Nearby coffee". Undefined when the message looks for nothing near (the cue: "near", "closest",
 * "around me").
 * @example nearbyThingOf("Find restaurants near me") // "restaurants"
 */
export function nearbyThingOf(text: string): string | undefined {
  if (text.length > 300 || !/near|closest|around (?:me|here)|close (?:by|to me)/i.test(text)) return undefined;
  const thing = (NEARBY_BEFORE.exec(text)?.[1] ?? NEARBY_AFTER.exec(text)?.[1])?.trim();
  return thing === undefined || /^(?:me|places?|things?|stuff|here)$/i.test(thing) ? undefined : thing;
}
