/**
 * The contact details of a given text, for a record of them ("Extract the contact info: Reach
 * Jane Doe at jane@acme.io or +1 555 123 4567, she works at Acme Corp." with `{name, email, phone,
 * company}`): each field takes what the text writes (text-entities.ts reads it), as written. The
 * faker and the value passes wrote the name "Reach jane", a made-up "+1 (415) 555-0153" beside
 * the number the text gives, and "Reach Jane Doe" as the company: a model extracting copies them,
 * and a job title the text writes ("Sales Director").
 *
 * A record is a contact's when it has an email or a phone field; its name is then the person's.
 * A word of extracting and a look at the document's keys come before the text is read; each
 * field's change is kept only where the caller's schema accepts it.
 */
import { normalisedKey } from "./property-kinds.ts";
import { entitiesIn, givenText } from "./text-entities.ts";

type Json = Record<string, unknown>;

/** The fields of a contact, by their normalised names, and the kind of entity each takes. */
const FIELDS: ReadonlyMap<string, "person" | "email" | "phone" | "organization"> = new Map([
  ...["name", "fullname", "contactname", "person", "personname"].map((key) => [key, "person"] as const),
  ...["email", "emailaddress", "mail"].map((key) => [key, "email"] as const),
  ...["phone", "phonenumber", "telephone", "telephonenumber", "mobile", "mobilenumber", "tel", "cell", "cellphone"].map((key) => [key, "phone"] as const),
  ...["company", "companyname", "organization", "organisation", "employer", "org", "business", "firm"].map((key) => [key, "organization"] as const),
]);
/** Fields of a contact's job title. */
const TITLE_FIELDS: ReadonlySet<string> = new Set(["jobtitle", "title", "position", "role", "job", "designation"]);
/** A job title as a text writes it: "Sales Director", "Senior Software Engineer", "Head of Marketing", "CEO". */
const JOB_TITLE = /\b(?:(?:[A-Z][a-z]+|VP)[ \t]+){0,3}(?:Director|Manager|Engineer|Designer|Developer|Officer|Lead|Analyst|Consultant|Specialist|Coordinator|Executive|President|Founder|Architect|Scientist|Administrator|Assistant|Associate|Partner|Recruiter|Editor|Accountant)\b|\bHead[ \t]+of[ \t]+[A-Z][a-z]+\b|\b(?:CEO|CTO|CFO|COO|CMO|VP)\b/;
/** Words of a prompt that asks to take details from a text. */
const ASKS = ["extract", "parse", "pull out", "identify", "get the contact", "contact info", "contact details"];

/**
 * `document` (or the one object inside it) with its contact fields the details the prompt's text gives.
 * @example withContactFields({ name: "Reach jane", phone: "+1 (415) 555-0153" }, "Extract the contact info: Reach Jane Doe at +1 555 123 4567", check) // { name: "Jane Doe", phone: "+1 555 123 4567" }
 */
export function withContactFields(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lower = prompt.toLowerCase();
  if (!ASKS.some((cue) => lower.includes(cue))) return document;
  const record = document as Json;
  // `{ contact: { name, email, … } }`: the record inside.
  const inner = Object.entries(record).find(([, value]) => value !== null && typeof value === "object" && !Array.isArray(value) && isContact(value as Json));
  if (!isContact(record) && inner === undefined) return document;
  const text = givenText(prompt);
  const entities = entitiesIn(text);
  // Several people's details are several records (tool calls, a list): one record takes no one's.
  const people = (entities.get("person") ?? []).filter((person) => !JOB_TITLE.test(person));
  if (people.length > 1) return document;
  const title = JOB_TITLE.exec(text)?.[0];
  const copy = structuredClone(record);
  const target = isContact(record) ? copy : (copy[inner![0]] as Json);
  let changed = false;
  for (const [key, value] of Object.entries(target)) {
    const normal = normalisedKey(key);
    const kind = FIELDS.get(normal);
    const found = TITLE_FIELDS.has(normal) ? title : kind === "person" ? people[0] : kind === undefined ? undefined : entities.get(kind)?.[0];
    // A nullable field the faker left null takes what the text gives too ("call 030 1234 5678").
    if (found === undefined || (typeof value !== "string" && value !== null) || value === found) continue;
    target[key] = found;
    if (validate(copy)) changed = true;
    else target[key] = value;
  }
  return changed ? copy : document;
}

/** Whether `record` is a contact's: an email or a phone field beside its other fields. */
function isContact(record: Json): boolean {
  return Object.keys(record).some((key) => {
    const kind = FIELDS.get(normalisedKey(key));
    return kind === "email" || kind === "phone";
  });
}
