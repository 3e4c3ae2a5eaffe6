/**
 * The ingredients of a pasted list or recipe ("Extract the ingredients: 2 cups flour, 1 tsp
 * baking soda, 3 ripe bananas, 1/2 cup sugar, a pinch of salt", or a recipe pasted a line each):
 * each one's name, quantity and unit as the text writes them, into the caller's list
 * (`ingredients: [{name, quantity, unit}]`): a quantity as a number where the schema counts it
 * (0.5 for "1/2"), no unit where the text gives none. recipes.ts writes a known dish's own
 * ingredients; the faker gave "Flour", "Eggs", "Milk" for any text.
 */
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";
import { quantityOf } from "./recipe-scaling.ts";
import { ABSENT, withRecordList } from "./record-lists.ts";

/** An ingredient as the text lists it. */
export interface Ingredient {
  name: string;
  /** The quantity as written ("1/2", "2"). */
  quantity: string;
  /** The quantity as a number (0.5). */
  amount: number;
  unit: string | null;
}

/** Unicode fractions as recipes type them. */
const FRACTIONS: Readonly<Record<string, string>> = { "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅛": "1/8" };
const UNIT = String.raw`cups?|c\.|tablespoons?|tbsps?|tbs|teaspoons?|tsps?|grams?|g|kilograms?|kg|millilit(?:er|re)s?|ml|lit(?:er|re)s?|l|ounces?|oz|pounds?|lbs?|pinch(?:es)?|dash(?:es)?|cloves?|cans?|slices?|sticks?|sprigs?|handfuls?|packages?|packets?|bunch(?:es)?|heads?|quarts?|pints?|sheets?`;
/** "2 cups flour", "1 1/2 tsp salt", "200g butter", "a pinch of salt", "3 ripe bananas". */
const INGREDIENT = new RegExp(String.raw`^(?:(\d+\s+\d\/\d|\d\/\d|\d+(?:\.\d+)?)\s*|(a|an|one)\s+(?=(?:${UNIT})\b))(?:(${UNIT})(?![\p{L}])\.?\s*)?(?:of\s+)?(\p{L}[^\n]*?)[\s.]*$`, "iu");
/** A recipe's header past its ingredients: its steps. */
const STEPS_HEADER = /^(?:instructions|directions|method|steps|preparation)\b/i;

/**
 * The ingredients a pasted text lists with their quantities, in order.
 * @example ingredientsIn("Extract the ingredients: 2 cups flour, a pinch of salt")[1] // { name: "salt", quantity: "1", amount: 1, unit: "pinch" }
 */
export function ingredientsIn(prompt: string): Ingredient[] {
  const text = givenText(prompt).slice(0, 4000).replace(/[½⅓⅔¼¾⅛]/g, (fraction) => ` ${FRACTIONS[fraction]}`);
  const found: Ingredient[] = [];
  for (const line of text.split("\n")) {
    const bare = line.replace(/^\s*(?:[-*•]|\d+[.)](?=\s))\s*/, "").trim();
    if (STEPS_HEADER.test(bare)) break;
    // A list on one line: "2 cups flour, 1 tsp baking soda, and a pinch of salt" (not the comma of "1,000").
    for (const part of bare.split(/(?<!\d),|,(?!\d)|;/)) {
      const match = INGREDIENT.exec(part.trim().replace(/^(?:and|&|plus)\s+/i, ""));
      if (!match) continue;
      const quantity = (match[1] ?? "1").replace(/\s+/g, " ");
      found.push({ name: match[4]!.trim(), quantity, amount: Math.round(quantityOf(quantity) * 100) / 100, unit: match[3]?.toLowerCase().replace(/\.$/, "") ?? null });
      if (found.length >= 60) return found;
    }
  }
  return found;
}

const NAME_KEYS: ReadonlySet<string> = new Set(["name", "ingredient", "item", "food", "ingredientname"]);
const QUANTITY_KEYS: ReadonlySet<string> = new Set(["quantity", "qty", "amount", "count"]);
const UNIT_KEYS: ReadonlySet<string> = new Set(["unit", "units", "unitofmeasure", "uom", "measure", "measurement"]);

/** Whether a list's name is one of ingredients: `ingredients`, `ingredient_list`, `recipe_ingredients`. */
function isIngredientList(key: string): boolean {
  return wordsOf(key).some((word) => singular(word) === "ingredient");
}

/**
 * `document` with its list of ingredients the pasted text's, where `validate` accepts it.
 * @example withPastedIngredients({ ingredients: [{ name: "Flour", quantity: 1, unit: null }] }, "Extract the ingredients: 1/2 cup sugar, 3 bananas", check) // { ingredients: [{ name: "sugar", quantity: 0.5, unit: "cup" }, { name: "bananas", quantity: 3, unit: null }] }
 */
export function withPastedIngredients(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !/ingredient|recipe/i.test(prompt)) return document;
  if (!Object.entries(document).some(([key, value]) => Array.isArray(value) && isIngredientList(key))) return document;
  const ingredients = ingredientsIn(prompt);
  // A list, not one amount of an ask ("a recipe with 2 cups of rice"): two ingredients at least.
  if (ingredients.length < 2) return document;
  return withRecordList(
    document,
    isIngredientList,
    ingredients.length,
    (key, index, held, fields) => {
      const ingredient = ingredients[index]!;
      const normal = normalisedKey(key);
      if (NAME_KEYS.has(normal)) return ingredient.name;
      if (UNIT_KEYS.has(normal)) return ingredient.unit ?? ABSENT;
      if (QUANTITY_KEYS.has(normal)) {
        if (typeof held === "number") return ingredient.amount;
        // "2 cups" in a lone amount; the unit in a field of its own beside it.
        const united = fields.some((field) => UNIT_KEYS.has(normalisedKey(field)));
        return united || ingredient.unit === null ? ingredient.quantity : `${ingredient.quantity} ${ingredient.unit}`;
      }
      return undefined;
    },
    validate,
  );
}
