/**
 * Replies to tasks done on a text the user gives: "Summarize this: …" answers with the text's
 * gist (its first sentences, shortened), "Classify the sentiment of: …" with the sentiment the
 * text shows. These are the demos of summarising and classifying features; their answer should
 * be about the given text, not about the words "summarize" and "sentiment".
 */
import { capitalized } from "./reply.ts";
import { sentimentOf } from "./sentiment.ts";

/** "Summarize this: <text>", "TL;DR: <text>", "Summarise the following text.\n<text>" */
const SUMMARIZE = /^\s*(?:please\s+)?(?:summari[sz]e|sum up|tl;?dr|give me (?:a|the) (?:summary|gist|tl;?dr) of)\b[^:\n]{0,40}[:\n]\s*([\s\S]{10,})$/i;
/** "Classify the sentiment of: <text>", "What is the sentiment of this review: <text>" */
const SENTIMENT = /^\s*(?:please\s+)?(?:classify|analy[sz]e|detect|what(?:'s| is))\s+(?:the\s+)?sentiment\b[^:\n]{0,40}[:\n]\s*([\s\S]{2,})$/i;

/** Most characters of a summary. */
const SUMMARY_CHARS = 240;

/**
 * The reply to a task on a given text, or undefined when `prompt` sets none.
 * @example textTaskReply("Classify the sentiment of: I hate waiting in line") // "Negative."
 */
export function textTaskReply(prompt: string): string | undefined {
  const sentiment = SENTIMENT.exec(prompt);
  if (sentiment) {
    const found = sentimentOf(sentiment[1]!);
    return `${capitalized(found)}.`;
  }
  const summarize = SUMMARIZE.exec(prompt);
  if (summarize) return summaryOf(summarize[1]!);
  return undefined;
}

/** The text's first sentence or two, within SUMMARY_CHARS, cut at a word. */
function summaryOf(text: string): string {
  const sentences = text.replace(/\s+/g, " ").trim().match(/[^.!?]+[.!?]*/g) ?? [text];
  let summary = sentences[0]!.trim();
  if (sentences.length > 2 && summary.length + sentences[1]!.length <= SUMMARY_CHARS) summary += ` ${sentences[1]!.trim()}`;
  if (summary.length > SUMMARY_CHARS) summary = `${summary.slice(0, summary.lastIndexOf(" ", SUMMARY_CHARS))}…`;
  if (!/[.!?…]$/.test(summary)) summary += ".";
  return `In short: ${summary}`;
}
