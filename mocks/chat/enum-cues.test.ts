import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { cuedValue } from "./enum-cues.ts";

const GENRES = ["action", "comedy", "drama", "horror", "sci-fi"];

describe("the label a text's words cue", () => {
  it("classifies the AI SDK's movie plot, tickets and messages by their cue words", () => {
    expect(cuedValue(GENRES, "A group of astronauts travel through a wormhole in search of a new habitable planet for humanity.")).toBe("sci-fi");
    expect(cuedValue(GENRES, "A family moves into a haunted house where a demon lives.")).toBe("horror");
    expect(cuedValue(["low", "medium", "high"], "Production is down and customers cannot log in!")).toBe("high");
    expect(cuedValue(["low", "medium", "high"], "There is a typo on the about page, fix it whenever.")).toBe("low");
    expect(cuedValue(["billing", "technical", "account", "other"], "I was charged twice, please refund the second payment")).toBe("billing");
    expect(cuedValue(["BILLING", "TECHNICAL_ISSUE", "ACCOUNT"], "The app shows an error and crashes on start")).toBe("TECHNICAL_ISSUE");
    expect(cuedValue(["spam", "not_spam"], "Congratulations, you won a prize! Click here to claim it")).toBe("spam");
  });

  it("answers nothing when the text cues none of the labels, or the labels are unknown", () => {
    expect(cuedValue(GENRES, "Tell me about this film.")).toBeUndefined();
    expect(cuedValue(["red", "green"], "astronauts on a planet")).toBeUndefined();
  });

  it("fills the AI SDK's enum output through the mock", async () => {
    const schema = { type: "object", properties: { result: { type: "string", enum: GENRES } }, required: ["result"], additionalProperties: false };
    const prompt = 'Classify the genre of this movie plot: "A group of astronauts travel through a wormhole in search of a new habitable planet for humanity."';
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "response", schema } } };
    for (const seed of [1, 2, 3, 4]) {
      const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body, headers: { prefer: `seed=${seed}` } });
      expect(JSON.parse(result.body.choices[0].message.content)).toEqual({ result: "sci-fi" });
    }
  });
});
