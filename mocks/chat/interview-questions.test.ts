import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { countWord } from "./asked-count.ts";
import { interviewQuestionsReply } from "./interview-questions.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);
/** The numbered questions of a reply. */
const questionsOf = (reply: string | undefined) => (reply ?? "").split("\n").filter((line) => /^\d+\. /.test(line));

describe("interview questions for a role", () => {
  it("gives 5 real React questions when asked for 5 for a React developer", () => {
    const reply = answered("Give me 5 interview questions for a React developer");
    expect(reply.split("\n")[0]).toBe("Here are 5 interview questions for a React developer:");
    const questions = questionsOf(reply);
    expect(questions).toHaveLength(5);
    expect(questions[1]).toBe("2. When would you use `useEffect`, and what are common mistakes with its dependency array?");
    expect(questions[2]).toContain("`key`");
  });

  it.each([
    ["What are some good interview questions for a product manager?", "a product manager", 5, "How do you prioritize when everything seems important?"],
    ["3 interview questions for a Python developer", "a Python developer", 3, "What's the difference between a list and a tuple"],
    ["Give me ten interview questions for a frontend developer", "a frontend developer", 10, "flexbox and grid"],
    ["interview questions for a data analyst", "a data analyst", 5, "Write a SQL query"],
    ["Write 4 interview questions for a backend engineer", "a backend developer", 4, "REST API"],
    ["Give me two JavaScript interview questions", "a JavaScript developer", 2, "What is a closure?"],
    ["Suggest interview questions for a UX designer", "a product designer", 5, "portfolio"],
    ["common behavioral interview questions", "any role (behavioral questions)", 5, "Tell me about a time you disagreed with a teammate"],
    ["Interview questions for a software engineer", "a software engineer", 5, "a bug you can't reproduce"],
  ])("answers %j with the role's questions, as many as asked", (prompt, role, count, part) => {
    const reply = interviewQuestionsReply(prompt);
    expect(reply?.split("\n")[0]).toBe(`Here are ${count} interview questions for ${role}:`);
    expect(questionsOf(reply)).toHaveLength(count);
    expect(reply).toContain(part);
    expect(answered(prompt)).toBe(reply);
  });

  it("gives at most the ten a role has when asked for more", () => {
    expect(questionsOf(interviewQuestionsReply("Give me 20 interview questions for a React developer"))).toHaveLength(10);
  });

  it.each(["What questions should I ask the interviewer?", "How do I prepare for an interview?", "I have an interview tomorrow, wish me luck", "Write a poem"])(
    "does not answer %j, which asks for no questions to put to a candidate",
    (prompt) => {
      expect(interviewQuestionsReply(prompt)).toBeUndefined();
    },
  );

  it.each([
    ["Give me 5 interview questions", 5],
    ["three good names", 3],
    ["a few ideas", 3],
    ["some questions", undefined],
  ])("reads the count %j asks for", (prompt, count) => {
    expect(countWord(prompt)).toBe(count);
  });
});
