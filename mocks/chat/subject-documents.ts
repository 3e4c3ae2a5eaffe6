/**
 * A structured document about one subject the prompt names, whose facts a model knows: "Give me
 * facts about Tokyo" with `{name, country, population, famous_for[]}`, "iPhone 15 Pro specs" with
 * `{name, storage_gb, price}`, "Nutrition facts for an apple" with `{calories, protein_g, carbs_g,
 * fat_g}`, "Write a SQL query for the top 5 customers by revenue" with `{query, explanation}`, "Tell
 * me about Japan" with `{name, capital, population, currency}`. The faker and the generic rewrites
 * wrote `"country": "Tokyo"`, `"population": 534`, `"storage_gb": 15` (the model number),
 * `"calories": 853.41` and the prompt pasted into `query`; an app showing these reads as broken.
 *
 * Runs on the finished document's top-level fields, only for a subject the mock knows (a city of
 * cities.ts, a device below, a food of nutrition-facts.ts, a thing of json-object-rows.ts, a
 * query sql-arguments.ts writes) and only for fields named for one of its facts; each change is
 * kept only where the caller's schema still accepts the document. Populations are of the city
 * proper, about 2023, rounded; device figures are Apple's and Google's launch specs (US prices).
 */
import { CITIES, type City } from "./cities.ts";
import { foodNamed, type Food } from "./nutrition-facts.ts";
import { namedThing } from "./json-object-entities.ts";
import { sqlFor } from "./sql-arguments.ts";
import { sqlQueryReply } from "./sql-queries.ts";

type Json = Record<string, unknown>;
type Check = (value: unknown) => boolean;

/** A key as compared: lower case, letters and digits only (`famous_for` → "famousfor"). */
const flat = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A city's facts beside its sights (cities.ts): country, population of the city proper (about 2023), continent, languages, currency. */
const CITY_FACTS: Readonly<Record<string, readonly [country: string, population: number, continent: string, language: string, currency: string]>> = {
  Paris: ["France", 2_100_000, "Europe", "French", "Euro"],
  London: ["United Kingdom", 8_900_000, "Europe", "English", "Pound sterling"],
  Rome: ["Italy", 2_750_000, "Europe", "Italian", "Euro"],
  Tokyo: ["Japan", 14_000_000, "Asia", "Japanese", "Japanese yen"],
  "New York": ["United States", 8_300_000, "North America", "English", "US dollar"],
  Barcelona: ["Spain", 1_650_000, "Europe", "Spanish and Catalan", "Euro"],
  Amsterdam: ["Netherlands", 930_000, "Europe", "Dutch", "Euro"],
  Berlin: ["Germany", 3_850_000, "Europe", "German", "Euro"],
  Lisbon: ["Portugal", 550_000, "Europe", "Portuguese", "Euro"],
  Prague: ["Czech Republic", 1_350_000, "Europe", "Czech", "Czech koruna"],
  Vienna: ["Austria", 2_000_000, "Europe", "German", "Euro"],
  Istanbul: ["Turkey", 15_700_000, "Europe and Asia", "Turkish", "Turkish lira"],
  Dubai: ["United Arab Emirates", 3_600_000, "Asia", "Arabic", "UAE dirham"],
  Singapore: ["Singapore", 5_900_000, "Asia", "English, Malay, Mandarin and Tamil", "Singapore dollar"],
  Seoul: ["South Korea", 9_400_000, "Asia", "Korean", "South Korean won"],
  Kyoto: ["Japan", 1_460_000, "Asia", "Japanese", "Japanese yen"],
  Sydney: ["Australia", 5_300_000, "Oceania", "English", "Australian dollar"],
  "San Francisco": ["United States", 810_000, "North America", "English", "US dollar"],
  "Los Angeles": ["United States", 3_800_000, "North America", "English", "US dollar"],
  Chicago: ["United States", 2_700_000, "North America", "English", "US dollar"],
  "Mexico City": ["Mexico", 9_200_000, "North America", "Spanish", "Mexican peso"],
  "Rio de Janeiro": ["Brazil", 6_200_000, "South America", "Portuguese", "Brazilian real"],
  "Buenos Aires": ["Argentina", 3_100_000, "South America", "Spanish", "Argentine peso"],
  Cairo: ["Egypt", 10_100_000, "Africa", "Arabic", "Egyptian pound"],
  Athens: ["Greece", 640_000, "Europe", "Greek", "Euro"],
  Dublin: ["Ireland", 590_000, "Europe", "English and Irish", "Euro"],
  Copenhagen: ["Denmark", 660_000, "Europe", "Danish", "Danish krone"],
};

/** Keys for what a city is known for, and for its sights. */
const FAMOUS_KEYS = new Set(["famousfor", "knownfor", "highlights", "famousthings", "whyvisit", "thingstoknow"]);
const SIGHT_KEYS = new Set(["landmarks", "attractions", "topattractions", "sights", "mustsee", "mustsees", "thingstodo", "placestovisit", "touristattractions", "pointsofinterest", "famouslandmarks"]);

/** A device the mock knows the launch specs of (US prices, storage in GB, weight in grams). */
interface Device {
  readonly name: string;
  readonly pattern: RegExp;
  readonly brand: string;
  readonly year: number;
  readonly chip: string;
  readonly ramGb: number;
  readonly displayInches: number;
  readonly weightG: number;
  readonly options: readonly (readonly [storageGb: number, price: number])[];
}

/** Longest names first: "iPhone 15 Pro Max" before "iPhone 15 Pro" before "iPhone 15". */
const DEVICES: readonly Device[] = [
  { name: "iPhone 15 Pro Max", pattern: /\biphone\s*15\s*pro\s*max\b/i, brand: "Apple", year: 2023, chip: "A17 Pro", ramGb: 8, displayInches: 6.7, weightG: 221, options: [[256, 1199], [512, 1399], [1024, 1599]] },
  { name: "iPhone 15 Pro", pattern: /\biphone\s*15\s*pro\b/i, brand: "Apple", year: 2023, chip: "A17 Pro", ramGb: 8, displayInches: 6.1, weightG: 187, options: [[128, 999], [256, 1099], [512, 1299], [1024, 1499]] },
  { name: "iPhone 15", pattern: /\biphone\s*15\b/i, brand: "Apple", year: 2023, chip: "A16 Bionic", ramGb: 6, displayInches: 6.1, weightG: 171, options: [[128, 799], [256, 899], [512, 1099]] },
  { name: "MacBook Air M2", pattern: /\bmacbook\s*air\b[^.?!\n]{0,12}\bm2\b/i, brand: "Apple", year: 2022, chip: "Apple M2", ramGb: 8, displayInches: 13.6, weightG: 1240, options: [[256, 1199], [512, 1499]] },
  { name: "Pixel 8", pattern: /\bpixel\s*8\b(?!\s*(?:pro|a)\b)/i, brand: "Google", year: 2023, chip: "Google Tensor G3", ramGb: 8, displayInches: 6.2, weightG: 187, options: [[128, 699], [256, 759]] },
];

/**
 * The document with the facts of the subject `text` names in the fields named for them, or the
 * document as it was when it names no known subject or has no such field.
 * @example withSubjectFacts({ name: "x", country: "Tokyo", population: 534 }, "Give me facts about Tokyo", () => true)
 * // { name: "Tokyo", country: "Japan", population: 14000000 }
 */
export function withSubjectFacts(document: unknown, text: string, validate: Check): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || text.length > 1200) return document;
  const written = { ...(document as Json) };
  const keys = Object.keys(written);
  const head = text.slice(0, 600);
  const changed = withQuery(written, keys, head, validate) || withNutrients(written, keys, head, validate) || withDevice(written, keys, head, validate) || withCity(written, keys, head, validate) || withThing(written, keys, head, validate);
  return changed ? written : document;
}

/** Sets `key` to the first of `values` that fits the field's type and the schema; whether one did. */
function put(document: Json, key: string, values: readonly unknown[], validate: Check): boolean {
  const before = document[key];
  for (const raw of values) {
    const value = shaped(raw, before);
    if (value === undefined) continue;
    document[key] = value;
    if (validate(document)) return true;
  }
  document[key] = before;
  return false;
}

/** A value in the form of the field's own: a list for a list, a string for a string, a number for a number. */
function shaped(value: unknown, before: unknown): unknown {
  if (Array.isArray(before)) return Array.isArray(value) ? value : [value];
  if (typeof before === "string") return Array.isArray(value) ? value.join(", ") : typeof value === "number" ? undefined : value;
  if (typeof before === "number") return typeof value === "number" ? value : undefined;
  return value;
}

/** "about 14 million", "about 930,000": a population written in a string field. */
const aboutPeople = (n: number): string => (n >= 1_000_000 ? `about ${Math.round(n / 100_000) / 10} million` : `about ${n.toLocaleString("en-US")}`);

// ---- SQL ----------------------------------------------------------------------------------------

const QUERY_KEYS = new Set(["query", "sql", "sqlquery", "statement", "sqlstatement", "code"]);
const EXPLANATION_KEYS = new Set(["explanation", "description", "reasoning", "notes", "howitworks"]);

/** A query field of a request for SQL: the query asked ("the top 5 customers by revenue"), never the prompt pasted. */
function withQuery(document: Json, keys: readonly string[], text: string, validate: Check): boolean {
  if (!/\bsql\b|\bquery\b/i.test(text)) return false;
  const key = keys.find((one) => QUERY_KEYS.has(flat(one)) && typeof document[one] === "string");
  if (key === undefined) return false;
  const reply = sqlQueryReply(text);
  const block = reply === undefined ? undefined : /```sql\n([\s\S]+?)\n```/.exec(reply)?.[1];
  const asked = text.replace(/^[\s\S]*?\b(?:sql\s+)?query\s+(?:to|that|for|which)\s+/i, "");
  const sql = block ?? sqlFor(asked);
  if (sql === undefined || !put(document, key, [sql], validate)) return false;
  const why = keys.find((one) => EXPLANATION_KEYS.has(flat(one)) && typeof document[one] === "string");
  const said = reply === undefined ? explained(sql) : reply.split("\n").at(-1)!;
  if (why !== undefined) put(document, why, [said], validate);
  return true;
}

/** A line on what a query does, read from its clauses. */
function explained(sql: string): string {
  const table = /\bFROM\s+(\w+)/i.exec(sql)?.[1] ?? "the table";
  const parts = [`It reads the ${table} table`];
  const where = /\bWHERE\s+(.+?)(?=\s+(?:GROUP|ORDER|LIMIT)\b|;|$)/i.exec(sql)?.[1];
  if (where) parts.push(`keeps the rows where ${where}`);
  const group = /\bGROUP\s+BY\s+(.+?)(?=\s+(?:ORDER|LIMIT)\b|;|$)/i.exec(sql)?.[1];
  if (group) parts.push(`counts them per ${group}`);
  else if (/\bCOUNT\(/i.test(sql)) parts.push("counts them");
  const order = /\bORDER\s+BY\s+(\w+)(\s+DESC)?/i.exec(sql);
  if (order) parts.push(`sorts by ${order[1]}${order[2] ? " from highest to lowest" : ""}`);
  const limit = /\bLIMIT\s+(\d+)/i.exec(sql)?.[1];
  if (limit) parts.push(`returns at most ${limit} rows`);
  const last = parts.pop()!.replace(/^and /, "");
  return `${parts.join(", ")}${parts.length > 0 ? " and " : ""}${last}. Adjust the table and column names to your schema.`;
}

// ---- Nutrition ----------------------------------------------------------------------------------

type Nutrient = "calories" | "protein" | "carbs" | "fat" | "sugar" | "fiber";
const NUTRIENT_KEYS: ReadonlyMap<string, Nutrient> = new Map([
  ...["calories", "kcal", "calorieskcal", "energy", "energykcal", "totalcalories", "caloriespersrving", "caloriesperserving"].map((key) => [key, "calories"] as const),
  ...["protein", "proteing", "proteingrams", "proteins", "totalprotein"].map((key) => [key, "protein"] as const),
  ...["carbs", "carbsg", "carbsgrams", "carbohydrates", "carbohydratesg", "carbohydrate", "carbohydrateg", "totalcarbs", "totalcarbohydrates", "totalcarbohydratesg", "carbohydratesgrams"].map((key) => [key, "carbs"] as const),
  ...["fat", "fatg", "fatgrams", "fats", "totalfat", "totalfatg"].map((key) => [key, "fat"] as const),
  ...["sugar", "sugarg", "sugars", "sugarsg", "sugargrams", "totalsugars"].map((key) => [key, "sugar"] as const),
  ...["fiber", "fiberg", "fibre", "fibreg", "dietaryfiber", "dietaryfiberg", "fibergrams"].map((key) => [key, "fiber"] as const),
]);
const FOOD_KEYS = new Set(["food", "name", "item", "fooditem", "foodname", "ingredient"]);
const SERVING_KEYS = new Set(["serving", "servingsize", "portion", "portionsize", "amount"]);
const GRAM_KEYS = new Set(["servinggrams", "servingsizeg", "servingsizegrams", "grams", "weightg", "servingweightg"]);

/** A document of a food's nutrients: its table figures in the serving the prompt asks for. */
function withNutrients(document: Json, keys: readonly string[], text: string, validate: Check): boolean {
  const fields = keys.filter((key) => NUTRIENT_KEYS.has(flat(key)));
  if (fields.length < 2 || !/nutri|calori|macro|protein|kcal|\bcarbs?\b/i.test(text)) return false;
  const food = foodNamed(text);
  if (food === undefined) return false;
  for (const key of fields) {
    const value = food[NUTRIENT_KEYS.get(flat(key))!];
    put(document, key, [value, Math.round(value), `${value}${flat(key) === "calories" ? "" : " g"}`], validate);
  }
  for (const key of keys) {
    const word = flat(key);
    if (FOOD_KEYS.has(word)) put(document, key, [capitalised(food.plain)], validate);
    else if (SERVING_KEYS.has(word)) put(document, key, [servingText(food)], validate);
    else if (GRAM_KEYS.has(word)) put(document, key, [food.grams, Math.round(food.grams)], validate);
  }
  return true;
}

const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);
/** "A medium apple (about 182 g)" → "1 medium apple (about 182 g)"; a weight asked stays: "100 g of …". */
const servingText = (food: Food): string => food.serving.replace(/^An? (?=[a-z])/, "1 ").replace(/,$/, "");

// ---- Devices ------------------------------------------------------------------------------------

const STORAGE_KEYS = new Set(["storage", "storagegb", "capacity", "capacitygb", "storagecapacity", "basestorage", "basestoragegb"]);
const STORAGE_LIST_KEYS = new Set(["storageoptions", "storage", "options", "variants", "configurations", "models", "capacities", "storagegb"]);
const PRICE_KEYS = new Set(["price", "priceusd", "startingprice", "baseprice", "launchprice", "msrp", "cost"]);

/** A document of a known device's specs: its name, base storage and price, chip, RAM, screen, weight, storage options. */
function withDevice(document: Json, keys: readonly string[], text: string, validate: Check): boolean {
  const device = DEVICES.find((one) => one.pattern.test(text));
  if (device === undefined) return false;
  const [baseStorage, basePrice] = device.options[0]!;
  const facts: readonly (readonly [RegExp, readonly unknown[]])[] = [
    [/^(?:name|model|product|productname|device|title|modelname)$/, [device.name]],
    [/^(?:brand|manufacturer|maker|company)$/, [device.brand]],
    [/^(?:year|releaseyear|launchyear|released)$/, [device.year, String(device.year)]],
    [/^(?:chip|processor|cpu|soc|chipset)$/, [device.chip]],
    [/^(?:ram|ramgb|memory|memorygb)$/, [device.ramGb, `${device.ramGb} GB`]],
    [/^(?:display|displaysize|screen|screensize|displayinches|screensizeinches|displaysizeinches)$/, [device.displayInches, `${device.displayInches}-inch`]],
    [/^(?:weight|weightg|weightgrams)$/, [device.weightG, `${device.weightG} g`]],
    [/^(?:weightkg)$/, [device.weightG / 1000]],
  ];
  let changed = false;
  for (const key of keys) {
    const word = flat(key);
    const before = document[key];
    if (Array.isArray(before) && STORAGE_LIST_KEYS.has(word)) changed = putOptions(document, key, device, validate) || changed;
    else if (STORAGE_KEYS.has(word)) changed = put(document, key, [baseStorage, storageText(baseStorage)], validate) || changed;
    else if (PRICE_KEYS.has(word)) changed = put(document, key, [basePrice, `$${basePrice.toLocaleString("en-US")}`], validate) || changed;
    else {
      const fact = facts.find(([names]) => names.test(word));
      if (fact) changed = put(document, key, fact[1], validate) || changed;
    }
  }
  return changed;
}

const storageText = (gb: number): string => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`);

/** A list of the device's storage options: numbers, "256 GB" strings, or objects of storage and price. */
function putOptions(document: Json, key: string, device: Device, validate: Check): boolean {
  const before = document[key] as unknown[];
  const template = before.find((item) => item !== null && typeof item === "object" && !Array.isArray(item)) as Json | undefined;
  const objects =
    template &&
    device.options.map(([gb, price]) => {
      const item: Json = { ...template };
      for (const field of Object.keys(item)) {
        const word = flat(field);
        if (STORAGE_KEYS.has(word) || /storage|capacity/.test(word)) item[field] = typeof item[field] === "string" ? storageText(gb) : gb;
        else if (PRICE_KEYS.has(word) || /price/.test(word)) item[field] = typeof item[field] === "string" ? `$${price.toLocaleString("en-US")}` : price;
      }
      return item;
    });
  return put(document, key, [...(objects ? [objects] : []), device.options.map(([gb]) => gb), device.options.map(([gb]) => storageText(gb))], validate);
}

// ---- Cities -------------------------------------------------------------------------------------

/** A document of a city's facts: its name, country, population, what it is famous for and its sights. */
function withCity(document: Json, keys: readonly string[], text: string, validate: Check): boolean {
  const words = keys.map(flat);
  // A record with a city in it (an address, a user) is no document about the city.
  if (!words.some((word) => word === "population" || FAMOUS_KEYS.has(word) || SIGHT_KEYS.has(word))) return false;
  const city = cityIn(text);
  if (city === undefined) return false;
  const facts = CITY_FACTS[city.name];
  const sights = city.sights.map(([name]) => name);
  const famous = [...sights.slice(0, 3), ...city.foods.slice(0, 1).map(([name]) => capitalised(name))];
  for (const key of keys) {
    const word = flat(key);
    const before = document[key];
    const room = Array.isArray(before) ? [5, 4, 3, before.length] : [4];
    if (word === "name" || word === "city" || word === "cityname") put(document, key, [city.name], validate);
    else if (FAMOUS_KEYS.has(word)) put(document, key, room.map((n) => famous.slice(0, n)), validate);
    else if (SIGHT_KEYS.has(word)) put(document, key, room.map((n) => sights.slice(0, n)), validate);
    else if (facts === undefined) continue;
    else if (word === "country") put(document, key, [facts[0]], validate);
    else if (word === "population") put(document, key, [facts[1], aboutPeople(facts[1])], validate);
    else if (word === "continent" || word === "region") put(document, key, [facts[2]], validate);
    else if (word === "language" || word === "languages" || word === "officiallanguage") put(document, key, [facts[3].split(/, | and /), facts[3]], validate);
    else if (word === "currency") put(document, key, [facts[4]], validate);
  }
  return true;
}

/** The city of cities.ts the text names, by its name or another ("NYC"), longest first. */
function cityIn(text: string): City | undefined {
  const lower = text.toLowerCase();
  let best: [City, number] | undefined;
  for (const city of CITIES) {
    for (const name of [city.name.toLowerCase(), ...(city.aka ?? [])]) {
      const found = new RegExp(`(?<![a-z])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-z])`).test(lower);
      if (found && (best === undefined || name.length > best[1])) best = [city, name.length];
    }
  }
  return best?.[0];
}

// ---- Other known things (countries, planets, languages, books…) ---------------------------------

/** A document of a thing json-object-rows.ts knows ("Tell me about Japan"): its facts in the keys named for them. */
function withThing(document: Json, keys: readonly string[], text: string, validate: Check): boolean {
  const thing = namedThing(text, keys);
  if (thing === undefined) return false;
  let changed = false;
  for (const [key, column] of thing.columns) {
    const value = thing.row[column]!;
    const forms = typeof value === "number" ? [value, key.toLowerCase().includes("population") ? aboutPeople(value) : String(value)] : [value];
    changed = put(document, key, forms, validate) || changed;
  }
  return changed;
}
