/**
 * Recipes of the dishes demos ask for: the AI SDK's first `generateObject` example is "Generate a
 * lasagna recipe.", OpenAI's and LangChain's ask for pancakes or cookies. A model writes the
 * dish's real ingredients, amounts and steps, so the mock does too, into whatever recipe schema
 * the caller sends (a `name`, a list of `ingredients` as strings or as `{name, amount}` objects,
 * a list of `steps`); another dish keeps the generic recipe documents give.
 */
import { adaptedDish, type Dish } from "./diets.ts";
import { asksForCode } from "./reply.ts";

const DISHES: readonly (readonly [RegExp, Dish])[] = [
  [
    /\blasagn[ae]\b/i,
    {
      title: "Classic Lasagna",
      serves: 6,
      ingredients: [
        ["Lasagna noodles", "12 sheets"],
        ["Ground beef", "500 g"],
        ["Onion", "1, chopped"],
        ["Garlic", "2 cloves, minced"],
        ["Crushed tomatoes", "800 g"],
        ["Ricotta cheese", "450 g"],
        ["Mozzarella cheese", "300 g, shredded"],
        ["Parmesan cheese", "50 g, grated"],
        ["Egg", "1"],
        ["Olive oil", "1 tablespoon"],
      ],
      steps: [
        "Preheat the oven to 190 °C (375 °F) and cook the noodles until just tender.",
        "Brown the beef with the onion and garlic in the olive oil, then stir in the tomatoes and simmer for 15 minutes.",
        "Mix the ricotta with the egg and half of the parmesan.",
        "Layer sauce, noodles, the ricotta mixture and mozzarella in a baking dish; repeat, finishing with sauce and cheese.",
        "Cover with foil and bake for 25 minutes, then uncover and bake 20 minutes more until bubbling and golden.",
        "Let it rest for 15 minutes before slicing.",
      ],
    },
  ],
  [
    /\bpancakes?\b/i,
    {
      title: "Fluffy Pancakes",
      serves: 4,
      makes: "about 10 pancakes",
      ingredients: [
        ["All-purpose flour", "200 g"],
        ["Milk", "300 ml"],
        ["Eggs", "2"],
        ["Sugar", "2 tablespoons"],
        ["Baking powder", "2 teaspoons"],
        ["Salt", "1 pinch"],
        ["Butter", "2 tablespoons, melted"],
      ],
      steps: [
        "Whisk the flour, sugar, baking powder and salt in a bowl.",
        "In another bowl, whisk the milk, eggs and melted butter.",
        "Pour the wet ingredients into the dry ones and stir until just combined; a few lumps are fine.",
        "Heat a lightly buttered pan over medium heat and pour in about 60 ml of batter per pancake.",
        "Cook until bubbles form on top, flip, and cook for another minute until golden.",
      ],
    },
  ],
  [
    /\b(?:chocolate chip )?cookies?\b/i,
    {
      title: "Chocolate Chip Cookies",
      serves: 12,
      makes: "about 24 cookies",
      ingredients: [
        ["Butter", "115 g, softened"],
        ["Brown sugar", "100 g"],
        ["White sugar", "50 g"],
        ["Egg", "1"],
        ["Vanilla extract", "1 teaspoon"],
        ["All-purpose flour", "190 g"],
        ["Baking soda", "1/2 teaspoon"],
        ["Salt", "1/2 teaspoon"],
        ["Chocolate chips", "170 g"],
      ],
      steps: [
        "Preheat the oven to 180 °C (350 °F) and line a baking tray with parchment paper.",
        "Cream the butter with both sugars until light, then beat in the egg and vanilla.",
        "Stir in the flour, baking soda and salt, then fold in the chocolate chips.",
        "Scoop tablespoons of dough onto the tray, leaving space between them.",
        "Bake for 10 to 12 minutes until the edges are golden, then cool on the tray for 5 minutes.",
      ],
    },
  ],
  [
    /\b(?:spaghetti\s+)?(?:carbonara|pasta)\b/i,
    {
      title: "Spaghetti Carbonara",
      serves: 4,
      ingredients: [
        ["Spaghetti", "400 g"],
        ["Guanciale or pancetta", "150 g, diced"],
        ["Eggs", "3"],
        ["Pecorino Romano", "60 g, grated"],
        ["Black pepper", "to taste"],
        ["Salt", "for the pasta water"],
      ],
      steps: [
        "Cook the spaghetti in well-salted boiling water until al dente.",
        "Meanwhile, fry the guanciale until crisp and take the pan off the heat.",
        "Whisk the eggs with the pecorino and plenty of black pepper.",
        "Toss the drained pasta with the guanciale, then stir in the egg mixture with a splash of pasta water until creamy.",
        "Serve at once with more pecorino and pepper.",
      ],
    },
  ],
  [
    /\bguacamole\b/i,
    {
      title: "Guacamole",
      serves: 4,
      ingredients: [
        ["Avocados", "3, ripe"],
        ["Lime", "1, juiced"],
        ["Red onion", "1/2, finely chopped"],
        ["Tomato", "1, diced"],
        ["Cilantro", "2 tablespoons, chopped"],
        ["Jalapeño", "1, seeded and minced"],
        ["Salt", "1/2 teaspoon"],
      ],
      steps: [
        "Halve the avocados, remove the pits and scoop the flesh into a bowl.",
        "Mash with a fork, leaving some chunks, and stir in the lime juice and salt.",
        "Fold in the onion, tomato, cilantro and jalapeño.",
        "Taste, adjust the salt and lime, and serve right away.",
      ],
    },
  ],
  [
    /\bbanana\s+(?:bread|loaf|cake)\b/i,
    {
      title: "Banana Bread",
      serves: 8,
      makes: "1 loaf",
      ingredients: [
        ["Ripe bananas", "3, mashed"],
        ["Butter", "75 g, melted"],
        ["Sugar", "150 g"],
        ["Egg", "1, beaten"],
        ["Vanilla extract", "1 teaspoon"],
        ["Baking soda", "1 teaspoon"],
        ["Salt", "1 pinch"],
        ["All-purpose flour", "190 g"],
      ],
      steps: [
        "Preheat the oven to 175 °C (350 °F) and butter a 23 x 13 cm (9 x 5 inch) loaf pan.",
        "Mash the bananas in a bowl, then stir in the melted butter.",
        "Mix in the baking soda and salt, then the sugar, beaten egg and vanilla.",
        "Stir in the flour until just combined.",
        "Pour into the pan and bake for 55 to 65 minutes, until a skewer comes out clean, then cool before slicing.",
      ],
    },
  ],
];

/** Words that say what kind of recipe, not which dish: "a quick vegan recipe for dinner". */
const RECIPE_KIND = String.raw`(?:(?:quick|easy|healthy|simple|cheap|tasty|vegan|vegetarian|gluten[- ]free|dairy[- ]free|egg[- ]free|plant[- ]based|weeknight|family|good|nice)\s+)*`;
/** "a vegan recipe for dinner", "an easy breakfast recipe": a recipe for a meal that names no dish. */
const FOR_A_MEAL = new RegExp(
  String.raw`\b${RECIPE_KIND}recipes?\s+(?:idea\s+)?for\s+(?:an?\s+|my\s+|tonight'?s\s+)?${RECIPE_KIND}(breakfast|brunch|lunch|dinner|supper|dessert)\b|\b${RECIPE_KIND}(breakfast|brunch|lunch|dinner|supper|dessert)\s+recipes?\b`,
  "i",
);
/** The dish of the table a meal gets, as a model picks one when asked for "a recipe for dinner". */
const DISH_FOR_MEAL: Readonly<Record<string, RegExp>> = { breakfast: /\bpancakes?\b/i, brunch: /\bpancakes?\b/i, lunch: /\blasagn[ae]\b/i, dinner: /\blasagn[ae]\b/i, supper: /\blasagn[ae]\b/i, dessert: /\bcookies?\b/i };

/** The dish a prompt asks a recipe of (one for the meal it names when it names no dish), kept to the diet it asks for (diets.ts), or undefined. */
export function dishIn(text: string): Dish | undefined {
  if (!/\b(?:recipe|recipes|how (?:do i|to) (?:make|cook|bake)|ingredients)\b/i.test(text)) return undefined;
  // Code or the web around a dish's name is not cooking: cookies in Express or Chrome, a recipe app.
  if (asksForCode(text) || NOT_KITCHEN.test(text.slice(0, 400))) return undefined;
  const head = text.slice(0, 400);
  const meal = FOR_A_MEAL.exec(head);
  const named = meal ? DISH_FOR_MEAL[(meal[1] ?? meal[2]!).toLowerCase()]!.source : undefined;
  const dish = DISHES.find(([pattern]) => pattern.test(head))?.[1] ?? DISHES.find(([pattern]) => pattern.source === named)?.[1];
  return dish && adaptedDish(dish, text);
}

/**
 * An ingredient as a recipe lists it: the quantity, the name, then how it is prepared ("1 onion,
 * chopped", not "1, chopped onion"); an amount with no quantity follows the name ("black pepper,
 * to taste").
 */
function ingredientLine(name: string, amount: string): string {
  const [quantity, ...preparation] = amount.split(/,\s*/);
  const lower = name.toLowerCase();
  if (!/^\d|^(?:a|an|one|half)\b/i.test(quantity!)) return `${lower}, ${amount}`;
  return [`${quantity} ${lower}`, ...preparation].join(", ");
}

/** Words of software and the web, where "cookies" and "recipes" are something else. */
const NOT_KITCHEN = /\b(?:browser|chrome|firefox|safari|edge|https?|session|express|django|flask|header|banner|gdpr|consent|app|api|website|server|endpoint|database)\b/i;

type Node = Record<string, unknown>;

const TITLE = /^(?:name|title|recipe_?name|recipename|dish|dish_?name)$/i;
const INGREDIENTS = /^ingredients?$|_ingredients$/i;
const STEPS = /^(?:steps|instructions|directions|method|preparation|preparation_?steps)$/i;
const AMOUNT = /^(?:amount|quantity|qty|measure|measurement)$/i;
const UNIT = /^(?:unit|units|unit_of_measure|uom)$/i;
/** "for 6 people", "serves four": the servings the prompt asks for, which an earlier pass wrote. */
const SERVINGS_ASKED = /\b(?:for|serves?|serving|feeds?)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i;
const SERVINGS = /^(?:servings|serves|serving_?size|yield|portions)$/i;

/**
 * `document` written as the recipe of the dish `text` asks for: its title, ingredients and steps
 * in the fields a recipe schema names; each change kept only where `validate` accepts it.
 */
export function withRecipe(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  const dish = dishIn(text);
  if (!dish || document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const copy = structuredClone(document) as Node;
  let changed = false;
  const trySet = (node: Node | unknown[], key: string | number, value: unknown): boolean => {
    const before = (node as Node)[key as string];
    (node as Node)[key as string] = value;
    if (validate(copy)) return (changed = true);
    (node as Node)[key as string] = before;
    return false;
  };
  const fillList = (node: Node, key: string, items: readonly unknown[], write: (template: unknown, i: number) => unknown) => {
    const current = node[key] as unknown[];
    const template = current[0];
    if (template === undefined) return;
    // The dish's whole list where the schema takes it and the prompt counts none ("with 5
    // ingredients" sized the list already), else as many as the list holds.
    const counted = new RegExp(String.raw`\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:\w+\s+)?${key.toLowerCase().includes("ingredient") ? "ingredients" : "(?:steps|instructions)"}\b`, "i").test(text);
    if (!counted && trySet(node, key, items.map((_, i) => write(template, i)))) return;
    for (let i = 0; i < current.length && i < items.length; i++) trySet(current, i, write(current[i], i));
  };
  const visit = (node: Node, depth: number): void => {
    const isRecipe = Object.keys(node).some((key) => INGREDIENTS.test(key) || STEPS.test(key));
    for (const [key, value] of Object.entries(node)) {
      if (isRecipe && typeof value === "string" && TITLE.test(key)) trySet(node, key, dish.title);
      else if (isRecipe && typeof value === "number" && SERVINGS.test(key) && dish.serves !== undefined && !SERVINGS_ASKED.test(text)) trySet(node, key, dish.serves);
      else if (Array.isArray(value) && INGREDIENTS.test(key)) {
        fillList(node, key, dish.ingredients, (template, i) => {
          const [name, amount] = dish.ingredients[i]!;
          if (typeof template === "string") return ingredientLine(name, amount);
          if (template === null || typeof template !== "object" || Array.isArray(template)) return template;
          const item: Node = { ...(template as Node) };
          for (const field of Object.keys(item)) {
            if (TITLE.test(field) || field === "ingredient" || field === "item") item[field] = name;
            else if (AMOUNT.test(field)) item[field] = typeof item[field] === "number" ? (Number.parseFloat(amount) || 1) : amount;
            // A separate `unit` takes the amount's word after its number ("75 g" → "g"); a count ("3, mashed") is "whole".
            else if (UNIT.test(field) && typeof item[field] === "string") item[field] = /^[\d/.\s]+([a-z][a-z ]*?)(?:,|$)/i.exec(amount)?.[1]?.trim() ?? (/^\d/.test(amount) ? "whole" : "to taste");
          }
          return item;
        });
      } else if (Array.isArray(value) && STEPS.test(key) && value.every((step) => typeof step === "string")) {
        fillList(node, key, dish.steps, (_, i) => dish.steps[i]);
      } else if (value !== null && typeof value === "object" && !Array.isArray(value) && depth < 2) visit(value as Node, depth + 1);
    }
  };
  visit(copy, 0);
  return changed ? copy : document;
}

/**
 * The recipe as a model writes it in chat: the title, how many it serves, the ingredients with their amounts, the
 * numbered steps; undefined when the prompt asks for no dish of the table.
 * @example recipeReply("How do I make pancakes?")?.split("\n")[0] // "## Fluffy Pancakes"
 */
export function recipeReply(prompt: string): string | undefined {
  const dish = dishIn(prompt);
  if (!dish) return undefined;
  const ingredients = dish.ingredients.map(([name, amount]) => `- ${ingredientLine(name, amount)}`).join("\n");
  const steps = dish.steps.map((step, i) => `${i + 1}. ${step}`).join("\n");
  const serves = dish.serves === undefined ? "" : `Serves ${dish.serves}${dish.makes === undefined ? "" : ` (makes ${dish.makes})`}.\n\n`;
  return `## ${dish.title}\n\n${serves}**Ingredients**\n\n${ingredients}\n\n**Steps**\n\n${steps}\n\nEnjoy!`;
}
