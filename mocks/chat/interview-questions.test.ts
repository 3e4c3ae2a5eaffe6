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

describe("interview questions for everyday roles and roles no table knows", () => {
  it.each([
    ["What are good interview questions for a nurse?", "a nurse", "patient"],
    ["5 interview questions for a teacher", "a teacher", "lesson"],
    ["Interview questions for a sales manager", "a sales role", "Sell me this pen."],
    ["Interview questions for a barista", "a barista", "espresso"],
    ["Interview questions for a project manager", "a project manager", "scope creep"],
    ["interview questions for a customer service representative", "a customer service role", "unhappy customer"],
    ["interview questions for a marketing manager", "a marketing role", "campaign"],
    ["interview questions for an accountant", "an accountant", "month-end close"],
    ["interview questions for a waiter", "a restaurant server", "food allergy"],
    ["interview questions for a retail job", "a retail role", "without a receipt"],
    ["interview questions for an HR manager", "an HR role", "employee complaint"],
    ["interview questions for a graphic designer", "a graphic designer", "brief"],
    ["Give me 5 interview questions for a DevOps engineer", "a DevOps engineer", "CI/CD"],
    ["interview questions for a QA tester", "a QA engineer", "login page"],
    ["interview questions for a mechanic", "a mechanic", "won't start"],
    ["interview questions for an electrician", "an electrician", "circuit"],
    ["interview questions for a pharmacist", "a pharmacist", "prescription"],
    ["interview questions for a receptionist", "a receptionist", "visitor"],
    ["interview questions for a delivery driver", "a driver", "route"],
    ["interview questions for a line cook", "a chef", "service"],
    ["interview questions for an engineering manager", "a manager", "management style"],
  ])("answers %j with questions for the role, not the behavioral ones", (prompt, role, part) => {
    const reply = answered(prompt);
    expect(reply.split("\n")[0]).toBe(`Here are 5 interview questions for ${role}:`);
    expect(questionsOf(reply)).toHaveLength(5);
    expect(questionsOf(reply).join("\n")).toContain(part);
    expect(reply).not.toContain("Tell me about yourself");
  });

  it.each([
    ["interview questions for a pilot", "a pilot"],
    ["5 interview questions for a new veterinarian position?", "a veterinarian"],
    ["librarian interview questions", "a librarian"],
  ])("names the role %j asks about even when no table knows it, with questions shaped to it", (prompt, role) => {
    const reply = answered(prompt);
    expect(reply.split("\n")[0]).toBe(`Here are 5 interview questions for ${role}:`);
    expect(questionsOf(reply)[0]).toBe(`1. What draws you to work as ${role}?`);
    expect(questionsOf(reply)[1]).toContain(`a typical day as ${role}`);
  });

  it.each(["common interview questions for freshers", "HR interview questions", "interview questions for my interview tomorrow"])(
    "keeps the behavioral questions for %j, which names no role",
    (prompt) => {
      expect(answered(prompt).split("\n")[0]).toBe("Here are 5 interview questions for any role (behavioral questions):");
    },
  );
});

describe("words after 'for' that name no role", () => {
  it.each(["interview questions for a remote job", "interview questions for an internship", "interview questions for a college admission", "interview questions for someone with no experience"])(
    "keeps the behavioral questions for %j",
    (prompt) => {
      expect(answered(prompt).split("\n")[0]).toBe("Here are 5 interview questions for any role (behavioral questions):");
    },
  );
});
