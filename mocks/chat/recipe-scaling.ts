/**
 * A recipe the mock gave, scaled: "Make it for 8 people", "Double it", "Halve the recipe", "What
 * if I'm cooking for 2?" after "Give me a recipe for pancakes" (revisions.ts). A model answers
 * with the same recipe, every amount multiplied and rounded the way a cook would (grams to a
 * round number, spoons to a quarter, eggs to a whole one), the "Serves" line updated and a word on
 * pans and cooking times; without this the chain reads "Double it" as a subject to talk about.
 * It works on the previous answer's text, so a vegan or eggless version is scaled as given.
 */

/** The counts a follow-up writes as words. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50,
};
const COUNT = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)`;
const LEAD = String.raw`^\s*(?:(?:ok(?:ay)?|great|thanks|thank you|nice|cool|perfect|looks good|yum)[,.!]*\s+)*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:now\s+)?`;
const TAIL = String.raw`(?:\s+instead)?(?:\s*,?\s*(?:please|pls|thanks|thank you))?\s*[.!?]*\s*$`;
const IT = String.raw`(?:it|that|this|the\s+(?:recipe|amounts|quantities|ingredients))`;
const WHO = String.raw`(?:people|persons|guests|servings|portions|adults|of\s+us|kids|children|friends|serves)`;

/** "Make it for 8 people", "for 8 people", "Scale it to 8 servings", "What if I'm cooking for 2?", "I need it to serve 12", "8 servings please". */
const FOR_PEOPLE = new RegExp(
  String.raw`${LEAD}(?:(?:(?:make|scale|adjust|change|adapt|convert|resize|redo|do|rewrite|recalculate)\s+${IT}\s+(?:up\s+|down\s+)?(?:for|to|to\s+serve|so\s+it\s+serves)\s+|(?:what\s+if|and\s+if)\s+(?:i(?:'m|\s+am)|we(?:'re|\s+are))\s+(?:cooking|making\s+it|baking|feeding|serving)\s+(?:for\s+)?|i(?:'m|\s+am)\s+(?:cooking|baking|feeding|serving)\s+(?:for\s+)?|(?:i|we)\s+(?:need|want)\s+(?:it\s+)?(?:for|to\s+(?:feed|serve))\s+|(?:and\s+|but\s+|now\s+)?for\s+|(?:and\s+|but\s+)?to\s+serve\s+|(?:it\s+)?serves?\s+|there\s+(?:are|will\s+be)\s+)${COUNT}(?:\s+${WHO})?|${COUNT}\s+${WHO})${TAIL}`,
  "i",
);
/** "Double it", "Halve the recipe", "Triple it", "Make half", "Cut it in half", "Make twice as much", "A double batch". */
const BY_FACTOR = new RegExp(
  String.raw`${LEAD}(?:(double|triple|quadruple|halve|half)\s+${IT}|(?:make|do|give\s+me)\s+(?:a\s+)?(double|triple|half)(?:\s+(?:batch|portion|the\s+(?:recipe|amounts)|of\s+${IT}|it))?|(?:cut|reduce)\s+${IT}\s+(?:in|by)\s+half|(?:make|cook|bake)\s+(twice|three\s+times|half)\s+as\s+much|(?:a\s+)?(double|triple|half)\s+(?:batch|portion|recipe)|(double|triple|halve)\s+(?:the\s+)?(?:portions?|servings?|batch))${TAIL}`,
  "i",
);

/** How much to scale by, from a request: a target count of people or a factor; undefined when `prompt` is no such request. */
export function scaleAsked(prompt: string): { people: number } | { factor: number } | undefined {
  if (prompt.length > 80) return undefined;
  const factor = BY_FACTOR.exec(prompt);
  if (factor) {
    const word = (factor[1] ?? factor[2] ?? factor[3] ?? factor[4] ?? factor[5] ?? "cut").toLowerCase();
    return { factor: /^(?:double|twice)/.test(word) ? 2 : /^(?:triple|three)/.test(word) ? 3 : word === "quadruple" ? 4 : 0.5 };
  }
  const people = FOR_PEOPLE.exec(prompt);
  if (!people) return undefined;
  const said = (people[1] ?? people[2])!.toLowerCase();
  const count = NUMBER_WORDS[said] ?? Number(said);
  return count >= 1 && count <= 200 ? { people: count } : undefined;
}

/** "Serves 4 (makes about 10 pancakes)." */
const SERVES = /^Serves (\d+)(?: \(makes about (\d+) ([^)]+)\))?\.$/m;
/** A quantity as recipes write it: "200", "1/2", "1 1/2", "0.5". */
const QUANTITY = String.raw`(\d+\s+\d\/\d|\d\/\d|\d+(?:\.\d+)?)`;
/** The units a quantity can have, and how each is rounded. */
const UNIT = String.raw`(g|kg|ml|l|tablespoons?|teaspoons?|tbsp|tsp|cups?|cloves?|sheets?|slices?|pinch(?:es)?|cans?|sticks?)`;
const MEASURED = new RegExp(String.raw`${QUANTITY}\s+${UNIT}\b`, "g");
/** An ingredient line that starts with a count of things: "- 2 eggs", "- 1 onion, chopped". */
const COUNTED = new RegExp(String.raw`^-\s+${QUANTITY}\s+(?!${UNIT.replace("(", "(?:")}\b)([^,\n]+)`);

/**
 * The recipe in `answer` scaled as `asked` says, or undefined when the answer holds no recipe
 * (no **Ingredients**) or a count of people is asked of a recipe that says none it serves.
 */
export function scaledRecipe(answer: string, asked: { people: number } | { factor: number }): string | undefined {
  const start = answer.indexOf("**Ingredients**");
  if (start < 0) return undefined;
  const title = /^##\s+.+$/m.exec(answer);
  const served = SERVES.exec(answer);
  const serves = served ? Number(served[1]) : undefined;
  if ("people" in asked && serves === undefined) return undefined;
  const factor = "people" in asked ? asked.people / serves! : asked.factor;
  if (factor === 1) return `That recipe already serves ${serves}, so the amounts stay as they are.`;
  const section = answer.slice(start);
  const end = section.search(/\n\s*\n\*\*(?!Ingredients)/);
  const ingredients = (end < 0 ? section : section.slice(0, end)).split("\n").map((line) => (line.startsWith("- ") ? scaledLine(line, factor) : line)).join("\n");
  const newServes = serves === undefined ? undefined : Math.round(serves * factor * 10) / 10;
  const servesLine = newServes === undefined ? "" : `Serves ${format(newServes)}${served![2] === undefined ? "" : ` (makes about ${Math.round(Number(served![2]) * factor)} ${served![3]})`}.\n\n`;
  const steps = end < 0 ? "" : section.slice(end).trim().replace(/\n\s*\nEnjoy!\s*$/, "");
  const how = factor === 2 ? "doubled" : factor === 3 ? "tripled" : factor === 0.5 ? "halved" : `${format(Math.round(factor * 100) / 100)} times the amounts`;
  const lead = "people" in asked ? `Here it is for ${asked.people} ${asked.people === 1 ? "person" : "people"} (${how}${factor === 2 || factor === 3 || factor === 0.5 ? " from the original" : ""}):` : `Here's the recipe ${how}:`;
  const note =
    factor > 1
      ? "The steps stay the same: use a bigger bowl, and a larger dish or a second pan (or cook in batches); the cooking time per batch doesn't change."
      : "The steps stay the same: a smaller pan or dish works, and it may be done a few minutes sooner, so start checking early.";
  return [lead, title ? title[0] : undefined, `${servesLine}${ingredients}`.trim(), steps === "" ? undefined : steps, note].filter((part) => part !== undefined).join("\n\n");
}

/** One ingredient line with its amounts multiplied by `factor`. */
function scaledLine(line: string, factor: number): string {
  if (/\bto taste\b/i.test(line) && !/\d/.test(line)) return line;
  const counted = COUNTED.exec(line);
  if (counted) {
    const amount = roundCount(quantityOf(counted[1]!) * factor, /\beggs?\b|sheets?/i.test(counted[2]!));
    const rest = line.slice(counted[0].length);
    return `- ${format(amount)} ${numbered(counted[2]!.trim(), amount)}${rest}`;
  }
  return line.replace(MEASURED, (_, quantity: string, unit: string) => {
    const amount = roundMeasured(quantityOf(quantity) * factor, unit);
    return `${format(amount)} ${numbered(unit, amount)}`;
  });
}

/** A quantity as recipes write it, as a number: "1 1/2" → 1.5, "1/2" → 0.5, "200" → 200. */
export function quantityOf(quantity: string): number {
  const mixed = /^(\d+)\s+(\d)\/(\d)$/.exec(quantity);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d)\/(\d)$/.exec(quantity);
  return fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(quantity);
}

/** Grams and millilitres to a round number (5 under 100, 10 above, 25 above 500); spoons and cups to a quarter; cloves, sheets and pinches whole. */
function roundMeasured(amount: number, unit: string): number {
  if (/^(?:g|ml)$/i.test(unit)) return amount < 10 ? Math.max(1, Math.round(amount)) : amount < 100 ? Math.round(amount / 5) * 5 : amount <= 500 ? Math.round(amount / 10) * 10 : Math.round(amount / 25) * 25;
  if (/^(?:kg|l)$/i.test(unit)) return Math.round(amount * 10) / 10;
  if (/^(?:cloves?|sheets?|pinch|slices?|cans?)/i.test(unit)) return Math.max(1, Math.round(amount));
  return Math.max(0.25, Math.round(amount * 4) / 4);
}

/** Eggs and sheets whole (at least one); other things to a half. */
function roundCount(amount: number, whole: boolean): number {
  return whole ? Math.max(1, Math.round(amount)) : Math.max(0.5, Math.round(amount * 2) / 2);
}

/** 0.5 → "1/2", 1.5 → "1 1/2", 2.25 → "2 1/4". */
function format(amount: number): string {
  const whole = Math.floor(amount);
  const part = Math.round((amount - whole) * 100) / 100;
  const fraction = part === 0.25 ? "1/4" : part === 0.5 ? "1/2" : part === 0.75 ? "3/4" : part === 0 ? "" : String(part).replace(/^0/, "");
  if (fraction === "") return String(whole);
  if (!fraction.startsWith("1/") && !fraction.startsWith("3/")) return String(amount);
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** A unit or a thing's name in the number its amount takes: "1 tablespoon", "2 tablespoons", "1 egg", "3 tomatoes". */
function numbered(word: string, amount: number): string {
  if (/^(?:g|kg|ml|l|tbsp|tsp)$/i.test(word)) return word;
  const plural = amount > 1;
  const words = word.split(" ");
  const last = words.at(-1)!;
  let changed = last;
  if (plural && !/s$/i.test(last)) changed = /^(?:tomato|potato)$/i.test(last) ? `${last}es` : /(?:ch|sh)$/i.test(last) ? `${last}es` : `${last}s`;
  if (!plural && /s$/i.test(last)) changed = /(?:toes|ches|shes)$/i.test(last) ? last.slice(0, -2) : last.slice(0, -1);
  return [...words.slice(0, -1), changed].join(" ");
}
