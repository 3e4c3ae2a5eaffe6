import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { haikuAbout, syllables, WRITTEN } from "./haikus.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);
/** The verse of a reply: the lines between its intro and its closing line. */
const verseOf = (reply: string) => reply.split("\n\n")[1]!.split("\n");

describe("haikus", () => {
  it.each([
    ["stone", 1], ["waves", 1], ["borrowed", 2], ["maple", 2], ["puddles", 2], ["compiles", 2], ["butterfly", 3], ["cicadas", 3], ["another", 3], ["the", 1], ["friendship", 2],
  ])("counts the syllables of %j as %i", (word, count) => {
    expect(syllables(word)).toBe(count);
  });

  it("writes every haiku of its table in five, seven and five syllables", () => {
    for (const [, haikus] of WRITTEN) for (const haiku of haikus) expect(haiku.map(syllables), haiku.join(" / ")).toEqual([5, 7, 5]);
  });

  it.each(["autumn", "the sea", "coffee", "programming", "cats", "rain", "mountains", "the moon", "love", "the city", "spring", "winter"])(
    "answers \"Write a haiku about %s\" with a written 5-7-5 haiku",
    (subject) => {
      for (let seed = 0; seed < 4; seed++) {
        const verse = verseOf(ask(`Write a haiku about ${subject}`, seed));
        expect(verse.map(syllables), verse.join(" / ")).toEqual([5, 7, 5]);
      }
    },
  );

  it("answers the autumn haiku that read badly with one that reads well", () => {
    for (let seed = 0; seed < 4; seed++) {
      const verse = verseOf(ask("Write a haiku about autumn", seed));
      expect(verse[0]).toMatch(/^(?:Autumn wind, red leaves|Crisp air, amber light)$/);
      expect(verse).not.toContain("Soft light on the autumn");
    }
    expect(haikuAbout("autumn", seededRandom(3))[0]).toMatch(/^(?:Autumn wind, red leaves|Crisp air, amber light)$/);
  });

  it.each([
    ["my dog", "Soft light on the dog"],
    ["friendship", "Light on the friendship"],
    ["a butterfly", "Now, the butterfly"],
  ])("builds the first line around any other subject in five syllables: %j", (subject, first) => {
    for (let seed = 0; seed < 4; seed++) {
      const verse = verseOf(ask(`Write a haiku about ${subject}`, seed));
      expect(verse[0]).toBe(first);
      expect(verse.map(syllables), verse.join(" / ")).toEqual([5, 7, 5]);
    }
  });
});
