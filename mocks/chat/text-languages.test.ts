import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { languageEvidence } from "./language.ts";

const text = { type: "string" };
const number = { type: "number" };

/** The document the mock answers `prompt` with, for a strict json_schema of `properties`. */
const answer = (prompt: string, properties: Record<string, unknown>, seed?: number): Promise<any> => structuredAnswer(prompt, strict(properties), { name: "language_detection", seed });

const LONG_FRENCH = "Je voudrais réserver une table pour deux personnes ce soir, s'il vous plaît. Est-ce que vous avez une terrasse?";
const LONG_GERMAN = "Ich habe heute keine Zeit, weil ich arbeiten muss und danach noch einkaufen gehe.";

describe("language-detection documents", () => {
  it.each([
    ["Detect the language: " + LONG_FRENCH, "French", "fr"],
    ["What language is this? " + LONG_GERMAN, "German", "de"],
    ["Identify the language of this text: Estoy muy contento de estar aquí con mis amigos.", "Spanish", "es"],
    ["Which language is this: 今日はとても暑いですね", "Japanese", "ja"],
  ])("answers %j with the text's language and its ISO 639-1 code, not the instruction's English", async (prompt, language, code) => {
    const out = await answer(prompt, { language: text, iso_code: text, confidence: number });
    expect(out.language).toBe(language);
    expect(out.iso_code).toBe(code);
  });

  it("is near-certain for a long text full of its language's words, and less sure of two words", async () => {
    const long = await answer("Detect the language: " + LONG_FRENCH, { language: text, confidence: number });
    const short = await answer("Detect the language: Hola amigo", { language: text, confidence: number });
    expect(long.language).toBe("French");
    expect(long.confidence).toBeGreaterThanOrEqual(0.95);
    expect(long.confidence).toBeLessThanOrEqual(0.99);
    expect(short.language).toBe("Spanish");
    expect(short.confidence).toBeLessThan(0.8);
  });

  it("gives the same confidence whatever the request's seed: it follows the text, not a draw", async () => {
    const confidences = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6]) confidences.add((await answer("Detect the language: " + LONG_GERMAN, { language: text, confidence: number }, seed)).confidence);
    expect([...confidences]).toEqual([languageEvidence(LONG_GERMAN).confidence]);
  });

  it("writes a 0–100 confidence as a percentage when the schema asks for an integer", async () => {
    const out = await answer("Detect the language: " + LONG_FRENCH, { language: text, confidence: { type: "integer", minimum: 0, maximum: 100 } });
    expect(out.confidence).toBeGreaterThanOrEqual(95);
  });
});

describe("languageEvidence", () => {
  it("grows surer with every marker word the language leads by", () => {
    const one = languageEvidence("Hola amigo");
    const many = languageEvidence("Estoy muy contento, pero no quiero ir con ellos para la fiesta porque estoy cansado y mi hermano tampoco quiere ir. Muchas gracias por todo, eres muy amable.");
    expect(one.language).toBe("Spanish");
    expect(many.language).toBe("Spanish");
    expect(one.confidence).toBeLessThan(many.confidence);
    expect(many.confidence).toBeGreaterThanOrEqual(0.95);
  });

  it("is even (0.5) about a text with no marker of any language", () => {
    expect(languageEvidence("Zorblax 42")).toEqual({ language: "English", confidence: 0.5 });
  });

  it("is sure of a language by its own script", () => {
    expect(languageEvidence("Привет, как дела?")).toEqual({ language: "Russian", confidence: 0.97 });
  });
});
