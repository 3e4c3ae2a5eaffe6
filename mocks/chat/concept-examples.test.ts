import { describe, expect, it } from "vitest";
import { lastReply } from "../../test/support/chat-turns.ts";
import { conceptExampleReply } from "./concept-examples.ts";

/** A code skeleton or a code block: what an example of an idea that is not code must not be. */
const CODE = /```|skeleton|ready-made \w+ implementation/;

describe("\"Give me an example\" after an explanation that is not about code", () => {
  it.each([
    ["What is inflation?", "Give me an example", /^Here's an everyday example of inflation:/, /\$3\.12/],
    ["What is inflation?", "Can you give me a real-world example?", /^Here's an everyday example of inflation:/, /9\.1%/],
    ["What is opportunity cost?", "Give me an example", /^Here's an everyday example of opportunity cost:/, /\$120 shift/],
    ["What is opportunity cost?", "example?", /^Here's an everyday example of opportunity cost:/, /university/],
    ["What is photosynthesis?", "give me an example", /^Here's an everyday example of photosynthesis:/, /chlorophyll/],
    ["Explain supply and demand", "Show me an example", /^Here's an everyday example of supply and demand:/, /umbrella/],
    ["What is a recession?", "Give me an example", /^Here's an everyday example of a recession:/, /December 2007/],
  ])("%j then %j", (question, followUp, opening, detail) => {
    const reply = lastReply(undefined, question, followUp);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(detail);
    expect(reply).not.toMatch(CODE);
  });

  it("explains opportunity cost itself first", () => {
    expect(lastReply(undefined, "What is opportunity cost?")).toMatch(/^\*\*Opportunity cost\*\* is what you give up/);
  });

  it("offers a concrete case, not code, for an idea it has no example of", () => {
    const reply = lastReply(undefined, "What is DNA?", "Give me an example");
    expect(reply).not.toMatch(CODE);
    expect(reply).toMatch(/example of DNA/);
  });
});

describe("\"Give me an example\" after a code explanation keeps its code", () => {
  it.each([
    ["What is a closure in JavaScript?", "Give me an example", "function makeCounter() {"],
    ["What is a closure?", "Can you show me an example?", "const counter = makeCounter();"],
  ])("%j then %j", (question, followUp, code) => {
    const reply = lastReply(undefined, question, followUp);
    expect(reply).toContain("```javascript");
    expect(reply).toContain(code);
    expect(reply).not.toMatch(/skeleton|ready-made/);
  });

  it("writes an example in the language asked", () => {
    expect(lastReply(undefined, "Explain recursion", "Can you give me an example in Python?")).toContain("```python");
  });
});

describe("an example of an idea asked alone", () => {
  it.each([
    ["Give me an example of inflation", "inflation"],
    ["What's a good example of opportunity cost?", "opportunity cost"],
    ["example of a metaphor", "a metaphor"],
    ["Can you give me an example of a simile please", "a simile"],
    ["Give me a real-life example of natural selection", "natural selection"],
    ["What is an example of osmosis?", "osmosis"],
  ])("%j", (prompt, name) => {
    expect(conceptExampleReply(prompt)).toMatch(new RegExp(`^Here's an everyday example of ${name}:`));
    expect(lastReply(undefined, prompt)).toMatch(new RegExp(`^Here's an everyday example of ${name}:`));
  });

  it.each(["Give me an example of a Python decorator", "Show me an example of a REST API in Node", "an example of recursion"])("leaves %j to the code replies", (prompt) => {
    expect(conceptExampleReply(prompt)).toBeUndefined();
  });
});
