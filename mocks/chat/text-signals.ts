/**
 * Why a text is judged as it is, in the words a classifier's `reason` (`explanation`,
 * `justification`) gives: the signals the text holds. A spam check names its bait, urgency and
 * links ("Congratulations! You won a free iPhone. Click here to claim now!!!" → prize bait,
 * urgency and a click-through link), a moderation flag each harm with the words that show it
 * ("idiot", "I will find where you live"), a label of a classification the words that cue it
 * ("package", "arrived" → shipping) or a sentiment's praise and fault, where a sentence about the
 * subject says nothing.
 */
import { cueWords } from "./enum-cues.ts";
import { normalisedKey } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";

/** Signals of spam, each with what a reader calls it; the words quoted are those of its first pattern that matches. */
const SPAM_SIGNALS: readonly [string, RegExp, RegExp?][] = [
  ["prize bait", /\byou(?:'ve| have)? won\b[^.!?]{0,30}/i, /\b(?:you(?:'ve| have)? won|winner|prize|lottery|free (?:\w+ )?(?:iphone|gift|money|cash|trip|vacation)|gift card|congratulations|\$\d[\d,]*(?:\.\d+)? (?:cash|reward))\b/i],
  ["urgency", /\b(?:act now|claim (?:it |your \w+ )?now|now!+|immediately|urgent\w*|limited(?:[- ]time)? offer|today only|expires?\b|last chance|hurry)|!{2,}/i],
  ["a click-through link", /\b(?:click (?:here|the link|below)|https?:\/\/[^\s"')]+|bit\.ly\/\S*|tap the link|follow the link)/i],
  ["a request for personal details", /\b(?:verify your (?:account|identity)|password|bank details|credit card number|social security|ssn)\b/i],
  ["money offers", /\b(?:free money|cash prize|earn \$|make money fast|wire transfer|inheritance)\b/i],
];

/**
 * Why `text` is or is not spam, in a sentence naming its signals.
 * @example spamReason("Congratulations! You won a free iPhone. Click here to claim now!!!") // 'It uses prize bait ("You won a free iPhone"), urgency ("claim now") and a click-through link ("Click here"), typical of spam.'
 */
export function spamReason(text: string): string {
  const found: string[] = [];
  for (const [signal, pattern, other] of SPAM_SIGNALS) {
    const match = pattern.exec(text.slice(0, 600)) ?? other?.exec(text.slice(0, 600));
    if (match) found.push(`${signal} ("${match[0].replace(/!+$/, "") || match[0]}")`);
  }
  if (found.length === 0) return "It reads as an ordinary message: no prize bait, no urgency and no click-through link.";
  return `It uses ${listed(found)}, typical of spam.`;
}

/**
 * How many spam signals `text` holds: how sure a spam verdict is.
 * @example spamSignalCount("URGENT: verify your account at http://bit.ly/x3") // 3
 */
export function spamSignalCount(text: string): number {
  return SPAM_SIGNALS.filter(([, pattern, other]) => pattern.test(text.slice(0, 600)) || other?.test(text.slice(0, 600))).length;
}

/** What a message of each harm does, for a flag's explanation. */
const HARM_DOES: Readonly<Record<string, string>> = {
  violence: "threatens violence",
  "self harm": "talks about harming oneself",
  sexual: "contains sexual content",
  harassment: "insults the person it addresses",
};

/**
 * Why a message is flagged for `harms` (two or more), naming each with the words that show it.
 * @example harmsReason(["harassment", "violence"], "You are an idiot and I will find where you live.") // 'The message insults the person it addresses ("idiot") and threatens violence ("I will find where you live"): harassment and violence.'
 */
export function harmsReason(harms: readonly string[], text: string): string {
  const said = harms.map((harm) => {
    const words = cueWords(harm, text)[0];
    return `${HARM_DOES[harm] ?? harm}${words ? ` ("${words}")` : ""}`;
  });
  return `The message ${listed(said)}: ${listed(harms.map((harm) => harm.replace(" ", "-")))}.`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Names of a classification's reason. */
const REASON_KEYS: ReadonlySet<string> = new Set(["reason", "reasons", "explanation", "reasoning", "justification", "rationale", "why"]);
/** What the text given to classify is, as the instruction calls it ("Classify this support ticket: …" → "ticket"). */
const TEXT_KIND = /\b(ticket|review|plot|synopsis|message|email|comment|tweet|post|feedback|headline|article|sentence|complaint|request|query|question|description)\b/i;
/** Labels of a sentiment, said by the words a text praises and faults with. */
const SENTIMENTS: ReadonlySet<string> = new Set(["positive", "negative", "mixed", "neutral"]);

/**
 * Why a text was given `label`, by the words of it that show the label: a cue word's label
 * ("…mentions "package" and "arrived", which point to shipping."), or a sentiment's praise and
 * fault; undefined when no word of the text shows it.
 * @example classificationReason("sci-fi", "A group of astronauts travel through a wormhole", "plot") // 'The plot mentions "astronauts" and "wormhole", which point to sci-fi.'
 */
export function classificationReason(label: string, text: string, kind: string, opinion?: { positive: string[]; negative: string[] }): string | undefined {
  const quoted = (words: readonly string[]) => listed([...new Set(words.map((word) => word.toLowerCase()))].slice(0, 3).map((word) => `"${word}"`));
  const lowered = label.toLowerCase();
  if (SENTIMENTS.has(lowered) && opinion) {
    const { positive, negative } = opinion;
    if (lowered === "positive" && positive.length > 0) return `The ${kind} is positive: it says ${quoted(positive)}.`;
    if (lowered === "negative" && negative.length > 0) return `The ${kind} is negative: it says ${quoted(negative)}.`;
    if (lowered === "mixed" && positive.length > 0 && negative.length > 0) return `The ${kind} is mixed: it praises (${quoted(positive)}) and faults (${quoted(negative)}).`;
    if (lowered === "neutral" && positive.length + negative.length === 0) return `The ${kind} states facts without praising or faulting anything.`;
    return undefined;
  }
  const words = cueWords(label, text).filter((word) => /\p{L}/u.test(word));
  return words.length > 0 ? `The ${kind} mentions ${quoted(words)}, which point${words.length === 1 ? "s" : ""} to ${label}.` : undefined;
}

/**
 * `document` with its top-level reason (`reason`, `explanation`, `reasoning`…) saying why the
 * text `prompt` gives got the label of its enum field, where the words of the text show it; a
 * yes/no judgement's document keeps judgements.ts's reason. Each change kept only where
 * `validate` accepts it.
 * @example withClassificationReason({ category: "shipping", reason: "x" }, "Classify this ticket: My package arrived late", check, schema, opinionWords) // { category: "shipping", reason: 'The ticket mentions "package" and "arrived", which point to shipping.' }
 */
export function withClassificationReason(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema: Record<string, unknown>, opinion: (text: string) => { positive: string[]; negative: string[] }): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const node = document as Record<string, unknown>;
  const keys = Object.keys(node);
  const reasonKey = keys.find((key) => typeof node[key] === "string" && REASON_KEYS.has(normalisedKey(key)));
  if (reasonKey === undefined || keys.some((key) => typeof node[key] === "boolean")) return document;
  // Only a text given after the instruction ("Classify this ticket: <text>") is classified.
  const given = givenText(prompt);
  if (given === prompt) return document;
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const labelKey = keys.find((key) => typeof node[key] === "string" && Array.isArray(properties[key]?.enum));
  if (labelKey === undefined) return document;
  const kind = TEXT_KIND.exec(prompt.slice(0, prompt.length - given.length))?.[1]?.toLowerCase() ?? "text";
  const reason = classificationReason(node[labelKey] as string, given, kind, opinion(given));
  if (reason === undefined) return document;
  const copy = { ...node, [reasonKey]: reason };
  return validate(copy) ? copy : document;
}
