import { describe, expect, it } from "vitest";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { seededRandom } from "../data/random.ts";
import { linkedInProfileReply } from "./linkedin-profiles.ts";

const ask = (content: string): string => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("a LinkedIn headline and About section for a role, through the chain", () => {
  it("writes a data scientist's About section in three first-person paragraphs, with a headline", () => {
    const reply = ask("Write a LinkedIn summary for a data scientist");
    expect(reply).toMatch(/^Here's a LinkedIn About section for a data scientist/);
    expect(reply).toMatch(/\n\nI'm a data scientist with \[X\] years of experience turning messy data into clear answers/);
    expect(reply).toMatch(/\n\nAt \[Company\], I build models and dashboards .*\[X%\].*My core skills: Machine Learning, Python and SQL\./);
    expect(reply).toMatch(/\n\nI'm always happy to connect with fellow data scientists .*send me a message/);
    expect(reply).toContain("**Data Scientist | Machine Learning · Python · SQL | Turning data into decisions**");
    expect(reply).not.toMatch(/Tell me what you'd like to do with it|\[Name\] is/);
  });

  it.each([
    ["Write a LinkedIn headline for a software engineer", /^Here's a LinkedIn headline for a software engineer:\n\n\*\*Software Engineer \| .* · System Design \| Building simple, reliable software/],
    ["Can you help me write a LinkedIn headline? I'm a UX designer", /^Here's a LinkedIn headline for a UX designer:\n\n\*\*UX Designer \| Visual Design · Typography/],
    ["Write my LinkedIn About section. I'm a nurse", /^Here's a LinkedIn About section for a nurse[\s\S]*I'm a nurse with \[X\] years of experience caring for patients[\s\S]*fellow nurses[\s\S]*\*\*Nurse \| Patient Care · Clinical Assessment · Patient Education \|/],
    ["Write a LinkedIn profile for a registered nurse", /^Here's a headline and an About section to start from:\n\n\*\*Headline:\*\* Registered Nurse \| Patient Care[\s\S]*\*\*About:\*\*\n\nI'm a registered nurse/],
    ["Write my LinkedIn headline and summary as a pastry chef", /\*\*Headline:\*\* Pastry Chef \| Seasonal Menus[\s\S]*I'm a pastry chef with/],
    ["Write a LinkedIn about me for a beekeeper", /I'm a beekeeper with \[X\] years of experience in \[your field or specialty\][\s\S]*\*\*Beekeeper \| \[Skill 1\] · \[Skill 2\] · \[Skill 3\]/],
  ])("%s: the role's own headline and About section", (prompt, shape) => {
    expect(ask(prompt)).toMatch(shape);
  });

  it("leaves LinkedIn posts and bios to their modules, and questions about LinkedIn alone", () => {
    expect(ask("Write a LinkedIn post about my new job")).toMatch(/^I'm excited to share that I'm starting a new position/);
    expect(ask("Write a LinkedIn bio for a data scientist")).toMatch(/^\[Name\] is a data scientist /);
    expect(linkedInProfileReply("How long should a LinkedIn summary be?")).toBeUndefined();
    expect(linkedInProfileReply("Write a summary of this article")).toBeUndefined();
  });
});
