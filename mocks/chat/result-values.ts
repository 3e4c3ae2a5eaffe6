/**
 * The answer to a tool result that is a plain list of values (`["red","white","black"]`,
 * `[8, 9, 10]`, or an object's one such field, `{"colors": […]}`), as a model answers the
 * user's question with it rather than "The get colors call returned red, white and black":
 *
 * - the options a thing comes in (colors, sizes, flavors, versions…), said of the thing the call
 *   or the question names: "The Model 3 is available in red, white and black.", "The Air Max is
 *   available in sizes 8, 9 and 10."; of nothing named: "The available colors are red and black.";
 *   none: "There are no colors available for the Model 3.";
 * - any other plural the tool names: "The tags for the Model 3 are sale and new.", "The scores are 3, 5 and 8.";
 * - past eight values, the first eight and how many more.
 *
 * What the list holds comes from the field's or the tool's name (`get_available_colors` →
 * colors); what it is of from the call's `model`, `product`… argument, with the article the
 * question gives it ("the Model 3"), else from the question ("What colors does the Model 3 come
 * in?"). A list whose name says nothing (`run`, `results`) keeps tool-results-reply.ts's answer.
 * The wording is designed, as models phrase such answers. Only the first values are read; nothing throws.
 */
import { capitalized } from "./reply.ts";
import { argIn, type Call, formatNumber, isNumber, isRecord, listed, oneLine, pluralWord, singularOf, wordsOfName } from "./result-words.ts";

/** Words of a tool's or a field's name that say how it gets the list, not what it holds. */
const NOT_NOUNS = new Set(["get", "list", "fetch", "find", "search", "query", "show", "read", "load", "retrieve", "lookup", "look", "up", "all", "the", "my", "available", "supported", "valid", "allowed", "possible", "current", "options", "option"]);
/** List names that say nothing of what is listed. */
const GENERIC_NOUNS = new Set(["items", "results", "data", "values", "list", "entries", "rows", "output", "response", "matches"]);
/** What a thing comes in: "available in red, white and black". */
const OPTION_NOUNS = new Set(["colors", "colours", "sizes", "flavors", "flavours", "versions", "variants", "styles", "finishes", "materials", "trims", "editions", "capacities", "storage", "configurations", "shades", "scents", "fabrics", "lengths", "widths", "patterns"]);
/** The arguments that name the thing a list is of. */
const SUBJECT_KEYS = ["model", "product", "productname", "item", "itemname", "car", "vehicle", "device", "name", "title", "brand", "course", "plan", "service", "restaurant", "hotel"];
/** The thing a question asks about: "What colors does the Model 3 come in?", "Which sizes are there for the Air Max?". */
const ASKED_SUBJECT = /\b(?:does|do|is|are|for|of|has|have)\s+(the\s+)?(\p{Lu}[\p{L}\p{N}'-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'-]*){0,3})/u;
/** Values named; past these, how many more. */
const MAX_NAMED = 8;

/**
 * The answer to a list of plain values, or undefined when it is not one (records, mixed values)
 * or its name says nothing of what it holds.
 * @example valuesAnswer(getColors, ["red", "white", "black"], "What colors does the Model 3 come in?") // "The Model 3 is available in red, white and black."
 */
export function valuesAnswer(call: Call | undefined, items: readonly unknown[], question: string, key?: string): string | undefined {
  const shown = items.slice(0, MAX_NAMED);
  if (!shown.every((item) => (typeof item === "string" && item.trim() !== "") || isNumber(item))) return undefined;
  const noun = nounOf(key) ?? nounOf(call?.name);
  if (noun === undefined) return undefined;
  const option = OPTION_NOUNS.has(noun.split(" ").pop()!);
  const subject = subjectOf(call, question);
  if (items.length === 0) {
    if (!option) return undefined;
    return `There are no ${noun} available${subject === undefined ? "" : ` for ${subject}`}.`;
  }
  const said = shown.map((item) => (isNumber(item) ? formatNumber(item) : oneLine(item as string, 60)));
  const more = items.length - shown.length;
  const values = listed(more > 0 ? [...said, `${more} more`] : said);
  if (option) {
    // Numbers say nothing alone: "in sizes 8, 9 and 10", where "in red and black" needs no noun.
    const what = subject !== undefined && shown.every(isNumber) ? `${items.length === 1 ? singularOf(noun) : noun} ${values}` : values;
    if (subject !== undefined) return `${capitalized(subject)} is available in ${what}.`;
    return items.length === 1 ? `The only available ${singularOf(noun)} is ${values}.` : `The available ${noun} are ${values}.`;
  }
  const of = subject === undefined ? "" : ` for ${subject}`;
  if (items.length === 1) return `The ${singularOf(noun)}${of} is ${values}.`;
  return `The ${noun}${of} are ${values}.`;
}

/**
 * The list in an object's only field when it holds plain values (`{"colors": ["red", "white"]}`),
 * with the field's name; undefined for any other object.
 * @example valuesField({ colors: ["red", "white"] }) // { key: "colors", items: ["red", "white"] }
 */
export function valuesField(record: Record<string, unknown>): { key: string; items: readonly unknown[] } | undefined {
  const keys = Object.keys(record);
  if (keys.length !== 1) return undefined;
  const items = record[keys[0]!];
  return Array.isArray(items) && !items.slice(0, MAX_NAMED).some(isRecord) ? { key: keys[0]!, items } : undefined;
}

/** What a name lists, in words: `get_available_colors` → "colors", `colors_for_model` → "colors"; undefined unless a plural that says something. */
function nounOf(name: string | undefined): string | undefined {
  const words = wordsOfName(name ?? "");
  const cut = words.findIndex((word) => word === "for" || word === "by" || word === "of" || word === "in");
  const own = (cut < 0 ? words : words.slice(0, cut)).filter((word) => !NOT_NOUNS.has(word)).slice(-2);
  const noun = own.join(" ");
  if (own.length === 0 || !pluralWord(noun) || GENERIC_NOUNS.has(own[own.length - 1]!)) return undefined;
  return noun;
}

/** The thing the list is of: the call's argument, with "the" where the question says it ("the Model 3"), else the question's. */
function subjectOf(call: Call | undefined, question: string): string | undefined {
  const asked = question.slice(0, 300);
  const arg = argIn(call?.args, SUBJECT_KEYS);
  if (typeof arg === "string" && arg.trim() !== "" && arg.length <= 60) {
    const named = oneLine(arg, 60);
    return asked.toLowerCase().includes(`the ${named.toLowerCase()}`) ? `the ${named}` : named;
  }
  const match = ASKED_SUBJECT.exec(asked);
  return match === null ? undefined : `${match[1] === undefined ? "" : "the "}${match[2]}`;
}
