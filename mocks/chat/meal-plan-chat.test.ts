import { describe, expect, it } from "vitest";
import { knownReply } from "./known-replies.ts";
import { seededRandom } from "../data/random.ts";
import { mealPlanReply } from "./meal-plan-chat.ts";

/** The reply the chain gives a prompt. */
function chat(prompt: string): string | undefined {
  return knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);
}

/** Each day's meals, by meal, as the plan lists them. */
function daysOf(reply: string | undefined): Record<string, string>[] {
  return (reply ?? "").split(/^\*\*Day \d+\*\*\n/m).slice(1).map((day) => Object.fromEntries([...day.matchAll(/^- (Breakfast|Lunch|Dinner|Snack): (.+)$/gm)].map((m) => [m[1]!, m[2]!])));
}
const MEAT = /chicken|beef|steak|pork|bacon|salami|turkey|salmon|cod|tuna|shrimp|chilli with rice/i;
const ANIMAL = /egg|yogurt|cheese|(?<!oat |coconut |plant )milk|feta|honey|(?<!peanut |almond )butter|omelette|quesadilla|pizza|paneer/i;

describe("a meal plan asked for in the chat is written day by day", () => {
  it("answers a 7-day plan for weight loss with seven days of four meals, varied, the caveat and a shopping tip", () => {
    const reply = chat("Give me a 7-day meal plan for weight loss");
    expect(reply).toBe(mealPlanReply("Give me a 7-day meal plan for weight loss"));
    expect(reply).toMatch(/^Here's a 7-day meal plan for weight loss: balanced meals, high in protein and full of vegetables:/);
    const days = daysOf(reply);
    expect(days).toHaveLength(7);
    for (const day of days) expect(Object.keys(day)).toEqual(["Breakfast", "Lunch", "Dinner", "Snack"]);
    expect(new Set(days.map((day) => day.Dinner)).size).toBeGreaterThanOrEqual(5);
    expect(reply).toMatch(/Calorie needs vary/);
    expect(reply).toMatch(/doctor or a registered dietitian/);
    expect(reply).toMatch(/\*\*Shopping tip:\*\*/);
  });

  it("gives the days asked, a week for 'weekly', and a week with a note for more", () => {
    expect(daysOf(chat("Make me a 3-day meal plan"))).toHaveLength(3);
    expect(daysOf(chat("Can you create a five day meal plan for my family?"))).toHaveLength(5);
    expect(daysOf(chat("I need a weekly meal plan"))).toHaveLength(7);
    const month = chat("Create a 30-day meal plan for weight loss");
    expect(daysOf(month)).toHaveLength(7);
    expect(month).toMatch(/That's one week/);
  });

  it("keeps to the diet named", () => {
    for (const day of daysOf(chat("Give me a vegetarian meal plan for the week"))) for (const meal of Object.values(day)) expect(meal).not.toMatch(MEAT);
    const vegan = chat("Create a 4-day vegan meal plan");
    expect(vegan).toMatch(/^Here's a 4-day vegan meal plan:/);
    for (const day of daysOf(vegan)) for (const meal of Object.values(day)) expect(meal).not.toMatch(new RegExp(`${MEAT.source}|${ANIMAL.source}`, "i"));
    for (const day of daysOf(chat("Give me a keto meal plan for 5 days"))) for (const meal of Object.values(day)) expect(meal).not.toMatch(/toast|(?<!cauliflower )rice|pasta|bread|potato|oats|porridge|pancake|banana|spaghetti|wrap\b|quinoa/i);
    const diabetic = chat("Meal plan for a diabetic, 3 days please");
    expect(diabetic).toMatch(/^Here's a 3-day diabetic-friendly meal plan:/);
    expect(diabetic).toMatch(/general guidance.*doctor or a registered dietitian/s);
    expect(chat("I need a gluten-free high-protein meal plan")).toMatch(/^Here's a 7-day gluten-free, high-protein meal plan:/);
  });

  it("leaves questions about meal plans and meal planning tips alone", () => {
    expect(mealPlanReply("How do I make a meal plan?")).toBeUndefined();
    expect(mealPlanReply("What's the best meal plan app?")).toBeUndefined();
    expect(mealPlanReply("Give me meal planning tips")).toBeUndefined();
  });
});
