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
 * A name asked about within a question: "How many users named John do we have?", "Is there a
 * user called Maria Lopez?". Only "named" and "called" are read mid-sentence ("for" there is any
 * purpose); what follows the name and only asks whether there are some is not the name.
 */
const NAMED_IN_QUESTION = /\b([a-z]+)\s+(?:named|called|with\s+the\s+name|whose\s+name\s+is)\s+(.{2,}?)\s*(?:\b(?:do|does|did)\s+(?:we|i|you)\s+have\b.*|\b(?:are|is)\s+there\b.*|\bexists?\b.*|\b(?:in|on)\s+(?:the|our|my)\s+(?:system|database|db|list|team|account)\b.*)?[?.!]*$/i;
/** The thing searched followed by an address or a quoted name: "user alice@example.com", `customer "Acme"`. */
const THING_AND_KEY = /^(?:(?:the|a|an)\s+)?([a-z]+)\s+(?:with\s+(?:the\s+)?email\s+)?([\w.+-]+@[\w-]+(?:\.[\w-]+)+|"[^"]{1,80}"|'[^']{1,80}')\s*[?.!]*$/i;

/**
 * `query` (the message without its ask, "users named Alice") without the tool's own things in
 * front of what is searched for; `query` itself when it does not begin with them, or with them
 * after an "and" ("user 7 and users named Bob" searches "Bob"). A question's name ("How many
 * users named John do we have?") and a thing's address ("user alice@example.com") are the query.
 * @example ownThingsQuery("users named Alice", "search_users") // "Alice"
 */
export function ownThingsQuery(query: string, toolName: string): string {
  const match = SEARCHED_FOR.exec(query) ?? NAMED_IN_QUESTION.exec(query) ?? THING_AND_KEY.exec(query);
  if (!match) return query;
  const things = stem(match[1]!.toLowerCase());
  return nameWords(toolName).some((word) => stem(word) === things) ? match[2]!.replace(/^["']|["']$/g, "") : query;
}
