import { describe, expect, it } from "vitest";
import { slogansFor } from "./slogans.ts";
import { ideasReply } from "./writing-tasks.ts";

describe("slogans", () => {
  it("gives a coffee shop a copywriter's slogan, not its kind in a stock phrase", () => {
    const slogan = ideasReply("Write a slogan for a coffee shop")!;
    expect(slogansFor("coffee shop")!.map((written) => `How about "${written}"?`)).toContain(slogan);
    expect(slogan).not.toMatch(/Think coffee shop|coffee shop you can count on/i);
  });

  it.each([["coffee shop"], ["bakery"], ["gym"], ["fitness app"], ["pizzeria"], ["restaurant"], ["bookstore"], ["flower shop"], ["pet grooming business"], ["cleaning service"], ["hair salon"], ["ice cream shop"]])(
    "has written slogans for a %s, as many as asked",
    (subject) => {
      const slogans = ideasReply(`Give me 5 slogans for a ${subject}`)!.split("\n");
      expect(slogans).toHaveLength(5);
      expect(new Set(slogans).size).toBe(5);
      for (const slogan of slogans) expect(slogansFor(subject)).toContain(slogan.replace(/^\d\. /, ""));
    },
  );

  it("names what any other business does, not its kind: a plumbing company's slogan is about plumbing", () => {
    for (const slogan of ideasReply("Suggest 5 taglines for my plumbing company")!.split("\n")) {
      expect(slogan).toMatch(/plumbing/i);
      expect(slogan).not.toMatch(/plumbing company/i);
    }
  });
});
