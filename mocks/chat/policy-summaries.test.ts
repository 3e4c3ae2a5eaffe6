import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { policySummaryReply } from "./policy-summaries.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

const TERMS =
  'By using the Service you agree to these Terms. We collect your name, email address and usage data to provide the Service. We may share your information with third-party service providers. We may suspend or terminate your account at any time if you violate these Terms. The Service is provided "as is" and we are not liable for any indirect damages.';

const PRIVACY = [
  "This Privacy Policy explains how Acme handles your information.",
  "We collect the information you give us when you sign up, such as your name and phone number.",
  "We use cookies to remember your preferences and to measure traffic.",
  "We never sell your personal information to advertisers.",
  "We keep your data for as long as your account is open and delete it within 30 days of closing it.",
  "You have the right to request a copy of your data or ask us to correct it.",
  "Our service is not directed to children under 13.",
].join(" ");

/** The bullet of a subject, or undefined. */
const point = (reply: string, topic: string) => reply.split("\n").find((line) => line.startsWith(`- **${topic}**: `));

describe("the key points of a pasted policy", () => {
  it("summarizes terms of service by their clauses: agreement, data, sharing, termination, liability", () => {
    const reply = answered(`Summarize these terms of service: ${TERMS}`);
    expect(reply.split("\n")[0]).toBe("Here are the key points of these terms of service, in their own words:");
    expect(point(reply, "Data collected")).toContain("We collect your name, email address and usage data");
    expect(point(reply, "Sharing and selling")).toContain("third-party service providers");
    expect(point(reply, "Termination")).toContain("suspend or terminate your account");
    expect(point(reply, "Liability and warranties")).toContain('"as is"');
    expect(reply).toContain("not legal advice");
    expect(reply).toContain("It says nothing about changes to the terms or disputes and governing law.");
  });

  it("leaves out the sections' numbered headings, and puts what is collected before how it is used", () => {
    const policy = "Summarize this privacy policy:\n\n1. Information We Collect\nWe collect your name and email address.\n\n2. Your Choices\nYou may opt out of marketing emails at any time.\n\n3. How We Use Information\nWe use your information to improve our services.\n\n4. Sharing\nWe do not sell your personal data.";
    const lines = answered(policy).split("\n").filter((line) => line.startsWith("- **"));
    expect(lines).toEqual([
      "- **Data collected**: We collect your name and email address.",
      "- **How data is used**: We use your information to improve our services.",
      "- **Sharing and selling**: We do not sell your personal data.",
      "- **Your rights**: You may opt out of marketing emails at any time.",
    ]);
  });

  it("gives the key points of a privacy policy, and says what it leaves out", () => {
    const reply = answered(`What are the key points of this privacy policy:\n${PRIVACY}`);
    expect(reply.split("\n")[0]).toBe("Here are the key points of this privacy policy, in their own words:");
    expect(point(reply, "Cookies and tracking")).toContain("We use cookies");
    expect(point(reply, "Sharing and selling")).toContain("We never sell your personal information");
    expect(point(reply, "Retention and deletion")).toContain("within 30 days");
    expect(point(reply, "Your rights")).toContain("request a copy of your data");
    expect(point(reply, "Children")).toContain("children under 13");
    expect(reply).toContain("It says nothing about security.");
    expect(reply).not.toContain("- **Security**");
  });

  it("reads a policy pasted after a plain 'Summarize this:' by its clauses too", () => {
    expect(point(answered(`Summarize this: ${TERMS}`), "Termination")).toContain("terminate your account");
  });

  it("keeps the gist for a text that is no policy", () => {
    const article = "Summarize this: The city council voted on Tuesday to expand the bike lane network by 40 miles over the next five years, citing safety and climate goals. Critics say it costs too much.";
    expect(policySummaryReply(article)).toBeUndefined();
    expect(answered(article).startsWith("In short: The city council voted")).toBe(true);
  });

  it("does not summarize a question about policies that gives none", () => {
    expect(policySummaryReply("What should a privacy policy include?")).toBeUndefined();
  });
});
