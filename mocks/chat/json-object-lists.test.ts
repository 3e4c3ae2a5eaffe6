import { describe, expect, it } from "vitest";
import { askedList } from "./json-object-lists.ts";

describe("askedList: the list a json_object prompt asks for without naming keys", () => {
  it("gives as many things of a known kind as asked, each with the attribute the prompt names", () => {
    expect(askedList("Return a JSON object with a list of 5 fruits and their colors")).toEqual({
      key: "fruits",
      label: "name",
      count: 5,
      attributes: ["color"],
      items: [
        { name: "Apple", color: "red" },
        { name: "Banana", color: "yellow" },
        { name: "Orange", color: "orange" },
        { name: "Strawberry", color: "red" },
        { name: "Blueberry", color: "blue" },
      ],
    });
  });

  it.each([
    ["List 3 programming languages with their year of creation in JSON", "languages", [{ name: "Python", year: 1991 }, { name: "JavaScript", year: 1995 }, { name: "Java", year: 1995 }]],
    ["Give me a JSON array of 2 colors with hex codes", "colors", [{ name: "Red", hex: "#FF0000" }, { name: "Green", hex: "#00FF00" }]],
    ["List two countries and their capitals in JSON", "countries", [{ name: "France", capital: "Paris" }, { name: "Japan", capital: "Tokyo" }]],
    ["In JSON, name 2 planets with their diameter and number of moons", "planets", [{ name: "Mercury", diameter_km: 4879, moons: 0 }, { name: "Venus", diameter_km: 12104, moons: 0 }]],
    ["Give me 2 classic novels and their authors as JSON", "books", [{ title: "Pride and Prejudice", author: "Jane Austen" }, { title: "1984", author: "George Orwell" }]],
    ["JSON: 2 coding languages along with their creators", "languages", [{ name: "Python", creator: "Guido van Rossum" }, { name: "JavaScript", creator: "Brendan Eich" }]],
  ])("reads %j", (prompt, key, items) => {
    const list = askedList(prompt)!;
    expect(list.key).toBe(key);
    expect(list.items).toEqual(items);
  });

  it("lists the names alone when no attribute is asked, all of a small kind when no count is", () => {
    expect(askedList("Give me 3 fruits as JSON")?.items).toEqual(["Apple", "Banana", "Orange"]);
    expect(askedList("Return the planets as a JSON list")?.items).toEqual(["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]);
  });

  it("gives only the shape of things it knows no facts of, with the attributes asked as keys", () => {
    expect(askedList("Give me 3 gadgets with their prices as JSON")).toEqual({ key: "gadgets", label: "name", count: 3, attributes: ["price"] });
    expect(askedList("Name 4 songs with their artists and release years in JSON")).toEqual({ key: "songs", label: "title", count: 4, attributes: ["artist", "release_year"] });
    // A kind it knows, with an attribute it does not hold: the shape, named as the kind's list.
    expect(askedList("Give me 2 fruits and their prices as JSON")).toEqual({ key: "fruits", label: "name", count: 2, attributes: ["price"] });
  });

  it("lists only the members of a continent it is narrowed to, and nothing when narrowed by what it does not know", () => {
    expect(askedList("List 5 countries in Europe as JSON")?.items).toEqual(["France", "Germany", "Italy", "Spain", "United Kingdom"]);
    expect(askedList("List 2 countries in South America and their capitals in JSON")?.items).toEqual([
      { name: "Brazil", capital: "Brasília" },
      { name: "Argentina", capital: "Buenos Aires" },
    ]);
    expect(askedList("List 4 countries in Oceania as JSON")).toBeUndefined();
    expect(askedList("List 3 fruits that are high in vitamin C in JSON")).toBeUndefined();
    expect(askedList("List the 3 largest countries by area as JSON")).toBeUndefined();
    expect(askedList("List 3 countries by population in JSON")).toBeUndefined();
    expect(askedList("Which 3 fruits have the most vitamin C? JSON")).toBeUndefined();
    // The format it is asked in narrows nothing, nor does "of all time" (the rows are best-known first).
    expect(askedList("Give me the top 3 movies of all time in JSON")?.items).toEqual(["Inception", "The Matrix", "Spirited Away"]);
    expect(askedList("Give me 3 fruits in a JSON object")?.items).toEqual(["Apple", "Banana", "Orange"]);
  });

  it("asks for no list where a count measures, a plural is no thing listed, or languages are spoken ones", () => {
    expect(askedList("Summarize this in 3 sentences as JSON")).toBeUndefined();
    expect(askedList("Plan a 5 days trip with their costs in JSON")).toBeUndefined();
    expect(askedList("Reply in JSON: which 2 languages are spoken in Canada?")).toBeUndefined();
    expect(askedList("Give me 3 reasons to learn Spanish in JSON")).toBeUndefined();
    expect(askedList("What is the capital of France? Answer in JSON.")).toBeUndefined();
  });
});
