import { describe, expect, it } from "vitest";
import { asChoice } from "./choice-variety.ts";
import { knownReply } from "./known-replies.ts";
import { seededRandom } from "../data/random.ts";
import { dinnerIdeasReply } from "./dinner-ideas.ts";

/** The dishes a reply names, in bold. */
function dishesOf(reply: string | undefined): string[] {
  return [...(reply ?? "").matchAll(/^\d\. \*\*([^*]+)\*\*: \S.+\.$/gm)].map((match) => match[1]!);
}
const MEAT = /chicken|beef|salmon|cod|chilli con carne/i;

describe("\"What should I cook for dinner tonight?\" is answered with dishes", () => {
  it("names at least three dishes, each with why it suits tonight", () => {
    const reply = dinnerIdeasReply("What should I cook for dinner tonight?");
    expect(reply).toMatch(/^Here are a few ideas for dinner tonight:/);
    expect(dishesOf(reply).length).toBeGreaterThanOrEqual(3);
    expect(knownReply([], "What should I cook for dinner tonight?", seededRandom(1), undefined)).toBe(reply);
  });

  it("honours a diet or an ingredient the prompt names", () => {
    const vegetarian = dishesOf(dinnerIdeasReply("What should I cook for dinner tonight? Something vegetarian"));
    expect(vegetarian.length).toBeGreaterThanOrEqual(3);
    for (const dish of vegetarian) expect(dish).not.toMatch(MEAT);
    for (const dish of dishesOf(dinnerIdeasReply("What should I make for a vegan dinner?"))) expect(dish).not.toMatch(/chicken|beef|salmon|cod|egg|shakshuka|cheese|quesadilla|butter|creamy|risotto/i);
    const chicken = dishesOf(dinnerIdeasReply("What should I cook for dinner with chicken?"));
    expect(chicken.length).toBeGreaterThanOrEqual(3);
    for (const dish of chicken) expect(dish).toMatch(/chicken/i);
  });

  it("gives a later choice other dishes", () => {
    const choices = [0, 1, 2].map((index) => asChoice(index, 0, () => dishesOf(dinnerIdeasReply("What should I cook for dinner tonight?")).join()));
    expect(new Set(choices).size).toBeGreaterThan(1);
  });

  it("leaves dinner ideas for a toddler or a party to the suggestions", () => {
    expect(dinnerIdeasReply("I need 3 dinner ideas for a picky toddler")).toBeUndefined();
  });
});

/** What a diet rules out, as dish names say it. */
const NOT_VEGETARIAN = /chicken|beef|steak|salmon|tuna|cod|shrimp|bacon|turkey|pork|fish|chilli con carne/i;
const NOT_VEGAN = /\b(?:eggs?|cheese|feta|yogurt|honey|halloumi|omelette|frittata|quesadillas?)\b|(?<!oat |coconut )milk|(?<!peanut )butter/i;
const NOT_GLUTEN_FREE = /pasta|spaghetti|noodles|bread|toast|(?<!lettuce )wrap|tortilla|pizza|quesadilla|tacos|fajitas|pancakes|porridge|oats|roll\b/i;
const NOT_LOW_CARB = /(?<!cauliflower )rice|pasta|spaghetti|noodles|bread|toast|(?<!lettuce )wrap|potato|oats|porridge|banana|quinoa|beans|lentil|chickpea|tortilla|pancakes/i;

describe("a meal asked for with a diet or an ingredient gets dishes that fit it", () => {
  const asked: readonly (readonly [prompt: string, heading: RegExp, ruledOut: readonly RegExp[]])[] = [
    ["Suggest a vegetarian dinner", /^Here are a few vegetarian ideas for dinner tonight:/, [NOT_VEGETARIAN]],
    ["Give me some vegan dinner ideas", /^Here are a few vegan ideas for dinner tonight:/, [NOT_VEGETARIAN, NOT_VEGAN]],
    ["Suggest a gluten-free dinner", /^Here are a few gluten-free ideas for dinner tonight:/, [NOT_GLUTEN_FREE]],
    ["What's a good keto dinner?", /^Here are a few keto ideas for dinner tonight:/, [NOT_LOW_CARB]],
    ["low-carb vegetarian dinner ideas", /^Here are a few vegetarian, low-carb ideas for dinner tonight:/, [NOT_VEGETARIAN, NOT_LOW_CARB]],
    ["keto breakfast ideas", /^Here are a few keto breakfast ideas:/, [NOT_LOW_CARB]],
    ["Suggest a vegan breakfast", /^Here are a few vegan breakfast ideas:/, [NOT_VEGETARIAN, NOT_VEGAN]],
    ["Any gluten-free lunch ideas?", /^Here are a few gluten-free lunch ideas:/, [NOT_GLUTEN_FREE]],
    ["Recommend a vegetarian lunch", /^Here are a few vegetarian lunch ideas:/, [NOT_VEGETARIAN]],
    ["What's a good high-protein breakfast?", /^Here are a few high-protein breakfast ideas:/, []],
  ];
  for (const [prompt, heading, ruledOut] of asked)
    it(`answers '${prompt}' with three or four dishes that fit`, () => {
      const reply = dinnerIdeasReply(prompt);
      expect(knownReply([], prompt, seededRandom(1), undefined)).toBe(reply);
      expect(reply).toMatch(heading);
      const dishes = dishesOf(reply);
      expect(dishes.length).toBeGreaterThanOrEqual(3);
      for (const dish of dishes) for (const diet of ruledOut) expect(dish).not.toMatch(diet);
    });

  it("says why a breakfast or a lunch fits, the diet asked for first", () => {
    const reply = dinnerIdeasReply("keto breakfast ideas") ?? "";
    for (const line of reply.split("\n").filter((line) => /^\d\. /.test(line))) expect(line).toMatch(/\*\*: low in carbs\b/);
  });

  it("puts the dishes that use what the prompt has on hand first, and names the ingredient in its own word", () => {
    expect(dishesOf(dinnerIdeasReply("What can I cook with chicken and rice?"))[0]).toBe("Garlic butter chicken with rice");
    const tuna = dinnerIdeasReply("lunch ideas with tuna");
    expect(tuna).toMatch(/^Here are a few lunch ideas with tuna:/);
    expect(dishesOf(tuna)[0]).toMatch(/tuna/i);
  });

  it("leaves a meal without a diet or an ingredient, or for an occasion, to the other replies", () => {
    for (const prompt of ["Suggest a restaurant for dinner", "vegetarian dinner ideas for a party", "What is a vegetarian?", "Give me a vegan meal plan for the week"]) expect(dinnerIdeasReply(prompt), prompt).toBeUndefined();
  });
});
