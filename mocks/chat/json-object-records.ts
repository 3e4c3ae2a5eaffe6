/**
 * The keys of a record a `json_object` prompt asks to be made and names no keys of: "Output a
 * JSON object describing a user profile" gets what a model puts in one (`id`, `username`,
 * `name`, `email`, `age`, `location`, `bio`, `interests`), which the document generator then
 * fills as it fills any schema. Only when the prompt asks for the record to be made (generate,
 * describe, create…): "What is a user profile? Answer in JSON" asks a question, not a record.
 */

import { countOf } from "./list-counts.ts";

/** The keys of the records prompts ask for most, by the noun that names them: only keys the document generator fills with values a model writes. */
const RECORDS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ["user profile", "id username name email age location bio interests"],
      ["user", "id username name email age location bio interests"],
      ["profile", "id username name email age location bio interests"],
      ["customer", "id name email phone city is_member"],
      ["employee", "id name email job_title department hire_date"],
      ["person", "name age occupation city hobbies"],
      ["character", "name age occupation personality description"],
      ["product", "id name description price currency category in_stock"],
      ["book", "title author year genre pages"],
      ["movie", "title director year genre rating"],
      ["film", "title director year genre rating"],
      ["address", "street city state postal_code country"],
      ["company", "name industry founded_year location employee_count website"],
      ["event", "title date location description"],
      ["restaurant", "name cuisine city rating price_range"],
      ["pet", "name species color"],
      ["joke", "setup punchline"],
      ["startup idea", "name description target_market"],
      ["business idea", "name description target_market"],
      ["app idea", "name description target_market"],
      ["recipe", "title servings ingredients steps"],
      ["todo list", "title tasks"],
      ["to-do list", "title tasks"],
      ["checklist", "title tasks"],
      ["sentiment", "sentiment confidence"],
    ] as const
  ).map(([noun, keys]) => [noun, keys.split(" ")] as const),
);

/** Examples for the generator to choose from (categories.ts reads them), for keys whose names alone it would fill with random letters. */
const examples = (list: string) => ({ type: "string", minLength: 1, description: `For example ${list}` });

/** What the keys of a record hold when their names do not say it. */
const PROPERTIES: ReadonlyMap<string, Readonly<Record<string, unknown>>> = new Map<string, Readonly<Record<string, unknown>>>([
  ["in_stock", { type: "boolean" }],
  ["is_member", { type: "boolean" }],
  ["pages", { type: "integer", minimum: 80, maximum: 900 }],
  ["age", { type: "integer", minimum: 18, maximum: 80 }],
  ["founded_year", { type: "integer", minimum: 1950, maximum: 2024 }],
  ["employee_count", { type: "integer", minimum: 5, maximum: 5000 }],
  ["postal_code", { type: "string", pattern: "^[0-9]{5}$" }],
  ["occupation", examples("Teacher, Nurse, Software engineer, Chef, Architect or Accountant")],
  ["job_title", examples("Software Engineer, Product Manager, Data Analyst, Designer or Sales Manager")],
  ["department", examples("Engineering, Marketing, Sales, Finance or Human Resources")],
  ["personality", examples("Curious, Loyal, Witty, Brave or Calm")],
  ["state", examples("California, Texas, New York, Florida or Illinois")],
  ["industry", examples("Software, Healthcare, Retail, Finance or Energy")],
  ["cuisine", examples("Italian, Japanese, Mexican, Thai or French")],
  ["price_range", examples("$, $$, $$$ or $$$$")],
  ["species", examples("Dog, Cat, Rabbit, Parrot or Hamster")],
  ["genre", examples("Mystery, Science fiction, Fantasy, Romance or Thriller")],
  ["category", examples("Electronics, Home & Kitchen, Sports & Outdoors, Beauty or Toys")],
  // A record's own name is no person's (a top-level `name` reads as one): what such things are called.
  ["product.name", examples("Wireless Earbuds, Stainless Steel Water Bottle, Smart Watch, Yoga Mat or Desk Lamp")],
  ["company.name", examples("Northwind Labs, Brightpath, Bluepeak Systems, Evergreen Foods or Lumen Works")],
  ["restaurant.name", examples("The Olive Tree, Sakura House, Casa Lupe, Golden Lotus or Le Petit Bistro")],
  ["pet.name", examples("Luna, Max, Bella, Charlie or Milo")],
  ["startup idea.name", examples("MealWise, PetPals, ShiftSwap, GreenRoute or TutorLoop")],
  ["business idea.name", examples("MealWise, PetPals, ShiftSwap, GreenRoute or TutorLoop")],
  ["app idea.name", examples("MealWise, PetPals, ShiftSwap, StudyBuddy or TutorLoop")],
  ["target_market", examples("Busy families who cook at home, Local couriers and small delivery fleets, University students or Remote teams at small companies")],
  ["book.title", examples("The Silent Orchard, A River of Stars, The Clockmaker's Daughter, Salt and Ember or The Last Lighthouse")],
  ["movie.title", examples("Midnight in Lisbon, Echoes of Tomorrow, The Glass Harbor, Paper Kingdoms or Northbound")],
  ["film.title", examples("Midnight in Lisbon, Echoes of Tomorrow, The Glass Harbor, Paper Kingdoms or Northbound")],
  ["event.title", examples("Spring Networking Night, Community Cleanup Day, Summer Music Festival, Tech Talk: AI in Practice or Charity Fun Run")],
]);

/**
 * The property the key of a record of `noun` holds when its name does not say it (`in_stock` a
 * yes-or-no, `occupation` one of a few, a product's `name` a product's), else undefined.
 */
export function recordProperty(noun: string, key: string): Readonly<Record<string, unknown>> | undefined {
  return PROPERTIES.get(`${noun}.${key}`) ?? PROPERTIES.get(key);
}

/** A verb or participle that asks for a record to be made, then the record: "describing a user profile", "Generate a fake user". */
const MADE_RECORD = new RegExp(
  String.raw`\b(?:generate|create|make|describe|describing|describes|representing|represents|output|return|give(?:\s+me)?|write|produce|invent|build|mock|tell(?:\s+me)?|make\s+up)\s+(?:(?:a|an|one|the|my|sample|example|fake|fictional|random|typical|new|simple|single|mock|dummy|test|realistic)\s+)*(${[...RECORDS.keys()].join("|")})\b(?!\s*(?:list|s\b|'s\b|ids?\b|names?\b))`,
  "i",
);

/** Records counted in other ways: people by `people`; books and films are real ones (json-object-lists.ts); one sentiment, one list. */
const NOT_COUNTED = new Set(["person", "book", "movie", "film", "sentiment", "todo list", "to-do list", "checklist", "joke"]);

/** A count of records to make: "Generate 3 user profiles", "5 sample products". */
const COUNTED_RECORDS = new RegExp(
  String.raw`\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+(?:(?:sample|example|fake|fictional|random|typical|new|mock|dummy|test|realistic)\s+)*(${[...RECORDS.keys()].filter((noun) => !NOT_COUNTED.has(noun)).join("|")}|people)(?:e?s)?\b`,
  "i",
);

/** A record named by what it is of, in a few words: "Generate a lasagna recipe", "Make a packing checklist for a beach trip". */
const NAMED_RECORD = /\b(?:generate|create|make|give(?:\s+me)?|write|return|output|share|suggest)\s+(?:an?\s+|the\s+|my\s+)?(?:[\w-]+\s+){0,3}?(recipe|to-?do list|checklist)\b/i;

/** A verb that asks for records to be made, before their count: "What are 3 users doing?" asks none. */
const MAKING = /\b(?:generate|create|make|give|list|return|output|write|produce|invent|build|mock|provide|need|want)\b/i;

/** A word of a record's name. */
const CUE = new RegExp([...new Set([...RECORDS.keys()].map((noun) => noun.split(" ").pop()!)), "people", "todo"].join("|"), "i");

/**
 * The keys of the record `text` (the user's message) asks to be made, or undefined.
 * @example recordKeys("Output a JSON object describing a user profile") // ["id", "username", "name", "email", "age", "location", "bio", "interests"]
 */
export function recordKeys(text: string): readonly string[] | undefined {
  return madeRecord(text)?.keys;
}

/** The record `text` asks to be made: its noun ("user profile") and keys, or undefined. */
export function madeRecord(text: string): { noun: string; keys: readonly string[] } | undefined {
  const head = text.slice(0, 600);
  // A cheap cue first: most prompts name no record.
  if (!CUE.test(head)) return undefined;
  const found = MADE_RECORD.exec(head) ?? NAMED_RECORD.exec(head);
  if (!found) return undefined;
  const noun = found[1]!.toLowerCase().replace(/^todo/, "to-do");
  return { noun, keys: RECORDS.get(noun)! };
}

/**
 * The records `text` asks for by a count ("Generate 3 user profiles as JSON"): the key of their
 * list (the noun's last word, plural), how many, and each one's keys; undefined when it counts none.
 * @example countedRecords("Generate 3 user profiles as JSON") // { key: "profiles", count: 3, keys: ["id", "username", …] }
 */
export function countedRecords(text: string): { key: string; noun: string; count: number; keys: readonly string[] } | undefined {
  const head = text.slice(0, 600);
  if (!CUE.test(head)) return undefined;
  const found = COUNTED_RECORDS.exec(head);
  if (!found || !MAKING.test(head.slice(0, found.index))) return undefined;
  const noun = found[2]!.toLowerCase();
  const keys = RECORDS.get(noun === "people" ? "person" : noun)!;
  const last = noun.split(" ").pop()!;
  return { key: noun === "people" ? "people" : last.endsWith("s") ? `${last}es` : `${last}s`, noun: noun === "people" ? "person" : noun, count: countOf(found[1]!) ?? 3, keys };
}
