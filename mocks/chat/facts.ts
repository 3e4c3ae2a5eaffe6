/**
 * Replies to the one-line questions that demos and smoke tests ask a model because the answer
 * is known: "What is the capital of France?" (LangChain's and many tutorials' first prompt),
 * "Pick a number between 1 and 10", "What's 15% of 80?", "Convert 10 km to miles", "Flip a
 * coin". The answer is right, or drawn from the request's seed where any answer is right.
 */
import type { Random } from "../data/random.ts";
import { sumsIn, sumValue } from "./arithmetic.ts";
import { truthReply, WORLD_WORDS } from "./truths.ts";
import { CAPITALS } from "./capitals.ts";


const CAPITAL = /^\s*(?:what(?:'s| is)|name|tell me)\s+the\s+capital(?:\s+city)?\s+of\s+(?:the\s+)?([\p{L} .]{2,40}?)\s*\??\s*$/iu;
const PICK_NUMBER = /^\s*(?:please\s+)?(?:pick|choose|give me|generate|think of)\s+(?:a\s+)?(?:random\s+)?(?:whole\s+)?number\s+(?:between|from)\s+(-?\d{1,9})\s+(?:and|to)\s+(-?\d{1,9})\s*[.!?]*\s*$/i;
const PERCENT_OF = /^\s*(?:what(?:'s|\s+is)\s+)?(\d{1,9}(?:\.\d{1,6})?)\s*%\s+of\s+(\d{1,12}(?:\.\d{1,6})?)\s*\??\s*$/i;
/** "Convert 10 km to miles", "What is 70 F in Celsius?" */
const CONVERT = /^\s*(?:please\s+)?(?:convert\s+|what(?:'s|\s+is)\s+)?(-?\d{1,9}(?:\.\d{1,6})?)\s*([a-z°]{1,11})\.?\s+(?:to|in|into)\s+([a-z°]{1,11})\s*\??\s*$/i;

/** Units a conversion reads: what they measure, their size in the base unit, their names. */
const UNITS: ReadonlyMap<string, { measures: string; size: number; one: string; many: string }> = new Map(
  [
    // key, what it measures, size in the base unit, one, many
    "km length 1000 kilometer kilometers",
    "mi length 1609.344 mile miles",
    "m length 1 meter meters",
    "ft length 0.3048 foot feet",
    "cm length 0.01 centimeter centimeters",
    "in length 0.0254 inch inches",
    "kg mass 1 kilogram kilograms",
    "lb mass 0.45359237 pound pounds",
    "l volume 1 liter liters",
    "gal volume 3.785411784 gallon gallons",
    "mm length 0.001 millimeter millimeters",
    "yd length 0.9144 yard yards",
    "g mass 0.001 gram grams",
    "oz mass 0.028349523125 ounce ounces",
    "ml volume 0.001 milliliter milliliters",
    // US customary kitchen measures, as American recipes (and most questions) mean them.
    "cup volume 0.2365882365 US_cup US_cups",
    "tbsp volume 0.01478676478125 tablespoon tablespoons",
    "tsp volume 0.00492892159375 teaspoon teaspoons",
    "floz volume 0.0295735295625 fluid_ounce fluid_ounces",
    "pt volume 0.473176473 US_pint US_pints",
    "qt volume 0.946352946 US_quart US_quarts",
    "s time 1 second seconds",
    "min time 60 minute minutes",
    "h time 3600 hour hours",
    "day time 86400 day days",
    "week time 604800 week weeks",
    "c temperature 1 degree_Celsius degrees_Celsius",
    "f temperature 1 degree_Fahrenheit degrees_Fahrenheit",
  ].map((row) => {
    const [key, measures, size, one, many] = row.split(" ") as [string, string, string, string, string];
    return [key, { measures, size: Number(size), one: one.replace("_", " "), many: many.replace("_", " ") }] as const;
  }),
);

/** The key of UNITS a written unit names ("kilometres" → km), if any. */
function unitOf(written: string): string | undefined {
  const word = written.toLowerCase().replace(/^°/, "");
  if (UNITS.has(word)) return word;
  for (const [key, unit] of UNITS) {
    const names = [unit.one, unit.many, unit.one.replace(/er$/, "re"), unit.many.replace(/ers$/, "res"), unit.one.split(" ").pop()!, unit.many.split(" ").pop()!];
    if (names.includes(word)) return key;
  }
  return UNIT_ALIASES.get(word);
}

/** Other ways units are written. */
const UNIT_ALIASES: ReadonlyMap<string, string> = new Map([
  ["lbs", "lb"],
  ["miles", "mi"],
  ["foot", "ft"],
  ["celsius", "c"],
  ["fahrenheit", "f"],
  ["sec", "s"],
  ["secs", "s"],
  ["mins", "min"],
  ["hr", "h"],
  ["hrs", "h"],
  ["ozs", "oz"],
  ["yds", "yd"],
  ["tbs", "tbsp"],
  ["tbsps", "tbsp"],
  ["tsps", "tsp"],
  ["mls", "ml"],
  ["pint", "pt"],
  ["pints", "pt"],
  ["quart", "qt"],
  ["quarts", "qt"],
]);

/**
 * Units as a question pairs them: ounces beside a cup, a pint or millilitres are fluid ounces
 * ("How many ounces in a cup?" → 8), not the ounces of a scale.
 */
function paired(from: string, to: string): [string, string] {
  const volume = (unit: string) => UNITS.get(unit)!.measures === "volume";
  if (from === "oz" && volume(to)) return ["floz", to];
  if (to === "oz" && volume(from)) return [from, "floz"];
  return [from, to];
}

/** `count` of `unit`, named in words: "6.21 miles", "1 mile". */
function quantity(count: number, unit: { one: string; many: string }): string {
  const shown = Number.isInteger(count) ? String(count) : String(Math.round(count * 100) / 100);
  return `${shown} ${shown === "1" ? unit.one : unit.many}`;
}

/** `amount` of unit `from` counted in unit `to`, or undefined when they do not measure the same thing. */
function convertedValue(amount: number, from: string, to: string): number | undefined {
  [from, to] = paired(from, to);
  const source = UNITS.get(from)!;
  const target = UNITS.get(to)!;
  if (source.measures !== target.measures || from === to) return undefined;
  if (source.measures === "temperature") return from === "c" ? (amount * 9) / 5 + 32 : ((amount - 32) * 5) / 9;
  return (amount * source.size) / target.size;
}

/** Whether `value` is shown exactly by two decimals. */
function isExact(value: number): boolean {
  return Number.isInteger(value) || Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
}

/** "10 kilometers is about 6.21 miles.", or undefined when the units do not measure the same thing. */
function converted(amount: number, from: string, to: string): string | undefined {
  const value = convertedValue(amount, from, to);
  if (value === undefined) return undefined;
  [from, to] = paired(from, to);
  return `${quantity(amount, UNITS.get(from)!)} is ${isExact(value) ? "" : "about "}${quantity(value, UNITS.get(to)!)}.`;
}

/** "There are 180 minutes in 3 hours.", "There are 5280 feet in a mile."; undefined for units of different things. */
function howManyReply(match: RegExpExecArray): string | undefined {
  const [asked, given] = [unitOf(match[1]!), unitOf(match[4]!)];
  if (!asked || !given) return undefined;
  const [from, to] = paired(given, asked);
  const amount = match[3] === undefined ? 1 : Number(match[3]);
  const value = convertedValue(amount, from, to);
  if (value === undefined) return undefined;
  const counted = quantity(value, UNITS.get(to)!);
  const source = UNITS.get(from)!;
  // "in a mile" when asked so; "in 3 hours" otherwise.
  const container = match[2] ? `${/^(?:[aeioAEIO]|[uU][a-z])/.test(source.one) ? "an" : "a"} ${source.one}` : quantity(amount, source);
  return `There ${counted.startsWith("1 ") ? "is" : "are"} ${isExact(value) ? "" : "about "}${counted} in ${container}.`;
}

/** "How many minutes in 3 hours?", "How many feet are in a mile?" */
const HOW_MANY = /^\s*how many\s+((?:fluid\s+)?[a-z]{1,11})\s+(?:are\s+)?(?:there\s+)?in\s+(?:(a|an|one)|(\d{1,9}(?:\.\d{1,6})?))\s+([a-z]{1,11})\s*\??\s*$/i;

/** What each question below has: a number, or the word of its subject. With truths.ts's `WORLD_WORDS`, the fact link's cues (known-replies.ts). */
const MAY_BE_FACT = /\d|capital|coin|roll|weigh|heavier|how many|earth|sun|moon|pluto|whale|tomato/i;
/** LangChain's structured-output example: "What weighs more a pound of bricks or a pound of feathers". */
const WEIGHS_MORE = /^\s*(?:what|which)(?: one)? (?:weighs more|is heavier)[,:]?\s+(a|an|one|\d+)\s+(pound|kilogram|kilo|kg|ton|tonne|ounce|gram)s? of ([\p{L} ]{2,20}?),? or (?:a|an|one|\d+)\s+\2s? of ([\p{L} ]{2,20}?)\s*[?.!]*\s*$/iu;
/** "What is the square root of 144?", "sqrt of 2", "cube root of 27" */
const ROOT = /^\s*(?:what(?:'s|\s+is)\s+)?(?:the\s+)?(square|cube)\s+root\s+of\s+(\d{1,12}(?:\.\d{1,6})?)\s*\??\s*$|^\s*(?:what(?:'s|\s+is)\s+)?sqrt\s*(?:of\s+|\()(\d{1,12}(?:\.\d{1,6})?)\)?\s*\??\s*$/i;
const COIN = /^\s*(?:please\s+)?(?:flip|toss)\s+a\s+coin\s*[.!?]*\s*$/i;
const DIE = /^\s*(?:please\s+)?roll\s+(?:a\s+)?(?:die|dice|d6)\s*[.!?]*\s*$/i;

/**
 * The answer to a question whose answer is known, or undefined.
 * @example factReply("What is the capital of France?", seededRandom(1)) // "The capital of France is Paris."
 */
export function factReply(prompt: string, random: Random): string | undefined {
  // Every reply asks: one scan turns away what none of the questions below can be.
  if (prompt.length > 64 || !(MAY_BE_FACT.test(prompt) || WORLD_WORDS.test(prompt))) return undefined;
  const capital = CAPITAL.exec(prompt);
  if (capital) {
    const country = capital[1]!.replace(/\.$/, "").trim();
    const city = CAPITALS.get(country.toLowerCase().replace(/\./g, ""));
    if (!city) return undefined;
    return `The capital of ${country.length <= 3 ? country.toUpperCase() : titleCase(country)} is ${city}${city.endsWith(".") ? "" : "."}`;
  }
  const pick = PICK_NUMBER.exec(prompt);
  if (pick) {
    const [low, high] = [Number(pick[1]), Number(pick[2])].sort((a, b) => a - b) as [number, number];
    return String(random.int(low, high));
  }
  const percent = PERCENT_OF.exec(prompt);
  if (percent) {
    const value = (Number(percent[1]) * Number(percent[2])) / 100;
    return `${percent[1]}% of ${percent[2]} is ${Math.round(value * 1e6) / 1e6}.`;
  }
  const conversion = CONVERT.exec(prompt);
  if (conversion) {
    const from = unitOf(conversion[2]!);
    const to = unitOf(conversion[3]!);
    if (from && to) return converted(Number(conversion[1]), from, to);
  }
  const howMany = HOW_MANY.exec(prompt);
  if (howMany) return howManyReply(howMany);
  const weighs = WEIGHS_MORE.exec(prompt);
  if (weighs) {
    const [amount, unit, first, second] = [weighs[1]!.toLowerCase(), weighs[2]!.toLowerCase(), weighs[3]!, weighs[4]!];
    const measure = /^\d+$/.test(amount) ? `${amount} ${unit}s` : `${amount} ${unit}`;
    return `They weigh the same: ${measure} of ${first} and ${measure} of ${second} are both ${measure}.`;
  }
  const root = ROOT.exec(prompt);
  if (root) {
    const [kind, number] = root[3] === undefined ? [root[1]!.toLowerCase(), root[2]!] : ["square", root[3]];
    const value = kind === "cube" ? Math.cbrt(Number(number)) : Math.sqrt(Number(number));
    const exact = Number.isInteger(value);
    return `The ${kind} root of ${number} is ${exact ? "" : "about "}${exact ? value : Math.round(value * 10_000) / 10_000}${exact ? `, since ${kind === "cube" ? `${value} × ${value} × ${value}` : `${value} × ${value}`} = ${number}` : ""}.`;
  }
  if (COIN.test(prompt)) return random.chance(0.5) ? "Heads." : "Tails.";
  if (DIE.test(prompt)) return `You rolled a ${random.int(1, 6)}.`;
  return truthReply(prompt);
}

/**
 * The number a question's answer is, when the mock can work it out: a percentage, a unit count
 * or conversion, a single sum ("What is 12 * 7?"). A document's `result` or `minutes` takes it.
 * @example computedValue("How many minutes in 3 hours?") // 180
 */
export function computedValue(prompt: string): number | undefined {
  if (prompt.length > 120 || !/\d|how many/i.test(prompt)) return undefined;
  const percent = PERCENT_OF.exec(prompt);
  if (percent) return (Number(percent[1]) * Number(percent[2])) / 100;
  const howMany = HOW_MANY.exec(prompt);
  const [to, from, amount] = howMany
    ? [unitOf(howMany[1]!), unitOf(howMany[4]!), howMany[3] === undefined ? 1 : Number(howMany[3])]
    : ((conversion) => (conversion ? [unitOf(conversion[3]!), unitOf(conversion[2]!), Number(conversion[1])] : []))(CONVERT.exec(prompt));
  if (to && from) return convertedValue(amount!, from, to);
  const sums = sumsIn(prompt);
  return sums.length === 1 ? sumValue(sums[0]!) : undefined;
}

/**
 * Whether `word` names a unit the mock converts ("minutes", "km"): a document field named so
 * holds the count the question asks for.
 */
export function isUnitWord(word: string): boolean {
  return unitOf(word) !== undefined;
}

/** "6 feet", "1.8 m", "3 hours": a quantity and its unit as written. */
const QUANTITY = /(\d{1,9}(?:\.\d{1,6})?)\s*([a-z°]{1,11})\b/gi;

/**
 * The first quantity `text` writes that measures what `unit` does, counted in `unit` and rounded
 * to two decimals ("Alan Smith is 6 feet tall", "meters" → 1.83), or undefined.
 * @example quantityIn("Alan Smith is 6 feet tall", "meters") // 1.83
 */
export function quantityIn(text: string, unit: string): number | undefined {
  const to = unitOf(unit);
  if (to === undefined || !/\d/.test(text)) return undefined;
  for (const match of text.slice(0, 600).matchAll(QUANTITY)) {
    const from = unitOf(match[2]!);
    if (from === undefined) continue;
    const value = from === to ? Number(match[1]) : convertedValue(Number(match[1]), from, to);
    if (value !== undefined) return Math.round(value * 100) / 100;
  }
  return undefined;
}

function titleCase(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => (word === "and" || word === "of" ? word : word.charAt(0).toUpperCase() + word.slice(1)));
}
