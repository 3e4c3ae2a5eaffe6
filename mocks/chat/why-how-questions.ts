/**
 * How a why- or how-question is recognised, whatever it is wrapped in: "Why do cats purr?",
 * "can you tell me why cats purr", "what makes a cat purr", "ELI5: how does GPS work",
 * "Explain how GPS works to a 5 year old". The prompt is first reduced to its core question
 * (`askedCore`: lower case, without the polite lead, the audience and the punctuation), and
 * each curated answer (why-how-answers.ts) matches that core with patterns built by the helpers
 * below, so every answer accepts the same wrappings and none has to spell them out.
 */

import { lastCharacterTest } from "./last-characters.ts";
import { alternatives, closingOf } from "./required-words.ts";

/** Greetings and fillers before anything: "hey,", "ok so", "quick question:". */
const FILLER = /^(?:(?:hey|hi|hello|ok|okay|so|well|hmm|quick\s+question|question)[,!:]?\s+)+/i;
/** "ELI5:", "Explain like I'm five:", "In simple terms,": who the answer is for, said first. */
const AUDIENCE_FIRST = /^(?:eli5|explain\s+like\s+i(?:'?m|\s+am)\s+(?:five|5|a\s+(?:kid|child))|in\s+(?:simple|plain)\s+(?:terms|words|english))\s*[:,-]?\s*/i;
/** Words that open a question or a request: after "ELI5", anything else is a bare subject ("ELI5 blockchain"). */
const ASKING = /^(?:why|how|what|what's|where|when|which|who|whether|is|are|do|does|did|can|could|would|will|should|explain|describe|define|tell|please|help)\b/i;
/** "Can you", "please": asking politely, before what is asked. */
const POLITE = /^(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please[,]?\s+)/i;
/**
 * "Tell me why", "explain how", "do you know why", "I wonder why": asking, not what is asked. "Explain
 * DNS" keeps its verb, since "explain X" is one of the ways to ask about X (`about`).
 */
const LEAD =
  /^(?:(?:tell\s+me|explain(?:\s+to\s+me)?|describe|help\s+me\s+understand)\s+(?=(?:why|how|what|where|when|which|whether)\b)|(?:do\s+you\s+know|does\s+anyone\s+know|any\s+idea|i\s+(?:was\s+)?wonder(?:ing)?|i\s+want\s+to\s+(?:know|understand)|i'?d\s+(?:like|love)\s+to\s+know|i\s+(?:don'?t|never)\s+(?:really\s+)?understand)[,:]?\s+)/i;
/** "How does GPS work? Explain it like I'm five": the asking said again after the question, for whom (the mark before it kept, as `$1`). */
const ASKED_AGAIN = /([?.!,])\s+(?:please\s+)?(?:explain|answer|describe)(?:\s+(?:it|this|that))?(?=\s+(?:like|to|in|for|simply)\b)/i;
/** "to a 5 year old", "like I'm five", "in simple terms", "simply", "exactly": said after the question. */
const AUDIENCE_LAST =
  /(?:[,?.!]?\s+(?:(?:explained\s+)?(?:to|for)\s+(?:a|an|my)\s+[\w\s-]{2,30}|(?:in|using)\s+(?:simple|plain|layman'?s?|easy)\s+(?:terms|words|english|language)|(?:explained\s+)?like\s+i(?:'?m|\s+am)\s+(?:five|5|a\s+\w+)|for\s+(?:a\s+)?(?:beginners?|kids?|children|dummies)|simply|briefly|exactly|actually|again|please|eli5|in\s+(?:one|a\s+few|\d)\s+(?:sentences?|paragraphs?)))+$/i;

/**
 * The question a prompt asks, as written: one space, straight quotes, without the lead ("can you
 * tell me"), the audience ("like I'm five") and the end punctuation.
 * A bare subject after "ELI5" is asked about: "ELI5 blockchain" is "explain blockchain".
 * @example askedQuestion("Hey, can you tell me why Mars is red, like I'm five?") // "why Mars is red"
 */
export function askedQuestion(prompt: string): string {
  let core = prompt.trim();
  // Most questions have no curly quote and no space but single ones: their replacing is skipped.
  if (core.includes("’") || core.includes("‘")) core = core.replace(/[’‘]/g, "'");
  if (OTHER_SPACE.test(core)) core = core.replace(/\s+/g, " ");
  core = core.replace(FILLER, "");
  core = withoutAudienceFirst(core);
  // Twice: "can you explain, in simple terms, why…", "please, ELI5: why…"; a pass that takes nothing off leaves the next nothing.
  for (let pass = 0; pass < 2; pass++) {
    const rest = withoutAudienceFirst(core.replace(POLITE, "").replace(LEAD, ""));
    if (rest === core) break;
    core = rest;
  }
  core = withoutEndMarks(core).replace(ASKED_AGAIN, "$1");
  return withoutEndMarks(withoutAudienceLast(core)).trim();
}

/** The last characters an audience said after the question can end with (last-characters.ts); every one where they cannot be read. */
const AUDIENCE_LAST_END = lastCharacterTest(AUDIENCE_LAST) ?? /(?:)/;

/** `core` without the audience after it ("like I'm five"), looked for only where its last character may end one: "… (#42)" ends none. */
function withoutAudienceLast(core: string): string {
  return AUDIENCE_LAST_END.test(core.slice(-1)) ? core.replace(AUDIENCE_LAST, "") : core;
}

/** A space other than one single " ": what `askedQuestion` makes one space of. */
const OTHER_SPACE = /[^\S ]|\s\s/;
/** Spaces and marks at a question's end. */
const END_MARKS = /[\s?.!,;:]+$/;

/** `core` without its end marks ("?", "!", spaces), read from its last character: most questions end with a mark or a letter, and a letter ends the scan. */
function withoutEndMarks(core: string): string {
  return END_MARKS.test(core.slice(-1)) ? core.replace(END_MARKS, "") : core;
}

/** `core` without "ELI5" or "Explain like I'm five:" before it; a bare subject after them ("ELI5 blockchain") is asked about. */
function withoutAudienceFirst(core: string): string {
  const rest = core.replace(AUDIENCE_FIRST, "");
  return rest === core || ASKING.test(rest) ? rest : `explain ${rest}`;
}

/**
 * The question a prompt asks, reduced to compare: `askedQuestion` in lower case.
 * @example askedCore("Hey, can you tell me why cats purr, like I'm five?") // "why cats purr"
 */
export function askedCore(prompt: string): string {
  return askedQuestion(prompt).toLowerCase();
}

/** An optional article or possessive before a subject: "a cat", "the ocean", "our seasons". */
const ARTICLE = String.raw`(?:(?:the|a|an|our)\s+)?`;
const OPTIONAL_SO = String.raw`(?:so\s+|always\s+|really\s+)?`;

/**
 * "Why do cats purr", "why does a cat purr", "how come cats purr", "what makes cats purr",
 * "the reason cats purr": the ways of asking why `subject` does `verb` (both are patterns; the
 * verb's pattern takes its forms, like `purrs?`).
 */
export function why(subject: string, verb: string): string[] {
  return [
    String.raw`(?:why|how\s+come)\s+(?:(?:do|does|did|can|would|will)\s+)?${ARTICLE}(?:${subject})\s+(?:${verb})`,
    String.raw`what\s+(?:makes|causes|made|caused|is\s+the\s+reason(?:\s+why)?|'s\s+the\s+reason(?:\s+why)?)\s+${ARTICLE}(?:${subject})\s+(?:to\s+)?(?:${verb})`,
    String.raw`(?:what(?:\s+is|'s)\s+)?the\s+reasons?\s+(?:why\s+|that\s+)?${ARTICLE}(?:${subject})\s+(?:${verb})`,
  ];
}

/** "Why is the ocean salty", "why the ocean is so salty", "what makes the ocean salty". */
export function whyIs(subject: string, quality: string): string[] {
  return [
    String.raw`(?:why|how\s+come)\s+(?:is|are|was|were)\s+${ARTICLE}(?:${subject})\s+${OPTIONAL_SO}(?:${quality})`,
    String.raw`(?:why|how\s+come)\s+${ARTICLE}(?:${subject})\s+(?:is|are)\s+${OPTIONAL_SO}(?:${quality})`,
    String.raw`what\s+(?:makes|made)\s+${ARTICLE}(?:${subject})\s+${OPTIONAL_SO}(?:${quality})`,
    String.raw`what\s+causes\s+${ARTICLE}(?:${subject})\s+to\s+be\s+${OPTIONAL_SO}(?:${quality})`,
  ];
}

/** "How does GPS work", "how GPS works" (after "explain"), "how do airplanes fly" (with `verb` given). */
export function how(subject: string, verb = "works?"): string[] {
  return [
    String.raw`how\s+(?:does|do|did|can|could|is\s+it\s+that)\s+${ARTICLE}(?:${subject})\s+(?:actually\s+|really\s+)?(?:${verb})`,
    String.raw`how\s+${ARTICLE}(?:${subject})\s+(?:actually\s+|really\s+)?(?:${verb})`,
  ];
}

/** "Explain DNS", "tell me about the event loop", "what is CORS": asking about `subject` as a whole. */
export function about(subject: string): string[] {
  return [String.raw`(?:explain|describe|tell\s+me\s+about|what\s+is|what's|what\s+are)\s+(?:to\s+me\s+)?${ARTICLE}(?:${subject})`];
}

/** "What causes tides", "how do tides form", "how are rainbows formed", "how rainbows form". */
export function causes(subject: string): string[] {
  const formed = String.raw`(?:form|forms|formed|happen|happens|occur|occurs|made|created|caused|produced|work)`;
  return [
    String.raw`what\s+(?:causes|creates|produces|makes)\s+${ARTICLE}(?:${subject})`,
    String.raw`(?:how|why)\s+(?:do|does|are|is|did)\s+${ARTICLE}(?:${subject})\s+${formed}`,
    String.raw`how\s+${ARTICLE}(?:${subject})\s+(?:are\s+|is\s+)?${formed}`,
    String.raw`(?:what\s+is\s+|what's\s+)?the\s+cause\s+of\s+${ARTICLE}(?:${subject})`,
  ];
}

/** The patterns as one test of a whole core question. */
export function asked(...patterns: readonly (string | readonly string[])[]): RegExp {
  return new RegExp(`^(?:${patterns.flat().join("|")})$`, "i");
}

/** A curated answer: the core questions it answers, and the answer, plain and for a child. */
export interface CuratedAnswer {
  asked: RegExp;
  answer: string;
  /** The answer for a child or "in simple terms", where it differs. */
  simple?: string;
}

/** The most words of an opening read: enough to tell "what causes" from "what are the pros". */
const OPENING_WORDS = 2;

/**
 * How every text `pattern` matches begins, once the text's leading space is trimmed: lower-case
 * prefixes, one of which the text starts with, read off the source; undefined where the source
 * says no such thing (no "^", a class, an escape, an optional start). Up to `words` words are read, the
 * space between them as one space: over a core question (`askedQuestion`, single spaces), `\s+`
 * is one space there; over a text as written, read one word.
 * @example openings(asked(why("cats?", "purr"))) // ["why do", "why does", …, "how come", "what makes", …]
 */
export function openings(pattern: RegExp, words = OPENING_WORDS): readonly string[] | undefined {
  // Only a pattern held to the text's start says how the text begins.
  if (!pattern.source.startsWith("^") || pattern.multiline) return undefined;
  return ofAlternation(pattern.source.replace(/^\^/, "").replace(/\$$/, ""), words);
}

function ofAlternation(pattern: string, most: number): string[] | undefined {
  // Each branch is one way the text begins.
  const found: string[] = [];
  for (const branch of alternatives(pattern)) {
    const starts = ofSequence(branch, most);
    if (starts === undefined) return undefined;
    found.push(...starts);
  }
  return found;
}

/** Literal characters of a pattern: no class, escape, group, quantifier or anchor. */
const LITERAL = /^[a-z0-9'=#&/<>@%~:;,!"-]+/i;

function ofSequence(pattern: string, most: number, word = 1): string[] | undefined {
  // The text's leading space is trimmed, and a lookahead reads without taking a character.
  if (word === 1 && pattern.startsWith(String.raw`\s*`)) return ofSequence(pattern.slice(3), most, word);
  const char = pattern[0];
  if (char === undefined) return undefined;
  if (char === "(") {
    const close = closingOf(pattern, 0);
    const inner = pattern.slice(1, close);
    if (close < 0) return undefined;
    if (inner.startsWith("?=") || inner.startsWith("?!")) return ofSequence(pattern.slice(close + 1), most, word);
    // A capturing group or a lookbehind is not read.
    if (!inner.startsWith("?:")) return undefined;
    const quantifier = pattern[close + 1];
    if (quantifier === "+" || quantifier === "{" || quantifier === "*") return undefined;
    // A group is one of its branches, then what follows it; an optional one, or nothing at all.
    const branches = alternatives(inner.slice(2));
    const rest = pattern.slice(quantifier === "?" ? close + 2 : close + 1);
    const ways = quantifier === "?" ? [...branches.map((branch) => branch + rest), rest] : branches.map((branch) => branch + rest);
    const found: string[] = [];
    for (const way of ways) {
      const starts = ofSequence(way, most, word);
      if (starts === undefined) return undefined;
      found.push(...starts);
    }
    return found;
  }
  const run = LITERAL.exec(pattern)?.[0];
  if (run === undefined) return undefined;
  const after = pattern[run.length];
  // "cats?", "so+": the last character is not always there as written.
  if (after === "?" || after === "*" || after === "+" || after === "{") return run.length > 1 ? [run.slice(0, -1).toLowerCase()] : undefined;
  const read = run.toLowerCase();
  if (word === most || !pattern.startsWith(String.raw`\s+`, run.length)) return [read];
  const next = ofSequence(pattern.slice(run.length + 3), most, word + 1);
  return next === undefined ? [`${read} `] : next.map((start) => `${read} ${start}`);
}
