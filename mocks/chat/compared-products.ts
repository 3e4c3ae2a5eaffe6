/**
 * A comparison as a structured output ("Compare the iPhone 15 and the Pixel 8" with `{products:
 * [{name, pros, cons, price}], winner}`): the faker and the sample catalogue listed three
 * unrelated products ("Wireless Bluetooth Earbuds") with sentences about "the Pixel" as pros,
 * and a winner of "Pixel". A model lists the things compared (two, or more: "React vs Vue vs
 * Svelte vs Angular"), in the order asked, with pros and cons of each (phones and laptops the
 * mock knows by their maker, frameworks, languages, databases, clouds and cars from
 * compared-options.ts; anything else honest points about weighing it), their price where it
 * knows one, and a winner that is one of them.
 *
 * Runs on the finished document, only when it has a top-level list of objects with a name and
 * the prompt compares things (comparisons.ts reads a pair, compared-options.ts more); the change is kept only where the
 * caller's schema accepts it.
 */
import { hashSeed } from "../data/random.ts";
import { normalisedKey } from "./property-kinds.ts";
import { comparedSides } from "./comparisons.ts";
import { comparedMany, OPTION_LINES, type Line } from "./compared-options.ts";

type Json = Record<string, unknown>;

const NAME_KEYS: ReadonlySet<string> = new Set(["name", "title", "product", "productname", "model", "option"]);
const PROS_KEYS: ReadonlySet<string> = new Set(["pros", "pro", "strengths", "advantages", "benefits", "upsides"]);
const CONS_KEYS: ReadonlySet<string> = new Set(["cons", "con", "weaknesses", "disadvantages", "drawbacks", "downsides"]);
const PRICE_KEYS: ReadonlySet<string> = new Set(["price", "priceusd", "cost", "launchprice", "startingprice"]);
const WINNER_KEYS: ReadonlySet<string> = new Set(["winner", "recommendation", "recommended", "best", "bestchoice", "pick", "verdict", "overallwinner"]);

/** What the mock knows of a maker's line: pros, cons, and launch prices in US dollars by model. */
const DEVICE_LINES: readonly Line[] = [
  {
    names: /\biphone\b/i,
    pros: ["Polished iOS with years of software updates", "Excellent video recording", "Works seamlessly with other Apple devices"],
    cons: ["Costs more than many Android rivals", "Less room to customise than Android", "Slower charging than some Android phones"],
    prices: [[/\b15\s+pro\s+max\b/i, 1199], [/\b15\s+pro\b/i, 999], [/\b15\s+plus\b/i, 899], [/\b15\b/i, 799], [/\b16\s+pro\b/i, 999], [/\b16\b/i, 799], [/\b14\b/i, 799]],
  },
  {
    names: /\bpixel\b/i,
    pros: ["Clean Android with seven years of updates", "Excellent point-and-shoot camera", "Useful on-device AI features"],
    cons: ["Tensor chip runs warmer than rivals under load", "Average battery life", "Fewer accessories than for iPhones"],
    prices: [[/\b8\s+pro\b/i, 999], [/\b8a\b/i, 499], [/\b8\b/i, 699], [/\b9\s+pro\b/i, 999], [/\b9\b/i, 799], [/\b7\b/i, 599]],
  },
  {
    names: /\bgalaxy\b|\bsamsung\b/i,
    pros: ["Bright, sharp display", "Versatile cameras with zoom", "Seven years of updates on recent flagships"],
    cons: ["Some preinstalled apps you may not want", "High launch price", "Slower charging than some rivals"],
    prices: [[/\bs24\s+ultra\b/i, 1299], [/\bs24\+/i, 999], [/\bs24\b/i, 799], [/\bs23\b/i, 799]],
  },
  {
    names: /\bmacbook\b/i,
    pros: ["Long battery life", "Fast, quiet Apple silicon", "Excellent build and trackpad"],
    cons: ["Expensive upgrades for memory and storage", "Few ports", "Some games and Windows software do not run"],
    prices: [[/\bair\b/i, 999], [/\bpro\b/i, 1599]],
  },
  {
    names: /\bxps\b|\bdell\b|\bthinkpad\b|\blenovo\b|\bsurface\b/i,
    pros: ["Runs Windows and all its software", "Good keyboard and build", "Many configurations to choose from"],
    cons: ["Shorter battery life than a MacBook Air", "Fans can get loud under load", "Preinstalled software to clear out"],
    prices: [[/\bxps\s+13\b/i, 999], [/\bxps\s+15\b/i, 1499]],
  },
];

/** Phones and laptops by their maker, then frameworks, languages, databases, clouds and cars (compared-options.ts). */
const LINES: readonly Line[] = [...DEVICE_LINES, ...OPTION_LINES];

/** Points about weighing a thing the mock knows nothing of: true of any, invented for none. */
function genericPoints(name: string, other: string): { pros: string[]; cons: string[] } {
  return {
    pros: [`Widely reviewed, so its strengths are easy to check`, `A good fit if its features match what you need most`],
    cons: [`Price and value against ${other} depend on the model and the deal`, `Check that ${name} has the features you rely on before buying`],
  };
}

/**
 * `document` with its list of compared things written as the two the prompt compares, where
 * `validate` accepts it; the document itself when the prompt compares nothing.
 * @example withComparedProducts({ products: [{ name: "Wireless Earbuds", pros: ["…"], cons: ["…"], price: 59.99 }], winner: "Pixel" }, "Compare the iPhone 15 and the Pixel 8", check)
 * // { products: [{ name: "iPhone 15", pros: ["Polished iOS …", …], cons: […], price: 799 }, { name: "Pixel 8", …, price: 699 }], winner: "iPhone 15" }
 */
export function withComparedProducts(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  // The cue: a top-level list of named objects; most documents have none and never read the prompt.
  const listKey = Object.keys(document).find((key) => {
    const value = (document as Json)[key];
    return Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === "object" && !Array.isArray(item) && Object.keys(item).some((name) => NAME_KEYS.has(normalisedKey(name))));
  });
  if (listKey === undefined) return document;
  const sides = comparedMany(text) ?? comparedSides(text);
  if (!sides) return document;
  const copy = structuredClone(document) as Json;
  const list = copy[listKey] as Json[];
  const written = (unpriced: boolean) => sides.map((name, i) => record(list[i] ?? list[0]!, name, sides.length === 2 ? sides[1 - i]! : "the alternatives", unpriced));
  copy[listKey] = written(true);
  const winnerKey = Object.keys(copy).find((key) => WINNER_KEYS.has(normalisedKey(key)) && typeof copy[key] === "string");
  if (winnerKey !== undefined) copy[winnerKey] = sides[hashSeed("winner", text) % sides.length]!;
  if (validate(copy)) return copy;
  // A required price stays the faker's rather than the whole comparison being lost.
  copy[listKey] = written(false);
  return validate(copy) ? copy : document;
}

/** A record of `name` in the form of `template`: its name, pros, cons and price (none when `unpriced` and the mock knows it has none). */
function record(template: Json, name: string, other: string, unpriced: boolean): Json {
  const line = LINES.find((candidate) => candidate.names.test(name));
  const points = line ? { pros: [...line.pros], cons: [...line.cons] } : genericPoints(name, other);
  const price = line?.prices?.find(([model]) => model.test(name))?.[1];
  const written: Json = {};
  for (const [key, value] of Object.entries(template)) {
    const normal = normalisedKey(key);
    if (NAME_KEYS.has(normal) && typeof value === "string") written[key] = name;
    else if (PROS_KEYS.has(normal) && Array.isArray(value)) written[key] = points.pros;
    else if (CONS_KEYS.has(normal) && Array.isArray(value)) written[key] = points.cons;
    else if (PRICE_KEYS.has(normal) && typeof value === "number" && price !== undefined) written[key] = price;
    // A known thing without a price (a cloud, MongoDB's tiers) gets no made-up one where the schema lets it go.
    else if (PRICE_KEYS.has(normal) && unpriced && line !== undefined && price === undefined) continue;
    else written[key] = structuredClone(value);
  }
  return written;
}
