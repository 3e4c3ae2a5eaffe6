import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { sightDetailReply } from "./sight-details.ts";

/** The mock's reply to the last of `texts`, alternating user and assistant turns, the user first. */
const reply = (...texts: string[]) => composeReply(texts.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content })), seededRandom(1), knownReply);
const GENERIC = /let's talk about|there's a lot that could be said/i;

describe("a named sight the sights tables list gets what they know about it", () => {
  it("tells more about the Eiffel Tower: its city, the guide's tip, who built it, and the city's other sights", () => {
    const eiffel = reply("Tell me more about the Eiffel Tower");
    expect(eiffel).not.toMatch(GENERIC);
    expect(eiffel).toMatch(/^\*\*The Eiffel Tower\*\* is among the best-known sights of Paris: go up at sunset/);
    expect(eiffel).toContain("It was built by **Gustave Eiffel's company**");
    expect(eiffel).toContain("While you're in Paris, the Louvre, Musée d'Orsay and Le Marais are worth a visit too.");
  });

  it("answers the same after a list of Paris's sights that named it", () => {
    const paris = reply("What should I see in Paris?");
    expect(paris).toContain("**The Eiffel Tower**");
    const more = reply("What should I see in Paris?", paris, "Tell me more about the Eiffel Tower");
    expect(more).toMatch(/^\*\*The Eiffel Tower\*\* is among the best-known sights of Paris/);
    expect(more).toBe(reply("Tell me more about the Eiffel Tower"));
    // "The second one" of that list is the Eiffel Tower too.
    expect(reply("What should I see in Paris?", paris, "Tell me more about the second one")).toMatch(/^\*\*The Eiffel Tower\*\* is among the best-known sights of Paris/);
  });

  it.each([
    ["Tell me about the Colosseum", /^\*\*The Colosseum and the Roman Forum\*\* are among the best-known sights of Rome: one ticket covers/],
    ["tell me about sacre coeur", /^\*\*Montmartre and Sacré-Cœur\*\* are among the best-known sights of Paris/],
    ["Can you tell me more about Versailles?", /^\*\*Versailles\*\* is among the best-loved day trips from Paris: the palace's Hall of Mirrors/],
    ["Is the Louvre worth visiting?", /^Yes, \*\*the Louvre\*\* is among the best-known sights of Paris: the Mona Lisa/],
    ["Tell me about the Sagrada Familia", /^\*\*The Sagrada Família\*\* is among the best-known sights of Barcelona/],
    // A country's highlight the countries table holds.
    ["Tell me about Machu Picchu", /^\*\*Machu Picchu\*\* is among the highlights of Peru: the Inca citadel/],
    ["Tell me more about Mont-Saint-Michel", /^\*\*Mont-Saint-Michel\*\* is among the highlights of France: a medieval abbey/],
  ])("answers %j from the tables", (prompt, answer) => {
    expect(reply(prompt)).toMatch(answer);
  });

  it.each(["Tell me about Paris", "Tell me more about React", "Tell me about Chinatown", "Tell me about a canal cruise", "Tell me about Palermo", "Write a poem about the Eiffel Tower"])(
    "leaves %j to the other replies: a city, no sight, or a name that is not one sight",
    (prompt) => {
      expect(sightDetailReply(prompt)).toBeUndefined();
    },
  );
});
