/**
 * The last question of a conversation rewritten to stand alone, for retrieval: LangChain's
 * history-aware retriever ("formulate a standalone question which can be understood without the
 * chat history. Do NOT answer the question"), its classic condense-question prompt ("Chat
 * History: … Follow Up Input: How old is he? Standalone question:") and RAG apps' "rewrite the
 * last user question as a standalone search query". The retriever searches with the reply, so
 * the reply is the question alone: "How old is he?" after "Who is the CEO of Tesla?" / "Elon
 * Musk." is "How old is Elon Musk?", the rewriting follow-up-questions.ts does for its own
 * answers; a question that needs nothing from the history is returned as it is.
 */
import type { AppAsk } from "./app-ask-answers.ts";
import { standaloneQuestion } from "./follow-up-questions.ts";
import { transcriptTurns, type Turn } from "./transcripts.ts";

/** LangChain's condense prompt: the follow-up after its label. */
const FOLLOW_UP_INPUT = /\bfollow[- ]?up\s+(?:input|question)\s*:\s*([^\n]+)/i;
/** The history before it, after its label. */
const CHAT_HISTORY = /\b(?:chat\s+history|conversation(?:\s+history)?)\s*:\s*\n([\s\S]*?)(?=\n\s*follow[- ]?up\s+(?:input|question)\s*:|$)/i;

/**
 * The conversation's last question as it reads alone, or undefined when there is no question.
 * @example standaloneQueryReply(ask) // "How old is Elon Musk?"
 */
export function standaloneQueryReply(ask: AppAsk): string | undefined {
  const condensed = FOLLOW_UP_INPUT.exec(ask.material) ?? FOLLOW_UP_INPUT.exec(ask.instruction);
  if (condensed) {
    const history = CHAT_HISTORY.exec(ask.fromSystem ? ask.material : ask.instruction)?.[1];
    return standalone(condensed[1]!.trim(), (history === undefined ? undefined : transcriptTurns(history)) ?? []);
  }
  const turns = ask.turns();
  const last = turns.at(-1);
  if (last === undefined || last.role !== "user") return undefined;
  // Asked in the chat ("Rewrite that as a standalone question: How old is he?"): the history is the chat's.
  const history = ask.fromSystem || turns.length > 1 ? turns.slice(0, -1) : ask.messages.filter((message) => message.role === "user" || message.role === "assistant").slice(0, -1).map((message) => ({ role: message.role as Turn["role"], text: message.content }));
  return standalone(last.text, history);
}

/** `question` rewritten from the last question and answer of `history`, else as it is. */
function standalone(question: string, history: readonly Turn[]): string {
  const text = question.trim().replace(/^["“]|["”]$/g, "");
  const answerAt = history.findLastIndex((turn) => turn.role === "assistant");
  const asked = answerAt > 0 ? history.slice(0, answerAt).findLast((turn) => turn.role === "user") : undefined;
  const rewritten = asked === undefined ? undefined : standaloneQuestion(text, { question: asked.text, answer: history[answerAt]!.text });
  return rewritten ?? text;
}
