/**
 * The meals of a meal plan's day ("Create a weekly meal plan" with `days[].breakfast`, `lunch`,
 * `dinner`): real dishes a model lists, a different one each day of the week, where the faker
 * wrote "XnUv5bUa". A diet the prompt names (vegetarian, vegan) keeps only the dishes that fit
 * it. Dinners are dinner-ideas.ts's; breakfasts, lunches and snacks are here.
 */
import { DINNER_DISHES } from "./dinner-ideas.ts";

/** The diets a plan may keep to; a vegan dish is vegetarian too. */
type Diet = "vegetarian" | "vegan";

/** A dish and the diets it fits. */
type Dish = readonly [dish: string, diets: readonly Diet[]];

const BREAKFASTS: readonly Dish[] = [
  ["Overnight oats with berries and chia seeds", ["vegetarian", "vegan"]],
  ["Scrambled eggs on wholegrain toast", ["vegetarian"]],
  ["Greek yogurt with granola and honey", ["vegetarian"]],
  ["Avocado toast with cherry tomatoes", ["vegetarian", "vegan"]],
  ["Banana and peanut butter smoothie", ["vegetarian", "vegan"]],
  ["Spinach and feta omelette", ["vegetarian"]],
  ["Porridge with apple and cinnamon", ["vegetarian", "vegan"]],
  ["Wholegrain pancakes with fresh fruit", ["vegetarian"]],
  ["Tofu scramble with peppers", ["vegetarian", "vegan"]],
];
const LUNCHES: readonly Dish[] = [
  ["Chicken Caesar wrap", []],
  ["Quinoa salad with roasted vegetables and chickpeas", ["vegetarian", "vegan"]],
  ["Lentil soup with crusty bread", ["vegetarian", "vegan"]],
  ["Tuna and sweetcorn sandwich", []],
  ["Caprese salad with mozzarella, tomato and basil", ["vegetarian"]],
  ["Hummus and falafel pitta with salad", ["vegetarian", "vegan"]],
  ["Turkey and avocado wholegrain wrap", []],
  ["Vegetable sushi bowl with edamame", ["vegetarian", "vegan"]],
  ["Black bean burrito bowl", ["vegetarian", "vegan"]],
  ["Leftover chilli with rice", []],
];
const SNACKS: readonly Dish[] = [
  ["Apple slices with almond butter", ["vegetarian", "vegan"]],
  ["Carrot sticks and hummus", ["vegetarian", "vegan"]],
  ["A handful of mixed nuts", ["vegetarian", "vegan"]],
  ["Greek yogurt with honey", ["vegetarian"]],
  ["Rice cakes with peanut butter", ["vegetarian", "vegan"]],
  ["Cheese and wholegrain crackers", ["vegetarian"]],
];
/** Dinners, from dinner-ideas.ts's dishes and their tags. */
const DINNERS: readonly Dish[] = DINNER_DISHES.map(([dish, , tags]) => [dish, tags.filter((tag): tag is Diet => tag === "vegetarian" || tag === "vegan")] as const);

/** The meals a field may name, by the field's normalised name. */
const MEALS: ReadonlyMap<string, readonly Dish[]> = new Map([
  ["breakfast", BREAKFASTS],
  ["lunch", LUNCHES],
  ["dinner", DINNERS],
  ["supper", DINNERS],
  ["snack", SNACKS],
  ["snacks", SNACKS],
]);

/** The names of the meals, for a list of a day's meals (`meals: string[]`) in the order they are eaten. */
const DAY_ORDER = ["breakfast", "lunch", "dinner"] as const;

/** The diet a prompt asks for: vegan is the stricter, so it wins. */
export function dietIn(lowerPrompt: string): Diet | undefined {
  if (/\bvegan\b|\bplant[- ]based\b/.test(lowerPrompt)) return "vegan";
  if (/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b/.test(lowerPrompt)) return "vegetarian";
  return undefined;
}

/** Whether `key` (normalised: "breakfast", "dinner") names a meal. */
export function isMealKey(key: string): boolean {
  return MEALS.has(key);
}

/**
 * The `meal` ("breakfast", "lunch", "dinner", "snack") of a plan's `day`-th day (from 0), for
 * `diet`; a different dish each day until the dishes that fit run out, starting at `start` (the
 * prompt's seed) so different plans begin differently.
 * @example mealOfDay("breakfast", 0, undefined, 0) // "Overnight oats with berries and chia seeds"
 */
export function mealOfDay(meal: string, day: number, diet: Diet | undefined, start: number): string | undefined {
  const dishes = MEALS.get(meal)?.filter(([, diets]) => diet === undefined || diets.includes(diet));
  if (!dishes || dishes.length === 0) return undefined;
  return dishes[(start + day) % dishes.length]![0];
}

/** A day's meals in the order they are eaten, for a list of them (`meals: string[]`). */
export function mealsOfDay(day: number, diet: Diet | undefined, start: number): string[] {
  return DAY_ORDER.map((meal) => mealOfDay(meal, day, diet, start)!);
}
