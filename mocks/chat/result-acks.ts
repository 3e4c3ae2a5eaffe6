/**
 * The answer to a result that only acknowledges an action: `{"status":"ok"}`, `{"success":true}`,
 * `{"ok":true}`, `"OK"`, `"done"`, `{}`, `null`, or its failure `{"status":"error","message":"…"}`.
 * Such a result says nothing of its own, so a model confirms what it did from the call it made
 * (the tool's verb and object, its arguments) and the user's request, rather than "The set lights
 * call returned: the status is ok":
 *
 * - a switch: "Done — the kitchen lights are off." (the state from the call's `on`/`state`
 *   argument or its name's particle, else the request's "turn off"; the room from its `room`,
 *   else the request's); a setting: "Done — the bedroom temperature is set to 21.";
 * - a booking: "Your table for 2 at Luigi's on 7 December 2026 at 19:00 is booked.";
 * - a reminder: "I'll remind you to call mom at 17:00.";
 * - a message sent: "I've sent the email to Sam."; anything else of a known verb: "I've created
 *   the event "Team sync" for 8 December 2026 at 10:00.", "I've deleted the file notes.txt.";
 * - a failure: "I couldn't turn off the kitchen lights: Hub offline.".
 *
 * The wording is designed (no provider states one); it follows how chat models confirm an
 * action they took. Only a call of an action is confirmed: a lookup's `{}` or `null` says it
 * found nothing (tool-results-reply.ts), and a verb this module does not know gets "Done." rather
 * than a guessed past tense. Results with more to say (an ID, a confirmation number) are
 * result-flags.ts's. Everything read is bounded; nothing throws.
 */
import { roomIn } from "./home-rooms.ts";
import { argIn, type Call, formatNumber, isNumber, isRecord, listed, momentOf, momentText, normalizedKey, oneLine, pluralWord, withStop, withoutStop, wordsOfName } from "./result-words.ts";

/** What an acknowledgement says: whether the action went through, and the reason given when not. */
export interface Ack {
  ok: boolean;
  reason: string | undefined;
}

/** Text that only says it worked ("OK", "Done.", "success") or that it did not ("failed"). */
const OK_WORDS = new Set(["ok", "okay", "done", "success", "successful", "succeeded", "completed", "complete", "accepted", "applied", "200 ok", "no content"]);
const FAILED_WORDS = new Set(["failed", "failure", "fail", "rejected", "denied", "error"]);
/** A tool's first word that makes it a lookup: its `{}` or `null` found nothing, and did nothing. */
const LOOKUPS = new Set(["get", "fetch", "retrieve", "lookup", "look", "load", "read", "find", "query", "show", "list", "check", "search", "is", "has", "can", "verify", "validate", "count", "ping"]);
/** Statuses that say an action is done (beside OK_WORDS): an object `{"status": "sent"}`. */
const DONE_STATUSES = new Set(["sent", "created", "deleted", "updated", "saved", "booked", "scheduled", "cancelled", "canceled", "confirmed", "set", "added", "removed", "queued", "delivered"]);
/** The only fields an acknowledgement has; a record with others (an ID, a date) says more and is not one. */
const ACK_KEYS = new Set(["status", "success", "ok", "result", "message", "msg", "detail", "details", "reason", "code", "statuscode"]);
const FLAG_KEYS = ["success", "ok"];
const STATUS_KEYS = ["status", "result", "code", "statuscode"];
const REASON_KEYS = ["message", "msg", "detail", "details", "reason"];

/**
 * The acknowledgement a result is, or undefined when it says more than that. `value` is the
 * parsed result (JSON), or the text when it is no JSON.
 * @example acknowledgementOf({ status: "error", message: "Hub offline" }) // { ok: false, reason: "Hub offline" }
 */
export function acknowledgementOf(value: unknown): Ack | undefined {
  if (value === null || value === true) return { ok: true, reason: undefined };
  if (typeof value === "string") {
    if (value.length > 40) return undefined;
    const said = value.trim().toLowerCase().replace(/[.!]+$/, "");
    if (OK_WORDS.has(said)) return { ok: true, reason: undefined };
    return FAILED_WORDS.has(said) ? { ok: false, reason: undefined } : undefined;
  }
  if (!isRecord(value)) return undefined;
  let ok: boolean | undefined;
  let fields = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const normal = normalizedKey(key);
    if (++fields > 4 || !ACK_KEYS.has(normal)) return undefined;
    const field = value[key];
    if (FLAG_KEYS.includes(normal)) {
      if (typeof field !== "boolean") return undefined;
      ok = ok === false ? false : field;
    } else if (STATUS_KEYS.includes(normal)) {
      const said = statusOf(field);
      if (said === undefined) return undefined;
      ok = ok === false ? false : said;
    }
  }
  if (fields === 0) return { ok: true, reason: undefined };
  if (ok === undefined) return undefined;
  const reason = REASON_KEYS.map((key) => value[Object.keys(value).find((own) => normalizedKey(own) === key) ?? ""]).find((text) => typeof text === "string" && text.trim() !== "");
  return { ok, reason: ok || typeof reason !== "string" ? undefined : oneLine(reason, 160) };
}

/** Whether a status says done (true) or failed (false); undefined for a status of something else ("pending", "shipped"). */
function statusOf(status: unknown): boolean | undefined {
  if (isNumber(status)) return status >= 200 && status < 300 ? true : status >= 400 && status < 600 ? false : undefined;
  if (typeof status !== "string" || status.length > 30) return undefined;
  const said = status.trim().toLowerCase();
  if (OK_WORDS.has(said) || DONE_STATUSES.has(said)) return true;
  return FAILED_WORDS.has(said) ? false : undefined;
}

/** Verbs whose past participle is not the rule's (-ed, -d, -ied). */
const PARTICIPLES = new Map([
  ["send", "sent"],
  ["set", "set"],
  ["reset", "reset"],
  ["put", "put"],
  ["pay", "paid"],
  ["buy", "bought"],
  ["write", "written"],
  ["make", "made"],
  ["cancel", "cancelled"],
  ["submit", "submitted"],
  ["stop", "stopped"],
  ["log", "logged"],
  ["transfer", "transferred"],
  ["plan", "planned"],
]);
/** The verbs confirmed with their object ("I've archived the email"); a tool of another verb gets "Done.". */
const KNOWN_VERBS = new Set(
  "set turn switch toggle create add send book reserve cancel delete remove update schedule remind save post submit archive mark move rename assign invite share start stop pause resume play enable disable lock unlock open close order buy pay transfer upload publish register subscribe unsubscribe log record write edit change reset restart approve reject complete finish email message text dim brighten".split(" "),
);
/** Verbs of a switch and the words of its state. */
const SWITCH_VERBS = new Set(["set", "turn", "switch", "toggle", "power"]);
const STATE_KEYS = ["on", "ison", "state", "power", "enabled", "status", "action", "value", "turnon"];
/** Words of a tool's name that say neither what it acts on nor how. */
const NOT_OBJECT = new Set(["on", "off", "up", "down", "state", "status", "power", "a", "the", "my", "new"]);
/** Verbs of sending, said with whom it went to. */
const SEND_VERBS = new Set(["send", "email", "message", "text", "post", "share", "invite"]);
const RECIPIENT_KEYS = ["to", "recipient", "recipients", "email", "emailaddress", "phone", "phonenumber", "channel", "contact", "user", "username"];
/** What an action made or acted on, said after its object: a title in quotes, a file or an item as written. */
const TITLE_KEYS = ["title", "name", "subject", "summary", "eventname"];
const PLAIN_NAME_KEYS = ["filename", "file", "path", "item", "product", "task"];
const ROOM_KEYS = ["room", "location", "area", "zone"];
const PARTY_KEYS = ["partysize", "guests", "people", "numguests", "numberofguests", "numpeople", "covers", "seats", "persons", "pax", "size"];
const VENUE_KEYS = ["restaurant", "venue", "hotel", "restaurantname", "hotelname"];
const DATE_KEYS = ["date", "day", "datetime", "start", "starttime", "startdatetime", "when", "at", "remindat", "time"];
const REMINDER_TEXT_KEYS = ["text", "message", "task", "title", "reminder", "content", "note", "what", "description", "body", "subject"];

/**
 * The confirmation (or the failure) of the action a call took, for a result that only acknowledges
 * it; undefined when the call is no action (a lookup) or no call matched the result.
 * @example ackAnswer(setLights, { ok: true, reason: undefined }, "Turn off the lights in the kitchen") // "Done — the kitchen lights are off."
 * @example ackAnswer(sendEmail, { ok: true, reason: undefined }, "Email Sam") // "I've sent the email to Sam."
 */
export function ackAnswer(call: Call | undefined, ack: Ack, question: string): string | undefined {
  const words = wordsOfName(call?.name ?? "");
  const verb = words[0];
  if (call === undefined || verb === undefined || LOOKUPS.has(verb)) return undefined;
  const lower = question.slice(0, 400).toLowerCase();
  const after = ack.reason === undefined ? "." : `: ${withStop(ack.reason)}`;
  if (words.includes("remind") || words.includes("reminder")) return reminderAnswer(call, ack, after);
  if (verb === "book" || verb === "reserve" || (words.includes("reservation") && (verb === "create" || verb === "make"))) return bookingAnswer(call, words, ack, after);
  if (SWITCH_VERBS.has(verb) || ["dim", "brighten"].includes(verb)) {
    const said = switchAnswer(call, words, ack, after, lower);
    if (said !== undefined) return said;
  }
  if (!KNOWN_VERBS.has(verb)) return ack.ok ? "Done." : `That didn't go through${after}`;
  const particle = words.length > 2 && ["on", "off", "up", "down", "out"].includes(words[1]!) ? ` ${words[1]}` : "";
  const object = objectOf(call, words, SEND_VERBS.has(verb));
  if (!ack.ok) return `I couldn't ${verb}${particle}${object === "" ? " it" : object}${after}`;
  return `I've ${participleOf(verb)}${particle}${object === "" ? " it" : object}${whenOf(call, " for")}.`;
}

/** " the email "Moved" to Sam", " the file notes.txt", " milk": what the action acted on, from its name and arguments. */
function objectOf(call: Call, words: readonly string[], sends: boolean): string {
  const thing = words.slice(1).filter((word) => !NOT_OBJECT.has(word)).join(" ");
  const title = textArg(call, TITLE_KEYS, 60);
  const plain = title === undefined ? textArg(call, PLAIN_NAME_KEYS, 60) : undefined;
  const recipient = sends ? recipientOf(call) : "";
  // "add_item({item: "milk"})": the item is the object ("I've added milk"), not "the item milk".
  if (plain !== undefined && (thing === "" || thing === "item" || thing === "items" || thing === "to list" || thing === "to cart")) return ` ${plain}${listOf(call)}`;
  const named = title !== undefined ? ` "${withoutStop(title).replace(/"/g, "'")}"` : plain !== undefined ? ` ${plain}` : "";
  return `${thing === "" ? "" : ` the ${thing}`}${named}${recipient}`;
}

/** " to your shopping list" when an item went onto a named list. */
function listOf(call: Call): string {
  const list = textArg(call, ["list", "listname"], 40);
  if (list === undefined) return "";
  return / list$/i.test(list) ? ` to your ${list}` : ` to your ${list} list`;
}

/** "Done — the kitchen lights are off.", "Done — the bedroom temperature is set to 21."; undefined when the call says no state or value. */
function switchAnswer(call: Call, words: readonly string[], ack: Ack, after: string, lower: string): string | undefined {
  const device = words.slice(1).filter((word) => !NOT_OBJECT.has(word)).join(" ") || textArg(call, ["device", "devicename", "entity", "light", "name"], 40)?.toLowerCase();
  if (device === undefined || device === "") return undefined;
  const room = textArg(call, ROOM_KEYS, 40)?.toLowerCase() ?? roomIn(lower);
  const thing = room === undefined || device.includes(room) ? device : `${room} ${device}`;
  const state = stateOf(call, words, lower);
  const verb = words[0] === "dim" || words[0] === "brighten" ? words[0] : undefined;
  if (state !== undefined) {
    if (!ack.ok) return `I couldn't turn ${state} the ${thing}${after}`;
    return `Done — the ${thing} ${pluralWord(thing) ? "are" : "is"} ${state}.`;
  }
  const value = settingOf(call, device);
  if (value === undefined) {
    if (verb === undefined) return undefined;
    return ack.ok ? `Done — I've ${participleOf(verb)} the ${thing}.` : `I couldn't ${verb} the ${thing}${after}`;
  }
  if (!ack.ok) return `I couldn't set the ${thing} to ${value}${after}`;
  return `Done — the ${thing} ${pluralWord(thing) ? "are" : "is"} set to ${value}.`;
}

/** "on" or "off": the call's state argument, its name's particle (`turn_off_lights`), or the request's ("turn off"). */
function stateOf(call: Call, words: readonly string[], lower: string): "on" | "off" | undefined {
  const arg = argIn(call.args, STATE_KEYS);
  if (typeof arg === "boolean") return arg ? "on" : "off";
  if (typeof arg === "string" && /^\s*(?:on|off)\s*$/i.test(arg)) return arg.trim().toLowerCase() as "on" | "off";
  if (words.includes("on")) return "on";
  if (words.includes("off")) return "off";
  // A switch's tool without its state said (`toggle_light({room})`): the request says which way.
  const asked = /\b(?:turn|switch|shut|power)\s+(?:(on|off)\b|(?:the|my|all\s+the)\s+(?:[\w'-]+\s+){0,3}?(on|off)\b)/.exec(lower);
  return (asked?.[1] ?? asked?.[2]) as "on" | "off" | undefined;
}

/** The value a setting was set to ("21", "50%"): the argument named as the setting, or `value`, `level`, `to`. */
function settingOf(call: Call, device: string): string | undefined {
  const last = device.split(" ").pop() ?? "";
  for (const [key, value] of call.args) {
    const normal = normalizedKey(key);
    if (!(normal.includes(last) || ["value", "level", "to", "target", "setting", "mode"].includes(normal))) continue;
    if (isNumber(value)) return formatNumber(value);
    if (typeof value === "string" && value.trim() !== "" && value.length <= 30) return oneLine(value, 30);
  }
  return undefined;
}

/** "Your table for 2 at Luigi's on 7 December 2026 at 19:00 is booked.", "I couldn't book the table for 2: Fully booked." */
function bookingAnswer(call: Call, words: readonly string[], ack: Ack, after: string): string {
  const thing = words.slice(1).filter((word) => !NOT_OBJECT.has(word) && word !== "reservation").join(" ") || "reservation";
  const party = argIn(call.args, PARTY_KEYS);
  const forParty = isNumber(party) && Number.isInteger(party) && party > 0 && party < 1000 ? ` for ${party}` : "";
  const venue = textArg(call, VENUE_KEYS, 60);
  const details = `${forParty}${venue === undefined ? "" : ` at ${venue}`}${whenOf(call, " on")}`;
  if (!ack.ok) return `I couldn't book the ${thing}${details}${after}`;
  return `Your ${thing}${details} ${pluralWord(thing) ? "are" : "is"} booked.`;
}

/** "I'll remind you to call mom at 17:00."; a reminder without its text: "I've set the reminder for 17:00." */
function reminderAnswer(call: Call, ack: Ack, after: string): string {
  const text = textArg(call, REMINDER_TEXT_KEYS, 100);
  const when = whenOf(call, " on");
  if (text === undefined) return ack.ok ? `I've set the reminder${whenOf(call, " for")}.` : `I couldn't set the reminder${after}`;
  const what = yours(withoutStop(text).replace(/^(?:to|remind me to)\s+/i, ""));
  const lowered = /^\p{Lu}\p{Ll}/u.test(what) ? what.charAt(0).toLowerCase() + what.slice(1) : what;
  return ack.ok ? `I'll remind you to ${lowered}${when}.` : `I couldn't set the reminder to ${lowered}${after}`;
}

/** The user's words said back to them: "call my mom" → "call your mom". */
function yours(text: string): string {
  return text.replace(/\b(my|me|mine|myself)\b/gi, (word) => ({ my: "your", me: "you", mine: "yours", myself: "yourself" })[word.toLowerCase() as "my"] ?? word);
}

/** " on 7 December 2026 at 19:00", " at 19:00" (a time alone), or nothing when the call says no moment. `lead` goes before a date. */
function whenOf(call: Call, lead: string): string {
  const moment = momentOf(argIn(call.args, DATE_KEYS));
  const time = moment?.time === undefined ? momentOf(argIn(call.args, ["time", "starttime"]))?.time : moment.time;
  if (moment?.date === undefined) return time === undefined ? "" : ` at ${time}`;
  return `${lead} ${momentText({ date: moment.date, time })}`;
}

/** " to Sam", " to ana@example.com and bo@example.com": whom a message went to. */
function recipientOf(call: Call): string {
  const to = argIn(call.args, RECIPIENT_KEYS);
  const names = (Array.isArray(to) ? to.slice(0, 3) : [to]).filter((item): item is string => typeof item === "string").map((name) => oneLine(name, 60)).filter(Boolean);
  return names.length > 0 ? ` to ${listed(names)}` : "";
}

/** A text argument of the call, on one line and short, or undefined. */
function textArg(call: Call, keys: readonly string[], max: number): string | undefined {
  const value = argIn(call.args, keys);
  if (typeof value !== "string" || value.trim() === "" || value.length > max * 2) return undefined;
  return oneLine(value, max);
}

/** A verb's past participle: "send" → "sent", "create" → "created", "book" → "booked", "copy" → "copied". */
function participleOf(verb: string): string {
  const irregular = PARTICIPLES.get(verb);
  if (irregular !== undefined) return irregular;
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}
