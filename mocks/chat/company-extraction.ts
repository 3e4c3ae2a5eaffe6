/**
 * A company's facts read from a text the user gives ("Extract the company info: Stripe was
 * founded in 2010 by Patrick and John Collison, headquartered in San Francisco, California."):
 * its `name` the company the sentence is about ("Stripe"), `founders` every person it names as
 * such, a surname shared the way it is written ("Patrick and John Collison" → both Collisons),
 * its `headquarters` the place after "headquartered in" / "based in", and the year it was
 * founded; where the faker and the conversation's words gave "Stripe founded" as a name and
 * "Stripe" as a place. A hotel's or restaurant's name is the name after "at" ("Stayed 3 nights at
 * Hilton Garden Inn Seattle" → "Hilton Garden Inn Seattle"), not the sentence it opens. A look at the prompt and the document's keys comes before the text is read.
 */
import { givenText } from "./text-entities.ts";
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Field names, normalised, of each fact. */
const NAME_KEYS: ReadonlySet<string> = new Set(["name", "company", "companyname", "organization", "organizationname", "org", "orgname", "businessname"]);
const FOUNDER_KEYS: ReadonlySet<string> = new Set(["founders", "founder", "foundedby", "cofounders", "foundernames"]);
const PLACE_KEYS: ReadonlySet<string> = new Set(["headquarters", "hq", "headquarterslocation", "headquarteredin", "basedin", "location", "hqlocation"]);
const CITY_KEYS: ReadonlySet<string> = new Set(["city", "hqcity", "headquarterscity"]);
const YEAR_KEYS: ReadonlySet<string> = new Set(["founded", "foundedyear", "yearfounded", "foundingyear", "foundedin", "established", "yearestablished"]);

/** A capitalised name of up to four words ("Stripe", "Acme Corp", "OpenAI"). */
const NAME = String.raw`[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}`;
/** "Stripe was founded", "Stripe, founded", "Stripe (founded": the company the founding is said of. */
const FOUNDED_SUBJECT = new RegExp(String.raw`(?:^|[.!?]\s+)(?:The\s+)?(${NAME})\s*(?:,\s*(?:which\s+was\s+)?|\(|\s+(?:was|is|has been)\s+)(?:co-?)?(?:founded|started|established|created|launched)\b`);
/** The year of the founding: "founded in 2010". */
const FOUNDED_YEAR = /\b(?:founded|started|established|created|launched)\b[^.]{0,60}?\bin\s+(\d{4})\b/;
/** The people after "founded … by": up to the next clause. */
const FOUNDERS = /\b(?:co-?)?(?:founded|started|established|created)\b[^.]{0,40}?\bby\s+((?:[A-Z][\w'’-]*)(?:(?:\s+|,\s*|\s+and\s+|,\s+and\s+)[A-Z][\w'’-]*)*)/;
/** The place after "headquartered in", "based in", "HQ in". */
const HEADQUARTERS = /\b(?:headquartered|based|hq|headquarters(?:\s+is|\s+are)?)\s+(?:in|at)\s+([A-Z][\w.'’-]*(?:(?:\s+|,\s*)[A-Z][\w.'’-]*)*)/i;

/** Field names, normalised, of a place of business a review or booking is about. */
const VENUE_KEYS: ReadonlySet<string> = new Set(["hotel", "hotelname", "restaurant", "restaurantname", "venue", "venuename", "propertyname"]);
/** The name after "at" / "stayed at the": capitalised words, with "of", "&", "on" between them. */
const VENUE = /\b(?:at|to|visited|tried)\s+(?:the\s+)?([A-Z][\w&'’-]*(?:\s+(?:(?:of|on|&|by|the|at)\s+)?[A-Z][\w&'’-]*){0,5})/;

/** The hotel, restaurant or venue `text` is about: the name after "at"; undefined when none. */
export function venueIn(text: string): string | undefined {
  return VENUE.exec(text)?.[1];
}

/** The facts `text` gives of the company it is about; undefined when it says none. */
export function companyFacts(text: string): { name?: string; founders?: string[]; headquarters?: string; year?: number } | undefined {
  const name = FOUNDED_SUBJECT.exec(text)?.[1];
  const year = FOUNDED_YEAR.exec(text)?.[1];
  const people = FOUNDERS.exec(text)?.[1];
  const place = HEADQUARTERS.exec(text)?.[1]?.replace(/[,.\s]+$/, "");
  const founders = people === undefined ? undefined : foundersIn(people);
  if (name === undefined && founders === undefined && place === undefined) return undefined;
  return { name, founders, headquarters: place, year: year === undefined ? undefined : Number(year) };
}

/** "Patrick and John Collison" → both Collisons; "Larry Page and Sergey Brin" → both as written. */
function foundersIn(people: string): string[] {
  const names = people.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => name.trim()).filter((name) => name !== "");
  const surname = names[names.length - 1]?.split(/\s+/).slice(1).join(" ");
  return names.map((name) => (!name.includes(" ") && surname ? `${name} ${surname}` : name));
}

/**
 * `document` with the company facts the prompt's text gives (its name, founders, headquarters and
 * founding year), at the top; each kept only where `validate` accepts it.
 * @example withCompanyFacts({ name: "Stripe founded", headquarters: "Stripe" }, "Extract: Stripe was founded in 2010, headquartered in San Francisco.", check) // { name: "Stripe", headquarters: "San Francisco" }
 */
export function withCompanyFacts(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const named = withVenue(document as Json, prompt, validate);
  if (!/\b(?:founded|headquartered|based in|established)\b/i.test(prompt)) return named;
  const keys = Object.keys(named).map((key) => [key, normalisedKey(key)] as const);
  if (!keys.some(([, name]) => FOUNDER_KEYS.has(name) || PLACE_KEYS.has(name) || YEAR_KEYS.has(name))) return named;
  const facts = companyFacts(givenText(prompt));
  if (facts === undefined) return named;
  const copy = structuredClone(named);
  for (const [key, name] of keys) {
    const before = copy[key];
    const value = NAME_KEYS.has(name)
      ? facts.name
      : FOUNDER_KEYS.has(name)
        ? Array.isArray(before) ? facts.founders : facts.founders?.join(" and ")
        : PLACE_KEYS.has(name)
          ? facts.headquarters
          : CITY_KEYS.has(name)
            ? facts.headquarters?.split(",")[0]
            : YEAR_KEYS.has(name) && facts.year !== undefined
              ? typeof before === "number" ? facts.year : String(facts.year)
              : undefined;
    if (value === undefined || (typeof before !== typeof value && !(Array.isArray(before) && Array.isArray(value)) && before !== null)) continue;
    copy[key] = value;
    if (!validate(copy)) copy[key] = before;
  }
  return copy;
}

/** `document` with its hotel's, restaurant's or venue's name the one the prompt's text names after "at". */
function withVenue(document: Json, prompt: string, validate: (value: unknown) => boolean): Json {
  const key = Object.keys(document).find((key) => VENUE_KEYS.has(normalisedKey(key)) && (typeof document[key] === "string" || document[key] === null));
  if (key === undefined) return document;
  const venue = venueIn(givenText(prompt));
  if (venue === undefined) return document;
  const copy = { ...document, [key]: venue };
  return validate(copy) ? copy : document;
}
