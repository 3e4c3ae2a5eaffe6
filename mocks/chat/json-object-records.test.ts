import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { countedRecords, recordKeys, recordProperty } from "./json-object-records.ts";

describe("recordKeys: the keys of a record a json_object prompt asks to be made", () => {
  it.each([
    ["Output a JSON object describing a user profile", ["id", "username", "name", "email", "age", "location", "bio", "interests"]],
    ["Generate a fake product as JSON", ["id", "name", "description", "price", "currency", "category", "in_stock"]],
    ["Create a sample address in JSON", ["street", "city", "state", "postal_code", "country"]],
    ["Describe a fictional book in JSON", ["title", "author", "year", "genre", "pages"]],
    ["Tell me a joke about cats, as JSON", ["setup", "punchline"]],
    ["Generate a lasagna recipe. Respond in JSON.", ["title", "servings", "ingredients", "steps"]],
    ["Create a todo list for moving in JSON", ["title", "tasks"]],
    ["Return the sentiment of 'I hate Mondays' as JSON", ["sentiment", "confidence"]],
  ])("reads %j", (prompt, keys) => {
    expect(recordKeys(prompt)).toEqual(keys);
  });

  it("reads no record in a question about one, a list of them or one's field", () => {
    expect(recordKeys("What is a user profile? Answer in JSON")).toBeUndefined();
    expect(recordKeys("Return a product list as JSON")).toBeUndefined();
    expect(recordKeys("Give me a user id in JSON")).toBeUndefined();
    expect(recordKeys("Return the person's name and age as JSON: John is 30")).toBeUndefined();
  });

  it("counts records asked for by number, under their plural, only when asked to make them", () => {
    expect(countedRecords("Generate 3 user profiles as JSON")).toMatchObject({ key: "profiles", noun: "user profile", count: 3 });
    expect(countedRecords("Create 2 fictional people as JSON")).toMatchObject({ key: "people", noun: "person", count: 2 });
    expect(countedRecords("Give me 2 addresses in JSON")).toMatchObject({ key: "addresses", count: 2 });
    expect(countedRecords("What are 3 users doing? JSON")).toBeUndefined();
    // Books and films are real ones, listed by json-object-lists.ts.
    expect(countedRecords("Give me 3 movies as JSON")).toBeUndefined();
  });

  it("says what keys hold when their names alone would give random letters or a person's name", () => {
    expect(recordProperty("product", "in_stock")).toEqual({ type: "boolean" });
    expect(recordProperty("person", "occupation")).toMatchObject({ description: "For example Teacher, Nurse, Software engineer, Chef, Architect or Accountant" });
    expect(recordProperty("product", "name")).toMatchObject({ description: expect.stringContaining("Wireless Earbuds") });
    expect(recordProperty("user", "name")).toBeUndefined();
  });
});

describe("the subject of a json_object document", () => {
  it("is not the format asked for: a blog outline about remote teams as JSON is titled and tagged for remote teams", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Write a blog post outline about remote teams as JSON with title and tags" }], response_format: { type: "json_object" } },
    });
    const document = JSON.parse(result.body.choices[0].message.content) as { title: string; tags: string[] };
    expect(document.title).toBe("Remote teams");
    expect(document.tags).toContain("remote");
    expect(document.tags).not.toContain("json");
  });

  it.each([
    ["a sentence of its own", "Write a blog post about remote teams. Respond in JSON with title and tags."],
    ["a blog post asked as JSON", "Write a blog post about remote teams as JSON with title and tags"],
  ])("is not the format asked for in %s: the title is the post's, about remote teams", async (_, prompt) => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_object" } },
    });
    const document = JSON.parse(result.body.choices[0].message.content) as { title: string; tags: string[] };
    expect(document.title).toMatch(/Remote Teams/);
    expect(document.title).not.toMatch(/JSON|Respond|Title and Tags/i);
    expect(document.tags.slice(0, 2)).toEqual(["remote", "teams"]);
  });
});
