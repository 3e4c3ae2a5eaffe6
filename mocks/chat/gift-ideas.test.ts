import { describe, expect, it } from "vitest";
import { knownReply } from "./known-replies.ts";
import { seededRandom } from "../data/random.ts";
import { giftIdeasReply } from "./gift-ideas.ts";
import { GIFTS } from "./suggestions-occasions.ts";

/** The reply the chain gives a prompt. */
function chat(prompt: string): string | undefined {
  return knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);
}

/** Each idea a reply lists: its name, its price tier and why. */
function ideasOf(reply: string | undefined): { name: string; price: string; why: string }[] {
  return [...(reply ?? "").matchAll(/^\d+\. \*\*(.+?)\*\* \((under \$50|about \$50–150|\$150 and up)\): (\S.+)\.$/gm)].map((m) => ({ name: m[1]!, price: m[2]!, why: m[3]! }));
}

describe("gift ideas for someone into a hobby", () => {
  it("answers a gift for a dad who likes fishing with fishing gifts, each with a price and why", () => {
    const reply = chat("What's a good gift for my dad who likes fishing?");
    expect(reply).toBe(giftIdeasReply("What's a good gift for my dad who likes fishing?"));
    expect(reply).toMatch(/^Here are 6 gift ideas for your dad, who's into fishing:/);
    const ideas = ideasOf(reply);
    expect(ideas).toHaveLength(6);
    expect(ideas.filter(({ name, why }) => /fish|tackle|lure|polarized|angler|line/i.test(`${name} ${why}`)).length).toBeGreaterThanOrEqual(5);
  });

  it("keeps to a budget, and to modest gifts for a coworker", () => {
    const coffee = ideasOf(chat("Gift ideas for a coworker who loves coffee under $30"));
    expect(coffee.length).toBeGreaterThanOrEqual(5);
    for (const { price } of coffee) expect(price).toBe("under $50");
    expect(chat("Gift ideas for a coworker who loves coffee under $30")).toMatch(/^Here are \d gift ideas under \$30 for a coworker who's into coffee:/);
    for (const { price } of ideasOf(chat("What should I get my boss who likes golf? It's a gift for his birthday"))) expect(price).toBe("under $50");
    const yoga = ideasOf(chat("5 gift ideas for my wife who's into yoga, under $100"));
    expect(yoga).toHaveLength(5);
    for (const { price } of yoga) expect(price).not.toBe("$150 and up");
  });

  it("mixes the hobbies named and names a child by age", () => {
    const reply = chat("I need a birthday present for my 10 year old son who loves gaming and art");
    expect(reply).toMatch(/^Here are 6 gift ideas for your 10-year-old, who's into gaming and art:/);
    const names = ideasOf(reply).map(({ name }) => name).join(" | ");
    expect(names).toMatch(/game|controller|desk mat|headset|subscription/i);
    expect(names).toMatch(/sketch|paint|easel|artist|art class|drawing/i);
    for (const { price } of ideasOf(reply)) expect(price).not.toBe("$150 and up");
    expect(chat("What should I get my 6 year old niece who loves art?")).toMatch(/^Here are 6 gift ideas for your 6-year-old, who's into art:/);
  });

  it("knows the hobbies asked about most", () => {
    for (const [hobby, word] of [["baking", /scale|banneton|mixer|decorating|baking/i], ["gardening", /pruning|seed|garden|soil|compost/i], ["tea", /tea|matcha|kettle/i], ["running", /running|race|foam|reflective/i], ["knitting", /yarn|needle|stitch|knit|project bag/i], ["cycling", /bike|cycling|saddle|helmet/i]] as const) {
      const ideas = ideasOf(chat(`Any gift ideas for my friend who loves ${hobby}?`));
      expect(ideas.length, hobby).toBeGreaterThanOrEqual(5);
      expect(ideas.filter(({ name }) => word.test(name)).length, hobby).toBeGreaterThanOrEqual(3);
    }
  });

  it("answers a question about a gift for whom alone from the suggestions' gifts for them", () => {
    const dad = chat("What's a good gift for my dad?");
    expect(dad).toMatch(/^Here are 5 gift ideas for your dad:\n\n1\. \*\*/);
    for (const item of dad!.split("\n").filter((line) => /^\d\. /.test(line))) expect(GIFTS.filter(([, ...tags]) => tags.includes("dad")).map(([text]) => text)).toContain(item.slice(3));
    const teacher = chat("What is a good present for a teacher?")!;
    expect(teacher).toMatch(/^Here are 5 gift ideas for a teacher:/);
    for (const item of teacher.split("\n").filter((line) => /^\d\. /.test(line))) expect(GIFTS.filter(([, ...tags]) => tags.includes("coworker")).map(([text]) => text)).toContain(item.slice(3));
    expect(chat("What should I get my wife for her birthday?")).toMatch(/^Here are 5 gift ideas for your wife:/);
    expect(chat("What's a good gift for my brother?")).not.toMatch(/Weekend getaway/);
  });

  it("leaves gifts for whom alone to the suggestions, and words about a gift to the writing tasks", () => {
    expect(giftIdeasReply("Give me gift ideas for my dad")).toBeUndefined();
    expect(giftIdeasReply("What should I get for dinner?")).toBeUndefined();
    expect(giftIdeasReply("Write a thank you note for the fishing rod gift")).toBeUndefined();
    expect(giftIdeasReply("How do I present my photography portfolio?")).toBeUndefined();
  });
});
