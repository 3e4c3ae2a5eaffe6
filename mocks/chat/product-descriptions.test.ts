import { describe, expect, it } from "vitest";
import { productDescription } from "./product-descriptions.ts";
import { writingTaskReply } from "./writing-tasks.ts";

/** How often `words` stand in `text`. */
const times = (text: string, words: string): number => text.toLowerCase().split(words.toLowerCase()).length - 1;

describe("a product description", () => {
  it("names a stainless steel water bottle once and gives a bottle's features", () => {
    const description = writingTaskReply("Write a product description for a stainless steel water bottle")!;
    expect(times(description, "stainless steel water bottle")).toBe(1);
    expect(description).toMatch(/24 hours/);
    expect(description).toMatch(/leak-proof/i);
    expect(description).toMatch(/\*\*Key features:\*\*\n(?:- .+\n?){4}$/);
  });

  it.each([
    ["wireless headphones", /noise cancellation/i],
    ["travel backpack", /laptop/i],
    ["drip coffee maker", /brews/i],
    ["soy candle", /burn/i],
    ["organic cotton t-shirt", /cotton/i],
    ["running sneakers", /midsole/i],
    ["LED desk lamp", /brightness/i],
    ["iPhone 15 phone case", /drop/i],
    ["leather notebook", /pages/i],
    ["yoga mat", /non-slip/i],
    ["vitamin C serum", /skin/i],
    ["ergonomic office chair", /lumbar/i],
    ["smartwatch", /heart rate/i],
    ["minimalist watch", /sapphire/i],
    ["ceramic coffee mug", /12 oz/i],
  ])("describes a %s with its kind's features, naming it once", (product, feature) => {
    const description = productDescription(product);
    expect(description).toMatch(feature);
    expect(times(description, product)).toBe(1);
  });

  it("gives any other product copy that names it once and agrees with a plural", () => {
    const wallet = productDescription("leather wallet");
    expect(times(wallet, "leather wallet")).toBe(1);
    expect(wallet).toMatch(/\bit is built to last\b/);
    const socks = productDescription("hiking socks");
    expect(times(socks, "hiking socks")).toBe(1);
    expect(socks).toMatch(/our hiking socks are designed\b/);
    expect(socks).not.toMatch(/\bit is\b/);
  });
});
