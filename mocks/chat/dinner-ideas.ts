/**
 * Dinner ideas for "What should I cook for dinner tonight?": a model names four dishes, each with
 * why it suits tonight (quick, cheap, from the pantry), rather than advice on how to decide. A
 * diet or an ingredient the prompt names ("vegetarian", "vegan", "quick", "healthy", "with
 * chicken") keeps only the dishes that fit it; the recipe for one is recipes.ts's.
 */
import { choiceSeed, sampled } from "./choice-variety.ts";

type Tag = "vegetarian" | "vegan" | "quick" | "healthy" | "chicken" | "beef" | "fish" | "pasta";

/** A dish, why it suits a weeknight, and what it is. Vegan dishes are vegetarian too. Meal plans' dinners are these (meal-plans.ts). */
export const DINNER_DISHES: readonly (readonly [dish: string, why: string, tags: readonly Tag[]])[] = [
  ["Garlic butter chicken with rice", "one pan, about 30 minutes, and uses what most kitchens have", ["chicken", "quick"]],
  ["Vegetable stir-fry with noodles", "ready in 20 minutes and a good way to use up any vegetables", ["vegetarian", "vegan", "quick", "healthy"]],
  ["Spaghetti aglio e olio", "pantry staples only: pasta, garlic, olive oil and chilli, in 15 minutes", ["vegetarian", "vegan", "quick", "pasta"]],
  ["Sheet-pan salmon with roasted vegetables", "healthy, hands-off, and only one tray to wash", ["fish", "healthy"]],
  ["Chickpea and spinach curry", "cheap, filling, made from tins, and even better the next day", ["vegetarian", "vegan", "healthy"]],
  ["Beef tacos", "quick, fun to assemble, and everyone picks their own toppings", ["beef", "quick"]],
  ["Beef and broccoli stir-fry", "faster than a takeaway, with rice from the pantry", ["beef", "quick"]],
  ["Chilli con carne", "cheap, feeds a crowd, and freezes well", ["beef"]],
  ["Shakshuka (eggs in spiced tomato sauce)", "one pan, cheap, and needs only eggs, a tin of tomatoes and bread", ["vegetarian", "quick"]],
  ["Chicken and vegetable soup", "comforting, healthy, and makes leftovers for lunch", ["chicken", "healthy"]],
  ["Mushroom risotto", "cosy, uses rice and stock from the pantry, about 35 minutes", ["vegetarian"]],
  ["Lemon herb chicken salad", "light, healthy and ready in 20 minutes", ["chicken", "quick", "healthy"]],
  ["Black bean quesadillas", "10 minutes, cheap, and made from pantry staples", ["vegetarian", "quick"]],
  ["Lentil bolognese", "a cheap, healthy take on the classic, from a bag of lentils", ["vegetarian", "vegan", "healthy", "pasta"]],
  ["Baked cod with lemon and potatoes", "simple, healthy, and mostly oven time", ["fish", "healthy"]],
  ["Creamy tomato pasta", "20 minutes and kid-friendly, from a tin of tomatoes", ["vegetarian", "quick", "pasta"]],
  ["Chicken fajitas", "quick, colourful, and one pan does it all", ["chicken", "quick"]],
  ["Tofu and broccoli with peanut sauce", "protein-packed, healthy and ready in 25 minutes", ["vegetarian", "vegan", "quick", "healthy"]],
];

/** The cues: a dinner or a meal (cheap, tested first), and the question what to cook. */
// Not "eat" alone: "what to eat in Mexico" asks for a country's dishes (local-food.ts).
const MEAL = /\b(?:dinner|supper|tonight|meal|cook)\b/i;
// "dinner ideas" for a toddler, a party or a week are suggestions.ts's (suggestions-occasions.ts);
// this answers the question a person asks at six o'clock.
const ASKS = /\b(?:what should (?:i|we) (?:cook|make|have|eat)|what (?:to|can i|could i|shall i|do i) (?:cook|make|have|eat)|what's for (?:dinner|supper))\b/i;

/** The tags a prompt asks for, each with the word it uses for it. */
const CUES: readonly (readonly [RegExp, Tag])[] = [
  [/\bvegan\b|\bplant[- ]based\b/i, "vegan"],
  [/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b/i, "vegetarian"],
  [/\bquick\b|\bfast\b|\beasy\b|\bin \d+ minutes\b/i, "quick"],
  [/\bhealthy\b|\blight\b/i, "healthy"],
  [/\bchicken\b/i, "chicken"],
  [/\bbeef\b/i, "beef"],
  [/\bfish\b|\bsalmon\b|\bseafood\b/i, "fish"],
  [/\bpasta\b/i, "pasta"],
];

/**
 * Four dinner ideas, each with why, fit to every diet or ingredient the prompt names (as many as
 * fit when fewer do), then an offer of a recipe; undefined for any other prompt.
 * @example dinnerIdeasReply("What should I cook for dinner tonight?")?.split("\n")[0] // "Here are a few ideas for dinner tonight:"
 */
export function dinnerIdeasReply(prompt: string): string | undefined {
  if (!MEAL.test(prompt) || !ASKS.test(prompt)) return undefined;
  const wanted = CUES.filter(([cue]) => cue.test(prompt)).map(([, tag]) => tag);
  const fitting = DINNER_DISHES.filter(([, , tags]) => wanted.every((tag) => tags.includes(tag)));
  // A combination no dish has ("vegan beef") is answered with what fits its first wish.
  const pool = fitting.length >= 3 ? fitting : DINNER_DISHES.filter(([, , tags]) => tags.includes(wanted[0]!));
  const start = choiceSeed("dinner", prompt) % pool.length;
  const ideas = sampled([...pool.slice(start), ...pool.slice(0, start)], 4);
  const kind = wanted.filter((tag) => tag !== "chicken" && tag !== "beef" && tag !== "fish" && tag !== "pasta").join(", ");
  const withWhat = wanted.find((tag) => tag === "chicken" || tag === "beef" || tag === "fish" || tag === "pasta");
  const heading = `Here are a few${kind ? ` ${kind}` : ""} ideas for dinner${withWhat ? ` with ${withWhat}` : ""} tonight:`;
  const list = ideas.map(([dish, why], i) => `${i + 1}. **${dish}**: ${why}.`).join("\n");
  return `${heading}\n\n${list}\n\nWant the recipe for one of them, or ideas for what you already have in the fridge?`;
}
