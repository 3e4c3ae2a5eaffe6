import fc from "fast-check";
import { describe, it, expect } from "vitest";
import { seededRandom } from "../data/random.ts";
import { countChatPromptTokens, countTokens, splitForStreaming, tokenEnds, truncateToTokens } from "./tokens.ts";

const MIXED = "Hello 世界! Ünïcödé 😀👍🏽 日本語の文章です。 ｶﾀｶﾅ café — done 🎉";

function randomText(seed: number): string {
  const random = seededRandom(seed);
  const alphabet = ["a", "Z", " ", "\n", "é", "ß", "世", "語", "ｶ", "😀", "🏽", "👨‍👩‍👧", "\uFFFD", "<|endoftext|>", "λ", "١"];
  let text = "";
  const length = random.int(0, 60);
  for (let i = 0; i < length; i++) text += random.pick(alphabet);
  return text;
}

describe("countTokens", () => {
  it("counts one token per English word with its leading space", () => {
    expect(countTokens("hello world")).toBe(2);
  });

  it("returns 0 for an empty string", () => {
    expect(countTokens("")).toBe(0);
  });

  it("counts special-token text from a client as plain text instead of throwing", () => {
    expect(countTokens("a <|endoftext|> b")).toBeGreaterThan(3);
  });
});

describe("countChatPromptTokens", () => {
  it("adds 3 tokens per message and 3 for reply priming", () => {
    const messages = [
      { role: "system", content: "You are terse." },
      { role: "user", content: "hello world" },
    ];
    const content = countTokens("system") + countTokens("You are terse.") + countTokens("user") + countTokens("hello world");
    expect(countChatPromptTokens(messages)).toBe(content + 2 * 3 + 3);
  });

  it("counts an empty conversation as the 3 priming tokens", () => {
    expect(countChatPromptTokens([])).toBe(3);
  });
});

describe("truncateToTokens", () => {
  it("returns the text unchanged when it fits", () => {
    expect(truncateToTokens("hello world", 2)).toEqual({ text: "hello world", tokens: 2, truncated: false });
  });

  it("cuts English text to exactly the token budget", () => {
    const result = truncateToTokens("The quick brown fox jumps over the lazy dog.", 4);
    expect(result).toEqual({ text: "The quick brown fox", tokens: 4, truncated: true });
  });

  it("returns an empty text for a zero budget", () => {
    expect(truncateToTokens("anything at all", 0)).toEqual({ text: "", tokens: 0, truncated: true });
  });

  it("never cuts inside a character and reports the real token count of the prefix", () => {
    for (let max = 1; max < countTokens(MIXED); max++) {
      const result = truncateToTokens(MIXED, max);
      expect(MIXED.startsWith(result.text)).toBe(true);
      expect(result.text).not.toContain("\uFFFD");
      expect(result.tokens).toBeLessThanOrEqual(max);
      expect(result.tokens).toBe(countTokens(result.text));
      expect(result.truncated).toBe(true);
    }
  });
});

describe("the split is stable under cutting", () => {
  it("splits the first N pieces of any text, joined, into exactly those N pieces", () => {
    for (let seed = 0; seed < 200; seed++) {
      const text = randomText(seed) + " internationalization 1234567 !!!!!!!  \n\n  end";
      const pieces = splitForStreaming(text);
      for (let n = 0; n <= pieces.length; n++) {
        const prefix = pieces.slice(0, n).join("");
        expect(splitForStreaming(prefix)).toEqual(pieces.slice(0, n));
      }
    }
  });

  it("counts a run without spaces in fixed chunks instead of one token per character or one for all", () => {
    expect(countTokens("a".repeat(1_000_000))).toBe(125_000);
    expect(countTokens("漢".repeat(1000))).toBe(500);
    expect(countTokens("1".repeat(9))).toBe(3);
  });
});

describe("splitForStreaming", () => {
  it("splits English into one piece per token", () => {
    expect(splitForStreaming("Hello there, friend")).toEqual(["Hello", " there", ",", " friend"]);
  });

  it("returns no pieces for an empty string", () => {
    expect(splitForStreaming("")).toEqual([]);
  });

  it("joins back to the exact source for mixed scripts and emoji without inventing U+FFFD", () => {
    const pieces = splitForStreaming(MIXED);
    expect(pieces.join("")).toBe(MIXED);
    for (const piece of pieces) {
      expect(piece).not.toContain("\uFFFD");
      expect(piece.length).toBeGreaterThan(0);
    }
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.length).toBeLessThanOrEqual(countTokens(MIXED));
  });

  it("keeps a multi-token emoji together in one piece", () => {
    const pieces = splitForStreaming("ok 🎉 yes");
    expect(pieces.some((piece) => piece.includes("🎉"))).toBe(true);
    expect(pieces.join("")).toBe("ok 🎉 yes");
  });

  it("round-trips random mixed-script strings and keeps each piece to a few tokens", () => {
    for (let seed = 0; seed < 200; seed++) {
      const text = randomText(seed);
      const pieces = splitForStreaming(text);
      expect(pieces.join("")).toBe(text);
      for (const piece of pieces) expect(countTokens(piece)).toBeLessThanOrEqual(8);
    }
  });
});

describe("the ASCII path agrees with the general scan", () => {
  /** The ends of `splitForStreaming`'s pieces: the general scan, which the ASCII loop must match. */
  function scannedEnds(text: string): number[] {
    let end = 0;
    return splitForStreaming(text).map((piece) => (end += piece.length));
  }

  // Runs of each character class and their borders: words of up to 20 letters (over a chunk),
  // digit runs past three, punctuation runs with newlines after them, spaces, tabs, CR LF.
  const asciiRun = fc.oneof(
    fc.string({ unit: fc.constantFrom("a", "Z", "q"), minLength: 1, maxLength: 20 }),
    fc.string({ unit: fc.constantFrom("0", "7"), minLength: 1, maxLength: 8 }),
    fc.string({ unit: fc.constantFrom(".", "!", "'", "(", "-", "{", "<"), minLength: 1, maxLength: 8 }),
    fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\r", "\f"), minLength: 1, maxLength: 20 }),
    fc.string({ unit: "binary-ascii", maxLength: 6 }),
  );
  const asciiText = fc.array(asciiRun, { maxLength: 30 }).map((runs) => runs.join(""));

  it("counts and cuts any ASCII text exactly as the scan does", () => {
    fc.assert(
      fc.property(asciiText, (text) => {
        const expected = scannedEnds(text);
        expect(countTokens(text)).toBe(expected.length);
        expect(Array.from(tokenEnds(text))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("hands a text with any character above U+007F, anywhere, to the scan whole", () => {
    const wide = fc.constantFrom("é", "世", "😀", "\u00a0", "\u2028", "١", "’");
    fc.assert(
      fc.property(asciiText, wide, fc.nat(), (text, character, at) => {
        const cut = text.length === 0 ? 0 : at % (text.length + 1);
        const mixed = text.slice(0, cut) + character + text.slice(cut);
        const expected = scannedEnds(mixed);
        expect(countTokens(mixed)).toBe(expected.length);
        expect(Array.from(tokenEnds(mixed))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("counts a long word, a long number and long runs of punctuation and spaces in chunks", () => {
    // 8 letters, 3 digits, 3 symbols and 16 spaces to a token, as the scan cuts them.
    expect(countTokens("abcdefghijklmnopq")).toBe(3);
    expect(Array.from(tokenEnds(" abcdefghijklmnopq"))).toEqual([9, 17, 18]);
    expect(countTokens("1234567")).toBe(3);
    expect(countTokens("!!!!!!!")).toBe(3);
    expect(countTokens(" ".repeat(33))).toBe(3);
    // Whitespace up to its last newline is one token, the spaces after it another.
    expect(Array.from(tokenEnds("a  \n\n  b"))).toEqual([1, 5, 7, 8]);
  });
});
