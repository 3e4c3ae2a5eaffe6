import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

/** The general points a how-to no table knew got before (general-reply.ts, suggestions-generic.ts). */
const GENERIC = /\*\*(?:Ask for feedback|Prepare ahead|Be consistent|Start with the basics|Learn from others|Stay flexible|Take your time)\*\*|\*\*Keep notes\*\*: writing down|Be clear about the goal/;

describe("household, car and pet how-tos", () => {
  it.each([
    ["How do I remove a coffee stain?", "**Blot, don't rub**"],
    ["How can I get red wine out of a carpet?", "3% hydrogen peroxide"],
    ["What's the best way to remove a red wine stain?", "the heat of a dryer or an iron sets it"],
    ["How do I unclog a drain?", "block the overflow hole"],
    ["How to unclog a bathroom sink", "**Clean the trap**"],
    ["How do I jump-start a car?", "**The last black clamp to bare, unpainted metal**"],
    ["How can I jump start my car?", "**Remove the clamps in reverse order**"],
    ["How do I clean a cast-iron pan?", "put it on the burner for a few minutes"],
    ["How do I season a cast iron skillet?", "230–260 °C (450–500 °F)"],
    ["How do I get rid of fruit flies?", "apple cider vinegar"],
    ["How do I childproof my home?", "**Anchor furniture and TVs to the wall**"],
    ["How to babyproof a house?", "49 °C (120 °F)"],
    ["How do I teach my dog to sit?", "**Move the treat slowly up and back**"],
    ["How can I train my puppy to sit?", "**Fade the treat**"],
    ["How do I hard-boil an egg?", "**10–12 minutes**: hard-boiled"],
  ])("answers %j with the method (%j), not general points", (prompt, phrase) => {
    for (const seed of [1, 2, 3]) {
      const reply = answered(prompt, seed);
      expect(reply).toContain(phrase);
      expect(reply).not.toMatch(GENERIC);
    }
  });

  it("connects the jump leads in the safe order: red to dead, red to good, black to good, black to bare metal", () => {
    const reply = answered("How do I jump-start a car?");
    const order = ["dead battery's positive", "good battery's positive", "good battery's negative", "bare, unpainted metal"].map((step) => reply.indexOf(step));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
