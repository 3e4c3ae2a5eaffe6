import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { jobDescriptionReply } from "./job-descriptions.ts";
import { knownReply } from "./known-replies.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("a job description for a role", () => {
  it("writes the posting: title, summary, responsibilities, requirements, nice-to-haves, what we offer, with [Company] placeholders", () => {
    const posting = answer("Write a job description for a senior frontend engineer")!;
    expect(posting).toMatch(/^# Senior Frontend Engineer\n/);
    expect(posting).toMatch(/## About the role\n\[Company\] is looking for a Senior Frontend Engineer to build fast, accessible web interfaces/);
    for (const section of ["## What you'll do", "## What you'll need", "## Nice to have", "## What we offer", "## How to apply"]) expect(posting).toContain(section);
    expect(posting).toMatch(/- Build and ship user-facing features/);
    expect(posting).toMatch(/- Strong JavaScript and TypeScript/);
  });

  it.each([
    ["Write a job description for a product manager", /^# Product Manager\n/, /Own the roadmap/],
    ["Draft a job posting for a barista", /^# Barista\n/, /espresso drinks/],
    ["Can you write a job description for a nurse?", /^# Nurse\n/, /RN license/],
    ["Write a job ad for a UX designer at a fintech startup", /^# UX Designer\n/, /portfolio/],
  ])("%s: the role's own duties", (prompt, title, duty) => {
    const posting = answer(prompt)!;
    expect(posting).toMatch(title);
    expect(posting).toMatch(duty);
  });

  it("gives a role it does not know placeholders for its duties, under the role's title", () => {
    const posting = jobDescriptionReply("Write a job description for an operations coordinator")!;
    expect(posting).toMatch(/^# Operations Coordinator\n/);
    expect(posting).toContain("[Company] is looking for an Operations Coordinator to [one line on what this role exists to do]");
    expect(posting).toContain("- [The main responsibility]");
  });

  it("leaves other prompts about jobs to the other replies", () => {
    for (const prompt of ["What is a job description?", "Give me 5 interview questions for a nurse", "Write a cover letter for a frontend developer job"]) {
      expect(jobDescriptionReply(prompt), prompt).toBeUndefined();
    }
  });
});
