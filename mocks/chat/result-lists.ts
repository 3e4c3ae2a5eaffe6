/**
 * The answer to a tool result that is a list of records, at the top (`[{…}, {…}]`) or in the one
 * list field of an object (`{"events": […], "total": 12}`), as a model says it: how many, then
 * each record by its label (`title`, `name`, `subject`…) with its time, date, price, status or
 * place where it has them.
 *
 * - "You have 3 events today: Standup at 09:30, Lunch with Sam at 12:30 and 1:1 with Dana at 15:00."
 *   for the user's own things (events, tasks, emails, orders…), "I found 2 restaurants in Rome: …"
 *   for others; the day comes from the user's question ("today") or the records' shared date;
 * - a numbered markdown list when there are more than four, or the records have several details
 *   each, with "…and 4 more." past eight (or past what the result's `total` counts);
 * - an empty list: "You have no events today.", "No products found.";
 * - a search's hits (a title, an address and a snippet each) are result-hits.ts's.
 *
 * A list whose records have no label (a forecast's days, rows of numbers) is not answered here:
 * tool-results-reply.ts says it as before. Only the first records are read; nothing throws.
 */
import { hitsAnswer, isHitList } from "./result-hits.ts";
import {
  argIn,
  type Call,
  fieldIn,
  formatNumber,
  isNumber,
  isRecord,
  listed,
  markdownLink,
  type Moment,
  momentOf,
  momentText,
  money,
  oneLine,
  pluralWord,
  singularOf,
  textIn,
  wordsOfName,
} from "./result-words.ts";

/** The fields that name a record, in the order they are preferred. */
const LABEL_KEYS = ["title", "name", "subject", "summary", "headline", "label", "displayname", "fullname", "eventname", "taskname", "productname", "filename", "username", "event", "task", "item", "product", "airline", "flightnumber", "path", "text", "content", "message", "description"];
/** The fields of a record's time: when it starts (or was sent), when it ends, when it is due. */
export const START_KEYS = ["start", "starttime", "startsat", "startat", "startdatetime", "startdate", "begin", "begins", "time", "when", "datetime", "date", "scheduledat", "scheduledfor", "departure", "departuretime", "departs", "departsat", "departureat", "receivedat", "received", "sentat", "publishedat", "published", "createdat", "timestamp"];
export const END_KEYS = ["end", "endtime", "endsat", "endat", "enddatetime", "finish", "until"];
const DUE_KEYS = ["due", "duedate", "dueat", "deadline", "dueby"];
/** Who a record is from ("from Sam") and who made it ("by Dana"). */
const FROM_KEYS = ["from", "sender", "fromname"];
const BY_KEYS = ["author", "by", "organizer", "organiser", "host", "artist"];
/** Details said in parentheses: where, how much, in what state, how rated. */
const PLACE_KEYS = ["location", "venue", "room", "place", "where", "address"];
export const PRICE_KEYS = ["price", "cost", "amount", "fare", "total"];
const CURRENCY_KEYS = ["currency", "currencycode"];
const STATUS_KEYS = ["status", "state"];
const DONE_KEYS = ["done", "completed", "iscompleted", "isdone", "complete"];
export const RATING_KEYS = ["rating", "averagerating"];
const STAR_KEYS = ["stars", "stargazerscount", "starcount"];
const URL_KEYS = ["url", "link", "href", "website", "permalink"];
/** The field of a list's wrapper that counts all the records, of which the list may hold a page. */
const TOTAL_KEYS = ["total", "totalcount", "count", "totalresults", "totalitems", "numresults", "resultcount"];
/** Fields of a wrapper that may hold an object beside its list (a page's links), not a record of their own. */
const WRAPPER_OBJECTS = /^(?:meta|metadata|pagination|paging|links|page|query|params|parameters|filters)$/i;
/** List names that say nothing of what is listed: the tool's name says it instead. */
const GENERIC_NOUNS = new Set(["items", "results", "data", "records", "list", "entries", "rows", "values", "hits", "docs", "objects", "response", "output", "matches", "nodes", "edges", "content"]);
/** The user's own things: "You have 3 events", not "I found 3 events". */
const PERSONAL_NOUNS = new Set(["events", "meetings", "appointments", "tasks", "todos", "reminders", "emails", "messages", "notifications", "orders", "bookings", "reservations", "notes", "contacts", "files", "documents", "invoices", "alarms", "subscriptions", "mails", "chats", "payments", "transactions", "bills", "flights", "trips", "deadlines", "classes"]);
/** A tool's verbs, not what it lists: `list_events` lists "events". */
const VERBS = new Set(["get", "list", "fetch", "find", "search", "query", "show", "read", "load", "retrieve", "lookup", "look", "up", "browse", "my", "all", "the"]);
/** The day a question asks about: "What is on my calendar today?". */
const ASKED_DAY = /\b(today|tonight|tomorrow|yesterday|this (?:week|weekend|morning|afternoon|evening|month)|next (?:week|month)|last week)\b/;
/** Records said in one sentence at most; records listed at most. */
const MAX_INLINE = 4;
const MAX_LISTED = 8;
/** Longest label said. */
const MAX_LABEL_CHARS = 80;

/** A list in an object's one list field, with the count of all its records when the object says it. */
export interface WrappedList {
  key: string;
  items: readonly unknown[];
  total: number | undefined;
  /** A search's own answer beside its hits (Tavily's `answer`). */
  answer: string | undefined;
}

/**
 * The list of records an object wraps: its one list field, when its other fields are plain
 * values (a count, a page cursor, the query) and not a record of their own; undefined otherwise.
 * @example wrappedList({ events: [{ title: "Standup" }], total: 1 }) // { key: "events", items: [{ title: "Standup" }], total: 1, answer: undefined }
 */
export function wrappedList(record: Record<string, unknown>): WrappedList | undefined {
  let found: { key: string; items: unknown[] } | undefined;
  let fields = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (++fields > 20) return undefined;
    const value = record[key];
    if (Array.isArray(value)) {
      if (found !== undefined || !value.slice(0, MAX_LISTED).every(isRecord)) return undefined;
      found = { key, items: value };
    } else if (isRecord(value) && !WRAPPER_OBJECTS.test(key)) {
      return undefined;
    }
  }
  if (found === undefined) return undefined;
  const total = fieldIn(record, TOTAL_KEYS)?.value;
  const answer = fieldIn(record, ["answer"])?.value;
  return {
    ...found,
    total: isNumber(total) && Number.isInteger(total) && total >= 0 ? total : undefined,
    answer: typeof answer === "string" && answer.trim() !== "" ? oneLine(answer, 400) : undefined,
  };
}

/**
 * The answer to a list of records, or undefined when it is not one this module says (its items
 * are not all records, or have no label, or an empty list names nothing).
 * @example listAnswer(listEvents, [{ title: "Standup", start: "09:30" }, { title: "Lunch with Sam", start: "12:30" }], "What is on my calendar today?")
 * // "You have 2 events today: Standup at 09:30 and Lunch with Sam at 12:30."
 */
export function listAnswer(call: Call | undefined, items: readonly unknown[], question: string, wrapped?: WrappedList): string | undefined {
  if ((items.length > 0 && isHitList(items)) || (items.length === 0 && wrapped?.answer !== undefined)) return hitsAnswer(call, items, wrapped?.answer);
  // A forecast's days are the weather's: tool-results-reply.ts says them.
  if (/weather|forecast/i.test(call?.name ?? "")) return undefined;
  const shown = items.slice(0, MAX_LISTED);
  if (!shown.every(isRecord)) return undefined;
  const noun = nounOf(call, wrapped?.key) ?? (items.length > 0 ? "items" : undefined);
  if (noun === undefined) return undefined;
  // Flights searched for are offers, not the user's: "I found 2 flights".
  const searched = wordsOfName(call?.name ?? "").some((word) => word === "search" || word === "find" || word === "query" || word === "browse");
  const personal = !searched && PERSONAL_NOUNS.has(noun.split(" ").pop()!);
  const starts = shown.map((item) => momentOf(fieldIn(item, START_KEYS)?.value));
  const sharedDate = sharedDateOf(starts);
  const day = personal ? askedDay(question) : undefined;
  const on = day ?? (sharedDate === undefined ? dateArgument(call) : ` on ${sharedDate}`);
  const where = personal ? "" : placeArgument(call);
  if (items.length === 0) return personal ? `You have no ${noun}${on}.` : `No ${noun} found${where}${on}.`;
  const said: { text: string; details: number }[] = [];
  for (const [i, item] of shown.entries()) {
    const words = recordWords(item, starts[i], sharedDate !== undefined);
    if (words === undefined) return undefined;
    said.push(words);
  }
  const count = Math.max(items.length, wrapped?.total ?? 0);
  const head = `${personal ? "You have" : "I found"} ${count} ${count === 1 ? singularOf(noun) : noun}${personal ? on : `${where}${on}`}`;
  // One record, or a few with one detail each, make a sentence; more make a list.
  if (count === said.length && (count === 1 || (count <= MAX_INLINE && said.every((words) => words.details <= 1)))) return `${head}: ${listed(said.map((words) => words.text))}.`;
  const lines = said.map((words, i) => `${i + 1}. ${words.text}`).join("\n");
  const more = count - said.length;
  return `${head}:\n\n${lines}${more > 0 ? `\n\n…and ${more} more.` : ""}`;
}

/**
 * What a list holds, in words: its field's name when it says ("upcoming_events" → "upcoming
 * events"), else the tool's ("list_events" → "events"), else "results" for a search.
 */
export function nounOf(call: Call | undefined, key: string | undefined): string | undefined {
  const keyWords = key === undefined ? [] : wordsOfName(key);
  const keyNoun = keyWords.join(" ");
  if (keyWords.length > 0 && keyWords.length <= 3 && pluralWord(keyNoun) && !GENERIC_NOUNS.has(keyNoun)) return keyNoun;
  const toolWords = wordsOfName(call?.name ?? "");
  const rest = toolWords.filter((word) => !VERBS.has(word));
  const toolNoun = rest.slice(-3).join(" ");
  if (rest.length > 0 && pluralWord(toolNoun) && !GENERIC_NOUNS.has(rest[rest.length - 1]!)) return toolNoun;
  if (toolWords.some((word) => word === "search" || word === "find" || word === "query") || keyNoun === "results") return "results";
  return undefined;
}

/** The date every record starts on, when they share one and at least one says a time: said once, in the header. */
function sharedDateOf(starts: readonly (Moment | undefined)[]): string | undefined {
  const first = starts[0]?.date;
  if (first === undefined || !starts.some((moment) => moment?.time !== undefined)) return undefined;
  return starts.every((moment) => moment?.date === first) ? first : undefined;
}

/** The day the user asked about (" today"), read cheaply: only a question with a day word is matched. */
function askedDay(question: string): string | undefined {
  const lower = question.slice(0, 500).toLowerCase();
  if (!/to(?:day|night|morrow)|yesterday|this |next |last /.test(lower)) return undefined;
  const match = ASKED_DAY.exec(lower);
  return match === null ? undefined : ` ${match[1]}`;
}

/** " on 9 December 2026" when the call asked for a date; else nothing. */
function dateArgument(call: Call | undefined): string {
  const date = momentOf(argIn(call?.args, ["date", "day", "startdate", "start", "from", "when"]))?.date;
  return date === undefined ? "" : ` on ${date}`;
}

/** " in Rome" when the call looked in a place. */
function placeArgument(call: Call | undefined): string {
  const place = argIn(call?.args, ["location", "city", "near", "place", "area", "region", "town"]);
  return typeof place === "string" && place.trim() !== "" ? ` in ${oneLine(place, 40)}` : "";
}

/**
 * A record as said in a list: "Standup at 09:30", "Lunch with Sam from 12:30 to 13:30 (Cafe Luna)",
 * "Pay rent due 1 January 2027", with how many details it has beside its label; undefined
 * when it has no label.
 */
function recordWords(item: Record<string, unknown>, start: Moment | undefined, dateSaid: boolean): { text: string; details: number } | undefined {
  const label = recordLabel(item);
  if (label === undefined) return undefined;
  const url = fieldIn(item, URL_KEYS)?.value;
  let text = markdownLink(label, url);
  let details = 0;
  const aside: string[] = [];
  // Who first, then when: "Budget from Dana at 08:02".
  const from = personOf(fieldIn(item, FROM_KEYS)?.value);
  const by = personOf(fieldIn(item, BY_KEYS)?.value);
  if (from !== undefined) text += ` from ${from}`;
  else if (by !== undefined) text += ` by ${by}`;
  if (from !== undefined || by !== undefined) details++;
  if (start !== undefined) {
    details++;
    const end = momentOf(fieldIn(item, END_KEYS)?.value);
    const time = start.time === undefined ? undefined : end?.time !== undefined && end.date === start.date ? `from ${start.time} to ${end.time}` : `at ${start.time}`;
    if (start.date !== undefined && !dateSaid) text += ` on ${start.date}`;
    if (time !== undefined) text += ` ${time}`;
  } else {
    const written = textIn(item, START_KEYS, 40);
    if (written !== undefined) aside.push(written);
  }
  const due = fieldIn(item, DUE_KEYS)?.value;
  const dueMoment = momentOf(due);
  if (dueMoment !== undefined || (typeof due === "string" && due.trim() !== "")) {
    details++;
    text += ` due ${dueMoment === undefined ? oneLine(String(due), 40) : momentText(dueMoment)}`;
  }
  const place = textIn(item, PLACE_KEYS, 40);
  if (place !== undefined) aside.push(place);
  const price = priceOf(item);
  if (price !== undefined) aside.push(price);
  const status = textIn(item, STATUS_KEYS, 30);
  if (status !== undefined) aside.push(status.replace(/_/g, " ").toLowerCase());
  else if (fieldIn(item, DONE_KEYS)?.value === true) aside.push("done");
  const rating = fieldIn(item, RATING_KEYS)?.value;
  if (isNumber(rating)) aside.push(`rated ${formatNumber(rating)}`);
  const stars = fieldIn(item, STAR_KEYS)?.value;
  if (isNumber(stars) && Number.isInteger(stars)) aside.push(`${stars} ${stars === 1 ? "star" : "stars"}`);
  details += aside.length;
  return { text: aside.length > 0 ? `${text} (${aside.join(", ")})` : text, details };
}

/** What names a record in a list: its title, name, subject…; a flight its airline and number ("United UA 512"). */
export function recordLabel(item: Record<string, unknown>): string | undefined {
  const named = textIn(item, LABEL_KEYS, MAX_LABEL_CHARS);
  if (named === undefined) return undefined;
  const flight = named === textIn(item, ["airline"]) ? textIn(item, ["flightnumber", "flightno", "flight"], 20) : undefined;
  return flight === undefined ? named : `${named} ${flight}`;
}

/** A sender or an author: text, or a person's record by their name or address. */
function personOf(value: unknown): string | undefined {
  if (typeof value === "string") return oneLine(value, 60) || undefined;
  return isRecord(value) ? textIn(value, ["name", "displayname", "fullname", "email", "address"], 60) : undefined;
}

/** A record's price, with its currency ("$12.99"), or as the result writes it ("12,99 €"). */
export function priceOf(item: Record<string, unknown>): string | undefined {
  const price = fieldIn(item, PRICE_KEYS)?.value;
  const currency = fieldIn(item, CURRENCY_KEYS)?.value;
  if (isNumber(price)) return money(price, typeof currency === "string" ? currency : undefined);
  return typeof price === "string" && /\d/.test(price) ? oneLine(price, 30) : undefined;
}
