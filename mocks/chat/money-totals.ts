/**
 * Money that adds up in a document of priced items: a receipt, an order, a cart, an invoice
 * ("Generate a sample receipt for a coffee shop" with `{items: [{name, price}], subtotal, tax,
 * total}`). The faker fills each number on its own, so a receipt of a $3.75 croissant and a
 * $19.99 mug came out with subtotal 53.99, tax 496.51 and total 180.99: an app that shows it, or
 * checks its own arithmetic against it, looks broken. A model writes the sums:
 *
 * - an item's line total (`line_total`, `amount`) is its quantity times its unit price;
 * - the `subtotal` is what the items come to;
 * - the `tax`, `shipping` and `tip` are the ones the text states, a percentage of the subtotal
 *   the text gives ("with 20% tip"), else a plausible charge in place of one larger than
 *   the purchase: tax at 8% of the subtotal, shipping a flat 4.99 (designed values, not any
 *   jurisdiction's rate);
 * - the `total` is subtotal + tax + shipping + tip − discount.
 *
 * Amounts the text states ("Total $93.48") stay as written. Runs after the other rewrites, on
 * the finished document; each change is kept only where the caller's schema still accepts it.
 */
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Names of an item's price for one unit (normalised). */
const UNIT_PRICE_KEYS: ReadonlySet<string> = new Set(["price", "unitprice", "priceeach", "unitcost", "cost", "rate"]);
/** Names of an item's line total: quantity × unit price. */
const LINE_TOTAL_KEYS: ReadonlySet<string> = new Set(["linetotal", "lineamount", "total", "totalprice", "amount", "subtotal", "itemtotal"]);
const QUANTITY_KEYS: ReadonlySet<string> = new Set(["quantity", "qty", "count", "units"]);
/** Names of the document's sums. */
const SUBTOTAL_KEYS: ReadonlySet<string> = new Set(["subtotal", "itemstotal", "itemtotal", "net", "netamount", "nettotal"]);
const TAX_KEYS: ReadonlySet<string> = new Set(["tax", "taxamount", "salestax", "vat", "vatamount", "taxes"]);
const SHIPPING_KEYS: ReadonlySet<string> = new Set(["shipping", "shippingcost", "shippingfee", "delivery", "deliveryfee", "deliverycost"]);
const TIP_KEYS: ReadonlySet<string> = new Set(["tip", "tipamount", "gratuity", "servicecharge"]);
const DISCOUNT_KEYS: ReadonlySet<string> = new Set(["discount", "discountamount", "coupon"]);
/** Names of each person's share of a split bill. */
const PER_PERSON_KEYS: ReadonlySet<string> = new Set(["perperson", "amountperperson", "eachpays", "eachperson", "pershare", "splitamount", "shareperperson", "costperperson"]);
const TOTAL_KEYS: ReadonlySet<string> = new Set(["total", "totalamount", "grandtotal", "ordertotal", "totalprice", "totaldue", "amountdue", "totalcost", "totalexpenses", "totalspent", "totalspending"]);

/** A charge the text gives as a share of the purchase: "20% tip", "8.5% sales tax", "tax of 10%". */
const PERCENT_OF = (what: string) => new RegExp(`(\\d{1,2}(?:\\.\\d{1,2})?)\\s*%\\s*(?:sales\\s+)?${what}|${what}\\s+(?:of|at)\\s+(\\d{1,2}(?:\\.\\d{1,2})?)\\s*%`, "i");
const TAX_PERCENT = PERCENT_OF("(?:tax|vat)");
const TIP_PERCENT = PERCENT_OF("(?:tip|gratuity)");
/** How many share a bill: "between 4 people", "among 3 friends", "split 5 ways". */
const SPLIT_BETWEEN = /\b(?:between|among|by|for)\s+(\d{1,2})\s+(?:people|persons|friends|guests|of us|diners)\b|\b(\d{1,2})\s+ways\b/;
/** A tax rate when the text gives none: a plausible sales tax (designed). */
const DEFAULT_TAX_RATE = 0.08;
/** A shipping fee when the text gives none and the faker's is more than a quarter of the purchase (designed). */
const DEFAULT_SHIPPING = 4.99;
/** A charge above this share of the subtotal is the faker's, not a shop's. */
const MOST_PLAUSIBLE_SHARE = 0.3;
/** Most objects visited, and most changes checked, in one document. */
const MAX_NODES = 300;
const MAX_CHANGES = 60;

/** What one pass over a document shares: the text, the copy and its check. */
interface Totals {
  readonly lowerText: string;
  readonly root: unknown;
  readonly validate: (value: unknown) => boolean;
  nodes: number;
  changes: number;
}

/** Money to the cent. */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Words the text says a sum with ("Tax $0.78", "Total: 93.48"), by the sum's kind: an amount stated beside another word (the tax beside no "subtotal") is not this sum's. */
const SAID_AS = { subtotal: /subtotal|sub-total|\bbill\b/, tax: /\btax|\bvat\b/, shipping: /shipping|delivery/, tip: /\btip|gratuity/, discount: /discount|coupon|\boff\b/, total: /total/ } as const;

/** Whether the text writes `amount` ("$93.48", "120") and names its sum: a stated amount stays. */
function stated(amount: unknown, totals: Totals, said: RegExp): boolean {
  if (typeof amount !== "number" || !said.test(totals.lowerText)) return false;
  // Written as money: after a currency sign ("$120") or to the cent ("93.48"), not any small number ("between 4 people").
  const whole = String(amount).replace(".", "\\.");
  return new RegExp(`[$€£]\\s*${whole}(?![\\d])|(?<![\\d.])${amount.toFixed(2).replace(".", "\\.")}(?!\\d)`).test(totals.lowerText);
}

/** Sets `record[key]` to `amount` (whole where the field held a whole number), kept only if the schema accepts the document. */
function set(record: Json, key: string, amount: number, totals: Totals): void {
  const before = record[key];
  const next = Number.isInteger(before) && !Number.isInteger(amount) ? Math.round(amount) : amount;
  if (before === next || typeof before !== "number" || totals.changes++ > MAX_CHANGES) return;
  record[key] = next;
  if (!totals.validate(totals.root)) record[key] = before;
}

/** The first key of `record` whose normalised name is in `names` and that holds a number. */
function numberKey(record: Json, names: ReadonlySet<string>, except?: string): string | undefined {
  return Object.keys(record).find((key) => key !== except && names.has(normalisedKey(key)) && typeof record[key] === "number");
}

/** What an item comes to: its line total made quantity × unit price, or its one amount; undefined for an item without a price. */
function lineAmount(item: Json, totals: Totals): number | undefined {
  const priceKey = numberKey(item, UNIT_PRICE_KEYS);
  const lineKey = numberKey(item, LINE_TOTAL_KEYS, priceKey);
  if (priceKey === undefined) return lineKey === undefined ? undefined : (item[lineKey] as number);
  const quantityKey = numberKey(item, QUANTITY_KEYS);
  const quantity = quantityKey === undefined ? 1 : (item[quantityKey] as number);
  if (lineKey !== undefined) set(item, lineKey, cents(quantity * (item[priceKey] as number)), totals);
  return cents(quantity * (item[priceKey] as number));
}

/** A charge of the document (tax, shipping, tip): the text's, its percentage of the subtotal, or a plausible one in place of the faker's. */
function chargeOf(record: Json, key: string | undefined, said: RegExp, subtotal: number, percent: RegExp | undefined, fallback: number, totals: Totals): number {
  if (key === undefined) return 0;
  const value = record[key] as number;
  if (stated(value, totals, said)) return value;
  const share = percent?.exec(totals.lowerText);
  if (share) set(record, key, cents((subtotal * Number(share[1] ?? share[2])) / 100), totals);
  else if (value < 0 || value > subtotal * MOST_PLAUSIBLE_SHARE) set(record, key, fallback, totals);
  return record[key] as number;
}

/** Makes `record`'s sums add up when it holds a list of priced items; then the records it holds. */
function addUp(record: Json, totals: Totals): void {
  if (totals.nodes++ > MAX_NODES) return;
  for (const value of Object.values(record)) {
    if (Array.isArray(value)) for (const item of value) if (item !== null && typeof item === "object" && !Array.isArray(item)) addUp(item as Json, totals);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) addUp(value as Json, totals);
  }
  const items = Object.values(record).find((value): value is Json[] => Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === "object" && !Array.isArray(item)));
  const subtotalKey = numberKey(record, SUBTOTAL_KEYS);
  const totalKey = numberKey(record, TOTAL_KEYS, subtotalKey);
  if (subtotalKey === undefined && totalKey === undefined) return;
  const amounts = items?.map((item) => lineAmount(item, totals));
  // No priced items: only a bill the text states ("Split a $120 dinner bill") has a subtotal to add charges to.
  const statedSubtotal = subtotalKey !== undefined && stated(record[subtotalKey], totals, SAID_AS.subtotal);
  if (amounts === undefined ? !statedSubtotal : amounts.some((amount) => amount === undefined)) return;
  if (subtotalKey !== undefined && !statedSubtotal && amounts) set(record, subtotalKey, cents((amounts as number[]).reduce((sum, amount) => sum + amount, 0)), totals);
  const subtotal = subtotalKey === undefined ? cents((amounts as number[]).reduce((sum, amount) => sum + amount, 0)) : (record[subtotalKey] as number);
  const tax = chargeOf(record, numberKey(record, TAX_KEYS), SAID_AS.tax, subtotal, TAX_PERCENT, cents(subtotal * DEFAULT_TAX_RATE), totals);
  const shipping = chargeOf(record, numberKey(record, SHIPPING_KEYS), SAID_AS.shipping, subtotal, undefined, DEFAULT_SHIPPING, totals);
  const tip = chargeOf(record, numberKey(record, TIP_KEYS), SAID_AS.tip, subtotal, TIP_PERCENT, 0, totals);
  const discount = chargeOf(record, numberKey(record, DISCOUNT_KEYS), SAID_AS.discount, subtotal, undefined, 0, totals);
  if (totalKey !== undefined && !stated(record[totalKey], totals, SAID_AS.total)) set(record, totalKey, cents(subtotal + tax + shipping + tip - discount), totals);
  // A split bill: each person's share of the total ("between 4 people", "4 ways").
  const perPersonKey = numberKey(record, PER_PERSON_KEYS);
  const people = SPLIT_BETWEEN.exec(totals.lowerText);
  if (perPersonKey !== undefined && totalKey !== undefined && people) set(record, perPersonKey, cents((record[totalKey] as number) / Number(people[1] ?? people[2])), totals);
}

/**
 * `document` with its money sums made to add up; the same document when it has no priced items
 * beside a subtotal or total.
 * @example withMoneyTotals({ items: [{ name: "Bagel", price: 2.25 }], subtotal: 9, tax: 40, total: 1 }, "Generate a receipt", check)
 * // { items: [{ name: "Bagel", price: 2.25 }], subtotal: 2.25, tax: 0.18, total: 2.43 }
 */
export function withMoneyTotals(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object") return document;
  // Cheap cue first: a document's JSON without a sum's name has nothing to add up.
  const json = JSON.stringify(document).toLowerCase();
  if (!json.includes("total") && !json.includes("subtotal")) return document;
  const copy = structuredClone(document) as Json;
  const totals: Totals = { lowerText: text.toLowerCase(), root: copy, validate, nodes: 0, changes: 0 };
  if (Array.isArray(copy)) return document;
  addUp(copy, totals);
  return totals.changes === 0 ? document : copy;
}
