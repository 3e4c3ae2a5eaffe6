import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { testMock } from "../../test/support/harness.ts";
import { candidateQuestionsReply } from "./candidate-questions.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);
/** The numbered questions of a reply. */
const questionsOf = (reply: string) => reply.split("\n").filter((line) => /^\d+\. /.test(line));

describe("the questions a candidate asks at the end of a job interview", () => {
  it("answers 'What are some good questions to ask at the end of an interview?' with the candidate's questions, not the interviewer's", () => {
    const reply = ask("What are some good questions to ask at the end of an interview?");
    expect(reply.split("\n")[0]).toBe("Here are 8 good questions to ask at the end of a job interview, and why each works:");
    const questions = questionsOf(reply);
    expect(questions).toHaveLength(8);
    expect(questions[0]).toContain("first 90 days");
    expect(questions.every((line) => line.includes(" Why: "))).toBe(true);
    expect(reply).toContain("How will you measure success in this role");
    expect(reply).toContain("What are the next steps in the process");
    expect(reply).not.toContain("Tell me about yourself");
  });

  it.each(["What questions should I ask the interviewer?", "What should I ask the hiring manager?", "questions to ask an interviewer", "What questions should I ask in a job interview?", "Good questions for the interviewer?"])(
    "answers %j the same way",
    (prompt) => {
      expect(ask(prompt)).toBe(candidateQuestionsReply(prompt));
      expect(questionsOf(ask(prompt))).toHaveLength(8);
    },
  );

  it.each(["questions to ask a candidate in an interview", "Give me 5 interview questions for a React developer", "What are good interview questions for a product manager?", "How do I prepare for an interview?"])(
    "leaves %j, which asks for no candidate's questions, alone",
    (prompt) => {
      expect(candidateQuestionsReply(prompt)).toBeUndefined();
    },
  );

  it("answers through the endpoint", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "What are some good questions to ask at the end of an interview?" }] } });
    expect(result.body.choices[0].message.content).toContain("What would you want me to accomplish in the first 90 days?");
  });
});
