/**
 * A customer's message about an order, read into the caller's record ("Extract the order details
 * from this customer message: my order #12345 hasn't arrived yet" with `{order_id, issue}`): the
 * order number the message writes, in the form the schema asks ("12345", or "#12345" where its
 * pattern or description keeps the sign; a number where it is one), and the issue in the
 * customer's own words. The value passes gave a nullable `order_id` the made-up "order_1", a
 * pattern's `"#26193"` and an `issue` of random letters.
 *
 * A look at the document's keys (an order id field) and an order number in the text come first;
 * each change is kept only where the caller's schema accepts it. Not for tool calls: their
 * arguments have their own passes.
 */
import { normalisedKey } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";

type Json = Record<string, unknown>;

const ID_KEYS: ReadonlySet<string> = new Set(["orderid", "ordernumber", "orderno", "ordernum", "orderref", "orderreference", "ordercode"]);
const ISSUE_KEYS: ReadonlySet<string> = new Set(["issue", "problem", "complaint", "issuedescription", "issuesummary", "problemdescription", "concern", "summary", "reason", "details"]);
/** "order #12345", "Order 55120", "order no. A-7781", "#12345" after an order word. */
const ORDER_NUMBER = /\border\s*(?:#|no\.?|number|num\.?|id|ref\.?)?\s*[:#]?\s*(#?)([A-Z]{0,4}-?\d[\w-]{2,20})\b/i;
/** Words of a sentence that tells what went wrong. */
const ISSUE_CUE = /\b(?:arrived|arrive|shipped|damaged|broken|cracked|wrong|missing|late|delayed|refund|charged|never|lost|defective|not working|doesn't work|stopped|cancel\w*|return)\b/i;

/**
 * The order number `text` writes after an order word ("12345" of "order #12345"), with whether
 * it was written with "#"; undefined when it writes none.
 * @example orderNumberIn("my order #12345 hasn't arrived") // { id: "12345", hash: true }
 */
export function orderNumberIn(text: string): { id: string; hash: boolean } | undefined {
  const match = ORDER_NUMBER.exec(text);
  return match ? { id: match[2]!, hash: match[1] === "#" || text.slice(Math.max(0, match.index), match.index + match[0].length).includes("#") } : undefined;
}

/** The sentence of `text` that tells what went wrong, in the customer's words without a greeting: "Order #12345 hasn't arrived yet". */
function issueOf(text: string): string | undefined {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.replace(/^(?:hi|hello|hey|dear \w+)[,!]?\s*/i, "").trim());
  const sentence = sentences.find((candidate) => ISSUE_CUE.test(candidate));
  if (sentence === undefined) return undefined;
  const plain = sentence.replace(/^(?:my|our|the)\s+/i, "").replace(/[.!]+$/, "").trim();
  return plain === "" ? undefined : plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** The schema of the property `key` of `schema`, its non-null branch. */
function propertyOf(schema: unknown, key: string): Json | undefined {
  const node = ((schema as Json | undefined)?.properties as Json | undefined)?.[key] as Json | undefined;
  return node && Array.isArray(node.anyOf) ? (node.anyOf as Json[]).find((branch) => branch.type !== "null") : node;
}

/**
 * `document` with the order number and issue the prompt's message gives.
 * @example withOrderMessage({ order_id: "order_1", issue: "Q0HI72" }, "Extract the order details: my order #12345 hasn't arrived yet", check, schema) // { order_id: "12345", issue: "Order #12345 hasn't arrived yet" }
 */
export function withOrderMessage(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema?: unknown): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const record = document as Json;
  const idKey = Object.keys(record).find((key) => ID_KEYS.has(normalisedKey(key)));
  if (idKey === undefined || !/order/i.test(prompt)) return document;
  const text = givenText(prompt.slice(0, 4000));
  const order = orderNumberIn(text);
  if (order === undefined) return document;
  const copy = { ...record };
  let changed = false;
  const set = (key: string, next: unknown) => {
    const before = copy[key];
    if (before === next) return true;
    copy[key] = next;
    if (validate(copy)) return (changed = true);
    copy[key] = before;
    return false;
  };
  // The form the field asks: a number; "#12345" where the description keeps the sign; else as digits, then with it (a pattern decides).
  const property = propertyOf(schema, idKey);
  const description = typeof property?.description === "string" ? property.description : "";
  const withSign = /\b(?:with|including|include|keep)\b[^.]{0,20}#|#\s*(?:prefix|sign)\b(?![^.]{0,10}\b(?:without|no)\b)/i.test(description) && !/\bwithout\b[^.]{0,20}#|\bno\s+#/i.test(description);
  const forms = [...(/^\d+$/.test(order.id) ? [Number(order.id)] : []), ...(withSign ? [`#${order.id}`, order.id] : [order.id, `#${order.id}`])];
  forms.some((form) => set(idKey, form));
  for (const key of Object.keys(copy)) {
    if (!ISSUE_KEYS.has(normalisedKey(key)) || typeof copy[key] !== "string" || propertyOf(schema, key)?.enum !== undefined) continue;
    const issue = issueOf(text);
    if (issue !== undefined) set(key, issue);
  }
  return changed ? copy : document;
}
