/**
 * A structured comparison of frameworks, languages, databases, clouds or cars: the things the
 * prompt compares, two or more, in its order, each with its own defensible pros and cons.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { withComparedProducts } from "./compared-products.ts";
import { comparedMany } from "./compared-options.ts";

const PATH = "/client/v2/ai/chat/completions";
const str = { type: "string" };
const list = { type: "array", items: str };
const SCHEMA = {
  type: "object",
  properties: { options: { type: "array", items: { type: "object", properties: { name: str, pros: list, cons: list, price: { type: "number" } }, required: ["name", "pros", "cons"] } }, winner: str },
  required: ["options", "winner"],
};
type Option = { name: string; pros: string[]; cons: string[]; price?: number };

async function compared(prompt: string): Promise<{ options: Option[]; winner: string }> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "comparison", schema: SCHEMA } } } });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}
const faked = { options: [{ name: "Wireless Earbuds", pros: ["Pixel"], cons: ["x"], price: 59.99 }], winner: "Pixel" };

describe("structured comparisons beyond phones and laptops", () => {
  it("reads three or more sides: 'A vs B vs C', 'Compare A, B and C', and leaves pairs to comparisons.ts", () => {
    expect(comparedMany("React vs Vue vs Svelte vs Angular")).toEqual(["React", "Vue", "Svelte", "Angular"]);
    expect(comparedMany("Compare PostgreSQL, MySQL and MongoDB for a SaaS app")).toEqual(["PostgreSQL", "MySQL", "MongoDB"]);
    expect(comparedMany("AWS vs Azure vs GCP?")).toEqual(["AWS", "Azure", "GCP"]);
    expect(comparedMany("Compare React and Vue")).toBeUndefined();
    expect(comparedMany("I like apples, pears and plums")).toBeUndefined();
  });

  it("lists React, Vue, Svelte and Angular in order, each with its own pros and cons, and a winner among them", async () => {
    const { options, winner } = await compared("Compare React vs Vue vs Svelte vs Angular");
    expect(options.map((option) => option.name)).toEqual(["React", "Vue", "Svelte", "Angular"]);
    expect(options[0]!.pros.join(" ")).toMatch(/ecosystem/i);
    expect(options[2]!.pros.join(" ")).toMatch(/compiles/i);
    expect(options[3]!.cons.join(" ")).toMatch(/learning curve/i);
    expect(new Set(options.map((option) => option.pros[0])).size).toBe(4);
    expect(options.map((option) => option.name)).toContain(winner);
  });

  it("knows languages, databases, clouds and cars by their real trade-offs", () => {
    const written = (prompt: string) => (withComparedProducts(structuredClone(faked), prompt, () => true) as { options: Option[] }).options;
    const languages = written("Python vs JavaScript vs Go vs Rust");
    expect(languages.map((option) => option.name)).toEqual(["Python", "JavaScript", "Go", "Rust"]);
    expect(languages[0]!.cons.join(" ")).toMatch(/GIL/);
    expect(languages[3]!.pros.join(" ")).toMatch(/without a garbage collector/);
    const databases = written("Compare PostgreSQL, MySQL and MongoDB");
    expect(databases[0]!.pros.join(" ")).toMatch(/JSONB/);
    expect(databases[2]!.cons.join(" ")).toMatch(/Joins/);
    const clouds = written("AWS vs Azure vs GCP");
    expect(clouds[2]!.pros.join(" ")).toMatch(/BigQuery/);
    // A cloud has no price; the faker's 59.99 is not kept where the schema lets it go.
    for (const cloud of clouds) expect(cloud).not.toHaveProperty("price");
    const cars = written("Compare the Tesla Model 3 and the Toyota Camry");
    expect(cars.map((option) => [option.name, option.price])).toEqual([["Tesla Model 3", 38990], ["Toyota Camry", 28400]]);
    expect(cars[1]!.pros.join(" ")).toMatch(/reliability/);
  });
});
