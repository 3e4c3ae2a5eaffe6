/**
 * The things a message lists for one list argument of a tool call, as a model writes the list:
 * "Create an issue … with labels bug and ui" → `labels: ["bug", "ui"]`, "add eggs, milk and bread
 * to my shopping list" → `items: ["eggs", "milk", "bread"]`. A model puts every thing listed in
 * the one call's array, not the first thing in one call and the rest in another, and no made-up
 * item after them. Loaded with the arguments' values (plausible-values.ts), which reads a call's
 * top-level lists of strings through it; a cheap word check first.
 */

/** Names of a list of labels or tags. */
const LABEL_KEYS = /^(?:labels?|tags?|hashtags?|issuelabels|categories)$/;
/** Names of a list of things put on a list, in a cart, in an order. */
const ITEM_KEYS = /^(?:items?|products?|things|groceries|grocery|entries|names|ingredients|goods|articles|lineitems|itemnames|productnames|listitems|tasks|todos)$/;

/** "with labels bug and ui", "labeled bug, ui", "tagged as urgent and backend", "tags: work, q3". */
const LABELS_CUE = /\b(?:with\s+(?:the\s+)?(?:labels?|tags?)|(?:add\s+(?:the\s+)?)?(?:labels?|tags?)\s*:|label(?:l?ed)?(?:\s+(?:it|them|as|with))*|tag(?:ged)?(?:\s+(?:it|them|as|with))*)\s+((?:["'“‘]?[\p{L}\p{N}][\p{L}\p{N}:/_-]*(?:\s[\p{L}\p{N}][\p{L}\p{N}:/_-]*){0,2}["'”’]?(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)?){1,8})/iu;
/** Words after a list of labels that end it: "with labels bug and ui in acme/webapp", "…and assign it to Bo". */
const AFTER_LABELS = /\s+(?:in|on|for|to|from|and\s+(?:assign|set|add|mark|give|make|put|link|close|then)|assign(?:ed)?|due|with|priority|by)\b.*$/i;

/** "add eggs, milk and bread to my shopping list", "put apples and pears in the cart", "buy milk, eggs and flour". */
const ITEMS_CUE = /\b(?:add|put|buy|get|order|pick\s+up|grab|include|append|throw)\s+(.{2,200}?)\s+(?:to|on|onto|in|into)\s+(?:my|the|our|a|this)\s+(?:[\p{L}-]+\s+){0,3}?(?:list|cart|basket|bag|order|pantry|inventory|checklist|to-?do(?:\s+list)?|todos?)\b/iu;

/** Whether a call's list named `key` (normalised) takes the things a message lists: `labels`, `items`. */
export function takesListedItems(key: string): boolean {
  return LABEL_KEYS.test(key) || ITEM_KEYS.test(key);
}

/** An order's things: "Order 2 large pizzas and a coke", "Create an order for Jane Doe: 2 blue mugs and 1 red plate". */
const ORDERED = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:order|buy|purchase|get\s+me)\s+(?!an?\s+order\b)(\d.{1,200}?|(?:an?|one|two|three|four|five|some)\s.{1,200}?)(?=\s+(?:for|from|to|at|by|on|delivered|and\s+(?:have|send|deliver|ship))\b|[.!?]|$)|\border\b[^:\n]{0,40}:\s*(.{2,200}?)[.!?]*$/i;

/** Separators of a list as people write it: "a, b and c", "a, b, & c", "a and b". */
const SEPARATORS = /\s*,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*/i;

/**
 * The things `text` lists for the call's top-level list `key` (normalised: `issue_labels` →
 * "issuelabels"): labels after "with labels", "tagged"; things put on a list or in a cart. Undefined when it lists none for such a field.
 * @example listedItemsOf("labels", "Create an issue 'Login broken' with labels bug and ui") // ["bug", "ui"]
 */
export function listedItemsOf(key: string, text: string): string[] | undefined {
  const head = text.slice(0, 600);
  if (LABEL_KEYS.test(key)) {
    if (!/label|tag/i.test(head)) return undefined;
    const match = LABELS_CUE.exec(head);
    if (!match) return undefined;
    const labels = itemsOf(match[1]!.replace(AFTER_LABELS, ""));
    return labels.length > 0 ? labels : undefined;
  }
  if (ITEM_KEYS.test(key)) {
    if (!/list|cart|basket|bag|order|pantry|inventory|to-?do|buy|purchase/i.test(head)) return undefined;
    const match = ITEMS_CUE.exec(head) ?? ORDERED.exec(head);
    if (!match) return undefined;
    // "Add eggs to my shopping list": one thing is a list of one, without a made-up second.
    const items = itemsOf((match[1] ?? match[2])!).map((item) => item.replace(/^(?:some|a\s+few|a\s+couple\s+of)\s+/i, ""));
    return items.length > 0 ? items : undefined;
  }
  return undefined;
}

/** The items of a written list, unquoted, each once: "bug, 'ui' and bug" → ["bug", "ui"]. */
function itemsOf(written: string): string[] {
  const items: string[] = [];
  for (const part of written.trim().replace(/[\s.!?]+$/, "").split(SEPARATORS)) {
    const item = part.trim().replace(/^["'“‘]|["'”’]$/g, "").trim();
    if (item.length > 0 && !items.some((known) => known.toLowerCase() === item.toLowerCase())) items.push(item);
  }
  return items;
}

/** A thing listed with how many: "3 bananas", "a dozen eggs", "2 bags of rice", "a loaf of bread". */
export interface ListedThing {
  name: string;
  quantity: number;
}

/** Counts written as words before a thing. */
const COUNT_WORDS: ReadonlyMap<string, number> = new Map([
  ["a", 1], ["an", 1], ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9], ["ten", 10], ["a dozen", 12], ["a couple of", 2], ["a pair of", 2],
]);
const COUNTED = /^(\d{1,4}|a dozen|a couple of|a pair of|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(.+)$/i;

/**
 * The things `text` puts on a list or in a cart, each with how many ("Add 3 bananas, 2 avocados
 * and a loaf of bread to my order" → bananas 3, avocados 2, loaf of bread 1), for a call's list
 * of records (`items: [{name, quantity}]`); one without a count is one. Undefined when it lists none.
 */
export function listedThingsOf(key: string, text: string): ListedThing[] | undefined {
  if (!ITEM_KEYS.test(key)) return undefined;
  const items = listedItemsOf(key, text);
  return items?.map((item) => {
    const counted = COUNTED.exec(item);
    if (!counted) return { name: item, quantity: 1 };
    const written = counted[1]!.toLowerCase();
    return { name: counted[2]!, quantity: COUNT_WORDS.get(written) ?? Number(written) };
  });
}
