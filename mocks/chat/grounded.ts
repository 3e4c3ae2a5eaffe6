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

/** The context and question of a grounded prompt, from one message or a system prompt and the user's. */
function groundedParts(messages: readonly ChatMessage[], prompt: string): { context: string; question: string } | undefined {
  const split = (text: string): { context: string; question: string | undefined } | undefined => {
    const start = CONTEXT.exec(text);
    if (!start) return undefined;
    const rest = text.slice(start.index + start[0].length);
    const end = CONTEXT_END.exec(rest);
    const context = (end ? rest.slice(0, end.index) : rest).slice(0, MAX_CONTEXT).trim();
    if (context.length < 40) return undefined;
    return { context, question: QUESTION.exec(text)?.[1]?.trim() };
  };
  const inPrompt = split(prompt);
  if (inPrompt) return inPrompt.question ? { context: inPrompt.context, question: inPrompt.question } : undefined;
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  const inSystem = system ? split(system.content) : undefined;
  return inSystem ? { context: inSystem.context, question: prompt.trim() } : undefined;
}

/**
 * The answer to a question asked over given context, or undefined when the prompt gives none.
 * @example groundedReply([], "Answer from the context.\nContext: Paris is the capital of France. It is on the Seine.\nQuestion: What river is Paris on?") // "It is on the Seine."
 */
export function groundedReply(messages: readonly ChatMessage[], prompt: string): string | undefined {
  const parts = groundedParts(messages, prompt);
  if (!parts) return undefined;
  const asked = contentWords(parts.question);
  // "Thanks!", "Hi, who are you?" under a documents prompt ask nothing of the documents.
  if (asked.size === 0) return undefined;
  const sentences = sentencesOf(parts.context.replace(/\s+/g, " "));
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
