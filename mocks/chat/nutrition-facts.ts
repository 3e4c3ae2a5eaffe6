/**
 * Answers to "How many calories are in a banana?" and "How much protein is in an egg?": the
 * calories, protein, carbohydrates, fat, sugar and fiber of about sixty common foods in the
 * serving people mean (a medium banana, a large egg, a cup of cooked rice, a can of Coke, a Big
 * Mac), as a model says them: the number asked first, then where the calories come from. The
 * figures are typical USDA FoodData Central values (a chain's own figure for a branded item),
 * rounded; a food not in the table is left to the rest of the chain, so no number is made up.
 *
 * Cheap first: a nutrient word ("calorie", "protein", …) before any regex, then one question
 * form, then the longest food name the question holds.
 */

/** One food in the serving it is usually asked about. */
export interface Food {
  /** Words a question names it by, lower case, longest first where one holds another. */
  readonly names: readonly string[];
  /** The serving, as a sentence opens with it: "A medium banana (about 118 g)". */
  readonly serving: string;
  /** What it is, for a weight asked ("100 g of banana"). */
  readonly plain: string;
  /** The serving's weight in grams (or millilitres for a drink). */
  readonly grams: number;
  readonly calories: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
  readonly sugar: number;
  readonly fiber: number;
}

type Row = readonly [names: string, serving: string, plain: string, grams: number, calories: number, protein: number, carbs: number, fat: number, sugar: number, fiber: number];

const ROWS: readonly Row[] = [
  ["banana|bananas", "A medium banana (about 118 g)", "banana", 118, 105, 1.3, 27, 0.4, 14, 3.1],
  ["apple|apples", "A medium apple (about 182 g)", "apple", 182, 95, 0.5, 25, 0.3, 19, 4.4],
  ["orange|oranges", "A medium orange (about 131 g)", "orange", 131, 62, 1.2, 15.4, 0.2, 12, 3.1],
  ["pear|pears", "A medium pear (about 178 g)", "pear", 178, 101, 0.6, 27, 0.3, 17, 5.5],
  ["kiwi|kiwis|kiwifruit|kiwi fruit", "A medium kiwi (about 69 g)", "kiwi", 69, 42, 0.8, 10, 0.4, 6.2, 2.1],
  ["strawberries|strawberry", "A cup of strawberries (about 152 g)", "strawberries", 152, 49, 1, 11.7, 0.5, 7.4, 3],
  ["blueberries|blueberry", "A cup of blueberries (about 148 g)", "blueberries", 148, 84, 1.1, 21, 0.5, 14.7, 3.6],
  ["grapes|grape", "A cup of grapes (about 151 g)", "grapes", 151, 104, 1.1, 27, 0.2, 23, 1.4],
  ["watermelon", "A cup of diced watermelon (about 152 g)", "watermelon", 152, 46, 0.9, 11.5, 0.2, 9.4, 0.6],
  ["mango|mangoes|mangos", "A cup of mango pieces (about 165 g)", "mango", 165, 99, 1.4, 24.7, 0.6, 22.5, 2.6],
  ["pineapple", "A cup of pineapple chunks (about 165 g)", "pineapple", 165, 82, 0.9, 21.6, 0.2, 16.3, 2.3],
  ["avocado|avocados", "A medium avocado (about 150 g of flesh)", "avocado", 150, 240, 3, 12.8, 22, 1, 10],
  ["tomato|tomatoes", "A medium tomato (about 123 g)", "tomato", 123, 22, 1.1, 4.8, 0.2, 3.2, 1.5],
  ["carrot|carrots", "A medium carrot (about 61 g)", "carrot", 61, 25, 0.6, 6, 0.1, 2.9, 1.7],
  ["broccoli", "A cup of chopped raw broccoli (about 91 g)", "broccoli", 91, 31, 2.5, 6, 0.3, 1.5, 2.4],
  ["spinach", "A cup of raw spinach (about 30 g)", "spinach", 30, 7, 0.9, 1.1, 0.1, 0.1, 0.7],
  ["sweet potato|sweet potatoes", "A medium baked sweet potato (about 114 g)", "sweet potato", 114, 103, 2.3, 24, 0.2, 7.4, 3.8],
  ["baked potato|potato|potatoes", "A medium baked potato with its skin (about 173 g)", "potato", 173, 161, 4.3, 37, 0.2, 2, 3.8],
  ["egg white|egg whites", "The white of a large egg (about 33 g)", "egg white", 33, 17, 3.6, 0.2, 0.1, 0.2, 0],
  ["boiled egg|hard-boiled egg|hard boiled egg|egg|eggs", "A large egg (about 50 g)", "egg", 50, 72, 6.3, 0.4, 4.8, 0.2, 0],
  ["slice of whole wheat bread|whole wheat bread|wholemeal bread|whole grain bread|slice of wholemeal bread", "A slice of whole wheat bread (about 32 g)", "whole wheat bread", 32, 81, 4, 13.8, 1.1, 1.4, 1.9],
  ["slice of white bread|white bread|slice of bread|piece of bread|bread|toast", "A slice of white bread (about 28 g)", "white bread", 28, 74, 2.1, 13.8, 0.9, 1.6, 0.8],
  ["croissant|croissants", "A medium croissant (about 57 g)", "croissant", 57, 231, 4.7, 26, 12, 6.4, 1.5],
  ["brown rice", "A cup of cooked brown rice (about 195 g)", "cooked brown rice", 195, 218, 4.5, 46, 1.6, 0.7, 3.5],
  ["white rice|cup of rice|rice", "A cup of cooked white rice (about 158 g)", "cooked white rice", 158, 205, 4.3, 45, 0.4, 0.1, 0.6],
  ["pasta|spaghetti|noodles", "A cup of cooked spaghetti (about 140 g)", "cooked pasta", 140, 221, 8.1, 43, 1.3, 0.8, 2.5],
  ["quinoa", "A cup of cooked quinoa (about 185 g)", "cooked quinoa", 185, 222, 8.1, 39.4, 3.6, 1.6, 5.2],
  ["oatmeal|porridge|oats", "A cup of oatmeal cooked with water (about 234 g)", "oatmeal", 234, 166, 5.9, 28, 3.6, 0.6, 4],
  ["lentils|lentil", "A cup of cooked lentils (about 198 g)", "cooked lentils", 198, 230, 17.9, 40, 0.8, 3.6, 15.6],
  ["black beans", "A cup of cooked black beans (about 172 g)", "cooked black beans", 172, 227, 15.2, 40.8, 0.9, 0.6, 15],
  ["chickpeas|chick peas|garbanzo beans", "A cup of cooked chickpeas (about 164 g)", "cooked chickpeas", 164, 269, 14.5, 45, 4.2, 7.9, 12.5],
  ["chicken breast|chicken breasts|chicken", "100 g (about 3.5 oz) of cooked skinless chicken breast", "cooked skinless chicken breast", 100, 165, 31, 0, 3.6, 0, 0],
  ["ground beef|beef patty|hamburger patty|minced beef|beef mince", "A 3 oz (85 g) cooked patty of 85% lean ground beef", "cooked 85% lean ground beef", 85, 215, 22, 0, 13, 0, 0],
  ["salmon", "100 g (about 3.5 oz) of cooked farmed Atlantic salmon", "cooked salmon", 100, 206, 22, 0, 12, 0, 0],
  ["bacon", "A slice of cooked bacon (about 8 g)", "cooked bacon", 8, 43, 3, 0.1, 3.3, 0, 0],
  ["cheddar cheese|cheddar|slice of cheese|cheese", "An ounce (28 g) of cheddar cheese", "cheddar cheese", 28, 114, 7, 0.4, 9.4, 0.1, 0],
  ["greek yogurt|greek yoghurt", "A 170 g pot of plain nonfat Greek yogurt", "plain nonfat Greek yogurt", 170, 100, 17, 6, 0.7, 5.5, 0],
  ["skim milk|skimmed milk|nonfat milk|fat-free milk", "A cup (about 245 ml) of skim milk", "skim milk", 245, 83, 8.3, 12.2, 0.2, 12.5, 0],
  ["2% milk|semi-skimmed milk|reduced-fat milk", "A cup (about 245 ml) of 2% milk", "2% milk", 245, 122, 8.1, 11.7, 4.8, 12, 0],
  ["whole milk|glass of milk|cup of milk|milk", "A cup (about 245 ml) of whole milk", "whole milk", 245, 149, 7.7, 11.7, 7.9, 12.3, 0],
  ["butter", "A tablespoon (14 g) of butter", "butter", 14, 102, 0.1, 0, 11.5, 0, 0],
  ["olive oil", "A tablespoon (about 13.5 g) of olive oil", "olive oil", 13.5, 119, 0, 0, 13.5, 0, 0],
  ["peanut butter", "Two tablespoons (about 32 g) of peanut butter", "peanut butter", 32, 190, 7, 7, 16, 3, 2],
  ["honey", "A tablespoon (about 21 g) of honey", "honey", 21, 64, 0.1, 17.3, 0, 17.2, 0],
  ["teaspoon of sugar|sugar", "A teaspoon (about 4 g) of sugar", "sugar", 4, 16, 0, 4, 0, 4, 0],
  ["almonds|almond", "An ounce (28 g, about 23 almonds) of almonds", "almonds", 28, 164, 6, 6.1, 14.2, 1.2, 3.5],
  ["walnuts|walnut", "An ounce (28 g) of walnuts", "walnuts", 28, 185, 4.3, 3.9, 18.5, 0.7, 1.9],
  ["cashews|cashew", "An ounce (28 g) of cashews", "cashews", 28, 157, 5.2, 8.6, 12.4, 1.7, 0.9],
  ["dark chocolate", "An ounce (28 g) of 70–85% dark chocolate", "dark chocolate", 28, 170, 2.2, 13, 12, 6.8, 3.1],
  ["popcorn", "A cup of air-popped popcorn (about 8 g)", "air-popped popcorn", 8, 31, 1, 6.2, 0.4, 0.1, 1.2],
  ["snickers|snickers bar", "A standard Snickers bar (52.7 g)", "Snickers", 52.7, 250, 4, 33, 12, 27, 1],
  ["slice of pizza|pizza", "A slice of regular-crust cheese pizza (an eighth of a 14-inch pie, about 107 g)", "cheese pizza", 107, 285, 12, 36, 10, 3.8, 2.5],
  ["big mac|big macs", "A McDonald's Big Mac (US recipe)", "Big Mac", 219, 590, 25, 46, 34, 9, 3],
  ["diet coke|coke zero|coca-cola zero|diet soda", "A 12 oz (355 ml) can of Diet Coke or Coke Zero", "Diet Coke", 355, 0, 0, 0, 0, 0, 0],
  ["can of coke|coca-cola|coca cola|coke|can of soda|soda", "A 12 oz (355 ml) can of Coca-Cola", "Coca-Cola", 355, 140, 0, 39, 0, 39, 0],
  ["red bull", "An 8.4 oz (250 ml) can of Red Bull", "Red Bull", 250, 110, 0, 28, 0, 27, 0],
  ["orange juice", "A cup (about 248 ml) of orange juice", "orange juice", 248, 112, 1.7, 26, 0.5, 21, 0.5],
  ["beer", "A 12 oz (355 ml) regular beer", "beer", 355, 153, 1.6, 12.6, 0, 0, 0],
  ["glass of wine|red wine|wine", "A 5 oz (148 ml) glass of red wine", "red wine", 148, 125, 0.1, 3.8, 0, 0.9, 0],
  ["latte|caffe latte|caffè latte", "A Starbucks grande caffè latte with 2% milk (16 oz)", "latte", 473, 190, 13, 19, 7, 18, 0],
  ["black coffee|cup of coffee|coffee", "An 8 oz (240 ml) cup of black coffee", "black coffee", 240, 2, 0.3, 0, 0, 0, 0],
];

export const FOODS: readonly Food[] = ROWS.map(([names, serving, plain, grams, calories, protein, carbs, fat, sugar, fiber]) => ({
  names: names.split("|"),
  serving,
  plain,
  grams,
  calories,
  protein,
  carbs,
  fat,
  sugar,
  fiber,
}));

type Nutrient = "calories" | "protein" | "carbs" | "fat" | "sugar" | "fiber";

/** Cheap first look: a word every answered question has. */
const CUE = /calori|kcal|protein|carb|fat\b|sugar|fib(?:er|re)|nutrition/i;

/** The question forms answered: "how many calories…", "how much protein…", "calories in…", "nutrition facts for…". */
const QUESTION =
  /^\s*(?:(?:hey|hi|quick question)[,!]?\s+)?(?:how\s+(?:many|much)\b|what(?:'s|\s+is|\s+are)\s+(?:the\s+)?(?:calori|kcal|protein|carb|fat|sugar|fib|nutrition|macro)|(?:number\s+of\s+)?(?:calories|kcal|protein|carbs|macros|nutrition(?:al)?\s+(?:facts|info(?:rmation)?|values?))\s+(?:in|of|for)\b|(?:does|do|is\s+there)\s+(?:an?\s+)?\w+)/i;

/** The nutrient a question asks for, by its words; calories when it names none of the others. */
const NUTRIENTS: readonly (readonly [Nutrient, RegExp])[] = [
  ["protein", /\bprotein\b/i],
  ["carbs", /\bcarb(?:s|ohydrates?)?\b/i],
  ["sugar", /\bsugars?\b/i],
  ["fiber", /\bfib(?:er|re)\b/i],
  ["fat", /\bfats?\b/i],
  ["calories", /\bcalori\w*|\bkcal\b|\bnutrition\w*|\bmacros?\b/i],
];

/** Counts a question may put before a food: "2 eggs", "three bananas". */
const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, "a couple of": 2 };

/** A weight asked ("100 g of rice", "200 grams of chicken"), else a measure the table does not serve. */
const WEIGHT = /\b(\d+(?:\.\d+)?)\s*(?:g|grams?|gr)\b/i;
const OTHER_MEASURE = /\b\d+(?:\.\d+)?\s*(?:oz|ounces?|ml|lbs?|pounds?|kg|kilos?|cups|tablespoons|tbsp|litres?|liters?)\b/i;

/** The words a food's name may follow: "in a medium banana", "100 g of rice", "does an egg"; "apple" in "apple pie" and "chicken" in "fried chicken" are other foods. */
const BEFORE_FOOD = /(?:^|\b(?:in|of|a|an|the|one|does|do|is|are|for|medium|large|small|big|ripe|raw|plain|average|single|regular|typical|two|three|four|five|six|couple|mcdonald's|mcdonalds|\d+|g|grams?))\s+$/;
/** What may follow it: the end of the question, a verb, "and", "vs". */
const AFTER_FOOD = /^(?:\s*[?.!,]|\s*$|\s+(?:have|has|contain|contains|got|and|or|vs\.?|versus|compared|have\s+in\s+it|really|roughly|approximately|exactly|please|today)\b)/;

/** Every name of every food, longest first, so "sweet potato" is found before "potato". */
let byName: (readonly [string, Food])[] | undefined;
function foodIn(question: string): readonly [Food, number, string] | undefined {
  byName ??= FOODS.flatMap((food) => food.names.map((name) => [name, food] as const)).sort((a, b) => b[0].length - a[0].length);
  for (const [name, food] of byName) {
    const at = question.indexOf(name);
    if (at < 0) continue;
    const before = question[at - 1];
    const after = question[at + name.length];
    if ((before !== undefined && /[a-z]/.test(before)) || (after !== undefined && /[a-z]/.test(after))) continue;
    if (!BEFORE_FOOD.test(question.slice(Math.max(0, at - 24), at)) || !AFTER_FOOD.test(question.slice(at + name.length))) return undefined;
    return [food, at, name];
  }
  return undefined;
}

/** How many of a food the words before it ask for: "2 eggs" → 2; one when they say none. */
function countBefore(question: string, at: number): number {
  const before = question.slice(Math.max(0, at - 16), at);
  const digits = /\b(\d{1,2})\s+(?:large\s+|medium\s+|small\s+|slices\s+of\s+|cans\s+of\s+|cups\s+of\s+|glasses\s+of\s+)?$/.exec(before);
  if (digits) return Number(digits[1]);
  for (const [word, n] of Object.entries(COUNT_WORDS)) if (new RegExp(`\\b${word}\\s+(?:large\\s+|medium\\s+|slices\\s+of\\s+|cans\\s+of\\s+|cups\\s+of\\s+|glasses\\s+of\\s+)?$`).test(before)) return n;
  return 1;
}

/** A gram amount as a model writes it: "27 g", "about 6 g" for 6.3, "less than 1 g" for 0.7. */
function grams(value: number): string {
  if (value < 1) return "less than 1 g";
  return `${Number.isInteger(value) || value >= 10 ? "" : "about "}${Math.round(value)} g`;
}

const NOUN: Readonly<Record<Exclude<Nutrient, "calories">, string>> = { protein: "protein", carbs: "carbohydrates", fat: "fat", sugar: "sugar", fiber: "fiber" };

/** How much of the carbohydrates is sugar: "all of it sugar", "including 14 g of sugar"; nothing under a gram. */
function sugarPart(food: Food): string {
  if (food.sugar < 1) return "";
  return food.sugar >= food.carbs * 0.95 ? "all of it sugar" : `including ${grams(food.sugar).replace("about ", "")} of sugar`;
}

/** Where a serving's calories mostly come from: the macronutrient with clearly the most of them. */
function mostlyFrom(food: Food): "carbs" | "protein" | "fat" | undefined {
  const energy = [["carbs", food.carbs * 4], ["protein", food.protein * 4], ["fat", food.fat * 9]] as const;
  const [top, second] = [...energy].sort((a, b) => b[1] - a[1]) as [(typeof energy)[number], (typeof energy)[number]];
  return top[1] > 0 && top[1] >= second[1] * 1.6 ? top[0] : undefined;
}

/** `food` scaled to `factor` of its serving, under a new serving phrase. */
function scaled(food: Food, factor: number, serving: string): Food {
  const by = (value: number): number => Math.round(value * factor * 10) / 10;
  return { ...food, serving, grams: by(food.grams), calories: Math.round(food.calories * factor), protein: by(food.protein), carbs: by(food.carbs), fat: by(food.fat), sugar: by(food.sugar), fiber: by(food.fiber) };
}

/** "A medium banana (about 118 g)" for two: "Two servings of banana, each a medium banana (about 118 g),". */
function servingOf(food: Food, count: number): string {
  const number = count <= 6 ? ["", "One", "Two", "Three", "Four", "Five", "Six"][count]! : String(count);
  return `${number} servings of ${food.plain}, each ${food.serving.charAt(0).toLowerCase()}${food.serving.slice(1)},`;
}

/** "a and b", "a, b and c". */
const joined = (items: readonly string[]): string => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items[0] ?? "");

/** The sentence on calories: how many, what they mostly come from, then the rest. */
function caloriesAnswer(food: Food, plural: boolean): string {
  const has = plural ? "have" : "has";
  if (food.calories < 5) return `${food.serving} ${has} almost no calories (about ${food.calories}), and essentially no protein, carbohydrates or fat.`;
  const main = mostlyFrom(food);
  const sugar = sugarPart(food);
  const lead = main === "carbs" ? `, mostly from carbohydrates (${grams(food.carbs)}${sugar ? `, ${sugar}` : ""})` : main ? `, mostly from ${NOUN[main]} (${grams(food[main])})` : "";
  const amounts: string[] = main === "carbs" && food.fiber >= 1 ? [`${grams(food.fiber)} of fiber`] : [];
  const none: string[] = [];
  for (const nutrient of ["protein", "carbs", "fat"] as const) {
    if (nutrient === main) continue;
    if (food[nutrient] < 0.5) none.push(NOUN[nutrient]);
    else amounts.push(`${grams(food[nutrient])} of ${NOUN[nutrient]}${nutrient === "carbs" && sugar ? ` (${sugar})` : ""}`);
  }
  if (main !== "carbs" && food.fiber >= 1) amounts.push(`${grams(food.fiber)} of fiber`);
  const rest = [...amounts, ...(none.length > 0 ? [`almost no ${none.join(" or ")}`] : [])];
  return `${food.serving} ${has} roughly ${food.calories} calories${lead}, with ${joined(rest)}.`;
}

/** The sentence on one nutrient: the amount first, then the calories it comes with. */
function nutrientAnswer(food: Food, nutrient: Exclude<Nutrient, "calories">, plural: boolean): string {
  const value = food[nutrient];
  const has = plural ? "have" : "has";
  const amount = value < 0.5 ? `essentially no ${NOUN[nutrient]}` : `${grams(value).startsWith("about") || value < 1 ? "" : "about "}${grams(value)} of ${NOUN[nutrient]}`;
  const share = nutrient === "fiber" ? 0 : (value * (nutrient === "fat" ? 9 : 4)) / Math.max(food.calories, 1);
  const note = share >= 0.5 ? `, which is where most of its ${food.calories} calories come from` : `, out of roughly ${food.calories} calories in all`;
  return `${food.serving} ${has} ${amount}${food.calories >= 5 ? note : ""}.`;
}

/**
 * The answer to a question about a common food's calories, protein, carbohydrates, fat, sugar or
 * fiber, in its usual serving (or the weight or count asked); undefined for another question or a
 * food the table does not hold.
 * @example nutritionReply("How many calories are in a banana?")?.startsWith("A medium banana (about 118 g) has roughly 105 calories") // true
 */
export function nutritionReply(prompt: string): string | undefined {
  if (prompt.length > 120 || prompt.includes("\n") || !CUE.test(prompt) || !QUESTION.test(prompt)) return undefined;
  const question = prompt.toLowerCase().replace(/[’]/g, "'");
  const found = foodIn(question);
  if (!found) return undefined;
  const [food, at, name] = found;
  if (OTHER_MEASURE.test(question)) return undefined;
  // The nutrient is read around the food's name: "calories in a teaspoon of sugar" asks for calories.
  const around = question.slice(0, at) + question.slice(at + name.length);
  const asked = NUTRIENTS.filter(([, words]) => words.test(around)).map(([nutrient]) => nutrient);
  const nutrient = asked.find((one) => one !== "calories") ?? "calories";
  const weight = WEIGHT.exec(question);
  const count = weight ? 1 : countBefore(question, at);
  const serving = weight
    ? scaled(food, Number(weight[1]) / food.grams, `${weight[1]} g of ${food.plain}`)
    : count === 1
      ? food
      : scaled(food, count, servingOf(food, count));
  const plural = count > 1;
  const answer = nutrient === "calories" ? caloriesAnswer(serving, plural) : nutrientAnswer(serving, nutrient, plural);
  return `${answer}\n\nThese are typical values (USDA-style figures for an average serving); the exact numbers vary with size, variety and how it's prepared, so check the label when you need precise amounts.`;
}

/**
 * The food a text names (by the table's names, as a question names it: "an apple", "100g of chicken
 * breast"), in the serving or weight it asks for; undefined when it names none the table holds.
 * For a structured document of its nutrients (subject-documents.ts).
 * @example foodNamed("Nutrition facts for an apple")?.calories // 95
 */
export function foodNamed(text: string): Food | undefined {
  if (text.length > 300) return undefined;
  // The ask for JSON and the keys listed after the food are no part of its name: "for a banana in JSON with calories".
  const question = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+(?:(?:in|as|using)\s+(?:a\s+)?json|with|including|containing|respond|return|reply|format)\b[\s\S]*$/, "")
    .trim();
  const found = foodIn(question);
  if (!found) return undefined;
  const [food, at] = found;
  const weight = WEIGHT.exec(question);
  if (weight) return scaled(food, Number(weight[1]) / food.grams, `${weight[1]} g of ${food.plain}`);
  const count = countBefore(question, at);
  return count === 1 ? food : scaled(food, count, servingOf(food, count));
}
