/**
 * The temperatures of a weather report or forecast as a structured output ("Give me a 3-day
 * forecast for Paris in July" with `{ days: [{ day, high, low, temp_c, temp_f, condition }] }`):
 * the faker wrote a high of 3 beside a low of 816.83 and a `temp_f` that was no conversion of
 * `temp_c`. A model writes the days of one place and season: highs near the city's usual for
 * the month asked (city-climates.ts; a temperate city's for a place it does not know, the middle
 * of the year for no month), each low below its high, a day's temperature between them, and
 * every °F the same temperature as its °C (°F = °C × 9/5 + 32). weather-documents.ts then fits
 * the conditions to these temperatures.
 *
 * Runs on the finished document when the prompt is about the weather or a report names its
 * conditions: an object with temperature fields at the top, one level down, or in a list of days
 * (the list's items are successive days). Never on a tool call's arguments (a thermostat's 21 is
 * the user's); a change is kept only where the caller's schema accepts it.
 */
import { hashSeed } from "../data/random.ts";
import { normalisedKey } from "./property-kinds.ts";
import { withChangesKept, type RecordChange } from "./kept-changes.ts";
import { CITY_CLIMATES, TEMPERATE, highIn, type Climate } from "./city-climates.ts";

type Json = Record<string, unknown>;
type Role = "temp" | "high" | "low";
type Unit = "c" | "f" | undefined;

/** Normalised keys of a report's temperatures: what each is, and its unit when the key says it. */
const KEYS: ReadonlyMap<string, readonly [Role, Unit]> = new Map<string, readonly [Role, Unit]>([
  ...["temperature", "temp", "currenttemp", "currenttemperature", "avgtemp", "averagetemp", "meantemp"].map((key) => [key, ["temp", undefined]] as const),
  ...["tempc", "temperaturec", "temperaturecelsius", "celsius", "avgtempc", "currenttempc"].map((key) => [key, ["temp", "c"]] as const),
  ...["tempf", "temperaturef", "temperaturefahrenheit", "fahrenheit", "avgtempf", "currenttempf"].map((key) => [key, ["temp", "f"]] as const),
  ...["high", "hightemp", "max", "maxtemp", "tempmax", "temperaturemax", "hightemperature", "maxtemperature", "daytimehigh"].map((key) => [key, ["high", undefined]] as const),
  ...["highc", "hightempc", "maxc", "maxtempc", "tempmaxc", "highcelsius"].map((key) => [key, ["high", "c"]] as const),
  ...["highf", "hightempf", "maxf", "maxtempf", "tempmaxf", "highfahrenheit"].map((key) => [key, ["high", "f"]] as const),
  ...["low", "lowtemp", "min", "mintemp", "tempmin", "temperaturemin", "lowtemperature", "mintemperature", "overnightlow"].map((key) => [key, ["low", undefined]] as const),
  ...["lowc", "lowtempc", "minc", "mintempc", "tempminc", "lowcelsius"].map((key) => [key, ["low", "c"]] as const),
  ...["lowf", "lowtempf", "minf", "mintempf", "tempminf", "lowfahrenheit"].map((key) => [key, ["low", "f"]] as const),
]);
/** Normalised keys of a report's conditions: with one, an object is a weather report whatever the prompt. */
const CONDITION_KEYS: ReadonlySet<string> = new Set(["conditions", "condition", "weather", "weathercondition", "weatherconditions", "sky", "currentconditions"]);
/** Normalised keys that name the place. */
const PLACE_KEYS: ReadonlySet<string> = new Set(["city", "location", "place", "cityname", "town"]);
/** A prompt about the weather (cheap substrings first): "temperature" alone may be an oven's or a model's, a "forecast" a sales forecast. */
const WEATHER_CUES = ["weather", "rain", "sunny", "snow", "climate", "°c", "°f", "celsius", "fahrenheit"];
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/;
/** A season, as the month in its middle in the northern hemisphere. */
const SEASONS: Readonly<Record<string, number>> = { winter: 0, spring: 3, summer: 6, autumn: 9, fall: 9 };
const MAX_OBJECTS = 40;

/** A report found in the document: the object, and its day (its place in a list of days). */
interface Report {
  readonly record: Json;
  readonly day: number;
}

/**
 * `document` with the temperatures of its weather reports written as one place's and season's,
 * where `validate` accepts them; the document itself when it holds no report.
 * @example withForecastTemperatures({ city: "Paris", days: [{ high: 3, low: 816.83, temp_c: 242.12, temp_f: 931.41 }] }, "3-day forecast for Paris in July", check)
 * // { city: "Paris", days: [{ high: 26, low: 18, temp_c: 24, temp_f: 75.2 }] }
 */
export function withForecastTemperatures(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object") return document;
  const lower = text.slice(0, 2000).toLowerCase();
  // A "forecast" asks for temperatures only under keys that say they are ones (`temp_c`, not a sales forecast's `high`).
  const asked = WEATHER_CUES.some((cue) => lower.includes(cue)) ? "weather" : lower.includes("forecast") ? "forecast" : undefined;
  // Most documents hold no report: looked for before anything is copied.
  if (reportsIn(document as Json, asked).length === 0) return document;
  const copy = structuredClone(document) as Json;
  const reports = reportsIn(copy, asked);
  const place = placeOf(copy, lower);
  const climate = (place && CITY_CLIMATES[place]) || TEMPERATE;
  const month = monthOf(lower, climate);
  const fahrenheit = fahrenheitAsked(copy, lower);
  const changes: RecordChange[] = [];
  for (const { record, day } of reports) {
    const { high, low, temp } = dayOf(climate, month, hashSeed(lower, place ?? "", day));
    for (const [key, before] of Object.entries(record)) {
      const known = KEYS.get(normalisedKey(key));
      if (known === undefined || typeof before !== "number") continue;
      const [role, written] = known;
      const celsius = role === "high" ? high : role === "low" ? low : temp;
      const inFahrenheit = written === "f" || (written === undefined && fahrenheit);
      const exact = inFahrenheit ? Math.round((celsius * 9) / 5 * 10 + 320) / 10 : celsius;
      // An integer field (the schema's, most likely) gets a whole degree.
      const next = Number.isInteger(before) ? Math.round(exact) : exact;
      if (next !== before) changes.push({ record, key, next, before });
    }
  }
  return changes.length === 0 ? document : withChangesKept(document, copy, changes, validate);
}

/** The reports of `document`: objects with a temperature, when the prompt is about the weather or they name their conditions. */
function reportsIn(document: Json, asked: "weather" | "forecast" | undefined): Report[] {
  const reports: Report[] = [];
  let seen = 0;
  const visit = (value: unknown, depth: number, day: number) => {
    if (value === null || typeof value !== "object" || seen++ >= MAX_OBJECTS || depth > 2) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, depth + 1, i));
      return;
    }
    const keys = Object.keys(value).map(normalisedKey);
    const temperatures = keys.filter((key) => KEYS.has(key) && typeof (value as Json)[Object.keys(value)[keys.indexOf(key)]!] === "number");
    const named = temperatures.some((key) => /temp|celsius|fahrenheit/.test(key));
    if (temperatures.length > 0 && (asked === "weather" || (asked === "forecast" && named) || keys.some((key) => CONDITION_KEYS.has(key)))) reports.push({ record: value as Json, day });
    for (const held of Object.values(value)) if (held !== null && typeof held === "object") visit(held, depth + 1, day);
  };
  visit(document, 0, 0);
  return reports;
}

/** The city of the report: a place field the table knows, else the first known city the prompt names. */
function placeOf(document: Json, lower: string): string | undefined {
  for (const [key, value] of Object.entries(document)) {
    if (typeof value !== "string" || !PLACE_KEYS.has(normalisedKey(key))) continue;
    const named = value.toLowerCase().split(",")[0]!.trim();
    if (CITY_CLIMATES[named]) return named;
  }
  let first: string | undefined;
  let at = Infinity;
  for (const city of Object.keys(CITY_CLIMATES)) {
    const index = lower.indexOf(city);
    if (index >= 0 && index < at && /\W|^$/.test(lower.charAt(index + city.length))) [first, at] = [city, index];
  }
  return first;
}

/** The month asked (0 is January): named, or a season's middle (in the city's hemisphere), else April (the year's middle). */
function monthOf(lower: string, climate: Climate): number {
  const named = MONTH.exec(lower)?.[1];
  // "may" is a month only beside a day or "in": "it may rain" is none.
  if (named !== undefined && (named !== "may" || /\b(?:in|of|early|late|mid|next|this)\s+may\b|\bmay\s+\d/.test(lower))) return MONTHS.findIndex((month) => month.startsWith(named.slice(0, 3)));
  const season = /\b(winter|spring|summer|autumn|fall)\b/.exec(lower)?.[1];
  if (season === undefined) return 3;
  const southern = climate.july < climate.january;
  return (SEASONS[season]! + (southern ? 6 : 0)) % 12;
}

/**
 * Whether a temperature whose key names no unit is in °F: the document's unit says so, or the
 * prompt. Not by a US city alone: weather-documents.ts reads a temperature under 46 as °C, and
 * 28 °F in Chicago would get a summer's conditions.
 */
function fahrenheitAsked(document: Json, lower: string): boolean {
  for (const [key, value] of Object.entries(document)) {
    if (typeof value === "string" && /^(?:units?|temperatureunit|tempunit|scale)$/.test(normalisedKey(key))) return /^(?:°?f|fahrenheit|imperial)$/i.test(value.trim());
  }
  if (/\bcelsius\b|°c\b|\bmetric\b/.test(lower)) return false;
  return /\bfahrenheit\b|°f\b|\bimperial\b/.test(lower);
}

/** One day's high, low and daytime temperature (°C, whole degrees): the month's usual high, moved a few degrees by `seed`. */
function dayOf(climate: Climate, month: number, seed: number): { high: number; low: number; temp: number } {
  const high = Math.round(highIn(climate, month) + ((seed % 7) - 3));
  const low = high - climate.range + ((Math.floor(seed / 7) % 3) - 1);
  const temp = Math.round(low + (high - low) * 0.7);
  return { high, low, temp };
}
