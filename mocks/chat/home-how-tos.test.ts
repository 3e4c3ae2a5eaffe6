import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { gerundPhrase } from "./phrasing.ts";

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
    ["How do I remove a grease stain?", "baking soda, cornstarch or talc"],
    ["How can I get grease out of clothes?", "grease comes out better with warm water"],
    ["How do I get blood out of sheets?", "use cold water only"],
    ["How do I remove a blood stain?", "3% hydrogen peroxide: it fizzes"],
    ["How do I get rid of ants?", "**Use ant bait stations**"],
    ["How do I iron a shirt?", "**The collar**: underside first"],
    ["How do I sharpen a kitchen knife?", "**Feel for the burr**"],
    ["How do I fold a fitted sheet?", "**Tuck one corner into the other**"],
    ["How do I remove mould from a shower?", "**Never mix bleach with vinegar, ammonia or other cleaners**"],
    ["How do I get rid of mold in the shower?", "**Replace silicone sealant**"],
    ["How do I unclog a toilet?", "flange plunger"],
    ["How do I fix a running toilet?", "**If the flapper doesn't seal**"],
    ["How do I bleed a radiator?", "**Close it as soon as water comes out**"],
    ["How do I clean an oven?", "**Leave it overnight**"],
    ["How do I descale a kettle?", "**Unplug it**"],
    ["How do I start a compost bin?", "**Mix \"greens\" and \"browns\"**"],
    ["How do I stop my dog pulling on the leash?", "**Stop when it pulls**"],
    ["How do I litter train a kitten?", "**Scoop it every day**"],
    ["How do I grow basil?", "**Pinch off flower buds**"],
    ["Tips to stop a running toilet", "**Lift the tank lid**"],
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

  it("reads a running toilet as plumbing, not as running: no jogging tips", () => {
    for (const prompt of ["Tips to stop a running toilet", "Tips for fixing a running toilet"]) {
      const reply = answered(prompt);
      expect(reply).toContain("overflow tube");
      expect(reply).not.toMatch(/run-walk|Couch to 5K/);
    }
  });

  it('restates "potty train a puppy" as "potty training a puppy", never "pottying train"', () => {
    for (const prompt of ["How to potty train a puppy", "What's the best way to potty train a puppy?"]) {
      for (const seed of [1, 2, 3]) expect(answered(prompt, seed)).not.toMatch(/pottying/i);
    }
  });

  it("puts the -ing of a two-word verb on its second word", () => {
    expect(gerundPhrase(["potty", "train", "a", "puppy"])).toBe("potty training a puppy");
    expect(gerundPhrase(["jump", "start", "a", "car"])).toBe("jump starting a car");
    expect(gerundPhrase(["make", "your", "website", "faster"])).toBe("making your website faster");
  });
});
