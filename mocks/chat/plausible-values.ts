/**
 * The values a model writes into a caller's JSON document. json-schema-faker fills a schema with
 * valid but meaningless values: a recipe titled "O" with the steps ["h19H"], a price of
 * 837.9946551285684, a search for "JSWDow". A model fills a `title` with a title, `steps` with
 * sentences, an `age` with a whole number, `participants` with the people the user named, a
 * `query` with what the user asked.
 *
 * This pass rewrites the values whose property names say what they mean, from the conversation
 * and the request's seed, and keeps each rewrite only where the caller's schema still accepts
 * the document. Values it cannot read a meaning into (ids, codes, formats, patterns, unknown
 * names) keep the faker's value, which the schema already accepted.
 */
import { hashSeed, seededRandom, type Random } from "../data/random.ts";
import { emailOf, personName } from "../data/users.ts";
import type { DocumentCheck } from "./caller-schema.ts";
import { ConversationReading, titleOf } from "./conversation-reading.ts";
import { CATEGORIES, CATEGORIES_IN_CONTEXT, examplesIn } from "./categories.ts";
import { askedCountAt, GENERIC_LISTS } from "./list-counts.ts";
import { cuedValue } from "./enum-cues.ts";
import { synonymValue } from "./enum-synonyms.ts";
import { switchStateOf } from "./switch-states.ts";
import { relationOf } from "./relations.ts";
import { asksForStory, storyField } from "./story-documents.ts";
import { isRecipientKey, isResultsKey, recipientsFor } from "./tool-values.ts";
import { priorityNumber } from "./priority-levels.ts";
import { kindOf, normalisedKey, NUMBER_KIND_BY_NAME, numberHead, singular, wordsOf, type Kind, type NumberKind } from "./property-kinds.ts";
import { ACCOUNT_KEYS, BANKING, bankAccountOf } from "./bank-accounts.ts";
import { capitalized, jokeAbout } from "./reply.ts";
import { isUnitWord, quantityIn } from "./facts.ts";
import { sentimentOf } from "./sentiment.ts";
import { languageOf } from "./language.ts";
import type { WorkedStep } from "./equations.ts";
import { knownQuizQuestion, subjectQuizQuestion } from "./quizzes.ts";
import { essayOf, type Essay } from "./essays.ts";
import { headlineOf } from "./passages.ts";
import { judgedTextGist } from "./text-gists.ts";
import { productCopy, productFeatures } from "./product-descriptions.ts";
import { TODO_LISTS, TODO_PROMPT, TODO_TEXT_HEADS, todoTask } from "./todos.ts";
import { bareVentureOf, ventureMeaning, ventureName, ventureTagline } from "./venture-names.ts";
import { STARTUP_IDEAS_PROMPT, startupIdea } from "./startup-ideas.ts";
import { recordedMoment, recordMomentOf, type RecordMoment } from "./record-moments.ts";
import { scheduledLength, spanNamed, timeUnitOf, whenFieldOf, whenValue, type WhenField } from "./when.ts";
import { exampleFromMessage } from "./example-kinds.ts";
import { listedItemsOf, listedThingsOf, takesListedItems } from "./listed-items.ts";
import { asksCurrency, conversionOf, conversionSide, currencyInForm, namesCurrency } from "./currency-names.ts";
import { argumentFromMessage, dieSidesFromMessage, isTickerKey, OMIT, resultCountFromMessage, switchFromMessage, writtenIdFor, writtenIdNumbers, issueLabelsFor } from "./message-arguments.ts";


type Json = Record<string, unknown>;

/** What the document is written for. */
export interface Conversation {
  /** The last user message. */
  prompt: string;
  /** Words the user wrote that a field may take as they are: capitalised words, quoted phrases. */
  words: readonly string[];
  /** The document's name (a `json_schema`'s or a tool's): what a top-level `name` names. */
  name?: string;
  /** The tool's description, when the document is a call's arguments: a search described as one of the docs is one (help-searches.ts). */
  description?: string;
  /** How many of the user's words earlier documents of the answer took (a tool called before this one). */
  wordsTaken?: number;
  /** How many of the email addresses the user wrote earlier documents of the answer took. */
  emailsTaken?: number;
  /** How many of the people the user named earlier calls were for: this one is for the next (tool-arguments.ts). */
  peopleTaken?: number;
  /** The conversation read once for every document of the answer; made from `prompt` and `words` when absent. */
  reading?: ConversationReading;
  /** The numbers the document's number fields take instead of the prompt's (a sum's, for the tool doing it). */
  numbers?: readonly number[];
  /** What an `expression` field takes: the sum a calculator is called for. */
  expression?: string;
  /** The document is a tool call's arguments: optional ones the message gives nothing for are left out (message-arguments.ts). */
  call?: boolean;
}

/** The rewritten document, and how far into the user's words it took. */
export interface Plausible {
  value: unknown;
  /** The user's words a field may take (names of people and days apart), and how many are taken so far. */
  words: readonly string[];
  wordsTaken: number;
  /** How far into the email addresses the user wrote the documents took, this one included. */
  emailsTaken: number;
}


/** Units of a recipe's amounts, one and many. */
const KITCHEN_UNITS: readonly (readonly [string, string])[] = [
  ["cup", "cups"],
  ["tablespoon", "tablespoons"],
  ["teaspoon", "teaspoons"],
  ["clove", "cloves"],
  ["piece", "pieces"],
];
const COLORS = ["teal", "navy", "coral", "olive", "crimson", "amber", "slate gray", "forest green"];
const CITIES = ["Lisbon", "Toronto", "Kyoto", "Melbourne", "Austin", "Copenhagen", "Seoul", "Cape Town"];
const COUNTRIES = ["Portugal", "Canada", "Japan", "Australia", "Denmark", "Kenya", "Chile", "Norway"];
const STREETS = ["Harbor Street", "Maple Avenue", "Elm Road", "Station Lane", "Park Terrace", "Mill Street"];
const COMPANIES = ["Northwind Labs", "Bluefin Systems", "Acme Corp", "Brightpath Studio", "Cedar & Co", "Lumen Works"];
const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CAD"];
const STATUSES = ["active", "pending", "completed", "in progress"];

/** Sentences about a subject, in the order a short text would use them. */
const SENTENCES = [
  "{Subject} works best when the basics are in place first.",
  "The main point about {subject} is how its parts fit together.",
  "Most of the value of {subject} comes from a few well-chosen details.",
  "A small, clear version of {subject} is easier to check than a large one.",
  "It is worth writing down why each choice about {subject} was made.",
  "Check the result against what {subject} set out to do.",
];

/** Messages people send each other, for the text of a notification or a chat message. */
const CHAT_MESSAGES = [
  "Hey, are you free to go over {subject} later?",
  "Just sent you my notes on {subject}.",
  "Running a bit late, save me a seat!",
  "Did you see the update about {subject}?",
  "Good luck today, you've got this!",
  "Can we talk about {subject} tonight?",
  "Thanks for your help with {subject}!",
  "Coffee after this? I need a break from {subject}.",
];
/** Lists whose items are messages between people: a `message` in them is one such message. */
const MESSAGE_LISTS: ReadonlySet<string> = new Set(["notification", "message", "chat", "text", "sms", "dm", "alert", "conversation", "inbox", "thread"]);
/** Fields of such an item that hold the message itself. */
const MESSAGE_HEADS: ReadonlySet<string> = new Set(["message", "text", "content", "body", "preview", "snippet"]);

/** Steps of doing something, first to last. */
const STEPS = [
  "Gather everything you need for {subject}.",
  "Read through the plan once before you start.",
  "Begin with the first part of {subject} and take it slowly.",
  "Check your progress and adjust as you go.",
  "Finish {subject} and review the result.",
];

/** Most nodes visited in one document: a large document keeps the rest of the faker's values. */
const MAX_NODES = 2000;
/** Most checks of the document when the rewrites together fail it and are tried one by one. */
const MAX_CHECKS = 64;

/** One rewrite, undone when the schema refuses it. */
interface Rewrite {
  apply(): void;
  undo(): void;
}


/** One document's walk: the conversation's reading, and what the document has used of it so far. */
class Reading {
  readonly random: Random;
  /** How many of `words` fields took. */
  wordsTaken: number;
  /** How many of the conversation's email addresses fields took. */
  emailsTaken = 0;
  /** How many of the people the user named earlier calls were for: `people` starts after them. */
  peopleTaken = 0;
  /** Which of `numbers` a field took. */
  readonly numbersTaken = new Set<number>();
  /** Where this document starts in SENTENCES, and how many it has used: no sentence twice in a row. */
  readonly sentenceStart: number;
  sentencesUsed = 0;
  /** How many of the given text's sentences single sentence fields took (passageText). */
  passageUsed = 0;
  /** Where this document starts in a field's examples: a list's items take the next ones. */
  readonly exampleStart: number;
  /** The document is a tool call's arguments (Conversation.call). */
  call = false;
  /** The tool's description (Conversation.description), "" for a `json_schema`'s document. */
  documentDescription = "";
  /** Which of the identifiers the message writes ("order #A-1029") fields took. */
  readonly idsTaken = new Set<number>();
  /** A joke about the prompt's subject, for a `setup` and a `punchline` that belong together. */
  joke: { setup: string; punchline: string } | undefined;
  #essay: Essay | null | undefined;

  #venture: string | null | undefined;
  #idNumbers: ReadonlySet<number> | undefined;

  /** The numbers the message writes as identifiers ("deal 17" of `update_deal`), read once: a call's amounts take none of them. */
  get idNumbers(): ReadonlySet<number> {
    return (this.#idNumbers ??= writtenIdNumbers(this.conversation, this.documentName));
  }

  /** The company, startup or app the prompt asks to name without a word about it ("Name my startup"), read once. */
  get venture(): string | undefined {
    if (this.#venture === undefined) this.#venture = bareVentureOf(this.subject, this.prompt) ?? null;
    return this.#venture ?? undefined;
  }

  /** The essay, article or blog post the prompt asks for, read once; undefined when it asks for none. */
  get essay(): Essay | undefined {
    if (this.#essay === undefined) this.#essay = essayOf(this.prompt) ?? null;
    return this.#essay ?? undefined;
  }

  constructor(
    readonly conversation: ConversationReading,
    seed: number,
    wordsTaken: number,
    /** The document's name (a `json_schema`'s or a tool's), the owner of its top-level properties. */
    readonly documentName: string,
    private readonly ownNumbers?: readonly number[],
    /** The sum a calculator's `expression` takes, else the prompt's first. */
    private readonly ownExpression?: string,
  ) {
    this.random = seededRandom(hashSeed(seed, "plausible"));
    this.sentenceStart = hashSeed(seed, "sentences") % SENTENCES.length;
    this.exampleStart = hashSeed(seed, "examples") % 97;
    this.wordsTaken = wordsTaken;
  }

  #topLevelKinds: Map<string, Kind> | undefined;

  /** The kind of a top-level property whose kind the document's name decides (`name`). */
  topLevelKind(key: string): Kind {
    this.#topLevelKinds ??= new Map();
    let kind = this.#topLevelKinds.get(key);
    if (kind === undefined) {
      kind = kindOf(key, this.documentName);
      // "Create a fantasy hero for my game" in a document called "out": the hero's name, not a title ("Game").
      if (kind === "title" && singular(wordsOf(key).pop() ?? "") === "name" && CHARACTER_PROMPT.test(this.lowerPrompt)) kind = "person";
      // "Sign up Alice", "Register Bob Lee": the name is the person's the prompt names, not its verb.
      else if (kind === "title" && key === "name" && this.people.length > 0 && SIGN_UP_PROMPT.test(this.lowerPrompt)) kind = "person";
      this.#topLevelKinds.set(key, kind);
    }
    return kind;
  }

  get prompt(): string {
    return this.conversation.prompt;
  }
  get lowerPrompt(): string {
    return this.conversation.lowerPrompt;
  }
  get people(): string[] {
    // "Create users Alice Johnson and Bob Lee": the second call is for Bob Lee.
    return this.peopleTaken > 0 ? this.conversation.people.slice(this.peopleTaken) : this.conversation.people;
  }
  get words(): string[] {
    return this.conversation.words;
  }
  get dates(): readonly string[] {
    return this.conversation.dates;
  }
  get subject(): string {
    return this.conversation.subject;
  }
  get color(): string | undefined {
    return this.conversation.color;
  }
  get numbers(): readonly number[] {
    return this.ownNumbers ?? this.conversation.numbers;
  }
  /** Which of `numbers` are days of a date ("March 3"): no count takes them (none of a sum's own numbers). */
  get datedAt(): ReadonlySet<number> {
    return this.ownNumbers ? NO_NUMBERS : this.conversation.datedAt;
  }
  /** Which of `numbers` are a thing's model year ("2018 Honda Civic"), none of a sum's own numbers. */
  get modelYearAt(): ReadonlySet<number> {
    return this.ownNumbers ? NO_NUMBERS : this.conversation.modelYearAt;
  }
  /** Which of `numbers` count a length of time ("3 nights"), none of a sum's own numbers. */
  get lengthAt(): ReadonlySet<number> {
    return this.ownNumbers ? NO_NUMBERS : this.conversation.lengthAt;
  }
  /** The scale each score of `numbers` is out of ("4 out of 5"), by its index (none of a sum's own numbers). */
  get scaleAt(): ReadonlyMap<number, number> {
    return this.ownNumbers ? NO_SCALES : this.conversation.scaleAt;
  }
  /** Which of `numbers` are amounts of money (none of a sum's own numbers). */
  get moneyAt(): ReadonlySet<number> {
    return this.ownNumbers ? NO_NUMBERS : this.conversation.moneyAt;
  }
  get expression(): string | undefined {
    return this.ownExpression ?? this.conversation.sums[0]?.text;
  }
}

/** A path into a document: property names and list positions from its root. */
type Path = readonly (string | number)[];

/**
 * One value the pass may rewrite, and what decides its new value. A plan holds them in the
 * order the document's values come (schema order, a list's items before its growth), so the
 * words, numbers and sentences of a conversation are handed out the same way every time.
 */
type Step =
  | {
      act: "text"; path: Path; kind: Kind | undefined; key: string; index: number; node: Json; listName: string | undefined; answers: boolean; nullable: boolean;
      /** A field of a `steps` item: the step's explanation or the equation it leaves, when the prompt's equation is solved. */
      worked: keyof WorkedStep | undefined;
      /** A task of a to-do list (`todos[].title`): always, or when the prompt asks for a to-do list (`items[].title`). */
      todo?: "always" | "when-asked";
      /** Not in its object's `required`: left out when the message gives nothing for it (message-arguments.ts). */
      optional?: boolean;
    }
  | {
      act: "number"; path: Path; numberKind: NumberKind | undefined; node: Json;
      /** The document's answer (`result`, `total`, a field named for the unit asked: `minutes`): the number the question comes to. */
      answers: boolean;
      /** The unit (ms) a length of time is counted in (`seconds`, `durationMinutes`), if the number is one. */
      timeUnit?: number;
      /** Not in its object's `required`: a tool call leaves it out when the message writes no number for it. */
      optional?: boolean;
      /** May be null (a strict tool's optional number): a call's is null when the message writes no number for it. */
      nullable?: boolean;
    }
  | {
      act: "when"; path: Path; field: WhenField; kind: Kind | undefined; nullable: boolean; formatted: boolean;
      /** Not in its object's `required`: a tool call leaves a day or time out when the message names none ("What's the weather in Rome?": no `date`). */
      optional?: boolean;
    }
  | { act: "recorded"; path: Path; role: RecordMoment; format: string }
  | {
      act: "enum"; path: Path; values: readonly string[];
      /** May be null (a strict tool's optional field, `["string", "null"]`): null when the message names no value. */
      nullable: boolean;
      /** Not in its object's `required`: a tool call leaves it out when the message names no value. */
      optional?: boolean;
      /** A value the message does not name is the first of `values` (a nullable enum that lacks null). */
      orFirst?: boolean;
    }
  | {
      act: "switch"; path: Path; key: string;
      /** Not in its object's `required`: a tool call leaves it out when the message does not say (switch-states.ts). */
      optional?: boolean;
    }
  | { act: "example"; path: Path; values: readonly string[]; index: number; node: Json; takesWord: boolean; when?: RegExp; nullable?: boolean }
  | { act: "counted"; path: Path; key: string; index: number; node: Json }
  | { act: "written-email"; path: Path; optional?: boolean }
  /** A call's currency its schema asks as a code or from a list (`from` "ISO 4217 code", `to` `^[A-Z]{3}$`): the one the message names (currency-names.ts). */
  | { act: "currency"; path: Path; key: string; node: Json }
  | { act: "written-id"; path: Path; key: string; optional?: boolean }
  /** A call's list of recipients (`to`, `cc`): the addresses the message puts there. */
  | { act: "recipients"; path: Path; key: string; node: Json; nullable: boolean; optional?: boolean }
  | { act: "grow"; path: Path; kind: Kind | undefined; key: string; node: Json; items: Json; optional?: boolean }
  /** A call's list of records of things (`items: [{name, quantity}]`): the things the message lists, with how many (listed-items.ts). */
  | { act: "listed-records"; path: Path; key: string; node: Json; items: Json }


/**
 * The owner of the top-level properties in a plan: what a top-level `name` names depends on the
 * document's name (a `person`'s is a person's, a `recipe`'s a title), which each request gives,
 * so its kind is read when the plan is performed (`kind` undefined) and one plan serves every name.
 */
const ROOT = "\u0000";

/** The rewrites a document of a schema may take, found once per document (the deps' memo keeps it beside the document). */
export interface RewritePlan {
  readonly steps: readonly Step[];
}

/**
 * The plan of `document`, a document of `schema`: the values whose property names say what they
 * mean. Reads names and shapes, not the conversation, so one plan serves every request that gets
 * this document.
 */
export function planRewrites(document: unknown, schema: Json): RewritePlan {
  const steps: Step[] = [];
  if (document !== null && typeof document === "object") plan(document, schema, ROOT, "", 0, undefined, [], steps, { nodes: 0 });
  return { steps };
}

/** The kind of `key` held by `owner`, or undefined when it is a top-level `name`, whose kind the document's name decides. */
function plannedKind(key: string, owner: string): Kind | undefined {
  if (owner !== ROOT) return kindOf(key, owner);
  const words = wordsOf(key);
  return words.length === 1 && singular(words[0]!) === "name" ? undefined : kindOf(key, "");
}

/**
 * `document` (whose JSON text is `text`) with the values its plan names rewritten as a model
 * would write them, where `validate` still accepts the document (else the faker's value stays).
 * The same document, conversation and seed give the same result.
 * @example plausibleDocument(doc, planRewrites(doc, recipeSchema), 7, { prompt: "A recipe for pancakes", words: [] }, check)
 * // { value: { title: "Pancakes", steps: ["Gather everything you need for pancakes.", …] }, words: [], wordsTaken: 0 }
 */
export function plausibleDocument(document: unknown, rewritePlan: RewritePlan, seed: number, conversation: Conversation, validate: DocumentCheck, text?: string): Plausible {
  const reading = new Reading(conversation.reading ?? new ConversationReading(conversation.prompt, conversation.words), seed, conversation.wordsTaken ?? 0, conversation.name ?? "", conversation.numbers, conversation.expression);
  reading.emailsTaken = conversation.emailsTaken ?? 0;
  reading.peopleTaken = conversation.peopleTaken ?? 0;
  reading.call = conversation.call === true;
  reading.documentDescription = conversation.description ?? "";
  const result = (value: unknown): Plausible => ({
    value,
    words: reading.words,
    wordsTaken: Math.min(reading.wordsTaken, reading.words.length),
    emailsTaken: Math.min(reading.emailsTaken, reading.conversation.emails.length),
  });
  if (rewritePlan.steps.length === 0 || document === null || typeof document !== "object") return result(document);
  const copy = (text !== undefined ? JSON.parse(text) : structuredClone(document)) as Json | unknown[];
  const rewrites: Rewrite[] = [];
  for (const step of rewritePlan.steps) perform(step, copy, reading, rewrites);
  if (rewrites.length === 0) return result(document);
  for (const rewrite of rewrites) rewrite.apply();
  answerAmongChoices(copy, reading, rewrites, { nodes: 0, questions: 0 });
  if (validate(copy)) return result(copy);
  // Together they break a constraint the plan does not read (uniqueItems, a dependency, a
  // combinator): keep those the schema accepts one at a time.
  for (let i = rewrites.length - 1; i >= 0; i--) rewrites[i]!.undo();
  let checks = 0;
  for (const rewrite of rewrites) {
    if (checks++ >= MAX_CHECKS) break;
    rewrite.apply();
    if (!validate(copy)) rewrite.undo();
  }
  return result(copy);
}



/**
 * Adds the steps of `value` (at `path`, a document of `schema`) to `steps`. `key` is the
 * property's name, `owner` the name of the object holding it, `item` the position of that
 * object in its list (the second ingredient's `name`), if it is in one.
 */
function plan(
  value: unknown,
  schema: unknown,
  key: string,
  owner: string,
  depth: number,
  item: number | undefined,
  path: (string | number)[],
  steps: Step[],
  budget: { nodes: number },
  /** The value may be null (`anyOf: [T, {type: "null"}]`): a model writes null for what the conversation does not say. */
  nullable = false,
  /** The property is not in its object's `required`. */
  optional = false,
): void {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema) || budget.nodes++ > MAX_NODES) return;
  const node = schema as Json;
  if (node.const !== undefined) return;
  const inner = nullable ? undefined : nonNullOf(node);
  // `type: ["string", "null"]` with an enum that lacks null (the OpenAI guide's strict
  // `sort_by`): null breaks the enum, so a value the message does not name is the enum's first,
  // the default a model writes, rather than the faker's draw.
  if (inner !== undefined && Array.isArray(node.type) && Array.isArray(node.enum) && !node.enum.includes(null)) {
    const values = node.enum.filter((option): option is string => typeof option === "string");
    if (typeof value === "string" && values.length > 1) steps.push({ act: "enum", path: [...path], values, nullable: false, orFirst: true });
    return;
  }
  if (inner !== undefined) {
    // A null the faker chose is planned as the empty value of the other type, which the step
    // then fills from the conversation or leaves null.
    // A strict tool's nullable list of recipients (`cc: ["array", "null"]`) the faker left null takes the addresses copied, if any.
    if (value === null && path.length === 1 && inner.type === "array" && isRecipientKey(normalisedKey(key))) {
      steps.push({ act: "recipients", path: [...path], key, node: inner, nullable: true });
      return;
    }
    const planned = value !== null ? value : inner.type === "string" || Array.isArray(inner.enum) ? "" : inner.type === "number" || inner.type === "integer" ? 0 : undefined;
    if (planned !== undefined) plan(planned, inner, key, owner, depth, item, path, steps, budget, true);
    return;
  }
  // A union (zod's discriminatedUnion, `anyOf` of objects): the value is planned by the branch it was made from.
  const branch = branchOf(node, value);
  if (branch !== undefined) {
    plan(value, branch, key, owner, depth, item, path, steps, budget, nullable);
    return;
  }
  // "Convert 50 pounds to yen" with `from` and `to` asked as ISO codes (a description, a pattern, an enum): the currencies named.
  if (path.length === 1 && typeof value === "string" && asksCurrency(wordsOf(key), node)) {
    steps.push({ act: "currency", path: [...path], key, node });
    return;
  }
  if (Array.isArray(node.enum)) {
    const values = node.enum.filter((option): option is string => typeof option === "string");
    if (typeof value === "string" && values.length > 1) steps.push({ act: "enum", path: [...path], values, nullable, ...(optional ? { optional } : {}) });
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) plan(value[i], node.items, key, owner, depth, item, [...path, i], steps, budget);
    const items = node.items as Json | undefined;
    const kind = plannedKind(key, owner);
    const simple = items && typeof items === "object" && items.type === "string" && !items.enum && items.const === undefined && !items.format && !items.pattern;
    if (simple && (kind === undefined || GROWS.has(kind) || CHOICE_LISTS.has(singular(wordsOf(key).pop() ?? "")) || (path.length === 1 && takesListedItems(normalisedKey(key))))) steps.push({ act: "grow", path: [...path], kind, key, node, items, ...(optional ? { optional } : {}) });
    if (path.length === 1 && items && typeof items === "object" && items.type === "object" && takesListedItems(normalisedKey(key))) steps.push({ act: "listed-records", path: [...path], key, node, items });
    // After its items' steps: the list as a whole is what the message sends to, copies or blind-copies.
    if (path.length === 1 && items && typeof items === "object" && items.type === "string" && isRecipientKey(normalisedKey(key))) steps.push({ act: "recipients", path: [...path], key, node, nullable, ...(optional ? { optional } : {}) });
  } else if (value !== null && typeof value === "object") {
    const properties = node.properties;
    if (properties === null || typeof properties !== "object") return;
    const position = typeof path[path.length - 1] === "number" ? (path[path.length - 1] as number) : undefined;
    // A document with an age or a birthday is a person's, whatever it is called ("response"):
    // its `name` is the person's ("Jane Doe"), not a title made of the prompt.
    // So is one with an email beside its `name` (a sign-up form's `{ name, email }`): "Alice", not "Sign".
    const keys = key === ROOT ? Object.keys(properties).map(normalisedKey) : [];
    const holder = keys.some((name) => PERSON_FIELDS.has(name)) || (keys.includes("name") && keys.some((name) => EMAIL_FIELDS.has(name))) ? "person" : key;
    const required = Array.isArray(node.required) ? (node.required as unknown[]) : [];
    for (const [name, sub] of Object.entries(properties as Json)) {
      if (Object.hasOwn(value, name)) plan((value as Json)[name], sub, name, holder, depth + 1, position, [...path, name], steps, budget, false, !required.includes(name));
    }
  } else if (typeof value === "string") {
    // An address the user wrote is what a model puts in an email field, zod's `z.email()` (format
    // and pattern) included; with none written, the faker's valid address stays.
    if (node.format === "email" && node.contentEncoding === undefined) {
      steps.push({ act: "written-email", path: [...path], ...(optional ? { optional } : {}) });
      return;
    }
    // A record's `createdAt` (`updated_at`): a recent moment on the mock's clock (record-moments.ts).
    const recorded = node.format === "date-time" || node.format === "date" ? recordMomentOf(normalisedKey(key)) : undefined;
    if (recorded !== undefined && !nullable) {
      steps.push({ act: "recorded", path: [...path], role: recorded, format: node.format as string });
      return;
    }
    // A moment (`start`, `remind_at`, a `date-time`): the day and time the message says, on the
    // mock's clock (when.ts). In a list only a formatted one: an itinerary's days are each their own.
    const when = node.pattern !== undefined || (node.format === undefined && path.some((part) => typeof part === "number")) ? undefined : whenFieldOf(wordsOf(key), node);
    if (when) {
      steps.push({ act: "when", path: [...path], field: when, kind: plannedKind(key, owner), nullable, formatted: node.format !== undefined, ...(optional ? { optional } : {}) });
      return;
    }
    if (node.format !== undefined || node.pattern !== undefined || node.contentEncoding !== undefined) return;
    const last = path[path.length - 1];
    const index = typeof last === "number" ? last : (item ?? 0);
    // The examples a description gives are what a model picks from: "Character class, e.g. warrior, mage, or thief".
    // A `ticker` described "Stock ticker symbol, e.g. AAPL, MSFT" takes the company the user named, as its symbol.
    const examples = isTickerKey(key) ? undefined : examplesIn(node.description);
    if (examples) {
      // A tool's `location` ("City and country e.g. Bogotá, Colombia") takes the place the user
      // named first; the examples show its form. A nullable one stays null unless the prompt names one.
      const placeLike = PLACE_KINDS.has(plannedKind(key, owner) ?? "other");
      steps.push({ act: "example", path: [...path], values: examples, index, node, takesWord: placeLike && depth <= 1 && item === undefined && typeof last !== "number", nullable });
      return;
    }
    const ownerNoun = singular(wordsOf(owner).pop() ?? "");
    // The name of a list's thing when the list is named for no kind of thing (the AI SDK's array
    // output holds `elements`): the thing the prompt counts names it ("3 hero descriptions").
    if (item !== undefined && GENERIC_LISTS.has(ownerNoun) && singular(wordsOf(key).pop() ?? "") === "name") {
      steps.push({ act: "counted", path: [...path], key, index: item, node });
      return;
    }
    // A list of things of a known kind: "fruits" → "Apple", "Banana"; the names of a list's
    // things of a known kind: `ingredients[].name` → "Flour", "Eggs"; a field named for one
    // (`favorite_fruit`) holds a member too, or, at a tool's top, the word the user wrote
    // ("the price of Kiwi" → `fruit: "Kiwi"`).
    const keyWords = wordsOf(key).map(singular);
    const members =
      item !== undefined && typeof last !== "number" && plannedKind(key, owner) === "title"
        ? CATEGORIES.get(ownerNoun)
        : (CATEGORIES.get(keyWords.join(" ")) ?? CATEGORIES.get(keyWords.slice(-2).join(" ")) ?? CATEGORIES.get(keyWords[keyWords.length - 1] ?? ""));
    if (members) {
      steps.push({ act: "example", path: [...path], values: members, index, node, takesWord: depth <= 1 && item === undefined && typeof last !== "number" });
      return;
    }
    // A hero's `class` in a prompt about a game; another `class` keeps the faker's value.
    const inContext = CATEGORIES_IN_CONTEXT.get(keyWords.join(" "));
    if (inContext) {
      steps.push({ act: "example", path: [...path], values: inContext.members, index, node, takesWord: false, when: inContext.when });
      return;
    }
    let kind = plannedKind(key, owner);
    // "name: Name of a fictional person.", "The name of the person" (LangChain's extraction
    // tutorial): a top-level `name` too, whatever the document is called.
    if ((kind === "title" || kind === undefined) && PERSON_DESCRIPTION.test(typeof node.description === "string" ? node.description.slice(0, 200) : "")) kind = "person";
    // "to: The recipient email address."
    else if ((kind === "other" || kind === "person") && EMAIL_DESCRIPTION.test(typeof node.description === "string" ? node.description.slice(0, 200) : "")) kind = "email";
    // A property of unknown meaning takes a word the user wrote only at the top of the document,
    // where a tool's arguments are (`symbol: "AAPL"`); deeper it keeps the faker's value.
    // A nullable one says null instead (statedText).
    // A quiz's `options`: numbered choices ("Option 1") rather than the faker's letters.
    if (typeof last === "number" && CHOICE_LISTS.has(singular(wordsOf(key).pop() ?? ""))) {
      steps.push({ act: "text", path: [...path], kind: "title", key, index: last, node, listName: capitalized(singular(wordsOf(key).pop()!)), answers: false, nullable, worked: undefined });
      return;
    }
    // A to-do list's tasks (`todos[].title`, `tasks: string[]`, `items[].text` of "a todo list for …"):
    // short imperatives about what the prompt plans, not "Todo 1".
    const head = singular(wordsOf(key).pop() ?? "");
    const todo =
      typeof last === "number" ? (TODO_LISTS.has(head) ? "always" : undefined) : item !== undefined && TODO_TEXT_HEADS.has(head) ? (TODO_LISTS.has(ownerNoun) ? "always" : GENERIC_LISTS.has(ownerNoun) ? "when-asked" : undefined) : undefined;
    // A field of unknown meaning (`items[].task`) is a task only when the prompt asks for a to-do list; else it keeps the faker's value.
    if ((todo === "always" || (todo === "when-asked" && (kind === "id" || kind === "other"))) && !nullable) {
      steps.push({ act: "text", path: [...path], kind: kind === "id" ? "title" : kind, key, index: typeof last === "number" ? last : item!, node, listName: undefined, answers: false, nullable, worked: undefined, todo });
      return;
    }
    // A tool's `order_id` takes the identifier the message writes ("order #A-1029"); else the faker's stays.
    if (kind === "id" && depth <= 1 && item === undefined && !nullable) {
      steps.push({ act: "written-id", path: [...path], key, ...(optional ? { optional } : {}) });
      return;
    }
    if (kind === "id" || (kind === "other" && depth > 1 && !nullable)) return;
    // The things of a list are not each the prompt's subject: "Ingredient 2", not "Lasagna" again.
    const listName =
      kind === "title" && item !== undefined
        ? capitalized(singular(wordsOf(owner).pop() ?? "item"))
        : // A quiz's questions are each their own, not the user's prompt again: "Question 2".
          kind === "query" && item !== undefined && singular(wordsOf(key).pop() ?? "") === "question"
          ? "Question"
          : undefined;
    // The document's answer to the question: `answer`, `response`, `reply` outside a list.
    // An answer object's text too (`output: {kind: "answer", text}`, `response.content`).
    const answers = item === undefined && typeof last !== "number" && (ANSWER_HEADS.has(head) || (ANSWER_TEXT_HEADS.has(head) && ANSWER_HEADS.has(ownerNoun)));
    const worked = item !== undefined && typeof last !== "number" && ownerNoun === "step" ? (OUTPUT_HEADS.has(singular(wordsOf(key).pop() ?? "")) ? "output" : "explanation") : undefined;
    // The text of a notification or a chat message reads like one ("Running a bit late, save me a seat!").
    const chatMessage = item !== undefined && MESSAGE_LISTS.has(ownerNoun) && MESSAGE_HEADS.has(singular(wordsOf(key).pop() ?? ""));
    steps.push({ act: "text", path: [...path], kind: chatMessage ? "chat-message" : kind, key, index: listName ? item! : index, node, listName, answers, nullable, worked, ...(todo === undefined || nullable ? {} : { todo }), ...(optional ? { optional } : {}) });
  } else if (typeof value === "boolean") {
    // A tool's yes/no argument: the state the message asks for ("Turn off the lights" → `on: false`).
    if (path.length === 1) steps.push({ act: "switch", path: [...path], key, ...(optional ? { optional } : {}) });
  } else if (typeof value === "number") {
    const head = singular(wordsOf(key).pop() ?? "");
    const answers = item === undefined && typeof path[path.length - 1] !== "number" && depth <= 1 && (NUMBER_ANSWER_HEADS.has(head) || isUnitWord(head) || isUnitWord(wordsOf(key).pop() ?? ""));
    const timeUnit = timeUnitOf(wordsOf(key), node.description);
    steps.push({ act: "number", path: [...path], numberKind: NUMBER_KIND_BY_NAME.get(numberHead(key)), node, answers, ...(timeUnit === undefined ? {} : { timeUnit }), ...(optional ? { optional } : {}), ...(nullable ? { nullable } : {}) });
  }
}

/**
 * The one non-null alternative of a nullable schema, with the outer description, or undefined:
 * `{anyOf: [{type: "string"}, {type: "null"}]}` (zod's `.nullable()` through LangChain and the
 * AI SDK) and `{type: ["string", "null"]}` (openai's zod helper).
 */
function nonNullOf(node: Json): Json | undefined {
  if (Array.isArray(node.type)) {
    const types = node.type.filter((type) => type !== "null");
    return types.length === 1 && types.length < node.type.length ? { ...node, type: types[0] } : undefined;
  }
  const options = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined;
  if (options?.length !== 2) return undefined;
  const isNull = (option: unknown) => option !== null && typeof option === "object" && (option as Json).type === "null";
  const other = options.find((option) => !isNull(option));
  if (!options.some(isNull) || other === null || typeof other !== "object" || Array.isArray(other)) return undefined;
  return node.description === undefined ? (other as Json) : { description: node.description, ...(other as Json) };
}

/**
 * The branch of a union (`anyOf`, `oneOf`) that `value` is a document of, or undefined when the
 * node is no union or no branch fits: for an object, the branch whose properties hold all its
 * keys and whose `const` fields (a discriminator: `kind: "answer"`) it matches; else the first of
 * its type.
 */
function branchOf(node: Json, value: unknown): Json | undefined {
  const options = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined;
  if (options === undefined || value === null) return undefined;
  const isObject = typeof value === "object" && !Array.isArray(value);
  const typeOf = Array.isArray(value) ? "array" : isObject ? "object" : typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value;
  return options.find((option): option is Json => {
    if (option === null || typeof option !== "object") return false;
    const branch = option as Json;
    if (!isObject) return branch.type === typeOf || (typeOf === "integer" && branch.type === "number");
    const properties = branch.properties as Json | undefined;
    if (branch.type !== "object" || properties === undefined) return false;
    return Object.entries(value as Json).every(([name, field]) => {
      const sub = properties[name] as Json | undefined;
      return sub !== undefined && (sub.const === undefined || sub.const === field) && (!Array.isArray(sub.enum) || sub.enum.length !== 1 || sub.enum[0] === field);
    });
  }) as Json | undefined;
}

/** Names of a step's field that holds what the step leaves (the math tutor's `output`), not what it does. */
const OUTPUT_HEADS: ReadonlySet<string> = new Set(["output", "result", "equation", "expression", "value", "outcome", "work"]);

/** Names of the field that holds a document's answer to the user's question. */
const ANSWER_HEADS: ReadonlySet<string> = new Set(["answer", "response", "reply", "result", "output", "conclusion", "verdict"]);
/**
 * The quantity the prompt writes, counted in the unit a field's name ends with (`height_in_meters`,
 * `distance_km`), or undefined when the name ends with no unit or the prompt writes no such quantity.
 */
function measured(path: Path, reading: Reading): number | undefined {
  const key = path[path.length - 1];
  if (typeof key !== "string") return undefined;
  const words = wordsOf(key);
  const last = words.pop() ?? "";
  // A name of a measure and its unit: `height_in_meters`, `distance_km`; not `start_day` (a date) or `x_c`.
  if (words.length === 0 || last.length < 2 || /^(?:day|week)s?$/.test(last) || !isUnitWord(last)) return undefined;
  return quantityIn(reading.conversation.text, last);
}

/** A choice the plan numbered ("Option 2"), for want of anything to say. */
const NUMBERED_CHOICE = /^(?:Option|Choice|Alternative) \d+$/;
/** Lists of the choices a question offers. */
const CHOICE_LISTS: ReadonlySet<string> = new Set(["option", "choice", "alternative"]);
/** Fields only a person has: a document holding one is a person's. */
/** Normalised keys of an email address: beside a `name`, the document is a person's. */
const EMAIL_FIELDS: ReadonlySet<string> = new Set(["email", "emailaddress"]);
const PERSON_FIELDS: ReadonlySet<string> = new Set(["age", "birthday", "birthdate", "dateofbirth", "dob", "gender", "firstname", "lastname", "surname", "nickname", "occupation", "jobtitle", "haircolor", "eyecolor", "height", "heightinmeters", "nationality"]);
/** Names of the text field of an object that is the answer. */
const ANSWER_TEXT_HEADS: ReadonlySet<string> = new Set(["text", "content", "message", "value", "body"]);
/** Names of the field that says how a document's answer was reached. */
const EXPLANATION_HEADS: ReadonlySet<string> = new Set(["explanation", "reasoning", "reason", "working", "justification", "rationale"]);
/** Names of a number field that holds the number the question comes to. */
const NUMBER_ANSWER_HEADS: ReadonlySet<string> = new Set([...ANSWER_HEADS, "total", "sum", "product", "difference", "quotient", "value", "solution"]);
/** Kinds whose value is a word the user wrote at the top of a tool's arguments (`takeWord`). */
const PLACE_KINDS: ReadonlySet<Kind> = new Set(["city", "country", "place", "company"]);
/** A description saying that a string is an email address. */
const EMAIL_DESCRIPTION = /\be-?mail(?: address)?\b/i;
/** Names of the fields that hold what the user asked to be said or done ("saying hi", "remind me to call mom"). */
const SAID_HEADS: ReadonlySet<string> = new Set(["body", "message", "text", "content", "note", "subject", "reminder", "task", "title"]);
/** A description saying that a `name` is a person's. */
const PERSON_DESCRIPTION = /\b(?:person|people|user|author|character|customer|employee|human|individual|contact|someone)(?:'s)?\b/i;

/** The value at `path` in `root`, with the object or list holding it. */
function locate(root: Json | unknown[], path: Path): { holder: Record<string | number, unknown>; slot: string | number; value: unknown } | undefined {
  let holder = root as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) {
    const next = holder[path[i]!];
    if (next === null || typeof next !== "object") return undefined;
    holder = next as Record<string | number, unknown>;
  }
  const slot = path[path.length - 1]!;
  return { holder, slot, value: holder[slot] };
}

/** Adds the rewrite `step` makes of `root` for this conversation, if any. */
function perform(step: Step, root: Json | unknown[], reading: Reading, rewrites: Rewrite[]): void {
  if (step.act === "recipients") {
    const emails = reading.conversation.emails;
    if (!reading.call || emails.length === 0 || Array.isArray(root)) return;
    const most = typeof step.node.maxItems === "number" ? step.node.maxItems : emails.length;
    const addresses = recipientsFor(normalisedKey(step.key), reading.conversation.text, emails).slice(0, most);
    // Every address the message writes has its list: none is left to another call of the tool.
    reading.emailsTaken = emails.length;
    if (addresses.length > 0) rewrites.push(rewrite(root, step.path[0]!, addresses));
    else if (step.optional === true) rewrites.push(omission(root, step.path[0]!));
    else if (step.nullable) rewrites.push(rewrite(root, step.path[0]!, null));
    return;
  }
  if (step.act === "currency") {
    if (!reading.call || Array.isArray(root) || !namesCurrency(reading.conversation.text)) return;
    const { from, to } = conversionOf(reading.conversation.text);
    const code = conversionSide(wordsOf(step.key)) === "to" ? to : from;
    const written = code === undefined ? undefined : currencyInForm(code, step.node);
    if (written !== undefined && (typeof step.node.pattern !== "string" || new RegExp(step.node.pattern, "u").test(written))) rewrites.push(rewrite(root, step.path[0]!, written));
    return;
  }
  if (step.act === "listed-records") {
    if (!reading.call || Array.isArray(root)) return;
    const records = listedRecords(step, (root as Json)[step.path[0] as string], reading);
    if (records !== undefined) rewrites.push(rewrite(root, step.path[0]!, records));
    return;
  }
  if (step.act === "grow") {
    const kind = step.kind ?? reading.topLevelKind(step.key);
    // "…with labels bug and ui", "add eggs, milk and bread to my list": every thing listed, in the one call's list (listed-items.ts).
    if (step.path.length === 1 && !Array.isArray(root) && reading.call) {
      const listed = listedItemsOf(normalisedKey(step.key), reading.conversation.text);
      if (listed !== undefined) {
        const most = typeof step.node.maxItems === "number" ? step.node.maxItems : listed.length;
        rewrites.push(rewrite(root, step.path[0]!, listed.slice(0, most)));
        // The words listed are this list's: no other call of the tool takes them.
        const last = Math.max(-1, ...listed.map((item) => reading.words.findIndex((word) => word.toLowerCase() === item.toLowerCase())));
        reading.wordsTaken = Math.max(reading.wordsTaken, last + 1);
        return;
      }
    }
    // An issue's `labels`: the label its words call for ("broken" → ["bug"]), else none (message-arguments.ts).
    if (step.path.length === 1 && !Array.isArray(root)) {
      const labels = issueLabelsFor(step.key, step.optional === true && reading.call, reading.conversation);
      if (labels !== undefined) {
        rewrites.push(labels === OMIT ? omission(root, step.path[0]!) : rewrite(root, step.path[0]!, labels));
        return;
      }
    }
    // "Invite sarah@acme.com to the design review": the people a call's list holds are the
    // addresses the message gives, when it names nobody (a list that takes no text keeps its own, the rewrite undone).
    const emails = reading.conversation.emails;
    if (step.path.length === 1 && !Array.isArray(root) && reading.call && kind === "person" && reading.people.length === 0 && emails.length > 0) {
      const most = typeof step.node.maxItems === "number" ? step.node.maxItems : emails.length;
      rewrites.push(rewrite(root, step.path[0]!, emails.slice(0, most)));
      return;
    }
    // "Add a dentist appointment on March 3": a call's optional list of people (`attendees`) the
    // message names nobody for is left out, not filled with made-up names.
    if (step.path.length === 1 && !Array.isArray(root) && step.optional === true && reading.call && kind === "person" && reading.people.length === 0 && relationOf(reading.conversation.text) === undefined) {
      rewrites.push(omission(root, step.path[0]!));
      return;
    }
    const list = step.path.length === 0 ? root : locate(root, step.path)?.value;
    if ((GROWS.has(kind) || CHOICE_LISTS.has(singular(wordsOf(step.key).pop() ?? ""))) && Array.isArray(list)) growList(list, step.node, step.items, kind, step.key, reading, rewrites);
    return;
  }
  const found = locate(root, step.path);
  if (!found) return;
  const { holder, slot, value } = found;
  if (step.act === "switch") {
    // The state the message asks for: by the field's meaning ("Turn off the lights" → `on: false`,
    // switch-states.ts), else, in a call, by its name ("Enable dark mode" → `dark_mode: true`,
    // an optional one the message does not name left out). Otherwise the faker's value stays.
    const meant = switchStateOf(normalisedKey(step.key), reading.lowerPrompt);
    const switched = meant ?? (reading.call ? switchFromMessage(step.key, step.optional === true, reading.conversation) : undefined);
    if (switched === OMIT) rewrites.push(omission(holder, slot));
    else if (switched !== undefined && switched !== value) rewrites.push(rewrite(holder, slot, switched));
    return;
  }
  let next: unknown;
  if (step.act === "enum") {
    next = chooseEnum(step.values, reading, step.optional === true && reading.call);
    // A structured output's level (low, medium, high) the text cues neither way is the middle one,
    // as a support desk grades an ordinary ticket; a tool call leaves it to the tool.
    if (next === undefined && !reading.call && !step.nullable && step.values.includes("medium") && (step.values.includes("low") || step.values.includes("high"))) next = "medium";
    // What the message does not say: null where the schema allows it (a strict tool's optional
    // field), left out of a tool call where it is optional, else the faker's value stays.
    if (next === undefined && (step.nullable || step.orFirst === true)) next = step.nullable ? null : step.values[0];
    else if (next === undefined && step.optional === true && reading.call && step.path.length === 1) {
      rewrites.push(omission(holder, slot));
      return;
    }
  }
  else if (step.act === "example" && step.nullable) next = (step.takesWord ? takeWord(reading) : undefined) ?? step.values.find((example) => reading.conversation.mentions(example.toLowerCase())) ?? null;
  else if (step.act === "example") next = step.when && !step.when.test(reading.lowerPrompt) ? undefined : fitLength((step.takesWord ? takeWord(reading) : undefined) ?? exampleNamed(step, reading) ?? step.values[(reading.exampleStart + step.index) % step.values.length], step.node);
  else if (step.act === "counted") next = fitLength(countedName(step.key, step.index, reading), step.node);
  else if (step.act === "written-email") {
    next = takeEmail(reading);
    // "Add Jane Doe to my contacts, her number is 555-0134": a call's optional `email` the message writes none of is left out, not made up.
    if (next === undefined && step.optional === true && reading.call && step.path.length === 1) {
      rewrites.push(omission(holder, slot));
      return;
    }
  }
  else if (step.act === "when") {
    next = momentFor(step, reading);
    if (next === OMIT) {
      rewrites.push(omission(holder, slot));
      return;
    }
  }
  else if (step.act === "recorded") next = recordedFor(step, reading);
  else if (step.act === "written-id") {
    next = writtenIdFor(step.key, reading.conversation, reading.idsTaken);
    // "What's my checking balance?" to `get_account_balance({account_id})`: the account as named, not "account_1" (bank-accounts.ts).
    if (next === undefined && reading.call && ACCOUNT_KEYS.has(normalisedKey(step.key)) && BANKING.test(`${reading.documentName} ${reading.documentDescription ?? ""}`)) next = bankAccountOf(reading.conversation.text);
    // "Mark the laundry task as done" → complete_task({title: "Laundry"}): a call's optional id the message writes none of is left out, not invented ("task_1").
    if (next === undefined && step.optional === true && reading.call && step.path.length === 1) {
      rewrites.push(omission(holder, slot));
      return;
    }
  }
  else if (step.act === "number") {
    // A null here is a nullable number's: it takes a number the user wrote, else stays null.
    // "Convert 5 miles to kilometers" → convert_units({value: 5}): a call's `value` is what the tool works on, not its answer.
    const input = reading.call && step.path.length === 1 && /^(?:value|amount|quantity|number|input)$/.test(singular(wordsOf(String(step.path[0])).pop() ?? ""));
    const computed = (step.answers && !input ? reading.conversation.computed : undefined) ?? (step.timeUnit !== undefined ? lastedIn(step.path, step.timeUnit, reading) : measured(step.path, reading));
    const count =
      step.timeUnit === undefined
        ? ((step.path.length === 1 ? dieSidesFromMessage(step.path[0] as string, reading.conversation, reading.numbersTaken, reading.numbers) : undefined) ??
          resultCountAt(step.path, step.node, reading))
        : undefined;
    // "Update deal 17 amount to 5000": the 17 is the deal's, no amount of the call (an id field still takes it).
    const key = step.path[step.path.length - 1];
    const ids = reading.call && typeof key === "string" && !isIdKey(key) ? reading.idNumbers : undefined;
    // "3 nights for 2 guests": a count of people takes no number of a length of time.
    const lengths = typeof key === "string" && PEOPLE_COUNT.test(numberHead(key)) ? reading.lengthAt : undefined;
    // "…, priority high" with a `priority` of 1–5: the level's number (priority-levels.ts).
    const priority = typeof key === "string" && /^(?:priority|prio|severity|urgency)$/i.test(key) ? priorityNumber(reading.lowerPrompt, step.node) : undefined;
    // "Set volume to max", "brightness to half": the end of the field's scale the message names.
    const extreme = reading.call && typeof key === "string" && step.path.length === 1 ? levelNamed(key, step.node, reading.lowerPrompt) : undefined;
    if (extreme !== undefined) next = extreme;
    else if (priority !== undefined && numberBounds(step.node).fits(priority)) next = priority;
    else if (count !== undefined) next = count;
    else if (computed !== undefined && numberBounds(step.node).fits(Number(computed.toPrecision(12)))) next = Number(computed.toPrecision(12));
    else if (value === null || (step.nullable === true && reading.call && step.path.length === 1)) next = statedNumber(step.numberKind, step.node, reading, inListOf(step.path), ids, lengths) ?? null;
    else if (step.optional === true && reading.call && step.path.length === 1) {
      // "Add milk to my list" → add_item({item: "milk"}): a model writes no `quantity` or `volume` the user did not give.
      const stated = statedNumber(step.numberKind, step.node, reading, false, ids, lengths);
      if (stated === undefined) {
        rewrites.push(omission(holder, slot));
        return;
      }
      next = stated;
    } else next = typeof value === "number" ? numberFor(step.numberKind, step.node, value, reading, inListOf(step.path), ids, lengths) : undefined;
  } else if (step.todo !== undefined && (step.todo === "always" || TODO_PROMPT.test(reading.prompt))) {
    next = fitLength(todoTask(reading.subject, step.index), step.node);
  } else if (step.todo === "when-asked" && (step.kind === "other" || step.kind === "id")) {
    return;
  } else {
    // A question the mock knows the answer to is answered ("The capital of France is Paris.").
    const kind = step.kind ?? reading.topLevelKind(step.key);
    // A tool's arguments read from the message: `to` its address, `repo` its slug, `cuisine` the one it names.
    const argument = step.nullable ? undefined : argumentFromMessage(step, kind, holder, reading);
    if (argument === OMIT) {
      rewrites.push(omission(holder, slot));
      return;
    }
    if (argument !== undefined) {
      const fitted = fitLength(argument, step.node);
      if (fitted !== undefined && fitted !== value) rewrites.push(rewrite(holder, slot, fitted));
      if (fitted !== undefined) return;
    }
    const said = (kind === "sentence" || kind === "title") && reading.conversation.said !== undefined && SAID_HEADS.has(singular(wordsOf(step.key).pop() ?? "")) ? capitalized(reading.conversation.said) : undefined;
    // A worked-out number's explanation is the sentence that works it out ("15% of 80 is 12.").
    const explains = !step.answers && step.path.length === 1 && EXPLANATION_HEADS.has(singular(wordsOf(step.key).pop() ?? "")) && reading.conversation.computed !== undefined;
    const known = step.answers || explains ? reading.conversation.knownAnswer : step.worked ? reading.conversation.solution?.steps[step.index]?.[step.worked] : said;
    // `height_in_meters` of "6 feet tall": the quantity written, in the field's unit ("1.83").
    const inUnit = !step.answers && kind !== "title" ? measured(step.path, reading) : undefined;
    if (inUnit !== undefined) next = String(inUnit);
    // A nullable field holds what the conversation says, else null: an extraction's
    // `hair_color` is "black" when the user wrote it and null when not, never an invented one.
    else if (step.nullable && reading.call && step.path.length === 1 && known === undefined && (kind === "phone" || MADE_UP_WHEN_UNSAID.has(kind))) {
      // A strict tool's optional `phone`, `reason` or `description`: what the message writes for it, else null, never a sentence made up.
      const argument = argumentFromMessage(step, kind, holder, reading);
      next = argument === OMIT || argument === undefined ? null : (fitLength(argument, step.node) ?? null);
    }
    else if (step.nullable) next = known ?? fitLength(step.listName ? undefined : statedText(kind, step.index, reading), step.node) ?? null;
    else {
      const inList = step.path.some((part) => typeof part === "number");
      const copied = step.listName
        ? undefined
        : (passageText(kind, step.key, inList ? step.index : undefined, step.path.length === 1, reading) ??
          (step.path.length === 1 ? (essayText(kind, step.key, reading) ?? storyText(kind, step.key, reading)) : undefined));
      // "Cancel my subscription" → cancel_subscription({}): a model writes no optional `reason`,
      // `description` or `category` the message gives nothing for, not a sentence about the prompt.
      if (copied === undefined && known === undefined && step.optional === true && reading.call && step.path.length === 1 && MADE_UP_WHEN_UNSAID.has(kind)) {
        rewrites.push(omission(holder, slot));
        return;
      }
      const given = copied ?? (kind === "sentence" && !step.listName ? descriptionOf(step.key, step.index, reading) : undefined);
      const listed = step.listName === "Question" ? quizQuestion(step.index, reading) : step.listName ? `${step.listName} ${step.index + 1}` : undefined;
      next = fitLength(known ?? timerLabel(step.path, reading) ?? ventureText(step.path, reading) ?? essaySection(step.path, reading) ?? given ?? listed ?? textFor(kind, step.index, reading), step.node);
    }
  }
  if (next !== undefined && next !== value) rewrites.push(rewrite(holder, slot, next));
}

/** Kinds of text whose value, when the message gives none, is made from the prompt's subject ("Lunch", "A small, clear version of …"). */
const MADE_UP_WHEN_UNSAID: ReadonlySet<Kind> = new Set(["sentence", "category", "title"]);

/**
 * The moment a field that says when takes (when.ts): the day and time the message names, on the
 * mock's clock. Without a clock (a document made outside a chat answer) a free-text `date` or
 * `time` takes the words as written ("Friday"), a formatted one keeps the faker's value.
 */
function momentFor(step: Extract<Step, { act: "when" }>, reading: Reading): string | null | typeof OMIT | undefined {
  const schedule = reading.conversation.schedule;
  // "Add a task to renew my passport": a call's optional `due_date` the message says nothing of is
  // left out (null in a strict tool), not today or the next full hour made up.
  if (reading.call && schedule !== undefined && step.path.length === 1 && (step.optional === true || step.nullable) && !saysWhen(schedule)) return step.nullable ? null : OMIT;
  // "What's on my calendar next week?" → list_events from its Monday to its Sunday: a lookup's start and end cover the period named.
  const span = reading.call && schedule !== undefined && schedule.times.length === 0 && (step.field.role === "start" || step.field.role === "end") && LOOKUP_TOOL.test(reading.documentName) ? spanNamed(reading.lowerPrompt, schedule.now) : undefined;
  if (span !== undefined) {
    const day = step.field.role === "start" ? span.from : span.to;
    if (step.field.shape === "date") return day;
    if (step.field.shape === "date-time") return `${day}T${step.field.role === "start" ? "00:00:00" : "23:59:59"}Z`;
  }
  // "Push my 3pm to 4pm" → reschedule({new_time: "16:00"}): a change's `new_…` moment is the time it moves to (the last written),
  // and its optional `new_date`, with no day named, is left out: the day does not change.
  const moved = reading.call && schedule !== undefined && step.path.length === 1 && wordsOf(String(step.path[0])).includes("new");
  if (moved && schedule.days.length === 0 && step.field.shape === "date" && (step.optional === true || step.nullable)) return step.nullable ? null : OMIT;
  const moment = schedule === undefined ? undefined : whenValue(step.field, moved && schedule.times.length >= 2 ? { ...schedule, times: schedule.times.slice(-1) } : schedule);
  if (moment !== undefined) return moment;
  if (step.nullable) return null;
  // "What's the weather in Rome?" → get_weather({"city": "Rome"}): a model writes no optional `date` the message does not name.
  if (step.optional === true && reading.call && step.path.length === 1 && step.field.role === "named") return OMIT;
  if (step.formatted) return undefined;
  const kind = step.kind ?? reading.topLevelKind(String(step.path[step.path.length - 1] ?? ""));
  return kind === "date" || kind === "time" || kind === "datetime" ? textFor(kind, 0, reading) : undefined;
}

/** A tool that looks things up (`list_events`, `getCalendarEvents`, `search_bookings`): its start and end are a period's. */
const LOOKUP_TOOL = /^(?:list|get|search|find|fetch|show|query|view|check|read|lookup|look_up)(?:[_A-Z-]|$)/i;

/** Names of the field of a listed thing's record that holds the thing, and the one that holds how many. */
const THING_FIELDS = /^(?:name|item|itemname|product|productname|title|description|food|ingredient)$/;
const COUNT_FIELDS = /^(?:quantity|qty|count|amount|number|units)$/;

/**
 * The records of a call's list of things (`items: [{name, quantity}]`) for the things the message
 * lists, each made from the faker's first record (its other fields kept) with the thing and how
 * many; undefined when the message lists none, or the records have no field for the thing.
 */
function listedRecords(step: Extract<Step, { act: "listed-records" }>, list: unknown, reading: Reading): Json[] | undefined {
  const things = listedThingsOf(normalisedKey(step.key), reading.conversation.text);
  const properties = step.items.properties;
  if (things === undefined || properties === null || typeof properties !== "object") return undefined;
  const names = Object.keys(properties);
  const thingField = names.find((name) => THING_FIELDS.test(normalisedKey(name)) && (properties as Json)[name] !== null && ((properties as Record<string, Json>)[name]!.type === "string"));
  if (thingField === undefined) return undefined;
  const countField = names.find((name) => COUNT_FIELDS.test(normalisedKey(name)));
  const template = Array.isArray(list) && list[0] !== null && typeof list[0] === "object" ? (list[0] as Json) : {};
  const most = typeof step.node.maxItems === "number" ? step.node.maxItems : things.length;
  // The words listed are this list's: no other call of the tool takes them.
  const last = Math.max(-1, ...things.map((thing) => reading.words.findIndex((word) => thing.name.toLowerCase().includes(word.toLowerCase()))));
  reading.wordsTaken = Math.max(reading.wordsTaken, last + 1);
  return things.slice(0, most).map((thing, i) => {
    const own = Array.isArray(list) && list[i] !== null && typeof list[i] === "object" ? (list[i] as Json) : template;
    return { ...own, [thingField]: thing.name, ...(countField === undefined ? {} : { [countField]: thing.quantity }) };
  });
}

/** Names of a number field that is a level on a scale: volume, brightness, speed. */
const LEVEL_HEADS = /^(?:level|volume|brightness|dim|speed|intensity|percent|percentage)$/;
/** "to max", "all the way up", "to half", "to the minimum": a level named by a word, not a number. */
const LEVEL_WORDS = /\b(?:to|at|on)\s+(?:the\s+)?(max(?:imum)?|full|min(?:imum)?|zero|half|lowest|highest)\b|\ball the way (up|down)\b/;

/**
 * The number a level field (`volume`, `brightness`, `level`) takes from a word: its maximum (100
 * without one) for "max" and "full", its minimum (0) for "min" and "zero", the middle for "half";
 * undefined when the message names no level by a word.
 */
function levelNamed(key: string, node: Json, lower: string): number | undefined {
  if (!LEVEL_HEADS.test(singular(wordsOf(key).pop() ?? "")) || !/max|full|min|zero|half|lowest|highest|all the way/.test(lower)) return undefined;
  const match = LEVEL_WORDS.exec(lower);
  if (!match) return undefined;
  const word = match[1] ?? match[2]!;
  const { min, max } = numberBounds(node);
  const top = max === Infinity ? 100 : max;
  const bottom = min === -Infinity ? 0 : min;
  if (/^(?:max|maximum|full|highest|up)$/.test(word)) return top;
  if (/^(?:min|minimum|zero|lowest|down)$/.test(word)) return bottom;
  return numberBounds(node).integer ? Math.round((top + bottom) / 2) : (top + bottom) / 2;
}

/** Whether the message says when: a day, a clock time, an instant from now or a length of time. */
function saysWhen(schedule: NonNullable<ConversationReading["schedule"]>): boolean {
  return schedule.days.length > 0 || schedule.times.length > 0 || schedule.at !== undefined || schedule.lasts !== undefined;
}

/**
 * When a record was created or updated, on the mock's clock; the faker's value stays without a
 * clock (a document made outside a chat answer). A day the message names is the record's
 * due date or meeting ("a task due on Friday"), not its creation's.
 */
function recordedFor(step: Extract<Step, { act: "recorded" }>, reading: Reading): string | undefined {
  const schedule = reading.conversation.schedule;
  if (schedule === undefined) return undefined;
  // Its own draw, so the document's other values stay as they were.
  return recordedMoment(step.role, step.format, schedule.now, seededRandom(hashSeed(reading.documentName, reading.conversation.text, step.path.join("."))));
}

/** Names of a number field that holds how long an event lasts: one the message gives no length still gets a model's (an hour). */
const LENGTH_WORDS = /\b(?:duration|length)\b/;

/**
 * How long the message says a thing lasts, counted in `unit` (ms): "Set a timer for 10 minutes"
 * → `seconds: 600`, "for 45 minutes" → `durationMinutes: 45`; an event's `duration` the message
 * does not give, when it says when the event is, from its start to its end, else an hour.
 * Undefined else (the number keeps its value).
 */
function lastedIn(path: Path, unit: number, reading: Reading): number | undefined {
  const lasting = reading.conversation.lasting;
  if (lasting !== undefined) {
    // "10" of "10 minutes" is that length, not another field's number.
    const at = reading.numbers.findIndex((number, i) => number === lasting.written && !reading.numbersTaken.has(i));
    if (at >= 0) reading.numbersTaken.add(at);
    return lasting.ms / unit;
  }
  const schedule = reading.conversation.schedule;
  const scheduled = schedule !== undefined && (schedule.days.length > 0 || schedule.times.length > 0 || schedule.at !== undefined);
  return scheduled && LENGTH_WORDS.test(wordsOf(String(path[path.length - 1] ?? "")).join(" ")) ? scheduledLength(schedule) / unit : undefined;
}

/** A timer's or an alarm's `label` (`name`, `title`): how long it runs ("10-minute timer"), not a word of the prompt ("minutes"). */
function timerLabel(path: Path, reading: Reading): string | undefined {
  if (path.length !== 1 || !/^(?:label|name|title)$/.test(singular(wordsOf(String(path[0])).pop() ?? ""))) return undefined;
  // The tool's (or the schema's) name says it is a timer: a recipe's `title` in a prompt that mentions one is not.
  const noun = /\b(timer|alarm|countdown)\b/.exec(wordsOf(reading.documentName).join(" "))?.[1];
  const lasting = noun === undefined ? undefined : reading.conversation.lasting;
  return lasting === undefined ? undefined : `${lasting.label} ${noun}`;
}

/** The name of the `index`-th thing of a generic list: a person's when the prompt counts people ("3 heroes"), else "Hero 1". */
function countedName(key: string, index: number, reading: Reading): string | undefined {
  // "Generate 3 startup ideas" as the AI SDK's array output: ventures, not "Idea 1".
  if (STARTUP_IDEAS_PROMPT.test(reading.prompt)) return startupIdea(index, reading.prompt).name;
  const noun = reading.conversation.counts.noun;
  // "List 3 fruits with their price": members of a kind the mock knows, not "Fruit 1".
  const members = noun === undefined ? undefined : CATEGORIES.get(singular(noun.toLowerCase()));
  if (members) return members[(reading.exampleStart + index) % members.length];
  const kind = kindOf(key, noun ?? "");
  if (kind === "title") return `${capitalized(noun ?? "item")} ${index + 1}`;
  return textFor(kind, index, reading);
}

/**
 * The value of a top-level field's kind that the message names ("I am an Aquarius" for a sign
 * described "like Taurus or Aquarius"), before the description's examples (example-kinds.ts). A
 * list's items stay the examples: each is its own.
 */
function exampleNamed(step: Extract<Step, { act: "example" }>, reading: Reading): string | undefined {
  return step.path.length === 1 ? exampleFromMessage(step.values, (phrase) => reading.conversation.mentions(phrase)) : undefined;
}

/** Leaves an optional property out, as a model leaves out what the message gives nothing for. */
function omission(holder: Json | unknown[], slot: string | number): Rewrite {
  const target = holder as Record<string | number, unknown>;
  const before = target[slot];
  return {
    apply: () => void delete target[slot],
    undo: () => void (target[slot] = before),
  };
}

function rewrite(holder: Json | unknown[], slot: string | number, next: unknown): Rewrite {
  const target = holder as Record<string | number, unknown>;
  const before = target[slot];
  return {
    apply: () => void (target[slot] = next),
    undo: () => void (target[slot] = before),
  };
}

/**
 * How many results a search's number asks for (message-arguments.ts): a top-level `limit`,
 * `count`, `top_k`…, or one that can only be a count of results (`num_results`) in the call's
 * options object (the OpenAI guide's `search_knowledge_base`); undefined for other numbers.
 */
function resultCountAt(path: Path, node: Json, reading: Reading): number | undefined {
  const key = path[path.length - 1];
  if (typeof key !== "string" || inListOf(path) || (path.length > 1 && !isResultsKey(normalisedKey(key)))) return undefined;
  return resultCountFromMessage(key, node, reading.conversation, reading.numbersTaken, reading.numbers);
}

/** Statuses of something not done yet: what a negated status ("hasn't shipped") leaves. */
const NOT_YET = /^(?:pending|processing|ordered|placed|confirmed|awaiting[_ -]?\w*|not[_ -]\w+|unshipped|undelivered|unpaid|in[_ -]progress|open|preparing|new)$/i;

/** An enum value whose words are joined by `_` or `-` (`closed_won`, `in-progress`). */
const SPACED = /[a-z0-9][_-]+[a-z0-9]/i;

/**
 * The enum value the prompt names ("classify as urgent") or names by another word ("°C" →
 * "celsius", enum-synonyms.ts), the sentiment the prompt shows, or the label its words cue
 * ("astronauts", "wormhole" → "sci-fi"); undefined keeps the faker's. An `optional` temperature
 * unit of a tool call is chosen only when the message says where or how hot (temperatureUnit).
 */
function chooseEnum(values: readonly string[], reading: Reading, optional = false): string | undefined {
  // "Move deal 42 to closed won" names `closed_won`: a value's `_` and `-` are written as spaces.
  // A value said only negated ("my order hasn't shipped") is not the one: a status not reached yet is.
  const named = (item: string, said: (phrase: string) => boolean) => item.length > 1 && (said(item.toLowerCase()) || (SPACED.test(item) && said(item.toLowerCase().replace(/[_-]+/g, " "))));
  const chosen = values.find((item) => named(item, (phrase) => reading.conversation.affirms(phrase))) ?? synonymValue(values, (phrase) => reading.conversation.mentions(phrase), reading.lowerPrompt);
  if (chosen !== undefined) return chosen;
  if (values.some((item) => named(item, (phrase) => reading.conversation.mentions(phrase)))) {
    const notYet = values.find((item) => NOT_YET.test(item) && !named(item, (phrase) => reading.conversation.mentions(phrase)));
    if (notYet !== undefined) return notYet;
  }
  const unit = temperatureUnit(values, reading.conversation.text, optional && reading.words.length === 0);
  if (unit !== undefined) return unit;
  if (!values.includes("positive") || !values.includes("negative")) return cuedValue(values, reading.conversation.text, (label) => reading.conversation.cueHits(label));
  const sentiment = sentimentOf(reading.lowerPrompt);
  return sentiment !== "neutral" || values.includes("neutral") ? sentiment : undefined;
}



/** Places that write temperatures in Fahrenheit: the United States, its cities and states, and a few others. */
const FAHRENHEIT_PLACES =
  /\b(?:united states|usa|u\.s\.|america|new york|nyc|san francisco|sf|los angeles|chicago|boston|seattle|miami|houston|dallas|austin|denver|atlanta|phoenix|las vegas|portland|philadelphia|washington|detroit|san diego|nashville|orlando|california|texas|florida|hawaii|alaska|arizona|nevada|oregon|colorado|georgia|ohio|michigan|bahamas|belize|liberia|cayman islands|palau)\b/i;

/** A temperature the message writes: "72 degrees", "21°". */
const DEGREES = /(-?\d+(?:\.\d+)?)\s*(?:°|degrees?\b)/i;
/** Above this a temperature is Fahrenheit's: no room or weather is 46 °C or more. */
const HOTTEST_CELSIUS = 45;

/**
 * The temperature unit a model picks when the message names none: Fahrenheit for a temperature
 * no room or weather has in Celsius ("Set the thermostat to 72 degrees") or a place that uses
 * it, Celsius anywhere else ("the weather in Paris" → celsius). `unplaced` (an optional unit of a
 * message that names no place): undefined instead of Celsius, so the unit is left out. Undefined
 * when the enum is not a temperature unit's.
 */
function temperatureUnit(values: readonly string[], text: string, unplaced: boolean): string | undefined {
  const fahrenheit = values.find((value) => /^(?:f|fahrenheit|imperial|°f)$/i.test(value));
  const celsius = values.find((value) => /^(?:c|celsius|centigrade|metric|°c)$/i.test(value));
  if (fahrenheit === undefined || celsius === undefined) return undefined;
  const degrees = /°|degree/i.test(text) ? DEGREES.exec(text.slice(0, 600)) : null;
  if ((degrees && Number(degrees[1]) > HOTTEST_CELSIUS) || FAHRENHEIT_PLACES.test(text)) return fahrenheit;
  return unplaced && degrees === null ? undefined : celsius;
}

/** The kinds of list that grow to what a model writes. */
const GROWS: ReadonlySet<Kind> = new Set(["person", "step", "sentence", "tag", "color"]);

/**
 * A list of people, steps or sentences the faker left shorter than a model writes it: two or
 * three items (a question's choices: four); a list of tags as long as the prompt has words for.
 */
function growList(list: unknown[], node: Json, items: Json, kind: Kind, key: string, reading: Reading, rewrites: Rewrite[]): void {
  // Colours are the ones the user named ("comes in pink and blue"), as many as named; none named: the faker's stay.
  if (kind === "color" && reading.conversation.colors.length === 0) return;
  const keywords = kind === "color" ? reading.conversation.colors.length : reading.conversation.keywords.length;
  if ((kind === "tag" || kind === "color") && keywords > 0) {
    // A model writes the tags it has words for: the faker's items past them ("LPoN3op") go, down to minItems.
    const keep = Math.max(keywords, typeof node.minItems === "number" ? node.minItems : 0);
    if (list.length > keep) {
      const removed = list.slice(keep);
      rewrites.push({ apply: () => void (list.length = keep), undo: () => void list.push(...removed) });
      return;
    }
  }
  // A question offers four choices ("Option 1" … "Option 4"), not the one or two the faker wrote.
  const choices = CHOICE_LISTS.has(singular(wordsOf(key).pop() ?? ""));
  const wanted = Math.min(
    choices ? CHOICES_OFFERED : kind === "person" && reading.people.length > 0 ? reading.people.length : kind === "color" ? keywords : kind === "step" ? (reading.conversation.workedSteps ?? 3) : 3,
    typeof node.maxItems === "number" ? node.maxItems : choices ? CHOICES_OFFERED : 3,
  );
  if (list.length >= wanted) return;
  const added: string[] = [];
  for (let i = list.length; i < wanted; i++) {
    // Key points of a given text are its sentences: none made up past them.
    const given = kind === "sentence" && reading.conversation.passage.length > 0;
    const text = fitLength(
      choices ? `${capitalized(singular(wordsOf(key).pop()!))} ${i + 1}` : given ? passageText(kind, key, i, false, reading) : ((kind === "sentence" ? descriptionOf(key, i, reading) : undefined) ?? textFor(kind, i, reading)),
      items,
    );
    // Out of things to write (the prompt's keywords): the list stays as long as it got.
    if (text === undefined) break;
    added.push(text);
  }
  if (added.length === 0) return;
  // Appends, so that rewrites of the items already there stay.
  const length = list.length;
  rewrites.push({
    apply: () => void list.push(...added),
    undo: () => void (list.length = length),
  });
}

/**
 * The text of a value of `kind` that the conversation states, or undefined: what a nullable field
 * holds. People, colours, days and places only as the user named them; texts about the prompt
 * (titles, sentences, its language) as `textFor` writes them; contact details, codes and the
 * like are never invented for a field that may say "unknown".
 */
function statedText(kind: Kind, index: number, reading: Reading): string | undefined {
  switch (kind) {
    case "person":
      return reading.people[index];
    case "first-name":
      return reading.people[index]?.split(" ")[0];
    case "last-name":
      return reading.people[index]?.split(" ")[1];
    case "color":
      return reading.conversation.colors[index] ?? reading.color;
    case "date":
      return reading.dates[index];
    case "email":
      return takeEmail(reading);
    case "time":
      return reading.conversation.times[index];
    case "city":
    case "country":
    case "place":
    case "company":
      return takeWord(reading);
    case "postal-code":
      return statedPostalCode(reading);
    case "language":
    case "sentiment":
    case "title":
    case "tag":
    case "category":
    case "query":
    case "expression":
    case "step":
    case "sentence":
    case "chat-message":
    case "setup":
    case "punchline":
      return textFor(kind, index, reading);
    default:
      return undefined;
  }
}

/** The text a model writes for a value of `kind`, the `index`-th of its list. */
function textFor(kind: Kind, index: number, reading: Reading): string | undefined {
  const { random, subject } = reading;
  switch (kind) {
    case "person": {
      const named = reading.people[index];
      if (named) return named;
      const { first, last } = personName(random);
      return `${first} ${last}`;
    }
    case "first-name":
      return reading.people[index]?.split(" ")[0] ?? personName(random).first;
    case "last-name":
      return reading.people[index]?.split(" ")[1] ?? personName(random).last;
    case "username": {
      const { first, last } = personName(random);
      return ascii(`${first}_${last}`);
    }
    case "email": {
      const written = takeEmail(reading);
      if (written !== undefined) return written;
      const { first, last } = personName(random);
      return emailOf(first, last, random);
    }
    case "phone":
      return phoneNumber(random);
    case "url":
      return `https://example.com/${ascii(titleOf(subject)).replace(/_+/g, "-") || "page"}`;
    case "city":
      return takeWord(reading) ?? pickFrom(CITIES, index, random);
    case "country":
      return takeWord(reading) ?? pickFrom(COUNTRIES, index, random);
    case "place":
      return takeWord(reading) ?? pickFrom(CITIES, index, random);
    case "address":
      return `${random.int(2, 240)} ${pickFrom(STREETS, index, random)}`;
    case "postal-code":
      // The code the user wrote ("CA 94043"), else five digits as a US ZIP code has, never the faker's letters ("amTo").
      return statedPostalCode(reading) ?? String(random.int(10_000, 99_999));
    case "company":
      return takeWord(reading) ?? pickFrom(COMPANIES, index, random);
    case "color":
      return reading.conversation.colors[index] ?? reading.color ?? pickFrom(COLORS, index, random);
    case "setup":
      return (reading.joke ??= jokeAbout(reading.prompt, random)).setup;
    case "punchline":
      return (reading.joke ??= jokeAbout(reading.prompt, random)).punchline;
    case "quantity":
      return reading.lowerPrompt.includes("recipe") || reading.lowerPrompt.includes("ingredient") || reading.lowerPrompt.includes("cook") || reading.lowerPrompt.includes("bake")
        ? amountOf(random.int(1, 4), KITCHEN_UNITS[(index + random.int(0, KITCHEN_UNITS.length - 1)) % KITCHEN_UNITS.length]!)
        : String(random.int(1, 12));
    case "language":
      return languageOf(reading.prompt);
    case "sentiment":
      return sentimentOf(reading.lowerPrompt);
    case "currency":
      return pickFrom(CURRENCIES, index, random);
    case "date":
      return reading.dates[index] ?? `2026-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    case "time":
      return reading.conversation.times[index] ?? `${String(random.int(8, 18)).padStart(2, "0")}:${random.pick(["00", "15", "30", "45"])}`;
    case "datetime":
      return `2026-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}T${String(random.int(8, 18)).padStart(2, "0")}:${random.pick(["00", "15", "30", "45"])}:00Z`;
    case "title":
      return titleOf(subject);
    case "tag":
      // No made-up tag ("quantum-3") past the words the prompt gives: the list stays shorter.
      return reading.conversation.keywords[index];
    case "category":
      return titleOf(subject);
    case "status":
      return pickFrom(STATUSES, index, random);
    case "priority":
      // A ticket's priority as a model grades it from the text: "high" for an outage or a blocked user, "low" for a typo.
      return cuedValue(["high", "low"], reading.prompt) ?? "medium";
    case "query":
      return reading.prompt || subject;
    case "expression":
      return reading.expression;
    case "step": {
      // The steps of solving the prompt's equation ("Subtract 7 from both sides …: 8x = -30").
      const worked = reading.conversation.solution?.steps[index];
      if (worked) return `${worked.explanation.replace(/\.$/, "")}: ${worked.output}`;
      return fillSubject(STEPS[Math.min(index, STEPS.length - 1)]!, subject);
    }
    case "sentence":
      // A tool call's text the message writes nothing for says what was asked ("Create a Jira ticket for the
      // checkout crash" → "The checkout crash."), not a sentence about it ("The checkout crash works best when…").
      if (reading.call) return `${capitalized(subject).replace(/[.!?]+$/, "")}.`;
      return fillSubject(SENTENCES[(reading.sentenceStart + reading.sentencesUsed++) % SENTENCES.length]!, subject);
    case "chat-message":
      return fillSubject(CHAT_MESSAGES[(reading.sentenceStart + index) % CHAT_MESSAGES.length]!, subject.replace(/^(?:the|a|an) /i, ""));
    case "other":
      return takeWord(reading);
    case "id":
      return undefined;
  }
}

/** A postal code as people write one: a US ZIP code ("94043", "94043-1351"), a UK or Canadian postcode ("SW1A 1AA", "K1A 0B1"). */
const POSTAL_CODE = /\b\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/;

/** The postal code the user wrote, or undefined. */
function statedPostalCode(reading: Reading): string | undefined {
  return POSTAL_CODE.exec(reading.prompt)?.[0];
}

/** Area codes of US phone numbers, for a made-up number. */
const AREA_CODES = [212, 415, 312, 206, 617, 512, 303, 404];

/** A phone number as an app shows one: "+1 (415) 555-0142", in the 555-01xx numbers kept for fiction. */
function phoneNumber(random: Random): string {
  return `+1 (${AREA_CODES[random.int(0, AREA_CODES.length - 1)]}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}

/** Names of a field that describes the document's thing: a model describes it there, it gives no advice. */
const DESCRIBING_HEADS: ReadonlySet<string> = new Set(["description", "summary", "bio", "biography", "overview", "about", "caption", "abstract", "excerpt"]);
/** A prompt about characters of a game or a story: a description is a character's. */
/** A prompt that registers a person: a document's `name` is theirs. */
const SIGN_UP_PROMPT = /\b(?:sign(?:ing|ed|s)?[ -]?up|regist(?:er|ering|ered|ration)|enrol(?:l|ls|led|ling)?|onboard(?:ing)?|(?:add|create|new) (?:a |an )?(?:user|member|contact|customer|account|employee|student|profile)s?)\b/;
const CHARACTER_PROMPT = /\b(?:heroe?s?|heroines?|characters?|villains?|npcs?|adventurers?|protagonists?)\b/;
/** A prompt about a product: a description is a product's. */
const PRODUCT_PROMPT = /\b(?:products?|listings?|sell|selling|shop|store|e-?commerce|catalog(?:ue)?)\b/;
const CHARACTER_DESCRIPTIONS = [
  "A battle-scarred veteran who fights to protect the villages of the northern frontier.",
  "A quick-witted wanderer with a mysterious past and a talent for getting out of trouble.",
  "A scholar of forgotten lore, searching for the lost book that could save the realm.",
  "A loyal guardian sworn to an ancient order, steady in battle and slow to anger.",
  "A charming outlaw who never met a lock, or a rule, they couldn't break.",
  "A soft-spoken healer from the mountain monasteries, braver than anyone expects.",
];
/** A product's description; {Name} is the product as a name ("Stainless Steel Water Bottle"). */
const PRODUCT_DESCRIPTIONS = [
  "Meet the {Name}: built to last, easy to use and made for everyday life.",
  "The {Name} pairs durable materials with a clean, simple design you'll reach for every day.",
  "Designed for everyday use, the {Name} focuses on the details that matter most.",
];
/** A prompt about software: its features are an app's. */
const SOFTWARE_PROMPT = /\b(?:apps?|software|saas|platform|tool|website|extension|plugin|api|service|dashboard)\b/;
/** Names of a product page's bullets, besides `features`: in a prompt about a product, what it offers. */
const PRODUCT_BULLET_HEADS: ReadonlySet<string> = new Set(["bullet", "bulletpoint", "point", "highlight", "benefit", "sellingpoint", "keyfeature", "usp"]);
const APP_FEATURES = ["Clean, simple interface", "Works on web and mobile", "Sync across all your devices", "Secure sign-in and private by default", "Fast search and smart filters"];
/** Taglines; {Subject} is the subject as a title ("Stainless steel water bottle"). */
const TAGLINES = ["{Subject}, done right.", "{Subject} made simple.", "Everyday {subject}, made better."];
/** A description of anything else: what a short overview of it says. */
const DESCRIPTIONS = [
  "{Subject} at a glance: what it is, how it works and why it matters.",
  "A short overview of {subject}, covering the essentials and what makes it stand out.",
  "{Subject}, explained simply: the key ideas first, then the details that build on them.",
];

/**
 * The text of a field that describes the document's thing (`description`, `summary`, `bio`): a
 * character's in a prompt about heroes, a product's in one about products, else an overview of
 * the subject, never advice ("Check the result against what my game set out to do."). Undefined
 * for other fields.
 */
function descriptionOf(key: string, index: number, reading: Reading): string | undefined {
  const head = singular(wordsOf(key).pop() ?? "");
  const lower = reading.lowerPrompt;
  const at = reading.exampleStart + index;
  // A product's or an app's features and its tagline, as its page lists them.
  if (head === "feature" && SOFTWARE_PROMPT.test(lower)) return APP_FEATURES[index % APP_FEATURES.length];
  // A product page's bullets: the features of the product asked about ("Biodegradable, sustainably sourced bamboo handle").
  if (head === "feature" || (PRODUCT_PROMPT.test(lower) && PRODUCT_BULLET_HEADS.has(head))) {
    const features = productFeatures(reading.subject);
    return features[index % features.length];
  }
  if (head === "tagline" || head === "slogan" || head === "motto") return fillSubject(TAGLINES[at % TAGLINES.length]!, titleOf(reading.subject));
  if (!DESCRIBING_HEADS.has(head)) return undefined;
  if (CHARACTER_PROMPT.test(lower)) return CHARACTER_DESCRIPTIONS[at % CHARACTER_DESCRIPTIONS.length];
  if (PRODUCT_PROMPT.test(lower)) {
    const copy = head === "description" ? productCopy(titleOf(reading.subject).toLowerCase()) : undefined;
    if (copy !== undefined) return copy;
    const name = titleOf(reading.subject).replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    return PRODUCT_DESCRIPTIONS[at % PRODUCT_DESCRIPTIONS.length]!.replace("{Name}", name);
  }
  // A tool call's description says what was asked ("Create a ticket for the checkout crash" → "The checkout crash."), not an overview of it.
  if (reading.call) return `${capitalized(reading.subject).replace(/[.!?]+$/, "")}.`;
  return fillSubject(DESCRIPTIONS[at % DESCRIPTIONS.length]!, reading.subject);
}

/** How many choices a quiz's question offers. */
const CHOICES_OFFERED = 4;
/** Questions a quiz asks about its subject, for a `question` of a list. */
const QUIZ_QUESTIONS = [
  "Which statement about {subject} is true?",
  "What is the main idea behind {subject}?",
  "Which of these best describes {subject}?",
  "What is {subject} best known for?",
  "Why does {subject} matter?",
  "Which of these is part of {subject}?",
];
/** Names of the field of a quiz's question that holds its text. */
const QUESTION_TEXT = /^(?:question|question_?text|prompt|text)$/;
/** Names of the field of a question that holds its right choice. */
const RIGHT_CHOICE = /^(?:(?:correct|right|true)_?(?:answer|option|choice)?|answer|solution)$/;
/** Names of the integer field of a question that holds its right choice's place among the options (`answer_index`, `correctOptionIndex`, an integer `correct_answer`). */
const RIGHT_CHOICE_INDEX = /^(?:(?:correct|right)_)?(?:answer|option|choice)_(?:index|idx)$|^(?:correct|right)_(?:(?:answer|option|choice)_)?(?:index|idx)$|^(?:correct|right)_(?:answer|option|choice)$/;

/** The `index`-th question of a quiz about the prompt's subject: a different one for each. */
function quizQuestion(index: number, reading: Reading): string {
  return fillSubject(QUIZ_QUESTIONS[(reading.exampleStart + index) % QUIZ_QUESTIONS.length]!, reading.subject);
}

/**
 * Sets the right choice of each question in `node` (an object with a list of choices and an
 * `answer` or `correct_answer` string, or an `answer_index`) to one of its choices, drawn from
 * the request's seed: a quiz UI marks the option equal to the answer (or at the index), and a
 * sentence beside "Option 1" … "Option 4" matches none, nor does index 215 of four. A quiz about a subject quizzes.ts knows gets its questions, options and answers.
 */
function answerAmongChoices(node: unknown, reading: Reading, rewrites: Rewrite[], budget: { nodes: number; questions: number }): void {
  if (node === null || typeof node !== "object" || budget.nodes++ > MAX_NODES) return;
  if (Array.isArray(node)) {
    for (const item of node) answerAmongChoices(item, reading, rewrites, budget);
    return;
  }
  const object = node as Json;
  const choicesKey = Object.keys(object).find((key) => CHOICE_LISTS.has(singular(wordsOf(key).pop() ?? "")) && Array.isArray(object[key]) && (object[key] as unknown[]).length > 1 && (object[key] as unknown[]).every((choice) => typeof choice === "string"));
  const choices = choicesKey === undefined ? undefined : (object[choicesKey] as string[]);
  const answer = Object.keys(object).find((key) => RIGHT_CHOICE.test(wordsOf(key).join("_")) && typeof object[key] === "string");
  // The right choice as its place among the options, counted from 0 as a list is indexed.
  const answerIndex = choices ? Object.keys(object).find((key) => RIGHT_CHOICE_INDEX.test(wordsOf(key).join("_")) && Number.isInteger(object[key])) : undefined;
  const marked = answer ?? answerIndex;
  // A quiz about a subject the mock knows asks its real questions, with real options (quizzes.ts).
  const questionKey = Object.keys(object).find((key) => QUESTION_TEXT.test(wordsOf(key).join("_")) && typeof object[key] === "string");
  // The question's place in the quiz: each asks its own.
  const place = choices && questionKey !== undefined ? budget.questions++ : 0;
  const known = choices && marked !== undefined && questionKey !== undefined ? knownQuizQuestion(reading.subject, reading.conversation.text, place, choices.length) : undefined;
  // Another subject's question whose options are still the numbered ones ("Option 1"): a question
  // any subject can be asked, with options about it (quizzes.ts).
  const asked = !known && choices && questionKey !== undefined && choices.every((choice) => NUMBERED_CHOICE.test(choice)) ? subjectQuizQuestion(reading.subject, place, choices.length) : undefined;
  const written = known ?? asked;
  if (written) {
    const marks = [...(answer === undefined ? [] : [[answer, written.answer] as const]), ...(answerIndex === undefined ? [] : [[answerIndex, written.options.indexOf(written.answer)] as const])];
    for (const [key, value] of [[questionKey!, written.question], [choicesKey!, written.options], ...marks] as const) {
      const known = rewrite(object, key, value);
      known.apply();
      rewrites.push(known);
    }
  } else if (choices && answer !== undefined && !choices.includes(object[answer] as string)) {
    const chosen = rewrite(object, answer, choices[reading.random.int(0, choices.length - 1)]);
    chosen.apply();
    rewrites.push(chosen);
  }
  if (!written && choices && answerIndex !== undefined) {
    // An index past the options ("answer_index": 215 of four) points a quiz UI at nothing: one of them, the string answer's where there is one.
    const index = object[answerIndex] as number;
    const named = answer === undefined ? -1 : choices.indexOf(object[answer] as string);
    if (named >= 0 ? index !== named : index < 0 || index >= choices.length) {
      const chosen = rewrite(object, answerIndex, named >= 0 ? named : reading.random.int(0, choices.length - 1));
      chosen.apply();
      rewrites.push(chosen);
    }
  }
  for (const value of Object.values(object)) answerAmongChoices(value, reading, rewrites, budget);
}

/** Names of a list whose items are venture ideas, and of an idea's field that pitches it. */
const IDEA_LISTS: ReadonlySet<string> = new Set(["idea", "startup", "business", "app", "suggestion", "company", "venture", "element", "item"]);
const IDEA_PITCHES: ReadonlySet<string> = new Set(["description", "pitch", "summary", "idea", "concept", "overview", "explanation", "what", "tagline"]);
/** Names of a list whose items are name ideas (`names`, `ideas`, `suggestions`). */
const NAME_LISTS: ReadonlySet<string> = new Set(["name", "brand", "idea", "suggestion", "option"]);
/** Names of the field of a name idea that says why it fits. */
const NAME_REASONS: ReadonlySet<string> = new Set(["reason", "meaning", "rationale", "explanation", "description", "why", "reasoning"]);

/**
 * The names and taglines a model writes when the prompt asks to name a venture it says nothing
 * about ("Name my startup"): a top-level `name` (`brand`) and `tagline`, the strings of a `names`
 * list, and the `name` and `reason` of the items of `names` (`ideas`, `suggestions`); brandable
 * names as the chat reply lists them (venture-names.ts), not "Startup" or "Name 1". Undefined for
 * other fields and prompts.
 */
function ventureText(path: Path, reading: Reading): string | undefined {
  if (path.length > 3) return undefined;
  const headOf = (part: string | number | undefined) => (typeof part === "string" ? singular(wordsOf(part).pop() ?? "") : "");
  const [first, second, third] = path;
  // "Generate 3 startup ideas" with `ideas[].name` and `.description`: ventures, each its name and pitch (startup-ideas.ts).
  if (path.length === 3 && typeof second === "number" && IDEA_LISTS.has(headOf(first)) && STARTUP_IDEAS_PROMPT.test(reading.prompt)) {
    const head = headOf(third);
    if (head === "name" || head === "title") return startupIdea(second, reading.prompt).name;
    if (IDEA_PITCHES.has(head)) return startupIdea(second, reading.prompt).pitch;
  }
  if (reading.venture === undefined) return undefined;
  if (path.length === 1) {
    const head = headOf(first);
    if (head === "name" || head === "brand") return ventureName(0, reading.prompt);
    if (head === "tagline" || head === "slogan" || head === "motto") return ventureTagline(ventureName(0, reading.prompt), reading.prompt);
    return undefined;
  }
  if (typeof second !== "number" || !NAME_LISTS.has(headOf(first))) return undefined;
  if (path.length === 2) return ventureName(second, reading.prompt);
  const head = headOf(third);
  if (head === "name" || head === "brand") return ventureName(second, reading.prompt);
  if (NAME_REASONS.has(head)) return ventureMeaning(second, reading.prompt);
  return undefined;
}

/** Names of a list of a written piece's parts, and of a part's heading. */
const SECTION_LISTS: ReadonlySet<string> = new Set(["section", "part", "chapter", "paragraph"]);
const HEADING_HEADS: ReadonlySet<string> = new Set(["heading", "title", "header", "name", "subtitle", "subheading"]);

/**
 * A part of the essay, article or blog post the prompt asks for, written in sections
 * (`sections[].heading` and `.content`, `paragraphs: string[]`): its headings and paragraphs in
 * order, not "Section 1" and filler. Undefined for other fields, or when the prompt asks for no piece.
 */
function essaySection(path: Path, reading: Reading): string | undefined {
  const [list, index, key] = path;
  if (path.length < 2 || path.length > 3 || typeof list !== "string" || typeof index !== "number" || !SECTION_LISTS.has(singular(wordsOf(list).pop() ?? ""))) return undefined;
  const essay = reading.essay;
  if (essay === undefined) return undefined;
  const at = index % essay.paragraphs.length;
  if (path.length === 2) return essay.paragraphs[at];
  const head = typeof key === "string" ? singular(wordsOf(key).pop() ?? "") : "";
  if (HEADING_HEADS.has(head)) return essay.headings[at];
  if (ESSAY_BODY_HEADS.has(head) || head === "paragraph") return essay.paragraphs[at];
  return undefined;
}

/** Names of a top-level field that holds a written piece's text: a blog post's `content`. */
const ESSAY_BODY_HEADS: ReadonlySet<string> = new Set(["content", "body", "text", "article", "post", "essay", "markdown", "draft"]);

/**
 * A top-level field of the essay, article or blog post the prompt asks for ("Write a blog post
 * about remote work" with `{title, content}`): the title its title, the body its paragraphs,
 * an introduction or a conclusion its first or last; undefined for other fields, or when the
 * prompt asks for no such piece.
 */
function essayText(kind: Kind, key: string, reading: Reading): string | undefined {
  if (kind !== "title" && kind !== "sentence" && kind !== "other") return undefined;
  const essay = reading.essay;
  if (essay === undefined) return undefined;
  const head = singular(wordsOf(key).pop() ?? "");
  if (kind === "title" && head !== "name") return essay.title;
  if (ESSAY_BODY_HEADS.has(head)) return essay.paragraphs.join("\n\n");
  if (head === "intro" || head === "introduction") return essay.paragraphs[0];
  if (head === "conclusion") return essay.paragraphs.at(-1);
  return undefined;
}

/**
 * A top-level field of the story the prompt asks for ("Write a short story about a cat named
 * Luna" with `{title, story}`): the story's title and the story itself (story-documents.ts).
 */
function storyText(kind: Kind, key: string, reading: Reading): string | undefined {
  if ((kind !== "title" && kind !== "sentence" && kind !== "other") || !asksForStory(reading.lowerPrompt)) return undefined;
  return storyField(singular(wordsOf(key).pop() ?? ""), kind === "title" && singular(wordsOf(key).pop() ?? "") !== "name", reading.prompt);
}

/** Names of the field that holds a text's gist. */
const SUMMARY_HEADS: ReadonlySet<string> = new Set(["summary", "tldr", "gist", "abstract", "overview", "synopsis"]);
/** Most characters of a gist: its first sentence, and the second when both fit. */
const GIST_CHARS = 240;
/**
 * The text the prompt gives ("Summarize this article: <text>") as a field takes it: a summary its
 * first sentence or two, a top-level title its first sentence as a headline, the `listIndex`-th
 * item of a list of sentences (`key_points`) its sentence of that place, another sentence field
 * its next sentence. Undefined when the prompt gives no text, or the field takes none of it.
 */
function passageText(kind: Kind, key: string, listIndex: number | undefined, topLevel: boolean, reading: Reading): string | undefined {
  const passage = reading.conversation.passage;
  // A text given to classify, or a customer's ticket to summarise: its summary says what it says, in
  // the third person ("Package arrived damaged; customer requests a refund."), not in the writer's words.
  if (kind === "sentence" && topLevel && listIndex === undefined && SUMMARY_HEADS.has(singular(wordsOf(key).pop() ?? ""))) {
    const gist = judgedTextGist(reading.prompt);
    if (gist !== undefined || passage.length === 0) return gist;
  }
  if (passage.length === 0) return undefined;
  if (kind === "title") return topLevel ? headlineOf(passage[0]!) : undefined;
  if (kind !== "sentence") return undefined;
  if (listIndex !== undefined) return passage[listIndex];
  if (SUMMARY_HEADS.has(singular(wordsOf(key).pop() ?? ""))) {
    const [first, second] = passage as [string, string];
    const gist = passage.length > 2 && first.length + second.length < GIST_CHARS ? `${first} ${second}` : first;
    // An email's summary says who wrote it, and what the rest of it asks ("Sara says the launch moves to May 3; Priya is to …").
    const sender = reading.conversation.sender;
    if (sender === undefined) return gist;
    const said = passage.slice(0, 3).map((sentence) => sentence.replace(/[.!?]+$/, ""));
    const opening = said[0]!.replace(/^(?:The|A|An|Our|We|It|This)\b/, (word) => word.toLowerCase());
    return `${sender} says ${[opening, ...said.slice(1)].join("; ")}.`;
  }
  return passage[reading.passageUsed++];
}

/** One of `list`, different for each `index` of a list. */
function pickFrom(list: readonly string[], index: number, random: Random): string {
  return list[(index + random.int(0, list.length - 1)) % list.length]!;
}

/** "1 cup", "3 cups". */
function amountOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The next email address the user wrote that no field has taken yet. */
function takeEmail(reading: Reading): string | undefined {
  const email = reading.conversation.emails[reading.emailsTaken];
  if (email !== undefined) reading.emailsTaken++;
  return email;
}

/** The next word the user wrote that no field has taken yet. */
function takeWord(reading: Reading): string | undefined {
  return reading.words[reading.wordsTaken++];
}

function fillSubject(template: string, subject: string): string {
  return template.replaceAll("{Subject}", capitalized(subject)).replaceAll("{subject}", subject);
}

function ascii(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    // The marks NFD splits off go, not the letter's place: "wiśniewski" → "wisniewski", not "wis_niewski".
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/ø/g, "o")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/** `text` within the schema's lengths: cut at a word when too long, undefined when too short. */
function fitLength(text: string | undefined, node: Json): string | undefined {
  if (text === undefined) return undefined;
  if (node.maxLength === undefined && node.minLength === undefined) return text;
  const max = typeof node.maxLength === "number" ? node.maxLength : Infinity;
  const min = typeof node.minLength === "number" ? node.minLength : 0;
  let fitted = text;
  if ([...fitted].length > max) {
    const cut = [...fitted].slice(0, max).join("");
    const space = cut.lastIndexOf(" ");
    fitted = space >= Math.max(min, 1) ? cut.slice(0, space).replace(/[,;:]$/, "") : cut;
  }
  return [...fitted].length >= min && [...fitted].length <= max ? fitted : undefined;
}


/** The bounds a number's schema sets, and whether a number keeps to them. */
function numberBounds(node: Json): { integer: boolean; min: number; max: number; fits: (number: number) => boolean } {
  const integer = node.type === "integer" || (Array.isArray(node.type) && node.type.includes("integer") && !node.type.includes("number"));
  const max = typeof node.maximum === "number" ? node.maximum : Infinity;
  const min = typeof node.minimum === "number" ? node.minimum : -Infinity;
  const fits = (number: number) =>
    number <= max &&
    number >= min &&
    (!integer || Number.isInteger(number)) &&
    !(typeof node.exclusiveMaximum === "number" && number >= node.exclusiveMaximum) &&
    !(typeof node.exclusiveMinimum === "number" && number <= node.exclusiveMinimum);
  return { integer, min, max, fits };
}

/**
 * The scale a number's description gives: "How aggressive the text is on a scale from 1 to 10"
 * → [1, 10]; "between 0 and 100", "(1-5)". A model keeps to it although the schema does not.
 */
export function scaleOf(description: unknown): readonly [number, number] | undefined {
  if (typeof description !== "string") return undefined;
  const match = /\b(?:from|between|of|scale|range|rate|rated)\s*:?\s*(-?\d+(?:\.\d+)?)\s*(?:to|and|-|–)\s*(-?\d+(?:\.\d+)?)\b|\((-?\d+)\s*(?:-|–|to)\s*(-?\d+)\)/i.exec(description.slice(0, 300));
  if (!match) return undefined;
  const low = Number(match[1] ?? match[3]);
  const high = Number(match[2] ?? match[4]);
  return low < high ? [low, high] : undefined;
}

/** The number the user wrote that a field of `kind` takes (its span, the schema's and the description's bounds), the first not taken yet. */
function statedNumber(kind: NumberKind | undefined, node: Json, reading: Reading, inList = false, ids?: ReadonlySet<number>, skipped?: ReadonlySet<number>): number | undefined {
  const { fits, min, max } = numberBounds(node);
  // A rating or a score on the schema's own scale ("85 out of 100" for a `score` of 0–100, not
  // the 0–1 its name suggests): the schema's bounds are the span a stated number must fall in.
  const ownScale: readonly [number, number] | undefined = kind !== undefined && kind.span[1] <= 10 && max !== Infinity ? [min === -Infinity ? 0 : min, max] : undefined;
  const span = ownScale ?? kind?.span ?? scaleOf(node.description) ?? [-Infinity, Infinity];
  // "Generate 3 fake users": the 3 counts the list's records, it is none of their fields (an `age` of 3).
  const count = inList ? askedCountAt(reading.numbers, reading.conversation.counts) : -1;
  // "4 out of 5" for a `rating` of 1–10 is an 8: a score written on another scale takes the field's.
  const valueAt = (number: number, i: number) => onFieldScale(number, reading.scaleAt.get(i), min, max, node);
  const takes = (number: number, i: number) => {
    const value = valueAt(number, i);
    // "a used 2018 Honda Civic": the 2018 is the car's year, no price of it.
    if (kind?.money && reading.modelYearAt.has(i)) return false;
    return i !== count && !reading.numbersTaken.has(i) && !reading.datedAt.has(i) && !(skipped?.has(i) ?? false) && value >= span[0] && value <= span[1] && fits(value) && !(ids?.has(number) ?? false);
  };
  // Money to money: a `price` takes "$799" before the 15 of "iPhone 15"; other fields take an amount last.
  const money = reading.moneyAt;
  const preferred = money.size === 0 ? -1 : reading.numbers.findIndex((number, i) => money.has(i) === (kind?.money ?? false) && takes(number, i));
  const index = preferred >= 0 ? preferred : reading.numbers.findIndex(takes);
  if (index < 0) return undefined;
  reading.numbersTaken.add(index);
  // The 5 of "4 out of 5" is the score's scale, no number another field takes.
  if (reading.scaleAt.has(index)) reading.numbersTaken.add(index + 1);
  return valueAt(reading.numbers[index]!, index);
}

/**
 * A score written out of `scale` on the field's own scale, as a model converts it: the same share
 * of the field's maximum ("4 out of 5" → 8 of 10, "85 out of 100" → 4.25 of 5, 4 when whole
 * numbers), rounded to two decimals. A score on the field's scale, or a field without a finite
 * positive maximum, keeps the number written.
 */
function onFieldScale(score: number, scale: number | undefined, min: number, max: number, node: Json): number {
  if (scale === undefined || scale <= 0 || max === Infinity || max <= 0 || max === scale || score > scale) return score;
  const converted = Math.max(min, (score / scale) * max);
  return numberBounds(node).integer ? Math.round(converted) : Math.round(converted * 100) / 100;
}

/** Whether `key` names an identifier (`deal_id`, `issue_number`, `ids`): it takes the numbers written as ids. */
function isIdKey(key: string): boolean {
  return ID_HEADS.has(wordsOf(key).pop() ?? "");
}
const ID_HEADS: ReadonlySet<string> = new Set(["id", "ids", "number", "no", "num", "nr"]);

/** Whether a value at `path` is in a list's item: the list's count is not its to take. */
function inListOf(path: Path): boolean {
  return path.some((part) => typeof part === "number");
}

/** No number of the conversation. */
const NO_NUMBERS: ReadonlySet<number> = new Set();
/** Heads of a field that counts people (numberHead's): `guests`, `passengers`, `adults`. */
const PEOPLE_COUNT = /^(?:guest|passenger|people|person|adult|traveler|traveller|attendee|pax)$/;
/** No score of the conversation written on a scale. */
const NO_SCALES: ReadonlyMap<number, number> = new Map();

/** Above this a number of unknown meaning is the faker's, not a model's: zod's integers reach 2^53 (`aggressiveness: 4135040657129474`). */
const PLAIN_NUMBER_LIMIT = 10_000;

/** A number a model would write for a value of `kind` (by its property's name), within the schema's bounds, or undefined to keep the faker's. */
function numberFor(kind: NumberKind | undefined, node: Json, value: number, reading: Reading, inList = false, ids?: ReadonlySet<number>, skipped?: ReadonlySet<number>): number | undefined {
  if (node.multipleOf !== undefined) return undefined;
  const { integer, max, fits } = numberBounds(node);
  // The numbers the user wrote go to the number fields in order, each to one that it fits.
  const stated = statedNumber(kind, node, reading, inList, ids, skipped);
  if (stated !== undefined) return stated;
  const scale = kind ? undefined : scaleOf(node.description);
  let number = kind
    ? kind.draw(reading.random)
    : scale
      ? integer || scale[1] - scale[0] >= 5
        ? reading.random.int(Math.ceil(scale[0]), Math.floor(scale[1]))
        : scale[0] + (reading.random.int(0, 100) / 100) * (scale[1] - scale[0])
      : Math.abs(value) > PLAIN_NUMBER_LIMIT
        ? reading.random.int(1, 100)
        : // A count, a size, a stat: a model writes them positive where the schema allows it (the faker's `strength: -366`).
          Math.round((value < 0 && fits(-value) ? -value : value) * 100) / 100;
  // A score on a scale of 10 or 100 rather than 1.
  if (kind && number > 0 && number < 1 && max >= 10 && max !== Infinity) number = Math.round(number * max * 10) / 10;
  // Stars out of 5 on a wider scale: a `rating` of 1–10 or 0–100 draws 8 or 80, not 4 (designed: the same share of the scale).
  else if (kind?.names.test("rating") && number >= 1 && number <= 5 && max > 5 && max !== Infinity) number = Math.round((number / 5) * max * 10) / 10;
  if (integer) number = Math.round(number);
  if (!fits(number)) number = integer ? Math.round(value) : Math.round(value * 100) / 100;
  return fits(number) ? number : undefined;
}
