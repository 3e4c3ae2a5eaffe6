/**
 * A postal address the user pastes, parsed into the fields of the caller's record ("Parse this
 * address: 1600 Amphitheatre Parkway, Mountain View, CA 94043" with `{street, city, state, zip,
 * country}`): the street is the part with the house number, the city the part before the state
 * and ZIP code (or before a UK or Canadian postcode), the state as written, the country as
 * written, or "USA" for a US state and ZIP code. The value passes took the capitalised words in
 * order (`city` "Amphitheatre Parkway", `country` "Mountain View") and read `state` as a status
 * ("in progress"); an apartment or suite line the text gives was left null.
 *
 * A look at the document's keys (a city field beside a street, state or postal code field) and a
 * house number in the text come before any reading; each field's change is kept only where the
 * caller's schema accepts it, and a nullable field the address does not fill is null.
 */
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** An address's parts as the text writes them; undefined where it writes none. */
export interface PostalAddress {
  name?: string;
  street: string;
  number?: string;
  streetName?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  countryCode?: string;
}

type Part = Exclude<keyof PostalAddress, "name">;

/** The fields of an address record, by their normalised names. */
const FIELDS: ReadonlyMap<string, Part> = new Map([
  ...["street", "streetaddress", "address1", "addressline1", "line1", "street1", "streetline1", "addressline", "streetline"].map((key) => [key, "street"] as const),
  ...["housenumber", "streetnumber", "buildingnumber", "number"].map((key) => [key, "number"] as const),
  ...["streetname"].map((key) => [key, "streetName"] as const),
  ...["line2", "addressline2", "address2", "street2", "streetline2", "apartment", "apt", "unit", "suite", "aptsuite", "apartmentnumber", "unitnumber", "secondaryaddress"].map((key) => [key, "line2"] as const),
  ...["city", "town", "locality", "cityname", "citytown"].map((key) => [key, "city"] as const),
  ...["state", "province", "region", "stateprovince", "stateorprovince", "statecode", "statename", "administrativearea", "county"].map((key) => [key, "state"] as const),
  ...["zip", "zipcode", "postalcode", "postcode", "postal", "zippostalcode", "zipcodepostalcode"].map((key) => [key, "postalCode"] as const),
  ...["country", "countryname"].map((key) => [key, "country"] as const),
  ...["countrycode", "countryiso", "iso2"].map((key) => [key, "countryCode"] as const),
]);
/** A record's fields of the person the address is for. */
const NAME_FIELDS: ReadonlySet<string> = new Set(["name", "fullname", "recipient", "recipientname", "addressee", "contactname", "person"]);

const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut", DE: "Delaware", DC: "District of Columbia",
  FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine",
  MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada",
  NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon",
  PA: "Pennsylvania", RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah", VT: "Vermont", VA: "Virginia",
  WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
};
const STATE_NAMES: ReadonlySet<string> = new Set(Object.values(US_STATES).map((name) => name.toLowerCase()));
const CA_PROVINCES: ReadonlySet<string> = new Set(["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]);

/** Whether `words` are a US state or a Canadian province, by name or code as addresses write it ("TX", "Texas", "ON"). */
export function isStateOrProvince(words: string): boolean {
  return US_STATES[words] !== undefined || STATE_NAMES.has(words.toLowerCase()) || CA_PROVINCES.has(words);
}
/** Countries an address line ends with, and their ISO 3166-1 alpha-2 codes. */
const COUNTRIES: ReadonlyMap<string, string> = new Map([
  ["usa", "US"], ["us", "US"], ["u.s.a.", "US"], ["u.s.", "US"], ["united states", "US"], ["united states of america", "US"],
  ["uk", "GB"], ["u.k.", "GB"], ["united kingdom", "GB"], ["england", "GB"], ["scotland", "GB"], ["wales", "GB"], ["great britain", "GB"],
  ["canada", "CA"], ["australia", "AU"], ["germany", "DE"], ["deutschland", "DE"], ["france", "FR"], ["spain", "ES"], ["italy", "IT"], ["ireland", "IE"],
  ["netherlands", "NL"], ["the netherlands", "NL"], ["japan", "JP"], ["india", "IN"], ["mexico", "MX"], ["brazil", "BR"], ["new zealand", "NZ"],
  ["switzerland", "CH"], ["austria", "AT"], ["sweden", "SE"], ["norway", "NO"], ["denmark", "DK"], ["belgium", "BE"], ["portugal", "PT"], ["singapore", "SG"],
]);
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/;
const CA_POSTCODE = /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/;
/** A 4–5 digit postcode before a city ("10115 Berlin", "75008 Paris"). */
const POSTCODE_FIRST = /^(\d{4,5})\s+(\p{Lu}[\p{L}' -]+)$/u;
const LINE2 = /^(?:apt\.?|apartment|suite|ste\.?|unit|floor|fl\.?|room|rm\.?|building|bldg\.?|#)\s*\S.*$/i;
/** Where an address starts: a house number and a capitalised word ("1600 Amphitheatre", "221B Baker"), or a PO box. */
const START = /\b(?:\d{1,6}[A-Za-z]?(?:-\d{1,4})?\s+\p{Lu}|P\.?\s?O\.?\s+Box\s+\d)/u;

/**
 * The first postal address `text` writes, or undefined.
 * @example postalAddressIn("Parse this address: 1600 Amphitheatre Parkway, Mountain View, CA 94043") // { street: "1600 Amphitheatre Parkway", city: "Mountain View", state: "CA", postalCode: "94043", country: "USA", … }
 */
export function postalAddressIn(text: string): PostalAddress | undefined {
  const start = START.exec(text);
  if (!start) return undefined;
  // The address runs to the end of its line (or of the text); a sentence after it is no part of it.
  const rest = text.slice(start.index);
  const line = rest.split(/\n|(?<=\d|[A-Z]{2,})\.\s+(?=\p{Lu})|\.\s*$/u)[0]!.trim().replace(/[.;]+$/, "");
  const parts = line.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return undefined;
  // A name before the street on the same line ("Ship to: Jane Roe, 350 Fifth Avenue, …").
  const before = text.slice(0, start.index).split(/[:\n]/).pop()!.replace(/,\s*$/, "").trim();
  const name = /^\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){1,3}$/u.test(before) && !/\b(?:address|ship|deliver|send|parse|extract)\b/i.test(before) ? before : undefined;
  // A street is its house number and capitalised words ("350 Fifth Avenue", "12 Rue de Rivoli"), not "3 Italian restaurants in Austin".
  if (!/^(?:\d{1,6}[A-Za-z]?(?:-\d{1,4})?|P\.?\s?O\.?\s+Box)\s+(?:(?:\p{Lu}[\p{L}'.-]*|\d+(?:st|nd|rd|th)?|de|la|le|du|des|del|of|the|van|von)\s*)+$/u.test(parts[0]!)) return undefined;
  const address: PostalAddress = { street: parts.shift()!, ...(name === undefined ? {} : { name }) };
  const numbered = /^(\d{1,6}[A-Za-z]?(?:-\d{1,4})?)\s+(.+)$/.exec(address.street);
  if (numbered) [address.number, address.streetName] = [numbered[1], numbered[2]];
  if (parts.length > 0 && LINE2.test(parts[0]!)) address.line2 = parts.shift();
  // From the end: the country, then "CA 94043" / "California 94043" / "London NW1 6XE" / "10115 Berlin".
  const last = parts.at(-1)?.toLowerCase();
  if (last !== undefined && COUNTRIES.has(last) && parts.length > 1) {
    address.country = parts.pop();
    address.countryCode = COUNTRIES.get(last);
  }
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    const words = part.split(/\s+/);
    const zip = words.length > 1 && US_ZIP.test(words.at(-1)!) ? words.pop() : undefined;
    const stateWords = words.join(" ");
    if (US_STATES[stateWords] !== undefined || STATE_NAMES.has(stateWords.toLowerCase()) || CA_PROVINCES.has(stateWords)) {
      address.state = stateWords;
      if (zip !== undefined) address.postalCode = zip;
      // "Mountain View, CA 94043": the city is the part before.
      if (i > 0) address.city = parts[i - 1];
      else return undefined;
      const canadian = CA_PROVINCES.has(stateWords) && US_STATES[stateWords] === undefined;
      if (address.country === undefined && (zip !== undefined || !canadian)) [address.country, address.countryCode] = canadian ? ["Canada", "CA"] : ["USA", "US"];
      // "Ottawa, ON K1M 1M4": a Canadian postcode after the province.
      const postcode = CA_POSTCODE.exec(part);
      if (postcode && address.postalCode === undefined) {
        address.postalCode = postcode[0];
        address.state = part.slice(0, postcode.index).trim();
        [address.country, address.countryCode] = [address.country ?? "Canada", address.countryCode ?? "CA"];
      }
      return address;
    }
    const canadian = /^(\p{Lu}{2})\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u.exec(part);
    if (canadian && CA_PROVINCES.has(canadian[1]!)) {
      [address.state, address.postalCode] = [canadian[1], canadian[2]];
      if (i > 0) address.city = parts[i - 1];
      if (address.country === undefined) [address.country, address.countryCode] = ["Canada", "CA"];
      return address;
    }
    const uk = UK_POSTCODE.exec(part);
    if (uk) {
      address.postalCode = uk[0];
      const city = part.slice(0, uk.index).trim();
      address.city = city || (i > 0 ? parts[i - 1] : undefined);
      return address;
    }
    const first = POSTCODE_FIRST.exec(part);
    if (first) {
      [address.postalCode, address.city] = [first[1], first[2]!.trim()];
      return address;
    }
  }
  // No state or postcode: "12 Rue de Rivoli, Paris, France" has its city last.
  if (parts.length > 0 && /^\p{Lu}/u.test(parts.at(-1)!)) address.city = parts.at(-1);
  return address.city === undefined ? undefined : address;
}

/** Whether `record` is an address's: a city field beside a street, state or postal code field. */
function isAddress(record: Json): boolean {
  const parts = new Set(Object.keys(record).map((key) => FIELDS.get(normalisedKey(key))));
  return parts.has("city") && (parts.has("street") || parts.has("state") || parts.has("postalCode"));
}

/** The address records of `value`: itself, and objects inside it, to a depth of three. */
function addressRecords(value: Json, depth = 0): Json[] {
  const found = isAddress(value) ? [value] : [];
  if (depth >= 3) return found;
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === "object" && !Array.isArray(inner)) found.push(...addressRecords(inner as Json, depth + 1));
  return found;
}

/**
 * `document` with its address fields the parts of the address the prompt writes; only one
 * address record is filled (a billing and a shipping address are two the text must tell apart).
 * @example withPostalAddress({ street: "x", city: "Amphitheatre Parkway", state: "in progress", zip: "94043" }, "Parse this address: 1600 Amphitheatre Parkway, Mountain View, CA 94043", check) // { street: "1600 Amphitheatre Parkway", city: "Mountain View", state: "CA", zip: "94043" }
 */
export function withPostalAddress(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  if (!START.test(prompt)) return document;
  const copy = structuredClone(document) as Json;
  const records = addressRecords(copy);
  if (records.length !== 1) return document;
  const address = postalAddressIn(prompt.slice(0, 4000));
  if (address === undefined) return document;
  const record = records[0]!;
  let changed = false;
  const set = (holder: Json, key: string, next: unknown) => {
    const before = holder[key];
    if (before === next) return;
    holder[key] = next;
    if (validate(copy)) changed = true;
    else holder[key] = before;
  };
  const keys = Object.keys(record).map((key) => [key, FIELDS.get(normalisedKey(key))] as const);
  const hasLine2 = keys.some(([, part]) => part === "line2");
  const splitsNumber = keys.some(([, part]) => part === "number");
  for (const [key, part] of keys) {
    if (part === undefined || typeof record[key] === "object" && record[key] !== null) continue;
    let value: string | undefined = address[part];
    // A street field with no apartment field beside it takes the apartment too; one beside a house number field, the street's name.
    if (part === "street" && splitsNumber && address.streetName !== undefined) value = address.streetName;
    else if (part === "street" && !hasLine2 && address.line2 !== undefined) value = `${address.street}, ${address.line2}`;
    if (part === "countryCode" && value === undefined) continue;
    set(record, key, value ?? null);
    // A postal code written as a number (`zip: integer`).
    if (value !== undefined && record[key] !== value && /^\d+$/.test(value)) set(record, key, Number(value));
  }
  // The person the address is for, in the record or the document around it.
  if (address.name !== undefined) {
    for (const holder of record === copy ? [copy] : [record, copy]) {
      const key = Object.keys(holder).find((name) => NAME_FIELDS.has(normalisedKey(name)) && typeof holder[name] === "string");
      if (key !== undefined) {
        set(holder, key, address.name);
        break;
      }
    }
  }
  return changed ? copy : document;
}
