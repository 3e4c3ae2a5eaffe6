import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { WordIndex } from "./word-index.ts";

describe("a word index", () => {
  const index = new WordIndex([["purr", "meow"], ["gps"], undefined, ["pc", "="], ["café"], ["purr"]]);

  it("names the items one of whose words the text contains, anywhere, and those with no words", () => {
    expect([...index.named("why do cats purr")]).toEqual([1, 0, 1, 0, 0, 1]);
    expect([...index.named("a gps and a pc")]).toEqual([0, 1, 1, 1, 0, 0]);
    expect([...index.named("x=1")]).toEqual([0, 0, 1, 1, 0, 0]);
    expect([...index.named("le café")]).toEqual([0, 0, 1, 0, 1, 0]);
    expect([...index.named("meowing cats purring, purr purr")]).toEqual([1, 0, 1, 0, 0, 1]);
  });

  it("names none of the worded items in a text without their words, or too short for them", () => {
    expect([...index.named("pur gp caf")]).toEqual([0, 0, 1, 0, 0, 0]);
    expect([...index.named("")]).toEqual([0, 0, 1, 0, 0, 0]);
    expect([...index.named("pu")]).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it("finds every word a scan with includes finds, on texts of mixed characters", () => {
    const words = ["the", "ing", "tip", "how", "ok", "%", "naïve", "日本語", "über"];
    const lists = words.map((word) => [word]);
    const wide = new WordIndex(lists);
    const alphabet = ["t", "h", "e", "i", "n", "g", "p", "o", "w", "k", "%", "ï", "a", "v", "日", "本", "語", "ü", "b", "r", " "];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 2_000; run++) {
      const text = Array.from({ length: Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
      expect([...wide.named(text)], text).toEqual(lists.map(([word]) => (text.includes(word!) ? 1 : 0)));
    }
  });

  it("finds the same in an index of more prefixes than 16-bit states count, and names an item once however often its words recur", () => {
    const random = seededRandom(11);
    const letter = () => "abcdefghijklmnopqrst"[random.int(0, 19)]!;
    const lists = Array.from({ length: 7_000 }, () => [Array.from({ length: 12 }, letter).join("")]);
    const large = new WordIndex(lists);
    for (let run = 0; run < 20; run++) {
      const text = Array.from({ length: 400 }, letter).join("") + lists[run * 301]![0];
      expect([...large.named(text)], text).toEqual(lists.map(([word]) => (text.includes(word!) ? 1 : 0)));
    }
    const repeated = new WordIndex([["ab"], ["b"]]);
    expect([...repeated.named("abababab")]).toEqual([1, 1]);
    expect([...repeated.named("bbbb")]).toEqual([0, 1]);
  });
});
