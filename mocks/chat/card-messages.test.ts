import { describe, expect, it } from "vitest";
import { knownReply } from "./known-replies.ts";
import { seededRandom } from "../data/random.ts";
import { cardMessageReply } from "./card-messages.ts";

/** The numbered options of a reply. */
function optionsOf(reply: string | undefined): string[] {
  return (reply ?? "").split("\n").filter((line) => /^\d\. /.test(line));
}

describe("a message for a card or a chat is written, as two or three options", () => {
  it("writes \"Help me write a birthday message for my mom\": birthday wishes addressed to Mom", () => {
    const reply = cardMessageReply("Help me write a birthday message for my mom")!;
    expect(reply).toMatch(/^Here are a few birthday messages for your mom:/);
    const options = optionsOf(reply);
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(options.length).toBeLessThanOrEqual(3);
    for (const option of options) expect(option).toMatch(/\bbirthday\b.*|.*\bbirthday\b/i);
    for (const option of options) expect(option).toContain("Mom");
    expect(knownReply([], "Help me write a birthday message for my mom", seededRandom(1), undefined)).toBe(reply);
  });

  it("uses the name the prompt gives: \"Write a birthday card for my friend Sam\"", () => {
    const reply = cardMessageReply("Write a birthday card for my friend Sam")!;
    expect(reply).toMatch(/^Here are a few birthday messages for your friend Sam:/);
    for (const option of optionsOf(reply)) expect(option).toContain("Sam");
  });

  it("names the occasion and fits the recipient and the tone asked", () => {
    const cases: [string, RegExp, string][] = [
      ["Write a thank-you note to my teacher", /thank/i, "[Teacher's name]"],
      ["Congratulations message for my sister on her new job", /new job/i, "sis"],
      ["Write a short get well soon message for my grandma", /get well|feel better/i, "Grandma"],
      ["Write an anniversary message for my wife", /anniversary/i, "my love"],
      ["Write a funny retirement message for my boss", /retire|every day is saturday|relaxer/i, "[Name]"],
      ["Write a farewell card for my coworker who is leaving", /luck|miss|best|farewell/i, "[Name]"],
      ["Write a formal congratulations message for my colleague's wedding", /wedding/i, "Dear [Name]"],
    ];
    for (const [prompt, occasion, recipient] of cases) {
      const options = optionsOf(cardMessageReply(prompt));
      expect(options.length, prompt).toBe(3);
      for (const option of options) {
        expect(option, prompt).toMatch(occasion);
        expect(option.toLowerCase(), prompt).toContain(recipient.toLowerCase());
      }
    }
    expect(cardMessageReply("Write a funny retirement message for my boss")).toMatch(/^Here are a few funny retirement messages for your boss:/);
  });

  it("keeps sympathy gentle, even when a funny one is asked for", () => {
    expect(cardMessageReply("Write a funny sympathy card for my coworker")).toBe(cardMessageReply("Write a sympathy card for my coworker"));
    expect(cardMessageReply("Write a sympathy card for my coworker")).toMatch(/sorry for your loss/);
  });

  it("leaves an email to a team, and what asks for no message, to the other replies", () => {
    expect(cardMessageReply("Write a thank-you note to my team for shipping the release")).toBeUndefined();
    expect(cardMessageReply("When is my mom's birthday?")).toBeUndefined();
  });
});

describe("thanks for the reason the prompt gives", () => {
  it.each([
    ["Write a thank-you note to my colleague Anna for helping with the move", "Anna", "for helping with the move"],
    ["Write a thank you message to my mom for her support", "Mom", "for your support"],
    ["Write a funny thank you note to my friend Sam for driving me to the airport", "Sam", "for driving me to the airport"],
    ["Help me write a short thank you card for my coworker for covering my shift", "[Name]", "for covering my shift"],
    ["Write a thank you card for my neighbor for watering my plants", "[Name]", "for watering my plants"],
    ["Write a thank-you note to my uncle for the birthday present", "Uncle [Name]", "for the birthday present"],
  ])("%s: every option thanks %s %s", (prompt, to, reason) => {
    const options = optionsOf(cardMessageReply(prompt));
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(option).toContain(reason);
      expect(option).toContain(to);
    }
  });

  it("thanks a reader for what such a reader does when the prompt gives no reason", () => {
    expect(optionsOf(cardMessageReply("Write a thank-you note to my teacher")).join("\n")).toMatch(/lesson|class|students/);
  });
});
