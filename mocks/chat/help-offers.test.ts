/**
 * Asks for help that come before the material ("Can you help me debug my code?"): yes, and exactly
 * what is needed, in one to three sentences; no code written and no general advice.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const asked = (prompt: string) => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe("offers of help without the material", () => {
  it.each([
    ["Can you help me debug my code?", /^Sure, I can help you debug it\./, ["paste the code", "error message", "what you expect it to do"]],
    ["Can you fix my code?", /^Sure, I can help you fix it\./, ["paste the code", "error message"]],
    ["Can you review my code?", /^Sure, paste the code you'd like me to review/, ["what matters most to you"]],
    ["Can you review my pull request?", /^Sure, paste the code you'd like me to review/, ["what it does"]],
    ["Can you review my essay?", /^Of course\. Paste your essay here/, ["word limit", "what kind of feedback"]],
    ["Can you help me with my resume?", /^Happy to help with your resume\. Paste its text/, ["the role or kind of job you're applying for"]],
    ["I need help with a SQL query", /^Sure, I can help with your SQL query\./, ["tables and columns", "your database", "error message"]],
    ["Can you check my grammar?", /^Sure\. Paste the text you'd like me to check/, ["grammar, spelling and punctuation"]],
    ["Can you help me with my homework?", /^Sure\. Send me the problem exactly as it's written/, ["what you've tried so far"]],
  ])("%s → yes, and what is needed", (prompt, opening, needs) => {
    const reply = asked(prompt);
    expect(reply).toMatch(opening);
    for (const need of needs) expect(reply).toContain(need);
    expect(sentences(reply)).toBeLessThanOrEqual(3);
    expect(reply).not.toContain("```");
  });

  it("the material given with the ask is worked on, not asked for", () => {
    expect(asked("Can you fix my code: function add(a, b) { return a - b }")).not.toMatch(/^Sure, I can help you fix it\./);
    expect(asked("Write an essay about climate change")).not.toMatch(/Paste your essay/);
  });
});
