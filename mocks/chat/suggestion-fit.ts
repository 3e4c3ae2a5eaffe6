/**
 * What the items of a suggestion table fit, and which of them fit a prompt: "for my 8 year old"
 * asks for a kids' party, "on a rainy day" for something indoors, "for my dad" for a gift a dad
 * gets. An item carries tags; a prompt asks for tags; an item that fits is listed first, and
 * one meant for someone else (an escape room for a toddler, a steak for a vegetarian) is left
 * out. Echoing "for toddlers" above a list of wine tastings is what a model does not do.
 */
import { choiceSeed } from "./choice-variety.ts";

/** What an item suits. Tags of one group exclude each other: a kids' item is no adults' item. */
const GROUPS = {
  audience: ["toddler", "kids", "teens", "adults"],
  setting: ["indoor", "outdoor"],
  cost: ["budget", "splurge"],
  recipient: ["mom", "dad", "coworker", "friend", "partner"],
  mode: ["remote", "inperson"],
  diet: ["vegetarian", "meat"],
  level: ["beginner", "advanced"],
  // Preferred when asked, never ruled out.
  plus: ["quick", "healthy", "naming"],
} as const;

export type Tag = (typeof GROUPS)[keyof typeof GROUPS][number];

/** An item as a model writes it ("**Backyard movie night**: …"), then what it suits. */
export type Suggestion = readonly [text: string, ...tags: Tag[]];

/** A table of suggestions for one subject. */
export interface SuggestionTopic {
  /** What the table is about, for a test or a seed. */
  readonly name: string;
  /** Words of the request's subject that select the table. */
  readonly when: RegExp;
  /** Whether it answers a request for ideas (a party, a gift), for tips (sleep, saving money), or both. */
  readonly serves: "ideas" | "tips" | "both";
  readonly items: readonly Suggestion[];
  /** The line a model ends such a list with. */
  readonly closing: string;
  /** Whether the first item always leads the list: the framing a careful model starts with (slow, steady weight loss). */
  readonly leads?: boolean;
}

const GROUP_OF: ReadonlyMap<Tag, keyof typeof GROUPS> = new Map(
  Object.entries(GROUPS).flatMap(([group, tags]) => tags.map((tag) => [tag as Tag, group as keyof typeof GROUPS] as const)),
);

/** Words of a prompt that ask for a tag. Ages are read apart (`ageTag`). */
const ASKED_BY: readonly (readonly [Tag, RegExp])[] = [
  ["toddler", /\b(?:toddlers?|preschool(?:ers?)?|little ones|babies|baby)\b/i],
  ["kids", /\b(?:kids?'?|children|child|son'?s?|daughter'?s?|(?:boys?|girls?)(?!'?\s+night)|grandkids?|nephew|niece)\b/i],
  ["teens", /\b(?:teens?|teenagers?|tweens?|high school(?:ers?)?|sweet (?:16|sixteen))\b/i],
  ["adults", /\b(?:adults?|grown[- ]ups|21st|30th|40th|50th|60th|milestone)\b/i],
  ["indoor", /\b(?:indoors?|inside|at home|rainy|rain|snowy|winter|cold)\b/i],
  ["outdoor", /\b(?:outdoors?|outside|backyard|garden|summer|sunny|beach)\b/i],
  ["budget", /\b(?:on a (?:tight )?budget|budget[- ]friendly|cheap|cheaply|inexpensive|affordable|low[- ]cost|free|frugal|broke|under \$?\d+|without spending)\b/i],
  ["splurge", /\b(?:luxury|luxurious|splurge|fancy|high[- ]end|expensive)\b/i],
  ["mom", /\b(?:mom|mum|mother|mommy|grandma|grandmother)'?s?\b/i],
  ["dad", /\b(?:dad|father|daddy|grandpa|grandfather)'?s?\b/i],
  ["coworker", /\b(?:co-?workers?|colleagues?|boss|manager|employees?|secret santa|office)\b/i],
  ["friend", /\b(?:friends?|bff|bestie|best friend)'?s?\b/i],
  ["partner", /\b(?:wife|husband|girlfriend|boyfriend|partner|spouse|fianc[eé]e?|anniversary|valentine'?s?)\b/i],
  ["remote", /\b(?:remote|virtual|online|distributed|over (?:zoom|video)|zoom)\b/i],
  ["inperson", /\b(?:in[- ]person|on[- ]?site|offsite|in the office)\b/i],
  ["vegetarian", /\b(?:vegetarian|vegan|meatless|plant[- ]based|veggie)\b/i],
  ["beginner", /\b(?:beginners?|junior|new to|just starting|first)\b/i],
  ["advanced", /\b(?:advanced|senior|experienced|challenging)\b/i],
  ["quick", /\b(?:quick|fast|easy|weeknight|busy|\d+[- ]minutes?)\b/i],
  ["healthy", /\b(?:healthy|healthier|light|low[- ]carb|high[- ]protein)\b/i],
  ["naming", /\bnam(?:e|es|ing)\b/i],
];

/** "8 year old", "8-year-old", "turning 8", "8th birthday": the age a prompt names, as whom it is for. */
const AGE = /\b(\d{1,2})(?:[- ]?(?:years?|yrs?|yo)(?:[- ]old)?\b|(?:st|nd|rd|th)\s+birthday\b)|\bturning\s+(\d{1,2})\b/i;

function ageTag(prompt: string): Tag | undefined {
  const match = AGE.exec(prompt);
  if (!match) return undefined;
  const age = Number(match[1] ?? match[2]);
  return age <= 3 ? "toddler" : age <= 12 ? "kids" : age <= 17 ? "teens" : "adults";
}

/** Recipients who are grown-ups: a gift for one is no LEGO set. */
const GROWN_UP: ReadonlySet<Tag> = new Set(["mom", "dad", "coworker", "partner"]);

/**
 * The tags a prompt asks for; one per group at most (the first named: an age before words).
 * @example askedTags("Give me 3 ideas for a birthday party for my 8 year old") // Set { "kids" }
 */
export function askedTags(prompt: string): ReadonlySet<Tag> {
  const asked = new Set<Tag>();
  const groups = new Set<string>();
  const add = (tag: Tag | undefined) => {
    if (tag === undefined || groups.has(GROUP_OF.get(tag)!)) return;
    asked.add(tag);
    groups.add(GROUP_OF.get(tag)!);
  };
  add(ageTag(prompt));
  for (const [tag, words] of ASKED_BY) if (words.test(prompt)) add(tag);
  if ([...asked].some((tag) => GROWN_UP.has(tag))) add("adults");
  return asked;
}

/** Whether `item` is meant for something else in a group the prompt asks about. */
function ruledOut(tags: readonly Tag[], asked: ReadonlySet<Tag>): boolean {
  for (const want of asked) {
    const group = GROUP_OF.get(want)!;
    if (group === "plus") continue;
    if (tags.some((tag) => GROUP_OF.get(tag) === group) && !tags.includes(want)) return true;
  }
  return false;
}

/** Words too common to say what someone likes: "She really loves …". */
const COMMON = new Set(["loves", "likes", "really", "about", "their", "there", "would", "could", "should", "these", "those", "which", "every", "think", "thing", "enjoy", "favor", "favou", "littl", "years", "alway", "never", "makes", "doesn", "isn't", "don't"]);

/**
 * What the prompt adds after its request ("She loves dinosaurs."), as stems an item may share
 * ("dinosa"): a party for a dinosaur fan starts with the dinosaur dig.
 * @example likedIn("She loves dinosaurs and space.") // ["dinosa", "space"]
 */
export function likedIn(context: string): string[] {
  return [...context.toLowerCase().matchAll(/\p{L}[\p{L}']{4,}/gu)].map((word) => word[0].slice(0, 6)).filter((stem) => !COMMON.has(stem.slice(0, 5)));
}

/**
 * The items of a table that fit `asked`, the ones tagged for it (or sharing a word the prompt
 * likes) first; within each, an order the seed picks (a rotation), so the same prompt lists the
 * same items and another prompt others.
 * @example fitting(PARTIES, new Set(["kids"]), [], "…")[0] // a party tagged "kids"
 */
export function fitting(items: readonly Suggestion[], asked: ReadonlySet<Tag>, liked: readonly string[], ...seed: unknown[]): string[] {
  const start = choiceSeed("suggestions", ...seed) % Math.max(1, items.length);
  const rotated = [...items.slice(start), ...items.slice(0, start)];
  const shares = (text: string) => liked.length > 0 && [...text.toLowerCase().matchAll(/\p{L}+/gu)].some((word) => liked.includes(word[0].slice(0, 6)));
  const score = ([text, ...tags]: Suggestion) => tags.filter((tag) => asked.has(tag)).length + (shares(text) ? 2 : 0);
  return rotated
    .filter(([, ...tags]) => !ruledOut(tags, asked))
    .map((item, order) => ({ item, order, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ item }) => item[0]);
}
