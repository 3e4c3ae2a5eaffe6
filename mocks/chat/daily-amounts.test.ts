import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { dailyAmountReply } from "./daily-amounts.ts";
import { knownReply } from "./known-replies.ts";

/** The reply the chat gives: the whole chain, so a neighbour answering first would show. */
const chatReply = (prompt: string): string | undefined => knownReply([], prompt, seededRandom(1), undefined);

describe("the everyday 'how much a day?' health questions get the widely cited figure", () => {
  const questions: readonly (readonly [topic: string, phrasings: readonly string[], facts: readonly RegExp[]])[] = [
    ["water", ["How much water should I drink a day?", "How much water do I need per day?", "how many liters of water should I drink daily"], [/3\.7 litres/, /2\.7 litres/, /all drinks and food/, /doctor/]],
    ["sleep", ["How many hours of sleep do I need?", "How much sleep do I need?", "How many hours should I sleep?"], [/7 or more hours/, /American Academy of Sleep Medicine/, /Teens \(13–18 years\): 8–10 hours/, /sleep apnea/]],
    ["steps", ["How many steps a day should I walk?", "How many steps should I walk per day?", "Is 10000 steps a day enough?"], [/10,000 steps/, /8,000–10,000 steps a day for adults under 60/, /6,000–8,000 for adults over 60/, /150 minutes/]],
    ["protein", ["How much protein do I need per day?", "How much protein should I eat a day?", "how much protein do i need"], [/0\.8 g of protein per kilogram/, /56 g a day for a 70 kg/, /1\.2–2\.0 g per kg/, /kidney disease/]],
    ["caffeine", ["How much caffeine is too much?", "How much caffeine can I have a day?", "What is the recommended caffeine limit per day?"], [/up to 400 mg of caffeine a day/, /FDA/, /under 200 mg/, /about 95 mg/]],
    ["calories", ["How many calories should I eat to lose weight?", "How many calories should I eat a day to lose weight?", "how many calories do i need to lose weight"], [/500 calories a day less/, /0\.5 kg \(1 lb\) a week/, /1,200 calories a day for women or 1,500 for men/, /not medical advice/, /registered dietitian/]],
  ];
  for (const [topic, phrasings, facts] of questions)
    for (const phrasing of phrasings)
      it(`answers '${phrasing}' with the ${topic} figures`, () => {
        const reply = chatReply(phrasing);
        expect(reply).toBe(dailyAmountReply(phrasing));
        for (const fact of facts) expect(reply).toMatch(fact);
      });
});

describe("the numbers a prompt gives are used", () => {
  it("computes the protein of a weight given in kilograms or pounds", () => {
    expect(dailyAmountReply("How much protein do I need per day? I weigh 70 kg")).toMatch(/70 kg \(154 lb\) comes to \*\*about 56 g of protein a day\*\*/);
    expect(dailyAmountReply("How much protein do I need per day if I weigh 180 lbs?")).toMatch(/82 kg \(180 lb\) comes to \*\*about 65 g of protein a day\*\*/);
    expect(dailyAmountReply("How much protein do I need per day if I weigh 180 lbs?")).toMatch(/\*\*98–163 g\*\* for you/);
  });

  it("answers the sleep of the age asked for, by the CDC's bands", () => {
    expect(dailyAmountReply("How much sleep does a 10 year old need?")).toMatch(/^The CDC recommends \*\*9–12 hours\*\* of sleep a day for school-age children/);
    expect(dailyAmountReply("How many hours of sleep does a teenager need?")).toMatch(/^The CDC recommends \*\*8–10 hours\*\*/);
    expect(dailyAmountReply("How much sleep do newborns need?")).toMatch(/^The CDC recommends \*\*14–17 hours\*\* of sleep a day, including naps, for newborns/);
    expect(dailyAmountReply("How much sleep do I need? I'm 70")).toMatch(/^The CDC recommends \*\*7–8 hours\*\* of sleep a day for adults 65 and older/);
  });

  it("counts the caffeine of the cups of coffee asked about, yes or no first", () => {
    expect(dailyAmountReply("Is 6 cups of coffee a day too much?")).toMatch(/^\*\*Probably, yes\.\*\* 6 cups of brewed coffee \(8 oz each\) is \*\*about 570 mg\*\* of caffeine, over/);
    expect(dailyAmountReply("Is 3 cups of coffee a day too much?")).toMatch(/^\*\*For most healthy adults, no\.\*\* 3 cups .* \*\*about 285 mg\*\* of caffeine, within/);
  });

  it("works out the daily deficit for the pace asked, and warns when it is too fast", () => {
    expect(dailyAmountReply("How many calories should I eat to lose 1 pound a week?")).toMatch(/deficit of \*\*about 500 calories a day\*\*/);
    const fast = dailyAmountReply("How many calories should I eat to lose 1 kg a week?");
    expect(fast).toMatch(/deficit of \*\*about 1,100 calories a day\*\*/);
    expect(fast).toMatch(/faster than the 0\.5–1 kg \(1–2 lb\) a week usually advised/);
  });
});

describe("prompts that are not a daily amount are left to the rest of the chain", () => {
  for (const prompt of ["How much protein is in an egg?", "How much water is in a cucumber?", "How many steps are in the scientific method?", "How do I get more sleep?", "What is caffeine?", "How many calories are in a banana?", "Tell me a joke"])
    it(`does not answer '${prompt}'`, () => expect(dailyAmountReply(prompt)).toBeUndefined());
});
