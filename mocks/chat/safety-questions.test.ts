import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { SAFETY_QUESTIONS, safetyReply } from "./safety-questions.ts";

const answered = (prompt: string) => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);

describe('everyday "Is it safe to …?" questions, answered first', () => {
  it.each([
    ["Is it safe to eat raw cookie dough?", "**No.**", "raw flour can carry *E. coli*"],
    ["Is it bad to crack your knuckles?", "**No.**", "no link to arthritis"],
    ["Is it OK to charge my phone overnight?", "**Yes.**", "optimised or adaptive charging"],
    ["Is it bad to leave my laptop plugged in all the time?", "**No.**", "limit charge to 80%"],
    ["Can I eat expired yogurt?", "**It's often fine if it's only a little past the date.**", 'A "use by" date is about safety'],
    ["Is it safe to microwave plastic?", "**Only if it's labelled microwave-safe.**", "glass or ceramic"],
    ["Is it bad to swim after eating?", "**No.**", "isn't backed by evidence"],
    ["Is it bad to run every day?", "**Running daily is fine for many people, if you build up to it.**", "overuse injuries"],
    ["Is it safe to eat pink chicken?", "**No.**", "74 °C (165 °F)"],
    ["Is it safe to eat leftover rice?", "**It's safe if it was cooled and stored properly.**", "*Bacillus cereus*"],
    ["Is it dangerous to wake a sleepwalker?", "**No.**", "It's a myth"],
    ["Can I sleep with my contacts in?", "**No.**", "eye infections"],
  ])("%j", (prompt, verdict, reason) => {
    const reply = answered(prompt);
    expect(reply.startsWith(verdict)).toBe(true);
    expect(reply).toContain(reason);
  });

  it("says yes or no as the question is worded: safe, or bad", () => {
    expect(safetyReply("Is it safe to eat raw cookie dough?")).toMatch(/^\*\*No\.\*\*/);
    expect(safetyReply("Is it bad to eat raw cookie dough?")).toMatch(/^\*\*Yes\.\*\*/);
    expect(safetyReply("Is it OK to crack your knuckles?")).toMatch(/^\*\*Yes\.\*\*/);
    expect(safetyReply("Does cracking your knuckles cause arthritis?")).toMatch(/^\*\*No\.\*\*/);
    expect(safetyReply("Should I wait to swim after eating?")).toMatch(/^\*\*No\.\*\*/);
  });

  it("frames coffee in pregnancy with what health bodies advise, and the midwife or doctor", () => {
    const reply = answered("Is it safe to drink coffee while pregnant?");
    expect(reply).toMatch(/^\*\*In moderation it's generally considered fine\*\*/);
    expect(reply).toContain("200 mg a day");
    expect(reply).toContain("Your midwife or doctor knows your situation");
  });

  it("gives every answer a verdict first and a reason after it", () => {
    expect(SAFETY_QUESTIONS.length).toBeGreaterThanOrEqual(25);
    for (const entry of SAFETY_QUESTIONS) {
      if (entry.verdict === undefined) expect(entry.answer).toMatch(/^\*\*[^*]+\*\*[,.:]? \S/);
      else expect(entry.answer).not.toMatch(/^\*\*|^(?:Yes|No)\b/);
      expect(entry.answer.split(/(?<=[.!?](?:\*\*)?)\s+(?=[A-Z*"])/).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("leaves safety questions about other things to the other replies", () => {
    for (const prompt of [
      "Is it safe to use eval in JavaScript?",
      "Is it ok to quit my job?",
      "Tell me a story about cookie dough",
      "Is it bad to use any in TypeScript?",
      "How do I microwave a potato?",
    ]) {
      expect(safetyReply(prompt), prompt).toBeUndefined();
    }
  });
});
