/**
 * Identifiers a message writes that are no number: a user's handle ("the user profile for
 * jane_doe", "@janedoe"), a post's slug ("slug hello-world"), a chat channel ("#general"), a web
 * address. An identifier-like field (`username`, `handle`, `slug`, `sku`, `code`, `channel`,
 * `url`) takes it as written rather than the faker's ("ying_zhang"). Each reader starts with a
 * cheap character test.
 */

/** Words after a label that are no identifier: "the user profile", "user with the name". */
const NOT_IDS = new Set(
  "a an the my our your his her their this that of for with named called is as profile account details info information data page settings by from to in on and or".split(" "),
);

/** A handle after its label: "username jdoe", "user: jane_doe", "the account called sam.k", "slug hello-world". */
const LABELLED = /\b(?:user\s*name|username|user|handle|login|account|member|profile|slug|sku|code|coupon|promo\s+code|voucher)\s*(?:is|:|=|named|called|of|for)?\s*["'`@]?([A-Za-z0-9][\w.-]{1,60}[A-Za-z0-9])/gi;
/** A word that is written as an identifier: "@jane", "jane_doe", "user42", "sam.k" (not "10am", a file, an address or a web address). */
const HANDLE_LIKE = /(?<![\w@./:-])@?([A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+|[A-Za-z]{2,}\d+[A-Za-z0-9]*|@[A-Za-z][\w.]{1,30})(?![\w@/-]|\.[A-Za-z])/g;

/**
 * The handle, slug or code a message writes for an identifier-like field: one labelled by what
 * it is ("username jdoe"), else one written like an identifier ("jane_doe", "@jane"), without its
 * "@"; undefined when it writes none.
 * @example writtenHandleOf("Show me the user profile for jane_doe") // "jane_doe"
 */
export function writtenHandleOf(text: string): string | undefined {
  const head = text.slice(0, 400);
  LABELLED.lastIndex = 0;
  for (let match = LABELLED.exec(head); match !== null; match = LABELLED.exec(head)) {
    const id = match[1]!;
    if (!NOT_IDS.has(id.toLowerCase()) && !isEmailOrLink(head, match.index + match[0].length)) return id;
    // "the user profile for jane_doe": the word taken for an id ("profile") may be the next label.
    LABELLED.lastIndex = match.index + 1;
  }
  if (!/[_@\d.-]/.test(head)) return undefined;
  for (const match of head.matchAll(HANDLE_LIKE)) {
    const id = match[1]!.replace(/^@/, "");
    // A version or an ordinal ("v2", "3rd"), a file's name ("notes.txt") or a web address is no handle.
    if (/^v\d/i.test(id) || /\.(?:com|org|net|io|dev|ai|txt|pdf|md|json|csv|png|jpe?g)$/i.test(id)) continue;
    return id;
  }
  return undefined;
}

/** Whether the identifier ending at `end` goes on as an email address or a link. */
function isEmailOrLink(text: string, end: number): boolean {
  return /^[@/:]/.test(text.slice(end));
}

/**
 * The chat channel a message names ("post in #general" → "#general"), or undefined. A "#" before a
 * number is an issue's, not a channel.
 */
export function channelOf(text: string): string | undefined {
  // "in the design channel": the channel named without its "#".
  if (!text.includes("#")) {
    const named = /\b(?:in|on|to|into)\s+(?:the\s+)?([a-z][\w-]{0,79})\s+channel\b/i.exec(text.slice(0, 600))?.[1];
    return named === undefined || /^(?:slack|discord|teams|same|right|other|main|public|private|team|a|my|our|this|that)$/i.test(named) ? undefined : `#${named.toLowerCase()}`;
  }
  return /(?<![\w&])(#[A-Za-z][\w-]{0,79})/.exec(text.slice(0, 600))?.[1];
}

/** A web address: with its scheme, or a bare domain of a common top-level domain ("example.org/docs"). */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"'`)\]]+|(?<![@\w.-])(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|ai|co|app|edu|gov|uk|de|fr)(?:\/[^\s<>"'`)\]]*)?(?![\w@-])/i;

/**
 * The web address a message writes, with "https://" before a bare domain and without the
 * sentence's closing punctuation, or undefined.
 * @example webAddressOf("Summarize the article at https://example.com/news/ai.") // "https://example.com/news/ai"
 */
export function webAddressOf(text: string): string | undefined {
  if (!text.includes(".")) return undefined;
  const found = WEB_ADDRESS.exec(text.slice(0, 600))?.[0]?.replace(/[.,;:!?]+$/, "");
  if (found === undefined) return undefined;
  return /^https?:\/\//i.test(found) ? found : `https://${found}`;
}
