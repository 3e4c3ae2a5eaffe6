/**
 * What a pasted sentence says of a person, for a record of them ("Extract the person's info: Dr.
 * Emily Chen, 42, is a cardiologist at Mercy Hospital in Denver." with `{name, age, occupation,
 * employer, city}`): the occupation after "is a" or "works as a", the employer after it ("at
 * Mercy Hospital", "for Acme"), and the city after "in" or "lives in". The value passes gave the
 * employer "Dr", the city "Mercy Hospital" and left the occupation null.
 *
 * A look at the document's keys (a name beside an occupation or employer field) comes first;
 * each change is kept only where the caller's schema accepts it.
 */
import { normalisedKey } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";

type Json = Record<string, unknown>;

const OCCUPATION_KEYS: ReadonlySet<string> = new Set(["occupation", "job", "profession", "jobtitle", "role", "position"]);
const EMPLOYER_KEYS: ReadonlySet<string> = new Set(["employer", "company", "workplace", "organization", "organisation", "employedby"]);
const CITY_KEYS: ReadonlySet<string> = new Set(["city", "location", "hometown", "residence", "livesin", "town"]);

const NAME_RUN = String.raw`\p{Lu}[\p{L}\d&'.-]*(?:[ \t]+(?:of[ \t]+)?\p{Lu}[\p{L}\d&'.-]*)*`;
/** "is a cardiologist", "works as a software engineer", "is the CEO": the occupation, up to "at", "for", "in" or the clause's end. */
const OCCUPATION = /\b(?:is|was|works\s+as|working\s+as|employed\s+as)\s+(?:an?|the)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:at|for|with|in|from|who|and|based)\b|[,.;]|$)/u;
const EMPLOYER = new RegExp(String.raw`\b(?:at|for|with|works\s+at|employed\s+(?:at|by))\s+(?:the\s+)?(${NAME_RUN})`, "u");
const CITY = new RegExp(String.raw`\b(?:lives\s+in|living\s+in|based\s+in|from|in)\s+(${NAME_RUN}(?:,\s*(?:[A-Z]{2}\b|\p{Lu}[\p{L}]+))?)`, "u");

/**
 * The occupation, employer and city `text` gives of its person.
 * @example personDetailsIn("Dr. Emily Chen, 42, is a cardiologist at Mercy Hospital in Denver.") // { occupation: "cardiologist", employer: "Mercy Hospital", city: "Denver" }
 */
export function personDetailsIn(text: string): { occupation?: string; employer?: string; city?: string } {
  const occupation = OCCUPATION.exec(text);
  const after = occupation ? text.slice(occupation.index + occupation[0].length) : "";
  const employer = occupation ? EMPLOYER.exec(after)?.[1] : undefined;
  const afterEmployer = employer ? after.slice(after.indexOf(employer) + employer.length) : text;
  const city = CITY.exec(afterEmployer)?.[1];
  return {
    ...(occupation ? { occupation: occupation[1]! } : {}),
    ...(employer ? { employer: employer.replace(/[.,]$/, "") } : {}),
    ...(city ? { city: city.replace(/[.,]$/, "") } : {}),
  };
}

/**
 * `document` with the occupation, employer and city of the person the prompt's text tells of.
 * @example withPersonDetails({ name: "Emily Chen", employer: "Dr", city: "Mercy Hospital" }, "Extract: Dr. Emily Chen is a cardiologist at Mercy Hospital in Denver.", check) // { name: "Emily Chen", employer: "Mercy Hospital", city: "Denver" }
 */
export function withPersonDetails(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const record = document as Json;
  const keys = Object.keys(record).map((key) => [key, normalisedKey(key)] as const);
  if (!keys.some(([, key]) => key === "name" || key === "fullname") || !keys.some(([, key]) => OCCUPATION_KEYS.has(key) || EMPLOYER_KEYS.has(key))) return document;
  if (!/\b(?:is|was|works|working|employed)\s+(?:an?|the|as)\b/.test(prompt)) return document;
  const details = personDetailsIn(givenText(prompt.slice(0, 2000)));
  const copy = { ...record };
  let changed = false;
  for (const [key, normal] of keys) {
    const next = OCCUPATION_KEYS.has(normal) ? details.occupation : EMPLOYER_KEYS.has(normal) ? details.employer : CITY_KEYS.has(normal) ? details.city : undefined;
    if (next === undefined || copy[key] === next || (copy[key] !== null && typeof copy[key] !== "string")) continue;
    const before = copy[key];
    copy[key] = next;
    if (validate(copy)) changed = true;
    else copy[key] = before;
  }
  return changed ? copy : document;
}
