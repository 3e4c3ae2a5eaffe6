import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { newsletterIntroReply } from "./newsletter-intros.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

describe("a newsletter's intro", () => {
  it("writes the intro of a monthly issue: a greeting, what's inside and a warm close", () => {
    const reply = answered("Write an intro for our monthly newsletter");
    expect(reply.split("\n")[0]).toBe("Subject: [Month] at [Company]: what's new this month");
    expect(reply).toContain("Hi [First name],");
    expect(reply).toContain("Welcome to the [Month] edition of our monthly newsletter!");
    expect(reply).toContain("Here's what's inside this month:");
    expect(reply.split("\n").filter((line) => line.startsWith("- **"))).toHaveLength(4);
    expect(reply).toContain("thank you for reading");
    expect(reply.trimEnd().endsWith("[Company]")).toBe(true);
  });

  it("writes about the subject asked, with a sale's offer and end date", () => {
    const reply = answered("Write a newsletter intro about our spring sale");
    expect(reply.split("\n")[0]).toBe("Subject: Spring sale is here 🎉");
    expect(reply).toContain("This one is all about our spring sale: for a limited time, you can get [X]% off");
    expect(reply).toContain("until [end date]");
    expect(reply).toContain("- **Spring sale**: what's included");
  });

  it("names a subject that is no offer without a discount", () => {
    const reply = answered("Write an introduction for our weekly newsletter about the new product line");
    expect(reply).toContain("This one is all about the new product line");
    expect(reply).toContain("Here's what's inside this week:");
    expect(reply).not.toContain("% off");
  });

  it("keeps the welcome email for new subscribers", () => {
    expect(answered("Write a welcome message for new newsletter subscribers")).toContain("Thanks for subscribing to [Newsletter name]!");
  });

  it.each(["Give me ideas for our newsletter", "What should I put in a newsletter intro?", "Name my newsletter"])("does not write an intro for %j", (prompt) => {
    expect(newsletterIntroReply(prompt)).toBeUndefined();
  });
});
