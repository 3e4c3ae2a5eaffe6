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
    if (!/list|cart|basket|bag|order|pantry|inventory|to-?do/i.test(head)) return undefined;
    const match = ITEMS_CUE.exec(head);
    if (!match) return undefined;
    // "Add eggs to my shopping list": one thing is a list of one, without a made-up second.
    const items = itemsOf(match[1]!).map((item) => item.replace(/^(?:some|a\s+few|a\s+couple\s+of)\s+/i, ""));
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
