/**
 * Values a `json_schema` answer writes where a model reads the request: the person a sign-up
 * names, a weather report's conditions, the products a comparison names, a pasted resume's
 * facts, the count a list of the kind asked takes, a staff list's roles and departments.
 * Asked through the chat-completions handler, as a client would.
 */
import { describe, expect, it } from "vitest";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { testMock } from "../../test/support/harness.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();

type Json = Record<string, unknown>;

/** A strict object schema of `properties`, all required. */
const object = (properties: Json): Json => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const string = { type: "string" };
const number = { type: "number" };
const strings = { type: "array", items: string };

/** The parsed document the mock answers `prompt` with, for `schema` (checked against it). */
async function documentFor(prompt: string, schema: Json, seed?: number): Promise<any> {
  const body = {
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: prompt }],
    response_format: { type: "json_schema", json_schema: { name: "out", strict: true, schema } },
    ...(seed === undefined ? {} : { seed }),
  };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

describe("a sign-up's name is the person the prompt names, not its verb", () => {
  it.each([
    ["Sign up Alice", "Alice"],
    ["Register Bob Lee with bob@example.com", "Bob Lee"],
  ])("%s → %s", async (prompt, name) => {
    const withEmail = await documentFor(prompt, object({ name: string, email: string }));
    expect(withEmail.name).toBe(name);
    const alone = await documentFor(prompt, object({ name: string }));
    expect(alone.name).toBe(name);
  });

  it("keeps the address the user wrote", async () => {
    expect((await documentFor("Register Bob Lee with bob@example.com", object({ name: string, email: string }))).email).toBe("bob@example.com");
  });
});

describe("a weather report's conditions are real and fit its temperature", () => {
  const report = object({ city: string, temperature: number, conditions: string, humidity: number });
  /** The words weather conditions are written in. */
  const WEATHER_WORDS = /^(?:sunny|clear|cloudy|overcast|rain|light|heavy|drizzle|showers|snow|sleet|fog|frosty|freezing|partly|mostly|scattered|thunderstorms|hot|humid|and|windy|mild|breezy)$/;

  it.each([1, 2, 3, 4, 5, 6, 7, 8])("seed %i", async (seed) => {
    const document = await documentFor("What's the weather like in Paris?", report, seed);
    expect(document.city).toBe("Paris");
    const words = document.conditions.toLowerCase().split(/[\s,]+/);
    expect(words.every((word: string) => WEATHER_WORDS.test(word)), document.conditions).toBe(true);
    const celsius = document.temperature >= 46 ? ((document.temperature - 32) * 5) / 9 : document.temperature;
    if (celsius > 5) expect(document.conditions).not.toMatch(/snow|sleet|frost|freezing/i);
    if (celsius < 20) expect(document.conditions).not.toMatch(/hot/i);
    expect(document.humidity).toBeGreaterThanOrEqual(0);
    expect(document.humidity).toBeLessThanOrEqual(100);
  });

  it("gives the same conditions to the same request", async () => {
    const first = await documentFor("What's the weather like in Paris?", report, 3);
    expect(await documentFor("What's the weather like in Paris?", report, 3)).toEqual(first);
  });

  it("writes each day of a forecast, and its description when the prompt asks about the weather", async () => {
    const forecast = object({ city: string, days: { type: "array", items: object({ day: string, temperature: number, description: string }) } });
    const document = await documentFor("Give me the weather forecast for Tokyo", forecast, 2);
    for (const day of document.days) expect(day.description.toLowerCase().split(/\s+/).every((word: string) => WEATHER_WORDS.test(word)), day.description).toBe(true);
  });
});

describe("a count applies to a list of the kind asked under another word", () => {
  const work = object({ title: string, author: string, year: { type: "integer" } });
  it.each([1, 2, 3, 4])("List 3 classic novels → 3 books, each by its own author (seed %i)", async (seed) => {
    const document = await documentFor("List 3 classic novels", object({ books: { type: "array", items: work } }), seed);
    expect(document.books).toHaveLength(3);
    const authors: Record<string, string> = { "Moby-Dick": "Herman Melville", Dune: "Frank Herbert", "1984": "George Orwell", "Jane Eyre": "Charlotte Brontë" };
    for (const book of document.books) if (authors[book.title]) expect(book.author, book.title).toBe(authors[book.title]);
  });

  it.each([
    ["Recommend 4 sci-fi films", "movies", 4],
    ["Give me 5 songs for a road trip", "tracks", 5],
  ])("%s → %s holds %i", async (prompt, list, count) => {
    expect((await documentFor(prompt, object({ [list]: strings })))[list]).toHaveLength(count);
  });
});

describe("a company's employees have varied roles and real departments", () => {
  const staff = object({ employees: { type: "array", items: object({ name: string, role: string, department: string }) } });
  const DEPARTMENTS = new Set(["Executive", "Engineering", "Sales", "Marketing", "Finance", "HR", "Support", "Design", "Product", "Operations"]);

  it.each([
    ["Generate 7 employees", 7],
    ["Generate 12 employees for a startup", 12],
  ])("%s", async (prompt, count) => {
    const { employees } = await documentFor(prompt, staff);
    expect(employees).toHaveLength(count);
    expect(employees.filter((employee: any) => /\bCEO\b/.test(employee.role)).length).toBeLessThanOrEqual(1);
    expect(new Set(employees.map((employee: any) => employee.role)).size).toBe(count);
    for (const employee of employees) expect(DEPARTMENTS.has(employee.department), employee.department).toBe(true);
    expect(new Set(employees.map((employee: any) => employee.department)).size).toBeGreaterThan(3);
  });
});

describe("a comparison lists the things compared", () => {
  const comparison = object({ products: { type: "array", items: object({ name: string, pros: strings, cons: strings, price: number }) }, winner: string });

  it.each([1, 2, 3])("Compare the iPhone 15 and the Pixel 8 (seed %i)", async (seed) => {
    const document = await documentFor("Compare the iPhone 15 and the Pixel 8", comparison, seed);
    expect(document.products.map((product: any) => product.name)).toEqual(["iPhone 15", "Pixel 8"]);
    expect(["iPhone 15", "Pixel 8"]).toContain(document.winner);
    for (const product of document.products) {
      expect(product.pros.length).toBeGreaterThan(0);
      expect(product.cons.length).toBeGreaterThan(0);
      // Points about the product, not filler about "the Pixel" shared by both.
      for (const point of [...product.pros, ...product.cons]) expect(point).not.toMatch(/\bthe Pixel\b/);
      expect(product.price).toBeGreaterThan(300);
    }
    expect(document.products[0].pros).not.toEqual(document.products[1].pros);
  });

  it("names both sides of a pair it knows nothing of, the winner one of them", async () => {
    const document = await documentFor("Compare Notion and Obsidian", comparison);
    expect(document.products.map((product: any) => product.name)).toEqual(["Notion", "Obsidian"]);
    expect(["Notion", "Obsidian"]).toContain(document.winner);
  });
});

describe("a pasted resume's facts come from its text", () => {
  const RESUME = "John Smith\nSoftware Engineer at Acme (2019-2023)\nSkills: Python, React, SQL\nEducation: BSc Computer Science, MIT, 2018";
  const education = { type: "array", items: object({ school: string, degree: string, year: { type: "integer" } }) };

  it.each([1, 2, 3])("with years as text (seed %i)", async (seed) => {
    const schema = object({ name: string, email: string, skills: strings, experience: { type: "array", items: object({ company: string, title: string, years: string }) }, education });
    const document = await documentFor(RESUME, schema, seed);
    expect(document.name).toBe("John Smith");
    expect(document.skills).toEqual(["Python", "React", "SQL"]);
    expect(document.experience).toEqual([{ company: "Acme", title: "Software Engineer", years: "2019-2023" }]);
    expect(document.education).toEqual([{ school: "MIT", degree: "BSc Computer Science", year: 2018 }]);
  });

  it("with a start and an end", async () => {
    const schema = object({ name: string, skills: strings, experience: { type: "array", items: object({ company: string, title: string, start: { type: "integer" }, end: { type: "integer" } }) } });
    const document = await documentFor(RESUME, schema);
    expect(document.experience).toEqual([{ company: "Acme", title: "Software Engineer", start: 2019, end: 2023 }]);
  });
});
