import { describe, expect, it } from "vitest";
import { recordKeys } from "./json-object-records.ts";

describe("recordKeys: the keys of a record a json_object prompt asks to be made", () => {
  it.each([
    ["Output a JSON object describing a user profile", ["id", "username", "name", "email", "age", "location", "bio", "interests"]],
    ["Generate a fake product as JSON", ["id", "name", "description", "price", "currency", "category", "in_stock:boolean"]],
    ["Create a sample address in JSON", ["street", "city", "state", "postal_code", "country"]],
    ["Describe a fictional book in JSON", ["title", "author", "year", "genre", "pages:integer"]],
    ["Tell me a joke about cats, as JSON", ["setup", "punchline"]],
  ])("reads %j", (prompt, keys) => {
    expect(recordKeys(prompt)).toEqual(keys);
  });

  it("reads no record in a question about one, a list of them or one's field", () => {
    expect(recordKeys("What is a user profile? Answer in JSON")).toBeUndefined();
    expect(recordKeys("Return a product list as JSON")).toBeUndefined();
    expect(recordKeys("Give me a user id in JSON")).toBeUndefined();
    expect(recordKeys("Return the person's name and age as JSON: John is 30")).toBeUndefined();
  });
});
