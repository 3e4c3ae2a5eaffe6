/**
 * Dinner ideas for "What should I cook for dinner tonight?": a model names four dishes, each with
 * why it suits tonight (quick, cheap, from the pantry), rather than advice on how to decide. A
 * diet or an ingredient the prompt names ("vegetarian", "vegan", "gluten-free", "keto",
 * "high-protein", "quick", "healthy", "with chicken") keeps only the dishes that fit it; the recipe
 * for one is recipes.ts's. A request for a meal with a diet or an ingredient ("Suggest a
 * vegetarian dinner", "keto breakfast ideas", "lunch ideas with tuna") gets the same, a breakfast
 * or a lunch from meal-plan-chat.ts's tagged dishes. The tags are designed: a dish carries a diet
 * only when it plainly fits it (soy sauce and noodles are not gluten-free, rice is not low-carb).
 */
import { choiceSeed, sampled } from "./choice-variety.ts";
import { BREAKFASTS, LUNCHES, type MealTag } from "./meal-plan-chat.ts";
import { listed } from "./result-words.ts";

type Tag = "vegetarian" | "vegan" | "gluten-free" | "low-carb" | "high-protein" | "quick" | "healthy" | "chicken" | "beef" | "fish" | "pasta";

/** A dish, why it suits a weeknight, and what it is. Vegan dishes are vegetarian too. Meal plans' dinners are these (meal-plans.ts). */
export const DINNER_DISHES: readonly (readonly [dish: string, why: string, tags: readonly Tag[]])[] = [
  ["Garlic butter chicken with rice", "one pan, about 30 minutes, and uses what most kitchens have", ["chicken", "quick", "gluten-free", "high-protein"]],
  ["Vegetable stir-fry with noodles", "ready in 20 minutes and a good way to use up any vegetables", ["vegetarian", "vegan", "quick", "healthy"]],
  ["Spaghetti aglio e olio", "pantry staples only: pasta, garlic, olive oil and chilli, in 15 minutes", ["vegetarian", "vegan", "quick", "pasta"]],
  ["Sheet-pan salmon with roasted vegetables", "healthy, hands-off, and only one tray to wash", ["fish", "healthy", "gluten-free", "low-carb", "high-protein"]],
  ["Chickpea and spinach curry", "cheap, filling, made from tins, and even better the next day", ["vegetarian", "vegan", "healthy", "gluten-free"]],
  ["Beef tacos", "quick, fun to assemble, and everyone picks their own toppings", ["beef", "quick", "high-protein"]],
  ["Beef and broccoli stir-fry", "faster than a takeaway, with rice from the pantry", ["beef", "quick", "high-protein"]],
  ["Chilli con carne", "cheap, feeds a crowd, and freezes well", ["beef", "gluten-free", "high-protein"]],
  ["Shakshuka (eggs in spiced tomato sauce)", "one pan, cheap, and needs only eggs, a tin of tomatoes and bread", ["vegetarian", "quick"]],
  ["Chicken and vegetable soup", "comforting, healthy, and makes leftovers for lunch", ["chicken", "healthy"]],
  ["Mushroom risotto", "cosy, uses rice and stock from the pantry, about 35 minutes", ["vegetarian"]],
  ["Lemon herb chicken salad", "light, healthy and ready in 20 minutes", ["chicken", "quick", "healthy", "gluten-free", "low-carb", "high-protein"]],
  ["Black bean quesadillas", "10 minutes, cheap, and made from pantry staples", ["vegetarian", "quick"]],
  ["Lentil bolognese", "a cheap, healthy take on the classic, from a bag of lentils", ["vegetarian", "vegan", "healthy", "pasta"]],
  ["Baked cod with lemon and potatoes", "simple, healthy, and mostly oven time", ["fish", "healthy", "gluten-free", "high-protein"]],
  ["Creamy tomato pasta", "20 minutes and kid-friendly, from a tin of tomatoes", ["vegetarian", "quick", "pasta"]],
  ["Chicken fajitas", "quick, colourful, and one pan does it all", ["chicken", "quick", "high-protein"]],
  ["Tofu and broccoli with peanut sauce", "protein-packed, healthy and ready in 25 minutes", ["vegetarian", "vegan", "quick", "healthy", "high-protein"]],
  ["Steak with garlic butter mushrooms and green beans", "about 20 minutes, and naturally low in carbs", ["beef", "quick", "gluten-free", "low-carb", "high-protein"]],
  ["Courgette (zucchini) noodles with pesto and grilled chicken", "all the comfort of pasta night with a fraction of the carbs", ["chicken", "quick", "healthy", "gluten-free", "low-carb", "high-protein"]],
  ["Shrimp stir-fry with cauliflower rice", "15 minutes in one pan, light and low in carbs", ["fish", "quick", "healthy", "low-carb", "high-protein"]],
  ["Spinach and feta frittata", "eggs and whatever is in the fridge, in about 20 minutes", ["vegetarian", "quick", "gluten-free", "low-carb", "high-protein"]],
  ["Halloumi and roasted vegetable traybake", "one tray, salty golden cheese, about 35 minutes", ["vegetarian", "gluten-free", "low-carb"]],
  ["Portobello mushrooms stuffed with spinach and goat's cheese", "meaty, filling and low in carbs, in 25 minutes", ["vegetarian", "gluten-free", "low-carb"]],
  ["Black bean and sweet potato chilli", "cheap, hearty, and freezes well", ["vegetarian", "vegan", "healthy", "gluten-free"]],
  ["Red lentil dal with rice", "pantry staples, gently spiced, about 30 minutes", ["vegetarian", "vegan", "healthy", "gluten-free"]],
  ["Tofu and vegetable stir-fry with cauliflower rice", "plant protein without the carbs of rice or noodles", ["vegetarian", "vegan", "quick", "healthy", "low-carb", "high-protein"]],
];

/** The cues: a dinner or a meal (cheap, tested first), and the question what to cook. */
// Not "eat" alone: "what to eat in Mexico" asks for a country's dishes (local-food.ts).
const MEAL = /\b(?:dinner|supper|tonight|meal|cook|breakfast|lunch)\b/i;
// "dinner ideas" for a toddler, a party or a week are suggestions.ts's (suggestions-occasions.ts);
// this answers the question a person asks at six o'clock.
const ASKS = /\b(?:what should (?:i|we) (?:cook|make|have|eat)|what (?:to|can i|could i|shall i|do i) (?:cook|make|have|eat)|what's for (?:dinner|supper))\b/i;
/** "Suggest a vegetarian dinner", "keto breakfast ideas", "What's a good high-protein lunch?": answered only with a diet or an ingredient. */
const SUGGESTS = /\b(?:suggest|recommend|give me|ideas?|options?|good|what's an?|what is an?|any)\b/i;
/** Who or what a meal is for when suggestions.ts's occasions answer it: a toddler's dinners, a week's meal prep, a party. */
const OCCASION = /\b(?:toddlers?|kids?|picky|bab(?:y|ies)|week(?:ly)?|meal[- ]prep|party|crowd|date night)\b/i;

/** The tags a prompt asks for, each with the word it uses for it. */
const CUES: readonly (readonly [RegExp, Tag])[] = [
  [/\bvegan\b|\bplant[- ]based\b/i, "vegan"],
  [/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b|\bmeatless\b/i, "vegetarian"],
  [/\bgluten[- ]free\b|\bcoeliac\b|\bceliac\b/i, "gluten-free"],
  [/\bketo\b|\bketogenic\b|\blow[- ]carbs?\b/i, "low-carb"],
  [/\bhigh[- ]protein\b|\bprotein\b/i, "high-protein"],
  [/\bquick\b|\bfast\b|\beasy\b|\bin \d+ minutes\b/i, "quick"],
  [/\bhealthy\b|\blight\b/i, "healthy"],
  [/\bchicken\b/i, "chicken"],
  [/\bbeef\b|\bsteak\b/i, "beef"],
  [/\bfish\b|\bsalmon\b|\bseafood\b|\bshrimp\b|\btuna\b|\bcod\b/i, "fish"],
  [/\bpasta\b/i, "pasta"],
];
const INGREDIENTS: readonly Tag[] = ["chicken", "beef", "fish", "pasta"];

/** A breakfast's or a lunch's dish names what it is made of; the ingredient tags are read from the name. */
const NAMED: Partial<Record<Tag, RegExp>> = { chicken: /chicken/i, beef: /beef|steak|chilli/i, fish: /salmon|tuna|cod|fish|shrimp/i, pasta: /pasta|spaghetti/i };
/** meal-plan-chat.ts's tag for a diet asked here (keto is its low-carb; a light dish is a healthy one). */
const MEAL_TAGS: Partial<Record<Tag, MealTag>> = { vegetarian: "vegetarian", vegan: "vegan", "gluten-free": "gluten-free", "low-carb": "keto", "high-protein": "high-protein", healthy: "light" };
/** How a breakfast's or a lunch's why names what it fits. */
const FITS: readonly (readonly [MealTag, string])[] = [
  ["vegan", "vegan"],
  ["gluten-free", "gluten-free"],
  ["keto", "low in carbs"],
  ["high-protein", "high in protein"],
  ["light", "light"],
];

type Idea = readonly [dish: string, why: string, tags: readonly Tag[]];

/** A breakfast or a lunch as an idea: its why is filled in for the request (`whyFor`); its tags are the diets and ingredients it has. */
function asIdea([dish, fits]: readonly [string, readonly MealTag[]]): Idea {
  const tags = (Object.keys(MEAL_TAGS) as Tag[]).filter((tag) => fits.includes(MEAL_TAGS[tag]!));
  const named = INGREDIENTS.filter((tag) => NAMED[tag]!.test(dish));
  return [dish, "", [...tags, ...named]];
}

/** A breakfast's or a lunch's why: up to two things it fits, those asked for first ("low in carbs and gluten-free"). */
function whyFor([, , tags]: Idea, wanted: readonly Tag[]): string {
  const words = FITS.filter(([tag]) => tags.some((has) => MEAL_TAGS[has] === tag)).map(([tag, words]) => [tag, words] as const);
  const asked = words.filter(([tag]) => wanted.some((want) => MEAL_TAGS[want] === tag));
  const said = [...asked, ...words.filter((word) => !asked.includes(word))].map(([, words]) => words).slice(0, 2);
  return said.length > 0 ? listed(said) : "simple and filling";
}

/** Words for what the prompt has on hand ("chicken and rice", "eggs"): dishes that name one come first. */
const ON_HAND = /\b(?:rice|eggs?|tofu|spinach|mushrooms?|beans?|lentils?|chickpeas?|avocado|potato(?:es)?|broccoli|tuna|salmon|cheese|feta|quinoa|peppers?|noodles|tomato(?:es)?)\b/gi;

const MEALS = { breakfast: BREAKFASTS.map(asIdea), lunch: LUNCHES.map(asIdea), dinner: DINNER_DISHES } as const;

/**
 * Four dinner ideas, each with why, fit to every diet or ingredient the prompt names (as many as
 * fit when fewer do), then an offer of a recipe; a breakfast's or a lunch's when the prompt asks
 * for one with a diet or an ingredient; undefined for any other prompt.
 * @example dinnerIdeasReply("What should I cook for dinner tonight?")?.split("\n")[0] // "Here are a few ideas for dinner tonight:"
 */
export function dinnerIdeasReply(prompt: string): string | undefined {
  if (prompt.length > 200 || !MEAL.test(prompt)) return undefined;
  const wanted = CUES.filter(([cue]) => cue.test(prompt)).map(([, tag]) => tag);
  const suggestion = !ASKS.test(prompt);
  if (suggestion && (wanted.length === 0 || !SUGGESTS.test(prompt) || OCCASION.test(prompt) || !/\b(?:dinner|supper|breakfast|lunch|meal)s?\b/i.test(prompt))) return undefined;
  const meal = /\bbreakfast\b/i.test(prompt) ? "breakfast" : /\blunch\b/i.test(prompt) ? "lunch" : "dinner";
  const dishes: readonly Idea[] = MEALS[meal];
  const fitting = dishes.filter(([, , tags]) => wanted.every((tag) => tags.includes(tag)));
  // A combination no dish has ("vegan beef") is answered with what fits its first wish.
  const first = dishes.filter(([, , tags]) => tags.includes(wanted[0]!));
  const pool = fitting.length >= 3 || wanted.length === 0 ? fitting : first.length > 0 ? first : dishes;
  const start = choiceSeed(meal, prompt) % pool.length;
  const rotated = [...pool.slice(start), ...pool.slice(0, start)];
  // "What can I cook with chicken and rice?": the chicken dishes that use the rice first.
  const onHand = [...prompt.matchAll(ON_HAND)].map((match) => match[0].toLowerCase().replace(/(?:es|s)$/, ""));
  const usesOnHand = ([dish]: Idea): boolean => onHand.some((word) => dish.toLowerCase().includes(word));
  const ideas = [...rotated.filter(usesOnHand).slice(0, 2), ...sampled(rotated.filter((idea) => !usesOnHand(idea)), 4)].slice(0, 4);
  const said = fitting.length >= 3 ? wanted : wanted.slice(0, 1);
  const kind = said
    .filter((tag) => !INGREDIENTS.includes(tag))
    .map((tag) => (tag === "low-carb" && /\bketo/i.test(prompt) ? "keto" : tag))
    .join(", ");
  // The ingredient in the prompt's own word: "with tuna", not "with fish".
  const ingredient = said.find((tag) => INGREDIENTS.includes(tag));
  const withWhat = ingredient && CUES.find(([, tag]) => tag === ingredient)![0].exec(prompt)![0].toLowerCase();
  const heading = meal === "dinner" ? `Here are a few${kind ? ` ${kind}` : ""} ideas for dinner${withWhat ? ` with ${withWhat}` : ""} tonight:` : `Here are a few${kind ? ` ${kind}` : ""} ${meal} ideas${withWhat ? ` with ${withWhat}` : ""}:`;
  const list = ideas.map((idea, i) => `${i + 1}. **${idea[0]}**: ${idea[1] || whyFor(idea, wanted)}.`).join("\n");
  return `${heading}\n\n${list}\n\nWant the recipe for one of them, or ideas for what you already have in the fridge?`;
}
