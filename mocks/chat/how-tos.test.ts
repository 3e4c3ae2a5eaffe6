import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { howToReply } from "./how-tos.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

/** The general points a how-to no table knew got before (general-reply.ts, suggestions-generic.ts). */
const GENERIC = /\*\*(?:Ask for feedback|Prepare ahead|Be consistent|Start with the basics|Learn from others|Stay flexible|Take your time)\*\*|\*\*Keep notes\*\*: writing down|Be clear about the goal/;

describe("everyday how-do-I questions", () => {
  it.each([
    ["How do I get over a breakup?", "**Take a break from contact**"],
    ["How can I move on after a breakup?", "talk to a doctor or a therapist"],
    ["How do I handle a difficult coworker?", "**Talk to them privately**"],
    ["How to deal with a toxic coworker", "**Go to your manager or HR**"],
    ["How do I run a good meeting?", "**End with decisions and actions**"],
    ["What's the best way to run a meeting?", "**Set a goal and an agenda**"],
    ["How do I learn a musical instrument?", "with a metronome"],
    ["How do I reduce screen time?", "Digital Wellbeing (Android)"],
    ["How can I spend less time on my phone?", "**Keep the phone out of the bedroom**"],
    ["How do I quit smoking?", "**Set a quit date**"],
    ["How do I stop overthinking?", "**Set a worry time**"],
    ["How can I drink more water?", "pale yellow urine"],
    ["How do I say no?", "**Buy time**"],
    ["How do I learn to swim?", "**Learn to float**"],
  ])("answers %j with advice for it (%j), not general points", (prompt, phrase) => {
    for (const seed of [1, 2, 3]) {
      const reply = answered(prompt, seed);
      expect(reply).toContain(phrase);
      expect(reply).not.toMatch(GENERIC);
    }
  });

  it.each([
    "How can I improve my sleep?",
    "how do i sleep better",
    "What's the best way to fall asleep faster?",
    "How to get better sleep at night?",
  ])("answers %j with real sleep advice: a schedule, light, caffeine, screens, the bedroom, and when to see a doctor", (prompt) => {
    const reply = answered(prompt);
    expect(reply).toContain("**Keep the same schedule**");
    expect(reply).toContain("**Get daylight in the morning**");
    expect(reply).toContain("**Cut caffeine by early afternoon**");
    expect(reply).toContain("**Put screens away 30–60 minutes before bed**");
    expect(reply).toContain("**Make the bedroom cool, dark and quiet**");
    expect(reply).toContain("see a doctor");
  });

  it.each(["How do I make a cup of coffee?", "How to make coffee", "How do I brew good coffee?", "how do you make a good cup of coffee"])(
    "answers %j with a method and its amounts: a 1:16 ratio, water just off the boil",
    (prompt) => {
      const reply = answered(prompt);
      expect(reply).toContain("**15 g of coffee (2 tablespoons) for 250 ml of water**, a ratio of roughly 1:16");
      expect(reply).toContain("just off the boil, about 93–96 °C");
      expect(reply).toContain("French press");
    },
  );

  it.each([
    ["How do I tie a tie?", "**four-in-hand**"],
    ["How do I boil an egg?", "**10–12 minutes**: hard-boiled"],
    ["How do I cook rice?", "**1½ cups of water per cup of rice**"],
    ["How do I make a cup of tea?", "about 80 °C"],
    ["How do I make scrambled eggs?", "Low heat and patience"],
    ["How can I focus better?", "**Put your phone in another room**"],
    ["How can I be more productive?", "**Plan tomorrow tonight**"],
    ["How do I stop procrastinating?", "**Make the first step tiny**"],
    ["How can I reduce stress?", "in for 4 seconds, out for 6"],
    ["How do I stay motivated?", "**Start small**"],
    ["How can I improve my memory?", "**Test yourself** instead of rereading"],
    ["How do I fix my posture?", "**Set up your screen** at eye level"],
    ["How can I wake up earlier?", "**Move your bedtime first**"],
    ["How do I start meditating?", "set a timer for **5 minutes**"],
    ["How do I build good habits?", "**Attach it to something you already do**"],
    ["How do I save money?", "**Pay yourself first**"],
    ["How do I make a budget?", "**50/30/20 rule**"],
    ["How do I start running?", "1 minute of running and 2 minutes of walking"],
    ["How can I lose weight?", "talk to a doctor or a registered dietitian"],
    ["How can I get better at public speaking?", "**Rehearse out loud**"],
    ["How do I make friends as an adult?", "**Join something that meets regularly**"],
    ["How do I prepare for a coding interview?", "**Start with brute force, then optimise**"],
    ["How to ace a coding interview?", "**Clarify the problem first**"],
    ["How do I get better at coding?", "**Get your code reviewed**"],
    ["How can I improve my coding skills?", "**Practise deliberately**"],
    ["How do I become a better programmer?", "**Build projects you care about**"],
    ["How can I be more confident?", "**Do small brave things often**"],
    ["How do I get rid of hiccups?", "**Hold your breath** for 10–20 seconds"],
  ])("answers %j with its specific advice", (prompt, part) => {
    expect(howToReply(prompt)).toContain(part);
    expect(answered(prompt)).toBe(howToReply(prompt));
  });

  it.each([
    ["How do I learn Italian?", "To learn Italian, a little every day"],
    ["What's the best way to learn a new language?", "To learn a new language, a little every day"],
    ["How can I learn Korean fast?", "To learn Korean,"],
  ])("names the language asked about: %j", (prompt, part) => {
    expect(howToReply(prompt)).toContain(part);
  });

  it.each([
    "How do I make coffee in Python?",
    "How do I sleep better with a newborn and a toddler?",
    "How do I focus a camera?",
    "How does sleep work?",
    "Write a poem about how to make coffee",
    "How do I learn Python?",
  ])("does not answer %j, which the table does not hold", (prompt) => {
    expect(howToReply(prompt)).toBeUndefined();
  });
});
