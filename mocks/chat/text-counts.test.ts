import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { textCountReply } from "./text-counts.ts";

const ask = (content: string): string => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("counting letters, words and characters in a text the prompt gives", () => {
  it('answers "How many r\'s are in strawberry?" with 3, the word spelled out and the r\'s marked', () => {
    expect(ask("How many r's are in strawberry?")).toBe('There are **3** r\'s in "strawberry".\n\ns-t-**r**-a-w-b-e-**r**-**r**-y (positions 3, 8 and 9)');
  });

  it("reads the usual phrasings of a letter count, the letter in any case, the word bare, quoted or after \"the word\"", () => {
    for (const prompt of [
      "how many Rs in the word strawberry",
      "how many times does the letter r appear in strawberry",
      "count the r's in strawberry",
      "How many R's are there in 'strawberry'?",
      "How often does 'r' occur in \"strawberry\"?",
      "how many r's does strawberry have",
      "Count the number of r's in the word strawberry.",
    ]) {
      expect(textCountReply(prompt), prompt).toMatch(/^There are \*\*3\*\* r's in "strawberry"\./);
    }
    expect(textCountReply("How many s's in Mississippi?")).toMatch(/^There are \*\*4\*\* s's in "Mississippi"\./);
    expect(textCountReply("How many z's are in banana?")).toBe('There are **0** z\'s in "banana".\n\nb-a-n-a-n-a');
    expect(textCountReply("How many b's are in banana?")).toBe('There is **1** b in "banana".\n\n**b**-a-n-a-n-a (position 1)');
  });

  it("counts a random letter in a random word, as computed, not looked up", () => {
    const random = seededRandom(20261206);
    for (let round = 0; round < 50; round++) {
      const word = Array.from({ length: random.int(3, 14) }, () => random.pick([..."abcdefghijklmnopqrstuvwxyz"])).join("");
      const letter = random.pick([...word]);
      const expected = [...word].filter((char) => char === letter).length;
      const reply = textCountReply(`How many ${letter.toUpperCase()}'s are in the word ${word}?`);
      expect(reply, word).toMatch(new RegExp(`^There (?:are|is) \\*\\*${expected}\\*\\* ${letter}(?:'s)? in "${word}"\\.`));
    }
  });

  it("counts the letters of a word, and the vowels or consonants, naming them", () => {
    expect(ask("How many letters are in the word banana?")).toBe('There are **6** letters in "banana".\n\nb-a-n-a-n-a');
    expect(ask("Count the vowels in 'education'")).toBe('There are **5** vowels in "education": e, u, a, i and o.\n\n**e**-d-**u**-c-**a**-t-**i**-**o**-n');
    expect(textCountReply("how many consonants are in the word strength?")).toMatch(/^There are \*\*7\*\* consonants in "strength": s, t, r, n, g, t and h\./);
    // A "y" may be either: the reply says how it counted it.
    expect(textCountReply("How many vowels are in rhythm?")).toMatch(/^There are \*\*0\*\* vowels in "rhythm"\. Here y is counted as a consonant/);
  });

  it("counts the words of a sentence after a colon or in quotes", () => {
    expect(ask("how many words are in this sentence: The quick brown fox jumps over the lazy dog.")).toBe('There are **9** words in "The quick brown fox jumps over the lazy dog".');
    expect(textCountReply('How many words are in "to be or not to be"?')).toBe('There are **6** words in "to be or not to be".');
  });

  it("counts characters, saying whether the spaces count", () => {
    expect(ask("how many characters in 'hello world'")).toBe('"hello world" has **11** characters, counting the space (**10** without it).');
    expect(textCountReply('How many characters are in the word "hello"?')).toBe('"hello" has **5** characters.');
    expect(textCountReply("how many letters in 'hello world'")).toMatch(/^There are \*\*10\*\* letters in "hello world" \(spaces are not letters/);
  });

  it("leaves questions that count something else to the other replies", () => {
    for (const prompt of [
      "How many letters are in the alphabet?",
      "How many characters are in Hamlet?",
      "How many words should an essay have?",
      "How many words are in your response?",
      "How many r's are in strawberry and raspberry combined?",
      "How many people live in Paris?",
      "Count to 10",
    ]) {
      expect(textCountReply(prompt), prompt).toBeUndefined();
    }
  });
});
