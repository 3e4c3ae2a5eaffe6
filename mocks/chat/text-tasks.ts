/**
 * Replies to tasks done on a text the user gives: "Summarize this: …" answers with the text's
 * summary in the form asked (summary-asks.ts reads the ask, summaries.ts writes it: "in 2
 * sentences", "3 bullet points", "under 30 words", a system message's "Summarize the user's
 * text…"), "Classify the sentiment of: …" with the sentiment the text shows. These are the demos
 * of summarising and classifying features; their answer should be about the given text, not about
 * the words "summarize" and "sentiment".
 */
import { capitalized } from "./reply.ts";
import { sentimentOf } from "./sentiment.ts";
import { summaryOf } from "./summaries.ts";
import { asksSummaries, SUMMARY_ASK_CUES, summaryAskIn } from "./summary-asks.ts";
import type { ChatMessage } from "./tokens.ts";

/** "Classify the sentiment of: <text>", "What is the sentiment of this review: <text>" */
const SENTIMENT = /^\s*(?:please\s+)?(?:classify|analy[sz]e|detect|what(?:'s| is))\s+(?:the\s+)?sentiment\b[^:\n]{0,40}[:\n]\s*([\s\S]{2,})$/i;

/** Words one of which every prompt that asks a task itself holds: a summary's, and "sentiment". */
export const TEXT_TASK_CUES: readonly string[] = ["sentiment", ...SUMMARY_ASK_CUES];

/**
 * The reply to a task on a given text, or undefined when the conversation sets none.
 * @example textTaskReply("Classify the sentiment of: I hate waiting in line") // "Negative."
 * @example textTaskReply("Summarize this in one sentence: Sales rose 6% to $94.9 billion. Phones sold well. The stock rose.") // "Sales rose 6% to $94.9 billion."
 */
export function textTaskReply(prompt: string, messages: readonly ChatMessage[] = []): string | undefined {
  const sentiment = SENTIMENT.exec(prompt);
  if (sentiment) {
    const found = sentimentOf(sentiment[1]!);
    return `${capitalized(found)}.`;
  }
  const summary = summaryAskIn(messages, prompt);
  return summary === undefined ? undefined : summaryOf(summary);
}

/**
 * `textTaskReply` where the system message makes the assistant a summariser, else undefined: the
 * chain asks it after `textTaskReply` with its cues, for the user messages that are only the text.
 */
export function summariserReply(prompt: string, messages: readonly ChatMessage[]): string | undefined {
  return asksSummaries(messages) ? textTaskReply(prompt, messages) : undefined;
}
