/**
 * A conversion's currencies under tool_choice auto: the one written with the amount is converted
 * from, the other to, each as its field asks (an ISO 4217 code, a member of its enum, a name).
 */
import { describe, expect, it } from "vitest";
import { callsAt, fn } from "../../test/support/tool-calls.ts";
import { conversionOf } from "./currency-names.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { argumentsFor } = callsAt(NOW);

const amount = { type: "number" };
const plain = fn("convert_currency", "Convert an amount between currencies", { amount, from: { type: "string" }, to: { type: "string" } });
const described = fn("convert_currency", "Convert money", { amount, from: { type: "string", description: "ISO 4217 currency code, e.g. USD" }, to: { type: "string", description: "ISO 4217 currency code, e.g. EUR" } });
const patterned = fn("convert_currency", "Convert an amount between currencies", { amount, from_currency: { type: "string", pattern: "^[A-Z]{3}$" }, to_currency: { type: "string", pattern: "^[A-Z]{3}$" } });

describe("a conversion goes from the amount's currency to the other one named", () => {
  it.each([
    ["How much is 100 USD in euros?", { amount: 100, from: "USD", to: "EUR" }],
    ["Convert 50 pounds to yen", { amount: 50, from: "GBP", to: "JPY" }],
    ["What's 2,000 yen in dollars?", { amount: 2000, from: "JPY", to: "USD" }],
    ["Convert €75 to Canadian dollars", { amount: 75, from: "EUR", to: "CAD" }],
  ])("%s → %o", async (content, expected) => {
    expect(await argumentsFor(content, plain)).toEqual(expected);
    expect(await argumentsFor(content, described)).toEqual(expected);
  });

  it("writes codes for a field patterned as one (^[A-Z]{3}$)", async () => {
    expect(await argumentsFor("What's 2,000 yen in dollars?", patterned)).toEqual({ amount: 2000, from_currency: "JPY", to_currency: "USD" });
    expect(await argumentsFor("convert 20 swiss francs into rupees", patterned)).toEqual({ amount: 20, from_currency: "CHF", to_currency: "INR" });
  });

  it("picks the enum's own member, in its spelling", async () => {
    const listed = fn("convert", "Convert currency", { amount, from: { type: "string", enum: ["usd", "eur", "gbp", "jpy"] }, to: { type: "string", enum: ["usd", "eur", "gbp", "jpy"] } });
    expect(await argumentsFor("Convert 50 pounds to yen", listed)).toEqual({ amount: 50, from: "gbp", to: "jpy" });
  });

  it("writes names where the description asks for the currency name", async () => {
    const named = fn("convert_currency", "Convert money", { amount, from: { type: "string", description: "The currency name" }, to: { type: "string", description: "The currency name" } });
    expect(await argumentsFor("How much is 100 USD in euros?", named)).toEqual({ amount: 100, from: "US dollar", to: "euro" });
  });

  it("a plain `currency` field takes the amount's", async () => {
    const pay = fn("send_payment", "Send money to someone", { recipient: { type: "string" }, amount, currency: { type: "string" } });
    expect((await argumentsFor("Send Maria 40 euros for the tickets", pay)).currency).toBe("EUR");
  });

  it("a translation's from/to stay languages", async () => {
    const translate = fn("translate", "Translate text", { text: { type: "string" }, from: { type: "string" }, to: { type: "string" } });
    expect(await argumentsFor("Translate 'good morning' from English to French", translate)).toMatchObject({ from: "English", to: "French" });
  });
});

describe("conversionOf", () => {
  it("reads signs, codes and words, and no verb as a code", () => {
    expect(conversionOf("$100 to GBP")).toEqual({ from: "USD", to: "GBP" });
    expect(conversionOf("try converting 10 eur to usd")).toEqual({ from: "EUR", to: "USD" });
    expect(conversionOf("How much is it?")).toEqual({});
  });
});
