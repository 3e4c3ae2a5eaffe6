import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { fictionNamesReply } from "./fiction-names.ts";
import { knownReply } from "./known-replies.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);
/** The bold names of a reply's numbered lines. */
const namesIn = (reply: string | undefined): string[] => [...(reply ?? "").matchAll(/^\d+\. \*\*([^*]+)\*\*: /gm)].map((m) => m[1]!);

describe("names for the things of fiction", () => {
  it("names a fantasy kingdom as fantasy, not as a business", () => {
    for (const prompt of ["Give me 5 names for a fantasy kingdom", "What are some good names for a fantasy kingdom?"]) {
      const reply = answer(prompt)!;
      expect(reply, prompt).toMatch(/^Here are 5 names for a fantasy kingdom:/);
      const names = namesIn(reply);
      expect(names, prompt).toHaveLength(5);
      expect(new Set(names).size).toBe(5);
      for (const name of names) expect(name, prompt).not.toMatch(/\bKingdom (?:Lab|House|Corner|Room)\b|& Co\.|^Little |^The Daily /);
    }
  });

  it.each([
    ["Name ideas for my dragon", "dragon", 5],
    ["Give me some names for a wizard", "wizard", 5],
    ["Suggest 3 names for a sci-fi planet", "sci-fi planet", 3],
    ["What's a good name for a spaceship?", "spaceship", 5],
    ["Give me names for a fantasy city", "fantasy city", 5],
    ["Suggest a name for a tavern in my D&D campaign", "tavern", 5],
    ["Give me 10 fantasy character names", "fantasy character", 10],
    ["Names for an elf character", "elf", 5],
    ["What are some good names for a villain?", "villain", 5],
  ])("%s: names from the thing's own table", (prompt, label, count) => {
    const reply = fictionNamesReply(prompt)!;
    expect(reply).toMatch(new RegExp(`^Here are ${count} names for an? ${label}:`));
    expect(namesIn(reply)).toHaveLength(count);
    expect(answer(prompt)).toBe(reply);
  });

  it("is the same for the same prompt", () => {
    expect(fictionNamesReply("Give me 5 names for a fantasy kingdom")).toBe(fictionNamesReply("Give me 5 names for a fantasy kingdom"));
  });

  it("leaves businesses, pets, real cities and questions about a known name to the other replies", () => {
    for (const prompt of ["Suggest names for a coffee shop", "Name ideas for my fantasy bookshop", "What should I name my dog?", "Give me names for a city", "What is the name of the dragon in The Hobbit?", "Tell me about dragons"]) {
      expect(fictionNamesReply(prompt), prompt).toBeUndefined();
    }
    expect(namesIn(answer("What should I name my dog?")).length).toBeGreaterThan(0);
  });
});
