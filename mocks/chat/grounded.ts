/**
 * Replies to a question asked over retrieved text (retrieval-augmented generation): LangChain's
 * RAG tutorial sends "Use the following pieces of retrieved context to answer the question. If
 * you don't know the answer, just say that you don't know. … Question: {question} Context:
 * {context} Answer:", apps send the same in a system prompt. A model answers from the context,
 * so the mock answers with the context's sentences that share most words with the question, and
 * says it does not know when none does. Nothing outside the context is added.
 */
import { sentencesOf } from "./sentences.ts";
import type { ChatMessage } from "./tokens.ts";

/** Where the context starts: "Context:", "Documents:", "Sources:", "<context>". */
const CONTEXT = /(?:^|\n)\s*(?:#+\s*)?(?:context|retrieved context|documents?|sources?|passages?|excerpts?)\s*:\s*|<(?:context|documents?)>/i;
/** The words one of which every start of a context has, lower-case (CONTEXT's "/i" folds only ASCII letters): the chain's cues for a context in the prompt. */
export const CONTEXT_CUES: readonly string[] = ["context", "document", "source", "passage", "excerpt"];
/** Where the question is: "Question: …". */
const QUESTION = /(?:^|\n)\s*(?:question|query|q)\s*:\s*([^\n]{3,300})/i;
/** Where the context ends: the question, the answer slot, a closing tag. */
const CONTEXT_END = /\n\s*(?:question|query|q|answer|helpful answer)\s*:|<\/(?:context|documents?)>/i;

const STOPWORDS = new Set(
  "a an and are as at be by can could did do does for from had has have how i if in into is it its me my of on or our please should so than that the their them then there these they this to was we what when where which who why will with would you your about tell explain thanks thank hello hey okay cool great bye goodbye sure nice".split(" "),
);

/** Most characters of context read, and most sentences answered with. */
const MAX_CONTEXT = 8_000;
const MAX_SENTENCES = 2;

function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !STOPWORDS.has(word)).map(stem));
}

/** "decomposition" and "decompose", "tasks" and "task": one word. */
function stem(word: string): string {
  return word.replace(/(?:ations?|ing|ed|es|s)$/, "");
}

/** The context a text starts, and the question it asks when it says "Question:"; undefined when it gives no context. */
function contextIn(text: string): { context: string; question: string | undefined } | undefined {
  const start = CONTEXT.exec(text);
  if (!start) return undefined;
  const rest = text.slice(start.index + start[0].length);
  const end = CONTEXT_END.exec(rest);
  const context = (end ? rest.slice(0, end.index) : rest).slice(0, MAX_CONTEXT).trim();
  if (context.length < 40) return undefined;
  return { context, question: QUESTION.exec(text)?.[1]?.trim() };
}

/**
 * The answer to a question asked over given context, or undefined when the prompt gives none:
 * the prompt's own context first, else the system message's.
 * @example groundedReply([], "Answer from the context.\nContext: Paris is the capital of France. It is on the Seine.\nQuestion: What river is Paris on?") // "It is on the Seine."
 */
export function groundedReply(messages: readonly ChatMessage[], prompt: string): string | undefined {
  return promptGroundedReply(prompt) ?? systemGroundedReply(messages, prompt);
}

/**
 * The answer to the question the prompt asks over the context it gives, else undefined (also for a
 * context with no "Question:"). Its prompts contain one of CONTEXT_CUES.
 */
export function promptGroundedReply(prompt: string): string | undefined {
  const inPrompt = contextIn(prompt);
  return inPrompt?.question ? answered(inPrompt.context, inPrompt.question) : undefined;
}

/**
 * The answer to the prompt from the system message's context, else undefined: also when the
 * prompt gives a context of its own, which promptGroundedReply reads (read last: most chats
 * have no system message, or one without a context).
 */
export function systemGroundedReply(messages: readonly ChatMessage[], prompt: string): string | undefined {
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  const inSystem = system ? contextIn(system.content) : undefined;
  if (!inSystem || contextIn(prompt)) return undefined;
  return answered(inSystem.context, prompt.trim());
}

/** The context's sentences that share most words with the question, "I don't know" when none does, or undefined when the question asks nothing. */
function answered(context: string, question: string): string | undefined {
  const asked = contentWords(question);
  // "Thanks!", "Hi, who are you?" under a documents prompt ask nothing of the documents.
  if (asked.size === 0) return undefined;
  const sentences = sentencesOf(context.replace(/\s+/g, " "));
  const scored = sentences
    .map((sentence, index) => ({ sentence, index, score: [...contentWords(sentence)].filter((word) => asked.has(word)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  // A second sentence only when it says as much of the question as the best one.
  const best = scored[0]?.score ?? 0;
  const chosen = scored.filter((entry) => entry.score === best).slice(0, MAX_SENTENCES).sort((a, b) => a.index - b.index);
  if (chosen.length === 0) return "I don't know: the context provided does not say.";
  return chosen.map((entry) => entry.sentence).join(" ");
}
