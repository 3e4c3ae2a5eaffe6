/**
 * Replies to a request for a list of things of a kind the mock knows: "List three fruits, one
 * per line", "Name 5 animals", "What are some vegetables?". A model lists real members of the
 * kind, as many as asked, in the layout asked (numbered, one per line, comma-separated); a
 * composed reply about "three, fruits and per" is no list at all.
 */
import { CATEGORIES } from "./categories.ts";
import { askedCounts } from "./list-counts.ts";
import { singular } from "./property-kinds.ts";
import { sampled } from "./choice-variety.ts";

/** Kinds of things that prose lists and documents' fields name differently (a `colors` field takes the colour the user named). */
const PROSE_ONLY: ReadonlyMap<string, readonly string[]> = new Map([
  ["color", ["Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Pink", "Brown", "Black", "White"]],
  ["colour", ["Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Pink", "Brown", "Black", "White"]],
  ["country", ["Japan", "Brazil", "Canada", "Kenya", "Norway", "India", "Mexico", "Australia", "Italy", "Egypt"]],
  ["city", ["Tokyo", "Paris", "New York", "Cairo", "Sydney", "Rio de Janeiro", "Toronto", "Mumbai", "Berlin", "Seoul"]],
  ["language", ["English", "Spanish", "Mandarin Chinese", "Hindi", "Arabic", "French", "Portuguese", "Russian", "Japanese", "German"]],
  ["day of the week", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]],
  ["month", ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]],
  ["primary color", ["Red", "Yellow", "Blue"]],
]);

/** A request for a list: a listing verb or question, then (a count and) the kind's plural noun. */
const ASKS_LIST =
  /^\s*(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:list|name|give me|tell me|suggest|recommend|what are(?: some| the)?|which are(?: some)?|share|write(?: down)?|enumerate)\b\s*(?:me\s+)?(?:a list of\s+|some\s+|the\s+|a few\s+|several\s+|an?\s+|all(?: the)?\s+|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a dozen)\s+)*(?:different\s+|common\s+|popular\s+|famous\s+|types of\s+|kinds of\s+|examples of\s+)?([\p{L}][\p{L}# -]{1,30}?)(?:,|\.|\?|!|\s+(?:one per line|each on (?:its|a) own line|on separate lines|separated by commas|as a (?:comma-separated|numbered|bulleted) list|in (?:a|one) (?:line|list)|and nothing else|only|please|for me|that (?:are|i)\b.*|in the world|of all time)|$)/iu;

/** How the list is laid out, as the prompt asks. */
export type Layout = "numbered" | "lines" | "commas" | "bullets";

export function layoutOf(prompt: string): Layout {
  if (/one per line|each on (?:its|a) own line|on separate lines|newline/i.test(prompt)) return "lines";
  if (/comma[- ]separated|separated by commas|in (?:a|one) line/i.test(prompt)) return "commas";
  if (/bullet/i.test(prompt)) return "bullets";
  return "numbered";
}

/** The kind a noun phrase names, each word in the singular: "days of the week" → "day of the week". */
function kindKey(phrase: string): string {
  return phrase.trim().toLowerCase().split(/\s+/).map(singular).join(" ");
}

/** The most words of a kind's name ("day of the week"): read off the tables on the first lookup. */
let mostKindWords: number | undefined;

/** The words of a phrase, as `kindKey` splits it. */
function wordCount(phrase: string): number {
  return phrase.trim().split(/\s+/).length;
}

/** The members of the kind a noun phrase names ("fruits", "programming languages", "days of the week"). */
function membersOf(phrase: string): readonly string[] | undefined {
  // `kindKey` keeps a word for each word, so a phrase of more words than every kind's name ("pros
  // and cons of database indexing") names none: it is not made singular word by word to find out.
  mostKindWords ??= Math.max(...[...CATEGORIES.keys(), ...PROSE_ONLY.keys()].map(wordCount));
  if (wordCount(phrase) > mostKindWords) return undefined;
  const key = kindKey(phrase);
  return CATEGORIES.get(key) ?? PROSE_ONLY.get(key);
}

/** Kinds whose members are all listed when no count is asked: "List the planets" lists eight. */
const CLOSED = new Set(["planet", "continent", "ocean", "day of the week", "month", "primary color"]);


/** Numbers written as words, for "three fruits". */
const NUMBER_NAMES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/**
 * The list the prompt asks for, or undefined when it asks for none of a kind the mock knows.
 * @example listReply("List three fruits, one per line") // "Apple\nBanana\nMango"
 */
export function listReply(prompt: string): string | undefined {
  if (prompt.length > 300) return undefined;
  const match = ASKS_LIST.exec(prompt);
  if (!match) return undefined;
  const phrase = match[1]!;
  const members = membersOf(phrase);
  if (!members) return undefined;
  const counts = askedCounts(prompt);
  const noun = phrase.trim().toLowerCase();
  const single = /^\s*(?:please\s+)?(?:name|give me|tell me|suggest|recommend|share)\s+(?:me\s+)?an?\s+(?!list\b)/i.test(prompt);
  const asked = single ? 1 : (counts.asked ?? counts.byNoun.get(singular(noun.split(/\s+/).pop() ?? "")));
  const count = Math.min(asked ?? (CLOSED.has(kindKey(noun)) ? members.length : 5), members.length);
  // A closed kind (the months, the planets) keeps its own order.
  const chosen = sampled(members, count, { inOrder: CLOSED.has(kindKey(noun)) });
  if (count === 1) return `${chosen[0]}.`;
  const layout = layoutOf(prompt);
  if (layout === "lines") return chosen.join("\n");
  if (layout === "commas") return chosen.join(", ");
  const intro = `Here are ${NUMBER_NAMES[count] ?? count} ${count === 1 ? singular(noun) : noun}:`;
  const items = chosen.map((member, i) => (layout === "bullets" ? `- ${member}` : `${i + 1}. ${member}`));
  return `${intro}\n\n${items.join("\n")}`;
}
