import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { COLD_DURATION, COLD_VS_FLU, CONDITIONS, FLU_DURATION, healthReply } from "./health-questions.ts";
import { knownReply } from "./known-replies.ts";

const symptomsOf = (name: string) => CONDITIONS.find((condition) => condition.names.includes(name))!.answer;

describe("the health questions a chat UI is tried with", () => {
  it.each([
    ["What are the symptoms of the flu?", "flu"],
    ["what are flu symptoms", "flu"],
    ["Symptoms of influenza", "flu"],
    ["Flu symptoms?", "flu"],
    ["What are the symptoms of a cold?", "cold"],
    ["common cold symptoms", "cold"],
    ["What are the symptoms of COVID-19?", "covid-19"],
    ["What are the signs of covid?", "covid-19"],
    ["What are the symptoms of strep throat?", "strep throat"],
    ["How do I know if I have strep throat?", "strep throat"],
    ["What are the signs of dehydration?", "dehydration"],
    ["Dehydration symptoms", "dehydration"],
    ["What are the symptoms of a migraine?", "migraine"],
    ["What are the symptoms of food poisoning?", "food poisoning"],
    ["What are the symptoms of allergies?", "allergies"],
    ["Hay fever symptoms", "allergies"],
  ])("lists the symptoms %j asks for", (prompt, condition) => {
    expect(healthReply(prompt)).toBe(symptomsOf(condition));
  });

  it.each([
    ["What is the difference between a cold and the flu?", COLD_VS_FLU],
    ["What's the difference between the flu and a cold?", COLD_VS_FLU],
    ["Cold vs flu", COLD_VS_FLU],
    ["Is it a cold or the flu?", COLD_VS_FLU],
    ["How can I tell a cold from the flu?", COLD_VS_FLU],
    ["How long does the flu last?", FLU_DURATION],
    ["how long do flu symptoms last", FLU_DURATION],
    ["How long does a cold last?", COLD_DURATION],
  ])("compares a cold with the flu, and says how long each lasts: %j", (prompt, answer) => {
    expect(healthReply(prompt)).toBe(answer);
  });

  it("answers every condition by every name it lists, with a list and the signs to see a doctor for", () => {
    for (const condition of CONDITIONS) {
      for (const name of condition.names) expect(healthReply(`What are the symptoms of ${name}?`), name).toBe(condition.answer);
      expect(condition.answer.match(/^- /gm)!.length, condition.names[0]).toBeGreaterThanOrEqual(4);
    }
    for (const answer of [...CONDITIONS.map((condition) => condition.answer), COLD_VS_FLU, FLU_DURATION, COLD_DURATION]) {
      expect(answer).toMatch(/\n\*\*See a doctor if\*\* \S/);
      // Neither a diagnosis nor a dose: no "you have", no milligrams.
      expect(answer).not.toMatch(/\byou (?:have|probably have|likely have) (?:the )?(?:flu|a cold|covid|strep)|\d+\s*mg\b/i);
    }
  });

  it("leaves a request that only mentions an illness, or one it does not know, to the other replies", () => {
    for (const prompt of ["Tell me a joke about the flu", "Write a poem about a cold winter", "What are the symptoms of a broken heart?", "Signs of a good developer", "How long does it take to boil an egg?"]) {
      expect(healthReply(prompt), prompt).toBeUndefined();
    }
    const answered = (prompt: string) => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);
    expect(answered("Tell me a joke about the flu")).not.toBe(symptomsOf("flu"));
    expect(answered("What are the symptoms of the flu?")).toBe(symptomsOf("flu"));
  });
});
