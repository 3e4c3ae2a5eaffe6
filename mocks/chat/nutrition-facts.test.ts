import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { FOODS, nutritionReply } from "./nutrition-facts.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

describe("a common food's calories and nutrients, in the serving people mean", () => {
  it("answers 'How many calories are in a banana?' with the calories first, then where they come from", () => {
    const reply = ask("How many calories are in a banana?");
    expect(reply).toMatch(/^A medium banana \(about 118 g\) has roughly 105 calories, mostly from carbohydrates \(27 g, including 14 g of sugar\), with about 3 g of fiber/);
    expect(reply).toMatch(/typical values/);
  });

  it.each([
    ["How much protein is in an egg?", /^A large egg \(about 50 g\) has about 6 g of protein/],
    ["How many carbs are in a cup of rice?", /^A cup of cooked white rice \(about 158 g\) has about 45 g of carbohydrates, which is where most of its 205 calories come from\./],
    ["how much sugar is in a can of coke", /^A 12 oz \(355 ml\) can of Coca-Cola has about 39 g of sugar, which is where most of its 140 calories come from\./],
    ["Calories in a Big Mac?", /^A McDonald's Big Mac \(US recipe\) has roughly 590 calories/],
    ["How much fat is in an avocado?", /^A medium avocado \(about 150 g of flesh\) has about 22 g of fat/],
    ["How many calories in a slice of pizza?", /^A slice of regular-crust cheese pizza .* has roughly 285 calories/],
    ["How many calories are in a glass of milk?", /^A cup \(about 245 ml\) of whole milk has roughly 149 calories/],
    ["How many calories does a sweet potato have?", /^A medium baked sweet potato \(about 114 g\) has roughly 103 calories/],
    ["How much protein is in 100g of chicken breast?", /^100 g of cooked skinless chicken breast has about 31 g of protein/],
    ["How many calories in 2 eggs?", /^Two servings of egg, each a large egg \(about 50 g\), have roughly 144 calories/],
    ["How many calories in a teaspoon of sugar?", /^A teaspoon \(about 4 g\) of sugar has roughly 16 calories, mostly from carbohydrates \(4 g, all of it sugar\)/],
    ["How many calories in a cup of black coffee?", /^An 8 oz \(240 ml\) cup of black coffee has almost no calories/],
  ])("%s", (prompt, expected) => {
    expect(ask(prompt)).toMatch(expected);
  });

  it("keeps each food's figures consistent: its calories are about what its protein, carbohydrates and fat add up to", () => {
    for (const food of FOODS) {
      const fromMacros = food.protein * 4 + food.carbs * 4 + food.fat * 9;
      // Alcohol (beer, wine) carries calories of its own; every other food's add up within a fifth.
      if (/beer|wine/.test(food.plain)) continue;
      expect(Math.abs(fromMacros - food.calories), food.plain).toBeLessThanOrEqual(Math.max(8, food.calories * 0.2));
      // Milk's sugar is measured apart from its carbohydrates, and comes out a little above them.
      expect(food.sugar, food.plain).toBeLessThanOrEqual(food.carbs + 1);
    }
  });

  it("leaves a food it does not know, a measure it does not serve, and other requests to the rest of the chain", () => {
    for (const prompt of [
      "How many calories are in a dragon fruit smoothie bowl?",
      "How many calories in 3 oz of salmon?",
      "Write a poem about bananas",
      "How many calories are in an apple pie?",
      "How much protein is in fried chicken?",
      "How many calories in banana bread?",
      "How many calories should I eat a day?",
      "Tell me a joke about eggs and protein",
    ]) {
      expect(nutritionReply(prompt), prompt).toBeUndefined();
    }
  });
});
