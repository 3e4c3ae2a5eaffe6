/**
 * An invoice or a receipt read from the text the user pastes ("Extract the invoice data from
 * this text: Invoice #INV-2041 from Acme Supplies, dated 2024-05-12. 3 x Printer paper at $4.50
 * each, 2 x Ink cartridge at $29.99 each. Total: $73.48"): its number, date, vendor, lines
 * (description, quantity, unit price) and total as the text writes them. The faker and the
 * text's sentences gave `invoice_number` "Invoice", lines of whole sentences at a unit price of
 * 2041 and a total of 2.
 *
 * A cue (the word invoice, receipt or bill, and a given text) and a look at the document's keys
 * come first; each value is kept only where the caller's schema accepts it.
 */
import { valuesOfKind } from "./extractions.ts";
import { givenText } from "./text-entities.ts";
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** A line of the invoice: what, how many, at what price each. */
interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
}

/** What the text says of the invoice; undefined where it says nothing. */
interface Invoice {
  number: string | undefined;
  date: string | undefined;
  vendor: string | undefined;
  customer: string | undefined;
  lines: InvoiceLine[];
  total: number | undefined;
  currency: string | undefined;
}

const NUMBER_KEYS: ReadonlySet<string> = new Set(["invoicenumber", "invoiceno", "invoiceid", "number", "receiptnumber", "receiptno", "billnumber", "reference", "ref"]);
const DATE_KEYS: ReadonlySet<string> = new Set(["date", "invoicedate", "issuedate", "dateissued", "issuedon", "receiptdate", "billdate"]);
const VENDOR_KEYS: ReadonlySet<string> = new Set(["vendor", "vendorname", "seller", "supplier", "merchant", "company", "issuer", "from", "billedfrom", "store", "storename", "business"]);
const CUSTOMER_KEYS: ReadonlySet<string> = new Set(["customer", "customername", "billto", "billedto", "client", "clientname", "buyer"]);
const TOTAL_KEYS: ReadonlySet<string> = new Set(["total", "totalamount", "grandtotal", "amountdue", "totaldue", "amount"]);
const CURRENCY_KEYS: ReadonlySet<string> = new Set(["currency", "currencycode"]);
/** Lists of an invoice's lines, by their name's last word in the singular. */
const LINE_LISTS: ReadonlySet<string> = new Set(["item", "lineitem", "line", "product", "entry", "charge"]);
const LINE_DESCRIPTION_KEYS: ReadonlySet<string> = new Set(["description", "name", "item", "product", "title", "itemname", "productname"]);
const LINE_QUANTITY_KEYS: ReadonlySet<string> = new Set(["quantity", "qty", "count", "units"]);
const LINE_PRICE_KEYS: ReadonlySet<string> = new Set(["unitprice", "price", "priceeach", "rate", "unitcost", "cost"]);
const LINE_AMOUNT_KEYS: ReadonlySet<string> = new Set(["amount", "total", "linetotal", "subtotal"]);

/** "3 x Printer paper at $4.50 each", "2 × Ink cartridge @ 29.99". */
const LINE = /(\d{1,4})\s*(?:x|×|\*)\s*([\p{L}][^,;\n]*?)\s+(?:at|@)\s*[$€£]?\s*(\d[\d,]*(?:\.\d{1,2})?)(?:\s*(?:each|ea\.?|per\s+\w+))?/giu;
/** "10 boxes of paper at $25.00 each", "2 Lattes @ $4.50": a count, the thing and its price each, without an "x". */
const COUNTED_LINE = /(?<![\w.,$€£#-])(\d{1,4})\s+([\p{L}][^,;\n]*?)\s+(?:(?:at|for)\s*[$€£]?\s*(\d[\d,]*(?:\.\d{1,2})?)\s*(?:each|ea\.?|apiece|per\s+\w+)|@\s*[$€£]?\s*(\d[\d,]*(?:\.\d{1,2})?))/giu;
/** A receipt's line of one thing and its price: "Cappuccino 5.50", "Avocado toast   $12.00". */
const PRICED_LINE = /^[ \t]*(?:[-*•][ \t]*)?(\p{L}[\p{L}\d '&./-]*?)[ \t]*(?:[:.-][ \t]*)?[$€£]?(\d[\d,]*\.\d{2})[ \t]*$/gmu;
/**
 * A charge of its own beside the things: "Setup fee $200", "One-time setup fee: 150.00",
 * "Installation fee: $80.00" (one of it, at its price), not a "late fee of 5%".
 */
const FEE_LINE = /(?<![\p{L}])((?:one[- ]time\s+)?(?:\p{L}[\p{L}-]*\s+){0,2}(?:fee|charge))\s*(?::|-|–)?\s*[$€£]?\s*(\d[\d,]*(?:\.\d{1,2})?)\b(?!\s*%)/giu;
/** Charges that are the invoice's sums or taxes, not a line of it. */
const SUM_CHARGE = /^(?:total|sub-?total|tax|vat|gst|late|shipping|delivery|service)\b/i;
/** Lines of a receipt that are its sums, not its things. */
const SUM_LINE = /^(?:sub-?total|total|grand total|tax|vat|gst|tip|gratuity|service(?: charge)?|discount|shipping|delivery|fee|balance|amount due|change|cash|card|paid|visa|mastercard)\b/i;
const INVOICE_NUMBER = /\b(?:invoice|receipt|bill|order)\s*(?:#|no\.?|number|num\.?)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{1,24})/i;
const VENDOR = /\bfrom\s+(\p{Lu}[\p{L}&'.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'.-]*){0,3})/u;
const CUSTOMER = /\b(?:bill(?:ed)?\s+to|sold\s+to|customer:?)\s+(\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){0,3})/u;
/** "from Acme Supplies to Globex": the customer after the vendor. */
const FROM_TO = /\bfrom\s+\p{Lu}[\p{L}&'.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'.-]*){0,3}\s+to\s+(\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){0,3})/u;
const TOTAL = /\b(?:grand\s+)?total(?:\s+due)?\s*[:=]?\s*[$€£]?\s*(\d[\d,]*(?:\.\d{1,2})?)/i;

/** Whether a prompt gives an invoice's text: the cue before any reading. */
function givesInvoice(prompt: string): boolean {
  return /invoice|receipt|\bbill\b/i.test(prompt) && /[:\n]/.test(prompt);
}

/**
 * What the pasted text says of its invoice.
 * @example invoiceIn("Invoice #INV-2041 from Acme Supplies. 3 x Printer paper at $4.50 each.").lines // [{ description: "Printer paper", quantity: 3, unitPrice: 4.5 }]
 */
export function invoiceIn(prompt: string): Invoice {
  const text = prompt.slice(0, 4000);
  const lines: InvoiceLine[] = [];
  for (const match of text.matchAll(LINE)) {
    lines.push({ description: match[2]!.trim(), quantity: Number(match[1]), unitPrice: Number(match[3]!.replace(/,/g, "")) });
    if (lines.length >= 50) break;
  }
  if (lines.length === 0) {
    for (const match of text.matchAll(COUNTED_LINE)) {
      lines.push({ description: match[2]!.trim(), quantity: Number(match[1]), unitPrice: Number((match[3] ?? match[4])!.replace(/,/g, "")) });
      if (lines.length >= 50) break;
    }
  }
  // A setup or installation fee beside counted lines is a line of its own (a receipt's priced lines read it already).
  if (lines.length > 0) {
    for (const match of text.matchAll(FEE_LINE)) {
      const description = match[1]!.trim();
      if (SUM_CHARGE.test(description) || lines.some((line) => line.description.toLowerCase().includes(description.toLowerCase()))) continue;
      lines.push({ description: description[0]!.toUpperCase() + description.slice(1), quantity: 1, unitPrice: Number(match[2]!.replace(/,/g, "")) });
      if (lines.length >= 50) break;
    }
  }
  // A receipt's lines of a thing and its price, one each, when it counts none.
  const priced = lines.length === 0 ? [...text.matchAll(PRICED_LINE)].filter((match) => !SUM_LINE.test(match[1]!.trim())) : [];
  for (const match of priced.slice(0, 50)) lines.push({ description: match[1]!.trim(), quantity: 1, unitPrice: Number(match[2]!.replace(/,/g, "")) });
  const total = TOTAL.exec(text)?.[1];
  // A receipt's header line names the shop: "Blue Bottle Coffee" above its lines, past an "Invoice #A-12" line.
  const header = priced.length > 0 ? givenText(text).split("\n").map((line) => line.trim()).find((line) => /^[^\d$€£:#]{2,60}$/.test(line) && !/^(?:invoice|receipt|bill|tax invoice)\b/i.test(line)) : undefined;
  return {
    number: INVOICE_NUMBER.exec(text)?.[1],
    date: valuesOfKind("date", text)[0],
    vendor: VENDOR.exec(text)?.[1]?.replace(/[.,]$/, "") ?? header,
    customer: CUSTOMER.exec(text)?.[1] ?? FROM_TO.exec(text)?.[1],
    lines,
    total: total === undefined ? (lines.length > 0 ? Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100 : undefined) : Number(total.replace(/,/g, "")),
    currency: /€|\beur/i.test(text) ? "EUR" : /£|\bgbp\b/i.test(text) ? "GBP" : /\$|\busd\b|dollars?/i.test(text) ? "USD" : undefined,
  };
}

/**
 * `document` with the values of the invoice the prompt pastes, where `validate` accepts each;
 * the document itself when the prompt pastes none or the document has no invoice's fields.
 */
export function withInvoice(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !givesInvoice(prompt)) return document;
  const root = document as Json;
  // The invoice's fields at the top, or in a top-level `invoice` object.
  const nested = Object.entries(root).find(([key, value]) => /invoice|receipt/i.test(key) && value !== null && typeof value === "object" && !Array.isArray(value))?.[0];
  const target = nested === undefined ? root : (root[nested] as Json);
  const keys = Object.keys(target).map(normalisedKey);
  if (!keys.some((key) => NUMBER_KEYS.has(key) || TOTAL_KEYS.has(key) || VENDOR_KEYS.has(key))) return document;
  const invoice = invoiceIn(prompt);
  const copy = structuredClone(root);
  const holder = nested === undefined ? copy : (copy[nested] as Json);
  let changed = false;
  const keep = (key: string, next: unknown) => {
    if (next === undefined || holder[key] === next) return;
    const before = holder[key];
    holder[key] = next;
    if (validate(copy)) changed = true;
    else holder[key] = before;
  };
  for (const [key, value] of Object.entries(holder)) {
    const normal = normalisedKey(key);
    if (Array.isArray(value)) {
      if (invoice.lines.length > 0 && (LINE_LISTS.has(singular(wordsOf(key).join(""))) || LINE_LISTS.has(singular(wordsOf(key).pop() ?? "")))) keep(key, invoiceLines(value, invoice.lines));
    } else if (NUMBER_KEYS.has(normal) && typeof value === "string") keep(key, invoice.number);
    else if (DATE_KEYS.has(normal) && typeof value === "string") keep(key, invoice.date);
    else if (VENDOR_KEYS.has(normal) && typeof value === "string") keep(key, invoice.vendor);
    else if (CUSTOMER_KEYS.has(normal) && typeof value === "string") keep(key, invoice.customer);
    else if (TOTAL_KEYS.has(normal) && typeof value === "number") keep(key, invoice.total);
    else if (TOTAL_KEYS.has(normal) && typeof value === "string" && invoice.total !== undefined) keep(key, invoice.total.toFixed(2));
    else if (CURRENCY_KEYS.has(normal) && typeof value === "string") keep(key, invoice.currency);
  }
  return changed ? copy : document;
}

/** The invoice's lines as items of the caller's list (its first item's keys), or undefined when its items are no objects. */
function invoiceLines(list: readonly unknown[], lines: readonly InvoiceLine[]): Json[] | undefined {
  const template = list.find((item) => item !== null && typeof item === "object" && !Array.isArray(item)) as Json | undefined;
  if (template === undefined) return undefined;
  return lines.map((line) => {
    const item = structuredClone(template);
    for (const key of Object.keys(item)) {
      const normal = normalisedKey(key);
      if (LINE_DESCRIPTION_KEYS.has(normal)) item[key] = line.description;
      else if (LINE_QUANTITY_KEYS.has(normal)) item[key] = line.quantity;
      else if (LINE_PRICE_KEYS.has(normal)) item[key] = line.unitPrice;
      else if (LINE_AMOUNT_KEYS.has(normal)) item[key] = Math.round(line.quantity * line.unitPrice * 100) / 100;
    }
    return item;
  });
}
