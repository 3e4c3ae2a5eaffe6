/**
 * A weather report as a structured output ("What's the weather like in Paris?" with `{ city,
 * temperature, conditions, humidity }`): the faker writes "Mk7ZW" for the conditions, and
 * plausible-values.ts has no word for them. A model writes a real condition ("Partly cloudy",
 * "Light rain", "Sunny") that fits the temperature beside it: no snow at 30 °C, no heatwave at
 * −5 °C. The same request gives the same conditions.
 *
 * Runs on the finished document: an object with a temperature and a field of the conditions
 * (`conditions`, `condition`, `weather`, `sky`; a `description`, `summary` or `forecast` only
 * when the prompt asks about the weather), at the top, one level down, or in a list of days.
 * A temperature is read in °F when its key says so (`temp_f`) or the report's or document's `unit`
 * does ("F": 28 is a freezing day), else in °C below 46. A value the user wrote stays; a change is
 * kept only where the caller's schema accepts it.
 */
import { hashSeed } from "../data/random.ts";
import { normalisedKey } from "./property-kinds.ts";
import { withChangesKept, type RecordChange } from "./kept-changes.ts";

type Json = Record<string, unknown>;

/** Normalised keys of an object's temperature. */
const TEMPERATURE_KEYS: ReadonlySet<string> = new Set(["temperature", "temp", "temperaturec", "tempc", "temperaturecelsius", "celsius", "temperaturef", "tempf", "temperaturefahrenheit", "fahrenheit", "high", "hightemp", "currenttemp", "currenttemperature"]);
/** Normalised keys that always hold the conditions beside a temperature. */
const CONDITION_KEYS: ReadonlySet<string> = new Set(["conditions", "condition", "weather", "weathercondition", "weatherconditions", "sky", "currentconditions"]);
/** Normalised keys that hold them when the prompt asks about the weather. */
const ACCOUNT_KEYS: ReadonlySet<string> = new Set(["description", "summary", "forecast", "outlook"]);
/** A prompt about the weather (cheap substrings first). */
const WEATHER_CUES = ["weather", "forecast", "temperature", "rain", "sunny", "snow"];
/** At or above this a temperature is Fahrenheit's (as plausible-values.ts reads one). */
const FAHRENHEIT_FROM = 46;
/** Most objects looked at in one document. */
const MAX_OBJECTS = 40;

/** Conditions by the temperature (°C) they are seen at, coldest band first. */
const BANDS: readonly { below: number; conditions: readonly string[] }[] = [
  { below: -2, conditions: ["Light snow", "Clear and frosty", "Overcast", "Snow showers", "Freezing fog"] },
  { below: 5, conditions: ["Overcast", "Light rain", "Sleet", "Fog", "Partly cloudy", "Clear"] },
  { below: 14, conditions: ["Partly cloudy", "Light rain", "Overcast", "Drizzle", "Mostly cloudy", "Showers"] },
  { below: 24, conditions: ["Partly cloudy", "Sunny", "Mostly sunny", "Light rain", "Clear", "Mostly cloudy"] },
  { below: Infinity, conditions: ["Sunny", "Clear", "Partly cloudy", "Hot and humid", "Scattered thunderstorms"] },
];

/**
 * The conditions a model reports at `temperature` (in °C, or °F at 46 and above), the same for the same `pick`.
 * @example conditionsAt(9.3, 7) // "Light rain"
 */
export function conditionsAt(temperature: number, pick: number): string {
  const celsius = temperature >= FAHRENHEIT_FROM ? ((temperature - 32) * 5) / 9 : temperature;
  const band = BANDS.find((candidate) => celsius < candidate.below)!;
  return band.conditions[pick % band.conditions.length]!;
}

/**
 * `document` with the conditions of its weather reports written as real conditions that fit
 * their temperature, where `validate` accepts it; the document itself when it holds none.
 * @example withWeatherConditions({ city: "Paris", temperature: 9.3, conditions: "Mk7ZW" }, "What's the weather like in Paris?", check)
 * // { city: "Paris", temperature: 9.3, conditions: "Light rain" }
 */
export function withWeatherConditions(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object") return document;
  const lower = text.slice(0, 2000).toLowerCase();
  const asked = WEATHER_CUES.some((cue) => lower.includes(cue));
  if (proposed(document, lower, asked).length === 0) return document;
  const copy = structuredClone(document);
  return withChangesKept(document, copy, proposed(copy, lower, asked), validate);
}

/** The changes of the reports of `document`: itself, the objects it holds, and those of its lists. */
function proposed(document: object, lower: string, asked: boolean): RecordChange[] {
  const changes: RecordChange[] = [];
  const fahrenheit = !Array.isArray(document) && inFahrenheit(document as Json);
  let seen = 0;
  const visit = (value: unknown, depth: number) => {
    if (value === null || typeof value !== "object" || seen++ >= MAX_OBJECTS || depth > 2) return;
    if (Array.isArray(value)) {
      value.forEach((item) => visit(item, depth + 1));
      return;
    }
    report(value as Json, lower, asked, changes, seen, fahrenheit);
    for (const held of Object.values(value)) if (held !== null && typeof held === "object") visit(held, depth + 1);
  };
  visit(document, 0);
  return changes;
}

/** Normalised keys of a temperature in °F, whatever its value. */
const FAHRENHEIT_KEYS: ReadonlySet<string> = new Set(["temperaturef", "tempf", "temperaturefahrenheit", "fahrenheit"]);

/** Whether an object's `unit` (`units`, `scale`) says its temperatures are in °F: 28 °F in Chicago is a winter's day. */
function inFahrenheit(record: Json): boolean {
  for (const [key, value] of Object.entries(record)) if (typeof value === "string" && /^(?:units?|temperatureunit|tempunit|scale)$/.test(normalisedKey(key))) return /^(?:°?f|fahrenheit|imperial)$/i.test(value.trim());
  return false;
}

/** The change of one object's conditions, when it is a report (a temperature beside them). */
function report(record: Json, lower: string, asked: boolean, changes: RecordChange[], position: number, fahrenheit: boolean): void {
  let temperature: number | undefined;
  let celsius: number | undefined;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value !== "number" || temperature !== undefined || !TEMPERATURE_KEYS.has(normalisedKey(key))) continue;
    temperature = value;
    // A °F key, or a report (or its document) in °F, is read in °C; any other reading 46 or more is °F (conditionsAt).
    celsius = FAHRENHEIT_KEYS.has(normalisedKey(key)) || fahrenheit || inFahrenheit(record) ? ((value - 32) * 5) / 9 : value;
  }
  if (temperature === undefined || celsius === undefined) return;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value !== "string") continue;
    const name = normalisedKey(key);
    if (!CONDITION_KEYS.has(name) && !(asked && ACCOUNT_KEYS.has(name))) continue;
    // A value the user wrote ("it's sunny in Paris") stays.
    if (value.length > 2 && lower.includes(value.toLowerCase())) continue;
    const next = conditionsAt(celsius, hashSeed(lower, position, temperature));
    changes.push({ record, key, next, before: value });
  }
}
