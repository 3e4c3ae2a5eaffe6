/**
 * What the system message (or the developer message, OpenAI's new name for it) asks of a reply's
 * form, read once per request and applied to the composed reply. Demo apps put these there:
 * "Answer in one word.", "Be concise.", "Keep answers under 20 words.", "You are a pirate.
 * Always talk like a pirate.", "Respond only with valid JSON." A mock that ignored them answered
 * a pirate app in plain English and a JSON app with a markdown list its `JSON.parse` threw on.
 *
 * - Length (brevity.ts): one word is the answer's key entity ("Paris."); one sentence, N
 *   sentences, concise, brief, short, terse and "under N words" keep the reply's lead within the
 *   limit.
 * - Persona (personas.ts): a pirate, Shakespeare, a cowboy get a light dialect; any other
 *   persona ("You are a helpful assistant") changes nothing.
 * - JSON: the reply is a JSON document, as `response_format: { type: "json_object" }` answers
 *   (completion.ts asks for that when `json` is set and the request gives no format and no tools).
 *
 * Languages are left alone ("Always respond in Spanish" gets English): a mock that cannot
 * translate a whole reply does not pretend to. Without such a system message (most requests) the
 * reading is one cheap test of the system text, and nothing changes.
 *
 * Loaded with the known replies (known-replies.ts hands it to completion.ts), never at start.
 */
import { brief, oneWord, type Brevity } from "./brevity.ts";
import { inDialect, type Persona } from "./personas.ts";
import { messageText, systemText } from "./message-text.ts";

/** What is read of a message: its role and its text (a string, or parts with `text`). */
export interface InstructedMessage {
  role: string;
  content?: string | readonly { text?: string | null }[] | null;
}

/** What the instructions ask of the reply. */
export interface SystemInstructions {
  /** The reply is to be a JSON document. */
  readonly json: boolean;
  /** The composed reply as the instructions shape it (length, then persona); the identity when they ask neither. `choice`: which of `n` it is, for a persona's opener. */
  readonly follow: (reply: string, choice?: number) => string;
}

/** Characters of the instructions read: a form instruction is said early, and the rest may be a whole document. */
const MAX_CHARS = 4000;
/** The fewest words a limit leaves for a persona's greeting and sign-off. */
const FRAMED_WORDS = 30;
/** A word every form instruction holds: the cheap test before any other. */
const CUE = /json|word|sentence|concise|brief|short|succinct|terse|pirate|shakespeare|cowboy/i;

/** "Answer in one word", "one-word answers", "a single word". */
const ONE_WORD = /\b(?:one|a single|single|1)[\s-]word\b(?!\s+(?:or|to|per|for|of)\b)/i;
/** "under 20 words", "no more than 50 words", "at most 30 words", "20 words or less". */
const WORD_LIMIT = /\b(?:under|below|within|fewer than|less than|no more than|not more than|at most|maximum(?: of)?|max(?:imum)?|up to)\s+(\d{1,3})\s+words\b|\b(\d{1,3})\s+words\s+or\s+(?:less|fewer)\b|\b(\d{1,3})[\s-]word\s+(?:limit|max(?:imum)?)\b/i;
/** "in one sentence", "two sentences", "1-2 sentences", "a sentence or two". */
const SENTENCES = /\b(?:(one|a single|single|1)|(two|2|three|3|four|4|five|5)|(?:one|1)\s*(?:-|to|or)\s*(two|2|three|3))[\s-]sentences?\b|\ba sentence or two\b/i;
/** "Be concise", "Keep it short", "brief answers", "answer briefly", "You are terse". */
const SHORT = /\b(?:concise(?:ly)?|succinct(?:ly)?|terse(?:ly)?|brief(?:ly)?)\b|\b(?:be|keep\s+(?:it|them|things|(?:your\s+)?(?:answers?|responses?|replies))|short)\s+(?:very\s+)?(?:short|brief)\b|\bshort\s+(?:answers?|responses?|replies)\b/i;
/** A verb of answering, then what it answers in: JSON ("responds in JSON", "Respond only with valid JSON", "must be a JSON object"). */
const JSON_DEMAND =
  /\b(?:respond|reply|answer|output|return|format|speak|write|be)(?:s|ed|ing)?\b(?:\s+(?:your|the|all|every|each)\s+(?:answers?|responses?|replies|outputs?|results?))?(?:\s+(?:only|always|strictly|exclusively|solely|in|with|as|using|a|an|valid|proper|well-formed|pure|raw|strict|parseable|parsable))*\s+json\b(?!\s*schemas?\b)/i;

/** The frame of a persona: "You are a pirate", "Talk like a pirate", "Act as a pirate captain". */
const FRAME = String.raw`\b(?:you are|you're|act(?:ing)? as|talk(?:ing)? like|speak(?:ing)? like|respond(?:ing)? (?:like|as)|answer(?:ing)? (?:like|as)|pretend(?:ing)? to be|role-?play(?:ing)? as|in the (?:style|voice) of|as if you were)\s+`;
/** Each persona's pattern, and the word every text it matches holds (lower-case). */
const PERSONAS: readonly [RegExp, Persona, string][] = [
  [new RegExp(String.raw`${FRAME}(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?pirates?\b(?=\s*(?:$|[.,!;:\n]|(?:captain|who|that|named|called|and|from|aboard|on)\b))`, "i"), "pirate", "pirate"],
  [new RegExp(String.raw`${FRAME}(?:william\s+)?shakespeare\b|\bshakespearean\s+(?:english|style|language|voice|tone)\b|\bin\s+shakespearean\b`, "i"), "shakespeare", "shakespeare"],
  [new RegExp(String.raw`${FRAME}(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?cowboys?\b(?=\s*(?:$|[.,!;:\n]|(?:who|that|named|called|and|from)\b))`, "i"), "cowboy", "cowboy"],
];
/** A word SHORT's every match holds (lower-case). */
const SHORT_WORD = /concise|succinct|terse|brief|short/;

/**
 * What the system and developer messages ask of the reply's form, or undefined when they ask
 * nothing this knows (no such message, "You are a helpful assistant", "Always respond in
 * Spanish"). A one-word answer leaves out the words of the last user message.
 * @example systemInstructions([{ role: "system", content: "Answer in one word." }, { role: "user", content: "What is the capital of France?" }])?.follow("The capital of France is Paris.") // "Paris."
 */
export function systemInstructions(messages: readonly InstructedMessage[]): SystemInstructions | undefined {
  const text = systemText(messages, MAX_CHARS);
  if (!CUE.test(text)) return undefined;
  // A pattern runs only where the text holds its word: a system message asks one form or two,
  // and the patterns of the others (JSON's and the personas' the longest) need not read it.
  // The patterns are case-insensitive without the u flag, where only an ASCII letter matches an
  // ASCII letter: the lower-cased text holds the word wherever a pattern could match.
  const lower = text.toLowerCase();
  const json = lower.includes("json") && JSON_DEMAND.test(text);
  const brevity = lower.includes("word") && ONE_WORD.test(text) ? "word" : brevityOf(text, lower);
  const persona = PERSONAS.find(([pattern, , word]) => lower.includes(word) && pattern.test(text))?.[1];
  if (!json && brevity === undefined && persona === undefined) return undefined;
  const follow = (reply: string, choice = 0): string => {
    let said = brevity === "word" ? oneWord(reply, lastUserText(messages))  : brevity ? brief(reply, brevity) : reply;
    // A reply cut to a word, or to a few words, has no room for a greeting and a sign-off.
    if (persona) said = inDialect(persona, said, brevity !== "word" && (brevity?.words ?? Infinity) >= FRAMED_WORDS, choice);
    return said;
  };
  return { json, follow };
}

/** The length the instructions ask for, other than one word: a word limit, a number of sentences, or short (`lower`: the text lower-cased). */
function brevityOf(text: string, lower: string): Brevity | undefined {
  const limit = lower.includes("word") ? WORD_LIMIT.exec(text) : null;
  const words = limit ? Number(limit[1] ?? limit[2] ?? limit[3]) : undefined;
  const sentences = lower.includes("sentence") ? SENTENCES.exec(text) : null;
  if (sentences) return { sentences: sentences[1] ? 1 : sentences[2] || sentences[3] ? countOf((sentences[2] ?? sentences[3])!) : 2, words };
  if (words !== undefined && words > 0) return { sentences: Math.max(1, Math.ceil(words / 8)), words };
  // Short, with no number given: the lead, two sentences of it.
  return SHORT_WORD.test(lower) && SHORT.test(text) ? { sentences: 2, words: 50 } : undefined;
}

function countOf(word: string): number {
  return /^\d$/.test(word) ? Number(word) : ["two", "three", "four", "five"].indexOf(word.toLowerCase()) + 2;
}

function lastUserText(messages: readonly InstructedMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return textOf(messages[i]!);
  return "";
}

const textOf: (message: InstructedMessage) => string = messageText;
