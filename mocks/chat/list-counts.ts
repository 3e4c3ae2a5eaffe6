/**
 * How many items the lists of a generated document hold. json-schema-faker picks a list's
 * length at random, 0 included: the AI SDK's "Generate 3 notifications for a messages app" got
 * `{"notifications": []}`, its array output `[]`. A model writes what was asked: three items
 * when the prompt says "3 notifications" or "List three fruits", and a few when it gives no
 * number. This module reads the counts a prompt asks for and shapes a schema's lists to them;
 * schema-documents.ts generates from the shaped schema (a memo entry per schema, variant and
 * counts) and checks the document against the caller's own schema.
 */
import { HEADS, singular, wordsOf } from "./property-kinds.ts";
import { writtenNumber } from "./written-numbers.ts";

type Json = Record<string, unknown>;

/** A list of a schema: where it is (property names from the root), the noun it is named for, and its schema node. */
export interface ListSite {
  path: readonly string[];
  /** Its property's last word in the singular ("notifications" → "notification"); "" for a root list. */
  noun: string;
  depth: number;
  /** Whether its items are objects (a list of things, not of words). */
  ofObjects: boolean;
  /** The period its items are numbered by (`plan: [{ month: integer, … }]` → "month"), when the list's own name says none. */
  period?: string;
}

/** What a prompt asks for: counts by the nouns after them ("3 notifications"), and the count a listing verb asks for ("List three fruits"). */
export interface AskedCounts {
  byNoun: ReadonlyMap<string, number>;
  asked: number | undefined;
  /** What the listing verb's count counts, in the singular: "Generate 3 hero descriptions" → "hero". */
  noun?: string;
  /** How long a plan is, by its period ("in 4 weeks", "a 5-day plan" → week 4, day 5): the length of a list of those periods only. */
  periods?: ReadonlyMap<string, number>;
}

/** The most items a count gives a list (a prompt's "100 ideas" gets 20). */
const MAX_COUNT = 20;
/** Items of a list of things when the prompt asks for no number: a model writes a few. */
const DEFAULT_ITEMS: readonly [number, number] = [2, 3];
/** Most lists read from one schema. */
const MAX_SITES = 16;

const COUNT = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a couple of|a few|a dozen|several)`;
/** A count and the (up to three) words after it: "3 hero descriptions for", "a 3-question quiz". */
const COUNTED = new RegExp(String.raw`(?<![\w.,-])${COUNT}(?:\s+|-)((?:[\p{L}][\p{L}'-]*\s*){1,3})`, "giu");
/** A listing verb and its count: "Generate 3", "List three", "Give me five", "Suggest a few". */
const ASKED = new RegExp(
  String.raw`\b(?:generate|list|give|create|write|suggest|name|provide|make|produce|recommend|find|extract|return|brainstorm|invent|show|pick|choose|share|propose|draft|plan|output|come up with)(?:\s+(?:me|us|a list of|exactly|the|top|about|some|up))*\s+${COUNT}\b(?!\s*(?:%|percent|minutes?|hours?|days?|weeks?|months?|years?|seconds?|times?|people|persons|servings?|[-*+/x×]\s*\d))`,
  "i",
);
/** Periods a plan is divided into: "4 weeks" is no four items, but a plan's `weeks` hold four. */
const PERIODS: ReadonlySet<string> = new Set(["day", "week", "month"]);
/** What a count measures rather than counts out: "30 minutes" is not thirty items. */
const UNITS = /^(?:minutes?|hours?|days?|weeks?|months?|years?|seconds?|times?|people|persons|servings?|percent|dollars?|euros?|km|miles?|meters?|feet|pounds?|kg|grams?|degrees?)$/i;

/**
 * The counts `prompt` asks for.
 * @example askedCounts("Generate 3 notifications for a messages app") // { byNoun: Map { "notification" → 3, … }, asked: 3 }
 */
export function askedCounts(prompt: string): AskedCounts {
  const byNoun = new Map<string, number>();
  const periods = new Map<string, number>();
  const head = prompt.slice(0, 600);
  // Most prompts hold no count: one scan, and they leave.
  if (!/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|few|couple|dozen|several)\b/i.test(head)) return { byNoun, asked: undefined, periods };
  const asked = ASKED.exec(head);
  for (const match of head.matchAll(COUNTED)) {
    const count = countOf(match[1]!);
    if (count === undefined) continue;
    const words = match[2]!.trim().toLowerCase().split(/\s+/);
    if (UNITS.test(words[0]!)) {
      const period = singular(words[0]!);
      if (PERIODS.has(period) && !periods.has(period)) periods.set(period, count);
      continue;
    }
    for (const word of words) if (!byNoun.has(singular(word))) byNoun.set(singular(word), count);
  }
  if (!asked) return { byNoun, asked: undefined, periods };
  // "Generate 3 fake users": what is counted is users, the words before them only say they are made up.
  const noun = /^\s+(?:(?:fake|sample|mock|dummy|test|random|example|made-up|realistic)\s+)*([\p{L}][\p{L}'-]*)/iu.exec(head.slice(asked.index + asked[0].length))?.[1];
  return { byNoun, asked: countOf(asked[1]!), noun: noun === undefined ? undefined : singular(noun.toLowerCase()), periods };
}

/**
 * Where among `numbers` (the prompt's, in order) the count a listing verb asks for is written
 * ("Generate 3 fake users" → 0), or -1 when it asks for none or writes it in words ("three").
 */
export function askedCountAt(numbers: readonly number[], counts: AskedCounts): number {
  if (counts.asked === undefined) return -1;
  return numbers.findIndex((number) => Number.isInteger(number) && countOf(String(number)) === counts.asked);
}

/** A count as written ("3", "three", "a few"), at most MAX_COUNT; undefined for none or zero. */
export function countOf(text: string): number | undefined {
  const count = writtenNumber(text);
  return count === undefined || count < 1 ? undefined : Math.min(count, MAX_COUNT);
}

/**
 * The lists of `schema` reachable through properties alone (not behind `$ref` or combinators):
 * the ones a prompt's counts may shape. Read once per schema.
 */
export function listSites(schema: Json): ListSite[] {
  const sites: ListSite[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (sites.length >= MAX_SITES || node === null || typeof node !== "object" || Array.isArray(node) || path.length > 6) return;
    const schemaNode = node as Json;
    if (isList(schemaNode)) {
      const items = schemaNode.items as Json | undefined;
      const key = path[path.length - 1];
      const ofObjects = !!items && typeof items === "object" && (items.type === "object" || typeof items.properties === "object");
      const period = ofObjects ? Object.keys((items!.properties as Json | undefined) ?? {}).map((name) => wordsOf(name)[0] ?? "").find((word) => PERIODS.has(word)) : undefined;
      sites.push({ path, noun: key === undefined ? "" : singular(wordsOf(key).pop() ?? ""), depth: path.length, ofObjects, ...(period === undefined ? {} : { period }) });
      // Lists inside a list's items are left to the faker: their length is per item.
      return;
    }
    const properties = schemaNode.properties;
    if (properties === null || typeof properties !== "object") return;
    for (const [name, sub] of Object.entries(properties as Json)) visit(sub, [...path, name]);
  };
  visit(schema, []);
  return sites;
}

function isList(node: Json): boolean {
  return node.type === "array" || (Array.isArray(node.type) && node.type.includes("array") && !node.type.includes("object"));
}

/** Names of lists that say nothing of what they hold: the AI SDK's array output holds `elements`. */
export const GENERIC_LISTS: ReadonlySet<string> = new Set(["element", "item", "result", "entry", "record", "row", "object", "output", "data", "value", "list"]);

/** What `listLengths` reads of a prompt: its text in lowercase, and its counts (read only when a list may take one). */
export interface CountedPrompt {
  readonly lowerPrompt: string;
  readonly counts: AskedCounts;
  /** The people the prompt names (read only for a list of people). */
  readonly people: readonly string[];
  /** The steps of the equation the prompt asks to solve (read only for a list of steps). */
  readonly workedSteps: number | undefined;
}

/**
 * The lengths a prompt asks of `sites`, as [site index, fewest, most]: a list named for a noun
 * the prompt counts ("3 notifications") takes that count; else the shallowest lists named for
 * nothing (the AI SDK's `elements`, a root list) take the count a listing verb asks for
 * ("Generate 3 hero descriptions"); else the shallowest lists of things take a few, a list of
 * people as many as the prompt names ("My name is Jeff … Anna has" → two people); a list of
 * `steps` holds as many as the prompt's equation takes ("solve 8x + 7 = -23" → three). Empty when
 * nothing is asked and no list of things is there: a tool's `tags` keep the faker's length
 * unless the prompt counts tags.
 */
export function listLengths(sites: readonly ListSite[], prompt: CountedPrompt): [number, number, number][] {
  // Most lists are of words no prompt counts (a tool's `tags`): no scan for counts then.
  if (!sites.some((site) => site.ofObjects || site.noun === "" || GENERIC_LISTS.has(site.noun) || prompt.lowerPrompt.includes(site.noun) || isPeopleList(site) || (SAME_KIND.get(site.noun) ?? []).some((other) => prompt.lowerPrompt.includes(other)))) return [];
  const { counts } = prompt;
  const lengths: [number, number, number][] = [];
  const named = new Set<number>();
  for (const [i, site] of sites.entries()) {
    const count = site.noun === "" ? undefined : (counts.byNoun.get(site.noun) ?? sameKindCount(site.noun, counts) ?? periodCount(PERIODS.has(site.noun) ? site.noun : (site.period ?? site.noun), prompt) ?? (site.noun === "step" ? prompt.workedSteps : undefined) ?? (site.ofObjects && GROUPS.has(site.noun) ? groupSize(prompt) : undefined));
    if (count !== undefined) {
      lengths.push([i, count, count]);
      named.add(i);
    }
  }
  if (named.size > 0) return lengths;
  const shallowest = Math.min(...sites.map((site) => site.depth));
  for (const [i, site] of sites.entries()) {
    if (site.depth !== shallowest) continue;
    const unnamed = site.noun === "" || GENERIC_LISTS.has(site.noun);
    if (counts.asked !== undefined && unnamed) lengths.push([i, counts.asked, counts.asked]);
    else if (site.ofObjects || isPeopleList(site)) {
      const people = HEADS.get(site.noun) === "person" ? prompt.people.length : 0;
      if (people > 0) lengths.push([i, Math.min(people, MAX_COUNT), Math.min(people, MAX_COUNT)]);
      else if (site.ofObjects) lengths.push([i, ...DEFAULT_ITEMS]);
    }
  }
  return lengths;
}

/** Lists of a group's people (`team`, `staff`, `crew`): they hold as many as the prompt counts of people, whatever it calls them. */
const GROUPS: ReadonlySet<string> = new Set(["team", "staff", "crew", "member", "teammate", "employee", "people", "person", "worker", "colleague", "personnel", "squad"]);
/** The people a group is counted in: "5 employees" for a `team`, "6 fake employees" for `staff`. */
const PEOPLE_COUNTED: readonly string[] = ["employee", "member", "teammate", "person", "worker", "colleague", "staff", "engineer", "developer"];
/** "a team of 4", "a 4-person team", "4 people": the group's size where people are no noun byNoun reads (a count of people is a unit there). */
const GROUP_OF = new RegExp(String.raw`\b(?:team|staff|crew|group|squad)\s+of\s+${COUNT}\b|${COUNT}[- ](?:people|persons|person)\b`, "i");

/**
 * How many people a list of a group (`team`, `staff`) holds: the people the prompt counts
 * ("Generate 5 employees", "Give me 6 fake employees"), a team's size ("a team of 4 people").
 */
function groupSize(prompt: CountedPrompt): number | undefined {
  for (const noun of PEOPLE_COUNTED) {
    const count = prompt.counts.byNoun.get(noun);
    if (count !== undefined) return count;
  }
  // Cheap first: most prompts say neither "of" nor "people".
  if (!prompt.lowerPrompt.includes(" of ") && !prompt.lowerPrompt.includes("people") && !prompt.lowerPrompt.includes("person")) return undefined;
  const match = GROUP_OF.exec(prompt.lowerPrompt.slice(0, 600));
  return match ? countOf(match[1] ?? match[2]!) : undefined;
}

/** Nouns a prompt uses for the things of a list named by another ("List 3 classic novels" with `books`), by the list's noun. */
const SAME_KIND: ReadonlyMap<string, readonly string[]> = new Map(
  [
    ["book", "novel", "title", "read"],
    ["movie", "film", "picture"],
    ["song", "track", "tune", "single"],
    ["show", "series", "programme", "program"],
    ["game", "videogame"],
    ["album", "record"],
    ["dish", "recipe", "meal"],
    ["employee", "staff", "worker", "colleague", "team member"],
    ["user", "account", "customer", "member"],
    ["product", "item", "gadget"],
    ["city", "destination", "place"],
    ["question", "quiz question"],
    ["idea", "suggestion"],
    ["restaurant", "place to eat", "eatery"],
  ].flatMap((group) => group.map((noun) => [noun, group.filter((other) => other !== noun)] as const)),
);

/** The count the prompt gives the things of a list under another word ("3 novels" for `books`). */
function sameKindCount(noun: string, counts: AskedCounts): number | undefined {
  for (const other of SAME_KIND.get(noun) ?? []) {
    const count = counts.byNoun.get(other);
    if (count !== undefined) return count;
  }
  return undefined;
}

/**
 * How many periods a list of them (`days`, `weeks`) holds: the plan's length in them ("in 4
 * weeks", "a 5-day plan"), and for days of a week's plan ("a weekly meal plan", "plan my week")
 * its seven days.
 */
function periodCount(noun: string, prompt: CountedPrompt): number | undefined {
  const counted = prompt.counts.periods?.get(noun);
  if (counted !== undefined) return counted;
  if (noun !== "day" || !prompt.lowerPrompt.includes("week")) return undefined;
  const weeks = prompt.counts.periods?.get("week");
  return weeks === undefined || weeks === 1 ? (/\bweek(?:ly|'s)?\b/.test(prompt.lowerPrompt) ? 7 : undefined) : undefined;
}

/**
 * A list of people's names (`attendees: string[]`): it holds the people the message names, no
 * invented one beside them ("a meeting with Sarah" → ["Sarah"]).
 */
function isPeopleList(site: ListSite): boolean {
  return !site.ofObjects && HEADS.get(site.noun) === "person";
}

/**
 * `schema` with the lists of `lengths` asked for those lengths, within the lengths the schema
 * allows (a list whose bounds exclude the asked length keeps its own). Copies only the nodes on
 * the lists' paths.
 */
export function withListLengths(schema: Json, sites: readonly ListSite[], lengths: readonly [number, number, number][]): Json {
  let root = schema;
  for (const [index, fewest, most] of lengths) {
    const site = sites[index];
    if (!site) continue;
    root = reshape(root, site.path, 0, (list) => {
      const min = typeof list.minItems === "number" ? list.minItems : 0;
      const max = typeof list.maxItems === "number" ? list.maxItems : Infinity;
      const low = Math.min(Math.max(fewest, min), max);
      const high = Math.max(Math.min(most, max), low);
      return { ...list, minItems: low, maxItems: high };
    });
  }
  return root;
}

/** `node` with the list at `path` (from `at`) replaced by `change(list)`, copying the nodes on the way. */
function reshape(node: Json, path: readonly string[], at: number, change: (list: Json) => Json): Json {
  if (at === path.length) return change(node);
  const properties = node.properties as Json;
  const key = path[at]!;
  const child = properties[key] as Json;
  return { ...node, properties: { ...properties, [key]: reshape(child, path, at + 1, change) } };
}
