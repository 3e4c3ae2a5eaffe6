import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";

const text = { type: "string" };
const texts = { type: "array", items: text };
/** `{headline, subheadline?, features, cta}` as zod writes an optional field under strict mode: nullable and required. */
const page = strict({ headline: text, subheadline: { type: ["string", "null"] }, features: texts, cta: text });

/** Letters only the faker writes ("W2EvnCal0G"), and an empty string. */
const FAKER = /^\S*(?:\d|\p{Ll}\p{Lu})\S*$|^$/u;

describe("a product page's copy: a headline that sells, not the product's name", () => {
  it.each([
    ["Write a product page for noise-cancelling headphones", /headphones?/i, /noise|battery|bluetooth/i],
    ["Write a product page for a standing desk", /standing desk/i, /lift|height|frame/i],
    ["Create the product page copy for a coffee grinder", /coffee grinder/i, /burr|grind/i],
    ["Write a landing page for a robot vacuum", /robot vacuum/i, /./],
  ])("%s → a benefit headline, a subheadline of what it does, its own features and a call to action", async (prompt, product, feature) => {
    const out = await structuredAnswer(prompt, page);
    expect(out.headline).not.toMatch(product);
    expect(out.headline).not.toMatch(FAKER);
    expect(out.headline.split(/\s+/).length).toBeGreaterThanOrEqual(3);
    expect(out.subheadline).not.toMatch(FAKER);
    expect(out.subheadline.split(/\s+/).length).toBeGreaterThanOrEqual(5);
    // Two lines that say two things: the subheadline does not repeat the headline.
    expect(out.subheadline.toLowerCase()).not.toContain(out.headline.toLowerCase().replace(/[.!]$/, ""));
    expect(out.features.length).toBeGreaterThan(0);
    expect(out.features.join(" ")).toMatch(feature);
    expect(out.cta).toMatch(/^(?:Shop|Buy|Add|Get|Order)\b[\w '-]*!?$/);
  });

  it("gives a coffee grinder a grinder's features, not a coffee maker's", async () => {
    const out = await structuredAnswer("Write a product page for a coffee grinder", page);
    expect(out.features.join(" ")).not.toMatch(/cup capacity|programmable timer|brew/i);
  });

  it("writes a headline asked alone as one too: \"a headline for the product page of a yoga mat\"", async () => {
    const { headline } = await structuredAnswer("Write a headline for the product page of a yoga mat", strict({ headline: text }));
    expect(headline).not.toMatch(/yoga mat/i);
    expect(headline).not.toMatch(FAKER);
  });
});
