/**
 * Word association played on after "Let's play word association": each word of the user's gets
 * one associated word, never one the game has had, and "stop" ends it with the chain.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import type { ChatMessage } from "./tokens.ts";
import { associatedWord } from "./word-association.ts";

/** The conversation played on: each user turn answered as the mock answers it, then the next. */
function play(...turns: string[]): string[] {
  const messages: ChatMessage[] = [];
  const replies: string[] = [];
  for (const [at, turn] of turns.entries()) {
    messages.push({ role: "user", content: turn });
    const reply = composeReply(messages, seededRandom(at + 1), knownReply);
    replies.push(reply);
    messages.push({ role: "assistant", content: reply });
  }
  return replies;
}

describe("word association", () => {
  it("answers each word with one associated word, in bold, and never repeats a word of the game", () => {
    const replies = play("Let's play word association", "Waves", "Surf", "Banana");
    expect(replies[0]).toMatch(/My first word: \*\*\w+\*\*$/);
    // Surf's first association is Waves, said already: the next one.
    expect(replies.slice(1)).toEqual(["**Surf**", "**Board**", "**Monkey**"]);
  });

  it("gives a word the table does not know a word, the same every time", () => {
    const first = play("Let's play word association", "Zeppelin")[1]!;
    expect(first).toMatch(/^\*\*\p{Lu}\p{Ll}+\*\*$/u);
    expect(play("Let's play word association", "Zeppelin")[1]).toBe(first);
    expect(associatedWord("Zeppelin", new Set())).toBe(first.slice(2, -2));
  });

  it("ends on 'stop' with the chain, and leaves a question of the user's to the other replies", () => {
    const replies = play("Let's play word association", "Snow", "stop");
    expect(replies[2]).toMatch(/^Thanks for playing! Our chain: \w+ → Snow → \w+\./);
    const asked = play("Let's play word association", "What's the capital of France?");
    expect(asked[1]).toContain("Paris");
  });
});
