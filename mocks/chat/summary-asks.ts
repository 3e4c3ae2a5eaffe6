/**
 * A request for a summary of a text the conversation gives, read as a model reads it: which text,
 * and in what form. "Summarize this" features ask every way: the ask first ("Summarize this article
 * in 2 sentences: <text>", "Give me 3 bullet points summarizing: <text>", "TL;DR <text>", "What
 * are the main points of this text? <text>"), the text first ("<text>\n\nSummarize the above."), or
 * the ask in the system message and the text as the user's message ("Summarize the user's text in
 * 3 bullet points"). The form is what the ask counts: sentences ("in one sentence"), bullets ("3
 * bullet points", "key takeaways"), words ("in under 30 words"), and a title ("a title and 3 key
 * points"). summaries.ts writes the summary.
 *
 * A question that names no text ("What are the key points of a good resume? I'm applying…") asks
 * for no summary, nor does code ("Summarize this function: …": code-explanations.ts) or a piece
 * to write ("Write a tweet summarizing…": writing-tasks.ts).
 */
import { sentencesOf } from "./sentences.ts";
import type { ChatMessage } from "./tokens.ts";
import { numberWordsUpTo, writtenNumber } from "./written-numbers.ts";

/** What a request for a summary asks. */
export interface SummaryAsk {
  /** The text to summarise, as given. */
  readonly text: string;
  /** Sentences of a prose summary ("in 2 sentences"). */
  readonly sentences?: number;
  /** Bullets: their count, or 0 when the ask names bullets or points without a number. */
  readonly bullets?: number;
  /** The points as a numbered list ("a numbered list of the main points"). */
  readonly numbered?: boolean;
  /** The most words of the whole summary ("in under 30 words"). */
  readonly words?: number;
  /** A title above the summary ("a title and 3 key points"). */
  readonly title?: boolean;
  /** The ask is a question ("What are the main points of this text?"): the points are introduced. */
  readonly question?: boolean;
}

/** A word every summary ask holds: the cheap test before any other. */
const CUE = /summar|sum (?:it |this |that )?up|tl;?\s?dr|takeaway|main points|key points|main ideas|gist|recap|bullet|nutshell|condense/i;
/** Every character `\s` matches: "tl dr" may be written with any of them. */
const WHITESPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
/**
 * CUE's words as lower-case substrings, one of which every prompt CUE matches in holds (the
 * cues of a link of the chain, reply-chain.ts): "tl;?\s?dr" as "tl;", "tldr" and "tl", a
 * whitespace, "dr"; "sum … up" as "sum ".
 */
export const SUMMARY_ASK_CUES: readonly string[] = [
  "summar",
  "sum ",
  "tl;",
  "tldr",
  ...Array.from(WHITESPACE, (space) => `tl${space}dr`),
  "takeaway",
  "main points",
  "key points",
  "main ideas",
  "gist",
  "recap",
  "bullet",
  "nutshell",
  "condense",
];
/** A word that asks for a summary by itself; "bullet points" or "key points" ask for one only of a text the ask points at. */
const SUMMARY_WORD = /summar|sum (?:it |this |that )?up|tl;?\s?dr|gist|recap|condense|nutshell/i;
/** An ask that is only its heading: "Key takeaways:", "Main points:". */
const HEADING_ASK = /^\s*(?:the\s+)?(?:key|main|top)\s+(?:\d+\s+)?(?:takeaways?|points|ideas)\s*[:\n]?$/i;
/** How an ask opens: a request ("Summarize", "Give me", "Can you…"), a question ("What are…") or a heading ("Key takeaways"). */
const ASK_START =
  /^\s*(?:(?:please|pls|kindly|now|ok(?:ay)?|hey|hi|so)[,!]?\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:need|want|would like)\s+(?:you\s+to\s+)?|help\s+me\s+)?(?:summari[sz]e|sum\b|recap|condense|give|write|provide|create|make|list|extract|pull|share|break|boil|what\s+(?:are|is|were|was)|what's|tl;?\s?dr|tldr|(?:the\s+)?(?:key|main|top)\s+(?:\d+\s+)?(?:takeaways?|points|ideas)|takeaways?|a\s+(?:short\s+|quick\s+|brief\s+)?summary|summary|bullet)/i;
/** Words by which an ask points at a text it gives ("this", "the following", "the above", "the article"). */
const POINTS_AT = /\b(?:this|these|that|those|it|following|below|above|here|(?:the|my|our)\s+(?:text|article|passage|document|email|report|post|story|transcript|notes?|paragraph|essay|message|thread|content|page|chapter|review|meeting|letter|excerpt|piece|summary))\b/i;
/** A piece to write from the text, which is a writing task, not a summary. */
const OTHER_PIECE = /\b(?:tweet|poem|haiku|song|limerick|slogan|caption|linkedin|press release|json|sql|regex|translat\w*|in (?:french|spanish|german|italian|portuguese|japanese|chinese))\b|\b(?:write|draft|compose|create)\b[^.?\n]{0,40}\b(?:email|post|letter|story|thread)\b/i;
/** Code given, not prose: lines that end in braces or semicolons, or open with a declaration. */
const CODE_LINE = /[{};]\s*$|^\s*(?:import|export|def|function|const|let|var|class|public|private|#include|package|fn|SELECT)\b/gim;

/** The fewest words of an earlier message summarised by a later ask, and the most of an assistant's reply between them that says nothing yet. */
const EARLIER_WORDS = 25;
const BETWEEN_WORDS = 40;
/** Most characters of an ask: a longer head is the text itself. */
const ASK_CHARS = 200;
/** The fewest words of a text of one sentence worth summarising (a text of two always is). */
const MIN_WORDS = 12;
/** The fewest words of a user message summarised for a system prompt alone: a longer text than a question. */
const MIN_SYSTEM_WORDS = 20;

/**
 * The summary the last user message asks for, or the system message asks of it, or undefined
 * when neither asks one of a text they give.
 * @example summaryAskIn([], "Summarize this article in 2 sentences: Apple reported revenue of $94.9 billion. iPhone sales grew 2.4%. Services hit a record.")?.sentences // 2
 */
export function summaryAskIn(messages: readonly ChatMessage[], prompt: string): SummaryAsk | undefined {
  const system = systemAsk(messages);
  const cued = CUE.test(prompt.slice(0, ASK_CHARS)) || CUE.test(prompt.slice(-ASK_CHARS));
  if (!cued && system === undefined) return undefined;
  const own = cued ? (askFirst(prompt) ?? askLast(prompt)) : undefined;
  if (own) {
    const form = formOf(own.ask);
    // "Summarize it in 2 sentences" after the text was pasted on its own: the text is that earlier message.
    const text = own.text.trim() === "" ? earlierText(messages) : givenText(own.text);
    if (text === undefined) return undefined;
    const systemForm = system === undefined ? {} : formOf(system);
    return { ...systemForm, ...form, text, question: /\?\s*$/.test(own.ask) || /^\s*what\b/i.test(own.ask) };
  }
  if (system === undefined) return undefined;
  // A summariser's user message is the text: a text, not a greeting or a question.
  const text = givenText(prompt);
  if (text === undefined || wordsWithin(text, MIN_SYSTEM_WORDS) < MIN_SYSTEM_WORDS || (sentencesOf(text.slice(0, 400)).length < 2 && /\?\s*$/.test(text))) return undefined;
  return { ...formOf(system), text };
}

/** The ask and the text when the ask comes first: "<ask>: <text>", "<ask>?\n<text>", "TL;DR <text>". */
function askFirst(prompt: string): { ask: string; text: string } | undefined {
  const head = prompt.slice(0, ASK_CHARS);
  const tldr = /^\s*(?:tl;?\s?dr|tldr)\b[\s:,.-]*/i.exec(head);
  if (tldr) return { ask: "tl;dr", text: prompt.slice(tldr[0].length) };
  // The ask ends at its colon, question mark or line break; else at its first stop ("Summarize the following. <text>").
  let end = head.search(/[:?\n]/);
  const colon = end >= 0 && head[end] === ":";
  if (end < 0) end = head.search(/\.\s/);
  if (end < 0) return undefined;
  const ask = prompt.slice(0, end + 1);
  if (!ASK_START.test(ask) || !CUE.test(ask) || OTHER_PIECE.test(ask)) return undefined;
  // "What are the key points of a good resume? I'm…", "Give me 5 bullet points on better sleep: I wake at 3am…" ask about no text they give.
  const pointsAt = POINTS_AT.test(ask);
  if (colon ? !pointsAt && !SUMMARY_WORD.test(ask) && !HEADING_ASK.test(ask) : !pointsAt) return undefined;
  return { ask, text: prompt.slice(end + 1) };
}

/** The ask and the text when the text comes first: "<text>\n\nSummarize the above.", "<text> Can you summarize this?". */
function askLast(prompt: string): { ask: string; text: string } | undefined {
  const trimmed = prompt.trimEnd();
  const line = trimmed.lastIndexOf("\n");
  let ask = trimmed.slice(line + 1);
  if (ask.length > ASK_CHARS) ask = sentencesOf(trimmed.slice(-ASK_CHARS)).at(-1) ?? "";
  if (ask.length > ASK_CHARS || !ASK_START.test(ask) || !CUE.test(ask) || OTHER_PIECE.test(ask)) return undefined;
  if (!/^\s*(?:tl;?\s?dr|tldr)\b/i.test(ask) && !POINTS_AT.test(ask)) return undefined;
  return { ask, text: trimmed.slice(0, trimmed.length - ask.length) };
}

/**
 * The text an ask that gives none points back to: the user's message before it, when it is a
 * text (two sentences or more, EARLIER_WORDS words) and no answer of substance came between (the
 * assistant's "Got it, what should I do with it?" is none; an answer is what "summarize this"
 * would then mean, and revisions.ts shortens that).
 */
function earlierText(messages: readonly ChatMessage[]): string | undefined {
  let at = messages.length - 1;
  while (at >= 0 && messages[at]!.role !== "user") at--;
  at--;
  if (at >= 0 && messages[at]!.role === "assistant" && wordsWithin(messages[at]!.content, BETWEEN_WORDS) <= BETWEEN_WORDS) at--;
  if (at < 0 || messages[at]!.role !== "user") return undefined;
  const text = givenText(messages[at]!.content);
  return text !== undefined && wordsWithin(text, EARLIER_WORDS) >= EARLIER_WORDS && sentencesOf(text.slice(0, 600)).length >= 2 ? text : undefined;
}

/** Whether the system or developer messages make the assistant a summariser of every user text. */
export function asksSummaries(messages: readonly ChatMessage[]): boolean {
  return systemAsk(messages) !== undefined;
}

/** What the system and developer messages ask of every user text, when they make the assistant a summariser; else undefined. */
function systemAsk(messages: readonly ChatMessage[]): string | undefined {
  for (const message of messages) {
    if (message.role !== "system" && message.role !== "developer") continue;
    const text = message.content.slice(0, 2000);
    if (!CUE.test(text)) continue;
    // "Summarize the user's text…", "Your task is to summarize…", "You are a summarization assistant": not "You can summarize, translate…".
    const asked = /(?:^|[.!\n]\s*|\b(?:is|job|task|role)\s+(?:is\s+)?to\s+|\byou\s+(?:always\s+|will\s+|must\s+|should\s+)?)(?:summari[sz]e|sum\s+up|condense)\b[^.\n]{0,160}|\byou\s+are\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}summari[sz](?:er|ation|ing)\b[^\n]{0,200}/i.exec(text);
    if (asked) return asked[0];
  }
  return undefined;
}

/** The text to summarise without the quotes or fence it comes in, or undefined when it is too short (one short sentence) or is code. */
function givenText(given: string): string | undefined {
  let text = given.trim();
  const wrapped = /^(?:```[\w-]*\n([\s\S]*?)\n?```|"""([\s\S]*?)"""|<text>([\s\S]*?)<\/text>|"([^"]*)"|“([^”]*)”)$/.exec(text);
  if (wrapped) text = (wrapped.slice(1).find((part) => part !== undefined) ?? "").trim();
  if (wordsWithin(text, MIN_WORDS) < MIN_WORDS && sentencesOf(text).length < 2) return undefined;
  if ((text.match(CODE_LINE) ?? []).length >= 2) return undefined;
  return text;
}

const N = String.raw`(\d{1,2}|${numberWordsUpTo(20)}|a single|single|a couple of|a few)`;
/** "in 2 sentences", "a one-sentence summary", "1-2 sentences": group 1 (or 2, the upper bound) the count. */
const SENTENCES = new RegExp(String.raw`\b${N}(?:\s*(?:-|to|or)\s*(\d{1,2}|${numberWordsUpTo(10)}))?[\s-]sentences?\b`, "i");
/** "under 30 words", "50 words or less", "a 40-word summary", "in 20 words": group 1, 2 or 3 the count. */
const WORDS =
  /\b(?:under|below|within|in\s+(?:less|fewer)\s+than|less\s+than|fewer\s+than|no\s+more\s+than|not\s+more\s+than|at\s+most|max(?:imum)?(?:\s+of)?|up\s+to|about|around|roughly|approximately|in)\s+(\d{1,3})\s+words?\b(?!\s+each)|\b(\d{1,3})\s+words?\s+or\s+(?:less|fewer)\b|\b(\d{1,3})[\s-]word\b/i;
/** "3 bullet points", "five key takeaways", "the main points", "top 3 highlights": group 1 the count, when given. */
const BULLETS = new RegExp(
  String.raw`\b(?:top\s+)?(?:${N}\s+)?(?:(?:key|main|short|brief|concise|quick|important|major|biggest|core)\s+)*(?:bullet(?:ed)?[\s-]?points?|bullets|points|takeaways?|highlights|ideas|lessons)\b|\b(?:as|in)\s+(?:a\s+)?(?:numbered\s+|bulleted\s+)?list\b|\bbullet(?:ed)?\b`,
  "i",
);

/** The form an ask asks: counted sentences, bullets, words, a title. */
function formOf(ask: string): Omit<SummaryAsk, "text" | "question"> {
  const form: { sentences?: number; bullets?: number; numbered?: boolean; words?: number; title?: boolean } = {};
  const sentences = SENTENCES.exec(ask);
  if (sentences) form.sentences = countOf(sentences[2] ?? sentences[1]!);
  else if (/\b(?:a\s+sentence\s+or\s+two)\b/i.test(ask)) form.sentences = 2;
  else if (/\b(?:one|a\s+single|single)[\s-]lin(?:e|er)\b/i.test(ask)) form.sentences = 1;
  const words = WORDS.exec(ask);
  if (words) form.words = Number(words[1] ?? words[2] ?? words[3]);
  const bullets = BULLETS.exec(ask);
  if (bullets) form.bullets = bullets[1] === undefined ? (form.sentences ?? 0) : countOf(bullets[1]);
  if (form.bullets !== undefined && form.sentences !== undefined && !/\bsentences?\s+each\b/i.test(ask)) delete form.sentences;
  if (/\bnumbered\b/i.test(ask)) form.numbered = true;
  if (/\b(?:title|headline)\b/i.test(ask)) form.title = true;
  return form;
}

/** A written count: "3", "three", "a single" (1), "a couple of" (2), "a few" (3). */
function countOf(written: string): number {
  const word = written.toLowerCase().replace(/^a single$|^single$/, "one");
  return Math.max(1, writtenNumber(word) ?? 3);
}

/** A word as a reader counts one, from its first letter or digit to the space after it. */
const WORD = /[\p{L}\p{N}]\S*/gu;

/**
 * Words as a reader counts them (the runs between spaces that have a letter or a digit), but no
 * further than one past `most`: enough to compare a text with `most` words without reading all of a long one.
 */
function wordsWithin(text: string, most: number): number {
  let count = 0;
  WORD.lastIndex = 0;
  while (count <= most && WORD.test(text)) count++;
  return count;
}
