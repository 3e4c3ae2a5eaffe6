import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { withJudgements } from "./judgements.ts";

const PATH = "/client/v2/ai/chat/completions";
/** OpenAI's structured-outputs moderation example. */
const MODERATION = {
  type: "object",
  properties: {
    is_violating: { type: "boolean", description: "Indicates if the content is violating guidelines" },
    category: { type: ["string", "null"], enum: ["violence", "sexual", "self_harm", null], description: "Type of violation, if the content is violating guidelines. Null otherwise." },
    explanation_if_violating: { type: ["string", "null"], description: "Explanation of why the content is violating" },
  },
  required: ["is_violating", "category", "explanation_if_violating"],
  additionalProperties: false,
};

async function judged(schema: object, content: string): Promise<Record<string, unknown>> {
  const result = await testMock().call("POST", PATH, {
    body: {
      model: "gpt-4o-mini",
      messages: [{ role: "system", content: "Determine if the user input violates specific guidelines and explain if they do." }, { role: "user", content }],
      response_format: { type: "json_schema", json_schema: { name: "content_compliance", strict: true, schema } },
    },
  });
  return JSON.parse(result.body.choices[0].message.content);
}

describe("yes/no fields a model fills by judging the user's text", () => {
  it("flags nothing in a benign message, and leaves its 'if violating' fields null (OpenAI's moderation example)", async () => {
    expect(await judged(MODERATION, "How do I prepare for a job interview?")).toEqual({ is_violating: false, category: null, explanation_if_violating: null });
  });

  it("flags a threat, with the category its words show and why", async () => {
    expect(await judged(MODERATION, "I want to hurt someone badly")).toEqual({
      is_violating: true,
      category: "violence",
      explanation_if_violating: "The message expresses an intent to hurt someone.",
    });
    expect((await judged(MODERATION, "I want to end my life"))).toMatchObject({ is_violating: true, category: "self_harm" });
  });

  it("judges spam, urgency, sentiment and questions by the same cues as the labels", () => {
    const yes = () => true;
    expect(withJudgements({ is_spam: false, isUrgent: false }, "Congratulations, you won a prize! Click here", yes)).toEqual({ is_spam: true, isUrgent: false });
    expect(withJudgements({ is_spam: true, isUrgent: false }, "The production database is down, fix it asap", yes)).toEqual({ is_spam: false, isUrgent: true });
    expect(withJudgements({ is_positive: false, is_question: false }, "I love this phone, is there a case for it?", yes)).toEqual({ is_positive: true, is_question: true });
  });

  it("keeps the faker's value for booleans it has no judgement for, and any change the schema refuses", () => {
    const document = { is_active: true, verified: false };
    expect(withJudgements(document, "I want to hurt someone", () => true)).toBe(document);
    const refused = { is_violating: false };
    expect(withJudgements(refused, "I want to hurt someone", () => false)).toBe(refused);
  });

  it("answers a yes/no question about numbers in a boolean field, and says why in its explanation", async () => {
    const schema = (flag: string, why: string) => ({ type: "object", properties: { [flag]: { type: "boolean" }, [why]: { type: "string" } }, required: [flag, why], additionalProperties: false });
    expect(await judged(schema("answer", "explanation"), "Is 17 a prime number?")).toEqual({ answer: true, explanation: "Yes, 17 is a prime number." });
    expect(await judged(schema("isPrime", "reasoning"), "Is 91 prime?")).toEqual({ isPrime: false, reasoning: "No, 91 is not a prime number: 91 = 7 × 13." });
    expect(await judged(schema("is_true", "reason"), "True or false: 2 + 2 = 5")).toEqual({ is_true: false, reason: "No, 2 + 2 = 4, not 5." });
  });
});
