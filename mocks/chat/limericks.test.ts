import { describe, expect, it } from "vitest";
import { asChoice } from "./choice-variety.ts";
import { knownReply } from "./known-replies.ts";
import { seededRandom } from "../data/random.ts";
import { limerickReply, rhymeSetFor } from "./limericks.ts";

/** The five lines of verse between the reply's intro and its offer. */
function verseOf(reply: string | undefined): string[] {
  return (reply ?? "").split("\n\n")[1]?.split("\n") ?? [];
}
/** A line's last word, as a rhyme table lists it. */
function lastWord(line: string): string {
  return line.replace(/[^\p{L}]+$/u, "").split(/\s+/).at(-1)!.toLowerCase();
}

describe("a limerick is five lines, AABBA, about what the prompt names", () => {
  it("writes \"Write a limerick about a cat\" as five lines whose first, second and fifth rhyme on the cat", () => {
    const reply = limerickReply("Write a limerick about a cat")!;
    const lines = verseOf(reply);
    expect(lines).toHaveLength(5);
    expect(reply).toMatch(/^Here's a limerick about a cat:/);
    expect(reply).not.toMatch(/limerick-ish/);
    expect([lines[0], lines[1], lines[4]].map((line) => lastWord(line!))).toEqual([...rhymeSetFor("cat", 0).rhymes]);
    expect(lines[0]).toMatch(/\bcat\b/);
    // B: the third and fourth lines rhyme with each other, not with A.
    expect(lastWord(lines[2]!).slice(-2)).toBe(lastWord(lines[3]!).slice(-2));
    expect(rhymeSetFor("cat", 0).rhymes).not.toContain(lastWord(lines[2]!));
  });

  it("rhymes on the subject itself for the subjects asked most", () => {
    for (const [prompt, subject] of [["Write a limerick about a dog", "dog"], ["a limerick about coffee", "coffee"], ["Write a limerick about programmers", "programmer"], ["Limerick about Monday", "monday"], ["Write a limerick about pizza", "pizza"], ["Write a limerick about the sea", "sea"], ["Write a limerick about my teacher", "teacher"]]) {
      const lines = verseOf(limerickReply(prompt!));
      expect(lines, prompt).toHaveLength(5);
      expect([lines[0], lines[1], lines[4]].map((line) => lastWord(line!)), prompt).toEqual([...rhymeSetFor(subject!, 0).rhymes]);
    }
  });

  it("puts a subject it has no rhyme for in line 1 and rhymes on the place after it", () => {
    const lines = verseOf(limerickReply("Write a limerick about my toaster"));
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^There once was a toaster from \p{Lu}/u);
    const rhymes = [lines[0], lines[1], lines[4]].map((line) => lastWord(line!));
    expect(rhymes.every((word) => word.slice(-2) === rhymes[0]!.slice(-2))).toBe(true);
  });

  it("is what the chat answers, in place of the general verse; a haiku stays a haiku", () => {
    expect(knownReply([], "Write a limerick about a cat", seededRandom(1), undefined)).toBe(limerickReply("Write a limerick about a cat"));
    expect(limerickReply("Write a haiku about autumn")).toBeUndefined();
  });

  it("gives a later choice another couplet or rhyme set", () => {
    const choices = [0, 1, 2, 3].map((index) => asChoice(index, 0, () => limerickReply("Write a limerick about my toaster")));
    expect(new Set(choices).size).toBeGreaterThan(1);
    for (const choice of choices) expect(verseOf(choice)).toHaveLength(5);
  });
});
