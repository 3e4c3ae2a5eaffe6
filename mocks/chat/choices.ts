/**
 * Replies to prompts that offer a closed set of answers: "Classify this review as positive or
 * negative: …", "Is this email spam? Answer yes or no.", a system prompt "Reply with one of:
 * billing, technical, account" over a user's ticket. An app parses such a reply as a label
 * (`reply.trim().toLowerCase() === "negative"`), so a model answers with one of the offered
 * labels and nothing else; so does the mock, spelled as the prompt spells it. Which label: the
 * sentiment the text shows for sentiment labels, the label whose cue words the text has
 * (enum-cues.ts) for the common classification labels, else one picked by the prompt's seed.
 *
 * Only an explicit answer format counts ("classify … as", "answer with", "one of"): "Should I
 * use React or Vue?" asks for advice, not a label.
 */
import { hashSeed } from "../data/random.ts";
import { cueHits, cuedValue } from "./enum-cues.ts";
import { sentimentOf } from "./sentiment.ts";
import { capitalized } from "./reply.ts";
import { truthOf } from "./truths.ts";
import type { ChatMessage } from "./tokens.ts";

/** A label: one to three words, or a quoted phrase. */
const LABEL = String.raw`(?:"[^"\n]{1,40}"|'[^'\n]{1,40}'|“[^”\n]{1,40}”|[\p{L}\p{N}][\p{L}\p{N}_-]*(?: [\p{L}\p{N}][\p{L}\p{N}_-]*){0,2})`;
/** Two to twelve labels: "a or b", "a, b, or c", "a/b/c", "a | b". */
const LABELS = String.raw`${LABEL}(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+|\s*\/\s*|\s*\|\s*)${LABEL}){1,11}`;

/**
 * Where an instruction starts: the text's start, a sentence's or clause's, or after "please".
 * An offer is an order to the model; "How do I mark a test as skipped or expected to fail?" and
 * "Should my API return 404 or 400?" name the verb inside a question, and want an explanation.
 */
const ORDER = String.raw`(?<=^|[.!?:;\n]\s*|,\s*|\b(?:please|then|and|just|only|simply)\s+)`;
/**
 * Where an offer ends: the end of its sentence. "Answer yes or no questions directly" or
 * "reply with yes or no first" go on past the labels, so they are not the whole answer.
 */
const END = String.raw`(?=(?:\s+(?:only|please))?\s*(?:[.,:;!?\n"')]|$))`;

/**
 * A cue for an offer that opens with one of `verbs` (a global pattern) after `ORDER`: the verb
 * found where the character before it is one `ORDER` allows (none, white space or a clause's
 * punctuation), so "generate", "advantage" and "benchmark" cost no lookbehind at every position.
 */
function orderedVerb(verbs: RegExp): Cue {
  return (text) => {
    verbs.lastIndex = 0;
    for (let found = verbs.exec(text); found !== null; found = verbs.exec(text)) {
      if (found.index === 0 || ORDER_BEFORE.test(text[found.index - 1]!)) return true;
    }
    return false;
  };
}

/** A test of a text, given lower-cased too, for the words an offer cannot be without. */
type Cue = (text: string, lower: string) => boolean;

/** The characters `ORDER` lets stand right before an instruction's verb. */
const ORDER_BEFORE = /^[\s.!?:;,]$/u;
/** Whether a text has what joins two labels in `LABELS` (and the `/` of a parenthesised list): the offers that list labels cannot be without one. */
function joinsLabels(text: string): boolean {
  return text.includes(",") || text.includes("/") || text.includes("|") || SPACED_OR.test(text);
}
const SPACED_OR = /\sor\s/i;

/**
 * The places a prompt states its labels, each with its cue: a cheap test for the words the offer
 * cannot be without. Almost no prompt offers labels, and each offer's lookbehind is tried at
 * every position of the text (about a tenth of a varied chat's CPU before the cues). A cue
 * never refuses a text its pattern matches: only literal parts of the pattern, with the same flags
 * or looked for in the lower-cased text (only where no letter has a fold outside ASCII: "/iu"
 * matches "s" as "ſ"), and no `\b` in front (a leading assertion keeps V8 from scanning for the
 * literal: ten times slower over a pasted text).
 * Each pattern captures the labels' text; `joins` says it lists them with `LABELS`' joiners.
 */
const OFFERS: readonly { joins: boolean; cue: Cue; pattern: RegExp }[] = [
  // "Classify this review as positive or negative", "Label the ticket as either billing, technical or account"
  {
    joins: true,
    cue: orderedVerb(/(?:classify|categori[sz]e|label|tag|mark|rate)\b/giu),
    pattern: new RegExp(String.raw`${ORDER}(?:classify|categori[sz]e|label|tag|mark|rate)\b[^.?!:\n]{0,80}?\bas\s+(?:either\s+|one of\s+)?(${LABELS})${END}`, "iu"),
  },
  // "Answer with yes or no", "Respond only with 'true' or 'false'", "Reply with one word: positive, negative or neutral"
  {
    joins: true,
    cue: orderedVerb(/(?:answer|respond|reply|output|return)\b/giu),
    pattern: new RegExp(String.raw`${ORDER}(?:answer|respond|reply|output|return)\b(?:\s+(?:only|just|simply|strictly))?\s+(?:with\s+)?(?:(?:only|just|exactly)\s+)?(?:(?:one|a single)\s+(?:word|label|category|of)\s*(?:[:,-]\s*)?(?:the following\s*(?:labels|categories|words|options)?\s*:?\s*)?)?(?:either\s+)?(${LABELS})${END}`, "iu"),
  },
  // "one of: a, b, c", "one of the following categories: a, b, c", "one of [a, b, c]"
  { joins: true, cue: (_, lower) => lower.includes("one of"), pattern: new RegExp(String.raw`\bone of(?: the(?: following)?(?: \w+)?)?\s*[:\[(]?\s*(${LABELS})${END}`, "iu") },
  // "(positive/negative/neutral)"
  { joins: true, cue: (text) => text.includes("(") && text.includes("/"), pattern: new RegExp(String.raw`\((${LABEL}(?:\s*\/\s*${LABEL}){1,11})\)`, "u") },
  // "Is 2+2 equal to 5? yes or no", "True or false: 17 is prime": the answers alone, before or after the question.
  {
    joins: false,
    cue: (_, lower) => lower.includes("yes") || lower.includes("true"),
    pattern: /(?<=\?\s*)((?:yes|true)\s*(?:or|\/)\s*(?:no|false))\s*[.?!]*\s*$|^\s*((?:yes|true)\s*(?:or|\/)\s*(?:no|false))\s*[?:]/i,
  },
];

/**
 * The lower-case words one of which a text that offers labels contains: each offer's cue words
 * (its verbs, "one of", the "/" of a parenthesised list, "yes", "true"), for the chain's cues. The
 * verbs are matched with "/iu", which reads "ſ" as "s" where lower-casing keeps it, so a verb's
 * "s" is either.
 */
export const OFFER_CUES: readonly string[] = [
  ...["classify", "categori", "label", "tag", "mark", "rate", "answer", "respond", "reply", "output", "return"].flatMap(longSSpellings),
  "one of",
  "/",
  "yes",
  "true",
];

/** `word` with each "s" written "s" or "ſ": "answer", "anſwer". */
export function longSSpellings(word: string): string[] {
  const at = word.indexOf("s");
  if (at < 0) return [word];
  return longSSpellings(word.slice(at + 1)).flatMap((rest) => [`${word.slice(0, at)}s${rest}`, `${word.slice(0, at)}ſ${rest}`]);
}

/** Words that join labels, never labels themselves. */
const NOT_A_LABEL = /^(?:or|and|the|a|an|only|either|with|one|word)$/i;
/**
 * A label is a word or a name, not a phrase: one opening with an article, a preposition or a
 * possessive describes what to write ("Respond in English or French", "Respond with either a
 * short answer or a follow-up question", "return the answer as a number or null").
 */
const PHRASE = /^(?:a|an|the|in|as|to|for|from|by|on|at|of|into|your|my|our|their|its)\s/i;
/** Yes and no are answers alone: "answer yes or no questions directly", "reply with yes or no first" go on past them. */
const YES_NO_AND_MORE = /^(?:yes|no|true|false)\s/i;
const SENTIMENTS = new Set(["positive", "negative", "neutral", "mixed"]);
const YES_NO = new Set(["yes", "no", "true", "false"]);

/** The labels in an offer's text, unquoted, as the prompt spells them. */
function labelsOf(text: string): string[] {
  const labels = text
    .split(/\s*(?:,\s*(?:or\s+)?|\s+or\s+|\/|\|)\s*/u)
    .map((label) => label.trim().replace(/^["'“‘]|["'”’]$/g, "").replace(/[.;:!?]+$/, "").replace(/\s+(?:only|please)$/i, ""))
    .filter((label) => label !== "" && !NOT_A_LABEL.test(label));
  return [...new Set(labels)];
}

/**
 * The labels an instruction offers, whether it quotes them, and the text left once the offer is
 * cut out; undefined when it offers none. `lower` is the instruction lower-cased, when made already.
 */
export function offeredLabels(instruction: string, lower = instruction.toLowerCase()): { labels: string[]; quoted: boolean; rest: string } | undefined {
  const listed = joinsLabels(instruction);
  for (const { joins, cue, pattern } of OFFERS) {
    if ((joins && !listed) || !cue(instruction, lower)) continue;
    const match = pattern.exec(instruction);
    if (!match) continue;
    const offered = match[1] ?? match[2]!;
    const labels = labelsOf(offered);
    // A label of several words after "answer with" is a sentence, not a label ("answer with a short poem").
    // A bare list ("reply with it again, differently") offers labels only after "one of" / "one word".
    const joined = /\bor\b|[/|]/i.test(offered) || /\b(?:one|single)\s+(?:of|word|label|category)\b/i.test(match[0]);
    if (joined && labels.length >= 2 && labels.every((label) => label.split(" ").length <= 3 && !PHRASE.test(label) && !YES_NO_AND_MORE.test(label))) {
      return { labels, quoted: /["'“‘]/u.test(offered), rest: instruction.slice(0, match.index) + instruction.slice(match.index + match[0].length) };
    }
  }
  return undefined;
}

/**
 * The label a model would give `text`: its sentiment among sentiment labels, the answer to a
 * yes/no question, the label its cue words name, else the prompt's seeded pick.
 */
export function chosenLabel(labels: readonly string[], text: string, quoted = false): string {
  const byKey = new Map(labels.map((label) => [label.toLowerCase(), label]));
  if (labels.every((label) => SENTIMENTS.has(label.toLowerCase()))) {
    const sentiment = sentimentOf(text);
    const found = byKey.get(sentiment) ?? (sentiment === "neutral" ? byKey.get("mixed") : undefined);
    if (found) return found;
  }
  if (labels.every((label) => YES_NO.has(label.toLowerCase()))) {
    // A yes/no answer is the one-word sentence a model writes ("True", "No"); a label the prompt
    // quotes ("Respond only with 'true' or 'false'") stays as quoted: the app compares with it.
    const answer = yesOrNo(text);
    const found = answer === undefined ? undefined : byKey.get(answer ? "yes" : "no") ?? byKey.get(answer ? "true" : "false");
    const label = found ?? labels[hashSeed("choice", labels, text) % labels.length]!;
    return quoted ? label : capitalized(label);
  } else {
    const cued = cuedValue(labels, text);
    if (cued !== undefined) return cued;
  }
  return labels[hashSeed("choice", labels, text) % labels.length]!;
}

/** "Is this email spam?", "Is the review positive?": the label a yes/no question asks about. */
const ASKED_LABEL = /\b(?:is|was|does|are)\s+(?:this|it|that|the\s+\w+)\s+(?:an?\s+)?(?:(?:email|message|text|review|comment|ticket|request)\s+)?([\p{L} -]{2,30}?)\s*\?/iu;

/**
 * The answer to a yes/no question about a label the text can show (spam, urgent, positive) or
 * about numbers (truths.ts: "Is 17 a prime number?"), or undefined when the question asks
 * about something else.
 */
function yesOrNo(text: string): boolean | undefined {
  return labelShown(text) ?? truthOf(text)?.holds;
}

function labelShown(text: string): boolean | undefined {
  const asked = ASKED_LABEL.exec(text)?.[1]?.toLowerCase();
  if (asked === undefined) return undefined;
  const rest = text.replace(ASKED_LABEL, " ");
  if (SENTIMENTS.has(asked)) return sentimentOf(rest) === asked;
  const hits = cueHits(asked, rest);
  return hits === undefined ? undefined : hits > 0;
}


/**
 * The label the conversation asks for, or undefined when its last user message (or the system
 * prompt over it) offers no closed set of answers: the prompt's own offer first, else the system's.
 * @example choiceReply([{ role: "user", content: "Classify this review as positive or negative: it broke in a day" }], "Classify this review as positive or negative: it broke in a day") // "negative"
 */
export function choiceReply(messages: readonly ChatMessage[], prompt: string, lower = prompt.toLowerCase()): string | undefined {
  return promptChoiceReply(prompt, lower) ?? systemChoiceReply(messages, prompt, lower);
}

/**
 * The label the last user message asks for with labels it offers itself, else undefined. Its
 * prompts contain one of OFFER_CUES: the chain asks it only then (reply-chain.ts).
 */
export function promptChoiceReply(prompt: string, lower = prompt.toLowerCase()): string | undefined {
  const offered = offeredLabels(prompt, lower);
  // "Reply with yes or no" and nothing to judge: a model asks what the question is.
  return offered && /\p{L}{2,}[\s\S]*\p{L}{2,}/u.test(offered.rest) ? chosenLabel(offered.labels, offered.rest, offered.quoted) : undefined;
}

/**
 * The label a system message's offer asks of the last user message, else undefined: also when
 * that message offers labels of its own, which promptChoiceReply answers (or leaves unanswered).
 * The prompt is read last, as it costs more than a missing or short system message.
 */
export function systemChoiceReply(messages: readonly ChatMessage[], prompt: string, lower = prompt.toLowerCase()): string | undefined {
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  const fromSystem = system === undefined ? undefined : offeredLabels(system.content);
  if (fromSystem === undefined || offeredLabels(prompt, lower) !== undefined) return undefined;
  return chosenLabel(fromSystem.labels, prompt, fromSystem.quoted);
}
