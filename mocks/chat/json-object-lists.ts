/**
 * The list a `json_object` prompt asks for when it names no keys: "Return a JSON object with a
 * list of 5 fruits and their colors", "List 3 programming languages with their year of creation
 * in JSON", "a JSON array of 4 colors with hex codes". A model answers with one key named for the
 * things (`fruits`), holding as many as asked, each a `name` and the attributes the prompt names
 * (`color`), or the names alone when it names none. Things of a kind json-object-rows.ts knows
 * take its facts; other things ("3 books with their authors") get the shape, which the document
 * generator fills as it fills any schema.
 */
import { countOf } from "./list-counts.ts";
import { singular } from "./property-kinds.ts";
import { ATTRIBUTES, KIND_NOUNS, KINDS, type Row } from "./json-object-rows.ts";

/** The list a prompt asks for: its key, its length, the keys of each item beyond `name` (none: a list of names), and the items when they are known. */
export interface AskedList {
  key: string;
  /** The key that names each item: `name`, a book's `title`. */
  label: string;
  count: number;
  attributes: readonly string[];
  items?: readonly (Row | string)[];
}

/** Items of a list when the prompt gives no count and the kind has more than this many. */
const DEFAULT_COUNT = 5;
/** Most attributes read after one list: a longer run is prose, not columns. */
const MAX_ATTRIBUTES = 6;

const COUNT = String.raw`\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|several|a couple of`;
/** Words that may stand between a count and its noun: "5 popular programming languages". */
const ADJECTIVES = String.raw`(?:(?:different|popular|common|famous|well-known|random|major|main|top|modern|classic|widely used|tropical|primary|basic|inner|outer)\s+)*`;
/** The nouns of the kinds json-object-rows.ts knows, in the plural, longest first. */
const KIND_PLURALS = String.raw`programming languages|coding languages|languages|fruits|vegetables|veggies|planets|colou?rs|countries|nations|books|novels|movies|films`;
/** A count (or "a list of"), then a plural noun of up to three words, then what follows it. */
const COUNTED_THINGS = new RegExp(
  String.raw`\b(?:(${COUNT})\s+${ADJECTIVES}(${KIND_PLURALS}|(?:[a-z][a-z-]+\s+){0,2}[a-z]{3,}s)|(?:list|array|set)\s+of\s+(?:the\s+)?${ADJECTIVES}(${KIND_PLURALS}|(?:[a-z][a-z-]+\s+){0,2}[a-z]{3,}s)|(?:the|all)\s+(${KIND_PLURALS}))\b`,
  "gi",
);
/** Words that order a kind other than by how well-known its members are. */
const SUPERLATIVE = /\b(?:[a-z]+est|most|least|fewest)\s/i;
/** Words one of COUNTED_THINGS' matches holds. */
const CUE = /\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|few|several|couple|list|array|set of|fruit|veg|planet|language|colo|countr|nation|book|novel|movie|film/i;
/** What links the things to their attributes: "and their", "with their", "with", "along with the". */
const LINK = /\s*,?\s*(?:and|with|along with|together with|including|plus)\s+(?:(?:their|its|the|each|one's|corresponding|respective|of)\s+)*/iy;
/** An attribute: up to four words, to a list's separator, its end or the JSON it is asked in. */
const ATTRIBUTE = /([a-z][a-z-]*(?:\s+(?!and\b|in\b|as\b|for\b|json\b|format\b|please\b|using\b|formatted\b|from\b)[a-z][a-z-]*){0,3})/iy;
/** Between two attributes: ", ", " and ", " & ", "and their". */
const BETWEEN = /\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*\/\s*)(?:(?:their|its|the)\s+)*/iy;
/** Words that end a run of attributes and are never one: "… and their colors as JSON". */
const NOT_ATTRIBUTES = /^(?:json|a|an|the|it|them|me|us|format|output|object|answer|respond|return|reply|give|list|each|one|all|some|more|no|other|others)$/i;
/** Plural nouns that are not things listed: "5 minutes", "3 times", "4 steps" (steps are the generator's). */
const NOT_THINGS = /^(?:minutes|hours|days|weeks|months|years|seconds|times|items|things|ones|words|sentences|paragraphs|points|bullets|keys|fields|properties|values|objects|entries|elements|results|steps|questions|options|people|persons|users|examples|details)$/i;

/**
 * The list `text` (the user's message) asks for, or undefined when it asks for none: a count or
 * "a list of" before a plural noun; for a noun of no kind the mock knows, only with the
 * attributes asked of each ("3 books with their authors"): "3 tips" alone would be sentences the
 * generator can only make up, no better than its own answer.
 * @example askedList("Return a JSON object with a list of 3 fruits and their colors")
 * // { key: "fruits", count: 3, attributes: ["color"], items: [{ name: "Apple", color: "red" }, …] }
 */
export function askedList(text: string): AskedList | undefined {
  const head = text.slice(0, 600);
  // A cheap cue first: a list is counted, called a list, or of a kind the mock knows.
  if (!CUE.test(head)) return undefined;
  COUNTED_THINGS.lastIndex = 0;
  for (let found = COUNTED_THINGS.exec(head); found; found = COUNTED_THINGS.exec(head)) {
    const noun = (found[2] ?? found[3] ?? found[4]!).toLowerCase().replace(/\s+/g, " ");
    const last = noun.split(" ").pop()!;
    if (NOT_THINGS.test(last)) continue;
    // "the 3 largest countries", "the 5 smallest planets": an order the rows are not in.
    if (SUPERLATIVE.test(found[0])) continue;
    const end = found.index + found[0].length;
    const count = found[1] === undefined ? undefined : countOf(found[1]);
    // "countries in Europe", "fruits high in vitamin C": some of the kind, which its first rows are not.
    const narrowed = attributesAfter(head, end).length === 0 ? narrowing(head, end) : undefined;
    const attributes = attributesAfter(head, typeof narrowed === "string" ? NARROWING.lastIndex : end);
    const list = narrowed === null ? undefined : (knownList(noun, count, attributes, narrowed) ?? (attributes.length > 0 ? shapedList(noun, count, attributes) : undefined));
    if (list) return list;
  }
  return undefined;
}

/** What narrows a list after its noun: "in Europe", "from Asia", "that are high in vitamin C" (but not "in JSON"). */
const NARROWING = /\s+(?!of\s+all\s+time\b)(?:(?:that|which|who|by|have|has|are|were|is|ranked|sorted)\b|(?:in|from|of|on|grown|spoken|found|native|used|with(?!\s+(?:their|its|the)\b))\b(?!\s+(?:an?\s+|the\s+|valid\s+)?[Jj][Ss][Oo][Nn]\b))\s*(?:the\s+)?([\p{L}]+(?:\s+[A-Z][\p{L}]+)?)?/uy;

/**
 * The continent a list is narrowed to ("countries in South America" → "South America"),
 * undefined when nothing narrows it, null when something else does (the mock does not know
 * which fruits are high in vitamin C, so it lists none rather than the wrong ones).
 */
function narrowing(text: string, from: number): string | null | undefined {
  NARROWING.lastIndex = from;
  const found = NARROWING.exec(text);
  if (!found) return undefined;
  const place = found[1]?.toLowerCase();
  return place !== undefined && CONTINENTS.has(place) ? CONTINENTS.get(place)! : null;
}

const CONTINENTS: ReadonlyMap<string, string> = new Map([
  ["europe", "Europe"], ["asia", "Asia"], ["africa", "Africa"], ["oceania", "Oceania"], ["north america", "North America"], ["south america", "South America"],
]);

/** The attributes named after the noun, singular: "and their colors" → ["color"], "with their year of creation" → ["year of creation"]. */
function attributesAfter(text: string, from: number): string[] {
  LINK.lastIndex = from;
  if (!LINK.test(text)) return [];
  const attributes: string[] = [];
  let at = LINK.lastIndex;
  while (attributes.length < MAX_ATTRIBUTES) {
    ATTRIBUTE.lastIndex = at;
    const found = ATTRIBUTE.exec(text);
    if (!found) break;
    const phrase = found[1]!.toLowerCase();
    if (NOT_ATTRIBUTES.test(phrase.split(/\s+/)[0]!)) break;
    // The head noun in the singular: the last word, or the one before "of" ("number of moons", "years of creation").
    const words = phrase.split(/\s+/);
    const head = words.indexOf("of") > 0 ? words.indexOf("of") - 1 : words.length - 1;
    const attribute = words.map((word, index) => (index === head ? singular(word) : word)).join(" ");
    if (!attributes.includes(attribute)) attributes.push(attribute);
    BETWEEN.lastIndex = ATTRIBUTE.lastIndex;
    if (!BETWEEN.test(text)) break;
    at = BETWEEN.lastIndex;
  }
  return attributes;
}

/** An attribute as a key: its words in snake_case ("release date" → `release_date`). */
function keyOf(attribute: string): string {
  return attribute.replace(/[\s-]+/g, "_");
}

/** The list of a kind json-object-rows.ts knows, when it holds every attribute asked; else undefined. */
function knownList(noun: string, count: number | undefined, asked: readonly string[], continent?: string): AskedList | undefined {
  const kindName = KIND_NOUNS.get(singular(noun.replace(/^(?:programming|coding) /, "programming ")));
  const kind = kindName === undefined ? undefined : KINDS.get(kindName);
  if (!kind) return undefined;
  // The kind's columns by the names the prompt gives them: "hex codes" are its `hex`, a book's "author" its `author`, a language's its `creator`.
  const columns = kind.rows[0]!;
  const attributes = asked.map((attribute) => (keyOf(attribute) in columns ? keyOf(attribute) : (ATTRIBUTES.get(attribute) ?? keyOf(attribute))));
  // "languages" alone are programming languages only beside what programming languages have.
  if (noun === "languages" && !attributes.some((attribute) => attribute === "year" || attribute === "creator" || attribute === "paradigm")) return undefined;
  const members = continent === undefined ? kind.rows : kind.rows.filter((row) => row.continent === continent);
  // Fewer members than asked (4 countries of Oceania): the mock lists none rather than pad with others.
  if (continent !== undefined && (members.length === 0 || (count !== undefined && members.length < count))) return undefined;
  const length = Math.min(count ?? (members.length <= 10 ? members.length : DEFAULT_COUNT), members.length);
  const rows = members.slice(0, length);
  const label = kind.label;
  if (attributes.length === 0) return { key: kind.key, label, count: length, attributes, items: rows.map((row) => String(row[label])) };
  if (!attributes.every((attribute) => attribute in columns)) return { key: kind.key, label, count: count ?? length, attributes };
  return { key: kind.key, label, count: length, attributes, items: rows.map((row) => Object.fromEntries([[label, row[label]], ...attributes.filter((attribute) => attribute !== label).map((attribute) => [attribute, row[attribute]!])])) };
}

/** Things named by a title rather than a name: `{"title": "Dune"}`. */
const TITLED = new Set(["books", "movies", "films", "songs", "albums", "articles", "novels", "shows", "podcasts", "games", "papers", "posts"]);

/** The shape of a list of things of no known kind: the noun's last word is its key ("programming books" → `books`). */
function shapedList(noun: string, count: number | undefined, attributes: readonly string[]): AskedList {
  const key = noun.split(" ").pop()!;
  return { key, label: TITLED.has(key) ? "title" : "name", count: count ?? 3, attributes: attributes.map(keyOf) };
}
