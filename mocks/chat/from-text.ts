/**
 * Documents whose answers are in the text the user gives: the language it is in
 * (text-languages.ts), the entities it holds
 * (text-entities.ts), a contact's details (contact-fields.ts), a product's (product-extraction.ts), a company's (company-extraction.ts) and a flight's (flight-details.ts), a note's medications (medication-lists.ts), a pasted recipe's ingredients with their quantities (pasted-ingredients.ts), the translations it asks for (text-translations.ts), the opinion it shows
 * (text-opinions.ts), a support ticket's category (ticket-categories.ts), why a classification's label fits it (text-signals.ts), the key points of a text to summarise (its own sentences only). Run after
 * the values a model would write (plausible-values.ts), each change kept only where the
 * caller's schema accepts it. A substring check comes before any reading: documents of other
 * prompts pass through untouched and nearly free.
 */
import { withContactFields } from "./contact-fields.ts";
import { ConversationReading } from "./conversation-reading.ts";
import { singular, wordsOf } from "./property-kinds.ts";
import { withTextEntities } from "./text-entities.ts";
import { opinionWords, withOpinions } from "./text-opinions.ts";
import { withClassificationReason } from "./text-signals.ts";
import { withTicketCategory } from "./ticket-categories.ts";
import { keywordsOf } from "./keywords.ts";
import { givenText } from "./text-entities.ts";
import { withProductDetails } from "./product-extraction.ts";
import { withCompanyFacts } from "./company-extraction.ts";
import { withFlightDetails } from "./flight-details.ts";
import { withTranslations } from "./text-translations.ts";
import { withDetectedLanguage } from "./text-languages.ts";
import { withMedications } from "./medication-lists.ts";
import { withPastedIngredients } from "./pasted-ingredients.ts";

type Json = Record<string, unknown>;

/** Prompts one of the passes may answer: a given text (a colon or a line break), or a translation. */
function mayAnswer(prompt: string): boolean {
  return prompt.includes(":") || prompt.includes("\n") || prompt.includes("ranslat") || prompt.includes("entit") || prompt.includes("sentiment") || prompt.includes("review") || prompt.includes("language");
}

/**
 * `document` (of `schema`) with the values the prompt's own text gives.
 * @example withTextAnswers({ spanish: "x", french: "y" }, "Translate 'good morning' to Spanish and French", check, schema) // { spanish: "Buenos días", french: "Bonjour" }
 */
export function withTextAnswers(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema: Json): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !mayAnswer(prompt)) return document;
  const listed = withPastedIngredients(withMedications(document, prompt, validate), prompt, validate);
  const extracted = withFlightDetails(withCompanyFacts(withProductDetails(withContactFields(withTextEntities(withDetectedLanguage(listed, prompt, validate), prompt, validate), prompt, validate), prompt, validate), prompt, validate), prompt, validate);
  const answered = withOpinions(withTranslations(extracted, prompt, validate), prompt, validate, schema);
  // A support ticket's free-text category: the queue its words cue ("invoice" → Billing), not a phrase of it (ticket-categories.ts).
  const filed = withTicketCategory(answered, prompt, validate, schema);
  const reasoned = withClassificationReason(filed, prompt, validate, schema, opinionWords);
  return withTextKeywords(withPassagePoints(reasoned, prompt, validate), prompt, validate);
}

/** Names of the lists of a text's keywords: `keywords`, `tags`, `topics`, `key_phrases`. */
const KEYWORD_LISTS: ReadonlySet<string> = new Set(["keyword", "tag", "topic", "keyphrase", "phrase", "term"]);
/** Keywords a list takes when its schema allows any number. */
const KEYWORDS = 5;

/**
 * A given text's keywords, tags or topics are its own key phrases (keywords.ts, as the keywords
 * app ask gives them: "bike lane network", "protected lanes"), not the instruction's words
 * ("adds", "json", "summary") or one phrase repeated; as many as the list held, within what the
 * schema accepts.
 */
function withTextKeywords(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lists = Object.entries(document as Json).filter(([key, value]) => Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string") && KEYWORD_LISTS.has(singular(wordsOf(key).join(""))));
  if (lists.length === 0) return document;
  const given = givenText(prompt);
  if (given === prompt) return document;
  const keywords = keywordsOf(given, KEYWORDS);
  if (keywords.length === 0) return document;
  let copy = document as Json;
  for (const [key, held] of lists) {
    const value = held as string[];
    const next = { ...copy, [key]: keywords.slice(0, Math.max(value.length, Math.min(KEYWORDS, keywords.length))) };
    // A list of fixed length keeps it: the keywords as far as they go, then what it held.
    const fitted = validate(next) ? next : { ...copy, [key]: [...keywords, ...value.filter((item) => !keywords.includes(item))].slice(0, value.length) };
    if (validate(fitted)) copy = fitted;
  }
  return copy;
}

/** Names of the lists of a text's points (`keyPoints`, `key_points`, `highlights`, `bullets`); pros and cons are text-opinions.ts's. */
const POINT_LISTS: ReadonlySet<string> = new Set(["point", "takeaway", "highlight", "bullet", "sentence", "finding", "insight", "lesson", "summary"]);

/**
 * A text's key points are its sentences (or clauses) only: a list of sentences longer than the
 * text (asked for "3 key points" of a text of two clauses) loses the filler past them, down to
 * its `minItems`.
 */
function withPassagePoints(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lists = Object.entries(document as Json).filter(([key, value]) => Array.isArray(value) && value.length > 0 && POINT_LISTS.has(singular(wordsOf(key).pop() ?? "")));
  if (lists.length === 0) return document;
  const passage = new ConversationReading(prompt, []).passage;
  if (passage.length === 0) return document;
  const copy = { ...(document as Json) };
  for (const [key, value] of lists) {
    const items = value as unknown[];
    const kept = items.filter((item) => typeof item !== "string" || passage.includes(item));
    if (kept.length === items.length) continue;
    // Within minItems: the shortest that the schema accepts, of the text's points then the rest.
    const rest = items.filter((item) => !kept.includes(item));
    for (let extra = 0; extra <= rest.length; extra++) {
      copy[key] = [...kept, ...rest.slice(0, extra)];
      if (validate(copy)) break;
      copy[key] = items;
    }
  }
  return copy;
}
