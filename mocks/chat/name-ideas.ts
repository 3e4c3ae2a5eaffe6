/**
 * Names suggested as a structured output: "Generate 10 baby names" with `{names: string[]}`,
 * "Give me 5 baby girl names with meanings" with `{names: [{name, meaning, origin}]}`, "Suggest 5
 * names for a golden retriever puppy". The generic rewrites wrote the prompt's subject as every
 * name ("Baby names" ten times) or "Name 1" beside the faker's letters as a meaning. A model
 * suggests real names, distinct, of the sex asked, with their usual meaning and origin (common
 * etymologies, as baby-name sites give them); a pet gets pet names (a golden one for a golden
 * retriever, designed).
 *
 * Runs on the finished document's top-level lists when the prompt asks for baby or pet names; each
 * change is kept only where the caller's schema accepts it.
 */

type Json = Record<string, unknown>;

/** A baby name: the name, what it means, where it comes from. */
type BabyName = readonly [name: string, meaning: string, origin: string];

const GIRLS: readonly BabyName[] = [
  ["Olivia", "olive tree", "Latin"],
  ["Emma", "whole, universal", "Germanic"],
  ["Sophia", "wisdom", "Greek"],
  ["Amelia", "work", "Germanic"],
  ["Luna", "moon", "Latin"],
  ["Chloe", "green shoot", "Greek"],
  ["Grace", "grace, favor", "Latin"],
  ["Zoe", "life", "Greek"],
  ["Aurora", "dawn", "Latin"],
  ["Lily", "the lily flower, a symbol of purity", "English"],
  ["Clara", "bright, clear", "Latin"],
  ["Stella", "star", "Latin"],
];
const BOYS: readonly BabyName[] = [
  ["Liam", "strong-willed warrior", "Irish"],
  ["Noah", "rest, comfort", "Hebrew"],
  ["Oliver", "olive tree", "Latin"],
  ["Theodore", "gift of God", "Greek"],
  ["Leo", "lion", "Latin"],
  ["Henry", "ruler of the home", "Germanic"],
  ["Ethan", "strong, firm", "Hebrew"],
  ["Felix", "lucky, happy", "Latin"],
  ["Sebastian", "venerable, revered", "Greek"],
  ["Samuel", "God has heard", "Hebrew"],
  ["Benjamin", "son of the right hand", "Hebrew"],
  ["Jasper", "treasurer", "Persian"],
];
/** Both, alternating: a list asked with no sex named. */
const ANY: readonly BabyName[] = GIRLS.flatMap((girl, index) => [girl, BOYS[index]!]);

const DOGS = ["Max", "Bella", "Charlie", "Daisy", "Cooper", "Rosie", "Milo", "Bailey", "Teddy", "Luna", "Buddy", "Willow"];
const GOLDEN_DOGS = ["Honey", "Sunny", "Maple", "Goldie", "Biscuit", "Butterscotch", "Ginger", "Nugget", "Marigold", "Toffee", "Peaches", "Sandy"];
const CATS = ["Luna", "Milo", "Cleo", "Simba", "Nala", "Mochi", "Pepper", "Oliver", "Willow", "Jasper", "Ziggy", "Olive"];

/** Keys of the list of names, and of a name's parts in an object. */
const LIST_KEYS = new Set(["names", "suggestions", "ideas", "babynames", "petnames", "dognames", "catnames", "options", "results"]);
const NAME_KEYS = new Set(["name", "firstname", "suggestion", "title"]);
const MEANING_KEYS = new Set(["meaning", "meanings", "definition", "significance"]);
const ORIGIN_KEYS = new Set(["origin", "language", "etymology", "culture"]);

/**
 * The document with the names asked for in its top-level list of names, or the document itself.
 * @example withNameIdeas({ names: ["Baby names", "Baby names"] }, "Generate 2 baby names", () => true) // { names: ["Olivia", "Liam"] }
 */
export function withNameIdeas(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lower = text.slice(0, 300).toLowerCase();
  if (!/\bnames?\b/.test(lower)) return document;
  const pool = poolFor(lower);
  if (pool === undefined) return document;
  const written = { ...(document as Json) };
  let changed = false;
  for (const key of Object.keys(written)) {
    const before = written[key];
    if (!Array.isArray(before) || before.length === 0 || !LIST_KEYS.has(flat(key))) continue;
    const names = pool.slice(0, Math.min(before.length, pool.length));
    written[key] = names.map((one, index) => itemFor(before[index] ?? before[0], one));
    if (validate(written)) changed = true;
    else written[key] = before;
  }
  return changed ? written : document;
}

const flat = (key: string): string => key.toLowerCase().replace(/[^a-z]/g, "");

/** The names a prompt asks for: a baby's (of the sex it names), a dog's, a cat's; undefined for other names (a startup's, a team's). */
function poolFor(lower: string): readonly BabyName[] | undefined {
  if (/\bbab(?:y|ies)\b|\bnewborn\b|\bour (?:son|daughter)\b/.test(lower)) {
    const girl = /\bgirls?\b|\bdaughter\b|\bfemale\b/.test(lower);
    const boy = /\bboys?\b|\bson\b|\bmale\b/.test(lower);
    return girl && !boy ? GIRLS : boy && !girl ? BOYS : ANY;
  }
  const pet = (names: readonly string[]): BabyName[] => names.map((name) => [name, "", ""]);
  if (/\b(?:dogs?|pupp(?:y|ies)|retrievers?|labs?|labradors?|poodles?|beagles?|terriers?|corgis?)\b/.test(lower)) return pet(/\bgolden\b/.test(lower) ? GOLDEN_DOGS : DOGS);
  if (/\b(?:cats?|kittens?|kitty)\b/.test(lower)) return pet(CATS);
  return undefined;
}

/** One item of the list in the form of the faker's: the name itself, or an object of its name, meaning and origin. */
function itemFor(template: unknown, [name, meaning, origin]: BabyName): unknown {
  if (typeof template === "string") return name;
  if (template === null || typeof template !== "object" || Array.isArray(template)) return template;
  const item: Json = { ...(template as Json) };
  for (const key of Object.keys(item)) {
    const word = flat(key);
    if (NAME_KEYS.has(word)) item[key] = name;
    else if (MEANING_KEYS.has(word) && meaning !== "" && typeof item[key] === "string") item[key] = meaning.charAt(0).toUpperCase() + meaning.slice(1);
    else if (ORIGIN_KEYS.has(word) && origin !== "" && typeof item[key] === "string") item[key] = origin;
  }
  return item;
}
