import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { aboutMeReply } from "./about-me-pages.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

describe("an about-me page", () => {
  it.each([
    ["Write an about me page for my photography portfolio", "a photographer", "natural light"],
    ["Write an about me section for my developer portfolio", "a software developer", "[TypeScript, React and Node.js / your stack]"],
    ["Create an about me page for my graphic design portfolio", "a designer", "prototype"],
    ["Write an about me page for my writing portfolio", "a writer", "every sentence"],
    ["Write an about page for my art portfolio", "an artist", "commissions"],
  ])("writes %j in the first person, in the words of the field", (prompt, role, part) => {
    const reply = answered(prompt);
    expect(reply.split("\n")[0]).toBe("## About me");
    expect(reply).toContain(`Hi, I'm [Name], ${role} based in [City].`);
    expect(reply).toContain(part);
    expect(reply).toMatch(/\[email\]/);
    expect(answered(prompt, 9)).toBe(reply);
  });

  it("leaves the role to the writer when the prompt names no field", () => {
    expect(answered("Write an about me page")).toContain("Hi, I'm [Name], a [your role, e.g. marketing consultant] based in [City].");
  });

  it.each([
    ["Write an about page for my bakery", "# About Us"],
    ["Write a short bio for my about page", "Hi, I'm [Name], a [your role, e.g. product designer]"],
  ])("leaves %j to the business page and the short bio", (prompt, start) => {
    expect(aboutMeReply(prompt)).toBeUndefined();
    expect(answered(prompt).startsWith(start)).toBe(true);
  });

  it("does not write a page when asked what goes on one", () => {
    expect(aboutMeReply("What should I put on my about me page?")).toBeUndefined();
  });
});
