import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { captionReply } from "./captions.ts";
import { knownReply } from "./known-replies.ts";

const answer = (prompt: string): string => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined)!;
const captionsIn = (reply: string): string[] => [...reply.matchAll(/^\d\. (.+)$/gm)].map((m) => m[1]!);

describe("captions for a photo", () => {
  it("offers captions that fit a beach photo, not 'a quick thought on a beach photo'", () => {
    const reply = answer("Write an Instagram caption for a beach photo");
    expect(reply).toMatch(/^Here are a few captions for your beach photo:\n\n1\. /);
    expect(captionsIn(reply)).toHaveLength(3);
    expect(captionsIn(reply).join(" ")).toMatch(/sea|waves|shore|sand|tan/i);
    expect(reply).toMatch(/Hashtags: #BeachDays #Summer/);
    expect(reply).not.toMatch(/quick thought|basics matter/);
  });

  it.each([
    ["Write an Instagram caption for my new haircut", /hair|cut|new person/i],
    ["Write a caption for my coffee photo", /coffee|espresso|latte|caffeine/i],
    ["Give me some captions for my dog", /dog|paw|walking buddy|rescued/i],
    ["Write a caption for a sunset picture", /light|golden|sunset|skies/i],
  ])("%s: captions of what the photo shows", (prompt, words) => {
    const captions = captionsIn(captionReply(prompt)!);
    expect(captions).toHaveLength(3);
    expect(new Set(captions).size).toBe(3);
    for (const caption of captions) expect(caption, prompt).toMatch(words);
  });

  it("fits any other photo, said to the reader", () => {
    expect(captionReply("Give me some captions for a photo of my grandparents")).toMatch(/^Here are a few captions for your photo of your grandparents:/);
  });

  it("leaves what asks for no caption to the other replies", () => {
    for (const prompt of ["What is a caption?", "Add captions to my video in Premiere", "Write a tweet about remote work"]) expect(captionReply(prompt), prompt).toBeUndefined();
  });
});
