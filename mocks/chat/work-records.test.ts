import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { WORKS } from "./recommendation-titles.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const text = { type: "string" };
const books = (item: Record<string, unknown>) => object({ books: { type: "array", items: object(item) } });
/** Who wrote each book the table knows, by its title. */
const AUTHOR = new Map(WORKS.book.map((work) => [work.title, work]));

async function documentFor(prompt: string, schema: Record<string, unknown>): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "books", strict: true, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

describe("lists of books and films: real works with their real authors and years", () => {
  it("recommends science fiction books the chat would, each with its author and year", async () => {
    const { books: list } = await documentFor("Recommend 3 science fiction books", books({ title: text, author: text, year: { type: "integer" } }));
    expect(list).toHaveLength(3);
    for (const book of list) {
      const work = AUTHOR.get(book.title);
      expect(work, book.title).toBeDefined();
      expect(work!.genres).toContain("scifi");
      expect(book.author).toBe(work!.by);
      expect(book.year).toBe(work!.year);
    }
  });

  it("gives a known title its own author, not a made-up person's name", async () => {
    const { books: list } = await documentFor("List 3 classic novels", books({ title: text, author: text }));
    for (const book of list) if (AUTHOR.has(book.title)) expect(book.author).toBe(AUTHOR.get(book.title)!.by);
    expect(list.some((book: any) => AUTHOR.has(book.title))).toBe(true);
  });
});
