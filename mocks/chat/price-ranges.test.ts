import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";

const text = { type: "string" };
const number = { type: "number" };
const range = strict({ min_price: number, max_price: number, currency: text });

describe("a fair price range for a thing the user names", () => {
  it.each([
    ["What's a fair price range for a used 2018 Honda Civic?", 2018, 5_000, 40_000],
    ["What's a fair price range for a used 2015 Toyota Camry?", 2015, 4_000, 30_000],
    ["How much should I pay for a 2019 BMW 3 Series?", 2019, 8_000, 60_000],
    ["What's a fair price range for a 2020 MacBook Air?", 2020, 150, 1_000],
  ])("answers %j with a plausible range in dollars, the low bound first, never the year", async (prompt, year, low, high) => {
    for (const seed of [1, 2, 3]) {
      const out = await structuredAnswer(prompt, range, { seed });
      expect(out.currency).toBe("USD");
      expect(out.min_price, `seed ${seed}`).toBeLessThan(out.max_price);
      expect(out.min_price).toBeGreaterThanOrEqual(low);
      expect(out.max_price).toBeLessThanOrEqual(high);
      expect([out.min_price, out.max_price]).not.toContain(year);
    }
  });

  it("prices an older car below a newer one of its make", async () => {
    const older = await structuredAnswer("What's a fair price range for a used 2012 Honda Accord?", range);
    const newer = await structuredAnswer("What's a fair price range for a used 2021 Honda Accord?", range);
    expect(older.max_price).toBeLessThan(newer.min_price);
  });

  it("fills a `price_range` object and an estimate beside it, and keeps the year in a `year` field", async () => {
    const schema = strict({ year: { type: "integer" }, price_range: strict({ low: number, high: number }), estimated_price: number });
    const out = await structuredAnswer("Estimate the value of a used 2018 Honda Civic", schema);
    expect(out.year).toBe(2018);
    expect(out.price_range.low).toBeGreaterThan(5_000);
    expect(out.price_range.low).toBeLessThan(out.price_range.high);
    expect(out.estimated_price).toBeGreaterThan(out.price_range.low);
    expect(out.estimated_price).toBeLessThan(out.price_range.high);
  });

  it.each([
    ["How much is a used 2017 Ford F-150 worth?", 2017],
    ["What would a 2016 Toyota Corolla sell for?", 2016],
    ["Estimate the resale value of my 2019 MacBook Pro", 2019],
  ])("answers %j with a lone price in the thing's range, not a number of its name or its year", async (prompt, year) => {
    const out = await structuredAnswer(prompt, strict({ make: text, year: { type: "integer" }, estimated_value: number }));
    expect(out.year).toBe(year);
    expect(out.estimated_value).toBeGreaterThan(500);
    expect(out.estimated_value).toBeLessThan(60_000);
  });

  it("takes no model year as a price of a thing it has no estimate for", async () => {
    const out = await structuredAnswer("What's a fair price for a used 2012 Yamaha upright piano?", strict({ price: number, min_price: number, max_price: number }));
    expect([out.price, out.min_price, out.max_price]).not.toContain(2012);
  });
});
