import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { headlineOf, sentencesOf } from "./passages.ts";
import { entitiesIn } from "./text-entities.ts";
import { prosAndCons, sentimentConfidence } from "./text-opinions.ts";

const text = { type: "string" };
const texts = { type: "array", items: { type: "string" } };

/** The document the mock answers `prompt` with, for a strict json_schema of `properties`. */
const answer = (prompt: string, properties: Record<string, unknown>, seed?: number): Promise<any> => structuredAnswer(prompt, strict(properties), { seed });

const BIKE_LANES = "The city council voted on Tuesday to expand the bike lane network by 40 miles over the next five years, citing safety and climate goals.";

describe("structured outputs whose answers are in the user's text", () => {
  describe("a text to summarise", () => {
    it("titles a one-sentence text with its headline and takes its clauses as the key points, camelCase or not", async () => {
      for (const points of ["keyPoints", "key_points", "bullets", "takeaways", "highlights"]) {
        const out = await answer(`Summarize this article in a title and 3 key points: ${BIKE_LANES}`, { title: text, [points]: texts });
        expect(out.title, points).toBe("City council voted to expand bike lane network by 40 miles");
        // Two clauses: no filler point made up past them.
        expect(out[points], points).toEqual(["The city council voted on Tuesday to expand the bike lane network by 40 miles over the next five years.", "Citing safety and climate goals."]);
      }
    });

    it("splits a one-sentence text at semicolons and at commas before a conjunction or a participle, not inside a list or a number", () => {
      expect(sentencesOf("The new library opens on Monday; it has 20,000 books and a cafe, while the old branch closes in May.")).toEqual([
        "The new library opens on Monday.",
        "It has 20,000 books and a cafe.",
        "The old branch closes in May.",
      ]);
      expect(sentencesOf("We bought apples, pears and plums.")).toEqual(["We bought apples, pears and plums."]);
      expect(sentencesOf("Costs fell. We hired 40 engineers.")).toEqual(["Costs fell.", "We hired 40 engineers."]);
    });

    it("writes a headline without articles, the day it happened or the clause after a comma, ended before a phrase it would cut", () => {
      expect(headlineOf(BIKE_LANES)).toBe("City council voted to expand bike lane network by 40 miles");
      expect(headlineOf("Remote work has grown quickly since 2020, and many companies now offer hybrid schedules.")).toBe("Remote work has grown quickly since 2020");
      expect(headlineOf("A storm closed the airport yesterday.")).toBe("Storm closed airport");
    });
  });

  describe("entities", () => {
    const entityLists = { organizations: texts, products: texts, locations: texts, dates: texts };

    it("lists only what the text holds, each in its own kind: Apple, the iPhone 16, Cupertino, September 9, 2024", async () => {
      expect(await answer("Extract the entities from: Apple announced the iPhone 16 in Cupertino on September 9, 2024.", entityLists)).toEqual({
        organizations: ["Apple"],
        products: ["iPhone 16"],
        locations: ["Cupertino"],
        dates: ["September 9, 2024"],
      });
    });

    it("finds people, organizations, places, dates and money amounts with their scale", async () => {
      const out = await answer("Extract the entities from: Tim Cook met Sundar Pichai in London on March 3, 2025 to discuss a $2 billion deal between Apple and Google.", {
        people: texts,
        organizations: texts,
        locations: texts,
        dates: texts,
        money: texts,
      });
      expect(out).toEqual({ people: ["Tim Cook", "Sundar Pichai"], organizations: ["Apple", "Google"], locations: ["London"], dates: ["March 3, 2025"], money: ["$2 billion"] });
    });

    it("finds the contact details a text writes: names, emails, phone numbers, urls", async () => {
      const out = await answer("Extract contact details: Reach Maria at maria@example.com or +1 415-555-0134, site https://example.com", { names: texts, emails: texts, phone_numbers: texts, urls: texts });
      expect(out).toEqual({ names: ["Maria"], emails: ["maria@example.com"], phone_numbers: ["+1 415-555-0134"], urls: ["https://example.com"] });
    });

    it("answers empty lists for a text that holds none, and keeps to a list's minItems", async () => {
      expect(await answer("Extract the entities from: the weather was nice and we stayed home.", entityLists)).toEqual({ organizations: [], products: [], locations: [], dates: [] });
      const out = await answer("Extract the entities from: the weather was nice and we stayed home.", { organizations: { ...texts, minItems: 1 }, dates: texts });
      expect(out.organizations).toHaveLength(1);
      expect(out.dates).toEqual([]);
    });

    it("leaves lists of people and dates alone when the prompt extracts nothing", async () => {
      const out = await answer("Plan a party for next week", { people: texts, locations: texts, dates: texts });
      expect(out.people.length).toBeGreaterThan(0);
      expect(out.dates.length).toBeGreaterThan(0);
    });

    it("does not take a capitalised word that opens a sentence, or a month, for a name", () => {
      const found = entitiesIn("Yesterday Microsoft Corp opened an office in Berlin. Sales rose in May.");
      expect(found.get("organization")).toEqual(["Microsoft Corp"]);
      expect(found.get("location")).toEqual(["Berlin"]);
      expect(found.get("person")).toBeUndefined();
    });
  });

  describe("translations", () => {
    it("writes the phrase in each language a property is named for", async () => {
      expect(await answer("Translate 'good morning' to Spanish and French", { spanish: text, french: text })).toEqual({ spanish: "Buenos días", french: "Bonjour" });
      expect(await answer("Translate 'thank you' into German and Italian", { german: text, italian: text })).toEqual({ german: "Danke", italian: "Grazie" });
      expect(await answer("Translate 'hello' to French", { french_translation: text })).toEqual({ french_translation: "Bonjour" });
    });

    it("fills {language, translation} items in the order the prompt names the languages, and a lone translation in the one asked", async () => {
      const items = { translations: { type: "array", items: strict({ language: text, translation: text }) } };
      expect(await answer("Translate 'good night' to Spanish, French and Japanese", items)).toEqual({
        translations: [
          { language: "Spanish", translation: "Buenas noches" },
          { language: "French", translation: "Bonne nuit" },
          { language: "Japanese", translation: "おやすみなさい" },
        ],
      });
      expect(await answer("Translate to French: good night", { translation: text })).toEqual({ translation: "Bonne nuit" });
      // The text beside it is the one translated.
      expect((await answer("Translate 'good morning' to Spanish", { text, translation: text })).translation).toBe("Buenos días");
      expect((await answer("Translate 'good morning' to Spanish", { text, target_language: text })).text).not.toBe("Buenos días");
    });

    it("keeps a phrase the phrasebook lacks as the user wrote it, never a word of the prompt", async () => {
      expect(await answer("Translate 'the cat is on the table' to Spanish and French", { spanish: text, french: text })).toEqual({ spanish: "the cat is on the table", french: "the cat is on the table" });
    });
  });

  describe("sentiment and reviews", () => {
    const sentiment = { type: "string", enum: ["positive", "negative", "neutral"] };

    it("is sure of a clear-cut text and less sure of a mixed one", async () => {
      const clear = await answer("Classify the sentiment of: I absolutely hated this movie, worst two hours ever.", { sentiment, confidence: { type: "number" } });
      expect(clear.sentiment).toBe("negative");
      expect(clear.confidence).toBeGreaterThanOrEqual(0.85);
      const mixed = await answer("Classify the sentiment of: The food was great but the service was slow and rude.", {
        sentiment: { type: "string", enum: ["positive", "negative", "neutral", "mixed"] },
        confidence: { type: "number" },
      });
      expect(mixed.sentiment).toBe("mixed");
      expect(mixed.confidence).toBeLessThan(0.7);
      expect(sentimentConfidence("I love my new phone, it is amazing!")).toBeGreaterThan(sentimentConfidence("I like it"));
    });

    it("scores a text from -1 to 1 by its sentiment, and from 0 to 1 by how positive it is", async () => {
      const positive = await answer("What is the sentiment of this tweet: I love my new phone, it is amazing!", { score: { type: "number", minimum: -1, maximum: 1 } });
      expect(positive.score).toBeGreaterThanOrEqual(0.85);
      const negative = await answer("What is the sentiment of this tweet: The update is terrible and the app is broken.", { sentiment: text, score: { type: "number", minimum: -1, maximum: 1 } });
      expect(negative.score).toBeLessThanOrEqual(-0.85);
      const share = await answer("Classify the sentiment of: The update is terrible and the app is broken.", { sentiment: text, score: { type: "number", minimum: 0, maximum: 1 } });
      expect(share.score).toBeLessThan(0.1);
    });

    it("takes a review's pros and cons from its own clauses and rates it by them", async () => {
      const review = { rating: { type: "integer", minimum: 1, maximum: 5 }, pros: texts, cons: texts };
      expect(await answer("Review: The battery life is great and the screen is sharp, but the camera is mediocre and it is expensive. Extract rating, pros and cons.", review)).toEqual({
        rating: 3,
        pros: ["The battery life is great", "The screen is sharp"],
        cons: ["The camera is mediocre", "It is expensive"],
      });
      expect(await answer("Analyze this review: Terrible hotel, dirty rooms and rude staff.", review)).toEqual({ rating: 1, pros: [], cons: ["Terrible hotel", "Dirty rooms and rude staff"] });
      expect((await answer("Review of the cafe: Delicious coffee and friendly staff. 4 out of 5.", review)).rating).toBe(4);
    });

    it("reads a review only from a text the message gives, not from a request to write one", async () => {
      const out = await answer("Write a review of a great pizza place", { pros: texts, cons: texts });
      expect(out.pros).not.toContain("Write a review of a great pizza place");
    });

    it("turns a negated word of praise into a fault", () => {
      expect(prosAndCons("The screen is not bright, but the price is great.")).toEqual({ pros: ["The price is great"], cons: ["The screen is not bright"] });
    });
  });

  it("keeps what worked before: the person of 'Extract the person'", async () => {
    const out = await answer("Extract the person: John Smith is 34 and lives in Boston, email john@acme.com", { name: text, age: { type: "integer" }, city: text, email: text });
    expect(out).toEqual({ name: "John Smith", age: 34, city: "Boston", email: "john@acme.com" });
  });
});
