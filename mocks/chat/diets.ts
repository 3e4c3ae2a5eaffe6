/**
 * A recipe kept to what the prompt rules out: "pancakes without eggs", "a vegan lasagna",
 * "gluten-free cookies", "guacamole with no cilantro". A model never lists the eggs it was asked
 * to leave out: it puts in what cooks use instead (flaxseed for eggs, oat milk for milk, lentils
 * for beef, a gluten-free flour) and leaves out the rest, and its steps follow. recipes.ts
 * adapts every dish it writes, in chat and in a recipe schema, here.
 */
/** A dish as recipes.ts writes it: its title, its ingredients with their amounts, its steps. */
export interface Dish {
  title: string;
  ingredients: readonly (readonly [name: string, amount: string])[];
  steps: readonly string[];
  /** How many people the amounts feed, as the recipe says it ("Serves 4"), for a follow-up to scale. */
  serves?: number;
  /** What the amounts make, when the dish comes in pieces: "about 10 pancakes". */
  makes?: string;
}

/** What a diet or a "without …" rules out. */
type Kind = "egg" | "milk" | "butter" | "cheese" | "meat" | "gluten";

const KINDS_OF: readonly (readonly [Kind, RegExp])[] = [
  ["egg", /\beggs?\b/i],
  ["milk", /\bmilk\b/i],
  ["butter", /\bbutter\b/i],
  ["cheese", /\bcheese\b|\bpecorino\b|\bparmesan\b/i],
  ["meat", /\b(?:beef|pork|guanciale|pancetta|bacon|chicken|ham|sausage)\b/i],
  ["gluten", /\b(?:flour|noodles|spaghetti|pasta)\b/i],
];

/** Diets, and the words that rule a kind out: "without dairy", "egg-free". */
const RULED_OUT: readonly (readonly [RegExp, readonly Kind[], string])[] = [
  [/\bvegan\b|\bplant[- ]based\b/i, ["egg", "milk", "butter", "cheese", "meat"], "Vegan"],
  [/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b|\b(?:without|no)\s+meat\b/i, ["meat"], "Vegetarian"],
  [/\bgluten[- ]free\b|\bc(?:o)?eliac\b|\b(?:without|no)\s+gluten\b/i, ["gluten"], "Gluten-Free"],
  [/\b(?:dairy|lactose)[- ]free\b|\b(?:without|no)\s+(?:dairy|lactose)\b/i, ["milk", "butter", "cheese"], "Dairy-Free"],
  [/\begg[- ]?(?:free|less)\b|\b(?:without|no)\s+(?:any\s+)?eggs?\b/i, ["egg"], "Eggless"],
];

/** "without onions", "no onion or jalapeño", "skip the sugar", "nut-free": words naming what to leave out. */
const WITHOUT = /\b(?:without|no|minus|skip(?:ping)?|leave out|hold the)\s+(?:any\s+|the\s+)?(\p{L}{3,20}(?:(?:,\s*|\s+(?:or|and|nor)\s+)\p{L}{3,20}){0,3})|\b(\p{L}{3,20})-free\b/giu;
/** Words after "no" that name no ingredient: "no more than 5 ingredients". */
const NOT_AN_INGREDIENT = /^(?:more|less|longer|need|oven|cooking|baking|time|fuss|way|idea|problem|added|or|and|nor)$/i;
/** Words that name a kind rather than an ingredient: "without dairy", "no gluten". */
const KIND_WORDS: Readonly<Record<string, readonly Kind[]>> = {
  dairy: ["milk", "butter", "cheese"],
  lactose: ["milk", "butter", "cheese"],
  gluten: ["gluten"],
  wheat: ["gluten"],
  meat: ["meat"],
  beef: ["meat"],
  pork: ["meat"],
  bacon: ["meat"],
};

/** What a kind is replaced by in a dish's list and in its steps; undefined where the kind is simply left out. */
interface Swap {
  name: string;
  amount: (amount: string) => string;
  /** The ingredient's word in the steps and the words that stand in for it. */
  steps: readonly (readonly [RegExp, string])[];
}

const quantityOnly = (amount: string): string => amount.split(/,\s*/)[0]!;

/** The stand-in for `name` when `kind` is ruled out by `how` (a diet, or the ingredient named). */
function swapFor(kind: Kind, name: string, named: boolean): Swap | undefined {
  switch (kind) {
    case "egg":
      return {
        name: "Ground flaxseed",
        amount: (amount) => {
          const eggs = Number.parseInt(amount, 10) || 1;
          return `${eggs} tablespoon${eggs === 1 ? "" : "s"}, mixed with ${eggs * 3} tablespoons water`;
        },
        steps: [[/\beggs?(?: mixture)?\b/gi, "flaxseed mixture"]],
      };
    case "milk":
      return { name: "Oat milk", amount: (amount) => amount, steps: [[/\bmilk\b/gi, "oat milk"]] };
    case "butter":
      // "Without butter" rules out any butter; a dairy-free cook uses a vegan one.
      return named
        ? { name: "Vegetable oil", amount: quantityOnly, steps: [[/\b(?:melted )?butter\b/gi, "oil"], [/\bbuttered\b/gi, "oiled"]] }
        : { name: "Vegan butter", amount: (amount) => amount, steps: [[/\bbutter\b/gi, "vegan butter"], [/\bbuttered\b/gi, "oiled"]] };
    case "cheese": {
      // "Without cheese" leaves it out; a vegan dish has a dairy-free one.
      if (named) return undefined;
      const word = name.toLowerCase().replace(/\s+(?:cheese|romano)$/, "");
      return { name: `Vegan ${word}`, amount: (amount) => amount, steps: [[new RegExp(String.raw`\b${word}\b`, "gi"), `vegan ${word}`]] };
    }
    case "meat":
      return /beef/i.test(name)
        ? { name: "Cooked brown lentils", amount: () => "400 g", steps: [[/\b(?:ground )?beef\b/gi, "lentils"]] }
        : { name: "Smoked tofu", amount: (amount) => amount, steps: [[/\bguanciale\b|\bpancetta\b|\bbacon\b/gi, "smoked tofu"]] };
    case "gluten":
      return { name: `Gluten-free ${/flour/i.test(name) ? "flour blend" : name.toLowerCase()}`, amount: (amount) => amount, steps: [] };
  }
}

/**
 * `dish` without what `text` rules out, or `dish` itself when it rules out nothing the dish has.
 * @example adaptedDish(pancakes, "pancakes without eggs").ingredients.some(([name]) => /egg/i.test(name)) // false
 */
export function adaptedDish(dish: Dish, text: string): Dish {
  const head = text.slice(0, 400);
  const diets = RULED_OUT.filter(([pattern]) => pattern.test(head));
  const fromDiets = new Set(diets.flatMap(([, kinds]) => kinds));
  const named = [...head.matchAll(WITHOUT)]
    .flatMap((match) => (match[1] ?? match[2]!).toLowerCase().split(/,\s*|\s+/))
    .filter((word) => !NOT_AN_INGREDIENT.test(word));
  let { ingredients, steps } = dish;
  const left: string[] = [];
  /** What the title says is left out: the word the user wrote for a kind ("cheese"), else the ingredient's. */
  const leftInTitle = new Set<string>();
  const adapted: (readonly [string, string])[] = [];
  for (const [name, amount] of ingredients) {
    const kind = KINDS_OF.find(([, pattern]) => pattern.test(name))?.[0];
    const byWord = named.find((word) => namesIngredient(word, name, kind));
    const byName = byWord !== undefined;
    if (!byName && !(kind && fromDiets.has(kind))) {
      adapted.push([name, amount]);
      continue;
    }
    const swap = kind && swapFor(kind, name, byName);
    if (swap) {
      adapted.push([swap.name, swap.amount(amount)]);
      steps = steps.map((step) => swap.steps.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), step));
    } else {
      left.push(keyWord(name));
      // "Layer … finishing with sauce and cheese": the steps name a kind as well as its ingredients.
      if (kind === "cheese" && !left.includes("cheese")) left.push("cheese");
      const kindWord = byWord !== undefined && kind !== undefined && (byWord.replace(/(?:es|s)$/, "") === kind || KIND_WORDS[byWord]?.includes(kind));
      leftInTitle.add(kindWord ? byWord : keyWord(name));
    }
  }
  if (steps === dish.steps && left.length === 0 && adapted.every(([name], i) => name === ingredients[i]![0])) return dish;
  const before = steps;
  for (const word of left) steps = steps.flatMap((step) => withoutIngredient(step, word) ?? []);
  // An ingredient only a dropped step used ("Mix the ricotta with the egg") goes with it.
  const dropped = before.filter((step) => !steps.includes(step) && left.some((word) => new RegExp(String.raw`\b${word}`, "i").test(step)));
  ingredients = adapted.filter(([name]) => {
    const word = new RegExp(String.raw`\b${keyWord(name)}`, "i");
    return !dropped.some((step) => word.test(step)) || steps.some((step) => word.test(step));
  });
  return { title: titled(dish.title, diets.map(([, , word]) => word), [...leftInTitle]), ingredients, steps, serves: dish.serves, makes: dish.makes };
}

/** Whether a word after "without" names this ingredient: its name ("onions" → "Red onion"), or its kind ("eggs", "cheese"). */
function namesIngredient(word: string, name: string, kind: Kind | undefined): boolean {
  const singular = word.replace(/(?:es|s)$/, "");
  if (kind !== undefined && (word === kind || singular === kind || KIND_WORDS[word]?.includes(kind))) return true;
  return name
    .toLowerCase()
    .split(/\s+/)
    .some((part) => part === word || part.replace(/(?:es|s)$/, "") === singular);
}

/** "Vegan Fluffy Pancakes", "Guacamole without Cilantro": the title says what the recipe leaves out. */
function titled(title: string, diets: readonly string[], left: readonly string[]): string {
  // A vegan dish is also vegetarian, eggless and dairy-free: the title says vegan alone.
  const words = diets.includes("Vegan") ? diets.filter((word) => word === "Vegan" || word === "Gluten-Free") : diets;
  if (words.length > 0) return `${words.join(" ")} ${title}`;
  return left.length > 0 ? `${title} without ${left.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" or ")}` : title;
}

/** The word the steps call an ingredient by: the last of its name ("Red onion" → "onion"), a cheese's first ("Ricotta cheese" → "ricotta"). */
function keyWord(name: string): string {
  return name.toLowerCase().replace(/\s+(?:cheese|romano)$/, "").split(/\s+/).pop()!.replace(/s$/, "");
}

/**
 * `step` with the ingredient `word` taken out of its lists ("the onion, tomato, cilantro and
 * jalapeño" without cilantro is "the onion, tomato and jalapeño"), or undefined when the step is
 * about nothing else and goes.
 */
function withoutIngredient(step: string, word: string): string | undefined {
  // "the ricotta mixture" is the ricotta's too.
  const item = String.raw`(?:the )?(?:both )?${word}s?(?: mixture)?\b`;
  if (!new RegExp(String.raw`\b${word}`, "i").test(step)) return step;
  const rewritten = step
    // "…, tomato, cilantro and jalapeño" without jalapeño: the one before becomes the last.
    .replace(new RegExp(String.raw`, ((?:[^\s,]+ )?[^\s,]+) and ${item}`, "i"), " and $1")
    .replace(new RegExp(String.raw`, ${item}(?=,| and )`, "i"), "")
    .replace(new RegExp(String.raw`\s+with ${item}`, "i"), "")
    // "Fold in the onion, tomato…" without onion: "Fold in the tomato…".
    .replace(new RegExp(String.raw`(the )?(?:both )?${word}s?(?: mixture)?\b,\s*`, "i"), "$1")
    .replace(new RegExp(String.raw`(the )?(?:both )?${word}s?(?: mixture)?\b and `, "i"), "$1")
    .replace(new RegExp(String.raw` and ${item}`, "i"), "");
  return new RegExp(String.raw`\b${word}`, "i").test(rewritten) ? undefined : rewritten;
}
