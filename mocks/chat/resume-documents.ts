/**
 * A pasted resume parsed into a structured output ("John Smith\nSoftware Engineer at Acme
 * (2019-2023)\nSkills: Python, React, SQL\nEducation: BSc Computer Science, MIT, 2018" with
 * `{name, email, skills, experience: [{company, title, years}], education: [{school, degree,
 * year}]}`): the faker wrote "Leadership" as the skills, "Smith\nSoftware Engineer" as a
 * company and "G" as a school. A model takes each from the text: the name on its first line,
 * the skills listed, each job's title, company and years, each degree with its school and year.
 *
 * Runs on the finished document, only when it has a top-level `skills`, `experience` or
 * `education` and the prompt is several lines; a field the text gives nothing for keeps its
 * value, but for the email: one the resume does not give is left out when the caller's schema
 * (`schema`) lets it, null when it may be null, and only when required made from the name
 * (firstname.lastname@example.com, designed); a change is kept only where the schema accepts it.
 */
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Most characters of a resume read. */
const MAX_TEXT = 4000;
/** A job line: "Software Engineer at Acme (2019-2023)", "Designer at Globex, 2016 – present". */
const JOB = /^\s*(?:[-*•]\s*)?([^\n(]{2,60}?)\s+(?:at|@)\s+([^\n(,]{2,60}?)\s*[(,]?\s*(\d{4})\s*(?:-|–|—|to)\s*(\d{4}|present|now|current)\s*\)?\s*$/i;
/** A labelled line: "Skills: Python, React", "Education: BSc …". */
const LABELLED = /^\s*(skills|technical skills|education|email|e-mail)\s*:\s*(.+)$/i;
/** A line that is a person's name: two or three capitalised words. */
const NAME_LINE = /^\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})\s*$/u;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

interface Job {
  title: string;
  company: string;
  start: number;
  end: number | string;
}
interface Degree {
  degree: string;
  school: string;
  year: number | undefined;
}
interface Resume {
  name?: string;
  email?: string;
  skills: string[];
  jobs: Job[];
  degrees: Degree[];
}

/** What a resume's lines say. */
function readResume(text: string): Resume {
  const resume: Resume = { skills: [], jobs: [], degrees: [] };
  const lines = text.slice(0, MAX_TEXT).split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.length > 300) continue;
    const job = JOB.exec(line);
    if (job) {
      const end = /^\d{4}$/.test(job[4]!) ? Number(job[4]) : "Present";
      resume.jobs.push({ title: job[1]!.trim(), company: job[2]!.trim(), start: Number(job[3]), end });
      continue;
    }
    const labelled = LABELLED.exec(line);
    if (labelled) {
      const label = labelled[1]!.toLowerCase();
      const value = labelled[2]!.trim();
      if (label.endsWith("skills")) resume.skills.push(...value.split(/\s*(?:,|;|\band\b)\s*/).filter((skill) => skill.length > 0 && skill.length < 40));
      else if (label === "education") resume.degrees.push(...value.split(/\s*;\s*/).map(degreeOf));
      else resume.email ??= EMAIL.exec(value)?.[0];
      continue;
    }
    if (i === 0 && NAME_LINE.test(line)) resume.name = line.trim();
    resume.email ??= EMAIL.exec(line)?.[0];
  }
  return resume;
}

/** The change that takes a field out of the document. */
const LEFT_OUT = Symbol("left out");

/**
 * The email of a resume that gives none: left out when the caller's schema lets it be, null when
 * it may be null, and only when it must be a string one made from the name
 * ("jane.doe@example.com", on the reserved example domain); undefined to keep the faker's when
 * there is no name to make it from. An address nobody wrote is one a model must not invent.
 */
function emailLeftOut(key: string, name: string | undefined, schema: unknown): string | null | typeof LEFT_OUT | undefined {
  const root = (schema ?? {}) as Json;
  const required = Array.isArray(root.required) && root.required.includes(key);
  if (!required) return LEFT_OUT;
  const property = ((root.properties ?? {}) as Json)[key] as Json | undefined;
  const types = [property?.type, ...(((property?.anyOf ?? property?.oneOf ?? []) as Json[]).map((option) => option.type))].flat();
  if (types.includes("null") || property?.nullable === true) return null;
  const words = (name ?? "").normalize("NFD").replace(/[^A-Za-z\s-]/g, "").toLowerCase().split(/\s+/).filter(Boolean);
  return words.length >= 2 ? `${words[0]}.${words[words.length - 1]}@example.com` : undefined;
}

/** "BSc Computer Science, MIT, 2018": the degree, the school and the year. */
function degreeOf(text: string): Degree {
  const parts = text.split(/\s*,\s*/);
  const yearAt = parts.findIndex((part) => /^\d{4}$/.test(part));
  const year = yearAt < 0 ? undefined : Number(parts[yearAt]);
  const rest = parts.filter((_, i) => i !== yearAt);
  return { degree: rest[0] ?? text, school: rest.slice(1).join(", ") || rest[0] || text, year };
}

/**
 * `document` with what a pasted resume says, where `validate` accepts it; the document itself
 * when it has no resume's fields or the prompt is no resume.
 * @example withResume({ name: "John smith", skills: ["Leadership"] }, "John Smith\nSkills: Python, React", check) // { name: "John Smith", skills: ["Python", "React"] }
 */
export function withResume(document: unknown, text: string, validate: (value: unknown) => boolean, schema?: unknown): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !text.includes("\n")) return document;
  const keys = Object.keys(document);
  const field = (names: readonly string[]) => keys.find((key) => names.includes(normalisedKey(key)));
  const skillsKey = field(["skills", "skill", "technicalskills"]);
  const jobsKey = field(["experience", "experiences", "workexperience", "jobs", "employment", "workhistory", "positions"]);
  const degreesKey = field(["education", "degrees", "schools"]);
  if (skillsKey === undefined && jobsKey === undefined && degreesKey === undefined) return document;
  const resume = readResume(text);
  const source = document as Json;
  const changes: [string, unknown][] = [];
  const nameKey = field(["name", "fullname"]);
  if (nameKey !== undefined && resume.name !== undefined && typeof source[nameKey] === "string") changes.push([nameKey, resume.name]);
  const emailKey = field(["email", "emailaddress"]);
  if (emailKey !== undefined && typeof source[emailKey] === "string") {
    const email = resume.email ?? emailLeftOut(emailKey, resume.name, schema);
    if (email !== undefined) changes.push([emailKey, email]);
  }
  if (skillsKey !== undefined && resume.skills.length > 0 && Array.isArray(source[skillsKey])) changes.push([skillsKey, [...resume.skills]]);
  if (jobsKey !== undefined && resume.jobs.length > 0) changes.push([jobsKey, records(source[jobsKey], resume.jobs, writeJob)]);
  if (degreesKey !== undefined && resume.degrees.length > 0) changes.push([degreesKey, records(source[degreesKey], resume.degrees, writeDegree)]);
  if (changes.length === 0) return document;
  // Each change kept where the schema accepts it (a `maxItems` may refuse the jobs, not the skills).
  const copy = { ...source };
  let kept = 0;
  for (const [key, next] of changes) {
    const before = copy[key];
    if (next === LEFT_OUT) delete copy[key];
    else copy[key] = next;
    if (validate(copy)) kept++;
    else copy[key] = before;
  }
  return kept === 0 ? document : copy;
}

/** The list `list` (of objects) rewritten as `facts`, each in the form of the list's first record. */
function records<T>(list: unknown, facts: readonly T[], write: (template: Json, fact: T) => Json): unknown {
  if (!Array.isArray(list) || list.length === 0) return list;
  const template = list[0];
  if (template === null || typeof template !== "object" || Array.isArray(template)) return list;
  return facts.map((fact, i) => write((list[i] ?? template) as Json, fact));
}

/** A job in the form of `template`: title, company, years (a "2019-2023" string, start and end, or a number of years). */
function writeJob(template: Json, job: Job): Json {
  const written: Json = { ...template };
  for (const [key, value] of Object.entries(template)) {
    const normal = normalisedKey(key);
    if (/^(?:title|jobtitle|role|position)$/.test(normal)) written[key] = job.title;
    else if (/^(?:company|employer|organization|organisation|companyname)$/.test(normal)) written[key] = job.company;
    else if (/^(?:years|dates|period|duration|tenure)$/.test(normal)) written[key] = typeof value === "number" ? (typeof job.end === "number" ? job.end - job.start : value) : `${job.start}-${job.end}`;
    else if (/^(?:start|startyear|startdate|from)$/.test(normal)) written[key] = typeof value === "number" ? job.start : String(job.start);
    else if (/^(?:end|endyear|enddate|to)$/.test(normal)) written[key] = typeof value === "number" ? (typeof job.end === "number" ? job.end : value) : String(job.end);
  }
  return written;
}

/** A degree in the form of `template`: school, degree and year. */
function writeDegree(template: Json, degree: Degree): Json {
  const written: Json = { ...template };
  for (const [key, value] of Object.entries(template)) {
    const normal = normalisedKey(key);
    if (/^(?:school|institution|university|college|schoolname)$/.test(normal)) written[key] = degree.school;
    else if (/^(?:degree|qualification|field|fieldofstudy|major|title)$/.test(normal)) written[key] = degree.degree;
    else if (/^(?:year|graduationyear|graduated|endyear|end)$/.test(normal) && degree.year !== undefined) written[key] = typeof value === "number" ? degree.year : String(degree.year);
  }
  return written;
}
