import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { cookingQuestionReply } from "./cooking-questions.ts";
import { knownReply } from "./known-replies.ts";

/** The reply the chat gives: the whole chain, so a neighbour answering first would show. */
const chatReply = (prompt: string): string | undefined => knownReply([], prompt, seededRandom(1), undefined);

describe("kitchen questions asking for a number or a swap get it first", () => {
  const questions: readonly (readonly [topic: string, phrasings: readonly string[], facts: readonly RegExp[]])[] = [
    ["boiled eggs' times", ["How long should I boil an egg?", "How long do you boil eggs for?", "how long to boil a hard boiled egg"], [/\*\*6 minutes\*\*: soft-boiled/, /\*\*10–12 minutes\*\*: hard-boiled/, /iced water/]],
    ["poultry's safe temperature", ["What temperature should chicken be cooked to?", "What temp is chicken done?", "safe internal temperature for turkey"], [/^\*\*165°F \(74°C\)\*\* is the USDA's safe minimum internal temperature for chicken and all poultry/, /thermometer/]],
    ["pork's safe temperature", ["What temp should pork be cooked to?", "What temperature is pork safe to eat?"], [/^\*\*145°F \(63°C\)\*\*, then rest for 3 minutes,/, /Ground beef, pork, veal and lamb .*: 160°F \(71°C\)/]],
    ["ground beef's safe temperature", ["What temperature should ground beef be cooked to?", "What internal temp for burgers?"], [/^\*\*160°F \(71°C\)\*\*/]],
    ["fish's safe temperature", ["What temperature should salmon be cooked to?"], [/^\*\*145°F \(63°C\)\*\*, or until the flesh is opaque/]],
    ["cooked chicken in the fridge", ["How long does cooked chicken last in the fridge?", "How long is cooked chicken good for in the refrigerator?"], [/^\*\*3–4 days\*\* for cooked chicken/, /40°F \(4°C\)/, /within 2 hours/, /165°F \(74°C\)/]],
    ["raw chicken in the fridge", ["How long does raw chicken last in the fridge?"], [/^\*\*1–2 days\*\* for raw chicken/]],
    ["eggs in the fridge", ["How long do eggs last in the fridge?"], [/^\*\*3–5 weeks\*\* for raw eggs in their shells/]],
    ["leftovers", ["How long do leftovers last?", "How long do leftovers last in the fridge?"], [/^\*\*3–4 days\*\* for cooked leftovers/]],
    ["freezing milk", ["Can I freeze milk?", "Can you freeze milk?", "can milk be frozen?"], [/^\*\*Yes, you can freeze milk\*\*, for up to about 3 months/, /expands/, /Thaw it in the fridge/]],
    ["freezing eggs", ["Can I freeze eggs?"], [/^\*\*Yes, but not in their shells\*\*/]],
    ["egg substitutes", ["What can I substitute for eggs in baking?", "What can I use instead of eggs in a cake?", "egg substitute for baking"], [/1 tablespoon ground flaxseed \+ 3 tablespoons water/, /¼ cup \(60 g\)/, /Aquafaba/, /3 tablespoons/]],
    ["baking soda and baking powder", ["What's the difference between baking soda and baking powder?", "baking soda vs baking powder", "Can I use baking powder instead of baking soda?"], [/sodium bicarbonate/, /needs an \*\*acid\*\*/, /double-acting/, /¼ teaspoon baking soda \+ ½ teaspoon cream of tartar/]],
  ];
  for (const [topic, phrasings, facts] of questions)
    for (const phrasing of phrasings)
      it(`answers '${phrasing}' with ${topic}`, () => {
        const reply = chatReply(phrasing);
        expect(reply).toBe(cookingQuestionReply(phrasing));
        for (const fact of facts) expect(reply).toMatch(fact);
      });
});

describe("an oven temperature the prompt gives is read in °F or °C", () => {
  it("answers chicken breast at 400°F with its time, the safe temperature and the table", () => {
    const reply = cookingQuestionReply("How long to bake chicken breast at 400°F?");
    expect(reply).toMatch(/^At \*\*400°F \(204°C\)\*\*, bake boneless, skinless chicken breasts .* for \*\*20–25 minutes\*\*, until the thickest part reads \*\*165°F \(74°C\)\*\*/);
    expect(reply).toMatch(/- 350°F \(177°C\): 25–30 minutes/);
  });

  it("says a temperature given in °C back in °C first, with its time", () => {
    expect(cookingQuestionReply("How long to bake chicken breast at 200C?")).toMatch(/^At \*\*200°C \(392°F\)\*\*, .* \*\*20–25 minutes\*\*/);
    expect(cookingQuestionReply("how long should i cook chicken breasts in the oven at 220 degrees celsius")).toMatch(/^At \*\*220°C \(428°F\)\*\*, .* \*\*18–22 minutes\*\*/);
    expect(cookingQuestionReply("How long to bake chicken breast at 375 degrees?")).toMatch(/^At \*\*375°F \(191°C\)\*\*, .* \*\*20–30 minutes\*\*/);
  });

  it("gives the usual time and the table when no temperature is named", () => {
    expect(cookingQuestionReply("How long do I bake chicken breast?")).toMatch(/^Boneless, skinless chicken breasts .* about \*\*20–25 minutes at 400°F \(204°C\)\*\*/);
  });
});

describe("a steak's doneness, other foods' baking times and a buttermilk swap", () => {
  it.each([
    ["What temperature should I cook steak to for medium rare?", /^For a \*\*medium-rare\*\* steak, aim for about \*\*135°F \(57°C\)\*\*/],
    ["What temp is a medium steak?", /^For a \*\*medium\*\* steak, aim for about \*\*145°F \(63°C\)\*\*/],
    ["What internal temperature for a well done steak?", /^For a \*\*well done\*\* steak, aim for about \*\*160°F \(71°C\)\*\*/],
  ])("answers '%s' with that doneness's temperature", (prompt, lead) => {
    const reply = chatReply(prompt);
    expect(reply).toMatch(lead);
    expect(reply).toMatch(/USDA's safe minimum for whole cuts is 145°F \(63°C\)/);
  });

  it("answers salmon and chicken thighs with their time at 400°F, and says a lower oven takes longer", () => {
    expect(chatReply("How long to bake salmon at 400?")).toMatch(/^Salmon fillets .* about \*\*12–15 minutes at 400°F \(204°C\)\*\*, until the thickest part reaches 145°F \(63°C\)/);
    expect(cookingQuestionReply("How long to bake salmon at 350F?")).toMatch(/at 350°F it will take longer/);
    expect(chatReply("How long to cook chicken thighs in the oven?")).toMatch(/^Boneless chicken thighs take about \*\*20–25 minutes .*35–45 minutes\) at 400°F/);
  });

  it("answers a buttermilk swap with lemon juice or vinegar in milk", () => {
    expect(chatReply("What can I use instead of buttermilk?")).toMatch(/^For \*\*1 cup \(240 ml\) of buttermilk\*\*, put \*\*1 tablespoon of lemon juice or white vinegar\*\*/);
  });
});

describe("prompts that are not these kitchen questions are left to the rest of the chain", () => {
  for (const prompt of ["What temperature should I bake cookies at?", "What temperature is the fridge?", "Can I freeze my gym membership?", "How long does a cold last?", "How long does it take to fly to Paris?", "What can I substitute for butter?", "What temperature to cook salmon in the oven?", "Tell me a joke"])
    it(`does not answer '${prompt}'`, () => expect(cookingQuestionReply(prompt)).toBeUndefined());
});

describe("a whole chicken by its weight, and rice", () => {
  it.each([
    ["How long do I cook a 5 lb chicken?", /^A 5 lb \(about 2\.3 kg\) whole chicken takes about \*\*2–2¼ hours at 350°F \(177°C\)\*\*, unstuffed\./],
    ["how long to roast a 3.5 pound chicken", /^A 3\.5 lb \(about 1\.6 kg\) whole chicken takes about \*\*1¼–1½ hours at 350°F \(177°C\)\*\*/],
    ["How long should I roast a 2 kg chicken?", /^A 2 kg \(about 4\.4 lb\) whole chicken takes about \*\*1½–2 hours at 350°F \(177°C\)\*\*/],
    ["How long to cook a whole chicken in the oven?", /^A whole chicken roasts at \*\*350°F \(177°C\)\*\* for about \*\*1¼–1½ hours\*\* if it weighs 3–4 lb/],
    ["How long does it take to roast a chicken?", /^A whole chicken roasts at \*\*350°F \(177°C\)\*\*/],
  ])("%j", (prompt, lead) => {
    const reply = chatReply(prompt);
    expect(reply).toBe(cookingQuestionReply(prompt));
    expect(reply).toMatch(lead);
    expect(reply).toMatch(/thickest part of the thigh .* reads \*\*165°F \(74°C\)\*\*/);
  });

  it("says the times are for 350°F when the prompt names a hotter oven", () => {
    expect(cookingQuestionReply("how long to roast a whole chicken at 425")).toContain("Those times are for 350°F; at 425°F it roasts faster");
  });

  it("keeps chicken breasts and the fridge to their own answers", () => {
    expect(cookingQuestionReply("How long do I bake a chicken breast?")).toMatch(/^Boneless, skinless chicken breasts/);
    expect(cookingQuestionReply("How long does a whole roast chicken last in the fridge?")).toMatch(/^\*\*3–4 days\*\*/);
  });

  it.each(["How long do I cook rice?", "how long to boil rice", "How long does brown rice take to cook?", "How long should I simmer basmati rice?"])("%j", (prompt) => {
    const reply = chatReply(prompt);
    expect(reply).toBe(cookingQuestionReply(prompt));
    expect(reply).toMatch(/^On the stove, most white rice takes \*\*15–20 minutes\*\* of simmering, brown rice \*\*40–45 minutes\*\*/);
    expect(reply).toContain("| Brown | 2–2½ cups | 40–45 minutes |");
  });

  it("leaves how long rice keeps to the fridge times", () => {
    expect(cookingQuestionReply("How long does cooked rice last in the fridge?") ?? "").not.toMatch(/^On the stove/);
  });

  it.each([
    ["How long should I cook a salmon fillet?", /^Salmon fillets \(about 1 inch \/ 2\.5 cm thick\) take about \*\*12–15 minutes at 400°F \(204°C\)\*\*/],
    ["How long do I boil hard-boiled eggs?", /\*\*10–12 minutes\*\*: hard-boiled/],
  ])("still answers %j", (prompt, fact) => {
    expect(chatReply(prompt)).toMatch(fact);
  });
});
