/**
 * The answer to a result that is a yes or a no, as a model says it rather than "the success is
 * yes": an action's outcome (`{"success": true}` after send_email → "I sent the email to
 * bob@example.com."; `{"ok": false, "message": "Quota exceeded"}` → "I couldn't send the email:
 * Quota exceeded."), whether something is available ("Yes, 7 December 2026 at 19:00 is
 * available."; "No, … is not available. Available times: 18:00 and 20:30."), in stock, valid
 * or exists. A record is one of these when such a flag is its main field: beside it only a
 * message, an ID, a count or alternatives.
 */
import { argIn, type Call, fieldIn, isNumber, isRecord, isScalar, listed, momentOf, momentText, normalizedKey, oneLine, textIn, withStop, withoutStop, wordsOfName } from "./result-words.ts";

/** Flags that say an action went through. */
const DONE_KEYS = ["success", "ok", "succeeded", "sent", "created", "deleted", "updated", "saved", "booked", "scheduled", "cancelled", "canceled", "completed", "posted", "submitted", "done", "added", "removed", "confirmed", "delivered"];
/** Flags of a state, with how each is said: "it is available", "it is not in stock". */
const STATE_KEYS: ReadonlyMap<string, string> = new Map([
  ["available", "available"],
  ["isavailable", "available"],
  ["availability", "available"],
  ["instock", "in stock"],
  ["isinstock", "in stock"],
  ["valid", "valid"],
  ["isvalid", "valid"],
  ["open", "open"],
  ["isopen", "open"],
  ["opennow", "open now"],
]);
const EXISTS_KEYS = ["exists", "found"];
/** The fields that may go beside the flag: what the result says, its ID, a quantity, other times. */
const MESSAGE_KEYS = ["message", "detail", "details", "reason", "info", "note"];
const QUANTITY_KEYS = ["quantity", "stock", "availablequantity", "qty", "count", "remaining", "left", "units"];
const ALTERNATIVE_KEYS = ["alternatives", "alternativetimes", "availableslots", "availabletimes", "slots", "suggestions", "nextavailable", "othertimes", "suggestedtimes"];
/** Every plain field that may go beside the flag: said with it, or saying nothing a model would add. */
const BESIDE_KEYS = new Set([...MESSAGE_KEYS, ...QUANTITY_KEYS, "confirmationnumber", "confirmationcode", "confirmation", "reference", "referencenumber", "bookingreference", "name", "product", "productname", "item", "title", "domain", "username", "email", "date", "time", "datetime", "timestamp", "status", "code", "statuscode"]);
/** Irregular and doubled past tenses of the verbs tools are named with; the rest take -ed. */
const PAST_TENSES = new Map([
  ["send", "sent"],
  ["make", "made"],
  ["set", "set"],
  ["put", "put"],
  ["pay", "paid"],
  ["buy", "bought"],
  ["write", "wrote"],
  ["run", "ran"],
  ["cancel", "cancelled"],
  ["submit", "submitted"],
  ["stop", "stopped"],
  ["plan", "planned"],
  ["ship", "shipped"],
  ["log", "logged"],
  ["add", "added"],
  ["forward", "forwarded"],
]);
/** Verbs of sending, said with whom it went to ("I sent the email to bob@example.com"). */
const SEND_VERBS = new Set(["send", "email", "message", "forward", "share", "invite", "notify", "text", "post", "reply"]);
/** Words that go with a verb rather than with its object: `turn_on_lights` turns on "the lights". */
const PARTICLES = new Set(["on", "off", "up", "down", "out", "in"]);
/** Verbs a tool's name starts with that are no action said done (a lookup's flag is an answer, not a confirmation). */
const NOT_ACTIONS = new Set(["get", "check", "is", "has", "can", "list", "find", "search", "lookup", "look", "fetch", "query", "verify", "validate", "read", "show"]);
/** The arguments that say whom an action went to, and what it made. */
const RECIPIENT_KEYS = ["to", "recipient", "recipients", "email", "emailaddress", "phone", "phonenumber", "channel", "user", "username"];
const TITLE_KEYS = ["title", "name", "subject", "summary", "eventname", "text"];

/**
 * The sentence for a yes/no result, or undefined when the record is no such result.
 * @example flagAnswer(sendEmail, { success: true }) // "I sent the email to bob@example.com."
 */
export function flagAnswer(call: Call | undefined, record: Record<string, unknown>): string | undefined {
  const flag = mainFlag(record);
  if (flag === undefined) return undefined;
  const message = textIn(record, MESSAGE_KEYS, 160);
  if (flag.kind === "done") return doneAnswer(call, record, flag.value, message);
  const subject = subjectOf(call, record);
  if (flag.kind === "exists") return `${flag.value ? "Yes" : "No"}, ${subject} ${flag.value ? "exists" : "does not exist"}${reasonAfter(message)}`;
  const quantity = fieldIn(record, QUANTITY_KEYS)?.value;
  const left = flag.value && isNumber(quantity) ? ` (${quantity} left)` : "";
  const alternatives = alternativesOf(record);
  const more = !flag.value && alternatives !== undefined ? ` Available times: ${alternatives}.` : "";
  return `${flag.value ? "Yes" : "No"}, ${subject} ${flag.value ? "is" : "is not"} ${flag.state}${left}${reasonAfter(flag.value ? undefined : message)}${more}`;
}

/** The record's yes/no field, when the rest of it only goes with it. */
function mainFlag(record: Record<string, unknown>): { kind: "done" | "exists" | "state"; value: boolean; state: string } | undefined {
  let flag: { kind: "done" | "exists" | "state"; value: boolean; state: string } | undefined;
  let fields = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (++fields > 6) return undefined;
    const value = record[key];
    const normal = normalizedKey(key);
    if (typeof value === "boolean" && flag === undefined) {
      const state = STATE_KEYS.get(normal);
      if (DONE_KEYS.includes(normal)) flag = { kind: "done", value, state: "" };
      else if (EXISTS_KEYS.includes(normal)) flag = { kind: "exists", value, state: "" };
      else if (state !== undefined) flag = { kind: "state", value, state };
      else return undefined;
    } else if (isScalar(value) ? !BESIDE_KEYS.has(normal) && !/^(?:id|.*(?:[_-]id|[a-z0-9]Id|ID))$/.test(key) : !ALTERNATIVE_KEYS.includes(normal)) {
      return undefined;
    }
  }
  return flag;
}

/** "I sent the email to bob@example.com (ID msg_1).", "I couldn't send the email: Quota exceeded."; "Done." for a tool of no known verb. */
function doneAnswer(call: Call | undefined, record: Record<string, unknown>, value: boolean, message: string | undefined): string {
  const [verb, ...rest] = wordsOfName(call?.name ?? "");
  const particle = rest.length > 1 && PARTICLES.has(rest[0]!) ? ` ${rest.shift()}` : "";
  const action =
    verb !== undefined && !NOT_ACTIONS.has(verb) && rest.length > 0 ? { verb, particle, object: `the ${rest.join(" ")}${titleOf(call)}${SEND_VERBS.has(verb) ? recipientOf(call) : ""}` } : undefined;
  if (!value) {
    if (action === undefined) return `That did not go through${reasonAfter(message)}`;
    return `I couldn't ${action.verb}${action.particle} ${action.object}${reasonAfter(message)}`;
  }
  const confirmation = textIn(record, ["confirmationnumber", "confirmationcode", "confirmation", "reference", "referencenumber", "bookingreference"], 40);
  const id = confirmation === undefined ? idOf(record) : undefined;
  const withId = confirmation !== undefined ? ` (confirmation number ${confirmation})` : id === undefined ? "" : ` (ID ${id})`;
  if (action === undefined) return message === undefined ? `Done${withId}.` : `Done: ${withStop(message)}`;
  return `I ${pastOf(action.verb)}${action.particle} ${action.object}${venueOf(call)}${whenOf(call)}${withId}.`;
}

/** The ID a result gives what the action made: its `id`, `message_id`, `eventId`… */
function idOf(record: Record<string, unknown>): string | undefined {
  for (const key in record) {
    const value = record[key];
    if (!Object.hasOwn(record, key) || key.length > 30 || !/^(?:id|.*(?:[_-]id|[a-z0-9]Id|ID))$/.test(key)) continue;
    if ((typeof value === "string" && value.trim() !== "") || isNumber(value)) return oneLine(String(value), 40);
  }
  return undefined;
}

/** ": Quota exceeded." after a reason, "." without one. */
function reasonAfter(message: string | undefined): string {
  return message === undefined ? "." : `: ${withStop(message)}`;
}

/** A verb's past tense: "send" → "sent", "create" → "created", "book" → "booked", "copy" → "copied". */
function pastOf(verb: string): string {
  const irregular = PAST_TENSES.get(verb);
  if (irregular !== undefined) return irregular;
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

/** ` "Team sync"` when the call named what it made. */
function titleOf(call: Call | undefined): string {
  const title = argIn(call?.args, TITLE_KEYS);
  return typeof title === "string" && title.trim() !== "" && title.length <= 80 ? ` "${withoutStop(oneLine(title, 60)).replace(/"/g, "'")}"` : "";
}

/** " at Luigi's" when the call named where. */
function venueOf(call: Call | undefined): string {
  const venue = argIn(call?.args, ["restaurant", "venue", "hotel", "restaurantname", "hotelname"]);
  return typeof venue === "string" && venue.trim() !== "" && venue.length <= 60 ? ` at ${venue.trim()}` : "";
}

/** " for 7 December 2026 at 19:00" when the call said when: a booking's, an event's time. */
function whenOf(call: Call | undefined): string {
  const date = momentOf(argIn(call?.args, ["date", "day", "datetime", "start", "starttime", "startdatetime", "when"]));
  const time = date?.time === undefined ? momentOf(argIn(call?.args, ["time", "starttime"])) : undefined;
  const moment = { date: date?.date, time: date?.time ?? time?.time };
  return moment.date === undefined && moment.time === undefined ? "" : ` for ${momentText(moment)}`;
}

/** " to bob@example.com" when the call went to someone. */
function recipientOf(call: Call | undefined): string {
  const to = argIn(call?.args, RECIPIENT_KEYS);
  const names = Array.isArray(to) ? to.slice(0, 3).filter((item): item is string => typeof item === "string") : typeof to === "string" ? [to] : [];
  const said = names.map((name) => oneLine(name, 60)).filter(Boolean);
  return said.length > 0 ? ` to ${listed(said)}` : "";
}

/** What a state is said of: the moment the call asked about ("7 December 2026 at 19:00"), the thing it names, or "it". */
function subjectOf(call: Call | undefined, record: Record<string, unknown>): string {
  const date = momentOf(argIn(call?.args, ["date", "day", "datetime", "start", "starttime"]));
  const time = momentOf(argIn(call?.args, ["time", "starttime", "start"]));
  const moment = { date: date?.date, time: date?.time ?? time?.time };
  if (moment.date !== undefined || moment.time !== undefined) return momentText(moment);
  const named = textIn(record, ["name", "product", "productname", "item", "title", "domain", "username", "email"], 60) ?? argIn(call?.args, ["product", "productname", "item", "name", "domain", "username", "email", "code"]);
  return typeof named === "string" && named.trim() !== "" && named.length <= 60 ? named.trim() : "it";
}

/** Other times offered beside a no: "18:00 and 20:30". */
function alternativesOf(record: Record<string, unknown>): string | undefined {
  const list = fieldIn(record, ALTERNATIVE_KEYS)?.value;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const said = list.slice(0, 4).map((item) => {
    const text = typeof item === "string" ? item : isRecord(item) ? textIn(item, ["time", "start", "starttime", "datetime", "date", "slot"]) : undefined;
    const moment = momentOf(text);
    return moment === undefined ? (text === undefined ? undefined : oneLine(text, 40)) : momentText(moment);
  });
  return said.every((text) => text !== undefined) ? listed(said as string[]) : undefined;
}
