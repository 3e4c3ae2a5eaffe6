/**
 * A fair price range for a thing the user names ("What's a fair price range for a used 2018
 * Honda Civic?", "a 2020 MacBook Air") in a structured output's bounds (`min_price` and
 * `max_price`, `price_low` and `price_high`, a `price_range` of `min` and `max`) and its
 * `currency`: the faker and the prompt's numbers gave a range of 34.99 to 2018, the car's year.
 * A model gives thousands of dollars for a used car and hundreds for an old laptop; so does this,
 * from a designed estimate: a typical new price for the kind of thing, kept down by a share for
 * every year of its age. The figures are the mock's own rough estimates, not market data.
 */
import { boundOf } from "./number-ranges.ts";
import { normalisedKey, numberHead, wordsOf } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** A kind of thing with a price: what names it, a typical new price (USD), the share of its value kept each year, and its age when "used" with no year. */
interface Priced {
  names: RegExp;
  newPrice: number;
  keptPerYear: number;
  usedAge: number;
}

/** Car makes whose everyday models sell new at about $30,000 (designed, rough). */
const MAINSTREAM_MAKES = /\b(?:honda|toyota|ford|chevrolet|chevy|nissan|hyundai|kia|mazda|subaru|volkswagen|vw|jeep|dodge|ram|gmc|buick|chrysler|mitsubishi)\b/i;
/** Premium makes, about $50,000 new (designed, rough). */
const PREMIUM_MAKES = /\b(?:bmw|mercedes(?:-benz)?|audi|lexus|acura|infiniti|volvo|cadillac|lincoln|genesis|tesla|land rover|jaguar)\b/i;

/** The kinds, most specific first. */
const KINDS: readonly Priced[] = [
  { names: PREMIUM_MAKES, newPrice: 50_000, keptPerYear: 0.88, usedAge: 4 },
  { names: MAINSTREAM_MAKES, newPrice: 30_000, keptPerYear: 0.9, usedAge: 4 },
  { names: /\bmacbook pro\b/i, newPrice: 1_999, keptPerYear: 0.85, usedAge: 2 },
  { names: /\bmacbook(?: air)?\b/i, newPrice: 999, keptPerYear: 0.85, usedAge: 2 },
  { names: /\biphone\b|\bgalaxy s\d|\bpixel \d/i, newPrice: 799, keptPerYear: 0.75, usedAge: 2 },
  { names: /\bipad\b/i, newPrice: 499, keptPerYear: 0.8, usedAge: 2 },
  { names: /\b(?:laptop|notebook|thinkpad|xps|surface)\b/i, newPrice: 900, keptPerYear: 0.8, usedAge: 2 },
  { names: /\b(?:playstation|ps5|xbox)\b/i, newPrice: 499, keptPerYear: 0.85, usedAge: 2 },
];

/** The year the estimates are of (designed: a fixed year, so an answer never changes with the clock). */
const PRICES_OF = 2025;

/** What the prompt asks: a price, a cost, a thing's worth. */
const ASKS_PRICE = /\b(?:price|prices|priced|cost|costs|worth|value|pay|paying|budget|sell(?:ing)? for|go(?:es)? for)\b/i;
/** Money words of a bound's name: `min_price`, `low_estimate`, `max_cost`. */
const MONEY_WORDS: ReadonlySet<string> = new Set(["price", "cost", "value", "amount", "budget", "estimate", "offer", "valuation"]);
/** Heads of a single estimate's name beside a range or alone: `estimated_price`, `fair_value`, `price`. */
const ESTIMATES: ReadonlySet<string> = new Set(["price", "cost", "value", "worth", "estimate", "valuation"]);
/** An ask of a used thing's worth: a model year, "used", "worth". */
const USED_ASK = /\b(?:used|second-?hand|pre-?owned|refurbished|worth|resale|trade-?in|19[5-9]\d|20[0-4]\d)\b/i;
/** Names of an object that holds a range's `min` and `max`: `price_range`, `estimated_price`. */
const RANGE_HOLDERS: ReadonlySet<string> = new Set(["range", "price", "cost", "value", "estimate", "pricerange"]);

/**
 * The fair price range of the thing a prompt names, in whole dollars, or undefined when it names
 * nothing this knows or asks in another currency.
 * @example priceRangeOf("What's a fair price range for a used 2018 Honda Civic?") // { min: 12000, max: 16500, currency: "USD" }
 */
export function priceRangeOf(prompt: string): { min: number; max: number; currency: string } | undefined {
  const text = prompt.slice(0, 600);
  if (!ASKS_PRICE.test(text) || /€|£|\b(?:eur|euros?|gbp|pounds? sterling|yen|rupees?)\b/i.test(text)) return undefined;
  const kind = KINDS.find((candidate) => candidate.names.test(text));
  if (kind === undefined) return undefined;
  // "a 2018 Honda Civic": the year just before the make or model; else "used" is a few years old.
  const year = /\b(19[5-9]\d|20[0-4]\d)\b/.exec(text)?.[1];
  const age = year !== undefined ? Math.max(0, PRICES_OF - Number(year)) : /\b(?:used|second-?hand|pre-?owned|refurbished|old)\b/i.test(text) ? kind.usedAge : 0;
  const value = Math.max(kind.newPrice * kind.keptPerYear ** age, kind.newPrice * 0.08);
  const step = value >= 5_000 ? 500 : value >= 1_000 ? 50 : 10;
  const min = Math.max(step, Math.round((value * 0.85) / step) * step);
  return { min, max: Math.max(min + step, Math.round((value * 1.15) / step) * step), currency: "USD" };
}

/** A bound's side when its name is a money range's (`min_price`, `price_high`), or a bare `min`/`max` in a range's object. */
function sideOf(key: string, inRange: boolean): "min" | "max" | undefined {
  const bound = boundOf(key);
  if (bound) return wordsOf(bound[1]).some((word) => MONEY_WORDS.has(word)) ? bound[0] : undefined;
  if (!inRange) return undefined;
  const normal = normalisedKey(key);
  return /^(?:min|minimum|low|lower|from)$/.test(normal) ? "min" : /^(?:max|maximum|high|upper|to)$/.test(normal) ? "max" : undefined;
}

/**
 * `document` with the fair price range of the thing the prompt names in its bounds and currency,
 * where `validate` accepts it, or the range's middle in a lone price of a used thing; the document
 * itself when it has neither or the thing is unknown.
 * @example withPriceRange({ min_price: 34.99, max_price: 2018, currency: "USD" }, "Fair price range for a used 2018 Honda Civic?", check) // { min_price: 12000, max_price: 16500, currency: "USD" }
 */
export function withPriceRange(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !ASKS_PRICE.test(prompt)) return document;
  const root = document as Json;
  // The bounds at the top, or in a `price_range` object.
  const nested = Object.entries(root).find(([key, value]) => value !== null && typeof value === "object" && !Array.isArray(value) && wordsOf(key).some((word) => RANGE_HOLDERS.has(word)))?.[0];
  const holders: [Json, boolean][] = [[root, false], ...(nested === undefined ? [] : [[root[nested] as Json, true] as [Json, boolean]])];
  const sites = holders.flatMap(([holder, inRange]) => Object.entries(holder).flatMap(([key, value]) => (typeof value === "number" && sideOf(key, inRange) ? [[holder, key, sideOf(key, inRange)!] as const] : [])));
  const ranged = sites.some(([, , side]) => side === "min") && sites.some(([, , side]) => side === "max");
  // A lone price of a used thing ("How much is a used 2017 Ford F-150 worth?"), which states no price: not the 150 of its name.
  const lone = !ranged && USED_ASK.test(prompt) && !/[$€£]\s?\d|\d\s?(?:usd|dollars)\b/i.test(prompt);
  if (!ranged && !lone) return document;
  const range = priceRangeOf(prompt);
  if (range === undefined) return document;
  const copy = structuredClone(root);
  const into = (holder: Json) => (holder === root ? copy : (copy[nested!] as Json));
  for (const [holder, key, side] of sites) into(holder)[key] = range[side];
  if (!validate(copy)) return document;
  // Its currency, and a single estimate beside the bounds (`estimated_price`): the range's middle.
  for (const [holder] of holders) {
    for (const [key, value] of Object.entries(holder)) {
      const target = into(holder);
      const before = target[key];
      if (typeof value === "string" && /^(?:currency|currencycode)$/.test(normalisedKey(key))) target[key] = range.currency;
      else if (typeof value === "number" && sideOf(key, holder !== root) === undefined && ESTIMATES.has(numberHead(key))) target[key] = Math.round((range.min + range.max) / 2);
      else continue;
      if (!validate(copy)) target[key] = before;
    }
  }
  return copy;
}
