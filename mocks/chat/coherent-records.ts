/**
 * Records that hang together: the users, products and orders a frontend shows from made-up data
 * ("Generate 3 fake users for testing"). The faker and plausible-values.ts fill each field on its
 * own, so a user named Ananya Silva gets grace.smith@example.org and the id "NsIt". A model (or
 * faker.js) writes each record from one identity: the email and the username made of the
 * record's name, a full `name` that is its first and last name, an avatar URL for that person,
 * ids of one form through a list ("user_1", "user_2"; integers 1, 2, 3), `createdAt` before
 * `updatedAt`, an order's `total` that adds up its items, one currency for the document; a
 * person's job title a job (not "Signup form", the prompt's words) and a password a form
 * accepts, its confirmation the same.
 *
 * Runs after the other rewrites, on the finished document; each change is kept only where the
 * caller's schema still accepts the document. Values the user wrote (an email address in the
 * message) stay.
 */
import { hashSeed, seededRandom } from "../data/random.ts";
import { FIRST_NAMES, personName } from "../data/users.ts";
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { GENERIC_LISTS } from "./list-counts.ts";
import { withChangesKept, type RecordChange } from "./kept-changes.ts";
import { productsFor, type SampleProduct } from "./sample-products.ts";
import { teamMemberOf } from "./demo-record-texts.ts";

type Json = Record<string, unknown>;

/** What the records are written for. */
export interface RecordContext {
  /** The conversation's text (the last user message): values written there stay. */
  text: string;
  /** The document's name (a `json_schema`'s or a tool's: `create_user`), the kind of a top-level record. */
  name?: string;
  /** What the prompt counts ("Generate 3 fake users" → "fake", "user", …), in order: the kind of a generic list's records; read only for such a list. */
  countedNouns?: () => readonly string[];
}

/** Most objects visited in one document. */
const MAX_NODES = 500;

/** Normalised keys that hold a record's identity or its bookkeeping: a document without one has no record to write. */
const RECORD_KEYS: ReadonlySet<string> = new Set([
  "id", "email", "emailaddress", "username", "handle", "firstname", "lastname", "fullname", "displayname", "avatar", "avatarurl",
  "createdat", "updatedat", "sku", "currency", "total", "totalamount", "totalprice", "subtotal",
]);
/** Names of a record's picture (their normalised form). */
const PICTURE_KEYS: ReadonlySet<string> = new Set(["avatar", "avatarurl", "image", "imageurl", "img", "photo", "photourl", "picture", "pictureurl", "profilepicture", "profileimage", "profilephoto", "thumbnail", "thumbnailurl"]);
const USERNAME_KEYS: ReadonlySet<string> = new Set(["username", "handle", "login", "screenname", "userhandle"]);
const FULL_NAME_KEYS: ReadonlySet<string> = new Set(["name", "fullname", "displayname"]);
const FIRST_NAME_KEYS: ReadonlySet<string> = new Set(["firstname", "givenname", "first"]);
const LAST_NAME_KEYS: ReadonlySet<string> = new Set(["lastname", "familyname", "surname", "last"]);
const EMAIL_KEYS: ReadonlySet<string> = new Set(["email", "emailaddress", "mail"]);
const CREATED_KEYS: ReadonlySet<string> = new Set(["createdat", "created", "createdon", "createddate", "datecreated", "joinedat", "signedupat"]);
const UPDATED_KEYS: ReadonlySet<string> = new Set(["updatedat", "updated", "updatedon", "modifiedat", "lastmodified", "dateupdated", "lastupdated"]);
const TOTAL_KEYS: ReadonlySet<string> = new Set(["total", "totalamount", "totalprice", "ordertotal", "grandtotal", "subtotal", "amount"]);
const PRODUCT_NAME_KEYS: ReadonlySet<string> = new Set(["name", "title", "productname", "itemname"]);
const PRICE_KEYS: ReadonlySet<string> = new Set(["price", "unitprice", "cost"]);
const QUANTITY_KEYS: ReadonlySet<string> = new Set(["quantity", "qty", "count"]);
const RATING_KEYS: ReadonlySet<string> = new Set(["rating", "averagerating", "stars", "score"]);
const CATEGORY_KEYS: ReadonlySet<string> = new Set(["category", "department", "type"]);
const SKU_KEYS: ReadonlySet<string> = new Set(["sku"]);
const DESCRIPTION_KEYS: ReadonlySet<string> = new Set(["description", "summary", "blurb", "details"]);
const JOB_KEYS: ReadonlySet<string> = new Set(["jobtitle", "occupation", "profession", "job", "position", "jobposition"]);
const PASSWORD_KEYS: ReadonlySet<string> = new Set(["password", "passwd", "pwd", "pass", "userpassword", "newpassword"]);
const CONFIRM_PASSWORD_KEYS: ReadonlySet<string> = new Set(["confirmpassword", "passwordconfirmation", "passwordconfirm", "repeatpassword", "retypepassword", "verifypassword", "confirmnewpassword"]);
/** A job title that is the prompt's words for the record, not a job ("Signup form", "Fake user", "Sample employee"). */
const NO_JOB = /\b(?:forms?|data|users?|records?|profiles?|accounts?|sign-?ups?|registrations?|tests?|samples?|fake|dummy|mock|entry|entries|example)\b/i;
/** Words and marks a made-up password is made of: a word, a mark, a word, two digits ("Maple!river42"). */
const PASSWORD_WORDS = ["Maple", "River", "Falcon", "Copper", "Harbor", "Sunset", "Cobalt", "Meadow", "Orbit", "Willow", "Canyon", "Ember"];
const PASSWORD_MARKS = "!#$%&*?@";
const CURRENCY_KEYS: ReadonlySet<string> = new Set(["currency", "currencycode"]);
/** Kinds of record that are people: their name, email, username and avatar are one person's. */
const PERSON_NOUNS: ReadonlySet<string> = new Set(["user", "person", "customer", "member", "employee", "author", "contact", "student", "teacher", "profile", "player", "patient", "friend", "attendee", "participant", "subscriber", "follower", "staff", "signup", "registration", "registrant", "lead", "reviewer", "admin", "owner", "candidate", "applicant", "speaker", "guest", "team", "teammate", "crew"]);
/** Kinds of record that are things a shop sells, and the records whose `items` are such things. */
const PRODUCT_NOUNS: ReadonlySet<string> = new Set(["product", "item", "listing", "good", "merchandise", "article", "lineitem", "line_item", "orderitem", "order_item", "cartitem", "cart_item"]);
const ORDER_NOUNS: ReadonlySet<string> = new Set(["order", "cart", "invoice", "purchase", "receipt", "basket", "checkout", "transaction", "sale"]);
/** Document names that say nothing of what their record is. */
const BLANK_NAMES: ReadonlySet<string> = new Set(["", "out", "output", "response", "result", "schema", "data", "json", "answer", "document", "object", "format", "structured", "reply", "payload", "body", "args", "argument", "parameter", "input"]);
/** Words a prompt puts between a count and what it counts: "3 fake users". */
const FILLER_NOUNS: ReadonlySet<string> = new Set(["fake", "sample", "mock", "test", "dummy", "random", "example", "new", "more", "realistic", "different", "made", "up", "for", "of", "with", "and", "the", "a", "some"]);
/** Currency codes and the words a prompt names them by. */
const CURRENCY_WORDS: readonly (readonly [RegExp, string])[] = [
  [/€|\beur(?:o|os)?\b/i, "EUR"],
  [/£|\bgbp\b|\bpounds? sterling\b|\bbritish pounds?\b/i, "GBP"],
  [/¥|\bjpy\b|\byen\b/i, "JPY"],
  [/\bcad\b|\bcanadian dollars?\b/i, "CAD"],
  [/\binr\b|\brupees?\b|₹/i, "INR"],
  [/\baud\b|\baustralian dollars?\b/i, "AUD"],
  [/\bchf\b|\bswiss francs?\b/i, "CHF"],
];
/** A string only the faker writes for a name: "NsIt", "vYq", "x7Kd" (a digit, a capital inside a word, no vowel). */
const FAKER_TEXT = /^\S*(?:\d|\p{Ll}\p{Lu})\S*$|^[^aeiouyAEIOUY\s]*$/u;
/** A name the plan wrote for want of one ("Product 1", "Item 2"). */
const PLACEHOLDER_NAME = /^\p{Lu}\p{Ll}+ \d+$/u;

/** A record's keys by their normalised form (`avatar_url` → "avatarurl"). */
type Keys = ReadonlyMap<string, string>;

/** What one document's records share: the emails given out, the currency, the catalogue. */
interface Shared {
  readonly context: RecordContext;
  readonly lowerText: string;
  readonly emails: Set<string>;
  readonly changes: RecordChange[];
  currency: string | undefined;
  catalogue: readonly SampleProduct[] | undefined;
  /** How many products the document's records took from the catalogue: each takes the next. */
  productsTaken: number;
  /** Where the catalogue starts for this prompt (different prompts show different products first); read when a product needs it. */
  start: number | undefined;
  nodes: number;
}

/**
 * `document` with its records written from one identity each (the module's comment says how),
 * where `validate` accepts it; the document itself when it holds no record or nothing changes.
 * @example withCoherentRecords({ users: [{ id: "NsIt", firstName: "Ananya", lastName: "Silva", email: "grace.smith@example.org" }] }, { text: "Generate fake users" }, check)
 * // { users: [{ id: "user_1", firstName: "Ananya", lastName: "Silva", email: "ananya.silva@example.com" }] }
 */
export function withCoherentRecords(document: unknown, context: RecordContext, validate: (value: unknown) => boolean): unknown {
  // Most documents (a city and a unit, a recipe) hold no record: they pay one look at their keys.
  if (document === null || typeof document !== "object" || !holdsRecord(document, 0, { nodes: 0 })) return document;
  // The walk only proposes changes (applied below), so a first one over the document itself says
  // whether there are any before the copy is paid for; most documents of record keys are already right.
  if (proposedChanges(document as Json | unknown[], context).changes.length === 0) return document;
  const copy = structuredClone(document) as Json | unknown[];
  const shared = proposedChanges(copy, context);
  return withChangesKept(document, copy, shared.changes, validate);
}

/** The changes a walk of `document` proposes, each on the record object it found it in. */
function proposedChanges(document: Json | unknown[], context: RecordContext): Shared {
  const shared: Shared = { context, lowerText: context.text.toLowerCase(), emails: new Set(), changes: [], currency: undefined, catalogue: undefined, productsTaken: 0, start: undefined, nodes: 0 };
  if (Array.isArray(document)) writeList(document, nounOfList("", shared), shared, undefined);
  else writeRecord(document, topNoun(document, context), 0, shared, undefined);
  return shared;
}

/** Whether `node` holds an object with a record's key, as deep as the records are written. */
function holdsRecord(node: object, depth: number, budget: { nodes: number }): boolean {
  if (depth > 4 || budget.nodes++ > MAX_NODES) return false;
  if (Array.isArray(node)) {
    const first = node.find((item) => item !== null && typeof item === "object");
    return first !== undefined && holdsRecord(first as object, depth + 1, budget);
  }
  for (const [key, value] of Object.entries(node)) {
    const normal = normalisedKey(key);
    if (RECORD_KEYS.has(normal) || PICTURE_KEYS.has(normal) || (normal.endsWith("id") && /(?:^|[^a-z])id$|[a-z]Id$/.test(key))) return true;
    // A shop's list of products ({name, description, price}) holds records, with no id or SKU to show it.
    if (depth === 0 && Array.isArray(value) && PRODUCT_NOUNS.has(singular(wordsOf(key).pop() ?? ""))) return true;
    if (value !== null && typeof value === "object" && holdsRecord(value, depth + 1, budget)) return true;
  }
  return false;
}

/** The kind of the top-level record: the document's name (`create_user` → "user"), else a person's when it holds a person's fields. */
function topNoun(record: Json, context: RecordContext): string | undefined {
  const named = singular(wordsOf(context.name ?? "").pop() ?? "");
  if (!BLANK_NAMES.has(named)) return named;
  const keys = Object.keys(record).map(normalisedKey);
  return keys.some((key) => FIRST_NAME_KEYS.has(key) || LAST_NAME_KEYS.has(key) || EMAIL_KEYS.has(key) || USERNAME_KEYS.has(key)) ? "user" : undefined;
}

/** The kind of the records of a list named `key`: its noun (`users` → "user"), or for a list that says nothing (`items`, `data`), what the prompt counts. */
function nounOfList(key: string, shared: Shared): string | undefined {
  const words = wordsOf(key).map(singular);
  const noun = words.join("_");
  const head = words[words.length - 1] ?? "";
  if (head !== "" && !GENERIC_LISTS.has(head)) return noun;
  const counted = shared.context.countedNouns?.().find((word) => !FILLER_NOUNS.has(word));
  return counted ?? (head === "" || head === "data" || head === "result" || head === "list" ? undefined : noun);
}

/** Writes each object of `list` as the `position`-th record of kind `noun`. */
function writeList(list: unknown[], noun: string | undefined, shared: Shared, owner: string | undefined): void {
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (item !== null && typeof item === "object" && !Array.isArray(item)) writeRecord(item as Json, noun, i, shared, owner, true);
  }
}

/**
 * Writes `record`, the `position`-th of its list (0 outside one), of kind `noun` ("user", "order"),
 * held by a record of kind `owner` (an order holds its items), then the records it holds.
 */
function writeRecord(record: Json, noun: string | undefined, position: number, shared: Shared, owner: string | undefined, inList = false): void {
  if (shared.nodes++ > MAX_NODES) return;
  const keys = Object.keys(record);
  const byNormal: Keys = new Map(keys.map((key) => [normalisedKey(key), key] as const));
  const nounKey = noun?.replace(/_/g, "") ?? "";
  // An order's list (`items`, `lines`) holds products; its `customer` is a person.
  const product = (noun !== undefined && PRODUCT_NOUNS.has(noun)) || (inList && owner !== undefined && ORDER_NOUNS.has(owner)) || (noun !== undefined && ORDER_NOUNS.has(noun.split("_")[0]!) && noun.endsWith("item"));
  writeIds(record, keys, noun, nounKey, position, inList || owner !== undefined, shared);
  if (product) writeProduct(record, byNormal, position, inList && owner !== undefined && ORDER_NOUNS.has(owner), shared);
  else writePerson(record, noun, byNormal, position, shared);
  writeTimes(record, byNormal, shared);
  writeCurrency(record, byNormal, shared);
  for (const key of keys) {
    const value = record[key];
    if (Array.isArray(value)) writeList(value, nounOfList(key, shared), shared, noun);
    else if (value !== null && typeof value === "object") writeRecord(value as Json, singular(wordsOf(key).pop() ?? ""), 0, shared, noun);
  }
  // After its items are written: an order's total is what they add up to.
  if (noun !== undefined && ORDER_NOUNS.has(noun)) writeTotal(record, keys, byNormal, shared);
}

/**
 * The record's own id and the ids it refers to: an integer id is the record's place in its list
 * (1, 2, 3), a string id its kind and place ("user_1", `orderId` "order_1", a `productId` in an
 * order's items "product_1"). A UUID (`format: uuid`) or an id with a pattern stays the faker's:
 * the schema refuses any other form (the check undoes the change).
 */
function writeIds(record: Json, keys: readonly string[], noun: string | undefined, nounKey: string, position: number, nested: boolean, shared: Shared): void {
  for (const key of keys) {
    // Most keys are no id: one look at their end before reading their words.
    if (!/id$/i.test(key)) continue;
    const words = wordsOf(key);
    if (words[words.length - 1] !== "id") continue;
    const value = record[key];
    // An id the user wrote ("order 1042") is the one the call is about.
    if (writtenIn(value, shared)) continue;
    const of = words.slice(0, -1).join("_");
    const own = of === "" || of.replace(/_/g, "") === nounKey;
    // A call about one record ("Get order 1042", "user #42") takes the id the message gives it.
    const given = own && !nested && noun !== undefined ? idWritten(noun, shared.context.text) : undefined;
    if (given !== undefined) {
      change(record, key, typeof value === "number" ? Number(given) : given, shared);
      continue;
    }
    if (typeof value === "number" && Number.isInteger(value) && own) change(record, key, position + 1, shared);
    else if (typeof value === "string" && !looksLikeUuid(value)) {
      const kind = own ? noun : of;
      change(record, key, kind ? `${kind}_${position + 1}` : String(position + 1), shared);
    }
  }
}

/** The id the message writes after the record's noun: "order 1042", "order #A-17", "user id 42"; digits for a number. */
function idWritten(noun: string, text: string): string | undefined {
  const word = noun.replace(/_/g, " ");
  const at = text.toLowerCase().indexOf(word);
  if (at < 0) return undefined;
  return /^\s*(?:id|number|no\.?)?\s*[#:]?\s*([A-Za-z]*[-_]?\d+)\b/i.exec(text.slice(at + word.length, at + word.length + 40))?.[1];
}

function looksLikeUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * A person's record from one identity: the full name is the first and last name, the email and
 * the username are made of them, the avatar is that person's. An email the user wrote stays.
 */
function writePerson(record: Json, noun: string | undefined, byNormal: Keys, position: number, shared: Shared): void {
  const firstKey = findKey(byNormal, FIRST_NAME_KEYS);
  const lastKey = findKey(byNormal, LAST_NAME_KEYS);
  const emailKey = findKey(byNormal, EMAIL_KEYS);
  const usernameKey = findKey(byNormal, USERNAME_KEYS);
  const fullKey = findKey(byNormal, FULL_NAME_KEYS);
  const personal = (noun !== undefined && PERSON_NOUNS.has(noun)) || firstKey !== undefined || lastKey !== undefined;
  if (!personal && (emailKey === undefined || usernameKey === undefined)) return;
  const text = (key: string | undefined) => textAt(record, key);
  let first = text(firstKey);
  let last = text(lastKey);
  const full = text(fullKey);
  if (first && last && fullKey !== undefined && full !== undefined) change(record, fullKey, `${first} ${last}`, shared);
  else if (fullKey !== undefined && full !== undefined && !(first && last) && !writtenIn(full, shared) && (PLACEHOLDER_NAME.test(full) || FAKER_TEXT.test(full))) {
    // A person called "Fake 1" or "vYq": one from the mock's population, the same for the same prompt and place.
    const made = personName(seededRandom(hashSeed(shared.context.text, "person", position)));
    first ??= made.first;
    last ??= made.last;
    change(record, fullKey, `${first} ${last}`, shared);
  }
  else if (full && / /.test(full) && !(first && last)) {
    const parts = full.split(/\s+/);
    first ??= parts[0];
    last ??= parts[parts.length - 1];
  }
  // One name alone ("Ana, a designer…"): the address a person of that name signs up with, ana@example.com.
  const single = !(first && last) && full !== undefined && !/ /.test(full) && !FAKER_TEXT.test(full) && !PLACEHOLDER_NAME.test(full) ? handleOf(full, "", "") : undefined;
  const email = text(emailKey);
  const local = first && last ? handleOf(first, last, ".") : (single || email?.split("@")[0]);
  if (emailKey !== undefined && email !== undefined && ((first && last) || single) && !shared.lowerText.includes(email.toLowerCase())) {
    let address = `${local}@example.com`;
    if (local && shared.emails.has(address)) address = `${local}${position + 1}@example.com`;
    if (local) {
      shared.emails.add(address);
      if (email.includes("@")) change(record, emailKey, address, shared);
    }
  }
  if (usernameKey !== undefined && text(usernameKey) !== undefined && local) change(record, usernameKey, first && last ? handleOf(first, last, "_") : local.replace(/[^a-z0-9]+/gi, "_").toLowerCase(), shared);
  const pictureKey = findKey(byNormal, PICTURE_KEYS);
  const seed = text(emailKey) ?? (first && last ? handleOf(first, last, ".") : undefined);
  if (pictureKey !== undefined && text(pictureKey) !== undefined && seed) change(record, pictureKey, `https://i.pravatar.cc/150?u=${encodeURIComponent(finalValue(record, emailKey, shared) ?? seed)}`, shared);
  writeJobAndPassword(record, byNormal, position, shared);
}

/**
 * A person's job title, where the faker or the plan wrote none ("Signup form", "vYq"): a job of
 * a company's team, the same for the same prompt and place; and a password a signup form
 * accepts (letters of both cases, a digit, a mark), its confirmation field the same. Values the
 * user wrote stay.
 */
function writeJobAndPassword(record: Json, byNormal: Keys, position: number, shared: Shared): void {
  const jobKey = findKey(byNormal, JOB_KEYS);
  const job = textAt(record, jobKey);
  if (jobKey !== undefined && job !== undefined && (job === "" || NO_JOB.test(job) || FAKER_TEXT.test(job) || PLACEHOLDER_NAME.test(job))) {
    const random = seededRandom(hashSeed(shared.context.text, "job", position));
    // Past the team's head: a test user is not its founder.
    change(record, jobKey, teamMemberOf(1 + random.int(0, 15), undefined, false).role, shared);
  }
  const passwordKey = findKey(byNormal, PASSWORD_KEYS);
  const password = textAt(record, passwordKey);
  if (passwordKey === undefined || password === undefined || writtenIn(password, shared)) return;
  const random = seededRandom(hashSeed(shared.context.text, "password", position));
  const word = (offset: number) => PASSWORD_WORDS[(random.int(0, PASSWORD_WORDS.length - 1) + offset) % PASSWORD_WORDS.length]!;
  const made = `${word(0)}${PASSWORD_MARKS[random.int(0, PASSWORD_MARKS.length - 1)]}${word(1).toLowerCase()}${random.int(10, 99)}`;
  change(record, passwordKey, made, shared);
  const confirmKey = findKey(byNormal, CONFIRM_PASSWORD_KEYS);
  if (confirmKey !== undefined && typeof record[confirmKey] === "string") change(record, confirmKey, made, shared);
}

/** Where the document's products start in the catalogue, by the prompt. */
function startOf(shared: Shared): number {
  return (shared.start ??= hashSeed(shared.context.text) % 97);
}

/** The key of `byNormal` one of `names` (normalised) names, or undefined. */
function findKey(byNormal: Keys, names: ReadonlySet<string>): string | undefined {
  for (const [normal, key] of byNormal) if (names.has(normal)) return key;
  return undefined;
}

/** The text `record[key]` holds, trimmed; undefined when it holds none. */
function textAt(record: Json, key: string | undefined): string | undefined {
  return key !== undefined && typeof record[key] === "string" ? (record[key] as string).trim() : undefined;
}

/** The value `key` of `record` will hold once the changes are applied (the email just made). */
function finalValue(record: Json, key: string | undefined, shared: Shared): string | undefined {
  if (key === undefined) return undefined;
  const value = pendingValue(record, key, shared);
  return typeof value === "string" ? value : undefined;
}

/** The value `record[key]` holds once the changes made so far are applied. */
function pendingValue(record: Json, key: string, shared: Shared): unknown {
  const pending = shared.changes.findLast((made) => made.record === record && made.key === key);
  return pending ? pending.next : record[key];
}

/** Letters no accent mark makes, as an address writes them: "Paweł" → "Pawel", "Søren" → "Soren". */
const LETTERS: Readonly<Record<string, string>> = { ł: "l", Ł: "L", ø: "o", Ø: "O", æ: "ae", Æ: "Ae", ß: "ss", đ: "d", Đ: "D", ı: "i", œ: "oe", þ: "th", ð: "d" };

/** `text` in plain Latin letters: accents dropped, the letters above written out. */
function latin(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[łŁøØæÆßđĐıœþð]/g, (letter) => LETTERS[letter]!);
}

/** "Ananya", "Silva" → "ananya.silva" (letters without accents, joined by `joint`). */
function handleOf(first: string, last: string, joint: string): string {
  const plain = (word: string) => latin(word).toLowerCase().replace(/[^a-z0-9]+/g, "");
  const parts = [plain(first), plain(last)].filter(Boolean);
  return parts.join(joint);
}

/**
 * A product's record (a shop's product, an order's item): a name the plan wrote for want of one
 * ("Product 1") becomes a product of the shop the prompt describes, with its category and price;
 * a price has two decimals; an SKU and a picture are made of the name.
 */
function writeProduct(record: Json, byNormal: Keys, position: number, ordered: boolean, shared: Shared): void {
  const nameKey = findKey(byNormal, PRODUCT_NAME_KEYS);
  const priceKey = findKey(byNormal, PRICE_KEYS);
  let name = nameKey !== undefined && typeof record[nameKey] === "string" ? (record[nameKey] as string) : undefined;
  if (nameKey !== undefined && name !== undefined && !writtenIn(name, shared) && (PLACEHOLDER_NAME.test(name) || !/[a-z]{3}/i.test(name) || isPersonName(name))) {
    shared.catalogue ??= productsFor(shared.lowerText);
    const sample = shared.catalogue[(startOf(shared) + shared.productsTaken++) % shared.catalogue.length]!;
    name = sample.name;
    change(record, nameKey, name, shared);
    const categoryKey = findKey(byNormal, CATEGORY_KEYS);
    if (categoryKey !== undefined && typeof record[categoryKey] === "string") change(record, categoryKey, sample.category, shared);
    // The description the plan wrote was of the prompt's subject ("the Coffee Shop pairs durable materials…"): now one of this product.
    const descriptionKey = findKey(byNormal, DESCRIPTION_KEYS);
    if (descriptionKey !== undefined && typeof record[descriptionKey] === "string" && !writtenIn(record[descriptionKey], shared)) change(record, descriptionKey, `${sample.name}, one of our best sellers in ${sample.category.toLowerCase()}.`, shared);
    // A price the prompt states ("under $50") was taken already; else the product's own.
    if (priceKey !== undefined && typeof record[priceKey] === "number" && !/\$|\d+(?:\.\d+)?\s*(?:dollars|usd|eur|euros?)/i.test(shared.context.text)) change(record, priceKey, sample.price, shared);
  }
  if (priceKey !== undefined && typeof record[priceKey] === "number" && !Number.isInteger(record[priceKey])) {
    const value = record[priceKey] as number;
    const cents = Math.round(value * 100) / 100;
    if (cents !== value) change(record, priceKey, cents, shared);
  }
  // An order's line: one to three of a thing, not the faker's nine.
  const quantityKey = ordered ? findKey(byNormal, QUANTITY_KEYS) : undefined;
  // A quantity the user wrote ("5 x Printer paper" in a pasted invoice) stays.
  if (quantityKey !== undefined && typeof record[quantityKey] === "number" && (record[quantityKey] as number) > 3 && !writtenIn(record[quantityKey], shared)) change(record, quantityKey, 1 + ((startOf(shared) + position) % 3), shared);
  // A shop's rating has a decimal (4.6), as stores show it; an integer one stays whole (the schema refuses 4.6).
  const ratingKey = findKey(byNormal, RATING_KEYS);
  if (ratingKey !== undefined && typeof record[ratingKey] === "number" && Number.isInteger(record[ratingKey]) && (record[ratingKey] as number) <= 5) {
    change(record, ratingKey, 3.5 + ((startOf(shared) + 7 * shared.productsTaken + position) % 15) / 10, shared);
  }
  const skuKey = findKey(byNormal, SKU_KEYS);
  // A SKU the message writes ("SKU ABC-123") is the product's own.
  if (skuKey !== undefined && typeof record[skuKey] === "string" && !writtenIn(record[skuKey], shared)) {
    const letters = (name ?? "item").normalize("NFD").replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase().padEnd(3, "X");
    change(record, skuKey, `${letters}-${String(position + 1).padStart(3, "0")}`, shared);
  }
  const pictureKey = findKey(byNormal, PICTURE_KEYS);
  if (pictureKey !== undefined && typeof record[pictureKey] === "string" && name) {
    const slug = latin(name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    change(record, pictureKey, `https://picsum.photos/seed/${slug || "product"}/400/300`, shared);
  }
}

/** Whether a product's name is a person's ("Lars Larsen"): the plan took an item's `name` for one. */
function isPersonName(name: string): boolean {
  const [first, last, more] = name.split(" ");
  return more === undefined && last !== undefined && FIRST_NAMES.has(first!);
}

/** Whether the user wrote `value` (an id, a name) in the message, as a word of its own. */
function writtenIn(value: unknown, shared: Shared): boolean {
  if ((typeof value !== "string" && typeof value !== "number") || value === "") return false;
  const written = String(value).toLowerCase();
  let at = shared.lowerText.indexOf(written);
  while (at >= 0) {
    const before = shared.lowerText[at - 1] ?? " ";
    const after = shared.lowerText[at + written.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = shared.lowerText.indexOf(written, at + 1);
  }
  return false;
}

/** A record is created before it is updated: two timestamps in the wrong order trade places. */
function writeTimes(record: Json, byNormal: Keys, shared: Shared): void {
  const createdKey = findKey(byNormal, CREATED_KEYS);
  const updatedKey = findKey(byNormal, UPDATED_KEYS);
  if (createdKey === undefined || updatedKey === undefined) return;
  const created = record[createdKey];
  const updated = record[updatedKey];
  if (typeof created !== "string" || typeof updated !== "string") return;
  const [from, to] = [Date.parse(created), Date.parse(updated)];
  if (Number.isNaN(from) || Number.isNaN(to) || from <= to) return;
  change(record, createdKey, updated, shared);
  change(record, updatedKey, created, shared);
}

/** One currency through the document: the one the prompt names, else US dollars. */
function writeCurrency(record: Json, byNormal: Keys, shared: Shared): void {
  const key = findKey(byNormal, CURRENCY_KEYS);
  if (key === undefined || typeof record[key] !== "string") return;
  shared.currency ??= CURRENCY_WORDS.find(([pattern]) => pattern.test(shared.context.text))?.[1] ?? "USD";
  change(record, key, shared.currency, shared);
}

/** An order's total: its items' prices times their quantities, to the cent. */
function writeTotal(record: Json, keys: readonly string[], byNormal: Keys, shared: Shared): void {
  const totalKey = findKey(byNormal, TOTAL_KEYS);
  if (totalKey === undefined || typeof record[totalKey] !== "number") return;
  // A total the user wrote (a pasted receipt's "Total 5.90") is the one the document reports.
  const stated = record[totalKey] as number;
  if (writtenIn(stated, shared) || writtenIn(stated.toFixed(2), shared)) return;
  const items = keys.map((key) => record[key]).find((value): value is Json[] => Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === "object"));
  if (items === undefined) return;
  let sum = 0;
  for (const item of items) {
    const price = priceOf(item, shared);
    if (price === undefined) return;
    const quantityKey = Object.keys(item).find((key) => QUANTITY_KEYS.has(normalisedKey(key)));
    const written = quantityKey === undefined ? undefined : pendingValue(item, quantityKey, shared);
    const quantity = typeof written === "number" ? written : 1;
    sum += price * quantity;
  }
  const total = Math.round(sum * 100) / 100;
  change(record, totalKey, Number.isInteger(record[totalKey]) && !Number.isInteger(total) ? Math.round(total) : total, shared);
}

/** An item's price as the changes leave it. */
function priceOf(item: Json, shared: Shared): number | undefined {
  const key = Object.keys(item).find((name) => PRICE_KEYS.has(normalisedKey(name)));
  const value = key === undefined ? undefined : pendingValue(item, key, shared);
  return typeof value === "number" ? value : undefined;
}

/** Records the change of `record[key]` to `next` (applied later, with the others). */
function change(record: Json, key: string, next: unknown, shared: Shared): void {
  const before = record[key];
  if (before === next) return;
  shared.changes.push({ record, key, next, before });
}
