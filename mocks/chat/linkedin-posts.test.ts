import { describe, expect, it } from "vitest";
import { linkedInPost } from "./linkedin-posts.ts";
import { writingTaskReply } from "./writing-tasks.ts";

describe("a LinkedIn post", () => {
  it("announces a new job as a new job, not as 'a quick thought on starting a new job'", () => {
    const post = writingTaskReply("Write a LinkedIn post about starting a new job")!;
    expect(post).toMatch(/^I'm excited to share that I'm starting a new position as \[Role\] at \[Company\]! 🎉/);
    expect(post).not.toMatch(/quick thought|basics matter/i);
    expect(post).toMatch(/#NewJob/);
    expect(writingTaskReply("Write a LinkedIn post about starting a new job at Google as a product manager")).toMatch(/^I'm excited to share that I'm starting a new position as product manager at Google!/);
  });

  it.each([
    ["Write a LinkedIn post announcing my promotion to senior engineer", /^I'm thrilled to share that I've been promoted to senior engineer at \[Company\]!/],
    ["Write a LinkedIn post about leaving my job", /^After \[X years\] at \[Company\], today is my last day\./],
    ["Write a LinkedIn post announcing our new app", /^Today's the day: we're launching our new app! 🚀/],
    ["Write a LinkedIn post about launching our product", /^Today's the day: we're launching our product! 🚀/],
    ["Write a LinkedIn post about getting my AWS Solutions Architect certification", /^I'm happy to share that I've earned my AWS Solutions Architect certification! 🎓/],
    ["Write a LinkedIn post about hiring a frontend developer", /^We're hiring! 🚀\n\nOur team is looking for a frontend developer /],
    ["Write a LinkedIn post about speaking at React Summit", /^I'm excited to share that I'll be speaking at React Summit on \[date\]! 🎤/],
    ["Write a LinkedIn post about my 5 year work anniversary", /^Today marks 5 years at \[Company\]! 🎉/],
    ["Help me write a LinkedIn post about my conference talk", /^I'm excited to share that I'll be speaking at \[Conference name\]/],
  ])("%s: the occasion's post", (prompt, opening) => {
    expect(writingTaskReply(prompt)).toMatch(opening);
  });

  it("writes a sensible post on any other topic: lessons about it and a question to the reader, with its hashtags", () => {
    const post = linkedInPost("remote work");
    expect(post).toMatch(/^Remote work is something I've been thinking about/);
    expect(post).toMatch(/^1\. .*remote work/m);
    expect(post).toMatch(/What's been your experience with remote work\?/);
    expect(post).toMatch(/\n\n#Remote #Work$/);
    expect(post).not.toMatch(/basics matter more than the details/);
  });

  it("leaves tweets as they were", () => {
    expect(writingTaskReply("Write a tweet announcing our new app")).toMatch(/^🚀 Our new app is here!/);
  });
});
