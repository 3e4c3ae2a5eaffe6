/**
 * Lists of books, movies, shows, albums and games in a structured output ("Recommend 3 science
 * fiction books" with `{books: [{title, author, year}]}`): real works with who made them and when,
 * as the chat recommends them (recommendations.ts, recommendation-titles.ts). The faker and the
 * title filler wrote "Frankenstein" by "Beatriz Almeida" (2019) and "Beloved" of 2026: a real
 * title beside a made-up author is a wrong value a frontend shows. A prompt that asks for
 * recommendations gets the works the chat would pick; any other list keeps its titles, and a
 * title the table knows takes its own author and year.
 *
 * A look at the document's keys (a list named for works, of records with a title) comes before
 * the prompt is read; each record's change is kept only where the caller's schema accepts it.
 */
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { recommendedWorks } from "./recommendations.ts";
import { WORKS, type Medium, type Work } from "./recommendation-titles.ts";

type Json = Record<string, unknown>;

/** Lists of works, by their name's last word in the singular. */
const WORK_LISTS: ReadonlySet<string> = new Set(["book", "novel", "movie", "film", "show", "series", "podcast", "album", "game", "recommendation", "read", "title"]);
const TITLE_KEYS: ReadonlySet<string> = new Set(["title", "name", "booktitle", "movietitle"]);
/** Fields of who made a work: a book's author, a film's director, a show's creator, an album's artist. */
const BY_KEYS: ReadonlySet<string> = new Set(["author", "authors", "director", "by", "creator", "artist", "studio", "developer", "writer", "host", "band", "madeby", "directedby", "writtenby"]);
const YEAR_KEYS: ReadonlySet<string> = new Set(["year", "published", "publicationyear", "publishedyear", "yearpublished", "releaseyear", "released", "releasedate", "yearreleased", "firstpublished"]);
const WHY_KEYS: ReadonlySet<string> = new Set(["description", "summary", "why", "reason", "synopsis", "plot", "about", "blurb", "premise"]);

/** The medium of a list of works, by its name's last word in the singular: a `books` list's "Dune" is the novel, not the film. */
const MEDIUM_OF_LIST: ReadonlyMap<string, Medium> = new Map([
  ["book", "book"], ["novel", "book"], ["read", "book"], ["movie", "movie"], ["film", "movie"], ["show", "series"], ["series", "series"], ["podcast", "podcast"], ["album", "album"], ["game", "game"],
] as const);

/** Classics the title filler writes (categories.ts) that the recommendations' table does not hold: a record of one still takes its author and year. */
const MORE_BOOKS: readonly Work[] = [
  { title: "1984", by: "George Orwell", year: 1949, medium: "book", genres: ["classic", "scifi"], why: "a surveillance state rewrites the past and watches every citizen; the novel that named Big Brother" },
  { title: "Moby-Dick", by: "Herman Melville", year: 1851, medium: "book", genres: ["classic"], why: "Captain Ahab's obsessive hunt for the white whale" },
  { title: "Beloved", by: "Toni Morrison", year: 1987, medium: "book", genres: ["classic", "literary"], why: "a woman who escaped slavery is haunted by the daughter she lost" },
];

/** Every work of the table by its title in lower case (a title of two media has both), made on the first look-up. */
let byTitle: Map<string, Work[]> | undefined;
function workTitled(title: string, medium: Medium | undefined): Work | undefined {
  if (!byTitle) {
    byTitle = new Map();
    for (const work of [...Object.values(WORKS).flat(), ...MORE_BOOKS]) {
      const key = work.title.toLowerCase();
      byTitle.set(key, [...(byTitle.get(key) ?? []), work]);
    }
  }
  const works = byTitle.get(title.trim().toLowerCase());
  return works?.find((work) => work.medium === medium) ?? works?.[0];
}

/**
 * `document` with its list of works (as deep as a list inside a top-level object) real: the
 * works the prompt's recommendation asks for, else the author and year of each title the table
 * knows, where `validate` accepts it.
 * @example withWorkRecords({ books: [{ title: "Frankenstein", author: "Beatriz Almeida" }] }, "List 2 classic novels", check) // { books: [{ title: "Frankenstein", author: "Mary Shelley" }] }
 */
export function withWorkRecords(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const path = workList(document as Json, 0);
  if (!path) return document;
  const copy = structuredClone(document) as Json;
  const holder = path.length === 1 ? copy : (copy[path[0]!] as Json);
  const list = holder[path[path.length - 1]!] as Json[];
  const recommended = recommendedWorks(prompt, list.length);
  const medium = MEDIUM_OF_LIST.get(singular(wordsOf(path[path.length - 1]!).pop() ?? ""));
  let changed = false;
  for (const [i, record] of list.entries()) {
    if (record === null || typeof record !== "object" || Array.isArray(record)) continue;
    const titleKey = Object.keys(record).find((key) => TITLE_KEYS.has(normalisedKey(key)) && typeof record[key] === "string");
    if (titleKey === undefined) continue;
    const work = recommended?.[i] ?? workTitled(record[titleKey] as string, medium);
    if (work === undefined) continue;
    const before = { ...record };
    write(record, titleKey, work);
    if (validate(copy)) changed = true;
    else list[i] = before;
  }
  return changed ? copy : document;
}

/** `record` written as `work`: its title, who made it, its year and why it is worth it, in the fields the record has. */
function write(record: Json, titleKey: string, work: Work): void {
  record[titleKey] = work.title;
  for (const key of Object.keys(record)) {
    const normal = normalisedKey(key);
    const value = record[key];
    if (BY_KEYS.has(normal)) record[key] = Array.isArray(value) ? [work.by] : typeof value === "string" ? work.by : value;
    else if (YEAR_KEYS.has(normal)) record[key] = typeof value === "number" ? work.year : typeof value === "string" ? String(work.year) : value;
    else if (WHY_KEYS.has(normal) && typeof value === "string") record[key] = `${work.why.charAt(0).toUpperCase()}${work.why.slice(1)}.`;
  }
}

/** Where the list of works is: [key] or [key of a top-level object, key]. */
function workList(node: Json, depth: number): string[] | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      const first = value[0];
      if (first === null || typeof first !== "object" || Array.isArray(first)) continue;
      if (WORK_LISTS.has(singular(wordsOf(key).pop() ?? "")) && Object.keys(first).some((name) => TITLE_KEYS.has(normalisedKey(name)))) return [key];
    } else if (depth === 0 && value !== null && typeof value === "object") {
      const inner = workList(value as Json, 1);
      if (inner) return [key, ...inner];
    }
  }
  return undefined;
}
