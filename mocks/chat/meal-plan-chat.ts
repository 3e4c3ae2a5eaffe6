/**
 * A meal plan asked for in the chat ("Give me a 7-day meal plan for weight loss"): a model writes
 * it day by day, a breakfast, a lunch, a dinner and a snack each, fitted to the goal or diet the
 * prompt names, then a word of caution where one is due and a shopping tip. (meal-plans.ts fills
 * the meals of a structured-output plan; this is the prose a chat answer is.)
 *
 * The plans are designed, not taken from an authority: common, real dishes, each tagged with the
 * diets it plainly fits. A tag is left off when a dish only fits with care (oats and soy sauce
 * are not gluten-free unless the label says so), so a gluten-free plan names none of them. Weight
 * loss gets balanced, high-protein meals full of vegetables; "diabetic-friendly" is general
 * (fiber, protein, slow carbohydrates), and both carry the caveat that needs vary and a doctor or a
 * dietitian advises on a medical condition.
 */
import { choiceSeed } from "./choice-variety.ts";

/**
 * What a dish fits: vegetarian, vegan, gluten-free, keto, high-protein, budget, family (kids eat
 * it), light (a weight-loss plan's: lean protein and vegetables), diabetic (fiber and protein, no
 * sugary or refined carbs).
 */
export type MealTag = "vegetarian" | "vegan" | "gluten-free" | "keto" | "high-protein" | "budget" | "family" | "light" | "diabetic";
type Tag = MealTag;

export type Dish = readonly [dish: string, tags: readonly Tag[]];

/** Also the breakfast ideas dinner-ideas.ts suggests for a diet. */
export const BREAKFASTS: readonly Dish[] = [
  ["Greek yogurt with berries and a sprinkle of walnuts", ["vegetarian", "gluten-free", "high-protein", "light", "diabetic", "family"]],
  ["Scrambled eggs with spinach on wholegrain toast", ["vegetarian", "high-protein", "light", "diabetic", "budget", "family"]],
  ["Overnight oats with chia seeds, oat milk and berries", ["vegetarian", "vegan", "light", "diabetic", "budget", "family"]],
  ["Veggie omelette with peppers, mushrooms and cheese", ["vegetarian", "gluten-free", "keto", "high-protein", "light", "diabetic"]],
  ["Tofu scramble with peppers and spinach", ["vegetarian", "vegan", "gluten-free", "high-protein", "light", "diabetic"]],
  ["Porridge made with milk, topped with banana and cinnamon", ["vegetarian", "budget", "family"]],
  ["Bacon and eggs with sautéed mushrooms", ["gluten-free", "keto", "high-protein"]],
  ["Avocado toast with a poached egg", ["vegetarian", "light", "diabetic", "family"]],
  ["Chia pudding made with coconut milk, topped with a few raspberries", ["vegetarian", "vegan", "gluten-free", "keto", "diabetic"]],
  ["Cottage cheese with sliced peaches and pumpkin seeds", ["vegetarian", "gluten-free", "high-protein", "light"]],
  ["Wholegrain pancakes with fresh fruit", ["vegetarian", "budget", "family"]],
  ["Smoothie with Greek yogurt, banana, spinach and peanut butter", ["vegetarian", "gluten-free", "high-protein", "family"]],
  ["Smoked salmon and cream cheese with cucumber slices", ["gluten-free", "keto", "high-protein"]],
  ["Peanut butter on wholegrain toast with sliced banana", ["vegetarian", "vegan", "budget", "family"]],
];

/** Also the lunch ideas dinner-ideas.ts suggests for a diet. */
export const LUNCHES: readonly Dish[] = [
  ["Grilled chicken salad with quinoa, cucumber and feta", ["gluten-free", "high-protein", "light", "diabetic"]],
  ["Lentil soup with a wholegrain roll", ["vegetarian", "vegan", "budget", "light", "diabetic"]],
  ["Turkey and hummus wholegrain wrap with salad", ["high-protein", "light", "diabetic", "family"]],
  ["Tuna salad lettuce wraps", ["gluten-free", "keto", "high-protein", "light", "diabetic"]],
  ["Quinoa and black bean bowl with salsa and avocado", ["vegetarian", "vegan", "gluten-free", "light", "diabetic"]],
  ["Egg salad with avocado on mixed greens", ["vegetarian", "gluten-free", "keto", "high-protein", "diabetic"]],
  ["Chickpea and roasted vegetable salad with tahini dressing", ["vegetarian", "vegan", "gluten-free", "budget", "light", "diabetic"]],
  ["Bean and cheese quesadillas with salsa", ["vegetarian", "budget", "family"]],
  ["Leftover chilli with rice", ["high-protein", "budget", "family"]],
  ["Cobb salad with chicken, bacon, egg and avocado", ["gluten-free", "keto", "high-protein"]],
  ["Baked potato with baked beans and a side salad", ["vegetarian", "vegan", "budget", "family"]],
  ["Tofu and vegetable stir-fry with brown rice", ["vegetarian", "vegan", "high-protein", "light", "diabetic"]],
  ["Pasta salad with tuna, sweetcorn and peppers", ["high-protein", "budget", "family"]],
  ["Salmon and avocado rice bowl with edamame", ["high-protein", "light", "family"]],
];

const DINNERS: readonly Dish[] = [
  ["Baked salmon with roasted broccoli and sweet potato", ["gluten-free", "high-protein", "light", "diabetic", "family"]],
  ["Chicken stir-fry with plenty of vegetables and brown rice", ["high-protein", "light", "diabetic", "family"]],
  ["Turkey and bean chilli", ["high-protein", "light", "diabetic", "budget", "family"]],
  ["Chickpea and spinach curry with brown rice", ["vegetarian", "vegan", "gluten-free", "light", "diabetic", "budget"]],
  ["Lentil bolognese with wholewheat spaghetti", ["vegetarian", "vegan", "light", "diabetic", "budget", "family"]],
  ["Steak with garlic butter mushrooms and green beans", ["gluten-free", "keto", "high-protein"]],
  ["Courgette (zucchini) noodles with pesto and grilled chicken", ["gluten-free", "keto", "high-protein", "light", "diabetic"]],
  ["Black bean tacos with lime and cabbage slaw", ["vegetarian", "vegan", "budget", "family"]],
  ["Sheet-pan chicken thighs with roasted vegetables", ["gluten-free", "high-protein", "light", "diabetic", "budget", "family"]],
  ["Tofu and broccoli with peanut sauce and brown rice", ["vegetarian", "vegan", "high-protein", "light", "diabetic"]],
  ["Baked cod with lemon, new potatoes and peas", ["gluten-free", "high-protein", "light", "family"]],
  ["Homemade margherita pizza on a wholewheat base", ["vegetarian", "family"]],
  ["Pork chops with cauliflower mash and green beans", ["gluten-free", "keto", "high-protein"]],
  ["Stuffed peppers with rice, beans and cheese", ["vegetarian", "gluten-free", "budget", "family"]],
  ["Shrimp and vegetable stir-fry with cauliflower rice", ["gluten-free", "keto", "high-protein", "light", "diabetic"]],
  ["Egg fried rice with peas and spring onions", ["vegetarian", "budget", "family"]],
  ["Vegetable and bean soup with crusty bread", ["vegetarian", "vegan", "budget", "light"]],
];

const SNACKS: readonly Dish[] = [
  ["Apple slices with peanut butter", ["vegetarian", "vegan", "gluten-free", "budget", "family", "diabetic"]],
  ["Carrot and cucumber sticks with hummus", ["vegetarian", "vegan", "gluten-free", "light", "diabetic", "budget", "family"]],
  ["A small handful of almonds", ["vegetarian", "vegan", "gluten-free", "keto", "light", "diabetic"]],
  ["Greek yogurt with cinnamon", ["vegetarian", "gluten-free", "high-protein", "light", "diabetic"]],
  ["Two hard-boiled eggs", ["vegetarian", "gluten-free", "keto", "high-protein", "light", "diabetic", "budget"]],
  ["Cheese and celery sticks", ["vegetarian", "gluten-free", "keto"]],
  ["Roasted chickpeas", ["vegetarian", "vegan", "gluten-free", "high-protein", "budget", "light"]],
  ["Edamame with sea salt", ["vegetarian", "vegan", "gluten-free", "high-protein", "light", "diabetic"]],
  ["A banana", ["vegetarian", "vegan", "gluten-free", "budget", "family"]],
  ["Cottage cheese with cucumber", ["vegetarian", "gluten-free", "high-protein", "light"]],
  ["Olives and a few slices of salami", ["gluten-free", "keto"]],
  ["Air-popped popcorn", ["vegetarian", "vegan", "gluten-free", "budget", "family", "light"]],
];

/** The goals and diets a prompt may name: the words for it, the tag its dishes carry, how the heading says it. */
const GOALS: readonly (readonly [words: RegExp, tag: Tag, heading: string])[] = [
  [/\bvegan\b|\bplant[- ]based\b/, "vegan", "vegan"],
  [/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b|\bmeatless\b/, "vegetarian", "vegetarian"],
  [/\bketo\b|\bketogenic\b|\blow[- ]carb\b/, "keto", "keto"],
  [/\bgluten[- ]free\b|\bcoeliac\b|\bceliac\b/, "gluten-free", "gluten-free"],
  [/\bdiabet\w*|\bblood sugar\b|\bprediabet\w*/, "diabetic", "diabetic-friendly"],
  [/\bhigh[- ]protein\b|\bprotein\b|\bmuscle\b|\bbulk(?:ing)?\b/, "high-protein", "high-protein"],
  [/\bbudget\b|\bcheap\b|\baffordable\b|\binexpensive\b|\blow[- ]cost\b/, "budget", "budget-friendly"],
  [/\bfamily\b|\bkids?\b|\bchildren\b|\bpicky\b/, "family", "family-friendly"],
  [/\bweight[- ]loss\b|\blose weight\b|\blosing weight\b|\bfat loss\b|\bcut(?:ting)?\b|\bslim\w*|\bcalorie deficit\b|\blow[- ]calorie\b|\bhealthy\b/, "light", "healthy"],
];

/** The words a number of days may be spelled with. */
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fourteen: 14, thirty: 30 };

/** How many days the prompt asks for: a number of days, a week (7), weeks or a month (more than 7); 7 when it names none. */
function daysAsked(lower: string): number {
  const days = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|thirty)[- ]?days?\b/.exec(lower);
  if (days) return Number(days[1]) || NUMBER_WORDS[days[1]!]!;
  const weeks = /\b(\d|two|three|four)[- ]?weeks?\b|\bmonth(?:ly)?\b|\bfortnight(?:ly)?\b/.exec(lower);
  if (weeks) return weeks[1] ? 7 * (Number(weeks[1]) || NUMBER_WORDS[weeks[1]]!) : 14;
  return 7;
}

/** Dishes fitting every asked tag; when fewer than three do (vegan keto), those fitting the first. */
function fitting(dishes: readonly Dish[], tags: readonly Tag[]): readonly Dish[] {
  const all = dishes.filter(([, fits]) => tags.every((tag) => fits.includes(tag)));
  if (all.length >= 3 || tags.length === 0) return all.length > 0 ? all : dishes;
  const first = dishes.filter(([, fits]) => fits.includes(tags[0]!));
  return first.length > 0 ? first : dishes;
}

/** The lines a goal needs after the plan: what it is and the caveat a careful model gives. */
const NOTES: Partial<Record<Tag, string>> = {
  light: "Calorie needs vary with age, size and activity, so adjust portions to your hunger and progress, and aim for a slow, steady loss. If you have a medical condition or take medication, check with a doctor or a registered dietitian before changing your diet.",
  diabetic: "This is general guidance: meals built on vegetables, protein, fiber and slow carbohydrates, with no sugary drinks. Carbohydrate needs and medication differ from person to person, so check the plan with your doctor or a registered dietitian, and keep monitoring your blood sugar as advised.",
  keto: "Keto keeps carbohydrates very low, so skip bread, rice, pasta and sugar. If you have a medical condition, are pregnant or take medication (especially for diabetes or blood pressure), check with a doctor before starting.",
  "gluten-free": "Check labels on stock, sauces, spice mixes and oats: choose ones marked gluten-free, as these often contain gluten or are made alongside it.",
  vegan: "Over weeks, make sure you get vitamin B12 (from fortified foods or a supplement), as plants do not provide it.",
};

/** The cue, cheap first: a meal plan or a menu for days. "Meal planning tips" are suggestions.ts's. */
const CUE = /\bmeal[- ]?plans?\b|\bweekly menu\b|\bmenu for (?:the|a|this|next) week\b/;
/** Asking how to make one, or about one, rather than for one. */
const NOT_ASKED = /^\s*(?:how (?:do|can|should|to)|what is|what's|why|is (?:a|it)|are meal)\b|\b(?:app|apps|template|spreadsheet|for (?:my |a |the )?(?:dog|cat|puppy|kitten))\b/;

/**
 * A day-by-day meal plan (breakfast, lunch, dinner and a snack) for the days asked (one to seven;
 * more are a week to repeat), fitted to the goal or diets the prompt names; undefined for any
 * other prompt.
 * @example mealPlanReply("Give me a 3-day vegetarian meal plan")?.split("\n")[0] // "Here's a 3-day vegetarian meal plan:"
 */
export function mealPlanReply(prompt: string): string | undefined {
  const lower = prompt.toLowerCase();
  if (!CUE.test(lower) || NOT_ASKED.test(lower)) return undefined;
  const goals = GOALS.filter(([words]) => words.test(lower));
  // "vegan" is vegetarian too: the stricter names the plan.
  const named = goals.filter(([, tag], _, all) => !(tag === "vegetarian" && all.some(([, other]) => other === "vegan")));
  const tags = named.map(([, tag]) => tag);
  const asked = daysAsked(lower);
  const days = Math.min(Math.max(asked, 1), 7);
  const start = choiceSeed("meal plan", lower);
  const pools = [BREAKFASTS, LUNCHES, DINNERS, SNACKS].map((dishes) => fitting(dishes, tags));
  const loss = tags.includes("light") && /\bweight|\blose\b|\bfat\b|\bcut|\bslim|\bcalorie/.test(lower);
  const kinds = named.filter(([, tag]) => tag !== "light" || !loss).map(([, , heading]) => heading);
  const heading = `Here's a ${days}-day ${kinds.length > 0 ? `${kinds.join(", ")} ` : ""}meal plan${loss ? " for weight loss: balanced meals, high in protein and full of vegetables" : ""}:`;
  const plan = Array.from({ length: days }, (_, day) => {
    const [breakfast, lunch, dinner, snack] = pools.map((pool, meal) => pool[(start + day + meal) % pool.length]![0]);
    return `**Day ${day + 1}**\n- Breakfast: ${breakfast}\n- Lunch: ${lunch}\n- Dinner: ${dinner}\n- Snack: ${snack}`;
  }).join("\n\n");
  const longer = asked > 7 ? "\n\nThat's one week; for the rest, repeat it and swap in a few new dishes each week so it doesn't get boring." : "";
  const notes = tags.map((tag) => (tag === "light" && !loss ? undefined : NOTES[tag])).filter((note) => note !== undefined);
  const noted = notes.length > 0 ? `\n\n${notes.join("\n\n")}` : "";
  const tip = "\n\n**Shopping tip:** write one list from the whole plan, grouped by aisle, and cook a batch of grains and proteins on day 1 to reuse in lunches.";
  return `${heading}\n\n${plan}${longer}${noted}${tip}`;
}
