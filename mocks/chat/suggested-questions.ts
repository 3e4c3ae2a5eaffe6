/**
 * Follow-up questions a chat app offers under an answer ("Suggest 3 follow-up questions the user
 * might ask after: …", Open WebUI's `{ "follow_ups": [...] }` task, a system prompt asking for
 * related questions): as many as asked, each about the subject of the last question, in the
 * user's voice, as a numbered list, or as JSON when the instruction asks for JSON. The subject
 * is the last question restated (restatement.ts): "What is React?" → React, "How do I make
 * coffee?" → making coffee; the questions fit what kind of thing it is (software, an activity,
 * a choice, anything else), and claim nothing about it.
 */
import { jsonAnswer, type AppAsk } from "./app-ask-answers.ts";
import { countWord } from "./asked-count.ts";
import { TECHNICAL } from "./reply.ts";
import { restate } from "./restatement.ts";

/** How many when the instruction gives no number. */
const DEFAULT_COUNT = 3;
/** Most questions given: the templates of one kind. */
const MAX_COUNT = 6;

/** Questions about a piece of software or a technical subject. */
const TECHNICAL_QUESTIONS = [
  "What are the main features of {S}?",
  "How do I get started with {S}?",
  "What are some common use cases for {S}?",
  "How does {S} compare to its alternatives?",
  "What are the main drawbacks of {S}?",
  "Can you show me a simple example of {S}?",
];
/** Questions about any other subject: a thing, a place, an idea. */
const TOPIC_QUESTIONS = [
  "Why is {S} important?",
  "Can you explain {S} in simpler terms?",
  "What are some interesting facts about {S}?",
  "What is the history of {S}?",
  "How does {S} affect everyday life?",
  "Where can I learn more about {S}?",
];
/** Questions about doing something: "making coffee". */
const ACTIVITY_QUESTIONS = [
  "What do I need to get started with {S}?",
  "What are common mistakes to avoid when {S}?",
  "How long does {S} usually take?",
  "What's a good way for a beginner to practise {S}?",
  "Can you give me a step-by-step plan for {S}?",
  "How can I tell if I'm {S} the right way?",
];
/** Questions about a choice: "what movie to watch tonight". */
const CHOICE_QUESTIONS = [
  "What should I consider when deciding {S}?",
  "What are the pros and cons of each option?",
  "Which option would you pick, and why?",
  "Are there any options I might be overlooking?",
  "How can I decide quickly if I'm still unsure?",
  "What do most people choose in this situation?",
];
/** Questions after one that asks how or why something is: "how a CPU works". */
const CLAUSE_QUESTIONS = [
  "Can you explain {S} in simpler terms?",
  "Can you give me a concrete example?",
  "What are the most common misconceptions about this?",
  "Why does this matter in practice?",
  "Where can I learn more about this?",
  "Can you summarize the key points?",
];
/** When the last question names no subject a reply can repeat. */
const GENERAL_QUESTIONS = [
  "Can you explain that in more detail?",
  "Can you give me a concrete example?",
  "What should I do next?",
  "Are there any common pitfalls I should know about?",
  "Where can I learn more about this?",
  "Can you summarize the key points?",
];

/** Words that point the ask at the conversation itself. */
const ABOUT_THE_CHAT = /\b(?:conversation|chat|discussion|above|so far|(?:might|may|could|would)\s+ask|next)\b/i;
/** One a line, unnumbered: "one per line", "each on its own line", "no numbering". */
const PLAIN_LINES = /\bone\s+per\s+line\b|\beach\s+on\s+(?:a\s+new|its\s+own|a\s+separate)\s+line\b|\bno\s+(?:numbering|numbers|bullets)\b|\bseparated\s+by\s+(?:new\s?lines|line\s+breaks)\b/i;

/**
 * The follow-up questions the ask wants, or undefined when the conversation has no user question.
 * @example suggestedQuestionsReply(ask) // "1. What are the main features of React?\n2. How do I get started with React?\n3. What are some common use cases for React?"
 */
export function suggestedQuestionsReply(ask: AppAsk): string | undefined {
  // Asked in the chat with no question quoted, the conversation must be what it is about: "an email with a follow-up question" is not.
  if (!ask.fromSystem && ask.material.trim() === "" && !ABOUT_THE_CHAT.test(ask.instruction.slice(0, 600))) return undefined;
  const question = ask.turns().findLast((turn) => turn.role === "user")?.text;
  if (question === undefined || question.trim() === "") return undefined;
  const instruction = ask.instruction.slice(0, 1500);
  const questions = suggestedQuestions(question, Math.min(MAX_COUNT, countWord(instruction) ?? DEFAULT_COUNT));
  const json = jsonAnswer(instruction, questions, "questions", ask.json);
  if (json !== undefined) return json;
  if (PLAIN_LINES.test(instruction)) return questions.join("\n");
  return questions.map((text, i) => `${i + 1}. ${text}`).join("\n");
}

/** A question reported rather than quoted: "(The) user asked how to bake sourdough bread", "the user asked about React". */
const REPORTED = /^(?:the\s+)?user\s+(?:asked|asks|wanted\s+to\s+know|wants\s+to\s+know)\s+(?:(about)\s+|(how|what|why|where|when|which|who|whether|if)\s+)(.{2,140}?)[.?!]?$/i;

/** The question `text` reports, in the user's words ("How to bake sourdough bread?", "What is React?"); else `text`. */
function asked(text: string): string {
  const reported = REPORTED.exec(text);
  if (!reported) return text;
  const rest = reported[3]!;
  return reported[1] ? `What is ${rest}?` : `${reported[2]!.charAt(0).toUpperCase()}${reported[2]!.slice(1).toLowerCase()} ${rest}?`;
}

/**
 * `count` questions a user might ask next after `question`, about its subject.
 * @example suggestedQuestions("How do I make coffee?", 2) // ["What do I need to get started with making coffee?", "What are common mistakes to avoid when making coffee?"]
 */
export function suggestedQuestions(question: string, count: number): string[] {
  const opening = asked(question.trim().split("\n")[0]!.slice(0, 160));
  const restated = restate(opening);
  const subject = restated?.phrase.replace(/\byour\b/gi, "my").replace(/\byou\b/gi, "me").replace(/\byou're\b/gi, "I'm");
  let templates = GENERAL_QUESTIONS;
  if (restated !== undefined && subject !== undefined) {
    if (restated.asking === "advice" && /^\w+ing\b/i.test(subject)) templates = ACTIVITY_QUESTIONS;
    else if (restated.asking === "choice") templates = CHOICE_QUESTIONS;
    else if (/^(?:how|why|who|where|when|what|whether)\b/i.test(subject)) templates = CLAUSE_QUESTIONS;
    else templates = TECHNICAL.test(subject) || /\w\.(?:js|ts|py|io)\b/i.test(subject) ? TECHNICAL_QUESTIONS : TOPIC_QUESTIONS;
  }
  return templates.slice(0, count).map((template) => template.replaceAll("{S}", subject ?? ""));
}
