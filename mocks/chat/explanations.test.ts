import { describe, expect, it } from "vitest";
import { explanationReply } from "./explanations.ts";
import { knownReply } from "./known-replies.ts";
import { seededRandom } from "../data/random.ts";

describe("the explanations chat UIs are demoed with", () => {
  it.each([
    ["Why is the sky blue?", /Rayleigh scattering/],
    ["What is the difference between let and const?", /`const`\*\* cannot be reassigned/],
    ["Explain the difference between == and === in JavaScript", /`===` is \*\*strict equality\*\*/],
    ["What is a closure in JavaScript?", /remembers the variables/],
    ["Explain how React hooks work", /useState/],
    ["How does HTTPS work?", /TLS/],
    ["What is the difference between TCP and UDP?", /\| Delivery \|/],
    ["What does HTML stand for?", /HyperText Markup Language/],
    ["How do I center a div?", /justify-content: center/],
    ["How many days are in a leap year?", /366 days/],
    ["What is TypeScript?", /JavaScript with static types/],
    ["What is the difference between props and state in React?", /\*\*Props\*\* are passed in by the parent/],
    ["Explain async/await in JavaScript", /`await` pauses the function/],
    ["How do I make a fetch request in JavaScript?", /await fetch\(/],
    ["Write a React component that shows a counter", /useState\(0\)/],
    ["Write a regex to validate an email address", /const EMAIL = \/\^/],
    ["How do I learn to code?", /Pick one language and stick with it/],
    ["How do I start coding?", /Pick one language and stick with it/],
    // A language whose name ends in a mark is named all the same.
    ["How do I learn C#?", /Start with the official C# tutorial/],
    ["How can I learn HTML?", /Start with the official HTML tutorial/],
    ["Who wrote Romeo and Juliet?", /^\*Romeo and Juliet\* was written by \*\*William Shakespeare\*\*\.$/],
    ["who wrote 1984", /George Orwell/],
  ])("answers %j with the explanation, not prose built from its keywords", (prompt, answer) => {
    expect(explanationReply(prompt)).toMatch(answer);
  });

  it("writes the React counter however the request opens, and leaves the TypeScript one to the TSX counter", () => {
    for (const prompt of ["Write a React component that shows a counter", "please create a basic react counter app", "  Show me a React counter", "Give me a counter component in React", "Build a simple React hook counter"]) {
      expect(explanationReply(prompt), prompt).toMatch(/useState\(0\)/);
    }
    expect(explanationReply("Write a React counter component in TypeScript")).toBeUndefined();
    expect(explanationReply("Show me a React counter (tsx)")).toBeUndefined();
  });

  it("tells a true fun fact, the same one for the same prompt", () => {
    const fact = explanationReply("Tell me a fun fact")!;
    expect(fact).toMatch(/^Here's one: (?:honey|octopuses|a day on Venus|botanically|the Eiffel Tower)/);
    expect(explanationReply("Tell me a fun fact")).toBe(fact);
  });

  it("answers a child, or in simple terms, without the jargon", () => {
    const child = explanationReply("Explain recursion to a 5 year old")!;
    expect(child).toMatch(/boxes/);
    expect(child).not.toMatch(/call stack|```/);
    expect(explanationReply("What is recursion?")).toMatch(/base case/);
    expect(explanationReply("Can you explain why the sky is blue like I'm five?")).not.toMatch(/Rayleigh|wavelengths/);
  });

  it("leaves other questions about the same words to the other replies", () => {
    expect(explanationReply("Why is the sky blue on Mars at sunset?")).toBeUndefined();
    expect(explanationReply("What is the recursion limit in Python?")).toBeUndefined();
    expect(explanationReply("What is machine learning used for in healthcare?")).toBeUndefined();
  });

  it("is what the chat answers, the same every time", () => {
    const ask = (seed: number) => knownReply([{ role: "user", content: "Why is the sky blue?" }], "Why is the sky blue?", seededRandom(seed), undefined);
    expect(ask(1)).toMatch(/^The sky looks blue because of \*\*Rayleigh scattering\*\*/);
    expect(ask(2)).toBe(ask(1));
  });
});
