import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { WORKS } from "./recommendation-titles.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);
const BY_TITLE = new Map(WORKS.book.map((work) => [work.title, work]));

/** The books a reply lists: each numbered item's bold title, looked up in the table. */
function booksIn(reply: string) {
  const items = reply.split("\n\n")[1]!.split("\n");
  return items.map((item) => {
    const title = /^\d+\. \*\*([^*]+)\*\* by /.exec(item)?.[1];
    const work = title === undefined ? undefined : BY_TITLE.get(title);
    expect(work, item).toBeDefined();
    return work!;
  });
}

describe("books on a subject: books about that subject, as many as asked", () => {
  it("answers 'What are some good books on productivity?' with productivity books, not Outliers", () => {
    const reply = ask("What are some good books on productivity?");
    expect(reply.split("\n\n")[0]).toBe("Here are 5 productivity books worth a try:");
    const books = booksIn(reply);
    expect(books).toHaveLength(5);
    for (const book of books) expect(book.genres, book.title).toContain("productivity");
    expect(reply).not.toMatch(/Outliers|Thinking, Fast and Slow/);
  });

  it.each([
    ["Recommend 3 books on leadership", "leadership", 3],
    ["What are the best books about investing?", "finance", 5],
    ["Suggest 4 good personal finance books", "finance", 4],
    ["Recommend some books for startup founders", "startups", 5],
    ["Recommend 2 books about entrepreneurship", "startups", 2],
    ["What are some good UX design books?", "design", 5],
    ["Recommend 3 books on negotiation", "negotiation", 3],
    ["good psychology books?", "psychology", 5],
    ["Recommend 3 philosophy books", "philosophy", 3],
    ["What are the best books on writing?", "writing", 5],
    ["Recommend 4 marketing books", "marketing", 4],
    ["Recommend 3 good books on software engineering", "programming", 3],
    ["Suggest some popular science books", "science", 5],
  ])("%s → %s books, %i of them", (prompt, tag, count) => {
    const books = booksIn(ask(prompt));
    expect(books).toHaveLength(count);
    for (const book of books) expect(book.genres, book.title).toContain(tag);
  });

  it.each([
    ["What are the best books for learning Python?", "python", "Python", ["Python Crash Course", "Automate the Boring Stuff with Python", "Fluent Python"]],
    ["Recommend some JavaScript books", "javascript", "JavaScript", ["Eloquent JavaScript", "You Don't Know JS Yet"]],
    ["What are the best books on algorithms?", "algorithms", "algorithms", ["Grokking Algorithms", "Cracking the Coding Interview"]],
    ["Recommend 3 machine learning books", "ml", "machine learning", ["Hands-On Machine Learning with Scikit-Learn, Keras, and TensorFlow"]],
    ["Good SQL books?", "sql", "SQL", ["Learning SQL"]],
  ])("%s → the %s books a learner is pointed to, not novels", (prompt, tag, label, titles) => {
    const reply = ask(prompt);
    expect(reply.split("\n\n")[0]).toMatch(new RegExp(`^Here(?:'s a| are \\d+) ${label} books?`));
    const books = booksIn(reply);
    for (const book of books) expect(book.genres, book.title).toContain(tag);
    expect(books.map((book) => book.title)).toEqual(expect.arrayContaining(titles));
    expect(reply).not.toMatch(/Dune|Frank Herbert/);
  });

  it("leaves Monty Python to the films, and keeps the first Python books for beginners", () => {
    expect(ask("Recommend Monty Python movies")).not.toMatch(/Python movies/);
    const books = booksIn(ask("Recommend Python books for beginners"));
    expect(books.map((book) => book.title).sort()).toEqual(["Automate the Boring Stuff with Python", "Python Crash Course", "Think Python"]);
  });

  it("gives history books, not historical novels, for 'good books on history'", () => {
    const books = booksIn(ask("What are some good books on history?"));
    for (const book of books) expect(book.genres, book.title).toEqual(expect.arrayContaining(["history", "nonfiction"]));
    expect(books.map((book) => book.title)).not.toContain("Wolf Hall");
  });

  it("still leaves a design or a piece of writing asked for alone", () => {
    for (const prompt of ["Suggest a design for my logo", "Recommend a book cover design for my novel", "Suggest some tips for writing a novel"]) {
      expect(ask(prompt), prompt).not.toMatch(/worth a try:/);
    }
  });

  it("uses the same subject lists in a structured output's list of books", async () => {
    const item = { type: "object", properties: { title: { type: "string" }, author: { type: "string" }, year: { type: "integer" } }, required: ["title", "author", "year"], additionalProperties: false };
    const schema = { type: "object", properties: { books: { type: "array", items: item } }, required: ["books"], additionalProperties: false };
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Recommend 3 books on productivity" }], response_format: { type: "json_schema", json_schema: { name: "books", strict: true, schema } } };
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body });
    const { books } = JSON.parse(result.body.choices[0].message.content) as { books: { title: string; author: string; year: number }[] };
    expect(books).toHaveLength(3);
    for (const book of books) {
      const work = BY_TITLE.get(book.title);
      expect(work?.genres, book.title).toContain("productivity");
      expect([book.author, book.year]).toEqual([work!.by, work!.year]);
    }
  });
});
