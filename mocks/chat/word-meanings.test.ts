import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { ADJECTIVES, WORDS } from "./word-table.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

describe("what a word means", () => {
  it.each([
    ["Define serendipity", "**serendipity** (noun): the occurrence of happy or useful events by chance", "pure serendipity"],
    ["What does ubiquitous mean?", "**ubiquitous** (adjective): present, appearing or found everywhere.", "Smartphones have become ubiquitous"],
    ["Meaning of the word ephemeral", "**ephemeral** (adjective): lasting for a very short time.", "cherry blossoms"],
    ['What is the meaning of "nostalgia"?', "**nostalgia** (noun): a sentimental longing", "school days"],
    ["Define Procrastinate.", "**procrastinate** (verb): to delay or postpone action", "I always procrastinate"],
    ["ephemeral definition", "**ephemeral** (adjective)", "cherry blossoms"],
  ])("answers %j with the part of speech, the definition and an example sentence", (prompt, first, example) => {
    const reply = answered(prompt);
    expect(reply.split("\n")[0]).toContain(first);
    expect(reply).toMatch(new RegExp(`Example: ".*${example}`));
    expect(answered(prompt, 7)).toBe(reply);
  });

  it("holds about 150 words, each with a definition and an example that uses the word", () => {
    const words = Object.entries(WORDS);
    expect(words.length).toBeGreaterThanOrEqual(150);
    for (const [word, [pos, meaning, example]] of words) {
      expect(["noun", "verb", "adjective"], word).toContain(pos);
      expect(meaning.length, word).toBeGreaterThan(10);
      expect(example.toLowerCase(), word).toContain(word.slice(0, Math.min(word.length, 6)));
    }
  });

  it("names a word it does not know instead of guessing a definition", () => {
    const reply = answered("Define flibbertigibbet");
    expect(reply).toContain('"flibbertigibbet"');
    expect(reply).toContain("rather not guess");
  });

  it.each([
    ["Define recursion", "calling itself"],
    ["What is the meaning of life?", "42"],
  ])("leaves %j to the explanation that answers it", (prompt, part) => {
    expect(answered(prompt)).toContain(part);
  });
});

describe("synonyms and antonyms", () => {
  it.each([
    ["Give me synonyms for happy", "Synonyms for **happy**: cheerful, joyful", "Antonyms: sad"],
    ["antonyms of brave", "Antonyms for **brave**: cowardly", "Synonyms: courageous"],
    ["What's another word for tired?", "Synonyms for **tired**: exhausted", "Antonyms: energetic"],
    ["What is the opposite of ubiquitous?", "Antonyms for **ubiquitous**: rare", "Synonyms: everywhere"],
    ["5 synonyms for meticulous", "Synonyms for **meticulous**: careful, precise", "Antonyms: careless"],
  ])("answers %j with real words", (prompt, first, second) => {
    const reply = answered(prompt);
    expect(reply.startsWith(first), reply).toBe(true);
    expect(reply).toContain(second);
  });

  it("knows about 50 common adjectives", () => {
    expect(Object.keys(ADJECTIVES).length).toBeGreaterThanOrEqual(50);
  });

  it("names a word it has no synonyms for", () => {
    expect(answered("synonyms for blorp")).toContain('synonyms for "blorp"');
  });
});

describe("questions that name no word", () => {
  it.each(["What does that mean?", "What does it mean?", "Define this"])("does not define %j, which points at something said", (prompt) => {
    expect(answered(prompt)).not.toContain("reliable definition");
  });
});
