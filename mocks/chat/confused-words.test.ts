import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { confusedWordsReply } from "./confused-words.ts";

describe("commonly confused words, told apart", () => {
  it("says what each word is, with an example of each and a way to remember", () => {
    const reply = confusedWordsReply("What's the difference between affect and effect?")!;
    expect(reply.split("\n")[0]).toBe("**Affect** is usually a verb meaning *to influence*; **effect** is usually a noun meaning *a result*.");
    expect(reply).toContain("- The weather **affected** my mood.");
    expect(reply).toContain("- The weather had an **effect** on my mood.");
    expect(reply).toContain("**A way to remember:** **A**ffect is the **A**ction");
  });

  it("understands the ways the question is asked", () => {
    const its = confusedWordsReply("its vs it's")!;
    expect(its).toMatch(/^\*\*Its\*\* shows possession/);
    for (const prompt of ["When do I use its or it’s?", "Its or it's?", "Explain the difference between 'its' and 'it's'", "I always mix up it's and its"]) expect(confusedWordsReply(prompt), prompt).toBe(its);
    expect(confusedWordsReply("When do I use who or whom?")).toMatch(/^\*\*Who\*\* is a subject/);
    expect(confusedWordsReply("Explain the difference between i.e. and e.g.")).toMatch(/^\*\*i\.e\.\*\* \(Latin \*id est\*\)/);
    expect(confusedWordsReply("Is it everyday or every day?")).toMatch(/^\*\*Everyday\*\* \(one word\)/);
  });

  it("takes three words together, and the pair when only two are named", () => {
    expect(confusedWordsReply("their, there and they're")).toMatch(/^\*\*Their\*\* shows possession.+\*\*they're\*\* is short for \*they are\*/);
    expect(confusedWordsReply("ensure, insure and assure")).toContain("**assure** means");
    expect(confusedWordsReply("ensure or insure?")).not.toContain("assure");
  });

  it("leaves the same words used for other things to the other replies", () => {
    for (const prompt of [
      "Which has fewer calories and less sugar?",
      "Python or Java, which one is better?",
      "Should I take the bus or bring my car?",
      "What's the difference between a virus and bacteria?",
      "I love affect and effect pedals",
      "Who or what caused World War 1?",
    ]) {
      expect(confusedWordsReply(prompt), prompt).toBeUndefined();
    }
  });

  it("answers through the mock, before the comparisons", async () => {
    const mock = testMock();
    for (const [content, opening] of [
      ["What's the difference between affect and effect?", "**Affect** is usually a verb"],
      ["Is it everyday or every day?", "**Everyday** (one word)"],
      ["then vs than", "**Then** is about time"],
    ] as const) {
      const result = await mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }] } });
      expect(result.body.choices[0].message.content, content).toMatch(new RegExp(`^${opening.replace(/[*()]/g, "\\$&")}`));
    }
  });
});
