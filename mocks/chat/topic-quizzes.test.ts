import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import type { ChatMessage } from "./tokens.ts";

const user = (content: string): ChatMessage => ({ role: "user", content });
const assistant = (content: string): ChatMessage => ({ role: "assistant", content });
const reply = (messages: readonly ChatMessage[], seed = 1) => composeReply(messages, seededRandom(seed), knownReply);
/** The question a quiz turn asks last. */
const questionOf = (text: string) => /\*\*Question \d+:\*\* (.+)$/.exec(text)?.[1];

/** The right answers, by question, of the quizzes these tests play. */
const ANSWERS: Readonly<Record<string, string>> = {
  "What is the capital of France?": "Paris", "What is the capital of Spain?": "Madrid", "What is the capital of Italy?": "Rome", "What is the capital of Germany?": "Berlin",
  "What is the capital of Portugal?": "Lisbon", "What is the capital of Austria?": "Vienna", "What is the capital of the Netherlands?": "Amsterdam", "What is the capital of Poland?": "Warsaw",
  "What is the capital of Greece?": "Athens", "What is the capital of Sweden?": "Stockholm",
};

describe("a quiz on a topic, played in the chat", () => {
  it.each([
    ["Quiz me on European capitals", "European capitals", /^What is the capital of [\w ]+\?$/],
    ["Can you quiz me on the solar system?", "the solar system", /\?$/],
    ["Test me on world history", "world history", /\?$/],
    ["Quiz me on basic Spanish words", "basic Spanish words", /^How do you say "[a-z ]+" in Spanish\?$/],
    ["Quiz me on some French vocabulary", "basic French words", /^How do you say "[a-z ]+" in French\?$/],
    ["Give me a quiz on JavaScript basics", "JavaScript basics", /\?$/],
    ["Quiz me on multiplication tables", "multiplication tables", /^What is \d+ × \d+\?$/],
  ])("%s: asks the first question on %s", (prompt, name, question) => {
    const first = reply([user(prompt)]);
    expect(first).toMatch(new RegExp(`^Let's do a quiz on ${name}! I'll ask \\d+ questions, one at a time, and keep score\\.\\n\\n\\*\\*Question 1:\\*\\* `));
    expect(questionOf(first)).toMatch(question);
  });

  it("marks each answer right or wrong with the right answer, keeps score, and asks the next question", () => {
    const messages: ChatMessage[] = [user("Quiz me on European capitals")];
    messages.push(assistant(reply(messages)));
    const first = questionOf(messages[1]!.content)!;
    messages.push(user(ANSWERS[first]!));
    const second = reply(messages);
    expect(second).toMatch(new RegExp(`^Correct! 🎉 The answer is \\*\\*${ANSWERS[first]}\\*\\*\\. Score: \\*\\*1/1\\*\\*\\.\\n\\n\\*\\*Question 2:\\*\\* What is the capital of`));
    expect(questionOf(second)).not.toBe(first);
    messages.push(assistant(second), user("Lyon?"));
    const third = reply(messages);
    expect(third).toMatch(new RegExp(`^Not quite: the answer is \\*\\*${ANSWERS[questionOf(second)!]}\\*\\*\\. Score: \\*\\*1/2\\*\\*\\.\\n\\n\\*\\*Question 3:\\*\\* `));
    // The same conversation gets the same turn.
    expect(reply(messages)).toBe(third);
  });

  it("ends after as many questions as asked, with the final score", () => {
    const messages: ChatMessage[] = [user("Quiz me on 2 European capitals")];
    messages.push(assistant(reply(messages)));
    expect(messages[1]!.content).toContain("I'll ask 2 questions");
    messages.push(user(ANSWERS[questionOf(messages[1]!.content)!]!));
    messages.push(assistant(reply(messages)));
    messages.push(user(`It's ${ANSWERS[questionOf(messages[3]!.content)!]!}`));
    expect(reply(messages)).toMatch(/Score: \*\*2\/2\*\*\.\n\nThat's the end of the quiz: you got \*\*2 out of 2\*\*\. A perfect score!/);
  });

  it("takes the language of a vocabulary quiz from an earlier turn", () => {
    const messages = [user("My name is Priya and I am learning Spanish."), assistant("Nice to meet you, Priya! ¡Buena suerte con el español!"), user("Can you quiz me on 5 basic words?")];
    const first = reply(messages);
    expect(first).toMatch(/^Let's do a quiz on basic Spanish words! I'll ask 5 questions/);
    expect(questionOf(first)).toMatch(/^How do you say "[a-z ]+" in Spanish\?$/);
  });

  it("accepts an answer without its accents, and leaves a question of the user's own to the other replies", () => {
    const messages: ChatMessage[] = [user("Quiz me on basic Spanish words"), assistant('Let\'s do a quiz on basic Spanish words! I\'ll ask 5 questions, one at a time, and keep score.\n\n**Question 1:** How do you say "goodbye" in Spanish?'), user("adios")];
    expect(reply(messages)).toMatch(/^Correct! 🎉 The answer is \*\*adiós\*\*\./);
    expect(reply([...messages.slice(0, 2), user("What is the weather in Paris?")])).not.toMatch(/answer is/);
  });

  it("leaves a bare \"Quiz me\" to trivia and a topic it has no questions on to the other replies", () => {
    expect(reply([user("Quiz me")])).toMatch(/^Let's play trivia!/);
    expect(reply([user("Quiz me on quantum field theory")])).not.toMatch(/^Let's do a quiz/);
  });
});

describe("a quiz on one times table", () => {
  it("asks that table's products, as many as the prompt asks, and marks the answer", () => {
    const first = reply([user("Quiz me on the 7 times table")]);
    expect(first).toMatch(/^Let's do a quiz on the 7 times table! I'll ask 5 questions/);
    const question = questionOf(first)!;
    const [, by] = /^What is 7 × (\d+)\?$/.exec(question)!;
    const messages = [user("Quiz me on the 7 times table"), assistant(first), user(String(7 * Number(by)))];
    expect(reply(messages)).toMatch(/^Correct! 🎉 The answer is \*\*\d+\*\*\. Score: \*\*1\/1\*\*\.\n\n\*\*Question 2:\*\* What is 7 × \d+\?$/);
    expect(reply([user("Test me on my 12 times tables")])).toMatch(/\*\*Question 1:\*\* What is 12 × \d+\?$/);
  });
});
