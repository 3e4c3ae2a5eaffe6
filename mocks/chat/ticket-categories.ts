/**
 * The category a support ticket (a customer's message, a complaint) is filed under when the
 * caller's schema gives no labels to pick from ("Classify this support ticket into a category,
 * as JSON with category and confidence: My invoice shows a double charge for March."): one of the
 * usual help-desk queues, by the cue words the ticket holds (enum-cues.ts: "invoice", "charge"
 * → Billing), not a phrase of the ticket ("Double charge"). The queues, and how sure a
 * `confidence` beside the category is (more cue words, surer), are designed, not any help
 * desk's standard. A `reason` beside it says which words point there (text-signals.ts).
 */
import { cueHits, cuedValue } from "./enum-cues.ts";
import { normalisedKey } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";
import { classificationReason } from "./text-signals.ts";

type Json = Record<string, unknown>;

/** The queues a help desk files tickets under, each with cue words in enum-cues.ts; the first with most cues wins. */
const QUEUES = ["Billing", "Technical", "Account", "Shipping", "Feature request"] as const;
/** Names of a ticket's category field. */
const CATEGORY_KEYS: ReadonlySet<string> = new Set(["category", "ticketcategory", "department", "queue", "issuetype", "topic", "type"]);
/** Names of how sure the category is, and of why. */
const CONFIDENCE_KEYS: ReadonlySet<string> = new Set(["confidence", "certainty", "probability", "score"]);
const REASON_KEYS: ReadonlySet<string> = new Set(["reason", "explanation", "reasoning", "justification", "rationale"]);
/** Prompts that give a ticket to classify. */
const TICKET = /\b(?:support\s+(?:ticket|request|message|email)|ticket|customer\s+(?:message|email|request|complaint|inquiry)|complaint)\b/i;

/**
 * `document` with its free-text category (no enum in `schema`) the queue the prompt's ticket
 * cues, and a confidence and reason beside it to match; unchanged for other prompts, a ticket
 * that cues no queue, or what `validate` refuses.
 * @example withTicketCategory({ category: "Double charge", confidence: 0.59 }, "Classify this support ticket, as JSON with category and confidence: My invoice shows a double charge.", check, schema)
 * // { category: "Billing", confidence: 0.9 }
 */
export function withTicketCategory(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema: Json): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || (!prompt.includes("icket") && !/customer|complaint/i.test(prompt.slice(0, 300)))) return document;
  const node = document as Json;
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const keys = Object.keys(node);
  const categoryKey = keys.find((key) => typeof node[key] === "string" && CATEGORY_KEYS.has(normalisedKey(key)) && !Array.isArray(properties[key]?.enum));
  if (categoryKey === undefined) return document;
  const given = givenText(prompt);
  if (given === prompt || !TICKET.test(prompt.slice(0, prompt.length - given.length))) return document;
  const queue = cuedValue(QUEUES, given);
  if (queue === undefined) return document;
  const copy: Json = { ...node, [categoryKey]: queue };
  const hits = cueHits(queue, given) ?? 1;
  for (const key of keys) {
    const name = normalisedKey(key);
    // One cue word is a fair guess, three make it near certain.
    if (typeof node[key] === "number" && CONFIDENCE_KEYS.has(name)) copy[key] = Math.min(0.95, 0.75 + 0.1 * hits);
    if (typeof node[key] === "string" && REASON_KEYS.has(name)) copy[key] = classificationReason(queue.toLowerCase(), given, "ticket") ?? node[key];
  }
  return validate(copy) ? copy : document;
}
