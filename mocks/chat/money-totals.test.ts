import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { compileCallerSchema } from "./caller-schema.ts";
import { withMoneyTotals } from "./money-totals.ts";

const text = { type: "string" };
const number = { type: "number" };
const integer = { type: "integer" };
const list = (items: unknown) => ({ type: "array", items });

/** The document the mock answers `prompt` with, for a strict json_schema. */
const answer = (prompt: string, schema: Record<string, unknown>, seed?: number): Promise<any> => structuredAnswer(prompt, schema, { seed });

const cents = (amount: number) => Math.round(amount * 100) / 100;
const receipt = strict({ items: list(strict({ name: text, price: number })), subtotal: number, tax: number, total: number });
const order = strict({ order_id: text, items: list(strict({ title: text, quantity: integer, price: number })), subtotal: number, shipping: number, tax: number, total: number });
const cart = strict({ items: list(strict({ product: text, quantity: integer, unit_price: number, line_total: number })), total: number });

describe("money that adds up", () => {
  it.each([
    ["Generate a sample receipt for a coffee shop", receipt],
    ["Create a sample order for an online bookstore", order],
    ["Generate a shopping cart with 3 items", cart],
  ])("answers %j with line totals, a subtotal and a total that add up, for every seed", async (prompt, schema) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const out = await answer(prompt, schema, seed);
      const lines = out.items.map((item: any) => cents((item.quantity ?? 1) * (item.price ?? item.unit_price)));
      out.items.forEach((item: any, i: number) => item.line_total === undefined || expect(item.line_total, `seed ${seed}`).toBe(lines[i]));
      const itemsCome = cents(lines.reduce((sum: number, line: number) => sum + line, 0));
      if ("subtotal" in out) expect(out.subtotal, `seed ${seed}`).toBe(itemsCome);
      // Charges a shop would add: tax and shipping below a third of the purchase.
      for (const charge of ["tax", "shipping"]) if (charge in out) expect(out[charge], `${charge}, seed ${seed}`).toBeLessThanOrEqual(itemsCome * 0.3);
      expect(out.total, `seed ${seed}`).toBe(cents(itemsCome + (out.tax ?? 0) + (out.shipping ?? 0)));
    }
  });

  it("keeps the tax a pasted receipt states and adds it to what the items come to", async () => {
    const out = await answer("Extract the items from this receipt: Coffee $3.50, Bagel $2.25, Orange juice $4.00. Tax $0.78.", receipt);
    const itemsCome = cents(out.items.reduce((sum: number, item: any) => sum + item.price, 0));
    expect(out.tax).toBe(0.78);
    expect(out.subtotal).toBe(itemsCome);
    expect(out.total).toBe(cents(itemsCome + 0.78));
  });

  it("keeps the total a pasted invoice states", async () => {
    const invoice = strict({ vendor: text, line_items: list(strict({ description: text, quantity: integer, unit_price: number })), total: number });
    const out = await answer("Extract the invoice: ACME Supplies Ltd, Invoice #INV-2041, dated 2024-03-15. 3 x Printer paper at $4.50, 2 x Toner cartridge at $39.99. Total $95.00.", invoice);
    expect(out.total).toBe(95);
  });

  it("splits a stated bill with the tip the text gives as a percentage", async () => {
    const out = await answer("Split a $120 dinner bill between 4 people with 20% tip", strict({ subtotal: number, tip: number, total: number, per_person: number }));
    expect(out).toEqual({ subtotal: 120, tip: 24, total: 144, per_person: 36 });
  });

  it("sums a budget's expenses without touching its other numbers", () => {
    const schema = strict({ income: number, expenses: list(strict({ category: text, amount: number })), total_expenses: number, savings: number });
    const out = withMoneyTotals({ income: 1200, expenses: [{ category: "Rent", amount: 600 }, { category: "Food", amount: 250.5 }], total_expenses: 968.28, savings: 349.5 }, "Make a monthly budget for a student with $1200 income", compileCallerSchema(schema));
    expect(out).toEqual({ income: 1200, expenses: [{ category: "Rent", amount: 600 }, { category: "Food", amount: 250.5 }], total_expenses: 850.5, savings: 349.5 });
  });

  it("leaves a sum the schema bounds as the faker wrote it, and a document without sums untouched", () => {
    const bounded = strict({ items: list(strict({ name: text, price: number })), total: { type: "number", maximum: 10 } });
    const document = { items: [{ name: "Lamp", price: 40 }], total: 7 };
    expect(withMoneyTotals(document, "Generate an order", compileCallerSchema(bounded))).toEqual(document);
    const plain = { items: [{ name: "Lamp", price: 40 }] };
    expect(withMoneyTotals(plain, "Generate an order", () => true)).toBe(plain);
  });
});
