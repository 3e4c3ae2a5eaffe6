/**
 * The answer to a question that compares what several calls of one tool returned, said first as
 * a model answers it: "Which is higher right now, Apple or Microsoft stock?" after two quotes →
 * "Microsoft is higher: $415.10 against $227.48 for Apple."; "Is it warmer in Paris or Madrid?"
 * after two weather results → "Madrid is warmer: 19°C against 12°C in Paris."
 *
 * The question's comparative (higher, lower, cheaper, more expensive, warmer, colder, bigger,
 * smaller) names the direction and, for prices and temperatures, the field compared; "higher"
 * and "lower" compare the first number every result has. Each result is named by its company,
 * place or name, else by the call's first text argument. Nothing here throws.
 */
import { weatherReadingOf } from "./weather-verdicts.ts";
import { companyOf } from "./tickers.ts";
import { amountIn, type Call, fieldIn, fieldWords, formatNumber, isNumber, isRecord, listed, money, normalizedKey, oneLine, textIn } from "./result-words.ts";

type Kind = "price" | "temperature" | "any";

/** A comparative of the question: the word said, its superlative, which end it wants and what it compares. */
interface Comparative {
  cue: RegExp;
  word: string;
  most: string;
  highest: boolean;
  kind: Kind;
}

const COMPARATIVES: readonly Comparative[] = [
  { cue: /\b(?:more expensive|pricier|costlier)\b/, word: "more expensive", most: "most expensive", highest: true, kind: "price" },
  { cue: /\b(?:cheaper|less expensive)\b/, word: "cheaper", most: "cheapest", highest: false, kind: "price" },
  { cue: /\b(?:warmer|hotter)\b/, word: "warmer", most: "warmest", highest: true, kind: "temperature" },
  { cue: /\b(?:colder|cooler|chillier)\b/, word: "colder", most: "coldest", highest: false, kind: "temperature" },
  { cue: /\b(?:higher|worth more|bigger|larger|greater)\b/, word: "higher", most: "highest", highest: true, kind: "any" },
  { cue: /\b(?:lower|worth less|smaller)\b/, word: "lower", most: "lowest", highest: false, kind: "any" },
];
/** Fields of a price, as quotes and products write it. */
const PRICE_KEYS = ["price", "currentprice", "lastprice", "regularmarketprice", "marketprice", "close", "amount", "cost"];
const SYMBOL_KEYS = ["symbol", "ticker"];
const NAME_KEYS = ["name", "companyname", "company", "city", "location", "place", "country", "title", "product"];
const PLACE_KEYS = new Set(["city", "location", "place", "country", "town", "region"]);
/** Numbers that identify rather than measure: never compared. */
const ID_KEY = /(?:^|[^a-z])(?:id|ids)$|^(?:id|zip|zipcode|postcode|code|year|timestamp|time|date|lat|lon|lng|latitude|longitude)$/;
/** Results compared at most. */
const MAX_COMPARED = 8;

/** One result's reading: its name, the number compared and the words said. */
interface Reading {
  name: string;
  value: number;
  said: string;
  place: boolean;
}

/**
 * The sentence that answers the question's comparison from the results, or undefined when the
 * question compares nothing, fewer than two results are records of one tool, or they lack a
 * number to compare.
 * @example comparedAnswer([[quoteCall("AAPL"), { price: 227.48 }], [quoteCall("MSFT"), { price: 415.1 }]], "Which is higher, Apple or Microsoft?")
 * // "Microsoft is higher: $415.10 against $227.48 for Apple."
 */
export function comparedAnswer(results: readonly (readonly [Call | undefined, unknown])[], question: string): string | undefined {
  if (results.length < 2 || results.length > MAX_COMPARED) return undefined;
  const lower = question.slice(0, 500).toLowerCase();
  const comparative = COMPARATIVES.find((candidate) => candidate.cue.test(lower));
  if (comparative === undefined) return undefined;
  const name = results[0]![0]?.name;
  if (name === undefined || results.some(([call, value]) => call?.name !== name || !isRecord(value))) return undefined;
  const records = results.map(([call, value]) => [call!, value as Record<string, unknown>] as const);
  const kind = comparative.kind === "any" ? kindOf(records) : comparative.kind;
  const key = kind === "any" ? sharedNumberKey(records.map(([, record]) => record)) : undefined;
  const readings: Reading[] = [];
  for (const [call, record] of records) {
    const reading = readingOf(call, record, kind, key);
    if (reading === undefined) return undefined;
    readings.push(reading);
  }
  const best = comparative.highest ? Math.max(...readings.map((r) => r.value)) : Math.min(...readings.map((r) => r.value));
  const winners = readings.filter((reading) => reading.value === best);
  // A shared field is named: "Lyon has the higher population", not "Lyon is higher".
  const field = key === undefined ? undefined : fieldWords(key);
  const names = (list: readonly Reading[]) => listed(list.map((r) => r.name));
  if (winners.length === readings.length) return `${names(readings)} ${field === undefined ? "are the same" : `have the same ${field}`}, at ${readings[0]!.said}.`;
  if (winners.length > 1) return `${names(winners)} ${field === undefined ? "are" : "have"} the ${comparative.most}${field === undefined ? "" : ` ${field}`}, at ${winners[0]!.said}.`;
  const [winner] = winners;
  const has = (degree: string) => (field === undefined ? `is ${readings.length > 2 ? `the ${degree}` : degree}` : `has the ${degree} ${field}`);
  if (readings.length > 2) return `${winner!.name} ${has(comparative.most)}, at ${winner!.said}.`;
  const other = readings.find((reading) => reading !== winner)!;
  return `${winner!.name} ${has(comparative.word)}: ${winner!.said} against ${other.said} ${other.place ? "in" : "for"} ${other.name}.`;
}

/** What "higher" compares in these records: the temperature of weather results, the price of quotes, else any number they share. */
function kindOf(records: readonly (readonly [Call, Record<string, unknown>])[]): Kind {
  const [call, record] = records[0]!;
  if (weatherReadingOf(normalizedFields(record), Object.fromEntries(call.args)).temperature !== undefined) return "temperature";
  return fieldIn(record, PRICE_KEYS) !== undefined && isNumber(amountIn(fieldIn(record, PRICE_KEYS)!.value)) ? "price" : "any";
}

/** The first field every record holds a number in, ids and dates aside. */
function sharedNumberKey(records: readonly Record<string, unknown>[]): string | undefined {
  for (const key of Object.keys(records[0]!).slice(0, 40)) {
    if (ID_KEY.test(normalizedKey(key)) || ID_KEY.test(key.toLowerCase())) continue;
    if (records.every((record) => Object.hasOwn(record, key) && isNumber(record[key]))) return key;
  }
  return undefined;
}

/** A result's name, value and words, by `kind`; undefined when it lacks what is compared. */
function readingOf(call: Call, record: Record<string, unknown>, kind: Kind, key: string | undefined): Reading | undefined {
  const { name, place } = nameOf(call, record);
  if (name === undefined) return undefined;
  if (kind === "temperature") {
    const temperature = weatherReadingOf(normalizedFields(record), Object.fromEntries(call.args)).temperature;
    return temperature === undefined ? undefined : { name, value: temperature.celsius, said: temperature.text, place };
  }
  if (kind === "price") {
    const price = amountIn(fieldIn(record, PRICE_KEYS)?.value);
    const currency = textIn(record, ["currency", "currencycode"], 10) ?? (textIn(record, SYMBOL_KEYS, 12) !== undefined ? "USD" : undefined);
    return price === undefined ? undefined : { name, value: price, said: money(price, currency), place };
  }
  const value = key === undefined ? undefined : record[key];
  // Large counts grouped as a model writes them: 2,100,000.
  return isNumber(value) ? { name, value, said: Number.isInteger(value) && Math.abs(value) >= 10_000 ? value.toLocaleString("en-US") : formatNumber(value), place } : undefined;
}

/** What a result is about: a company by its name or ticker, a place, a name; else the call's first text argument. */
function nameOf(call: Call, record: Record<string, unknown>): { name: string | undefined; place: boolean } {
  const symbol = textIn(record, SYMBOL_KEYS, 12) ?? textArgument(call, ["ticker", "symbol"]);
  const company = textIn(record, ["companyname", "company", "shortname"], 60) ?? (symbol === undefined ? undefined : companyOf(symbol.toUpperCase()));
  if (company !== undefined) return { name: company, place: false };
  const named = fieldIn(record, NAME_KEYS);
  if (typeof named?.value === "string" && named.value.trim() !== "") return { name: oneLine(named.value, 60), place: PLACE_KEYS.has(normalizedKey(named.key)) };
  for (const [argKey, value] of call.args) {
    if (typeof value === "string" && value.trim() !== "") return { name: oneLine(value, 60), place: PLACE_KEYS.has(normalizedKey(argKey)) };
  }
  return { name: symbol, place: false };
}

function textArgument(call: Call, keys: readonly string[]): string | undefined {
  for (const [key, value] of call.args) if (keys.includes(normalizedKey(key)) && typeof value === "string" && value.trim() !== "") return oneLine(value, 12);
  return undefined;
}

const normalizedFields = (record: Record<string, unknown>): Map<string, unknown> => new Map(Object.entries(record).map(([key, value]) => [key.toLowerCase().replace(/[^a-z]/g, ""), value]));
