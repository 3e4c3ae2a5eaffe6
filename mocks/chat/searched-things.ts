/**
 * What a search of its own things takes as its query: the name or words the user searches for,
 * not the things searched. `search_users` for "Find users named Alice" searches "Alice", as a
 * model writes it; "Search products for wireless headphones" gives `search_products`
 * "wireless headphones". A web search keeps the whole query (tool-values.ts's searchQueryOf).
 */
import { nameWords } from "./tools.ts";
import { stem } from "./tool-asks.ts";

/** The words between the things searched and what they are searched for: "users named Alice", "products for …". */
const SEARCHED_FOR = /(?:^|\band\s+)(?:(?:all|any|the|some)\s+)?([a-z]+)\s+(?:named|called|with\s+the\s+name|whose\s+name\s+is|by\s+the\s+name(?:\s+of)?|for|matching|like|about)\s+(.{2,})$/i;

/**
 * `query` (the message without its ask, "users named Alice") without the tool's own things in
 * front of what is searched for; `query` itself when it does not begin with them, or with them
 * after an "and" ("user 7 and users named Bob" searches "Bob").
 * @example ownThingsQuery("users named Alice", "search_users") // "Alice"
 */
export function ownThingsQuery(query: string, toolName: string): string {
  const match = SEARCHED_FOR.exec(query);
  if (!match) return query;
  const things = stem(match[1]!.toLowerCase());
  return nameWords(toolName).some((word) => stem(word) === things) ? match[2]! : query;
}
