import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { featureAnnouncementReply } from "./feature-announcements.ts";
import { knownReply } from "./known-replies.ts";

const answer = (prompt: string): string => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined)!;

describe("a new feature announced to users", () => {
  it("announces a feature, with what it does for users and where to find it, not a reply about the request", () => {
    const announcement = answer("Write an announcement of a new feature to our users");
    expect(announcement).toMatch(/^\*\*Introducing \[Feature name\]\*\* 🎉\n\nWe're excited to introduce \[Feature name\], \[one line on what it does\]/);
    expect(announcement).toMatch(/Here's what it means for you:\n- /);
    expect(announcement).toMatch(/To try it, /);
    expect(announcement).not.toMatch(/Tell me what you'd like|How can I help/);
  });

  it("names the feature the prompt names and says what a known feature does", () => {
    const dark = answer("Write an announcement for our new dark mode feature");
    expect(dark).toMatch(/^\*\*Introducing Dark Mode\*\* 🎉\n\nWe're excited to introduce Dark Mode, available today/);
    expect(dark).toMatch(/- Easier on your eyes at night/);
    const email = featureAnnouncementReply("Write an email announcing our new two-factor authentication feature")!;
    expect(email).toMatch(/^Subject: Introducing Two-Factor Authentication: \[one-line benefit\]\n\nHi \[First name\],/);
    expect(email).toMatch(/extra layer of security/);
    expect(email).toMatch(/\nCheers,\nThe \[Product\] team$/);
    expect(featureAnnouncementReply("Write an email announcing a new feature called Smart Replies to our users")).toMatch(/^Subject: Introducing Smart Replies:/);
  });

  it("leaves posts, other announcements and questions about features to the other replies", () => {
    for (const prompt of ["Write a tweet announcing our new feature", "Write an email announcing an update to our privacy policy", "What features does Notion have?", "Write an email to the team announcing the new office hours"]) {
      expect(featureAnnouncementReply(prompt), prompt).toBeUndefined();
    }
  });
});

describe("a welcome message for people who signed up", () => {
  it.each([
    ["Write a welcome message for new users", /^Subject: Welcome to \[Product\]!\n\nHi \[First name\],\n\nWelcome to \[Product\]! /, /get started/],
    ["Write a welcome email for new subscribers", /^Subject: Welcome to \[Newsletter name\]!\n\nHi \[First name\],\n\nThanks for subscribing/, /first issue/],
    ["Write a welcome message for new members of our community", /^Subject: Welcome to \[Community name\]!/, /Introduce yourself/],
  ])("%s: welcomes them to what they joined, not to a team", (prompt, opening, words) => {
    const welcome = answer(prompt);
    expect(welcome).toMatch(opening);
    expect(welcome).toMatch(words);
    expect(welcome).not.toMatch(/Welcome to the team|Job title|start date/);
  });

  it("still welcomes a new employee to the team", () => {
    expect(answer("Write a welcome email to a new employee")).toMatch(/^Subject: Welcome to the team, \[Name\]!/);
  });
});
