/**
 * The entities a given text holds, for a document of entity lists ("Extract the entities from:
 * Apple announced the iPhone 16 in Cupertino on September 9, 2024." with `organizations`,
 * `products`, `locations`, `dates`): each list takes what the text holds of its kind, as written,
 * and nothing else: a model extracting does not invent items, so a kind the text lacks is an
 * empty list (within `minItems`).
 */
import { ConversationReading } from "./conversation-reading.ts";
import { valuesOfKind } from "./extractions.ts";
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;
type EntityKind = "organization" | "product" | "location" | "date" | "person" | "email" | "phone" | "url" | "money" | "time";

/** List names (normalised) and the kind of entity each holds. */
const LISTS: ReadonlyMap<string, EntityKind> = new Map(
  (
    [
      ["organization", "organizations organisations orgs companies company organization organisation businesses brands institutions"],
      ["product", "products product"],
      ["location", "locations location places place cities countries gpe geopoliticalentities"],
      ["date", "dates date days"],
      ["person", "people persons person names personnames peoplenames individuals"],
      ["email", "emails emailaddresses email"],
      ["phone", "phones phonenumbers phone telephonenumbers"],
      ["url", "urls links websites"],
      ["money", "money amounts monetaryvalues prices moneyamounts monetaryamounts"],
      ["time", "times"],
    ] as const
  ).flatMap(([kind, names]) => names.split(" ").map((name) => [name, kind as EntityKind] as const)),
);

/** A prompt that asks for what a text holds: a cheap substring check before any reading. */
const ASKS = ["extract", "entit", "identify", "mentioned", "find all", "list all", "pull out"];

/** Organizations a text names without a suffix that says so. */
export const KNOWN_ORGANIZATIONS: ReadonlySet<string> = new Set(
  (
    "Apple Google Alphabet Microsoft Amazon Meta Facebook OpenAI Anthropic Tesla SpaceX Netflix IBM Intel AMD Nvidia NVIDIA Samsung Sony " +
    "Nike Adidas Toyota Honda Ford BMW Volkswagen Walmart Target Starbucks McDonald's Coca-Cola Pepsi Disney Spotify Uber Airbnb Oracle " +
    "Salesforce Adobe Twitter Shopify Stripe PayPal Visa Mastercard Boeing Airbus NASA FIFA UNESCO UNICEF WHO NATO Reuters BBC CNN"
  ).split(" "),
);
/** Products a text names by a brand's product line. */
const KNOWN_PRODUCTS = /^(?:iPhone|iPad|iMac|MacBook|AirPods|Pixel|Galaxy|Windows|Android|ChatGPT|Claude|Gemini|Copilot|Kindle|Alexa|Xbox|PlayStation|Switch|Model|Surface|Chromebook|Vision|Apple Watch)\b/;
/** The last word of an organization's name: "Acme Corp", "Stanford University". */
const ORGANIZATION_WORDS = /\b(?:Inc|Corp|Corporation|Ltd|LLC|GmbH|Co|Company|Group|Holdings|University|College|Bank|Labs|Systems|Technologies|Foundation|Institute|Agency|Council|Ministry|Department|Association|Society|Airlines|Motors|Partners)\.?$/;
/** Words before a place: "in Cupertino", "from Paris". */
const PLACE_BEFORE = /\b(?:in|at|from|near|to|across|outside|inside|around|visited|visit)\s+$/;
/** Capitalised words that are not names: sentence openers, days and months. */
const NOT_NAMES = /^(?:The|A|An|This|That|These|Those|It|Its|He|She|They|We|I|My|Our|Your|His|Their|In|On|At|By|For|From|With|After|Before|During|Today|Yesterday|Tomorrow|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Mr|Mrs|Ms|Dr)$/;

/** A cheap look for a day's name before WEEKDAYS runs. */
const DAY_CUE = /day\b|tonight|tomorrow/i;
/** Days a text names by the week or by today, with "next", "last" or "this" before them. */
const WEEKDAYS = /\b(?:(?:next|last|this)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|\b(?:today|yesterday|tomorrow|tonight)\b/gi;

/**
 * A run of names in a text: capitalised words (or brand-cased ones: "iPhone"), with a model
 * number after them ("iPhone 16", "Galaxy S24"), joined by spaces or "&".
 */
const NAME_RUN = /(?:\b(?:[A-Z][\w'’-]*|i[A-Z]\w*|e[A-Z]\w*)(?:\s+(?:&\s+)?(?:[A-Z][\w'’-]*|i[A-Z]\w*|\d{1,4}[A-Za-z]?\b(?!\s*,?\s*\d{4})(?![:/.]\d))|\s+(?:of|de|von)\s+[A-Z][\w'’-]*)*)/g;

/** The text the prompt gives after its instruction ("Extract the entities from: <text>"), else the whole prompt. */
export function givenText(prompt: string): string {
  const colon = /^[^:\n]{3,120}[:\n]\s*/.exec(prompt);
  return colon ? prompt.slice(colon[0].length) : prompt;
}

/** The entities of each kind `text` holds, in order, each once. */
export function entitiesIn(text: string): ReadonlyMap<EntityKind, string[]> {
  const found = new Map<EntityKind, string[]>();
  const add = (kind: EntityKind, value: string) => {
    const list = found.get(kind) ?? [];
    if (!list.includes(value)) list.push(value);
    found.set(kind, list);
  };
  const dates = valuesOfKind("date", text);
  // A day named by the week ("on Monday", "next Friday") or by today is a date a reader extracts, as written.
  if (DAY_CUE.test(text)) {
    for (const day of text.matchAll(WEEKDAYS)) if (!dates.some((date) => date.includes(day[0]))) dates.push(day[0]);
    dates.sort((a, b) => text.indexOf(a) - text.indexOf(b));
  }
  for (const date of dates) add("date", date);
  for (const email of valuesOfKind("email address", text)) add("email", email);
  for (const url of valuesOfKind("URL", text)) add("url", url);
  for (const phone of valuesOfKind("phone number", text)) if (!dates.some((date) => date.includes(phone))) add("phone", phone);
  for (const amount of valuesOfKind("amount", text)) add("money", amount);
  for (const time of valuesOfKind("time", text)) add("time", time);
  const people = new ConversationReading(text, []).people;
  for (const person of people) add("person", person);
  for (const match of text.matchAll(NAME_RUN)) {
    const words = match[0].replace(/[.,'’]+$/, "").split(/\s+/);
    // "The Acme Corp" and "In Cupertino": the opener is not part of the name.
    while (words.length > 0 && NOT_NAMES.test(words[0]!)) words.shift();
    // "Sony WH-1000XM5 Wireless Noise Cancelling Headphones": a listing's title; the product is its maker and model code.
    const coded = MODEL_CODE_FIRST.exec(words.join(" "));
    const name = coded ? coded[1]! : words.join(" ");
    // A run holding a person's name is that person's ("Reach Maria at …" holds Maria's).
    if (name === "" || people.some((person) => ` ${name} `.includes(` ${person} `) || person.startsWith(`${name} `))) continue;
    if (dates.some((date) => date.includes(name))) continue;
    const kind = kindOfName(name, text.slice(Math.max(0, match.index - 12), match.index));
    if (kind) add(kind, name);
  }
  return found;
}

/**
 * What a name is: a product (a product line, or a name with a model number), an organization (a
 * known one, or named with Inc, University…, or an acronym), a place (after "in", "from"…, or
 * named Bridge, Park…), a person (a full name: capitalised words that are none of those);
 * undefined when nothing says: a capitalised word may just open a sentence, and a list holds
 * only what the text says it holds.
 */
function kindOfName(name: string, before: string): EntityKind | undefined {
  if (KNOWN_PRODUCTS.test(name) || /^(?:i|e)[A-Z]/.test(name) || /\s(?:\d{1,4}[A-Za-z]?|[A-Z]\d{1,3})(?:\s(?:Pro|Max|Ultra|Plus|Mini|Air|Lite|SE|XL))*$/.test(name) || MODEL_CODE.test(name)) return "product";
  if (KNOWN_ORGANIZATIONS.has(name) || ORGANIZATION_WORDS.test(name) || /^[A-Z]{2,5}$/.test(name)) return "organization";
  if (PLACE_BEFORE.test(before) || PLACE_WORDS.test(name)) return "location";
  // "Sundar Pichai met …": two or three words each capitalised once, a person's full name.
  return /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){1,2}$/u.test(name) ? "person" : undefined;
}

/** A name ending in a model code of capitals and digits: "Sony WH-1000XM5", "Dyson V15". */
const MODEL_CODE = /^\p{Lu}[\p{L}&-]*\s+(?=[\w-]*\d)[A-Z][A-Z\d-]{2,}$/u;

/** A maker and model code with capitalised words after them (a listing's title). */
const MODEL_CODE_FIRST = /^(\p{Lu}[\p{L}&-]*\s+(?=[\w-]*\d)[A-Z][A-Z\d-]{2,})\s+\p{Lu}/u;

/** The last word of a place's name: "Golden Gate Bridge", "Hyde Park". */
const PLACE_WORDS = /\b(?:Street|St|Avenue|Road|Bridge|River|Lake|Mount|Mountains|Park|Square|City|County|Island|Islands|Valley|Beach|Bay|Airport|Station|Hall|Center|Centre|Tower)\.?$/;

/**
 * `document` with each top-level list of entities (`organizations`, `products`, `locations`,
 * `dates`, `people`, `emails`, `phone_numbers`, `urls`, `amounts`) holding what the prompt's
 * text holds of its kind; each list kept only where `validate` accepts it.
 */
export function withTextEntities(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lists = Object.entries(document as Json).filter(([key, value]) => Array.isArray(value) && LISTS.has(normalisedKey(key)));
  // Only for a prompt that asks to extract: "Plan a party" with `people` and `dates` lists is not one.
  if (lists.length === 0) return document;
  const lower = prompt.toLowerCase();
  if (!ASKS.some((cue) => lower.includes(cue))) return document;
  if (!lists.every(([, value]) => (value as unknown[]).every((item) => typeof item === "string"))) return document;
  const entities = entitiesIn(givenText(prompt));
  const copy = { ...(document as Json) };
  for (const [key, value] of lists) {
    const before = value as string[];
    const found = entities.get(LISTS.get(normalisedKey(key))!) ?? [];
    // Within minItems: the faker's items make up what the text lacks.
    copy[key] = [...found, ...before.filter((item) => !found.includes(item))].slice(0, Math.max(found.length, minItemsOf(before, copy, key, validate)));
    if (!validate(copy)) copy[key] = before;
  }
  return copy;
}

/** The fewest items the schema takes for the list `key`: the shortest prefix of `before` it accepts. */
function minItemsOf(before: readonly string[], copy: Json, key: string, validate: (value: unknown) => boolean): number {
  for (let length = 0; length < before.length; length++) {
    copy[key] = before.slice(0, length);
    if (validate(copy)) return length;
  }
  return before.length;
}
