/**
 * JSON documents generated from a caller's JSON Schema (a tool's `parameters`, a
 * `response_format` schema): json-schema-faker makes a candidate from a seed, the schema checks
 * it (caller-schema.ts: Ajv in Node, an interpreter in a page),
 * and only a document the schema accepts is returned. The caller's schema is untrusted input,
 * so everything here is bounded: the schema's size and the sizes it asks for are checked before
 * generating, the faker's depth and array lengths are capped, a few seeds are tried and then the
 * schema is called unsatisfiable. Problems are values (`SchemaProblem`), turned into a 400 that
 * names the request field by the caller.
 *
 * A schema has `VARIANTS` documents; the request's seed picks one, and plausible-values.ts then
 * writes into it what a model would: titles, sentences and names from the conversation. Which
 * values it may rewrite (its plan) is found once per document and kept in the same memo entry. The compiled validator and each variant live in the deps'
 * memo (keyed by the schema's text, and by schema and variant), never in a module variable:
 * Ajv's own schema cache is emptied after every compile.
 */
import { withJudgements } from "./judgements.ts";
import { withTextAnswers } from "./from-text.ts";
import { withPostalAddress } from "./postal-addresses.ts";
import { withJobPosting } from "./job-postings.ts";
import { withOrderMessage } from "./order-messages.ts";
import { withEventDetails } from "./event-details.ts";
import { withPaper } from "./paper-citations.ts";
import { withPersonDetails } from "./person-details.ts";
import { withRecipe } from "./recipes.ts";
import { withKnownFilm } from "./known-films.ts";
import { withWorkRecords } from "./work-records.ts";
import { withCharacterSheet } from "./character-sheets.ts";
import { withOpenTasks } from "./todos.ts";
import { withPlans } from "./plan-documents.ts";
import { withPageMetadata } from "./seo-metadata.ts";
import { withProductPage } from "./product-pages.ts";
import { withCoherentRecords } from "./coherent-records.ts";
import { withDemoRecords } from "./demo-records.ts";
import { withMoneyTotals } from "./money-totals.ts";
import { withColorPalette } from "./color-palettes.ts";
import { withWeatherConditions } from "./weather-documents.ts";
import { withForecastTemperatures } from "./forecast-temperatures.ts";
import { withComparedProducts } from "./compared-products.ts";
import { withResume } from "./resume-documents.ts";
import { withSubjectFacts } from "./subject-documents.ts";
import { withoutFiller } from "./filler-strings.ts";
import { withLandmarkFacts } from "./landmark-facts.ts";
import { withVerse } from "./poem-documents.ts";
import { withNameIdeas } from "./name-ideas.ts";
import { withOrderedRanges } from "./number-ranges.ts";
import { withPriceRange } from "./price-ranges.ts";
import { withToolFacts, type ToolFacts } from "./tool-facts.ts";
import { compileCallerSchema, type DocumentCheck } from "./caller-schema.ts";
import type { Memo } from "../state/memo.ts";
import { hashSeed } from "../data/random.ts";
import { toBase36 } from "../data/base36.ts";
import { ConversationReading } from "./conversation-reading.ts";
import { listLengths, listSites, withListLengths, type ListSite } from "./list-counts.ts";
import { planRewrites, plausibleDocument, type RewritePlan } from "./plausible-values.ts";

/** A pass that rewrites a document by what the message asks, keeping only what `validate` accepts. */
type AskedPass = (document: unknown, asked: string, validate: (value: unknown) => boolean, schema: Json) => unknown;

/**
 * The passes from what the message asks, in order: the judgements its yes/no fields ask for, the
 * dish a recipe is of, a to-do list's tasks, a known film, real works with their authors
 * (work-records.ts), a game's character sheet (character-sheets.ts), what a given text holds, then the plan,
 * action items or form it asks for, a page's metadata and slug (seo-metadata.ts), and a product
 * page's headline and call to action (product-pages.ts). Later passes see earlier ones' values.
 */
const ASKED_PASSES: readonly AskedPass[] = [withJudgements, withRecipe, withOpenTasks, withKnownFilm, withWorkRecords, withCharacterSheet, withTextAnswers, withPlans, withPageMetadata, withProductPage, withVerse, withNameIdeas];

type Json = Record<string, unknown>;

/** Why a schema yields no document: not JSON Schema, too large to generate, or contradictory. */
export interface SchemaProblem {
  problem: "invalid" | "too-large" | "unsatisfiable";
  message: string;
}

/** Most characters of a schema's JSON text. */
const MAX_SCHEMA_CHARS = 64 * 1024;
/** The largest `minItems`, `minLength`, `minProperties` (or `maxItems` we honour) a schema may ask for. */
const MAX_MINIMUM = 256;
/** Most characters of a generated document. */
const MAX_DOCUMENT_CHARS = 64 * 1024;
/** Seeds tried before a schema is called unsatisfiable. */
const ATTEMPTS = 8;
/**
 * Documents per schema: a request's seed picks one of them. Varied enough that different
 * requests see different values, few enough that the memo holds a busy schema's documents and
 * a request rarely pays for json-schema-faker (about 0.4 ms a document).
 */
export const VARIANTS = 32;

/** Loaded on the first schema: plain chats never pay for json-schema-faker. */
let faker: Promise<typeof import("json-schema-faker")> | undefined;

/** The schema without the draft marker (draft-07 and 2020-12 schemas read alike for what we generate). */
function normalized(schema: Json): Json {
  if (!("$schema" in schema)) return schema;
  const { $schema: _schema, ...rest } = schema;
  return rest;
}

/** The first size a schema asks for that is too large to generate, as a message; else null. */
function tooLarge(node: unknown, depth = 0): string | null {
  if (depth > 32) return "the schema nests more than 32 levels";
  if (node === null || typeof node !== "object") return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = tooLarge(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, value] of Object.entries(node)) {
    if ((key === "minItems" || key === "minLength" || key === "minProperties" || key === "minContains") && typeof value === "number" && value > MAX_MINIMUM) {
      return `${key} ${value} is more than the mock generates (${MAX_MINIMUM})`;
    }
    const found = tooLarge(value, depth + 1);
    if (found) return found;
  }
  return null;
}

/** How deeply a schema's JSON nests (at most 33: `tooLarge` refused deeper ones). */
function nesting(node: unknown, depth = 0): number {
  if (node === null || typeof node !== "object" || depth > 32) return depth;
  let deepest = depth;
  for (const value of Object.values(node)) deepest = Math.max(deepest, nesting(value, depth + 1));
  return deepest;
}

/**
 * About how many characters the smallest document of `node` takes: what its `minItems`,
 * `minLength` and required properties force, multiplied through nesting (arrays of arrays of
 * 256 items each would be millions). References and combinators count as one value.
 */
function minimumSize(node: unknown, depth = 0): number {
  if (node === null || typeof node !== "object" || Array.isArray(node) || depth > 32) return 1;
  const schema = node as Json;
  let size = 1;
  if (typeof schema.minLength === "number") size = Math.max(size, schema.minLength);
  if (typeof schema.minItems === "number" && schema.minItems > 0) size = Math.max(size, schema.minItems * (minimumSize(schema.items, depth + 1) + 1));
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (Array.isArray(schema.required) && properties) {
    let sum = 0;
    for (const name of schema.required) if (typeof name === "string") sum += name.length + 4 + minimumSize(properties[name], depth + 1);
    size = Math.max(size, sum);
  }
  return size;
}

interface Checked {
  /** A short name of the schema text, for the keys of its documents. */
  id: string;
  schema: Json;
  validate: DocumentCheck | undefined;
  problem: SchemaProblem | undefined;
  /** The lists a prompt's counts may shape (list-counts.ts). */
  lists: readonly ListSite[];
}

/** The schema checked and compiled once per schema text (kept in the memo). */
function checked(schema: Json, text: string, memo: Memo): Checked {
  return memo.get(
    `schema|${text}`,
    (): Checked => {
      const id = toBase36(hashSeed(text));
      if (text.length > MAX_SCHEMA_CHARS) return { id, schema, validate: undefined, problem: { problem: "too-large", message: `the schema is longer than ${MAX_SCHEMA_CHARS} characters` }, lists: [] };
      const large = tooLarge(schema) ?? (minimumSize(schema) > MAX_DOCUMENT_CHARS ? `its smallest document is longer than ${MAX_DOCUMENT_CHARS} characters` : null);
      if (large) return { id, schema, validate: undefined, problem: { problem: "too-large", message: large }, lists: [] };
      const target = normalized(schema);
      try {
        return { id, schema: target, validate: compileCallerSchema(target), problem: undefined, lists: listSites(target) };
      } catch (error) {
        return { id, schema, validate: undefined, problem: { problem: "invalid", message: `it is not a valid JSON Schema: ${(error as Error).message}` }, lists: [] };
      }
    },
    () => text.length * 4 + 4096,
  );
}

/** A generated document with the plan of its rewrites (plausible-values.ts), or why there is none. */
export type Generated = { text: string; value: unknown; plan: RewritePlan } | SchemaProblem;

/** A document for a request: generated, then written as a model would (plausible-values.ts). */
export type Written = { text: string; value: unknown; words: readonly string[]; wordsTaken: number; emailsTaken: number } | SchemaProblem;

/** Options that shape a document without changing its validity. */
export interface DocumentHints {
  /** Strings from the conversation a free-text field may take (a city the user named). */
  words?: readonly string[];
  /** The last user message: what the document's text is about. */
  prompt?: string;
  /** The document's name (a `json_schema`'s or a tool's). */
  name?: string;
  /** The tool's description, for a call's arguments. */
  description?: string;
  /** How many of `words` documents before this one took. */
  wordsTaken?: number;
  /** How many of the email addresses the user wrote documents before this one took. */
  emailsTaken?: number;
  /** How many of the people the user named calls before this one were for ("Create users Alice Johnson and Bob Lee"). */
  peopleTaken?: number;
  /** The conversation read once for every document of the answer (made from `prompt` and `words` when absent). */
  reading?: ConversationReading;
  /** The numbers this document's number fields take, in order, instead of all the prompt's (a sum's, for the tool doing it). */
  numbers?: readonly number[];
  /** The expression an `expression` field takes ("3 * 12"), for a calculator's call. */
  expression?: string;
  /** What the tools answered, for a document written after their results (tool-facts.ts). */
  facts?: ToolFacts;
  /** The document is a tool call's arguments (plausible-values.ts, `Conversation.call`). */
  call?: boolean;
}

/**
 * A JSON document valid for `schema`, the same for the same schema, seed and hints: the seed's
 * variant of the schema's documents, its values rewritten as a model would write them.
 * @example await generateDocument({ type: "object", properties: { city: { type: "string" } } }, 7, memo)
 */
export async function generateDocument(schema: Json, seed: number, memo: Memo, hints: DocumentHints = {}): Promise<Written> {
  const text = JSON.stringify(schema);
  const { id, schema: target, validate, problem, lists } = checked(schema, text, memo);
  if (problem || !validate) return problem!;
  const jsf = await (faker ??= import("json-schema-faker"));
  const variant = (seed >>> 0) % VARIANTS;
  // The lengths the prompt asks of the lists ("3 notifications"): a document per variant and lengths.
  const reading = lists.length === 0 ? hints.reading : (hints.reading ?? new ConversationReading(hints.prompt ?? "", hints.words ?? []));
  const lengths = reading ? listLengths(lists, reading) : [];
  const shape = lengths.map((length) => length.join(".")).join(",");
  const generated = memo.get(
    shape ? `document|${id}|${variant}|${shape}` : `document|${id}|${variant}`,
    (): Generated => {
      if (lengths.length === 0) return fill(jsf, target, target, variant, validate);
      // Lists whose lengths their items cannot reach (uniqueItems of a short enum), or too long
      // a document at those lengths, keep the faker's lengths.
      const shaped = fill(jsf, withListLengths(target, lists, lengths), target, variant, validate);
      return "problem" in shaped ? fill(jsf, target, target, variant, validate) : shaped;
    },
    (generated) => ("text" in generated ? generated.text.length * 4 + generated.plan.steps.length * 160 : 256) + 256,
    // Kept at once: a schema has only VARIANTS documents, so each is asked for again.
    "first",
  );
  if ("problem" in generated) return generated;
  const conversation = { prompt: hints.prompt ?? "", words: hints.words ?? [], name: hints.name, description: hints.description, wordsTaken: hints.wordsTaken, emailsTaken: hints.emailsTaken, peopleTaken: hints.peopleTaken, reading, numbers: hints.numbers, expression: hints.expression, call: hints.call };
  const plausible = plausibleDocument(generated.value, generated.plan, seed, conversation, validate, generated.text);
  const { words, wordsTaken, emailsTaken } = plausible;
  // After tool results, what they say wins over what the conversation or the faker would give.
  const asked = reading?.text ?? hints.prompt ?? "";
  const judged = asked === "" ? plausible.value : ASKED_PASSES.reduce((value, pass) => pass(value, asked, validate, target), plausible.value);
  // Lists of a demo's records (reviews, FAQs, posts, ideas) written a record at a time: a review's text agrees with its rating.
  const counted = () => [...(reading ?? new ConversationReading(asked, [])).counts.byNoun.keys()];
  const recorded = withDemoRecords(judged, { text: asked, subject: () => (reading ?? new ConversationReading(asked, [])).subject, countedNouns: counted }, validate);
  // Records (users, products, orders) written from one identity each: the email of the record's name.
  // Then money that adds up: line totals, subtotal, tax and total of priced items (money-totals.ts).
  // and colours as hex codes of a palette for the prompt (color-palettes.ts).
  // Then the facts of a subject the prompt names (a city's population, a phone's storage, a food's
  // calories, the SQL asked for: subject-documents.ts), after the records' shared currency.
  const colored = withColorPalette(withMoneyTotals(withCoherentRecords(recorded, { text: asked, name: hints.name, countedNouns: counted }, validate), asked, validate), asked, validate);
  // and a fair price range of a thing the prompt names ("a used 2018 Honda Civic": price-ranges.ts),
  // and the bounds of a range in order (`salary_min` below `salary_max`: number-ranges.ts).
  const coherent = hints.call ? colored : withOrderedRanges(withPriceRange(withSubjectFacts(colored, asked, validate), asked, validate), validate);
  // A weather report's temperatures: one city's and season's, highs above lows, °F the °C converted
  // (not a tool call's: a thermostat's 21 is the user's); then its conditions: a real condition that
  // fits its temperature ("Light rain" at 9 °C);
  // a comparison's list: the things compared ("Compare the iPhone 15 and the Pixel 8");
  // a pasted resume's name, skills, jobs and degrees.
  const temperatures = hints.call ? coherent : withForecastTemperatures(coherent, asked, validate);
  const reported = withResume(withComparedProducts(withWeatherConditions(temperatures, asked, validate), asked, validate), asked, validate, target);
  // A pasted postal address parsed into its parts (postal-addresses.ts), after the passes that read capitalised words as places.
  // and a pasted job posting's title, company, salary range, remote flag and skills (job-postings.ts).
  const posted = withJobPosting(withPostalAddress(reported, asked, validate), asked, validate, target);
  // and the order number and issue of a customer's message about an order (order-messages.ts; tool calls have their own).
  // and the place and title of an event a pasted email or note tells (event-details.ts).
  // and a pasted citation's title, authors, year, venue and abstract (paper-citations.ts).
  // and a person's occupation, employer and city from "is a cardiologist at Mercy Hospital in Denver" (person-details.ts).
  const parsed = hints.call ? posted : withPersonDetails(withPaper(withEventDetails(withOrderMessage(posted, asked, validate, target), asked, validate), asked, validate), asked, validate);
  // Last, no string the faker made up where a model writes words: an NPC's personality, a job's requirements (filler-strings.ts).
  // A famous landmark's height, architect, year and place (landmark-facts.ts), then
  // no string the faker made up where a model writes words.
  const worded = hints.call ? parsed : withoutFiller(withLandmarkFacts(parsed, asked, validate), generated.value, asked, validate);
  const value = hints.facts ? withToolFacts(worded, hints.facts, validate) : worded;
  return { text: value === generated.value ? generated.text : JSON.stringify(value), value, words, wordsTaken, emailsTaken };
}

/**
 * A document of `source` (the caller's schema `target`, its lists perhaps shaped) that
 * `validate` (the caller's schema) accepts, with the plan of its rewrites; a few seeds of the
 * variant are tried before the schema is called unsatisfiable.
 */
function fill(jsf: typeof import("json-schema-faker"), source: Json, target: Json, variant: number, validate: DocumentCheck): Generated {
  const depth = nesting(source);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let value: unknown;
    try {
      // The faker stops filling at its maxDepth (a required array left empty below it breaks
      // a minItems), so it may go as deep as the schema's text; half the attempts ask for the
      // smallest document (required properties only, one default item), which a deep schema
      // needs to stay small.
      const small = attempt % 2 === 1;
      value = jsf.generateSync(source as never, {
        seed: hashSeed(variant, attempt),
        maxDepth: Math.max(6, depth + 2),
        maxDefaultItems: small ? 1 : 3,
        optionalsProbability: small ? 0 : 1,
        refDepthMax: 3,
        failOnInvalidTypes: false,
      });
    } catch {
      continue;
    }
    if (!validate(value)) continue;
    const text = JSON.stringify(value);
    if (text === undefined) continue;
    // A model writes every property; where that is too long, the next attempt asks for the smallest document.
    if (text.length > MAX_DOCUMENT_CHARS) {
      if (attempt % 2 === 0 && attempt + 1 < ATTEMPTS) continue;
      return { problem: "too-large", message: `its documents are longer than ${MAX_DOCUMENT_CHARS} characters` };
    }
    return { text, value, plan: planRewrites(value, target) };
  }
  return { problem: "unsatisfiable", message: "no value satisfies it (its constraints contradict each other), so the mock cannot generate one" };
}
