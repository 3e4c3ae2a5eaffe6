import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { frontendConceptReply } from "./frontend-concepts.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

describe("the frontend concepts developers ask about", () => {
  it.each([
    ["How does React useEffect work?", "`useEffect` runs code **after React has rendered** a component", "return () => controller.abort(); // cleanup"],
    ["Explain useEffect cleanup", "`useEffect` runs code", "**Cleanup**"],
    ["What is useState in React?", "`useState` gives a function component a value that **survives re-renders**", "setCount((c) => c + 1)"],
    ["What is the difference between useMemo and useCallback?", "the difference is **what** they cache", "`useCallback(fn, deps)` is the same as `useMemo(() => fn, deps)`"],
    ["useMemo vs useCallback", "the difference is **what** they cache", "React.memo"],
    ["Why do React lists need keys?", "React uses a list item's `key`", "**Avoid the array index**"],
    ["What are keys in React?", "React uses a list item's `key`", "<li key={todo.id}>"],
    ["How do promises work in JavaScript?", "A **promise** is an object that stands for a value that isn't ready yet", "`Promise.all([a, b])`"],
    ["What are TypeScript generics?", "**Generics** let you write a function", "function first<T>(items: T[]): T | undefined"],
    ["Flexbox vs grid", "**Flexbox** lays items out in **one dimension**", "| Dimensions | one: a row or a column | two: rows and columns |"],
    ["When should I use flexbox or grid?", "**CSS Grid** lays them out in **two**", "grid-template-columns"],
  ])("explains %j", (prompt, opening, part) => {
    const reply = frontendConceptReply(prompt);
    expect(reply).toContain(opening);
    expect(reply).toContain(part);
    expect(answered(prompt)).toBe(reply);
  });

  it("leaves closures, async/await, the event loop and CORS to explanations.ts, which answers them first", () => {
    expect(answered("What is a closure in JavaScript?")).toMatch(/^A \*\*closure\*\* is a function/);
    expect(answered("What is the event loop?")).toMatch(/^The event loop is how JavaScript/);
  });

  it.each(["Write a useEffect that fetches users", "What are the keys to success?", "What is a primary key?", "What is a promise?", "Tell me about the power grid", "I lost my car keys"])(
    "does not explain %j, which asks about none of them",
    (prompt) => {
      expect(frontendConceptReply(prompt)).toBeUndefined();
    },
  );
});
