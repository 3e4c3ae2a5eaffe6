import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { cardMessageReply } from "./card-messages.ts";
import { knownReply } from "./known-replies.ts";
import { thankYouNote } from "./thank-you-notes.ts";

const answer = (prompt: string): string => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined)!;

describe("a thank-you note to the people of work and school", () => {
  it("thanks a team for its work, not with a note about a note", () => {
    const note = answer("Write a thank you note to my team");
    expect(note).toMatch(/^Hi team,\n\nI want to take a moment to say thank you for everything you've put into/);
    expect(note).toMatch(/proud to work with you/);
    expect(note).not.toMatch(/reach out with a quick note|share more details|find a time to talk/);
    expect(note).toMatch(/\n\nWith thanks,\n\[Your name\]$/);
  });

  it.each([
    ["Write a thank you email to my manager", /^Subject: Thank you\n\nHi \[Manager's name\],\n\nI wanted to say thank you for your support/, /trust you gave me/],
    ["Write a thank you email to a client", /^Subject: Thank you for working with us\n\nHi \[Client's name\],\n\nThank you for choosing \[Your company\]/, /partnership/],
    ["Write a thank you note to our customers", /^Hi everyone,\n\nThank you for choosing \[Your company\]/, /partnership/],
    ["Write a thank you email to my colleague", /^Subject: Thank you!\n\nHi \[Name\],\n\nThank you so much for your help with \[project or task\]\./, /return the favour/],
    ["Write a thank you email to my teacher", /^Subject: Thank you\n\nHi \[Name\],\n\nThank you for everything you've done for me/, /people you teach/],
  ])("%s: a note that thanks that reader for what such a reader does", (prompt, opening, words) => {
    const note = answer(prompt);
    expect(note).toMatch(opening);
    expect(note).toMatch(words);
  });

  it("thanks for the reason the prompt gives, said to the reader", () => {
    expect(thankYouNote("Write a thank you letter to my mentor for her guidance")?.paragraphs[0]).toBe("I'm writing to thank you for your guidance.");
    expect(thankYouNote("Write a thank you email to my colleague for covering my shift")?.paragraphs[0]).toBe("I'm writing to thank you for covering my shift.");
    expect(answer("Write a thank-you note to my team for shipping the release")).toMatch(/^Hi team,\n\nI'm writing to thank you for shipping the release\.\n\nYour hard work/);
  });

  it("gives a teacher, a manager or a colleague card options that say what they are thanked for", () => {
    const teacher = answer("Write a thank-you note to my teacher");
    expect(teacher).toMatch(/lesson|students|class/);
    expect(answer("Write a thank you note to my manager")).toMatch(/guidance|feedback|support/);
    expect(answer("Write a thank you card for my coworker")).toMatch(/help|lend a hand/);
    for (const reply of [teacher, answer("Write a thank you note to my manager")]) expect(reply).not.toMatch(/all you've done for me/);
  });

  it("leaves a card for one person to the card messages, and other readers to the other replies", () => {
    expect(cardMessageReply("Write a thank you note to our customers")).toBeUndefined();
    expect(answer("Write a thank you card for my boss")).toMatch(/^Here are a few thank-you notes for your boss:/);
    expect(answer("Write a thank-you note to my teacher")).toMatch(/^Here are a few thank-you notes for your teacher:/);
    expect(thankYouNote("Write a thank you note to my grandma")).toBeUndefined();
  });
});
