import { describe, expect, it } from "vitest";
import { gerund, gerundPhrase } from "./phrasing.ts";

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
