/**
 * The record a question picks out of a list result, said first as a model answers it: "Find me
 * the cheapest flight to LA" with three flights found → "The cheapest flight is JetBlue, at $199."
 * before the list. The question's superlative (cheapest, most expensive, highest rated,
 * earliest, latest, closest, fastest, longest) names the field compared; records that do not
 * have it are left out, and a pick needs two records that have it. Ties are named together.
 * Only the first records are read; nothing throws.
 */
import { PRICE_KEYS, priceOf, RATING_KEYS, recordLabel, START_KEYS } from "./result-lists.ts";
import { amountIn, fieldIn, formatNumber, isNumber, isRecord, listed, momentOf, momentText, oneLine, singularOf } from "./result-words.ts";

type Measure = "price" | "rating" | "start" | "distance" | "duration";

/** A superlative of the question: the field it compares and which end it wants. */
interface Superlative {
  cue: RegExp;
  measure: Measure;
  highest: boolean;
  /** The word said; undefined: the cue's own ("quickest", "shortest"). */
  word?: string;
}

const SUPERLATIVES: readonly Superlative[] = [
  { cue: /\b(?:cheapest|least expensive|lowest[- ]pric(?:e|ed)|most affordable|best (?:deal|price))\b/, measure: "price", highest: false, word: "cheapest" },
  { cue: /\b(?:most expensive|priciest|highest[- ]pric(?:e|ed))\b/, measure: "price", highest: true, word: "most expensive" },
  { cue: /\b(?:(?:best|highest|top)[- ]rated|best[- ]reviewed)\b/, measure: "rating", highest: true, word: "highest rated" },
  { cue: /\b(?:earliest|soonest|first (?:flight|train|bus|departure|one|available|slot|appointment|showing))\b/, measure: "start", highest: false, word: "earliest" },
  { cue: /\b(?:latest|last) (?:flight|train|bus|departure|one|slot|appointment|showing)\b/, measure: "start", highest: true, word: "latest" },
  // "When is my next meeting?": the first of the upcoming ones the tool listed (it lists what is ahead).
  { cue: /\bnext (?:meeting|event|appointment|call|class|flight|train|bus|departure|showing|game|match|task|deadline|reminder)\b/, measure: "start", highest: false, word: "next" },
  { cue: /\b(?:closest|nearest)\b/, measure: "distance", highest: false },
  { cue: /\b(?:fastest|quickest|shortest)\b/, measure: "duration", highest: false },
  { cue: /\blongest\b/, measure: "duration", highest: true },
];

const DISTANCE_KEYS = ["distance", "distancekm", "distancemiles", "distancemi", "distancem", "distancemeters", "distanceinkm", "distanceinmiles", "dist"];
const DURATION_KEYS = ["duration", "durationminutes", "durationmins", "durationmin", "traveltime", "traveltimeminutes", "totalduration", "durationhours", "eta"];
const RATINGS = [...RATING_KEYS, "stars", "score", "reviewscore", "userrating"];
/** Records compared at most. */
const MAX_COMPARED = 50;
/** Records named in a tie at most. */
const MAX_TIED = 3;

/** One record's reading of the measure: the number compared and the words said. */
interface Reading {
  record: Record<string, unknown>;
  label: string;
  value: number;
  said: string;
}

/** The records the question's superlative picks (several when tied), with the superlative and what its cue matched. */
interface Pick {
  superlative: Superlative;
  cue: string;
  picked: Reading[];
}

/**
 * The records the question's superlative picks out of `items` ("the cheapest": the one with the
 * lowest price; several when tied), or undefined when it asks none, fewer than two records have
 * the field compared, or all have the same value.
 */
function pickOf(items: readonly unknown[], question: string): Pick | undefined {
  const lower = question.slice(0, 500).toLowerCase();
  const superlative = SUPERLATIVES.find((candidate) => candidate.cue.test(lower));
  if (superlative === undefined) return undefined;
  const readings: Reading[] = [];
  for (const item of items.slice(0, MAX_COMPARED)) {
    if (!isRecord(item)) continue;
    const label = recordLabel(item);
    const reading = label === undefined ? undefined : readingOf(item, superlative.measure);
    if (reading !== undefined) readings.push({ record: item, label: label!, ...reading });
  }
  if (readings.length < 2) return undefined;
  const best = superlative.highest ? Math.max(...readings.map((r) => r.value)) : Math.min(...readings.map((r) => r.value));
  const picked = readings.filter((reading) => reading.value === best);
  // Every record the same: nothing to pick.
  if (picked.length === readings.length) return undefined;
  return { superlative, cue: superlative.cue.exec(lower)![0], picked };
}

/** The one record the question picks out of `items` ("the cheapest"), or undefined when it picks none or several. */
export function pickedRecord(items: readonly unknown[], question: string): Record<string, unknown> | undefined {
  const pick = pickOf(items, question);
  return pick?.picked.length === 1 ? pick.picked[0]!.record : undefined;
}

/**
 * The sentence that answers the question's superlative from `items`, or undefined when the
 * question has none or fewer than two records have the field it compares. `noun` is what the
 * list holds ("flights"), said in the singular.
 * @example pickedAnswer([{ airline: "Delta", price: 289 }, { airline: "JetBlue", price: 199 }], "Find the cheapest flight to LA", "flights")
 * // "The cheapest flight is JetBlue, at 199."
 */
export function pickedAnswer(items: readonly unknown[], question: string, noun: string | undefined): string | undefined {
  const pick = pickOf(items, question);
  if (pick === undefined) return undefined;
  const { superlative, cue, picked } = pick;
  const lower = question.slice(0, 500).toLowerCase();
  const word = superlative.word ?? cue;
  const thing = noun === undefined || noun === "results" || noun === "items" ? "" : ` ${singularOf(noun)}`;
  const said = picked[0]!.said;
  // "Your next meeting is Standup, at 09:30.": the thing as the question names it.
  if (word === "next" && picked.length === 1) return `${/\b(?:my|i)\b/.test(lower) ? "Your" : "The"} ${cue} is ${picked[0]!.label}, ${said}.`;
  if (picked.length === 1) return `The ${word}${thing} is ${picked[0]!.label}, ${said}.`;
  const names = picked.slice(0, MAX_TIED).map((reading) => reading.label);
  return `${listed(names)}${picked.length > MAX_TIED ? " and others" : ""} are the ${word}, ${said}${superlative.measure === "price" ? " each" : ""}.`;
}

/** A record's value of `measure` and how it is said ("at $199", "rated 4.8", "departing at 07:15"), or undefined when it has none. */
function readingOf(item: Record<string, unknown>, measure: Measure): { value: number; said: string } | undefined {
  switch (measure) {
    case "price": {
      const value = amountIn(fieldIn(item, PRICE_KEYS)?.value);
      return value === undefined ? undefined : { value, said: `at ${priceOf(item)}` };
    }
    case "rating": {
      const value = fieldIn(item, RATINGS)?.value;
      return isNumber(value) ? { value, said: `rated ${formatNumber(value)}` } : undefined;
    }
    case "start": {
      const field = fieldIn(item, START_KEYS);
      const value = typeof field?.value === "string" ? timeValue(field.value) : undefined;
      if (value === undefined) return undefined;
      const moment = momentOf(field!.value);
      const when = moment === undefined ? oneLine(String(field!.value), 40) : moment.time === undefined ? `on ${momentText(moment)}` : `at ${moment.time}`;
      return { value, said: /^depart/.test(field!.key.toLowerCase()) ? `departing ${when}` : when };
    }
    case "distance": {
      const field = fieldIn(item, DISTANCE_KEYS);
      const value = amountIn(field?.value);
      if (value === undefined) return undefined;
      const unit = typeof field!.value === "string" ? "" : unitOfKey(field!.key, { km: "km", mi: "miles", miles: "miles", m: "m", meters: "m" });
      return { value, said: `${typeof field!.value === "string" ? oneLine(field!.value, 20) : formatNumber(value)}${unit === "" ? "" : ` ${unit}`} away` };
    }
    case "duration": {
      const field = fieldIn(item, DURATION_KEYS);
      const value = typeof field?.value === "string" ? minutesOf(field.value) : amountIn(field?.value);
      if (value === undefined) return undefined;
      const unit = typeof field!.value === "string" ? "" : unitOfKey(field!.key, { minutes: "minutes", mins: "minutes", min: "minutes", hours: "hours" });
      return { value, said: `taking ${typeof field!.value === "string" ? oneLine(field!.value, 20) : formatNumber(value)}${unit === "" ? "" : ` ${unit}`}` };
    }
  }
}

/** A time compared by its order: an ISO date-time as milliseconds, a clock time ("07:15") as minutes of the day. */
function timeValue(text: string): number | undefined {
  const clock = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (clock !== null) return Number(clock[1]) * 60 + Number(clock[2]);
  if (!/^\s*\d{4}-\d\d-\d\d/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}

/** A written duration in minutes: "2h 15m", "1 hr 20 min", "45 minutes", "PT2H15M". */
function minutesOf(text: string): number | undefined {
  const lower = text.slice(0, 40).toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hours?)\b|pt(\d+)h/.exec(lower);
  const minutes = /(\d+)\s*(?:m|min|mins|minutes?)\b|(\d+)m$/.exec(lower.replace(/^pt\d+h/, ""));
  if (hours === null && minutes === null) return amountIn(text);
  return Number(hours?.[1] ?? hours?.[2] ?? 0) * 60 + Number(minutes?.[1] ?? minutes?.[2] ?? 0);
}

/** The unit a field's name ends with (`distance_km`, `durationMinutes`), from `units`; "" when it names none. */
function unitOfKey(key: string, units: Readonly<Record<string, string>>): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return Object.hasOwn(units, last) ? units[last]! : "";
}
