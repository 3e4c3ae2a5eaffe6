/**
 * What a property holds, read from its name, as a model reads it: `title` is a title,
 * `participants` people, `final_answer` a sentence, a `price` a number ending .99. The names of
 * callers' schemas are free, so the kinds go by the name's last word, in the singular.
 */
import type { Random } from "../data/random.ts";

/** What a property holds, read from its name. */
export type Kind =
  | "person" | "first-name" | "last-name" | "username" | "email" | "phone" | "url" | "city" | "country" | "place" | "address"
  | "postal-code" | "company" | "color" | "language" | "currency" | "date" | "time" | "datetime" | "title" | "tag" | "category" | "status" | "priority"
  | "query" | "expression" | "sentence" | "step" | "setup" | "punchline" | "quantity" | "sentiment" | "chat-message" | "id" | "other";

/** Property names (their last word, singular) and the kind each names. */
export const HEADS: ReadonlyMap<string, Kind> = new Map(
  (
    [
      ["person", "author person participant attendee member assignee owner customer contact speaker guest friend recipient sender employee student teacher character manager host organizer reviewer people hero heroine villain player patient client candidate applicant child kid artist singer musician composer director creator inventor founder painter producer actor actress"],
      ["username", "username handle login nickname"],
      ["email", "email mail"],
      ["phone", "phone mobile telephone tel fax"],
      ["url", "url uri link website homepage href site"],
      ["city", "city town"],
      ["country", "country nationality"],
      ["place", "location place destination venue origin region"],
      ["address", "address street"],
      ["company", "company organization organisation employer brand vendor manufacturer publisher"],
      ["color", "color colour"],
      ["language", "language lang"],
      ["sentiment", "sentiment polarity"],
      ["currency", "currency"],
      ["date", "date day deadline due birthday dob"],
      ["time", "time"],
      ["datetime", "timestamp datetime"],
      ["title", "title headline heading subject topic"],
      ["tag", "tag keyword hashtag label"],
      ["category", "category genre kind type cuisine department industry"],
      ["status", "status state stage"],
      ["priority", "priority severity urgency"],
      ["query", "query q search term prompt input question"],
      ["expression", "expression formula equation calculation"],
      ["id", "id uuid guid key code sku slug hash token ref reference coupon voucher promo"],
      ["setup", "setup joke"],
      ["punchline", "punchline"],
      ["quantity", "amount quantity qty measure portion dose dosage"],
      ["step", "step instruction direction"],
      [
        "sentence",
        "summary description explanation reason reasoning rationale answer response reply message content body text comment note " +
          "feedback review bio biography about detail overview caption excerpt conclusion analysis advice suggestion tip idea insight " +
          "pro con benefit feature tagline slogan motto drawback output result outcome justification thought hint recommendation observation finding highlight abstract " +
          "point takeaway lesson bullet",
      ],
    ] as const
  ).flatMap(([kind, heads]) => heads.split(" ").map((head) => [head, kind as Kind] as const)),
);

/** Words of a field's name that make it a postal code (`zip_code`, `postalCode`, `postcode`). */
const POSTAL_WORDS: ReadonlySet<string> = new Set(["zip", "zipcode", "postal", "postcode", "postalcode"]);
/** Words of a field's name that make it a thing's number (`tracking_number`, `invoice_no`). */
const ID_NUMBER_HEADS: ReadonlySet<string> = new Set(["number", "no", "num", "nr"]);
/** What such a number identifies: a parcel, a document, a booking, a device (not a `phone_number`, nor a `page_number`). */
const ID_NUMBER_OWNERS: ReadonlySet<string> = new Set(["tracking", "invoice", "serial", "confirmation", "booking", "reservation", "reference", "order", "policy", "receipt", "membership", "member", "account", "case", "ticket", "claim", "shipment", "parcel", "package", "model", "part", "license", "licence", "passport", "registration", "transaction", "customer", "loyalty"]);

/** What a `name` is the name of, by the word before it or the object that holds it. */
const PERSON_OWNERS = /^(user|person|people|customer|contact|author|employee|member|student|teacher|patient|profile|signup|account|participant|attendee|speaker|guest|friend|character|owner|manager|full|display|real|legal)$/;

/**
 * A property's name as lookups compare it: `temperature_c`, `temperatureC` and `Temperature C`
 * are one key, `temperaturec`.
 */
export function normalisedKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** A property's name in words: `final_answer`, `finalAnswer` → ["final", "answer"]. */
export function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Plurals in -ies whose singular ends in -ie ("movies", not "movy"). */
const IE_PLURALS = new Set(["movies", "cookies", "pies", "ties", "lies", "zombies", "rookies", "selfies", "genies", "calories", "prairies", "brownies", "smoothies", "hoodies", "goalies", "aunties"]);

/** A plural English word in the singular, well enough for property names. */
export function singular(word: string): string {
  if (word === "people") return "person";
  if (IE_PLURALS.has(word)) return word.slice(0, -1);
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses") || word.endsWith("xes") || word.endsWith("ches")) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) return word.slice(0, -1);
  return word;
}

/** What the property `key` of an object named `owner` holds. */
export function kindOf(key: string, owner: string): Kind {
  const words = wordsOf(key).map(singular);
  const head = words[words.length - 1];
  if (head === undefined) return "other";
  if (words.join(" ") === "created at" || words.join(" ") === "updated at" || (head === "at" && words.length > 1)) return "datetime";
  if (head === "name") {
    const modifier = words.length > 1 ? words[words.length - 2]! : singular(wordsOf(owner).pop() ?? "");
    // `user_name` is a username, but the `name` of a `user` (its owner) is the user's full name.
    const own = words.length > 1;
    if (own && (modifier === "first" || modifier === "given")) return "first-name";
    if (own && (modifier === "last" || modifier === "family" || modifier === "sur")) return "last-name";
    if (own && (modifier === "user" || modifier === "screen" || modifier === "nick")) return "username";
    if (modifier === "" || PERSON_OWNERS.test(modifier) || HEADS.get(modifier) === "person") return "person";
    const kind = HEADS.get(modifier);
    return kind === "city" || kind === "country" || kind === "company" || kind === "place" ? kind : "title";
  }
  // `zip`, `zip_code`, `postal_code`, `postcode`: a postal code of digits, not a code that identifies a record.
  if (words.some((word) => POSTAL_WORDS.has(word))) return "postal-code";
  // `language_code`, `locale_code`: a language, written as its code (message-arguments.ts), not an identifier.
  if ((head === "code" || head === "iso") && words.length > 1 && /^(?:language|lang|locale)$/.test(words[words.length - 2]!)) return "language";
  // `tracking_number`, `invoice_no`, `serial_number`: a number that identifies a thing is an identifier, written as given.
  if (ID_NUMBER_HEADS.has(head) && words.length > 1 && ID_NUMBER_OWNERS.has(words[words.length - 2]!)) return "id";
  // `phone_number`, `mobile_no`, `telephone_number`: a phone number, not a count nor an identifier.
  if (ID_NUMBER_HEADS.has(head) && words.length > 1 && HEADS.get(words[words.length - 2]!) === "phone") return "phone";
  if (head === "firstname") return "first-name";
  if (head === "lastname" || head === "surname") return "last-name";
  return HEADS.get(head) ?? "other";
}

/**
 * Numbers of a kind, by the last word of their property's name: the span a number the user
 * wrote must fall in to be taken as one ("Alice is 30" → `age: 30`), and a value to draw else.
 */
export const NUMBER_KINDS: readonly { names: RegExp; span: readonly [number, number]; draw: (random: Random) => number; money?: true }[] = [
  { names: /^(age)$/, span: [0, 120], draw: (random) => random.int(19, 68) },
  { names: /^(year)$/, span: [1900, 2100], draw: (random) => random.int(2015, 2026) },
  // A game character's level, a course's or a skill's: a small whole number from 1.
  { names: /^(level|lvl)$/, span: [1, 100], draw: (random) => random.int(1, 20) },
  { names: /^(rating|star)$/, span: [0, 10], draw: (random) => random.int(3, 5) },
  { names: /^(score|confidence|probability|likelihood|certainty|similarity|relevance)$/, span: [0, 1], draw: (random) => random.int(55, 98) / 100 },
  { names: /^(percent|percentage|pct)$/, span: [0, 100], draw: (random) => random.int(5, 95) },
  // A weather report's relative humidity, in percent: 65, not the faker's 782.24.
  { names: /^(humidity)$/, span: [0, 100], draw: (random) => random.int(35, 90) },
  { names: /^(price|cost|amount|total|subtotal|fee|budget|balance|revenue)$/, span: [0, 1e9], draw: (random) => random.int(4, 199) + 0.99, money: true },
  // A yearly pay in round thousands: an employee's `salary` of 13.99 reads as a price.
  { names: /^(salary|income|compensation)$/, span: [0, 1e9], draw: (random) => random.int(45, 180) * 1000, money: true },
  // A count of things is a few hundred at most: a `num_results` does not take the year a prompt names.
  { names: /^(count|quantity|qty|number|num|serving|item)$/, span: [0, 1000], draw: (random) => random.int(1, 12) },
  { names: /^(tally)$/, span: [0, 1e10], draw: (random) => random.int(12, 4800) },
  { names: /^(size|minute|hour|duration)$/, span: [0, 1e6], draw: (random) => random.int(1, 12) },
  // A stay and who goes: `nights`, `guests`, `adults`, `rooms` of a booking are a few, not the faker's 723.
  { names: /^(night|day|week|guest|adult|child|kid|person|people|passenger|traveler|traveller|room|seat|ticket)$/, span: [0, 365], draw: (random) => random.int(1, 4) },
  { names: /^(lat|latitude)$/, span: [-90, 90], draw: (random) => random.int(-600_000, 600_000) / 10_000 },
  { names: /^(lon|lng|longitude)$/, span: [-180, 180], draw: (random) => random.int(-1_500_000, 1_500_000) / 10_000 },
  // Up to the hottest Fahrenheit reading: "Set the thermostat to 72 degrees" is 72, not a drawn 21.2.
  { names: /^(temperature|temp)$/, span: [-90, 140], draw: (random) => random.int(80, 300) / 10 },
];

export type NumberKind = (typeof NUMBER_KINDS)[number];

/** Words of a tally's name that say it counts (`review_count`, `num_reviews`, `total_views`). */
const TALLY_HEADS: ReadonlySet<string> = new Set(["count", "num", "number", "total", "cnt"]);
/** What a tally counts: reviews, ratings, followers, views… */
const TALLIED = /^(?:review|rating|vote|follower|view|like|download|subscriber|comment|share|install|visitor|sold|purchase|star|upvote)s?$/;

/** Last words that make a number the bound of a range of the word before. */
const RANGE_BOUNDS: ReadonlySet<string> = new Set(["min", "max", "minimum", "maximum", "lower", "upper"]);

/** The word of a number's name that says what it counts: `minutesAgo` → "minute", `daysLeft` → "day". */
export function numberHead(key: string): string {
  const words = wordsOf(key);
  // `num_results`, `number_of_guests`, `count_items`: a count of what follows.
  // `review_count`, `num_reviews`, `total_followers`: a tally of an audience, which runs to thousands and more.
  if (words.length > 1 && words.some((word) => TALLY_HEADS.has(word)) && words.some((word) => TALLIED.test(word))) return "tally";
  if (words.length > 1 && (words[0] === "num" || words[0] === "number" || words[0] === "count")) return "count";
  let head = words.pop() ?? "";
  // `salary_min`, `price_max`: the bound of a range is a value of its kind.
  if ((head === "ago" || head === "left" || head === "remaining" || head === "elapsed" || RANGE_BOUNDS.has(head)) && words.length > 0) head = words.pop()!;
  return singular(head);
}

/** NUMBER_KINDS by each name they list. */
export const NUMBER_KIND_BY_NAME: ReadonlyMap<string, NumberKind> = new Map(
  NUMBER_KINDS.flatMap((kind) => kind.names.source.replace(/^\^\(|\)\$$/g, "").split("|").map((name) => [name, kind] as const)),
);
