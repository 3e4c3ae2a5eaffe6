import { describe, expect, it } from "vitest";
import { addressed, gerund, gerundPhrase } from "./phrasing.ts";

describe("a verb's -ing form", () => {
  it.each([
    ["save", "saving"],
    ["get", "getting"],
    ["learn", "learning"],
    ["reset", "resetting"],
    ["unplug", "unplugging"],
    ["scan", "scanning"],
    ["control", "controlling"],
    ["open", "opening"],
    ["update", "updating"],
  ])("%s → %s", (verb, expected) => {
    expect(gerund(verb)).toBe(expected);
  });

  it("puts a two-word verb's -ing on its second word", () => {
    expect(gerundPhrase(["reset", "my", "API", "key"])).toBe("resetting my API key");
    expect(gerundPhrase(["potty", "train", "a", "puppy"])).toBe("potty training a puppy");
  });
});

describe("the speaker's words as the reply's", () => {
  it.each([
    ["for my 8 year old", "for your 8-year-old"],
    ["when I'm tired", "when you're tired"],
    ["what I was told", "what you were told"],
    ["our team and me", "your team and you"],
    ["things we can do", "things you can do"],
    ["a gift for myself", "a gift for yourself"],
    ["a book of mine", "a book of yours"],
    ["Me and US history", "you and US history"],
    ["better sleep", "better sleep"],
    ["the Old Town in Milan", "the Old Town in Milan"],
  ])("%s → %s", (text, expected) => {
    expect(addressed(text)).toBe(expected);
  });
});
