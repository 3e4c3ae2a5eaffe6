/**
 * Plans divided into periods or steps: a weekly meal plan's `days`, a study plan's `weeks`, a
 * how-to's `steps`. The faker numbers them at random (weeks 4, 3, 4), dates a weekday
 * ("2026-03-21") and fills their text with letters; a model numbers them 1..N in order, names a
 * week's days Monday to Sunday (an itinerary's "Day 1", "Day 2"), and writes what each holds:
 * the day's meals (meal-plans.ts), the week's focus and tasks of a course (study-plans.ts), a
 * workout day's exercises (workout-plans.ts), a trip's day in a city the mock knows (city-plans.ts),
 * a country's route (country-plans.ts) or any other place (itineraries.ts).
 * How many periods there are is list-counts.ts's ("in 4 weeks", "weekly" → seven days).
 *
 * Runs on the finished document; each item's changes are kept only where the caller's schema
 * accepts them (one at a time when together they fail). A look at the document's keys comes
 * first: documents with no list of periods pass through untouched.
 */
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { dietIn, isMealKey, mealOfDay, mealsOfDay } from "./meal-plans.ts";
import { LEARNING_PROMPT, learnedSubject, studyStage } from "./study-plans.ts";
import { exerciseLine, workoutDay, WORKOUT_PROMPT, type Exercise } from "./workout-plans.ts";
import { cityPlan, type PlanDay } from "./city-plans.ts";
import { cityNamed, placeName } from "./city-names.ts";
import { countryNamed } from "./country-names.ts";
import { countryPlan } from "./country-plans.ts";
import { placePlan } from "./itineraries.ts";
import { isPlace } from "./sights.ts";
import { hashSeed } from "../data/random.ts";

type Json = Record<string, unknown>;

/** Lists whose items are a plan's periods or steps, by their name's last word in the singular. */
const PERIOD_LISTS: ReadonlySet<string> = new Set(["day", "week", "month", "step", "round", "chapter", "session", "lesson", "phase", "stage", "module", "level", "sprint", "milestone"]);
/** Words that, after the unit, still name its number: `week_number`, `dayNo`, `stepIndex`. */
const NUMBER_WORDS: ReadonlySet<string> = new Set(["number", "no", "num", "index", "order"]);
/** Fields of a day that name it: a weekday in a week's plan. */
const DAY_NAME_KEYS: ReadonlySet<string> = new Set(["day", "dayname", "weekday", "dayofweek", "dayoftheweek"]);
/** Fields that name a weekday whatever the plan's length. */
const WEEKDAY_KEYS: ReadonlySet<string> = new Set(["weekday", "dayofweek", "dayoftheweek"]);
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** Fields of a learning plan's period that say what it is about. */
const FOCUS_KEYS: ReadonlySet<string> = new Set(["focus", "theme", "topic", "goal", "objective", "title", "name", "subject", "milestone"]);
/** Lists of a learning plan's period that hold what to do (`tasks`, `activities`), by their last word in the singular. */
const TASK_LISTS: ReadonlySet<string> = new Set(["task", "activity", "exercise", "action", "todo", "assignment", "practice", "goal", "objective", "milestone", "step"]);
/** Fields of a workout day that say what it trains. */
const WORKOUT_FOCUS_KEYS: ReadonlySet<string> = new Set([...FOCUS_KEYS, "workout", "type", "musclegroup", "musclegroups", "target", "bodypart", "workouttype"]);
/** Lists of a workout day's exercises, by their last word in the singular. */
const EXERCISE_LISTS: ReadonlySet<string> = new Set(["exercise", "workout", "move", "movement", "activity"]);
/** Fields of a trip's day that name it, and the lists of what it holds. */
const TRIP_TITLE_KEYS: ReadonlySet<string> = new Set(["title", "theme", "focus", "name", "summary", "headline"]);
const TRIP_LISTS: ReadonlySet<string> = new Set(["activity", "plan", "thing", "stop", "sight", "highlight", "item"]);
/** A trip's prompt, and the place after "to", "in", "around": "Plan a 3 day trip to Paris". */
const TRIP_PROMPT = /\b(?:trips?|itinerar(?:y|ies)|travel|vacation|holiday|visit|getaway|days?\s+in)\b/i;
const TRIP_PLACE = /\b(?:to|in|for|around|of|visiting|through)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/gu;
/** Capitalized words after "in" or "for" that are no place: "a trip in March", "an itinerary for Monday". */
const NOT_PLACES = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Spring|Summer|Autumn|Fall|Winter|Me|Us|My|Our|Two|Three|Four|Five|Day|Days|Week|Weeks|JSON)\b/
/** Most items of a plan rewritten. */
const MAX_ITEMS = 31;
/** Most checks of one document. */
const MAX_CHECKS = 96;

/** What the plan is written for, read once per document. */
interface PlanReading {
  readonly lower: string;
  /** A week's plan: its days are weekdays. */
  readonly weekly: boolean;
  /** Where the plan's dishes start, from the prompt (different plans begin differently). */
  readonly start: number;
  readonly diet: ReturnType<typeof dietIn>;
  /** What a learning plan teaches ("Spanish"), or undefined when the plan is no learning plan. */
  readonly subject: string | undefined;
  /** Whether the plan is a workout plan. */
  readonly workout: boolean;
  /** A trip's days in a city the mock knows, read for a list of days only. */
  readonly trip: readonly PlanDay[] | undefined;
  /** Where the trip goes, as the prompt names it ("Paris"). */
  readonly place: string | undefined;
}

/**
 * `document` with its plan's periods numbered, named and written as a model would (the module's
 * comment says how), where `validate` accepts it; the document itself when it holds no such list.
 * @example withPeriodPlan({ weeks: [{ week: 4, focus: "7kr" }] }, "Create a study plan for learning Spanish", check)
 * // { weeks: [{ week: 1, focus: "Basics: pronunciation, greetings and numbers" }] }
 */
export function withPeriodPlan(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema: Json = {}): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const found = periodList(document as Json, 0);
  if (!found) return withOneWorkout(document as Json, prompt, validate, schema);
  const lower = prompt.toLowerCase();
  const list = pathIn(document as Json, found.path) as unknown[];
  const learning = LEARNING_PROMPT.test(prompt) ? learnedSubject(prompt) : undefined;
  const workout = learning === undefined && WORKOUT_PROMPT.test(prompt);
  const reading: PlanReading = {
    lower,
    weekly: /\bweek(?:ly|'s)?\b|\bweekdays?\b|\bmonday\b/.test(lower),
    start: hashSeed(lower) % 7,
    diet: dietIn(lower),
    subject: learning,
    workout,
    trip: found.unit === "day" && !workout && learning === undefined ? tripDays(prompt, list.length) : undefined,
    place: [...prompt.matchAll(TRIP_PLACE)].map((match) => match[1]!).find((name) => !NOT_PLACES.test(name)),
  };
  const copy = structuredClone(document) as Json;
  const items = itemSchema(schema, found.path);
  const copied = pathIn(copy, found.path) as unknown[];
  const budget = { checks: 0 };
  let changed = false;
  for (let i = 0; i < Math.min(copied.length, MAX_ITEMS); i++) {
    const item = copied[i];
    if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
    const changes = itemChanges(item as Json, found.unit, i, copied.length, reading, items);
    if (applied(copy, item as Json, changes, validate, budget)) changed = true;
  }
  return changed ? copy : document;
}

/**
 * One workout, not a plan of days ("Create a workout for today" with `{name, exercises: [{name,
 * sets, reps}]}`): a beginner's full-body day, its exercises in the caller's form, not "Exercise 1"
 * with 976 sets.
 */
function withOneWorkout(document: Json, prompt: string, validate: (value: unknown) => boolean, schema: Json): unknown {
  // A workout asked as such ("a workout", "a gym routine"); "exercises for back pain" asks for other ones.
  if (!/\bworkouts?\b|\b(?:gym|exercise|fitness)\s+routine\b|\bfull[- ]body\b/i.test(prompt) || LEARNING_PROMPT.test(prompt) || /\b(?:pain|injur|rehab|physio|stretch|yoga|pilates)/i.test(prompt)) return document;
  const key = Object.keys(document).find((one) => Array.isArray(document[one]) && EXERCISE_LISTS.has(singular(wordsOf(one).at(-1) ?? "")));
  if (key === undefined) return document;
  const [focus, exercises] = workoutDay(0, 1);
  const items = exerciseItems(exercises, ((schema.properties as Record<string, Json> | undefined)?.[key]?.items as Json | undefined) ?? undefined);
  if (items === undefined) return document;
  const copy: Json = { ...document, [key]: items };
  if (!validate(copy)) return document;
  const named = Object.keys(copy).find((one) => WORKOUT_FOCUS_KEYS.has(normalisedKey(one)) && typeof copy[one] === "string");
  if (named !== undefined) {
    const before = copy[named];
    copy[named] = `${focus.replace(/ [A-Z]$/, "")} workout`;
    if (!validate(copy)) copy[named] = before;
  }
  return copy;
}

/** The first list of periods in `node` (a property, or a property of a top-level object), with its unit. */
function periodList(node: Json, depth: number): { path: string[]; unit: string } | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      const first = value.find((item) => item !== null && typeof item === "object" && !Array.isArray(item)) as Json | undefined;
      if (first === undefined) continue;
      const unit = singular(wordsOf(key).pop() ?? "");
      if (PERIOD_LISTS.has(unit)) return { path: [key], unit };
      // A list named for the plan (`plan`, `schedule`, `roadmap`) whose items are numbered by a period: `[{ month: 1, … }]`.
      const numbered = Object.keys(first).find((name) => typeof first[name] === "number" && wordsOf(name).length <= 2 && PERIOD_LISTS.has(wordsOf(name)[0]!) && wordsOf(name).slice(1).every((word) => NUMBER_WORDS.has(word)));
      if (numbered !== undefined) return { path: [key], unit: wordsOf(numbered)[0]! };
      // … or whose items are days by name (`schedule: [{ day: string, … }]`).
      if (Object.keys(first).some((name) => typeof first[name] === "string" && DAY_NAME_KEYS.has(normalisedKey(name)))) return { path: [key], unit: "day" };
    } else if (depth === 0 && value !== null && typeof value === "object") {
      const inner = periodList(value as Json, 1);
      if (inner) return { path: [key, ...inner.path], unit: inner.unit };
    }
  }
  return undefined;
}

function pathIn(node: Json, path: readonly string[]): unknown {
  let at: unknown = node;
  for (const key of path) at = (at as Json)[key];
  return at;
}

/** The schema of the items of the list at `path` (`properties` then `items` at each step), or {} where the schema says nothing. */
function itemSchema(schema: Json, path: readonly string[]): Json {
  let node: Json | undefined = schema;
  for (const key of path) node = ((node?.properties as Record<string, Json> | undefined) ?? {})[key];
  const items = node?.items;
  return items !== null && typeof items === "object" && !Array.isArray(items) ? (items as Json) : {};
}

/**
 * A trip's days in the place the prompt names: a city the mock knows (cities.ts) by its sights, a
 * country by its route (country-plans.ts), any other place ("Ljubljana") by the days the plain
 * reply gives a place it does not know (a walk through the old center, a market, a museum, a day
 * trip), its name written in.
 */
function tripDays(prompt: string, count: number): readonly PlanDay[] | undefined {
  if (count === 0 || !TRIP_PROMPT.test(prompt)) return undefined;
  const place = [...prompt.matchAll(TRIP_PLACE)].map((match) => match[1]!).find((name) => !NOT_PLACES.test(name));
  if (place === undefined) return undefined;
  const days = Math.min(count, MAX_ITEMS);
  const city = cityNamed(place) ?? cityNamed(place.split(" ")[0]!);
  if (city) return cityPlan(city, days, false);
  const country = countryNamed(place);
  if (country) return countryPlan(country, days, false);
  return isPlace(place, prompt) ? placePlan(prompt, placeName(place), days) : undefined;
}

/** A workout day's exercises as the items of the caller's list: lines, or objects of its own names for the name, sets and reps. */
function exerciseItems(exercises: readonly Exercise[], items: Json | undefined): unknown[] | undefined {
  const properties = items?.properties as Record<string, Json> | undefined;
  if (items?.type === "string" || properties === undefined) return items?.type === "string" || items === undefined ? exercises.map(exerciseLine) : undefined;
  return exercises.map(([name, sets, reps]) => {
    const written: Json = {};
    for (const key of Object.keys(properties)) {
      const normal = normalisedKey(key);
      if (["name", "exercise", "title", "movement", "exercisename"].includes(normal)) written[key] = name;
      else if (normal === "sets") written[key] = sets;
      else if (["reps", "repetitions", "rep"].includes(normal)) written[key] = reps;
    }
    return written;
  });
}

/** When a trip's morning, afternoon and evening start, as an itinerary's `time` writes them. */
const SLOT_TIMES = ["09:00", "14:00", "19:00"];
const SLOT_NAMES = ["Morning", "Afternoon", "Evening"];
const TIME_KEYS: ReadonlySet<string> = new Set(["time", "starttime", "start", "when", "hour"]);
const SLOT_KEYS: ReadonlySet<string> = new Set(["timeofday", "slot", "period", "partofday"]);
const ACTIVITY_KEYS: ReadonlySet<string> = new Set(["activity", "description", "name", "title", "what", "details", "plan", "thing", "stop", "sight", "highlight", "item", "event"]);
const PLACE_KEYS: ReadonlySet<string> = new Set(["location", "place", "where", "venue", "address", "spot", "area", "neighborhood", "neighbourhood"]);

/**
 * A trip's day as the objects of the caller's list of activities (`{time, activity, location}`):
 * its morning, afternoon and evening, each at its time, its place the sight the line names ("The
 * Louvre"), else the trip's place.
 */
function tripItems(trip: PlanDay, template: Json, place: string | undefined): Json[] {
  return trip.slice(1).map((line, slot) => {
    const item: Json = { ...template };
    // A sight's name opens its line ("The Louvre. …"); a meal or a task ("A bistro dinner. …") is no place.
    const sight = /^(?!(?:An?|Lunch|Dinner|Breakfast|Head|Check|Explore)\b)([^.;:()]{3,48})\.\s/.exec(line)?.[1];
    for (const [key, value] of Object.entries(item)) {
      if (typeof value !== "string") continue;
      const normal = normalisedKey(key);
      if (TIME_KEYS.has(normal)) item[key] = SLOT_TIMES[slot]!;
      else if (SLOT_KEYS.has(normal)) item[key] = SLOT_NAMES[slot]!;
      else if (PLACE_KEYS.has(normal)) item[key] = sight ?? place ?? value;
      else if (ACTIVITY_KEYS.has(normal)) item[key] = line;
    }
    return item;
  });
}

/** The changes of the `index`-th of `count` periods of unit `unit`: [key, value] pairs. */
function itemChanges(item: Json, unit: string, index: number, count: number, reading: PlanReading, items: Json): [string, unknown][] {
  const changes: [string, unknown][] = [];
  const stage = reading.subject === undefined ? undefined : studyStage(reading.subject, index, count);
  const workout = reading.workout ? workoutDay(index, count) : undefined;
  const trip = reading.trip?.[index];
  const properties = (items.properties as Record<string, Json> | undefined) ?? {};
  for (const [key, value] of Object.entries(item)) {
    const words = wordsOf(key);
    const normal = normalisedKey(key);
    const names = words[0] === unit || (words.length === 1 && NUMBER_WORDS.has(words[0]!));
    const numbered = names && words.slice(1).every((word) => NUMBER_WORDS.has(word));
    if (typeof value === "number" && numbered) changes.push([key, index + 1]);
    else if (typeof value === "string" && unit === "day" && DAY_NAME_KEYS.has(normal)) {
      changes.push([key, reading.weekly || WEEKDAY_KEYS.has(normal) ? WEEKDAYS[index % 7]! : `Day ${index + 1}`]);
    } else if (typeof value === "string" && words.length === 1 && words[0] === unit) changes.push([key, `${capitalised(unit)} ${index + 1}`]);
    else if (typeof value === "string" && isMealKey(normal)) {
      const meal = mealOfDay(normal, index, reading.diet, reading.start);
      if (meal !== undefined) changes.push([key, meal]);
    } else if (Array.isArray(value) && normal === "meals" && value.every((meal) => typeof meal === "string")) changes.push([key, mealsOfDay(index, reading.diet, reading.start)]);
    else if (workout && typeof value === "string" && WORKOUT_FOCUS_KEYS.has(normal)) changes.push([key, workout[0]]);
    else if (workout && Array.isArray(value) && EXERCISE_LISTS.has(singular(words[words.length - 1] ?? ""))) {
      const exercises = exerciseItems(workout[1], properties[key]?.items as Json | undefined);
      if (exercises) changes.push([key, exercises]);
    } else if (trip && typeof value === "string" && TRIP_TITLE_KEYS.has(normal)) changes.push([key, trip[0]]);
    else if (trip && typeof value === "string" && (normal === "morning" || normal === "afternoon" || normal === "evening")) changes.push([key, trip[normal === "morning" ? 1 : normal === "afternoon" ? 2 : 3]]);
    else if (trip && Array.isArray(value) && value.every((entry) => typeof entry === "string") && TRIP_LISTS.has(singular(words[words.length - 1] ?? ""))) changes.push([key, trip.slice(1)]);
    else if (trip && Array.isArray(value) && value.length > 0 && value.every((entry) => entry !== null && typeof entry === "object" && !Array.isArray(entry)) && TRIP_LISTS.has(singular(words[words.length - 1] ?? ""))) {
      changes.push([key, tripItems(trip, value[0] as Json, reading.place)]);
    }
    else if (stage && typeof value === "string" && FOCUS_KEYS.has(normal)) changes.push([key, stage.focus]);
    else if (stage && Array.isArray(value) && value.every((task) => typeof task === "string") && TASK_LISTS.has(singular(words[words.length - 1] ?? ""))) {
      changes.push([key, { tasks: stage.tasks, had: value.length }]);
    }
  }
  return changes;
}

/** A list's tasks at the lengths a model writes (three, then two or four), then at the faker's own length. */
function taskLengths(had: number): number[] {
  return [3, 2, 4, Math.max(1, had)];
}

/**
 * Applies `changes` to `item` (inside `root`): all together when `validate` accepts them, else
 * each on its own (a list of tasks at the first length the schema takes). Whether any was kept.
 */
function applied(root: Json, item: Json, changes: readonly [string, unknown][], validate: (value: unknown) => boolean, budget: { checks: number }): boolean {
  if (changes.length === 0) return false;
  const before = changes.map(([key]) => item[key]);
  const firstTry = (value: unknown) => (isTaskChange(value) ? value.tasks.slice(0, 3) : value);
  for (const [key, value] of changes) item[key] = firstTry(value);
  if (budget.checks++ < MAX_CHECKS && validate(root)) return true;
  changes.forEach(([key], i) => (item[key] = before[i]));
  let kept = false;
  for (const [i, [key, value]] of changes.entries()) {
    const tries = isTaskChange(value) ? taskLengths(value.had).map((length) => value.tasks.slice(0, length)) : [value];
    for (const next of tries) {
      if (budget.checks++ >= MAX_CHECKS) return kept;
      item[key] = next;
      if (validate(root)) {
        kept = true;
        break;
      }
      item[key] = before[i];
    }
  }
  return kept;
}

function isTaskChange(value: unknown): value is { tasks: string[]; had: number } {
  return value !== null && typeof value === "object" && !Array.isArray(value) && "tasks" in value;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
