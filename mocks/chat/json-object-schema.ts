/**
 * The object a `json_object` request asks for, read from its messages. OpenAI's JSON mode takes
 * no schema: an app says in its messages which keys it wants ("Reply in JSON with keys name and
 * age", or an example `{"name": "...", "age": 0}`) and a model answers with those keys. This
 * reads them into a JSON Schema, which schema-documents.ts then fills as it fills a caller's
 * (the people, numbers and subject the user wrote), so "John is 30 years old" gets
 * `{"name": "John", "age": 30}`.
 *
 * The messages are untrusted text of any size: only the first MAX_CHARS of the instructions and
 * of the user's messages are read, by a few linear scans, and at most MAX_KEYS keys are kept.
 * Plain TypeScript with no Node imports: the browser bundle carries it.
 */
import { kindOf, NUMBER_KIND_BY_NAME, singular, wordsOf, type NumberKind } from "./property-kinds.ts";
import { askedFacts, countryNamedIn, factColumn, type AskedFacts } from "./json-object-questions.ts";
import { namedThing } from "./json-object-entities.ts";
import { askedList, type AskedList } from "./json-object-lists.ts";
import { countedRecords, madeRecord, recordProperty } from "./json-object-records.ts";

type Json = Record<string, unknown>;

/** What is read of a message: its role and its text (a string, or parts with `text`). */
export interface InstructionMessage {
  role: string;
  content?: string | readonly { text?: string | null }[] | null;
}

/** Characters read of the instructions (system, developer messages), and as many of the user's. */
const MAX_CHARS = 4000;
/** Most keys of one object: a model asked for more is being given a schema, not a sentence. */
const MAX_KEYS = 12;
/** Most levels of objects read out of an example (`{"person": {"address": {…}}}`); deeper ones are any object. */
const MAX_DEPTH = 3;
/** Most `{` tried as the start of an example: text full of braces costs no more than this many scans. */
const MAX_CANDIDATES = 16;

/**
 * The JSON Schema of the object the messages ask for, or undefined when they name no keys (the
 * answer then keeps its generic shape). The instructions are read before the user's messages;
 * in the instructions an example object comes before a list in prose, in a user's message the
 * other way round (a user's JSON is as often the data to read as the shape to answer in). A
 * user's message that names no keys may still ask for a shape (askedShape): a quiz, a country's
 * facts, a list of things with their attributes, a record to make.
 * @example jsonObjectSchema([{ role: "system", content: "Reply in JSON with keys name and age" }, { role: "user", content: "John is 30 years old" }])
 * // { type: "object", properties: { name: { type: "string", minLength: 1 }, age: { type: "integer", minimum: 0, maximum: 120 } },
 * //   required: ["name", "age"], additionalProperties: false }
 */
export function jsonObjectSchema(messages: readonly InstructionMessage[]): Json | undefined {
  const { instructions, user } = textsOf(messages);
  const instructed = exampleKeys(instructions) ?? proseKeys(instructions);
  if (instructed) return objectSchema(withKnownFacts(instructed, user, undefined));
  const asked = askedFacts(user);
  const facts = asked && "facts" in asked ? asked : undefined;
  const keys = proseKeys(user) ?? exampleKeys(user);
  return keys ? objectSchema(withKnownFacts(facts ? withFactKeys(keys, facts) : keys, user, facts)) : askedShape(user, asked);
}

// ---- What a message asks for without naming keys (json-object-questions.ts, -lists.ts, -records.ts)

/**
 * The schema of what `user` asks for when it names no keys: a quiz or a country's facts, a list
 * of things, a record. What the mock knows (a quiz's questions, Paris, the colours of fruits) is
 * the schema's `const`, so the document is exactly that, and still valid for the schema.
 */
function askedShape(user: string, asked: AskedFacts | undefined): Json | undefined {
  const shape = shapeOf(user, asked);
  // Keys the mock names itself follow the message's style: "camelCase keys", or a `userId` it writes.
  return shape && /\b[a-z]+[A-Z][a-z]/.test(user) ? camelCased(shape) : shape;
}

/** `key` in camelCase: `diameter_km` → `diameterKm`. */
function camel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A schema of ours with its property names, its `required` names and its constant's keys in
 * camelCase. Only the mock's own schemas come here: no caller's keyword is ever renamed (ours
 * have none with `_`).
 */
function camelCased<T>(value: T): T {
  if (Array.isArray(value)) return value.map(camelCased) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [camel(key), key === "required" ? (inner as string[]).map(camel) : camelCased(inner)])) as T;
}

function shapeOf(user: string, asked: AskedFacts | undefined): Json | undefined {
  if (asked && "questions" in asked) return { type: "object", const: { questions: asked.questions } };
  if (asked) return objectSchema(new Map([...asked.facts].map(([key, value]) => [key, constant(value)])));
  const list = askedList(user);
  const listed = list && listSchema(list);
  if (listed) return listed;
  const counted = countedRecords(user);
  if (counted) return objectSchema(new Map([[counted.key, { type: "array", items: recordSchema(counted.noun, counted.keys), minItems: counted.count, maxItems: counted.count }]]));
  const record = madeRecord(user);
  return record && recordSchema(record.noun, record.keys);
}

/** A record's object schema from its keys, each holding what json-object-records.ts says, else what its name does. */
function recordSchema(noun: string, keys: readonly string[]): Json {
  return objectSchema(new Map(keys.map((key) => [key, { ...(recordProperty(noun, key) ?? propertyByName(key)) }])));
}

/** A property of exactly `value`. */
function constant(value: string | number): Json {
  return { type: typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : "string", const: value };
}

/**
 * An object of one list: the known items as they are, else `count` items of a `name` (or
 * `title`) and the attributes asked; undefined when an attribute is text of no kind the document
 * generator writes (a song's "lyrics"), which it could fill only with random letters.
 */
function listSchema(list: AskedList): Json | undefined {
  if (list.items) return { type: "object", const: { [list.key]: list.items } };
  if (list.attributes.some((key) => propertyByName(key).type === "string" && kindOf(key, list.key) === "other")) return undefined;
  const label = list.label;
  const item = objectSchema(new Map([[label, propertyByName(label)], ...list.attributes.filter((key) => key !== label).map((key) => [key, propertyByName(key)] as const)]));
  return objectSchema(new Map([[list.key, { type: "array", items: item, minItems: list.count, maxItems: list.count }]]));
}

/**
 * `keys` with what the mock knows of the country the message names, for the keys that are its
 * facts: "Reply in JSON with keys country, capital and population" asked "What about France?"
 * takes France, Paris and its population. `asked` is what the message asked of it, when it did
 * ("the capital of France and its population": the capital's).
 */
function withKnownFacts(keys: Map<string, Json>, user: string, asked: Extract<AskedFacts, { facts: unknown }> | undefined): Map<string, Json> {
  const columns = [...keys.keys()].map(factColumn);
  const country = columns.some((column) => column !== undefined) ? countryNamedIn(user) : undefined;
  if (!country) return withNamedThing(keys, user);
  for (const [index, key] of [...keys.keys()].entries()) {
    const column = columns[index];
    const value = column === undefined ? undefined : (asked?.facts.get(column) ?? country[column]);
    if (value !== undefined) withFact(keys, key, value);
  }
  return keys;
}

/** `keys` with the facts of the one known thing the message describes: "Describe the planet Mars as JSON with name, diameter_km and moons". */
function withNamedThing(keys: Map<string, Json>, user: string): Map<string, Json> {
  const thing = namedThing(user, [...keys.keys()]);
  if (thing) for (const [key, column] of thing.columns) withFact(keys, key, thing.row[column]!);
  return keys;
}

/** `key` holding exactly `value`, unless the messages state another type for it (one read from the key's name gives way: `population` reads as text). */
function withFact(keys: Map<string, Json>, key: string, value: string | number): void {
  const property = keys.get(key)!;
  const stated = property.type !== constant(value).type && JSON.stringify(property) !== JSON.stringify(propertyByName(key));
  if (!stated) keys.set(key, constant(value));
}

/**
 * The keys read from a user's sentence that asks a country's facts, with those facts: "Return
 * JSON with the currency and official language of Japan" reads `currency` and `official` (a list
 * of bare words stops at a phrase), and answers `currency` and `language`.
 */
function withFactKeys(keys: Map<string, Json>, asked: Extract<AskedFacts, { facts: unknown }>): Map<string, Json> {
  const kept = new Map([...keys].filter(([key]) => factColumn(key) !== undefined || !asked.words.has(key.toLowerCase())));
  for (const [column, value] of asked.facts) if (![...kept.keys()].some((key) => factColumn(key) === column)) kept.set(column, constant(value));
  return kept;
}

/** An object schema of `keys`, all required, in the order the messages name them. */
function objectSchema(keys: ReadonlyMap<string, Json>): Json {
  // fromEntries defines each key as an own property, `__proto__` and `constructor` included.
  return { type: "object", properties: Object.fromEntries(keys), required: [...keys.keys()], additionalProperties: false };
}

/** The instructions' text and the user's, each at most MAX_CHARS, with curly quotes made straight. */
function textsOf(messages: readonly InstructionMessage[]): { instructions: string; user: string } {
  let instructions = "";
  let user = "";
  for (const message of messages) {
    if (message.role === "user") user = appended(user, message);
    else if (message.role === "system" || message.role === "developer") instructions = appended(instructions, message);
  }
  return { instructions: straightQuotes(instructions), user: straightQuotes(user) };
}

/** `text` with `message`'s text after it, cut at MAX_CHARS (a 100 KB message costs MAX_CHARS). */
function appended(text: string, message: InstructionMessage): string {
  const content = message.content;
  let joined = text;
  const add = (part: string) => {
    if (joined.length < MAX_CHARS) joined = (joined === "" ? part : `${joined}\n${part}`).slice(0, MAX_CHARS);
  };
  if (typeof content === "string") add(content.slice(0, MAX_CHARS));
  else if (Array.isArray(content)) {
    for (const part of content) if (part !== null && typeof part === "object" && typeof part.text === "string") add(part.text.slice(0, MAX_CHARS));
  }
  return joined;
}

function straightQuotes(text: string): string {
  return text.replace(/[“”„]/g, '"').replace(/[‘’]/g, "'");
}

// ---- Keys of an example object: {"name": "...", "age": 0}, { sentiment: "positive" | "negative" }

/** The keys of the first object literal in `text` with at least one key, and what each value shows. */
function exampleKeys(text: string): Map<string, Json> | undefined {
  let tried = 0;
  for (let at = text.indexOf("{"); at >= 0 && tried++ < MAX_CANDIDATES; at = text.indexOf("{", at + 1)) {
    const found = objectExample(text, at, 0);
    if (found) return found;
  }
  return undefined;
}

/**
 * The keys of the object literal opening at `start` (a `{`) and the property each value shows,
 * or undefined when it is not one. Tolerant as a reader of prompts must be: bare and single-quoted
 * keys, `key?:`, placeholder values (`number`, `"..."`, `"a" | "b"`), comments, a trailing comma.
 */
function objectExample(text: string, start: number, depth: number): Map<string, Json> | undefined {
  const keys = new Map<string, Json>();
  let at = start + 1;
  for (;;) {
    at = skipBlank(text, at);
    if (text[at] === "}") return keys.size > 0 ? keys : undefined;
    if (text.startsWith("...", at) || text[at] === "…") {
      // `{"name": "...", ...}`: the example says there may be more; there is nothing to read.
      const end = endOfValue(text, at);
      if (end === undefined) return undefined;
      at = text[end] === "," ? end + 1 : end;
      continue;
    }
    const key = keyAt(text, at);
    if (!key) return undefined;
    at = skipBlank(text, key.end);
    if (text[at] === "?") at = skipBlank(text, at + 1);
    if (text[at] !== ":") return undefined;
    const valueStart = skipBlank(text, at + 1);
    const valueEnd = endOfValue(text, valueStart);
    if (valueEnd === undefined) return undefined;
    if (keys.size < MAX_KEYS && usable(key.name) && !keys.has(key.name)) {
      keys.set(key.name, propertyOfExample(key.name, text.slice(valueStart, valueEnd).trim(), depth));
    }
    at = skipBlank(text, valueEnd);
    if (text[at] === ",") at++;
    else if (text[at] !== "}") return undefined;
  }
}

/** `"key"`, `'key'` or a bare identifier at `at`. */
function keyAt(text: string, at: number): { name: string; end: number } | undefined {
  const match = /"([^"\n]{1,64})"|'([^'\n]{1,64})'|([A-Za-z_$][\w$-]{0,63})/y;
  match.lastIndex = at;
  const found = match.exec(text);
  if (!found) return undefined;
  return { name: found[1] ?? found[2] ?? found[3]!, end: match.lastIndex };
}

/** Past spaces and `//` or `/* … *\/` comments. */
function skipBlank(text: string, from: number): number {
  let at = from;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith("//", at)) {
      const end = text.indexOf("\n", at);
      at = end < 0 ? text.length : end;
    } else if (text.startsWith("/*", at)) {
      const end = text.indexOf("*/", at + 2);
      at = end < 0 ? text.length : end + 2;
    } else return at;
  }
}

/**
 * Where the value starting at `from` ends: the `,` or `}` after it outside strings and brackets,
 * or a `//` comment. Undefined when the text ends first (not a closed object). A `'` opens a
 * string only where a value may start, so the apostrophe of "John's" does not.
 */
function endOfValue(text: string, from: number): number | undefined {
  const closers: string[] = [];
  for (let at = from; at < text.length; at++) {
    const character = text[at]!;
    if (character === '"' || (character === "'" && /[\s[{:,|(]/.test(text[at - 1] ?? " "))) {
      at = endOfString(text, at, character);
      continue;
    }
    if (character === "{" || character === "[") closers.push(character === "{" ? "}" : "]");
    else if (character === "}" || character === "]") {
      if (closers.length === 0) return character === "}" ? at : undefined;
      if (closers.pop() !== character) return undefined;
    } else if (closers.length === 0 && (character === "," || text.startsWith("//", at))) return at;
  }
  return undefined;
}

/** The index of the quote that closes the string opening at `at` (or of the line's end: a prompt's strings do not span lines). */
function endOfString(text: string, at: number, quote: string): number {
  for (let i = at + 1; i < text.length; i++) {
    const character = text[i];
    if (character === "\\") i++;
    else if (character === quote || character === "\n") return i;
  }
  return text.length;
}

/** The property a key's example value shows: its type, or the values of an enum; else what its name says. */
function propertyOfExample(key: string, value: string, depth: number): Json {
  if (value === "" || value === "null") return propertyByName(key);
  const first = value[0];
  if (first === "{") return depth + 1 < MAX_DEPTH ? objectOfExample(value, depth + 1) : { type: "object" };
  if (first === "[") return arrayOfExample(value, depth);
  if (first === '"' || first === "'") {
    const options = quotedOptions(value);
    if (options.length > 1) return enumOf(options);
    if (options.length === 1) return propertyOfString(key, options[0]!);
  }
  if (/^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i.test(value)) return numberProperty(key, Number(value), !/[.e]/i.test(value));
  if (/^(?:true|false)(?:\s*\|\s*(?:true|false))?$/.test(value)) return { type: "boolean" };
  return propertyOfTypeWord(key, value) ?? propertyByName(key);
}

function objectOfExample(value: string, depth: number): Json {
  const keys = objectExample(value, 0, depth);
  return keys ? objectSchema(keys) : { type: "object" };
}

/** A list of what its first item shows: objects like it, strings, numbers, booleans; `[]` a list of strings. */
function arrayOfExample(value: string, depth: number): Json {
  const rest = value.slice(1).trimStart();
  if (rest.startsWith("{")) return listOf(depth + 1 < MAX_DEPTH ? objectOfExample(rest, depth + 1) : { type: "object" });
  const first = rest.slice(0, rest.search(/[,\]]|$/)).trim();
  if (/^-?\d+(?:\.\d+)?$/.test(first)) return listOf({ type: first.includes(".") ? "number" : "integer" });
  if (first === "true" || first === "false") return listOf({ type: "boolean" });
  const typed = /^["']/.test(first) ? undefined : typeWord(first.replace(/^<(.*)>$/, "$1").toLowerCase());
  // A list of lists reads as a list of strings: enough for an app to parse, and rare in prompts.
  return listOf(typed && typed.type !== "array" ? typed : { type: "string", minLength: 1 });
}

/** A string of one of `options`, each once (a schema's enum lists no value twice). */
function enumOf(options: readonly string[]): Json {
  return { type: "string", enum: [...new Set(options)] };
}

function listOf(items: Json): Json {
  return { type: "array", items, minItems: 1 };
}

/** `"a" | "b" | "c"` (or `'a' or 'b'`) → ["a", "b", "c"]; one quoted string → [it]; else []. */
function quotedOptions(value: string): string[] {
  const options: string[] = [];
  const option = /\s*(?:"([^"\n]*)"|'([^'\n]*)')\s*(\||\/|or\b|$)/y;
  for (;;) {
    const found = option.exec(value);
    if (!found) return [];
    options.push(found[1] ?? found[2]!);
    if (found[3] === "" || option.lastIndex >= value.length) return options.length > MAX_KEYS ? options.slice(0, MAX_KEYS) : options;
  }
}

/**
 * What a quoted example value shows: a type named in it (`"number"`, `"<integer>"`), the options
 * of an enum (`"positive|negative|neutral"`), a string; placeholders (`"..."`, `""`) say nothing,
 * so the key's name decides.
 */
function propertyOfString(key: string, text: string): Json {
  const trimmed = text.trim();
  if (trimmed === "" || /^(?:\.{2,}|…)$/.test(trimmed)) return propertyByName(key);
  const typed = propertyOfTypeWord(key, trimmed);
  if (typed) return typed;
  const options = trimmed.split(/\s*\|\s*/);
  if (options.length > 1 && options.length <= MAX_KEYS && options.every((option) => /^[\w -]{1,40}$/.test(option))) return enumOf(options);
  return { type: "string", minLength: 1 };
}

/** A property from a type's name written as the value (`number`, `<string>`, `string[]`, `boolean | null`), with what the key's name adds. */
function propertyOfTypeWord(key: string, value: string): Json | undefined {
  const word = value
    .replace(/^<(.*)>$/, "$1")
    .replace(/\s*\|\s*null$|^null\s*\|\s*|\?$/g, "")
    .trim()
    .toLowerCase();
  const typed = typeWord(word);
  if (!typed) return undefined;
  if (typed.type === "number" || typed.type === "integer") return numberProperty(key, undefined, typed.type === "integer");
  return typed;
}

/** The schema a type's name stands for, or undefined when `word` names none. */
function typeWord(word: string): Json | undefined {
  switch (word) {
    case "string":
    case "str":
    case "text":
      return { type: "string", minLength: 1 };
    case "number":
    case "float":
    case "double":
    case "decimal":
      return { type: "number" };
    case "integer":
    case "int":
      return { type: "integer" };
    case "boolean":
    case "bool":
      return { type: "boolean" };
    case "string[]":
    case "array":
    case "list":
    case "array<string>":
    case "list[str]":
    case "list of strings":
      return listOf({ type: "string", minLength: 1 });
    case "number[]":
    case "list of numbers":
      return listOf({ type: "number" });
    case "object":
    case "dict":
      return { type: "object" };
    default:
      return undefined;
  }
}

// ---- Keys listed in prose: "with keys name and age", "fields: name, email, age"

/**
 * Where a list of keys may follow: "keys", "fields", "properties" (and "keys named", "fields:"),
 * "a JSON object with", "JSON containing", "extract (the)"; "containing" or "including" when a
 * quoted key follows.
 */
const LIST_START =
  /\bextract(?:s|ing)?\b|\b(?:keys?|fields?|properties|property|attributes?)\b(?:\s+(?:named|called|are))?[ \t]*:?|\b(?:json|object)(?:\s+(?:object|format|document|response|output|reply|dictionary|dict))?\s+(?:with|containing|including|having|that\s+(?:has|contains|includes))\b|\b(?:containing|including)\b(?=\s*(?:the\s+)?["'`])/gi;

/** "in JSON: name, country, population": a list of keys after "in JSON" and a colon, commas between its first three. */
const JSON_COLON = /\b(?:in|as)\s+json\s*:[ \t]*(?=[A-Za-z_][\w-]{0,40}[ \t]*,[ \t]*[A-Za-z_][\w-]{0,40}[ \t]*,)/i;

/** Words between the start of a list and its first key: "with the following keys", "with a summary". */
const LIST_LEAD = /(?:[ \t]*(?:the|these|those|following|exactly|only|just|both|a|an|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}|top-level)\b)*[ \t]*:?/iy;

/** A key of a list: quoted (any short text) or bare (an identifier, not followed by `'s`), with a type in parentheses or after a colon. */
const LIST_ITEM = /\s*(?:(["'`])([^"'`\n]{1,64})\1|([A-Za-z_][\w-]{0,63})(?![\w'-]))(?:\s*\(([^()\n]{0,40})\)|\s*:\s*((?:string|number|integer|int|float|boolean|bool|array|list|object)(?:\[\])?)\b)?/y;

/** The second word of a key of two ("job title", "due date", "order number"), before the list goes on or ends. */
const KEY_HEAD = /[ \t]+(title|name|date|time|number|address|id|price|code|type|status|amount|range|url)(?=[ \t]*(?:,|\(|\band\b|\bor\b|&|\bas\b|\bfrom\b|\bin\b|[.:;]|\n|$))/iy;

/** What comes between two keys of a list: a comma, "and", "or", "&", "/" (a full stop, a newline or a word ends it). */
const LIST_SEPARATOR = /\s*(?:,\s*(?:and\b|or\b|&)?|\band\b|\bor\b|&|\/|\+)/y;

/** A bullet that opens each line of a list of keys: "- name", "* age", "1. city". */
const BULLET = /[ \t]*\r?\n[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]*/y;

/**
 * Bare words that are not keys: a list that reaches one has ended ("with name and age only") or
 * was never a list ("with the answer in it" keeps `answer`; "keys to the kingdom" keeps nothing).
 */
const NOT_KEYS = new Set(
  (
    "the a an of to in on for with and or that which who whose this these those it its their your my our his her them they we you " +
    "is are be was were as by from at into each every all any some no not only json object objects format key keys field fields " +
    "property properties value values following below above like such eg ie respond reply return output include includes including " +
    "contain contains containing has have should must will can use using where when then also etc plus than exactly just nothing " +
    "other more less both either neither there here so but if valid proper appropriate given named called " +
    // Containers, not keys: "a JSON object with a list of 5 fruits".
    "list lists array arrays set collection series " +
    // Styles of keys: "JSON with camelCase keys".
    "camelcase snake_case snakecase pascalcase kebab-case lowercase " +
    // Manners, not keys: "JSON with care and precision".
    "care precision accuracy clarity detail details ease attention caution consistency brevity"
  ).split(" "),
);

/**
 * Words that are a manner at a list's start ("JSON with confidence") but a key after one
 * ("JSON with sentiment and confidence": how sure the label is).
 */
const MANNERS_FIRST = new Set(["confidence"]);

/**
 * The first list of keys in `text` that holds at least one key. A list after "extract" gives way
 * to one the JSON is said to have: "Extract the entities from this text as JSON with people,
 * organizations and locations" names the keys after "with", and "entities" is what they hold.
 */
function proseKeys(text: string): Map<string, Json> | undefined {
  // "Give me facts about Berlin in JSON: name, country, population, famous_for": keys listed after
  // the colon, three or more with commas ("Answer in JSON: what is the capital …" lists none).
  const colon = JSON_COLON.exec(text);
  if (colon) {
    const keys = listAt(text, colon.index + colon[0].length);
    if (keys.size >= 2) return withEntityLists(keys);
  }
  let extracted: Map<string, Json> | undefined;
  LIST_START.lastIndex = 0;
  for (let start = LIST_START.exec(text); start; start = LIST_START.exec(text)) {
    const at = LIST_START.lastIndex;
    LIST_LEAD.lastIndex = start.index + start[0].length;
    LIST_LEAD.exec(text);
    const keys = listAt(text, LIST_LEAD.lastIndex);
    LIST_START.lastIndex = at;
    if (keys.size === 0) continue;
    if (!/^extract/i.test(start[0])) return withEntityLists(keys);
    extracted ??= keys;
  }
  return extracted && withEntityLists(extracted);
}

/** Keys of the lists of a text's named entities: beside one of them, `people` lists names rather than counting heads. */
const ENTITY_LISTS = /^(?:organi[sz]ations|orgs|companies|locations|places|countries|cities|dates|products|events)$/i;

/** `keys` with `people` (`persons`) a list of names where a sibling is a list of entities: "JSON with people, organizations and locations". */
function withEntityLists(keys: Map<string, Json>): Map<string, Json> {
  if (![...keys.keys()].some((key) => ENTITY_LISTS.test(key))) return keys;
  for (const key of keys.keys()) if (/^(?:people|persons)$/i.test(key)) keys.set(key, listOf({ type: "string", minLength: 1 }));
  return keys;
}

/** The keys listed from `from`: on one line ("name, age and city") or one to a bulleted line. */
function listAt(text: string, from: number): Map<string, Json> {
  const keys = new Map<string, Json>();
  BULLET.lastIndex = from;
  const bulleted = BULLET.test(text);
  let at = bulleted ? BULLET.lastIndex : from;
  while (keys.size < MAX_KEYS) {
    LIST_ITEM.lastIndex = at;
    const item = LIST_ITEM.exec(text);
    if (!item) break;
    const quoted = item[2];
    let name = quoted ?? item[3]!;
    if (quoted === undefined && (NOT_KEYS.has(name.toLowerCase()) || (keys.size === 0 && MANNERS_FIRST.has(name.toLowerCase())))) break;
    at = LIST_ITEM.lastIndex;
    // "the job title, company and …": a key of two words, a thing's title, date, number… (`job_title`).
    KEY_HEAD.lastIndex = at;
    const head = quoted === undefined && item[4] === undefined && item[5] === undefined ? KEY_HEAD.exec(text) : null;
    if (head) {
      name = `${name}_${head[1]!.toLowerCase()}`;
      at = KEY_HEAD.lastIndex;
      LIST_ITEM.lastIndex = at;
      const note = /\s*\(([^()\n]{0,40})\)/y;
      note.lastIndex = at;
      const typed = note.exec(text);
      if (typed) at = note.lastIndex;
      if (usable(name) && !keys.has(name)) keys.set(name, propertyOfListItem(name, typed?.[1]));
    } else if (usable(name) && !keys.has(name)) keys.set(name, propertyOfListItem(name, item[4] ?? item[5]));
    if (bulleted) {
      // The rest of the line describes the key ("- age: the person's age in years").
      const end = text.indexOf("\n", at);
      BULLET.lastIndex = end < 0 ? text.length : end;
      if (end < 0 || !BULLET.test(text)) break;
      at = BULLET.lastIndex;
    } else {
      LIST_SEPARATOR.lastIndex = at;
      if (!LIST_SEPARATOR.test(text)) break;
      at = LIST_SEPARATOR.lastIndex;
    }
  }
  return keys;
}

/** A listed key's property: the type its note names ("age (integer)", "tags: array"), else what its name says. */
function propertyOfListItem(key: string, note: string | undefined): Json {
  return (note !== undefined ? propertyOfTypeWord(key, note.replace(/^(?:an?|the)\s+/i, "")) : undefined) ?? propertyByName(key);
}

// ---- What a key's name says it holds

/** First words of a yes-or-no key: `is_active`, `has_children`, `canEdit`. */
const BOOLEAN_FIRST = new Set(["is", "has", "have", "can", "should", "was", "were", "did", "does", "do", "needs", "allow", "allows"]);
/** Last words of a yes-or-no key: `notifications_enabled`. */
const BOOLEAN_LAST = new Set(["enabled", "disabled", "flag", "verified", "remote"]);
/** Words ending in s that are not plurals of a list. */
const NOT_PLURAL = new Set(["news", "series", "species", "alias", "atlas", "bias", "canvas", "gas", "lens", "chaos", "ethos", "kudos", "always", "yes", "its", "has", "was", "does", "perhaps", "whereas", "minutes", "hours", "seconds", "stars", "servings"]);
/** Keys that name a quantity whatever their ending: a food's nutrients, a place's population. */
const QUANTITY_WORDS = new Set(["population", "calories", "kcal", "protein", "carbs", "carbohydrates", "fat", "fiber", "fibre", "sugar", "sugars", "sodium", "cholesterol", "total_fat", "total_carbs"]);
/** Units a key may end in: `protein_g`, `distance_km`, `price_usd`, `storage_gb`. */
const UNIT_WORDS = new Set(["g", "mg", "kg", "km", "cm", "mm", "ml", "kcal", "gb", "mb", "tb", "usd", "eur", "gbp", "lb", "lbs", "oz", "mph", "kmh", "kph", "sqkm", "km2", "pct", "percent", "hz", "mhz", "ghz", "mah", "kwh", "inches"]);
/** Whole numbers, by what they count: a model writes an age of 30, not 30.4. */
const INTEGER_KINDS: ReadonlySet<NumberKind | undefined> = new Set(["age", "year", "count", "minute", "night"].map((name) => NUMBER_KIND_BY_NAME.get(name)));
/** Words before `number` that make it a code, not a quantity: `phone_number`, `order_number`. */
const CODE_NUMBERS = /^(?:phone|mobile|telephone|account|card|order|tracking|serial|invoice|reference|passport|license|licence|policy|ticket|flight|model|part|id|house|street|apartment|room|vat|tax)$/;

/** The property a key holds by its name alone: a yes-or-no, a number of a kind, a list of strings, else a string. */
function propertyByName(key: string): Json {
  const words = wordsOf(key);
  const last = words[words.length - 1] ?? "";
  if ((words.length > 1 && BOOLEAN_FIRST.has(words[0]!)) || BOOLEAN_LAST.has(last)) return { type: "boolean" };
  if (numberKindOf(words) !== undefined) return numberProperty(key, undefined, undefined);
  // `salary_min`, `max_price`, `min_age`: the bound of a quantity is a number.
  if (words.length > 1 && words.some((word) => /^(?:min|max|minimum|maximum)$/.test(word)) && words.some((word) => /^(?:salary|price|cost|pay|amount|budget|age|rate|value|temperature|temp|score|weight|height|distance)$/.test(word))) return { type: "number" };
  // A quantity by its name (`population`, `calories`) or in a unit (`protein_g`, `weight_kg`, `storage_gb`).
  if (QUANTITY_WORDS.has(words.join("_")) || (words.length > 1 && UNIT_WORDS.has(last))) return { type: words.join("_") === "population" ? "integer" : "number" };
  // `height_in_meters`, `distance_in_miles`: a measure in a unit, whose plural is no list.
  if (words.length > 2 && words[words.length - 2] === "in") return { type: "number" };
  if (isPlural(last)) return listOf({ type: "string", minLength: 1 });
  return { type: "string", minLength: 1 };
}

/** The kind of number a key's words name (property-kinds.ts): `age`, `total_price`, `num_guests`, `word_count`. */
function numberKindOf(words: readonly string[]): NumberKind | undefined {
  const last = words[words.length - 1];
  if (last === undefined) return undefined;
  if (last === "number" && words.length > 1 && CODE_NUMBERS.test(words[words.length - 2]!)) return undefined;
  // `items` counts in a schema's number field; as a key named in prose it is a list.
  const named = NUMBER_KIND_BY_NAME.get(singular(last)) ?? (last === "items" ? undefined : NUMBER_KIND_BY_NAME.get(last));
  // `total_price` is a price; `num_guests`, `number_of_items`, `total_pages` count.
  return named ?? (words.length > 1 && /^(?:num|number|count|total)$/.test(words[0]!) ? NUMBER_KIND_BY_NAME.get("count") : undefined);
}

/**
 * A number property for `key`: whole where the example or the note says so (`"id": 0`,
 * `integer`) or the kind counts (`age`) — but an example's `"score": 0` is a score from 0 to 1 —
 * within the span of its kind unless the example is outside it (a `score` of 85, an integer
 * `score`: another scale, so no bounds).
 */
function numberProperty(key: string, example: number | undefined, whole: boolean | undefined): Json {
  const kind = numberKindOf(wordsOf(key));
  const fractional = kind !== undefined && !INTEGER_KINDS.has(kind);
  const integer = whole === undefined ? kind !== undefined && !fractional : whole && !(fractional && example !== undefined);
  const property: Json = { type: integer ? "integer" : "number" };
  const fits = example === undefined ? !(integer && kind !== undefined && kind.span[1] <= 1) : kind !== undefined && example >= kind.span[0] && example <= kind.span[1];
  if (kind && fits) {
    property.minimum = kind.span[0];
    property.maximum = kind.span[1];
  }
  return property;
}

/** Whether a key's last word is a plural (`tags`, `steps`, `ids`), not a word ending in s (`status`, `address`, `analysis`). */
function isPlural(word: string): boolean {
  return /^[a-z]+[^siu]s$/.test(word) && !NOT_PLURAL.has(word);
}

/** Whether a key can be asked of the document generator: `__proto__` cannot be a property of what it builds. */
function usable(key: string): boolean {
  return key !== "__proto__" && key.trim() !== "";
}
