import { describe, expect, it } from "vitest";
import { bioReply, writingTaskReply } from "./writing-tasks.ts";

describe("a bio for a place", () => {
  it("introduces the writer on a portfolio, not '[Name] is a portfolio'", () => {
    for (const prompt of ["Write a bio for my portfolio", "Write a bio for my personal website", "Write a portfolio bio"]) {
      const bio = writingTaskReply(prompt)!;
      expect(bio, prompt).toMatch(/^Hi, I'm \[Name\], a \[your role, e\.g\. product designer\] based in \[City\]\./);
      expect(bio, prompt).toMatch(/Let's talk: \[email or contact link\]\.$/);
      expect(bio, prompt).not.toMatch(/is an? (?:portfolio|personal website)/i);
    }
  });

  it("writes short lines for a social profile and an About section for LinkedIn", () => {
    for (const prompt of ["Write a short bio for my Instagram", "Write an Instagram bio", "Write a Twitter bio"]) {
      const options = bioReply(prompt)!;
      expect(options, prompt).toMatch(/^Here are a few options:\n\n1\. /);
      expect(options, prompt).not.toMatch(/is an? instagram/i);
    }
    expect(bioReply("Write a LinkedIn bio")).toMatch(/^I'm a \[your role\] with \[X\] years of experience/);
  });

  it("keeps a role's bio in the third person", () => {
    expect(bioReply("Write a short bio for a software engineer")).toMatch(/^\[Name\] is a software engineer with \[X\] years/);
    expect(bioReply("Write a LinkedIn bio for a data scientist")).toMatch(/^\[Name\] is a data scientist /);
  });
});
