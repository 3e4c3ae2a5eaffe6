/**
 * A call that needs the number of the user's own record (an order, a booking, a ticket, a
 * parcel's tracking number) where the conversation never gave one: a model does not invent
 * "order_1", it asks. OpenAI's function-calling guide shows it with `get_delivery_date`:
 * "Hi, can you tell me the delivery date for my order?" → "Hi there! I can help with that. Can
 * you please provide your order ID?", and the user's answer in the next turn ("i think it is
 * order_12345") → `get_delivery_date({"order_id": "order_12345"})`.
 *
 * Only records a customer holds the number of are asked for. An app's own ids (an event's, a
 * file's, a message's) are found by a search first (chained-calls.ts), or made up as before.
 */
import type { components } from "../../generated/api.d.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { conversationText, messageText } from "./message-text.ts";
import { nameWords } from "./tools.ts";

type Schemas = components["schemas"];
type Tool = Schemas["ChatTool"];
type RequestMessage = Schemas["ChatMessage"];

/** A record a customer has the number of, by the word its id is named with (`order_id`, `booking_reference`). */
const OWN_RECORDS: ReadonlySet<string> = new Set(
  "order orders package parcel shipment delivery tracking booking reservation confirmation ticket case claim invoice receipt subscription policy membership return refund rma transaction pnr".split(" "),
);

/** The last word of a key that makes it a record's id: `order_id`, `orderNumber`, `booking_reference`, `ticket_no`. */
const ID_WORDS: ReadonlySet<string> = new Set(["id", "number", "num", "no", "reference", "ref"]);

/** How an id word is said: "order ID", "tracking number", "booking reference". */
const SAID: Readonly<Record<string, string>> = { id: "ID", number: "number", num: "number", no: "number", reference: "reference", ref: "reference" };

/** A tool's required key that holds the number of the user's own record, and how it is said. */
export interface OwnRecordKey {
  key: string;
  /** "order ID", "tracking number", "booking reference". */
  label: string;
  /** The key takes a number (`integer` or `number`), not a string. */
  numeric: boolean;
  /** The key's `pattern`, which an answered id must match. */
  pattern?: string;
}

/**
 * The required key of `tool` that holds the number of the user's own record: `order_id` of
 * `get_order`, `tracking_number` of `track_package`, `id` of `cancel_order`; undefined when it
 * requires none (or only an app's own ids, `event_id`).
 * @example ownRecordKey(getDeliveryDate) // { key: "order_id", label: "order ID", numeric: false }
 */
export function ownRecordKey(tool: Tool): OwnRecordKey | undefined {
  const parameters = tool.function.parameters as { required?: unknown; properties?: Record<string, { type?: unknown; pattern?: unknown }> } | undefined;
  if (!Array.isArray(parameters?.required)) return undefined;
  for (const key of parameters.required) {
    if (typeof key !== "string") continue;
    const words = nameWords(key);
    const last = words.at(-1);
    if (last === undefined || !ID_WORDS.has(last)) continue;
    // A bare `id` is the id of what the tool is named for: `cancel_order`'s order.
    const thing = words.length > 1 ? words.slice(0, -1) : nameWords(tool.function.name).filter((word) => OWN_RECORDS.has(word)).slice(-1);
    if (thing.length === 0 || !OWN_RECORDS.has(thing.at(-1)!)) continue;
    const type = parameters.properties?.[key]?.type;
    const types = Array.isArray(type) ? type : [type];
    if (!types.some((each) => each === "string" || each === "integer" || each === "number" || each === undefined)) continue;
    const numeric = !types.includes("string") && types.some((each) => each === "integer" || each === "number");
    const pattern = parameters.properties?.[key]?.pattern;
    return { key, label: `${thing.join(" ").replace(/s$/, "")} ${SAID[last]}`, numeric, ...(typeof pattern === "string" ? { pattern } : {}) };
  }
  return undefined;
}

/**
 * The calls as a model makes them where they need the number of the user's own record
 * (ownRecordKey): a call whose id the conversation gave keeps it ("order 1234"), one whose id a
 * system prompt or an earlier turn gave takes that ("The customer's order ID is 8812"), and one
 * with an id made up is not made; when no call is left, the question for the id is the answer:
 * "I can help with that. Can you please provide your order ID?", with a greeting back to one
 * ("Hi, …" → "Hi there! …").
 * @example withOwnRecordIds([getOrderCall], [getOrder], [{ role: "user", content: "Where is my order?" }], "Where is my order?") // { text: "I can help with that. Can you please provide your order ID?" }
 */
export function withOwnRecordIds(calls: readonly ToolCall[], tools: readonly Tool[], messages: readonly RequestMessage[], lastUser: string): { calls: ToolCall[] } | { text: string } {
  let said: string | undefined;
  let asked: OwnRecordKey | undefined;
  const made: ToolCall[] = [];
  for (const call of calls) {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const own = tool === undefined ? undefined : ownRecordKey(tool);
    const value = own === undefined ? undefined : argumentOf(call, own.key);
    said ??= own === undefined ? undefined : conversationText(messages, true);
    if (own === undefined || (value !== undefined && value.trim() !== "" && said!.toLowerCase().includes(value.toLowerCase()))) {
      made.push(call);
      continue;
    }
    const given = givenId(said!, own);
    if (given !== undefined) made.push(withId(call, own, given));
    else asked ??= own;
  }
  if (made.length > 0 || asked === undefined) return { calls: made };
  const greeting = GREETING.test(lastUser) ? "Hi there! " : "";
  return { text: `${greeting}I can help with that. Can you please provide your ${asked.label}?` };
}

/**
 * A short question about "it", the record an earlier turn numbered: "Where is it?", "Has it
 * shipped?", "What's its status?", "When will it arrive?", "Can you track it?".
 */
const ABOUT_IT = /^\s*(?:(?:and|so|ok(?:ay)?|great|thanks|cool)[\s,!]+)?(?:where\s+is\s+it|where['’]s\s+it|has\s+it\s+(?:shipped|arrived|been\s+(?:shipped|sent|delivered))|when\s+will\s+it\s+(?:arrive|ship|be\s+(?:delivered|here)|get\s+here)|what(?:['’]s|\s+is)\s+(?:its|the)\s+status(?:\s+of\s+it)?|is\s+it\s+(?:shipped|delayed|late|on\s+its\s+way|here\s+yet)|can\s+you\s+(?:check|track|look\s+up)\s+it)\b[^.?!\n]{0,20}[?.!]*\s*$/i;
/** A tool that looks a record up, by its name: `get_order`, `track_package`, `check_order_status`, `get_delivery_date`. */
const LOOKS_UP = /get|track|check|status|lookup|look_up|find|fetch|show|view|delivery|where/i;

/** Whether `tool` looks a record up (`get_order`, `track_package`) rather than acting on it (`cancel_order`). */
export function looksUp(tool: Tool): boolean {
  return LOOKS_UP.test(tool.function.name);
}

/**
 * The tool a short question about "it" asks, with the number of the record an earlier turn gave
 * ("My order number is 5521." … "Where is it?" → `get_order` with "5521"); undefined when the
 * message is no such question or no earlier turn numbers a record a look-up tool takes.
 */
export function recordAskedAbout(messages: readonly RequestMessage[], tools: readonly Tool[], lastUser: string): { tool: Tool; id: string } | undefined {
  if (messages.length < 2 || !ABOUT_IT.test(lastUser)) return undefined;
  const earlier = conversationText(messages.slice(0, -1), true);
  for (const tool of tools) {
    const own = looksUp(tool) ? ownRecordKey(tool) : undefined;
    const id = own === undefined ? undefined : givenId(earlier, own);
    if (id !== undefined) return { tool, id };
  }
  return undefined;
}

/**
 * A short ask to act on "it", the record an earlier turn numbered: "Cancel it", "Please cancel
 * it.", "Can you cancel that?", "I want to return it"; not a dismissal ("Forget it", "Never mind
 * that") nor a verb that does nothing to a record ("I love it"). Group 1 is the ask up to the
 * pronoun, group 2 what follows it.
 */
const ACTS_ON_IT = /^(\s*(?:(?:ok(?:ay)?|great|thanks|yes|yeah|hmm|actually|then|so|and)[\s,!.]+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+|i\s+(?:want|need|would\s+like)\s+to\s+|i['’]d\s+like\s+to\s+|let['’]?s\s+|go\s+ahead\s+and\s+)?(?!(?:forget|ignore|skip|drop|leave|mind|do|try|see|love|like|hate|want|need|have|keep|got|get|know|say|mean|is|was|be)\s)[a-z]+(?:\s+(?:up|out|back))?\s+)(?:it|that|this)\b((?:\s+(?:one|please|now|instead|then|for\s+me|right\s+away))*\s*[.!?]*\s*)$/i;

/**
 * An ask to act on "it" after a turn that numbered the user's own record ("My order number is
 * 5521." … "Cancel it"): the ask with the record named ("Cancel the order"), which tools are
 * chosen for, and the number to call them with; undefined for any other last message.
 */
export function recordActedOn(messages: readonly RequestMessage[], tools: readonly Tool[], lastUser: string): { ask: string; id: string } | undefined {
  if (messages.length < 2 || lastUser.length > 80) return undefined;
  const act = ACTS_ON_IT.exec(lastUser);
  if (act === null) return undefined;
  const earlier = conversationText(messages.slice(0, -1), true);
  for (const tool of tools) {
    const own = ownRecordKey(tool);
    const id = own === undefined ? undefined : givenId(earlier, own);
    if (id !== undefined) return { ask: `${act[1]}the ${own!.label.slice(0, own!.label.lastIndexOf(" "))}${act[2]}`, id };
  }
  return undefined;
}

/**
 * The last number the conversation gives for the record of `own`: "order ID is 8812", "my order
 * number is 5521", "order #A-17"; undefined when it gives none (or none the key takes).
 */
function givenId(text: string, own: OwnRecordKey): string | undefined {
  const thing = own.label.slice(0, own.label.lastIndexOf(" "));
  const pattern = new RegExp(String.raw`\b${thing.replace(/ /g, "\\s+")}s?\s*(?:id|number|no\.?|num|ref(?:erence)?)?\s*(?:is|was|:|=)?\s*#?\s*([A-Za-z0-9][\w-]{0,39})`, "gi");
  let found: string | undefined;
  for (const match of text.matchAll(pattern)) if (/\d/.test(match[1]!) && fits(own, match[1]!)) found = match[1];
  return found;
}

/** Whether `id` can be the value of `own`'s key: digits for a numeric key, its pattern's match. */
function fits(own: OwnRecordKey, id: string): boolean {
  return (!own.numeric || /^\d{1,15}$/.test(id)) && (own.pattern === undefined || matches(own.pattern, id));
}

/** The call with `id` as its own-record key's value (a number for a numeric key). */
function withId(call: ToolCall, own: OwnRecordKey, id: string): ToolCall {
  const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
  return { ...call, function: { ...call.function, arguments: JSON.stringify({ ...args, [own.key]: own.numeric ? Number(id) : id }) } };
}

/** A message that opens with a greeting: "Hi, can you…", "Hello!". */
const GREETING = /^\s*(?:hi|hello|hey|good\s+(?:morning|afternoon|evening))\b/i;

/** One argument of a call as text (a string or a number), or undefined. */
function argumentOf(call: ToolCall, key: string): string | undefined {
  try {
    const value = (JSON.parse(call.function.arguments) as Record<string, unknown>)[key];
    return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An assistant's question for a record's number: "Can you please provide your order ID?",
 * "What's your tracking number?", "Could you share the booking reference?" (the mock's and a
 * model's wordings alike).
 */
const ASKS_FOR_ID = /\b(?:id|number|reference|ref|confirmation(?:\s+code)?)\b[^.!?\n]{0,40}\?\s*$/i;

/** An answer that gives nothing to look up: a change of mind or another question. */
const NO_ID = /\?|^\s*(?:never\s*mind|nevermind|cancel|no\b|nope|forget|actually|wait|stop)/i;

/** An answer that the user does not have the number at hand: "I don't know it", "not sure", "I can't find it". */
const NOT_AT_HAND = /^\s*(?:(?:um+|hmm+|oh|sorry)[\s,.]*)?(?:i\s+(?:don['’]?t|do\s+not|can['’]?t|cannot|didn['’]?t)\s+(?:know|have|remember|find|see|get)|not\s+sure|no\s+idea|i['’]?m\s+not\s+sure|i\s+(?:lost|deleted|forgot)\b)/i;

/** A token of an answer that holds a digit: "1234", "order_12345", "ORD-2024-0042", "#A-5521". */
const WITH_DIGIT = /^[A-Za-z0-9][\w-]{0,39}$/;

/**
 * The user's answer when the conversation ends in a user's ask, an assistant's question for a
 * record's number and that answer: the id given ("i think it is order_12345" → "order_12345",
 * "It's #A-5521, thanks" → "A-5521"), or no id when the user does not have it at hand ("I don't
 * know it"). Undefined for any other end.
 */
export function answeredId(messages: readonly RequestMessage[]): { ask: string; id: string | undefined } | undefined {
  const [ask, question, answer] = messages.slice(-3);
  if (ask?.role !== "user" || question?.role !== "assistant" || answer?.role !== "user" || (question.tool_calls?.length ?? 0) > 0) return undefined;
  if (!ASKS_FOR_ID.test(messageText(question))) return undefined;
  const text = messageText(answer);
  if (text.length > 200) return undefined;
  if (NOT_AT_HAND.test(text)) return { ask: messageText(ask), id: undefined };
  if (NO_ID.test(text)) return undefined;
  const tokens = text.split(/\s+/).map((token) => token.replace(/^[#("'“‘]+|[)"'”’.,!;:]+$/g, ""));
  const id = tokens.find((token) => /\d/.test(token) && WITH_DIGIT.test(token)) ?? (tokens.length === 1 && /^[A-Z0-9-]{5,40}$/.test(tokens[0]!) ? tokens[0] : undefined);
  return id === undefined ? undefined : { ask: messageText(ask), id };
}

/** What a model says when the user does not have the number at hand: where it is found. */
export function idNotAtHand(label: string): string {
  return `No problem. You'll usually find your ${label} in your confirmation email or in your account. Send it over when you have it, and I'll take it from there.`;
}

/**
 * The calls made for the ask, each tool's own-record id set to the answered one (a number for a
 * numeric key); or, when the answer cannot be such an id (letters for a numeric key, not the
 * key's pattern), what a model says back: that it does not look like one.
 */
export function withAnsweredId(calls: readonly ToolCall[], tools: readonly Tool[], id: string): ToolCall[] | { text: string } {
  const made: ToolCall[] = [];
  for (const call of calls) {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const own = tool === undefined ? undefined : ownRecordKey(tool);
    if (own === undefined) made.push(call);
    else if (fits(own, id)) made.push(withId(call, own, id));
    else return { text: `${id} doesn't look like a valid ${own.label}. Can you please check it and send it again?` };
  }
  return made;
}

/** Whether `id` matches a schema's `pattern` (an invalid pattern matches anything: the schema's check is not this module's). */
function matches(pattern: string, id: string): boolean {
  try {
    return new RegExp(pattern, "u").test(id);
  } catch {
    return true;
  }
}
