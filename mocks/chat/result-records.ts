/**
 * The answer to a single record whose fields have a well-known meaning, as a model says it
 * rather than reciting its fields:
 *
 * - a price quote (result-quotes.ts): "Apple (AAPL) is trading at $227.48, down 0.8% today.",
 *   and a product's price: "Blue Mug costs $12.99 and is in stock.";
 * - an order or a shipment (a status with an order number, a carrier, an ETA or a tracking
 *   number): "Order 4821 has shipped with UPS and should arrive on 9 December 2026.";
 * - a person (a name with an email, a role or a phone): "Dana Whitfield is an Engineering
 *   Manager in Platform (dana@example.com).";
 * - a count or a total alone: "There are 42 users.", "The order total is $54.20.";
 * - a yes or a no (result-flags.ts): "I sent the email to bob@example.com.", "Yes, it is available.".
 *
 * Any other record is tool-results-reply.ts's ("Here is the user: the name is …"). Each test
 * reads named fields of a bounded record; nothing throws.
 */
import { flagAnswer } from "./result-flags.ts";
import { quoteAnswer } from "./result-quotes.ts";
import { type Call, fieldIn, formatNumber, isNumber, markdownLink, money, momentOf, momentText, normalizedKey, oneLine, pluralOf, singularOf, textIn, wordsOfName } from "./result-words.ts";

/**
 * The sentence for a record of a well-known shape, or undefined for any other record.
 * @example recordAnswer(lookupOrder, { order_id: "4821", status: "shipped", carrier: "UPS", eta: "2026-12-09" })
 * // "Order 4821 has shipped with UPS and should arrive on 9 December 2026."
 */
export function recordAnswer(call: Call | undefined, record: Record<string, unknown>): string | undefined {
  return quoteAnswer(call, record) ?? shipmentAnswer(call, record) ?? personAnswer(record) ?? countAnswer(call, record) ?? flagAnswer(call, record);
}

// ---------------------------------------------------------------------------------------------
// Orders and shipments

const STATUS_KEYS = ["status", "orderstatus", "shipmentstatus", "deliverystatus", "shippingstatus", "state"];
const ORDER_ID_KEYS = ["orderid", "ordernumber", "orderno", "ordernum", "orderref", "order"];
const CARRIER_KEYS = ["carrier", "courier", "shipper", "shippingcarrier", "shippingprovider"];
const ETA_KEYS = ["eta", "estimateddelivery", "estimateddeliverydate", "expecteddelivery", "expecteddeliverydate", "deliverydate", "estimatedarrival", "deliveryestimate", "expectedby", "arrivaldate"];
const DELIVERED_KEYS = ["deliveredat", "deliveredon", "delivereddate", "deliverytime"];
const TRACKING_KEYS = ["trackingnumber", "tracking", "trackingid", "trackingcode", "trackingno"];
const TRACKING_URL_KEYS = ["trackingurl", "trackinglink"];
/** How each status is said of an order, by its words; another status is said as "is <status>". */
const STATUS_PHRASES = new Map<string, string>([
  ["shipped", "has shipped"],
  ["dispatched", "has shipped"],
  ["sent", "has shipped"],
  ["in transit", "is in transit"],
  ["out for delivery", "is out for delivery"],
  ["delivered", "was delivered"],
  ["processing", "is being processed"],
  ["pending", "is pending"],
  ["placed", "was placed"],
  ["confirmed", "is confirmed"],
  ["cancelled", "was cancelled"],
  ["canceled", "was cancelled"],
  ["returned", "was returned"],
  ["refunded", "was refunded"],
  ["on hold", "is on hold"],
  ["packed", "is packed and ready to ship"],
  ["ready to ship", "is packed and ready to ship"],
  ["awaiting shipment", "is waiting to ship"],
  ["delayed", "is delayed"],
]);
/** Statuses said with their carrier ("has shipped with UPS"); those after which no arrival is expected. */
const ON_THE_WAY = new Set(["has shipped", "is in transit", "is out for delivery", "is delayed"]);
const NO_ARRIVAL = new Set(["was delivered", "was cancelled", "was returned", "was refunded"]);

/** "Order 4821 has shipped with UPS and should arrive on 9 December 2026. The tracking number is 1Z999." */
function shipmentAnswer(call: Call | undefined, record: Record<string, unknown>): string | undefined {
  const status = textIn(record, STATUS_KEYS, 40);
  if (status === undefined) return undefined;
  const toolWords = wordsOfName(call?.name ?? "");
  const orderId = textIn(record, ORDER_ID_KEYS, 30) ?? (toolWords.includes("order") ? textIn(record, ["id"], 30) : undefined);
  const carrier = textIn(record, CARRIER_KEYS, 40);
  const eta = fieldIn(record, ETA_KEYS)?.value;
  const tracking = textIn(record, TRACKING_KEYS, 40);
  const explicitOrder = textIn(record, ORDER_ID_KEYS, 30) !== undefined;
  if (!explicitOrder && carrier === undefined && eta === undefined && tracking === undefined) return undefined;
  const words = status.replace(/[_-]+/g, " ").toLowerCase();
  const phrase = STATUS_PHRASES.get(words) ?? `is ${words}`;
  const parcel = toolWords.some((word) => ["package", "parcel", "shipment", "track", "tracking", "delivery"].includes(word));
  const subject = orderId !== undefined ? `Order ${orderId}` : parcel ? "Your package" : "Your order";
  let sentence = `${subject} ${phrase}`;
  if (carrier !== undefined && ON_THE_WAY.has(phrase)) sentence += ` with ${carrier}`;
  const delivered = momentOf(fieldIn(record, DELIVERED_KEYS)?.value);
  const arrival = momentOf(eta);
  if (phrase === "was delivered" && delivered?.date !== undefined) sentence += ` on ${momentText(delivered)}`;
  else if (!NO_ARRIVAL.has(phrase) && arrival !== undefined) sentence += ` and should arrive ${arrival.date === undefined ? "by" : "on"} ${momentText(arrival)}`;
  else if (!NO_ARRIVAL.has(phrase) && typeof eta === "string" && eta.trim() !== "") sentence += ` (estimated delivery: ${oneLine(eta, 40)})`;
  sentence += ".";
  if (tracking !== undefined) {
    const url = fieldIn(record, TRACKING_URL_KEYS)?.value;
    const link = markdownLink("track it", url);
    const tracked = link === "track it" ? "" : ` (${link})`;
    sentence += ` The ${carrier !== undefined && !ON_THE_WAY.has(phrase) ? `${carrier} ` : ""}tracking number is ${tracking}${tracked}.`;
  }
  return sentence;
}

// ---------------------------------------------------------------------------------------------
// People

const NAME_KEYS = ["name", "fullname", "displayname", "contactname"];
const FIRST_NAME_KEYS = ["firstname", "givenname", "first"];
const LAST_NAME_KEYS = ["lastname", "surname", "familyname", "last"];
const EMAIL_KEYS = ["email", "emailaddress", "mail", "workemail"];
const PHONE_KEYS = ["phone", "phonenumber", "mobile", "tel", "telephone", "cell"];
const ROLE_KEYS = ["role", "jobtitle", "title", "position", "job", "occupation"];
const UNIT_KEYS: readonly (readonly [key: string, said: (unit: string) => string])[] = [
  ["department", (unit) => ` in ${unit}`],
  ["dept", (unit) => ` in ${unit}`],
  ["team", (unit) => (/team$/i.test(unit) ? ` on the ${unit}` : ` on the ${unit} team`)],
  ["company", (unit) => ` at ${unit}`],
  ["organization", (unit) => ` at ${unit}`],
  ["organisation", (unit) => ` at ${unit}`],
  ["employer", (unit) => ` at ${unit}`],
];

/** The fields a person's record is made of; beside them, an ID and one other field at most. */
const PERSON_KEYS = new Set([...NAME_KEYS, ...FIRST_NAME_KEYS, ...LAST_NAME_KEYS, ...EMAIL_KEYS, ...PHONE_KEYS, ...ROLE_KEYS, ...UNIT_KEYS.map(([key]) => key), "avatar", "avatarurl", "photo", "username", "handle", "active"]);

/** "Dana Whitfield is an Engineering Manager in Platform (dana@example.com, +1 555 0100).", "Sam Lee's email is sam@example.com." */
function personAnswer(record: Record<string, unknown>): string | undefined {
  const first = textIn(record, FIRST_NAME_KEYS, 40);
  const last = textIn(record, LAST_NAME_KEYS, 40);
  const name = textIn(record, NAME_KEYS, 60) ?? (first === undefined ? undefined : last === undefined ? first : `${first} ${last}`);
  if (name === undefined || !/^\p{L}/u.test(name)) return undefined;
  const email = textIn(record, EMAIL_KEYS, 80);
  const phone = textIn(record, PHONE_KEYS, 40);
  const role = textIn(record, ROLE_KEYS, 60);
  if (email === undefined && phone === undefined && role === undefined) return undefined;
  // A record of a person and more (a plan, an address, a balance) is said field by field: the rest may be what was asked.
  const others = Object.keys(record).filter((key) => !PERSON_KEYS.has(normalizedKey(key)) && !/^(?:id|.*(?:[_-]id|[a-z0-9]Id|ID))$/.test(key));
  if (others.length > 1) return undefined;
  if (role === undefined) {
    const contacts = [email === undefined ? undefined : `email is ${email}`, phone === undefined ? undefined : `phone number is ${phone}`].filter((text) => text !== undefined);
    return `${name}'s ${contacts.join(" and their ")}.`;
  }
  let unit = "";
  for (const [key, said] of UNIT_KEYS) {
    const value = textIn(record, [key], 40);
    if (value !== undefined) {
      unit = said(value);
      break;
    }
  }
  const contacts = [email, phone].filter((text) => text !== undefined);
  return `${name} is ${articleFor(role)} ${role}${unit}${contacts.length > 0 ? ` (${contacts.join(", ")})` : ""}.`;
}

/** "the" before a role in capitals ("the CTO"), "an" before a vowel ("an Engineering Manager"), else "a". */
function articleFor(role: string): string {
  if (/^[A-Z]{2,}\b/.test(role)) return "the";
  return /^[aeiou]/i.test(role) ? "an" : "a";
}

// ---------------------------------------------------------------------------------------------
// Counts and totals

/** Fields that count things ("There are 42 users."), and fields of an amount (said with its currency). */
const COUNT_KEYS = ["count", "totalcount", "total", "number", "num", "n"];
const AMOUNT_KEYS = ["total", "amount", "sum", "balance", "totalamount", "subtotal"];
const CURRENCY_KEYS = ["currency", "currencycode"];
/** Words of a tool's name that say how it counts, not what. */
const COUNTING_WORDS = new Set(["get", "count", "total", "number", "num", "of", "the", "fetch", "calculate", "compute", "how", "many", "my", "all", "query", "lookup", "look", "up", "find", "balance", "amount", "sum"]);

/** "There are 42 users.", "There is 1 open ticket.", "The order total is $54.20.": a record that is a count or an amount alone. */
function countAnswer(call: Call | undefined, record: Record<string, unknown>): string | undefined {
  const keys = Object.keys(record).slice(0, 4);
  const currency = textIn(record, CURRENCY_KEYS, 10);
  const wanted = currency === undefined ? COUNT_KEYS : AMOUNT_KEYS;
  const key = keys.find((name) => wanted.includes(normalizedKey(name)) && isNumber(record[name]));
  if (key === undefined || keys.length > (currency === undefined ? 1 : 2) || keys.some((name) => name !== key && !CURRENCY_KEYS.includes(normalizedKey(name)))) return undefined;
  const value = record[key] as number;
  const subject = wordsOfName(call?.name ?? "")
    .filter((word) => !COUNTING_WORDS.has(word))
    .join(" ");
  const field = wordsOfName(key).join(" ");
  if (currency !== undefined) return `The ${subject === "" ? field : `${subject} ${field}`} is ${money(value, currency)}.`;
  if (subject === "" || !Number.isInteger(value) || value < 0) return `The ${subject === "" ? field : `${subject} ${field}`} is ${formatNumber(value)}.`;
  if (value === 0) return `There are no ${pluralOf(subject)}.`;
  return value === 1 ? `There is 1 ${singularOf(subject)}.` : `There are ${formatNumber(value)} ${pluralOf(subject)}.`;
}
