/**
 * The answer to a weather question that asks what to do rather than what the weather is ("Should
 * I bring an umbrella?", "Do I need a jacket?", "Is it warm enough for shorts?"), from a weather
 * tool's result, as a model answers it: the verdict first, then the readings it rests on.
 *
 * One place for it, read by both answers that have a result: the turn right after the tool
 * results (tool-results-reply.ts) and a follow-up the last result already answers
 * (tool-follow-ups.ts). Fields are read by their normalised keys (lowercase letters only).
 */

/** Words of a question about the weather that a result with conditions or a temperature answers. */
export const WEATHER_QUESTION = /\b(?:umbrella|raincoat|rain(?:ing|y)?|wet|warm|hot|cold|chilly|freezing|jacket|coat|sweater|layers?|sunny|sunscreen|shorts)\b/;
/** Words that ask about rain. */
const ASKS_RAIN = /\b(?:umbrella|raincoat|rain(?:ing|y)?|wet)\b/;
/** Conditions that are rain. */
const RAINY = /rain|shower|drizzle|storm|thunder/i;
const TEMPERATURE_KEY = /^(?:temp|temperature|tempc|tempf|temperaturec|temperaturef|tempcelsius|tempfahrenheit|temperaturecelsius|temperaturefahrenheit|currenttemp|currenttemperature)$/;
const CONDITION_KEY = /^(?:conditions?|weather|description|summary|sky|forecast)$/;
/** Fields that give the chance of rain, in percent (or as a fraction: OpenWeather's `pop`). */
const RAIN_CHANCE_KEY = /^(?:chanceofrain|rainchance|chanceofprecipitation|precipitationchance|precipitationprobability|precipprob|precipchance|probabilityofprecipitation|pop|dailychanceofrain)$/;
/** A chance at or above which rain is the likely outcome, and one below which it is not worth an umbrella. */
const LIKELY_RAIN = 60;
const UNLIKELY_RAIN = 30;

/** A temperature as written ("18°C") and in Celsius. */
export interface Temperature {
  text: string;
  celsius: number;
}

/** What a result says of the weather: its conditions (lowercase), temperature and chance of rain in percent. */
export interface WeatherReading {
  sky?: string;
  temperature?: Temperature;
  rainChance?: number;
}

/**
 * The reading of a result's fields (keys normalised): its conditions, its temperature and its
 * chance of rain. `unit` is the unit to assume when neither the field nor a unit field says one
 * (else Celsius below 46 degrees).
 */
export function weatherReadingOf(fields: ReadonlyMap<string, unknown>, args: Record<string, unknown>, unit?: "c" | "f"): WeatherReading {
  const conditions = [...fields].find(([key, value]) => CONDITION_KEY.test(key) && typeof value === "string" && value.length > 0 && value.length <= 60)?.[1] as string | undefined;
  return { sky: conditions?.toLowerCase(), temperature: temperatureIn(fields, args, unit), rainChance: rainChanceIn(fields) };
}

/** Whether a result's fields have a temperature: a result of some other tool with one is still the weather's. */
export const hasTemperatureField = (fields: ReadonlyMap<string, unknown>): boolean => [...fields.keys()].some((key) => TEMPERATURE_KEY.test(key));

/**
 * The verdict on the question `lower` (lowercase) from `reading`, `where` being " in Paris" or
 * "": undefined when the question asks nothing the reading answers (rain without conditions or
 * a chance, warmth without a temperature).
 * @example weatherVerdict("should i bring an umbrella?", { sky: "light rain", temperature: { text: "12°C", celsius: 12 } }, " in Paris")
 * // "Yes, take an umbrella: the forecast I have in Paris says light rain, at 12°C."
 */
export function weatherVerdict(lower: string, reading: WeatherReading, where: string): string | undefined {
  const { sky, temperature, rainChance } = reading;
  if (ASKS_RAIN.test(lower)) return rainVerdict(sky, temperature, rainChance, where);
  return temperature === undefined ? undefined : feelOf(lower, temperature, where, sky);
}

/** Whether to take an umbrella: from the conditions, and from the chance of rain where the result gives one. */
function rainVerdict(sky: string | undefined, temperature: Temperature | undefined, chance: number | undefined, where: string): string | undefined {
  if (sky === undefined && chance === undefined) return undefined;
  const odds = chance === undefined ? "" : `, with ${withArticle(chance)} chance of rain`;
  const at = temperature === undefined ? "" : `, at ${temperature.text}`;
  if ((sky !== undefined && RAINY.test(sky)) || (chance !== undefined && chance >= LIKELY_RAIN)) {
    return sky === undefined ? `Yes, take an umbrella: the forecast I have${where} gives ${withArticle(chance!)} chance of rain${at}.` : `Yes, take an umbrella: the forecast I have${where} says ${sky}${at}${odds}.`;
  }
  if (chance !== undefined && chance >= UNLIKELY_RAIN) {
    return `Maybe: the forecast I have${where} gives ${withArticle(chance)} chance of rain${sky === undefined ? "" : ` (${sky})`}${at}. A small umbrella in your bag wouldn't hurt.`;
  }
  if (sky === undefined) return `You probably won't need one: the forecast I have${where} gives only ${withArticle(chance!)} chance of rain${at}.`;
  const temperatureAt = temperature === undefined ? "" : ` at ${temperature.text}`;
  return `You probably won't need one: it's ${sky}${where}${temperatureAt}, with ${chance === undefined ? "no rain in the forecast I have" : `only ${withArticle(chance)} chance of rain`}.${/cloud|overcast/.test(sky) ? " If the clouds thicken later, a small umbrella in your bag wouldn't hurt." : ""}`;
}

/** How warm it is, said as an answer to "Is it warm?", "Is it cold?" or "Do I need a jacket?". */
function feelOf(lower: string, temperature: Temperature, where: string, sky: string | undefined): string {
  const c = temperature.celsius;
  const [feel, advice] =
    c >= 30 ? ["hot", "Stay in the shade and drink plenty of water."]
    : c >= 24 ? ["warm", "T-shirt weather."]
    : c >= 16 ? ["mild", "A light jacket or a sweater is enough."]
    : c >= 8 ? ["cool", "Bring a jacket."]
    : ["cold", "Wear a warm coat."];
  // "Do I need a jacket?": yes or no about the jacket first, then the reading.
  if (/\b(?:jacket|coat|sweater|layers?)\b/.test(lower)) {
    const cover = c < 8 ? "Yes, wear a warm coat" : c < 16 ? "Yes, bring a jacket" : c < 24 ? "A light jacket or a sweater is enough" : "No, you won't need one";
    return `${cover}: it's ${temperature.text}${sky === undefined ? "" : ` and ${sky}`}${where}.`;
  }
  const asksWarm = /\b(?:warm|hot|sunny|shorts|sunscreen)\b/.test(lower);
  const asksCold = /\b(?:cold|chilly|freezing)\b/.test(lower);
  const yes = (asksWarm && (feel === "hot" || feel === "warm")) || (asksCold && (feel === "cool" || feel === "cold"));
  const lead = asksWarm || asksCold ? (yes ? "Yes, it's " : feel === "mild" && asksWarm ? "It's mild rather than warm: " : "Not really, it's ") : "It's ";
  const said = lead.endsWith(": ") ? `${lead}${temperature.text}` : `${lead}${feel}: ${temperature.text}`;
  return `${said}${sky === undefined ? "" : ` and ${sky}`}${where}. ${advice}`;
}

/**
 * The temperature a result gives, as written ("18°C") and in Celsius. Its unit: the field's own
 * (`tempF`), a unit field of the result or the call, else `unit`, else Celsius below 46 degrees,
 * as tool-results-reply.ts reads units.
 */
function temperatureIn(fields: ReadonlyMap<string, unknown>, args: Record<string, unknown>, unit: "c" | "f" | undefined): Temperature | undefined {
  for (const [key, value] of fields) {
    if (!TEMPERATURE_KEY.test(key)) continue;
    const degrees = typeof value === "number" ? value : typeof value === "string" && /^-?\d+(?:\.\d+)?$/.test(value.trim()) ? Number(value) : undefined;
    if (degrees === undefined || !Number.isFinite(degrees)) continue;
    const unitField = [...fields].find(([name]) => name === "unit" || name === "units")?.[1] ?? args.unit ?? args.units;
    const unitWord = key.endsWith("f") || key.endsWith("fahrenheit") ? "f" : key.endsWith("c") || key.endsWith("celsius") ? "c" : typeof unitField === "string" ? unitField.toLowerCase().charAt(0) : undefined;
    const scale = unitWord === "f" || unitWord === "c" ? unitWord : unit ?? (degrees > 45 ? "f" : "c");
    const text = `${Number(degrees.toFixed(1))}°${scale === "f" ? "F" : "C"}`;
    return { text, celsius: scale === "f" ? ((degrees - 32) * 5) / 9 : degrees };
  }
  return undefined;
}

/** The chance of rain a result gives, in whole percent (see rainChanceOfField). */
export function rainChanceIn(fields: ReadonlyMap<string, unknown>): number | undefined {
  for (const [key, value] of fields) {
    const chance = rainChanceOfField(key, value);
    if (chance !== undefined) return chance;
  }
  return undefined;
}

/**
 * The chance of rain a field (its key normalised) gives, in whole percent: `80`, `"80%"`, or a
 * fraction (`0.8`) as OpenWeather's `pop`; undefined for any other field.
 */
export function rainChanceOfField(key: string, value: unknown): number | undefined {
  if (!RAIN_CHANCE_KEY.test(key)) return undefined;
  const number = typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,3}(?:\.\d+)?\s*%?\s*$/.test(value) ? Number.parseFloat(value) : undefined;
  if (number === undefined || !Number.isFinite(number) || number < 0 || number > 100) return undefined;
  const fraction = number <= 1 && (key === "pop" || (typeof value === "number" && !Number.isInteger(value)));
  return Math.round(fraction ? number * 100 : number);
}

/** "an 80%", "a 40%": the article a percentage is read with (eighty, eleven and eighteen start with a vowel). */
export function withArticle(percent: number): string {
  const an = percent === 8 || percent === 11 || percent === 18 || (percent >= 80 && percent <= 89);
  return `${an ? "an" : "a"} ${percent}%`;
}
