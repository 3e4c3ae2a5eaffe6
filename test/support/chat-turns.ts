/**
 * A conversation played through the chat mock as an app sends it: each user message asked with
 * the conversation so far, the mock's own replies as the assistant's turns. For tests of replies
 * that read earlier turns (a support bot's follow-ups, its greeting and closing).
 */
import { seededRandom } from "../../mocks/data/random.ts";
import { knownReply } from "../../mocks/chat/known-replies.ts";
import { composeReply } from "../../mocks/chat/reply.ts";
import type { ChatMessage } from "../../mocks/chat/tokens.ts";

/** The mock's reply to each of `prompts` in turn, after an optional system message. */
export function repliesInTurn(system: string | undefined, ...prompts: string[]): string[] {
  const messages: ChatMessage[] = system === undefined ? [] : [{ role: "system", content: system }];
  const replies: string[] = [];
  for (const prompt of prompts) {
    messages.push({ role: "user", content: prompt });
    const reply = composeReply(messages, seededRandom(1), knownReply);
    replies.push(reply);
    messages.push({ role: "assistant", content: reply });
  }
  return replies;
}

/** The reply to the last of `prompts`. */
export const lastReply = (system: string | undefined, ...prompts: string[]): string => repliesInTurn(system, ...prompts).at(-1)!;
