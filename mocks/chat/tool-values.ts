/**
 * Values a tool call's arguments read from the message, as a model reads them: the address an
 * email goes `to`, the order number to look up, the search a user asks for without the ask
 * ("Search the web for X" → "X"), how many results, the repository and the quoted title of an
 * issue, a cuisine or a music genre the message names. Each reader starts with a cheap check
 * (a character or a word the prompt must hold), so prompts that need none of them pay nothing.
 */
import { writtenNumber } from "./written-numbers.ts";

/** Names of a field that takes the address a message is sent to (`to`, `cc`, `recipients`). */
const RECIPIENT_KEYS: ReadonlySet<string> = new Set(["to", "cc", "bcc", "recipient", "recipients", "sendto", "emailto", "toemail", "toaddress", "recipientemail", "recipientemails", "toemails", "toaddresses"]);

/** Whether the field `key` (normalised: `to_email` → "toemail") is the address something is sent to. */
export function isRecipientKey(normalised: string): boolean {
  return RECIPIENT_KEYS.has(normalised);
}

/** Where a message puts the addresses it lists: copied ("cc jane@…", "copy in"), blind-copied, or sent to. */
const COPIED = /\b(?:cc|cc'?ing|cc'?d|copy(?:ing)?(?:\s+in)?|copied)\b/i;
const BLIND_COPIED = /\b(?:bcc|bcc'?ing|blind[- ]cop(?:y|ying|ied))\b/i;

/**
 * The addresses a list of recipients (`to`, `cc`, `bcc`, `recipients`) takes from `emails`, the
 * addresses `text` writes, in order: "Email bob@x.com and cc jane@x.com and tom@x.com" → `to`
 * bob, `cc` jane and tom. An address goes where the words before it put it ("cc", "bcc"), and
 * the next ones listed with it ("and", ",") follow it there.
 * @example recipientsFor("cc", "Email bob@x.com and cc jane@x.com", ["bob@x.com", "jane@x.com"]) // ["jane@x.com"]
 */
export function recipientsFor(normalised: string, text: string, emails: readonly string[]): string[] {
  const wanted = normalised === "cc" ? "cc" : normalised === "bcc" ? "bcc" : "to";
  const taken: string[] = [];
  let place: "to" | "cc" | "bcc" = "to";
  let from = 0;
  for (const email of emails) {
    const at = text.indexOf(email, from);
    if (at < 0) continue;
    const between = text.slice(from, at);
    if (BLIND_COPIED.test(between)) place = "bcc";
    else if (COPIED.test(between)) place = "cc";
    // Another word than a list's separator ("and", ",") starts a new part of the message, sent to.
    else if (from > 0 && !/^[\s,;&]*(?:and|or)?[\s,;&]*$/i.test(between)) place = "to";
    if (place === wanted) taken.push(email);
    from = at + email.length;
  }
  return taken;
}

/** An identifier a message writes, and the word before it that says what it identifies ("order", "ticket"). */
export interface WrittenId {
  id: string;
  label: string | undefined;
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** "#A-1029", "#1029": what follows a "#" and holds a digit. */
const HASHED_ID = /#\s?([A-Za-z0-9][\w-]*)/g;
/** Project and document keys written anywhere: "JIRA-123", "INV-2024-001". */
const KEY_ID = /\b([A-Z][A-Z0-9]{1,9}(?:-\d+)+)\b/g;
/** A thing and its number: "order 1029", "order number 1029", "id 42", "ID: 42", "ticket 7", "flight UA123". */
const LABELLED_ID =
  /\b(order|id|ticket|issue|invoice|user|customer|account|booking|reservation|case|pr|transaction|shipment|tracking|package|product|sku|employee|record|document|task|job|request|payment|subscription|flight|confirmation|incident|member|patient|student|device|post|comment|message|item)(?:\s+(?:number|no\.?|num|id|code))?\s*[:#]?\s*([A-Za-z]{0,6}[-_]?\d[\w-]*)/gi;

/**
 * The identifiers the message writes, in order of the kinds above: `order_id` takes "A-1029"
 * from "Look up order #A-1029 status". An identifier holds a digit, and a plain number counts
 * only after a "#" or a word naming what it identifies ("order 1029", "id 42"): "4 people" and
 * "at 7" are not identifiers.
 * @example writtenIds("Close ticket JIRA-123") // [{ id: "JIRA-123", label: "ticket" }]
 */
export function writtenIds(text: string): WrittenId[] {
  if (!/\d/.test(text)) return [];
  const head = text.slice(0, 600);
  const found: (WrittenId & { at: number })[] = [];
  const add = (id: string, at: number, label: string | undefined) => {
    const clean = id.replace(/[-_]+$/, "");
    if (/\d/.test(clean) && !found.some((known) => known.id === clean || known.id.endsWith(clean))) found.push({ id: clean, at, label });
  };
  for (const match of head.matchAll(UUID)) add(match[0], match.index, wordBefore(head, match.index));
  if (head.includes("#")) for (const match of head.matchAll(HASHED_ID)) add(match[1]!, match.index, wordBefore(head, match.index));
  for (const match of head.matchAll(KEY_ID)) add(match[1]!, match.index, wordBefore(head, match.index));
  for (const match of head.matchAll(LABELLED_ID)) add(match[2]!, match.index, match[1]!.toLowerCase());
  return found.sort((a, b) => a.at - b.at).slice(0, 8).map(({ id, label }) => ({ id, label }));
}

/**
 * The identifier the message writes after `noun`, a thing no label of LABELLED_ID names: "Update
 * deal 17 amount to 5000" → "17" for a `deal_id`, "Move lead #8" → "8". A cheap substring check first.
 * `lower` is `text` in lowercase, for the check.
 * @example idAfterNoun("deal", "Move deal 42 to closed won", "move deal 42 to closed won") // "42"
 */
export function idAfterNoun(noun: string, text: string, lower: string): string | undefined {
  if (noun.length < 3 || !lower.includes(noun)) return undefined;
  const escaped = noun.replace(/[^a-z0-9 ]/g, "").replace(/ /g, "\\s+");
  // "Grade this essay 72 out of 100", "essay 7/10": a score, not the essay's number; "Transfer 500 euros": an amount.
  return new RegExp(`\\b${escaped}s?\\s+(?:id\\s+|number\\s+|no\\.?\\s*)?#?\\s?([A-Za-z]{0,6}[-_]?\\d[\\w-]*)(?![\\w-])(?!\\s*(?:\\/\\s*\\d|out\\s+of\\s+\\d|%|(?:usd|eur|gbp|jpy|cad|aud|inr|chf|dollars?|euros?|pounds?|bucks|yen|cents?|percent)\\b))`, "i").exec(text.slice(0, 600))?.[1];
}

/** A code of letters and digits with a digit, unlabelled: "1Z999AA10123456784", "SAVE20", "ABC-123". */
const CODE_TOKEN = /(?<![\w@./:$€£#-])(?=[A-Za-z0-9-]*\d)([A-Za-z0-9][A-Za-z0-9-]{2,39}[A-Za-z0-9])(?![\w@/-]|\.[A-Za-z0-9])/g;
/** Numbers with a unit, a time or an ordinal ("10am", "5kg", "3rd", "2026"): no code. */
const NOT_A_CODE = /^(?:\d+[a-z]{0,3}|[a-z]{1,2}\d{1,2}|v\d.*)$/i;
/** A code in quotes: "'XK-42'", "“summer-sale”". */
const QUOTED_CODE = /["“'‘]([A-Za-z0-9][\w-]{2,39})["”'’](?!\w)/;

/**
 * The code a message writes for an identifier-like field (`tracking_number`, `confirmation_code`,
 * `coupon`) when no label says what it identifies: a token of letters and digits with a digit
 * ("Track my parcel 1Z999AA10123456784"), else one in quotes; undefined when it writes none.
 * A plain number, a time or an amount ("45", "9am") is none.
 * @example writtenCodeOf("Apply SAVE20 at checkout") // "SAVE20"
 */
export function writtenCodeOf(text: string): string | undefined {
  const head = text.slice(0, 400);
  if (/\d/.test(head)) {
    for (const match of head.matchAll(CODE_TOKEN)) if (!NOT_A_CODE.test(match[1]!)) return match[1];
  }
  return /["“'‘]/.test(head) ? QUOTED_CODE.exec(head)?.[1] : undefined;
}

function wordBefore(text: string, at: number): string | undefined {
  return /([a-z]+)\W*$/i.exec(text.slice(Math.max(0, at - 24), at))?.[1]?.toLowerCase();
}

/**
 * The identifier the field `words` (`order_id` → ["order", "id"]) takes: the one labelled with
 * the field's own word ("ticket 7" for `ticket_id`), else the first not taken yet.
 */
export function idFor(words: readonly string[], ids: readonly WrittenId[], taken: ReadonlySet<number>): number | undefined {
  const own = ids.findIndex((written, i) => !taken.has(i) && written.label !== undefined && words.includes(written.label));
  if (own >= 0) return own;
  const next = ids.findIndex((_, i) => !taken.has(i));
  return next >= 0 ? next : undefined;
}

/** The ask in front of a search: "Search the web for", "Can you look up", "Google". */
const SEARCH_ASK =
  /^\s*(?:(?:please|hey|ok|okay)[,\s]+)?(?:(?:can|could|would|will) you\s+(?:please\s+)?)?(?:(?:do|run|perform)\s+an?\s+(?:web\s+|online\s+|quick\s+)?search\s+(?:for|on|about)|search(?:\s+(?:the\s+web|the\s+internet|online|google|the\s+news|news|the\s+docs|the\s+documentation|wikipedia|arxiv))?(?:\s+(?:for|about|on))?|look\s+up|lookup|find(?:\s+me)?(?:\s+(?:information|info|articles|results)\s+(?:on|about))?|google|browse(?:\s+the\s+web)?\s+for|(?:buy|purchase|order)(?:\s+me)?|show\s+me(?:\s+(?:some|any))?|play(?:\s+me)?|do\s+you\s+(?:have|sell|carry|stock)(?:\s+any)?)\s+(?:the\s+(?=web\b)web\s+for\s+)?/i;
const SEARCH_VERB = /^\s*(?:please|hey|ok|okay|can|could|would|will|do|run|perform|search|look|lookup|find|google|browse|buy|purchase|order|show|play)\b/i;

/**
 * What a search tool's `query` holds: the message without the ask in front of it ("Search the
 * web for the latest news about SpaceX" → "latest news about SpaceX"), without a leading "the"
 * and the closing "please" or full stop; goods asked bought are the goods ("Buy the cheapest USB-C
 * cable" → "cheapest USB-C cable"). A question is the query as asked ("what is the weather in sf").
 * @example searchQueryOf("Google the best pizza in Naples") // "best pizza in Naples"
 */
export function searchQueryOf(prompt: string): string {
  if (!SEARCH_VERB.test(prompt)) return prompt;
  const asked = prompt.replace(SEARCH_ASK, "");
  if (asked === prompt) return prompt;
  const query = asked
    .replace(/^(?:the|some)\s+/i, "")
    .replace(/[\s,]*(?:please|for me|thanks)?[.!?]*\s*$/i, "")
    .trim();
  return query.length >= 2 ? query : prompt;
}

/** Where a search looks, written after what it looks for: "in the AI knowledge base", "on our wiki", "in my Google Drive". */
const SEARCHED_SOURCE =
  /\s+(?:in|on|from|within|across|inside|through|using)\s+(?:the|my|our|your|this|that)\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?:knowledge\s*base|kb|docs|documentation|wiki|database|db|notes|files|drive|folder|inbox|mailbox|emails?|confluence|notion|sharepoint|help\s+cent(?:er|re)|faq|codebase|repo(?:sitory)?|vector\s+store|index|archive|library|catalog(?:ue)?|web|internet|system)\s*$/iu;

/**
 * A search's query without the place searched, which is the tool's, not the query's: "ChatGPT
 * in the AI knowledge base" → "ChatGPT", "the refund policy on our wiki" → "the refund policy".
 * @example withoutSearchedSource("ChatGPT in the AI knowledge base") // "ChatGPT"
 */
export function withoutSearchedSource(query: string): string {
  if (query.length > 300 || !/\s(?:in|on|from|within|across|inside|through|using)\s/i.test(query)) return query;
  const stripped = query.replace(/[\s.?!]+$/, "").replace(SEARCHED_SOURCE, "");
  return stripped.length >= 2 && stripped !== query.replace(/[\s.?!]+$/, "") ? stripped : query;
}

/** Names of a number that says how many results a search returns. */
const RESULT_COUNT_KEYS: ReadonlySet<string> = new Set(["maxresults", "numresults", "nresults", "resultcount", "resultscount", "limit", "topk", "k", "count", "pagesize", "perpage", "maxhits", "numhits", "maxitems", "numitems", "top", "n"]);
/** Of those, the names that can only be a number of results (a `limit` may be a budget's). */
const RESULTS_KEYS: ReadonlySet<string> = new Set(["maxresults", "numresults", "nresults", "resultcount", "resultscount", "topk", "pagesize", "perpage", "maxhits", "numhits"]);

/** Whether the number field `normalised` can only be a number of results (`max_results`, `top_k`), not a `limit`. */
export function isResultsKey(normalised: string): boolean {
  return RESULTS_KEYS.has(normalised);
}

/** What a search tool returns when the message asks for no number: a model writes 5. */
export const DEFAULT_RESULT_COUNT = 5;

/** Whether the number field `normalised` (`max_results` → "maxresults") is how many results to return. */
export function isResultCountKey(normalised: string): boolean {
  return RESULT_COUNT_KEYS.has(normalised);
}

const ASKED_RESULTS = /\b(?:top|first|best)\s+(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\b(\d{1,3}|three|four|five|six|seven|eight|nine|ten)\s+(?:results|links|articles|pages|hits|sources|matches|items|posts|papers|stories|headlines|options|suggestions)\b/i;

/**
 * How many results the message asks for ("top 3 results", "10 links", "the first five"), or
 * undefined when it asks for no number.
 */
export function askedResultCount(text: string): number | undefined {
  const match = ASKED_RESULTS.exec(text.slice(0, 600));
  if (!match) return undefined;
  const written = (match[1] ?? match[2])!.toLowerCase();
  return writtenNumber(written);
}

/** "acme/web", "facebook/react": an owner and a repository, not a date ("1/2") or a path's middle. */
const REPO_SLUG = /(?<![\w./:-])([A-Za-z0-9][\w.-]{0,38})\/([\w.-]{1,100}?)(?=[.,;:!?]?(?:\s|$))/;

/** The repository `owner/name` the message writes, or undefined. */
export function repoSlugOf(text: string): { owner: string; name: string } | undefined {
  if (!text.includes("/")) return undefined;
  const match = REPO_SLUG.exec(text.slice(0, 600));
  if (!match || /^\d+$/.test(match[1]!) || /^\d+$/.test(match[2]!)) return undefined;
  return { owner: match[1]!, name: match[2]!.replace(/\.git$/, "") };
}

/** Names of a field that holds a repository. */
export const REPO_KEYS: ReadonlySet<string> = new Set(["repo", "repository", "reponame", "repositoryname", "repofullname", "reposlug"]);

/** A quoted phrase given as a thing's title or name: "titled 'Login button broken on Safari'", "called "Apollo"". */
const NAMED_PHRASE = /\b(?:titled|entitled|called|named|with\s+(?:the\s+)?(?:title|subject|name)(?:\s+of)?|subject(?:\s+line)?)\s*:?\s*(?:"([^"\n]{1,120})"|“([^”\n]{1,120})”|'([^\n]{1,120}?)'(?!\w)|‘([^’\n]{1,120})’)/i;
/** A work the message names by what it is: "the movie Inception", "the book Dune". */
const NAMED_WORK = /\b(?:movie|film|book|novel|song|album|show|series|game|podcast|play|musical)\s+((?:\p{Lu}[\p{L}\p{N}'’:-]*)(?:\s+(?:(?:of|the|and|a|an|in|on|to)\s+)*\p{Lu}[\p{L}\p{N}'’:-]*){0,6})/u;

/**
 * The title or name the message gives a thing: the quoted phrase after "titled", "called",
 * "named" ("a GitHub issue titled 'Login button broken on Safari'"), else the capitalised title
 * after "the movie", "the book"… ("the movie Inception" → "Inception"). Undefined when it gives none.
 */
export function namedTitleOf(text: string): string | undefined {
  const lower = text.slice(0, 600);
  if (/titled|called|named|title|subject/i.test(lower) && /["'“‘]/.test(lower)) {
    const match = NAMED_PHRASE.exec(lower);
    const phrase = match?.slice(1).find((group) => group !== undefined)?.trim();
    if (phrase) return phrase;
  }
  // "Create an issue 'Login button broken on Safari' with labels bug and ui": the quoted phrase right after the thing made.
  if (/["'“‘]/.test(lower)) {
    const match = QUOTED_AFTER_THING.exec(lower);
    const phrase = match?.slice(1).find((group) => group !== undefined)?.trim();
    if (phrase) return phrase;
  }
  return (/called|named|titled/i.test(lower) ? givenNameOf(lower) : undefined) ?? NAMED_WORK.exec(lower)?.[1] ?? RATED_WORK.exec(lower)?.[1] ?? (lower.includes(":") ? reportedTitleOf(lower) : undefined);
}

/** A thing made and its title in quotes right after it: "an issue 'Login broken'", "a task "Pay rent"", "a new note: 'Ideas'". */
const QUOTED_AFTER_THING =
  /\b(?:a|an|the|new|my)\s+(?:new\s+)?(?:[\p{L}-]+\s+){0,2}?(?:issue|bug|ticket|task|to-?do|note|event|meeting|reminder|card|page|doc|document|project|playlist|list|board|folder|channel|post|pr|pull\s+request|epic|story|milestone|deal|lead|campaign|survey|form)\s*:?\s*(?:"([^"\n]{1,120})"|“([^”\n]{1,120})”|'([^\n]{1,120}?)'(?!\w)|‘([^’\n]{1,120})’)/iu;

/** A work rated by its capitalised title: "Rate Oppenheimer a 4", "Give The Matrix 3 out of 5 stars". */
const RATED_WORK = /\b(?:[Rr]ate|[Gg]ive)\s+((?:\p{Lu}[\p{L}\p{N}'’:-]*)(?:\s+(?:(?:of|the|and|a|an|in|on|to)\s+)*\p{Lu}[\p{L}\p{N}'’:-]*){0,6})\s+(?:(?:a|an|with|at)\s+)?\d/u;

/** A bug, an issue or a ticket and what it is, after a colon: "File a bug in acme/webapp: checkout page crashes on Safari". */
const REPORTED = /\b(?:bug|issue|ticket)\b[^:\n]{0,40}:\s*([^\n]{3,100}?)[\s.!?]*$/i;

/** What a bug reported after a colon is, as its title ("Checkout page crashes on Safari"), or undefined. */
function reportedTitleOf(text: string): string | undefined {
  const title = REPORTED.exec(text)?.[1];
  return title === undefined ? undefined : title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * What ends a name given unquoted: a clause ("with", "that", "priced", "due"), a day, another ask
 * ("and remind me"), or "for", "on", "at", "by", "in", "to" before a price, a number, a day or a
 * person ("for 12 dollars", "on Friday", "for my team"); "Login fails on Safari" stays whole.
 */
export const NAME_ENDS = String.raw`(?:with|priced|costing|costs?|that|which|who|due|starting|tomorrow|today|tonight|next|this|every|under|and\s+(?:then|also|set|remind|add|send|make|assign|mark|give|put|schedule|invite|share))\b|(?:for|on|at|by|in|to|from)\s+(?:[$€£\d]|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|today\b|tomorrow\b|tonight\b|next\b|this\b|noon\b|midnight\b|me\b|us\b|my\b|our\b|him\b|her\b|them\b|the\s+(?:\d|next\b|end\b|weekend\b))`;

/**
 * A thing the message makes and the name it gives it, unquoted: "Create a product called Blue Mug
 * for 12 dollars", "Add a task named buy milk", "Open an issue in acme/webapp titled Login button
 * broken" (a repository's or a file's name may stand between). Only after a verb of making and an article, so a
 * story "about a dog named Max" titles nothing; the name ends at a price, a time or a clause.
 */
const GIVEN_NAME = new RegExp(
  String.raw`\b(?:create|make|add|set\s+up|start|open|file|build|register|save|schedule|book|plan|new)\b(?:(?!about\b)[^.!?\n"“]){0,40}?\b(?:a|an|the|new|my|our)\s+(?:(?!about\b)[\p{L}\p{N}/._-]+\s+){0,3}?(?:called|named|titled|entitled)\s+(?!["“'‘])([\p{L}\p{N}][\p{L}\p{N}'’&-]*(?:\s+(?!${NAME_ENDS})[\p{L}\p{N}'’&][\p{L}\p{N}'’&-]*){0,7})`,
  "iu",
);

/** The unquoted name the message gives a thing it makes ("a product called Blue Mug for 12 dollars" → "Blue Mug"), or undefined. */
export function givenNameOf(text: string): string | undefined {
  return GIVEN_NAME.exec(text)?.[1];
}

/** Labels an issue tracker uses, and the words of a message that call for each. */
const ISSUE_LABELS: readonly (readonly [label: string, cue: RegExp])[] = [
  ["bug", /\b(?:bugs?|broken|breaks?|crash\w*|errors?|fails?|failing|failed|doesn['’]?t work|does not work|not working|regression|wrong|exception|500)\b/i],
  ["documentation", /\b(?:docs?|documentation|readme|typo)\b/i],
  ["enhancement", /\b(?:feature|add|support|improve\w*|enhancement|request|would be nice|allow)\b/i],
  ["question", /\b(?:question|how do i|how to)\b/i],
];

/**
 * The labels a model gives an issue the message describes: "bug" for something broken,
 * "enhancement" for a feature asked for; none when its words call for none (the list is then
 * left out when optional, not filled with the prompt's words).
 */
export function issueLabelsOf(text: string): string[] {
  for (const [label, cue] of ISSUE_LABELS) if (cue.test(text.slice(0, 600))) return [label];
  return [];
}

/** Cuisines a message names, lowercase, as a restaurant search takes them. */
const CUISINES: ReadonlyMap<string, string> = new Map(
  "Italian Mexican Chinese Japanese Indian Thai French Greek Spanish Korean Vietnamese American Mediterranean Lebanese Turkish Ethiopian Moroccan Peruvian Brazilian German Caribbean Cajun Persian Middle Eastern|Sushi Pizza Ramen Tapas Barbecue BBQ Seafood Steakhouse Vegan Vegetarian Burgers Dim sum Coffee Tacos Brunch Pho Noodles"
    .replace("|", " ")
    .split(/ (?=\p{Lu})/u)
    .map((cuisine) => [cuisine.toLowerCase(), cuisine] as const),
);
const CUISINE_WORDS = new RegExp(`\\b(${[...CUISINES.keys()].sort((a, b) => b.length - a.length).join("|")})\\b`, "i");

/** The cuisine the message names ("Find Italian restaurants" → "Italian"), or undefined. */
export function cuisineIn(text: string): string | undefined {
  const match = CUISINE_WORDS.exec(text.slice(0, 600));
  return match ? CUISINES.get(match[1]!.toLowerCase()) : undefined;
}

/** Whether `word` is a cuisine (a restaurant's kind, not a place or a name). */
export function isCuisine(word: string): boolean {
  return CUISINES.has(word.toLowerCase());
}

/** Music genres, as a player takes them. */
const MUSIC_GENRES = "jazz|blues|rock|pop|hip hop|hip-hop|rap|classical|country|folk|metal|heavy metal|punk|reggae|soul|funk|r&b|disco|techno|house|edm|electronic|ambient|lo-fi|lofi|indie|k-pop|latin|salsa|gospel|opera|grunge|trap|drum and bass|dubstep|bossa nova|swing";
const MUSIC_GENRE = new RegExp(`(?<![\\w-])(${MUSIC_GENRES.split("|").sort((a, b) => b.length - a.length).join("|")})(?![\\w-])`, "i");
/** Film genres a message names ("a sci-fi movie", "a horror film"). */
const FILM_GENRE = /(?<![\w-])(sci-fi|science fiction|horror|comedy|drama|thriller|action|romance|romantic comedy|documentary|animation|animated|fantasy|western|mystery|crime|adventure|musical|war|noir)(?![\w-])/i;

/**
 * The genre the message names, for a `genre` field: a music genre when it asks for music ("Play
 * some jazz music" → "jazz"), else a film's ("a horror movie" → "horror"); undefined when it names none.
 */
export function genreIn(text: string): string | undefined {
  const head = text.slice(0, 600);
  return (MUSIC_GENRE.exec(head)?.[1] ?? FILM_GENRE.exec(head)?.[1])?.toLowerCase();
}

/** The artist the message names after "by" ("Play Bohemian Rhapsody by Queen" → "Queen"), or undefined. */
export function artistIn(text: string): string | undefined {
  if (!text.includes(" by ")) return undefined;
  return /\bby\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+\p{Lu}[\p{L}\p{N}'’.&-]*){0,3})/u.exec(text.slice(0, 600))?.[1];
}

/** A die's sides as gamers write them: "2d6", "a d20"; or in words: "a 20-sided die". */
const DIE_SIDES = /\b\d{0,2}d(\d{1,3})\b|\b(\d{1,3})[\s-]*sided\b/i;

/** The sides a die has unless the message says otherwise. */
export const DEFAULT_DIE_SIDES = 6;

/**
 * How many sides the die a message asks to roll has ("roll 2d6" → 6, "a 20-sided die" → 20), 6
 * when it names none; undefined for a message about no die (a cheap word check first).
 */
export function dieSidesOf(text: string): number | undefined {
  const lower = text.toLowerCase();
  if (!/\bdic?e\b|\d-?sided|\dd\d|\bd\d/.test(lower)) return undefined;
  const match = DIE_SIDES.exec(lower.slice(0, 600));
  const sides = match === null ? DEFAULT_DIE_SIDES : Number(match[1] ?? match[2]);
  return sides >= 2 ? sides : undefined;
}

/**
 * What a message asks to be said to someone, as a send tool's `message` takes it: "Text Sarah
 * that I'm running 10 minutes late" → "I'm running 10 minutes late", "Tell Bob I'll be there at
 * 5" → "I'll be there at 5", "Message mom: happy birthday!" → "Happy birthday!". Undefined when
 * the message asks to send nothing said (a cheap verb check first).
 */
export function saidMessageOf(text: string): string | undefined {
  if (!SAYS_VERB.test(text)) return undefined;
  // "Post in #random that lunch is here": what is posted to a channel, after the channel.
  const match = SAID.exec(text.slice(0, 400)) ?? (text.includes("#") || /\bchannel\b/i.test(text) ? POSTED.exec(text.slice(0, 400)) : null);
  const said = (match?.[1] ?? match?.[2])?.trim().replace(/^["“']|["”']$/g, "").replace(/[\s.]+$/, "");
  if (said === undefined || said.length < 2) return undefined;
  // "that I'm late" is said as the sender says it; a lowercase start is a model's capital.
  return said.charAt(0).toUpperCase() + said.slice(1);
}

const SAYS_VERB = /\b(?:text|message|tell|sms|dm|whatsapp|email|send|remind|let|post|say|announce)\b/i;
/** A post to a chat channel, then what it says: "Post in #random that lunch is here", "Send a message to the #dev channel saying the build is green". */
const POSTED = /^\s*(?:please\s+|can\s+you\s+|could\s+you\s+)*(?:post|say|announce|send|write)\s+(?:(?:a\s+)?(?:message|note|update)\s+)?(?:in|to|on|into)\s+(?:the\s+)?#?[\w-]+(?:\s+(?:channel|on\s+slack|in\s+slack))?(?:\s*:\s*|\s+(?:that|saying|to\s+say)\s+)(.{2,240})$/i;
/** The ask's verb and who it goes to (a person, or a phone number: "Text +1 555 123 4567 that…"), then what is said: after "that", "saying", a colon, or right after the person ("Tell Bob I'll…"). */
const SAID = /^\s*(?:please\s+|can\s+you\s+|could\s+you\s+)*(?:text|message|tell|sms|dm|whatsapp|e-?mail|send\s+(?:a\s+)?(?:text|message|sms|dm|e-?mail)\s+to|let)\s+(?:\+?[\d(][\d\s().-]{5,18}\d|(?:my\s+|the\s+)?@?[\p{L}'’-][\p{L}\p{N}._'’-]*(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+know)?(?:\s+(?:on|in|via|over)\s+(?:the\s+)?#?\p{L}[\p{L}\p{N}_-]*(?:\s+channel)?)?(?:\s*:\s*|\s+(?:that|saying|to\s+say|and\s+say)\s+)(.{2,240})$|^\s*(?:please\s+)?(?:tell|text|message)\s+\p{Lu}[\p{L}'’-]+\s+((?:i|i'm|i’m|i'll|i’ll|we|we're|we'll|the|my|our|it's|it’s|running|happy|see|call)\b.{1,240})$/iu;

/** News about a thing: "any news about Tesla today", "the latest headlines on the election", "news from Germany". */
const NEWS_ABOUT = /\b(?:news|headlines|stories)\s+(?:about|on|regarding|concerning|from|in|for)\s+(?:the\s+)?([^.!?\n]{2,60}?)(?:\s+(?:today|tonight|this\s+(?:week|morning|month|year)|right\s+now|lately|recently|yesterday))?\s*(?:[.!?]|$)/i;
/** News of a kind: "tech news", "the latest sports headlines". */
const NEWS_KIND = /\b([a-z][a-z-]{2,20})\s+(?:news|headlines)\b/i;
/** Words before "news" that are no topic: "any news", "the latest news", "get me news". */
const NOT_NEWS_KINDS = /^(?:any|the|latest|top|recent|breaking|some|get|me|show|read|fetch|give|tell|today's|todays|daily|good|bad|new|my|what's|whats|is|are|there|more|of|local|main|big|biggest)$/i;

/**
 * The topic of the news a message asks for, as written: "Any news about Tesla today?" → "Tesla",
 * "What's the latest news on the election?" → "election", "Get me tech news" → "tech";
 * undefined when it names none ("What's in the news?"). A cheap word check first.
 * @example newsTopicOf("Any news about Tesla today?") // "Tesla"
 */
export function newsTopicOf(text: string): string | undefined {
  const head = text.slice(0, 300);
  if (!/news|headlines|stories/i.test(head)) return undefined;
  const about = NEWS_ABOUT.exec(head)?.[1]?.trim();
  if (about !== undefined && about !== "") return about;
  const kind = NEWS_KIND.exec(head)?.[1];
  return kind !== undefined && !NOT_NEWS_KINDS.test(kind) ? kind : undefined;
}
