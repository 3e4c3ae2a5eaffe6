/**
 * The conversation so far in a few sentences, as agents compact their memory: "Summarize our
 * conversation so far" at the end of a chat, a system prompt "Summarize the following
 * conversation" over a transcript, LangChain's ConversationSummaryMemory ("Progressively
 * summarize the lines of conversation provided, adding onto the previous summary … Current
 * summary: … New lines of conversation: … New summary:"). The summary is what a model writes:
 * what the user asked, in reported speech where the question can be restated ("The user asked
 * who the CEO of Tesla is"), and what the assistant answered, its answer's opening sentence.
 * Follow-ups are named as the questions they stand for (follow-up-questions.ts): "How old is
 * he?" after Elon Musk was named is "How old is Elon Musk?". A long chat keeps its first
 * exchange and its last ones.
 */
import type { AppAsk } from "./app-ask-answers.ts";
import { standaloneQuestion } from "./follow-up-questions.ts";
import { restate } from "./restatement.ts";
import { transcriptTurns, type Turn } from "./transcripts.ts";

/** Exchanges summarised: the first, and the last ones up to this many in all. */
const MAX_EXCHANGES = 4;
/** Words of an answer kept: its opening sentence, cut. */
const ANSWER_WORDS = 25;
/** Words of a question quoted when it cannot be restated. */
const QUOTED_WORDS = 16;

/** LangChain's summary memory prompt: the summary so far and the new lines. */
const PROGRESSIVE = /current summary:\s*([\s\S]*?)\n\s*new lines of conversation:\s*([\s\S]*?)(?:\n\s*new summary:\s*)?$/i;
/** A request the user made: its verb first. */
const REQUEST = /^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(write|create|generate|draft|compose|make|build|design|give|suggest|recommend|find|show|list|plan|translate|summari[sz]e|explain|describe|compare|fix|help|tell|book|remind|send|calculate|convert)\b(.*)$/i;

/**
 * The summary the ask wants, or undefined when there is no conversation to summarise.
 * @example conversationSummaryReply(ask) // "The user asked who the CEO of Tesla is, and the assistant answered: Elon Musk."
 */
export function conversationSummaryReply(ask: AppAsk): string | undefined {
  const progressive = /end of example/i.test(ask.instruction) ? PROGRESSIVE.exec(ask.instruction.slice(ask.instruction.search(/end of example/i))) : undefined;
  const turns = progressive ? (transcriptTurns(progressive[2]!) ?? []) : ask.turns();
  const labels = /^\s*human\s*:/im.test(progressive?.[2] ?? ask.material) ? { user: "the human", assistant: "the AI" } : { user: "the user", assistant: "the assistant" };
  const summary = ONE_SENTENCE.test(ask.instruction.slice(0, 1500)) ? oneSentenceSummary(turns, labels) : summaryOf(turns, labels);
  const earlier = progressive?.[1]!.trim();
  if (summary === undefined) return earlier || undefined;
  return earlier ? `${earlier} ${summary}` : summary;
}

/** "in one sentence", "a single sentence", "in a sentence". */
const ONE_SENTENCE = /\b(?:in\s+)?(?:one|a\s+single|a|1)[\s-]sentence\b/i;

/**
 * What the user asked, in one sentence: "The user asked who the CEO of Tesla is, then how old
 * Elon Musk is." Undefined for no user turn.
 */
function oneSentenceSummary(turns: readonly Turn[], labels: Labels): string | undefined {
  const asks: string[] = [];
  let previous: { question: string; answer: string } | undefined;
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i]!;
    if (turn.role !== "user") continue;
    const question = previous === undefined ? turn.text : (standaloneQuestion(turn.text.trim(), previous) ?? turn.text);
    asks.push(reported(question));
    if (turns[i + 1]?.role === "assistant") previous = { question: turn.text, answer: turns[i + 1]!.text };
  }
  if (asks.length === 0) return undefined;
  const kept = asks.length <= MAX_EXCHANGES ? asks : [asks[0]!, ...asks.slice(-(MAX_EXCHANGES - 1))];
  // "asked X, then asked Y" reads "asked X, then Y".
  const said = kept.map((ask, i) => (i > 0 && /^asked\s/.test(ask) && /^asked\s/.test(kept[i - 1]!) ? ask.replace(/^asked\s+(?:about\s+)?/, (word) => (word.includes("about") ? "about " : "")) : ask));
  const joined = said.length === 1 ? said[0]! : `${said.slice(0, -1).join(", ")}, then ${said.at(-1)}`;
  return `${capitalizedLabel(labels.user)} ${joined}${/[.!?…"]$/.test(joined) ? "" : "."}`;
}

/** Who the summary says spoke. */
interface Labels {
  readonly user: string;
  readonly assistant: string;
}

/**
 * A few sentences on what the user asked and what was answered, or undefined for no user turn.
 * @example summaryOf([{ role: "user", text: "What is React?" }, { role: "assistant", text: "React is a JavaScript library for building user interfaces." }]) // "The user asked about React, and the assistant answered: React is a JavaScript library for building user interfaces."
 */
export function summaryOf(turns: readonly Turn[], labels: Labels = { user: "the user", assistant: "the assistant" }): string | undefined {
  const exchanges: { asked: string; answer: string | undefined; previous: { question: string; answer: string } | undefined }[] = [];
  let previous: { question: string; answer: string } | undefined;
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i]!;
    if (turn.role !== "user") continue;
    const answer = turns[i + 1]?.role === "assistant" ? turns[i + 1]!.text : undefined;
    exchanges.push({ asked: turn.text, answer, previous });
    if (answer !== undefined) previous = { question: turn.text, answer };
  }
  if (exchanges.length === 0) return undefined;
  const kept = exchanges.length <= MAX_EXCHANGES ? exchanges : [exchanges[0]!, ...exchanges.slice(-(MAX_EXCHANGES - 1))];
  const sentences = kept.map((exchange, i) => {
    const question = exchange.previous === undefined ? exchange.asked : (standaloneQuestion(exchange.asked.trim(), exchange.previous) ?? exchange.asked);
    const opening = i === 0 ? capitalizedLabel(labels.user) : i === 1 && kept.length < exchanges.length ? `Later, ${labels.user}` : `Then ${labels.user}`;
    const answered = exchange.answer === undefined ? "" : `, and ${labels.assistant} answered: ${openingSentence(exchange.answer)}`;
    const said = reported(question);
    return `${opening} ${said}${answered}${/[.!?…]$/.test(answered || said) ? "" : "."}`;
  });
  return sentences.join(" ");
}

function capitalizedLabel(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What the user said, reported: "asked who the CEO of Tesla is", "asked the assistant to write a haiku", "said they love pizza". */
function reported(text: string): string {
  // "Hi, my name is Sam": the greeting is no part of what was said.
  const said = text.trim().replace(/\s+/g, " ").replace(/^(?:hi|hey|hello|good\s+(?:morning|afternoon|evening))(?:\s+there)?\s*[,!.]\s*/i, "");
  // "How old is Elon Musk?" → "how old Elon Musk is".
  const measure = /^how\s+(old|tall|far|long|big|much|many|high|deep|fast|heavy)\s+(is|are|was|were)\s+([^?]{2,80}?)\s*\?*$/i.exec(said);
  if (measure) return `asked how ${measure[1]!.toLowerCase()} ${thirdPerson(measure[3]!)} ${measure[2]!.toLowerCase()}`;
  // A request before a restatement: "Please recommend a book" asks for one, it names no subject.
  const request = REQUEST.exec(said.replace(/[.!?]+$/, ""));
  if (request) return `asked ${labelFree(request[1]!.toLowerCase())}${thirdPerson(request[2]!)}`.replace(/\s+/g, " ");
  const restated = restate(said.split(/(?<=[.!?])\s/)[0]!);
  if (restated !== undefined) {
    const phrase = thirdPerson(restated.phrase);
    return /^(?:how|why|who|where|when|what|which|whether)\b/i.test(phrase) ? `asked ${phrase}` : `asked about ${phrase}`;
  }
  if (/\?\s*$/.test(said)) return `asked "${cut(said, QUOTED_WORDS)}"`;
  return `said ${thirdPerson(lowerFirst(cut(said, QUOTED_WORDS).replace(/[.!]+$/, "")))}`;
}

/** "help" → "for help"; any other verb: "the assistant to write". */
function labelFree(verb: string): string {
  return verb === "help" ? "for help" : `the assistant to ${verb}`;
}

/** The user's words as the summary's: "my" → "their", "I am" → "they are". */
function thirdPerson(text: string): string {
  return text
    .replace(/\bI'm\b|\bI am\b|\byou're\b|\byou are\b/gi, "they are")
    .replace(/\bI was\b/g, "they were")
    .replace(/\b(?:my|your)\b/gi, "their")
    .replace(/\b(?:myself|yourself)\b/gi, "themselves")
    .replace(/\b[Mm]e\b/g, "them")
    .replace(/\bI\b|\byou\b/g, "they");
}

function lowerFirst(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The answer's opening sentence, without markdown, within ANSWER_WORDS. */
function openingSentence(answer: string): string {
  const plain = answer.replace(/```[\s\S]*?(?:```|$)/g, " ").replace(/[*_`#>]+/g, "").replace(/^\s*(?:[-•]|\d+[.)])\s+/gm, "").replace(/\s+/g, " ").trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  return cut(sentence, ANSWER_WORDS);
}

function cut(text: string, words: number): string {
  const all = text.split(" ");
  return all.length <= words ? text : `${all.slice(0, words).join(" ").replace(/[,;:]$/, "")}…`;
}
