import { describe, expect, it } from "vitest";
import { askedFacts, countryNamedIn, factColumn } from "./json-object-questions.ts";

/** The facts asked, as a plain object in the order asked. */
const factsOf = (prompt: string) => {
  const asked = askedFacts(prompt);
  return asked && "facts" in asked ? Object.fromEntries(asked.facts) : asked;
};

describe("askedFacts: the country facts or the quiz a json_object prompt asks for", () => {
  it("answers the capital of France and its population (the capital's: the nearest thing named)", () => {
    expect(factsOf("Answer in JSON: what is the capital of France and its population?")).toEqual({ capital: "Paris", population: 2_100_000 });
  });

  it.each([
    ["What's the population of Germany? Reply in JSON.", { population: 84_400_000 }],
    ["Give me the capital and population of Brazil as JSON", { capital: "Brasília", population: 203_000_000 }],
    ["JSON please: Japan's currency and official language", { currency: "Japanese yen", language: "Japanese" }],
    ["What is the capital of Peru? JSON", { capital: "Lima" }],
    ["In JSON: the capital city of the United States and its continent", { capital: "Washington, D.C.", continent: "North America" }],
  ])("reads %j", (prompt, facts) => {
    expect(factsOf(prompt)).toEqual(facts);
  });

  it("asks nothing of a country it does not know, or of a sentence that names no fact", () => {
    expect(askedFacts("What is the capital of Narnia? Answer in JSON")).toBeUndefined();
    expect(askedFacts("Describe France in JSON")).toBeUndefined();
    expect(askedFacts("Translate 'hello' into the language of love, JSON")).toBeUndefined();
  });

  it("gives a quiz about the solar system its known questions, four options each, the answer among them", () => {
    const asked = askedFacts("Give me 3 quiz questions about the solar system as JSON");
    expect(asked && "questions" in asked).toBe(true);
    const questions = (asked as { questions: readonly { question: string; options: string[]; answer: string }[] }).questions;
    expect(questions.map((question) => [question.question, question.answer])).toEqual([
      ["Which planet is closest to the Sun?", "Mercury"],
      ["Which is the largest planet in the solar system?", "Jupiter"],
      ["Which planet is known as the Red Planet?", "Mars"],
    ]);
    for (const question of questions) {
      expect(question.options).toHaveLength(4);
      expect(question.options).toContain(question.answer);
    }
  });

  it.each([
    ["Create a 4-question quiz on JavaScript in JSON format", 4, "Which keyword declares a variable that cannot be reassigned?"],
    ["Make a quiz about photosynthesis with 2 questions, JSON", 2, "Which statement about photosynthesis is true?"],
    ["Write a multiple choice quiz about world capitals as JSON", 5, "What is the capital of France?"],
  ])("counts and reads the subject of %j", (prompt, count, first) => {
    const asked = askedFacts(prompt) as { questions: readonly { question: string }[] };
    expect(asked.questions).toHaveLength(count);
    expect(asked.questions[0]!.question).toBe(first);
  });

  it("asks each known question once: a quiz of ten about a subject of five has five", () => {
    expect((askedFacts("Generate 10 quiz questions about planets in JSON") as { questions: readonly unknown[] }).questions).toHaveLength(5);
  });

  it("names facts by the keys apps write, and countries as prompts write them", () => {
    expect(["capital_city", "officialLanguage", "Population", "country", "name"].map(factColumn)).toEqual(["capital", "language", "population", "name", undefined]);
    expect(countryNamedIn("Tell me about the USA.")?.capital).toBe("Washington, D.C.");
    expect(countryNamedIn("What about Italy's food?")?.name).toBe("Italy");
    expect(countryNamedIn("What about the weather?")).toBeUndefined();
  });
});
