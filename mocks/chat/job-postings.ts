/**
 * A job posting the user pastes, read into the caller's record ("Extract the job details from
 * this posting: Senior Frontend Engineer at Acme Corp / Location: Berlin, Germany (Remote
 * friendly) / Salary: $85k–$110k / … React, TypeScript and GraphQL experience." with `{title,
 * company, location, salary_min, salary_max, remote, skills}`): the title and the company as
 * written, the place without its remark, the salary range in numbers ("$85k" → 85000), whether
 * the job is remote, its employment type and the skills it lists, each once. The value passes
 * gave the title as the company, salaries of 459.93 and 97.84, `remote: false` and soft skills
 * ("Empathy") the text never names.
 *
 * A cue (job, posting, hiring, salary…) and a look at the document's keys come before the text is
 * read; each field's change is kept only where the caller's schema accepts it.
 */
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";

type Json = Record<string, unknown>;

/** What a posting says; undefined where it says nothing. */
export interface JobPosting {
  title?: string;
  company?: string;
  location?: string;
  salaryMin?: number;
  salaryMax?: number;
  salaryText?: string;
  currency?: string;
  period?: "year" | "month" | "hour";
  remote?: boolean;
  workplace?: "remote" | "hybrid" | "onsite";
  employmentType?: "full-time" | "part-time" | "contract" | "internship" | "temporary" | "freelance";
  skills: string[];
  years?: number;
}

const TITLE_KEYS: ReadonlySet<string> = new Set(["title", "jobtitle", "position", "role", "positiontitle", "jobname", "roletitle", "job"]);
const COMPANY_KEYS: ReadonlySet<string> = new Set(["company", "companyname", "employer", "organization", "organisation", "hiringcompany", "org"]);
const LOCATION_KEYS: ReadonlySet<string> = new Set(["location", "joblocation", "city", "place", "officelocation", "basedin"]);
const MIN_KEYS: ReadonlySet<string> = new Set(["salarymin", "minsalary", "minimumsalary", "salaryfrom", "salarylow", "minpay", "paymin", "min", "minimum", "from", "low", "lower"]);
const MAX_KEYS: ReadonlySet<string> = new Set(["salarymax", "maxsalary", "maximumsalary", "salaryto", "salaryhigh", "maxpay", "paymax", "max", "maximum", "to", "high", "upper"]);
const SALARY_TEXT_KEYS: ReadonlySet<string> = new Set(["salary", "salaryrange", "pay", "payrange", "compensation"]);
const CURRENCY_KEYS: ReadonlySet<string> = new Set(["currency", "currencycode", "salarycurrency"]);
const PERIOD_KEYS: ReadonlySet<string> = new Set(["period", "salaryperiod", "payperiod", "interval", "per", "unit", "frequency"]);
const REMOTE_KEYS: ReadonlySet<string> = new Set(["remote", "isremote", "remoteok", "remotefriendly", "remoteallowed", "allowsremote", "fullyremote", "remotework"]);
const WORKPLACE_KEYS: ReadonlySet<string> = new Set(["workplace", "workplacetype", "workmode", "workmodel", "worksetting", "remotetype", "locationtype", "arrangement", "workarrangement", "remotepolicy"]);
const TYPE_KEYS: ReadonlySet<string> = new Set(["employmenttype", "jobtype", "type", "contracttype", "schedule", "employment"]);
const YEARS_KEYS: ReadonlySet<string> = new Set(["yearsofexperience", "experienceyears", "minyearsexperience", "minimumyearsofexperience", "yearsexperience", "experience", "requiredexperience"]);
/** Lists of the skills a posting asks for, by their name's last word in the singular. */
const SKILL_LISTS: ReadonlySet<string> = new Set(["skill", "requirement", "technology", "tech", "stack", "techstack", "tool", "qualification", "language", "keyword", "competency"]);

/** Words of a prompt about a job posting. */
const CUE = /\b(?:job|posting|listing|hiring|vacanc|opening|salary|role|position|careers?)\b/i;
const TITLE_WORD = /\b(?:Engineer|Developer|Designer|Manager|Analyst|Scientist|Architect|Director|Lead|Specialist|Consultant|Coordinator|Administrator|Assistant|Associate|Officer|Intern|Writer|Editor|Accountant|Recruiter|Representative|Technician|Nurse|Teacher|Marketer|Strategist|Researcher|Programmer|Tester|Administrator|Head of [A-Z][a-z]+|VP of [A-Z][a-z]+|CTO|CEO|CFO|COO)\b/;
const SKILL_CUE = /(?:experience (?:with|in)|proficien\w* (?:in|with)|knowledge of|familiar(?:ity)? with|skills?\s*:|requirements?\s*:|requires?\s*:?|required\s*:|must (?:have|know)\s*:?|tech(?:nology)?\s+stack\s*:?|stack\s*:|someone with|you know|using|nice to have\s*:)\s+([^\n.]+)/gi;
/** Skills a posting names in its prose, looked for as whole words. */
const KNOWN_SKILLS = ["JavaScript", "TypeScript", "React", "Vue", "Angular", "Svelte", "Next.js", "Node.js", "GraphQL", "REST", "Python", "Java", "Kotlin", "Swift", "Go", "Golang", "Rust", "C++", "C#", ".NET", "Ruby", "Rails", "PHP", "Django", "Flask", "FastAPI", "Spring", "SQL", "PostgreSQL", "MySQL", "MongoDB", "Redis", "Kafka", "Spark", "Airflow", "dbt", "Snowflake", "Tableau", "Power BI", "Excel", "AWS", "GCP", "Azure", "Docker", "Kubernetes", "Terraform", "Linux", "gRPC", "CI/CD", "Git", "Figma", "Sketch", "PyTorch", "TensorFlow", "pandas", "Machine Learning", "HTML", "CSS", "Tailwind", "R"];

/** A money amount as a number: "$85k" → 85000, "90,000" → 90000, "1.2M" → 1200000. */
function amount(value: string, suffix: string | undefined): number {
  const number = Number(value.replace(/,/g, ""));
  const scale = /^k$/i.test(suffix ?? "") ? 1000 : /^m$/i.test(suffix ?? "") ? 1_000_000 : 1;
  return Math.round(number * scale * 100) / 100;
}

const MONEY = String.raw`([$€£])?\s?(\d[\d,]*(?:\.\d+)?)\s?([kKmM])?\b`;
const RANGE = new RegExp(String.raw`${MONEY}\s*(?:-|–|—|to)\s*([$€£])?\s?(\d[\d,]*(?:\.\d+)?)\s?([kKmM])?\b(?:\s*(USD|EUR|GBP|CAD))?`);

/** The skills a text lists, each once, as written. */
function skillsIn(text: string, pieces: readonly string[]): string[] {
  const skills: string[] = [];
  const add = (skill: string) => {
    const clean = skill.trim().replace(/^(?:and|or|&)\s+/i, "").replace(/\s+(?:experience|skills?|knowledge|is a plus|a plus|preferred|required)$/i, "").replace(/[.;:]+$/, "").trim();
    if (clean.length > 1 && clean.length <= 30 && clean.split(/\s+/).length <= 3 && !skills.some((held) => held.toLowerCase() === clean.toLowerCase())) skills.push(clean);
  };
  const lists = [...text.matchAll(SKILL_CUE)].map((match) => match[1]!);
  // "… — fully remote — €60k-€75k — Kubernetes, PostgreSQL, gRPC": a headline piece that lists names.
  for (const piece of pieces) if (/,/.test(piece) && piece.split(/\s*,\s*/).every((item) => /^[A-Z.#+][\w.#+/ -]{0,24}$/.test(item.trim()))) lists.push(piece);
  for (const list of lists) for (const item of list.split(/\s*(?:,|;|\/(?!\w*\/)|\band\b|\bor\b|&)\s*/)) if (/^[\p{Lu}.#+]|^[a-z]+[A-Z]/u.test(item.trim()) || KNOWN_SKILLS.some((skill) => skill.toLowerCase() === item.trim().toLowerCase())) add(item);
  for (const skill of KNOWN_SKILLS) {
    const pattern = new RegExp(String.raw`(?<![\w.])${skill.replace(/[.+#/]/g, (c) => `\\${c}`)}(?![\w+#])`, skill.length <= 2 ? "" : "i");
    if (pattern.test(text)) add(skill);
  }
  // In the order the text writes them.
  return skills.sort((a, b) => indexIn(text, a) - indexIn(text, b));
}

function indexIn(text: string, value: string): number {
  const at = text.toLowerCase().indexOf(value.toLowerCase());
  return at < 0 ? text.length : at;
}

/**
 * What a pasted posting says.
 * @example jobPostingIn("Senior Frontend Engineer at Acme Corp\nSalary: $85k–$110k") // { title: "Senior Frontend Engineer", company: "Acme Corp", salaryMin: 85000, salaryMax: 110000, … }
 */
export function jobPostingIn(prompt: string): JobPosting {
  const text = givenText(prompt.slice(0, 4000)).trim();
  const label = (name: string) => new RegExp(String.raw`^[ \t]*(?:${name})[ \t]*:[ \t]*(.+)$`, "im").exec(text)?.[1]?.trim();
  const posting: JobPosting = { skills: [] };
  const headline = text.split("\n").find((line) => line.trim() !== "" && !/^[\w ]{2,20}:/.test(line))?.trim() ?? "";
  // "Senior Frontend Engineer at Acme Corp", "Data Analyst - Globex (Chicago, IL).", "Backend Developer (Go) — Initech — fully remote".
  const pieces = headline.replace(/\.$/, "").split(/\s+(?:[-–—|])\s+|\.\s+/);
  // "We're hiring a Product Designer at Hooli": the title is what is hired.
  const first = (pieces[0] ?? "").replace(/^.*?\b(?:hiring|looking for|seeking)\s+(?:an?\s+)?/i, "");
  const hiring = /\b(?:hiring|looking for|seeking)\s+(?:a|an)\s+(.+?)(?:\s+(?:at|in|to|who)\b|[,.]|$)/i.exec(text);
  const at = /^(.+?)\s+(?:at|@)\s+(\p{Lu}[\p{L}\d&'.-]*(?:\s+\p{Lu}[\p{L}\d&'.-]*){0,3})/u.exec(first);
  posting.title = label("(?:job\\s+)?title|position|role") ?? (at ? at[1] : TITLE_WORD.test(first) ? first.split(",")[0]!.trim() : hiring?.[1]);
  posting.company = label("company|employer|organi[sz]ation") ?? at?.[2] ?? /\b(\p{Lu}[\p{L}\d&'.-]*(?:\s+\p{Lu}[\p{L}\d&'.-]*){0,2})\s+is\s+(?:hiring|looking|seeking)/u.exec(text)?.[1];
  let place = label("location|based in|office");
  if (posting.company === undefined && pieces.length > 1) {
    const second = pieces[1]!;
    const paren = /^([^()]+?)\s*\(([^)]+)\)\s*$/.exec(second);
    posting.company = (paren ? paren[1]! : second).trim();
    if (paren && /^\p{Lu}/u.test(paren[2]!) && !/remote/i.test(paren[2]!)) place ??= paren[2]!.trim();
  }
  if (posting.title !== undefined) posting.title = posting.title.replace(/\s*\(([^)]*)\)\s*$/, (whole, inner: string) => (/remote|hybrid|on-?site/i.test(inner) ? "" : whole)).trim();
  if (posting.company !== undefined) posting.company = posting.company.replace(/[.,]$/, "").trim();
  place ??= /\b(?:in|based in|located in)\s+(\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*)*(?:,\s*(?:[A-Z]{2}\b|\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*)*))?)/u.exec(text)?.[1];
  if (place !== undefined) posting.location = place.replace(/\s*\([^)]*\)\s*/g, " ").replace(/[.;]$/, "").trim();
  const lower = text.toLowerCase();
  if (/\bhybrid\b/.test(lower)) posting.workplace = "hybrid";
  else if (/\bremote\b/.test(lower) && !/\b(?:not|no)\s+remote\b|\bremote\s*:\s*no\b/.test(lower)) posting.workplace = "remote";
  else if (/\bon-?site\b|\bin[- ]office\b|\bin[- ]person\b/.test(lower)) posting.workplace = "onsite";
  if (posting.workplace !== undefined) posting.remote = posting.workplace === "remote" || (posting.workplace === "hybrid" && /\bremote\b/.test(lower) && !/\bhybrid\b/.test(lower));
  if (posting.location === undefined && posting.workplace === "remote") posting.location = "Remote";
  const range = RANGE.exec(text);
  if (range) {
    const [, symbol1, low, k1, symbol2, high, k2, code] = range;
    // "$85k–$110k", "$70,000 - $90,000", "€60k-€75k": money only, not "2 - 4 years".
    if (symbol1 ?? symbol2 ?? code ?? (k1 ?? k2)) {
      const scale = k1 ?? k2;
      [posting.salaryMin, posting.salaryMax] = [amount(low!, k1 ?? (k2 && Number(low) < 1000 ? scale : undefined)), amount(high!, k2 ?? k1)];
      posting.salaryText = range[0].trim();
      const symbol = symbol1 ?? symbol2;
      posting.currency = code ?? (symbol === "€" ? "EUR" : symbol === "£" ? "GBP" : symbol === "$" ? "USD" : undefined);
      const after = text.slice(range.index + range[0].length, range.index + range[0].length + 20).toLowerCase();
      posting.period = /^\s*(?:\/\s*|per\s+|an?\s+)(?:hr|hour)/.test(after) ? "hour" : /^\s*(?:\/\s*|per\s+|a\s+)(?:mo|month)/.test(after) ? "month" : "year";
    }
  }
  const type = /\bfull[- ]time\b/.test(lower) ? "full-time" : /\bpart[- ]time\b/.test(lower) ? "part-time" : /\binternship\b|\bintern\b/.test(lower) ? "internship" : /\bcontract(?:or)?\b/.test(lower) ? "contract" : /\bfreelance\b/.test(lower) ? "freelance" : /\btemporary\b|\btemp\b/.test(lower) ? "temporary" : undefined;
  if (type !== undefined) posting.employmentType = type;
  const years = /(\d{1,2})\+?\s*(?:-\s*\d{1,2}\s*)?years?\b/i.exec(text);
  if (years) posting.years = Number(years[1]);
  posting.skills = skillsIn(text, pieces.slice(1));
  return posting;
}

/** Whether `record` is a posting's: a title beside a salary, a skills list, a remote flag or a company. */
function isPosting(record: Json): boolean {
  const keys = Object.keys(record).map(normalisedKey);
  const has = (set: ReadonlySet<string>) => keys.some((key) => set.has(key));
  const skills = Object.keys(record).some((key) => Array.isArray(record[key]) && SKILL_LISTS.has(singular(wordsOf(key).pop() ?? "")));
  return has(TITLE_KEYS) && (keys.some((key) => key.includes("salary")) || has(REMOTE_KEYS) || has(WORKPLACE_KEYS) || skills || (has(COMPANY_KEYS) && has(LOCATION_KEYS)));
}

/** An enum's value that names `wanted` ("full_time" for "full-time", "on-site" for "onsite"), or undefined. */
function enumValue(options: readonly unknown[] | undefined, wanted: string): string | undefined {
  const plain = wanted.replace(/[^a-z]/g, "");
  return options?.find((option): option is string => typeof option === "string" && (option.toLowerCase().replace(/[^a-z]/g, "") === plain || (plain === "onsite" && /office|person/i.test(option)))) ;
}

/** The `enum` of a property of `schema` at `path`, if any. */
function enumAt(schema: unknown, path: readonly string[]): readonly unknown[] | undefined {
  let node = schema as Json | undefined;
  for (const key of path) {
    const properties = node?.properties as Json | undefined;
    node = properties?.[key] as Json | undefined;
    if (node && Array.isArray(node.anyOf)) node = (node.anyOf as Json[]).find((branch) => branch.type !== "null");
  }
  return Array.isArray(node?.enum) ? (node!.enum as unknown[]) : undefined;
}

/**
 * `document` with the values of the job posting the prompt pastes, where `validate` accepts each.
 * @example withJobPosting({ title: "x", salary_min: 459.93, remote: false }, "Extract the job details: Senior Frontend Engineer at Acme Corp, $85k–$110k, remote", check, schema) // { title: "Senior Frontend Engineer", salary_min: 85000, remote: true }
 */
export function withJobPosting(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema?: unknown): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !CUE.test(prompt.slice(0, 4000))) return document;
  const root = document as Json;
  const nested = isPosting(root) ? undefined : Object.keys(root).find((key) => root[key] !== null && typeof root[key] === "object" && !Array.isArray(root[key]) && isPosting(root[key] as Json));
  if (!isPosting(root) && nested === undefined) return document;
  const posting = jobPostingIn(prompt);
  const copy = structuredClone(root);
  const record = nested === undefined ? copy : (copy[nested] as Json);
  const path = nested === undefined ? [] : [nested];
  let changed = false;
  const set = (holder: Json, key: string, next: unknown) => {
    if (next === undefined || holder[key] === next) return;
    const before = holder[key];
    holder[key] = next;
    if (validate(copy)) changed = true;
    else holder[key] = before;
  };
  const fill = (holder: Json, at: readonly string[], salary: boolean) => {
    for (const [key, value] of Object.entries(holder)) {
      const normal = normalisedKey(key);
      const options = enumAt(schema, [...at, key]);
      if (value !== null && typeof value === "object" && !Array.isArray(value)) {
        // `salary: {min, max, currency}`, `salaryRange`, `compensation`.
        if (/salary|pay|compensation/.test(normal)) fill(value as Json, [...at, key], true);
        continue;
      }
      if (Array.isArray(value)) {
        if (posting.skills.length > 0 && SKILL_LISTS.has(singular(wordsOf(key).pop() ?? "")) && (value.length === 0 || typeof value[0] === "string")) {
          for (let length = posting.skills.length; length >= 1; length--) {
            set(holder, key, posting.skills.slice(0, length));
            if (holder[key] !== value) break;
          }
        }
        continue;
      }
      const nullable = (next: unknown) => set(holder, key, next ?? null);
      if (salary || normal.includes("salary") || normal.includes("pay")) {
        if (MIN_KEYS.has(normal)) nullable(posting.salaryMin);
        else if (MAX_KEYS.has(normal)) nullable(posting.salaryMax);
        else if (CURRENCY_KEYS.has(normal)) nullable(posting.currency);
        else if (PERIOD_KEYS.has(normal) && posting.period) set(holder, key, enumValue(options, posting.period) ?? (options ? undefined : posting.period));
        else if (SALARY_TEXT_KEYS.has(normal) && typeof value === "string") nullable(posting.salaryText);
        if (salary) continue;
      }
      if (TITLE_KEYS.has(normal) && typeof value === "string") set(holder, key, posting.title);
      else if (COMPANY_KEYS.has(normal)) nullable(posting.company);
      else if (LOCATION_KEYS.has(normal)) nullable(posting.location);
      else if (CURRENCY_KEYS.has(normal)) nullable(posting.currency);
      else if (REMOTE_KEYS.has(normal) && (typeof value === "boolean" || value === null)) nullable(posting.remote);
      else if (WORKPLACE_KEYS.has(normal) && posting.workplace) set(holder, key, options ? enumValue(options, posting.workplace) : posting.workplace);
      else if (TYPE_KEYS.has(normal)) {
        if (posting.employmentType) set(holder, key, options ? enumValue(options, posting.employmentType) : posting.employmentType.replace(/^./, (c) => c.toUpperCase()));
        else nullable(undefined);
      } else if (YEARS_KEYS.has(normal) && (typeof value === "number" || value === null)) nullable(posting.years);
    }
  };
  fill(record, path, false);
  return changed ? copy : document;
}
