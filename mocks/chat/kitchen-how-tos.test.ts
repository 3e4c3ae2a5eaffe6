import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { howToReply } from "./how-tos.ts";
import { knownReply } from "./known-replies.ts";

/** The reply the chat gives: the whole chain, so a neighbour answering first would show. */
const chatReply = (prompt: string): string | undefined => knownReply([], prompt, seededRandom(1), undefined);

/** The general points these how-tos got before (suggestions-generic.ts). */
const GENERIC = /\*\*(?:Ask for feedback|Prepare ahead|Be consistent|Start with the basics|Learn from others|Stay flexible|Take your time|Keep notes)\*\*/;

describe("kitchen how-tos are answered with the method and its amounts", () => {
  const methods: readonly (readonly [phrasings: readonly string[], facts: readonly RegExp[]])[] = [
    [["How do I make cold brew?", "How to make cold brew coffee at home", "What's the best way to make cold brew?"], [/1 cup \(about 85–100 g\)/, /4 cups \(1 litre\)/, /\*\*Steep for 12–24 hours\*\*/, /1:1 with water or milk/]],
    [["How do I make sourdough starter?", "How do I make a sourdough starter from scratch?", "how to start a sourdough starter"], [/\*\*50 g whole wheat or rye flour and 50 g lukewarm water\*\*/, /\*\*doubles within 4–8 hours\*\*/, /hooch/, /1–2 weeks/]],
    [["How do I make pancakes fluffy?", "How can I make my pancakes fluffier?"], [/\*\*Don't overmix\*\*/, /\*\*Rest the batter 10–15 minutes\*\*/, /buttermilk/i, /egg whites/]],
    [["How do I know if an egg is bad?", "How can you tell if eggs are still good?", "How to tell if an egg is rotten"], [/sulphur/, /\*\*Floats\*\*/, /3–5 weeks/, /Salmonella/]],
  ];
  for (const [phrasings, facts] of methods)
    for (const phrasing of phrasings)
      it(`answers '${phrasing}' with the method`, () => {
        const reply = chatReply(phrasing);
        expect(reply).toBe(howToReply(phrasing));
        expect(reply).not.toMatch(GENERIC);
        for (const fact of facts) expect(reply).toMatch(fact);
      });

  it("leaves a request for a pancake recipe to the recipes", () => {
    expect(howToReply("How do I make pancakes?")).toBeUndefined();
  });
});
