import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { aboutPageReply } from "./about-pages.ts";
import { knownReply } from "./known-replies.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("an About Us page for a business", () => {
  it("writes the page for the business: its story, what it does, what it believes in, its people, an invitation", () => {
    const page = answer("Write an about us page for a bakery")!;
    expect(page).toMatch(/^# About Us\n\n\*\*\[Business name\]\*\* started in \[year\]/);
    expect(page).toMatch(/is now a bakery /);
    expect(page).toMatch(/## What we do\nWe bake bread, pastries and cakes from scratch/);
    expect(page).toMatch(/## What we believe in\n- \*\*Baked fresh daily\*\*: /);
    expect(page).toMatch(/## Come say hello\nStop by \[address\]/);
  });

  it.each([
    ["Create an about us page for my plumbing company", /Upfront pricing/],
    ["Write an About page for our coffee shop in Leeds", /specialty coffee/],
    ["Write the about us section for a law firm", /free \[30-minute\] consultation/],
  ])("%s: in the words of its trade", (prompt, words) => {
    expect(answer(prompt)).toMatch(words);
  });

  it("gives a business it does not know placeholders for its trade, named as the prompt names it", () => {
    const page = aboutPageReply("Write an about us page for a bike repair shop")!;
    expect(page).toMatch(/is now a bike repair shop /);
    expect(page).toContain("We [what you do, and what makes the way you do it different].");
  });

  it("leaves an about-me page to the bios", () => {
    expect(aboutPageReply("Write an about me page for my portfolio")).toBeUndefined();
  });
});
