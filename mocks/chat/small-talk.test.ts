import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { smallTalkReply } from "./small-talk.ts";

const reply = (prompt: string, seed = 1) => smallTalkReply(prompt, seededRandom(seed));

describe("small talk", () => {
  it("answers how it is, thanks, who it is, what it can do and goodbye as a conversation", () => {
    expect(reply("How are you?")).toMatch(/^(I'm doing well|All good here)/);
    expect(reply("Hey, how's it going")).toMatch(/^(I'm doing well|All good here)/);
    expect(reply("Thanks!")).toMatch(/^(You're welcome|Happy to help)/);
    expect(reply("ok thank you so much")).toMatch(/^(You're welcome|Happy to help)/);
    expect(reply("Who are you?")).toMatch(/^I'm an AI assistant: a mock model/);
    expect(reply("What model are you?")).toMatch(/^I'm an AI assistant/);
    expect(reply("What can you do?")).toMatch(/^I can answer questions/);
    expect(reply("Bye!")).toMatch(/^(Goodbye|See you later)/);
    expect(reply("Can you help me?")).toMatch(/^(Of course|Sure, happy to help)/);
    expect(reply("ok")).toMatch(/^(Great|Alright)/);
    expect(reply("No thanks")).toMatch(/^(No problem|Okay)/);
    expect(reply("Tell me about yourself")).toMatch(/^I can answer questions/);
  });

  it.each(["Thanks, that helps", "That was helpful, thank you", "Perfect, thanks!", "Thank you so much, that was really helpful!", "Thanks for your help", "That helps, thanks.", "Very helpful, thank you"])(
    "answers the thank-you %s, with a word on the answer, as thanks",
    (prompt) => expect(reply(prompt)).toMatch(/^(You're welcome|Happy to help)/),
  );

  it.each(["Forget it", "Nah, forget it", "ok forget about it", "Scratch that", "Cancel that", "Stop", "Don't worry about it"])(
    "answers %s, the last ask dropped, as no thanks: not as a topic",
    (prompt) => expect(reply(prompt)).toMatch(/^(No problem|Okay)/),
  );

  it("leaves longer messages that only start like small talk to the other replies", () => {
    expect(reply("Forget it, explain how tides work instead")).toBeUndefined();
    expect(reply("Stop words in NLP")).toBeUndefined();
    expect(reply("How are you going to handle retries in this client?")).toBeUndefined();
    expect(reply("Thanks, now explain how tides work")).toBeUndefined();
    expect(reply("Thanks, but can you make it shorter?")).toBeUndefined();
    expect(reply("Thanks, that helps. Now what about Python?")).toBeUndefined();
    expect(reply("That was helpful, thank you. One more question")).toBeUndefined();
    expect(reply("Who are you voting for in the election of the board next week and why?")).toBeUndefined();
  });

  it("is the same for the same seed", () => {
    for (let seed = 0; seed < 5; seed++) expect(reply("Thanks!", seed)).toBe(reply("Thanks!", seed));
  });
});
