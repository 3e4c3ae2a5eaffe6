/**
 * A research paper's citation or title block the user pastes, read into the caller's record
 * ("Extract the paper metadata: Vaswani, A., Shazeer, N., … (2017). Attention is all you need. In
 * Advances in Neural Information Processing Systems." with `{title, authors, year, venue}`): the
 * title, every author, the year, the venue, the DOI, and the abstract (its first sentence for a
 * summary) as the text writes them. Three shapes: APA ("Surname, I., … (Year). Title. Venue."), a
 * quoted title ("A. Vaswani et al., \"Title,\" in Proc. NeurIPS, 2017."), and a title line over an
 * authors line and the abstract. The value passes gave authors from the mock's population, a
 * title of two surnames and the whole block as a summary.
 *
 * A cue (paper, citation, abstract…) and a look at the document's keys (a title beside authors)
 * come first; each change is kept only where the caller's schema accepts it.
 */
import { normalisedKey } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";

type Json = Record<string, unknown>;

/** What a pasted citation says; undefined where it says nothing. */
export interface Paper {
  title?: string;
  authors: string[];
  year?: number;
  venue?: string;
  doi?: string;
  abstract?: string;
}

const CUE = /\b(?:paper|citation|cite|abstract|reference|bibliograph\w*|publication|journal|arxiv|doi|article|preprint|proceedings)\b/i;
const TITLE_KEYS: ReadonlySet<string> = new Set(["title", "papertitle", "articletitle", "name"]);
const AUTHOR_KEYS: ReadonlySet<string> = new Set(["authors", "author", "authornames", "authorlist", "writers", "contributors"]);
const YEAR_KEYS: ReadonlySet<string> = new Set(["year", "publicationyear", "yearpublished", "pubyear", "publishedyear"]);
const VENUE_KEYS: ReadonlySet<string> = new Set(["venue", "journal", "conference", "publication", "publishedin", "source", "journalname", "conferencename", "booktitle", "publicationvenue"]);
const DOI_KEYS: ReadonlySet<string> = new Set(["doi"]);
const ABSTRACT_KEYS: ReadonlySet<string> = new Set(["abstract"]);
const SUMMARY_KEYS: ReadonlySet<string> = new Set(["summary", "tldr", "onesentencesummary", "shortsummary", "keyfinding", "mainfinding", "contribution", "maincontribution"]);

/** "Vaswani, A.", "Gomez, A. N.", "van der Maaten, L." as "A. Vaswani", "A. N. Gomez", "L. van der Maaten". */
const APA_AUTHOR = /((?:(?:van|von|de|der|da|di|le|la)\s+)*\p{Lu}[\p{L}'’-]+),\s+((?:\p{Lu}\.(?:\s*-?\s*\p{Lu}\.)*\s*)+)/gu;
const DOI = /\b(10\.\d{4,9}\/[^\s"<>]+[^\s"<>.,;])/;

/** Names written as a list: "Jacob Devlin, Ming-Wei Chang, Kenton Lee and Kristina Toutanova". */
function namesOf(list: string): string[] {
  return list
    .replace(/\s*\(\d{4}\)\s*\.?$/, "")
    .replace(/\bet al\.?/i, "")
    .split(/\s*(?:,|;|\band\b|&)\s*/)
    .map((name) => name.trim().replace(/[.,]$/, ""))
    .filter((name) => /^\p{Lu}[\p{L}.'’-]*(?:\s+(?:(?:van|von|de|der|da|di|le|la)\s+)?\p{Lu}[\p{L}.'’-]*){0,3}$/u.test(name) || /^\p{Lu}\.\s*\p{Lu}/u.test(name));
}

/**
 * What the pasted citation or title block says.
 * @example paperIn("Vaswani, A., & Polosukhin, I. (2017). Attention is all you need. In Advances in Neural Information Processing Systems.") // { title: "Attention is all you need", authors: ["A. Vaswani", "I. Polosukhin"], year: 2017, venue: "Advances in Neural Information Processing Systems" }
 */
export function paperIn(prompt: string): Paper {
  const text = givenText(prompt.slice(0, 6000)).trim();
  const doi = DOI.exec(text)?.[1];
  // APA: "Authors (2017). Title. Venue, 30, 5998–6008."
  const apa = /^([\s\S]{3,1500}?)\s*\((\d{4})[a-z]?\)\.\s+([^\n]+?[.?!])(?:\s+([^\n]+))?$/mu.exec(text);
  if (apa) {
    const authors = [...apa[1]!.matchAll(APA_AUTHOR)].map((match) => `${match[2]!.trim()} ${match[1]}`);
    if (authors.length > 0) {
      const title = apa[3]!.replace(/[.]$/, "").trim();
      const venue = apa[4]?.replace(/^In\s+/, "").replace(/\s*(?:https?:\/\/|doi:|10\.\d{4}).*$/i, "").replace(/(?:,\s*\d+(?:\(\d+\))?)*(?:,\s*(?:pp\.\s*)?\d+\s*[–-]\s*\d+)?\.?$/, "").replace(/\s*\(([A-Z]{2,}[\w-]*)\)$/, "").trim();
      return { title, authors, year: Number(apa[2]), ...(venue ? { venue } : {}), ...(doi ? { doi } : {}) };
    }
  }
  // IEEE / MLA: 'A. Vaswani, N. Shazeer et al., "Attention is all you need," in Proc. NeurIPS, 2017.'
  const quoted = /^([^"“\n]{3,600}?)[,.]?\s*["“]([^"”]{5,300}?)[,.]?["”][,.]?\s*(?:in\s+)?([^\n]*)$/m.exec(text);
  if (quoted) {
    const year = /\b(19|20)\d{2}\b/.exec(quoted[3]!)?.[0];
    const venue = quoted[3]!.replace(/,?\s*(?:vol\.|pp\.|no\.)[\s\S]*$/i, "").replace(/,?\s*(?:\w+\.?\s+)?\b(?:19|20)\d{2}\b.*$/, "").replace(/[.,]$/, "").trim();
    return { title: quoted[2]!.trim(), authors: namesOf(quoted[1]!), ...(year ? { year: Number(year) } : {}), ...(venue ? { venue } : {}), ...(doi ? { doi } : {}) };
  }
  // A title line, an authors line (with its year), then the abstract.
  const lines = text.split("\n").map((line) => line.trim()).filter(Boolean);
  if (lines.length >= 2) {
    const authors = namesOf(lines[1]!);
    if (authors.length > 0 && authors.join(", ").length >= lines[1]!.replace(/\s*\(\d{4}\)\s*\.?$/, "").replace(/\s*(?:,|\band\b|&)\s*/g, ", ").length - 4) {
      const year = /\b((?:19|20)\d{2})\b/.exec(lines[1]!)?.[1];
      const abstract = lines.slice(2).join(" ").replace(/^abstract[:.]?\s*/i, "").trim();
      return { title: lines[0]!.replace(/^title:\s*/i, ""), authors, ...(year ? { year: Number(year) } : {}), ...(abstract ? { abstract } : {}), ...(doi ? { doi } : {}) };
    }
  }
  return { authors: [] };
}

/** The first sentence of an abstract: "We introduce a new language representation model called BERT, …". */
function firstSentence(text: string): string {
  return /^[\s\S]+?[.!?](?=\s+\p{Lu}|$)/u.exec(text)?.[0] ?? text;
}

/**
 * `document` with the pasted paper's title, authors, year, venue, DOI, abstract and summary.
 * @example withPaper({ title: "Vaswani shazeer", authors: ["Jiho Lee"], year: 2017 }, "Extract the paper metadata: Vaswani, A. (2017). Attention is all you need. In NeurIPS.", check) // { title: "Attention is all you need", authors: ["A. Vaswani"], year: 2017 }
 */
export function withPaper(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !CUE.test(prompt.slice(0, 600))) return document;
  const root = document as Json;
  const isPaper = (record: Json) => {
    const keys = Object.keys(record).map(normalisedKey);
    return keys.some((key) => TITLE_KEYS.has(key)) && keys.some((key) => AUTHOR_KEYS.has(key));
  };
  const nested = isPaper(root) ? undefined : Object.keys(root).find((key) => root[key] !== null && typeof root[key] === "object" && !Array.isArray(root[key]) && isPaper(root[key] as Json));
  if (!isPaper(root) && nested === undefined) return document;
  const paper = paperIn(prompt);
  if (paper.title === undefined) return document;
  const copy = structuredClone(root);
  const record = nested === undefined ? copy : (copy[nested] as Json);
  let changed = false;
  const set = (key: string, next: unknown) => {
    const before = record[key];
    if (next === undefined || before === next) return false;
    record[key] = next;
    if (validate(copy)) return (changed = true);
    record[key] = before;
    return false;
  };
  for (const [key, value] of Object.entries(record)) {
    const normal = normalisedKey(key);
    if (TITLE_KEYS.has(normal)) set(key, paper.title);
    else if (AUTHOR_KEYS.has(normal) && paper.authors.length > 0) {
      if (Array.isArray(value)) {
        const template = value.find((item) => item !== null && typeof item === "object") as Json | undefined;
        // `authors: [{ name }]`: each author's name in the item's name field.
        const nameKey = template && Object.keys(template).find((field) => /^(?:name|fullname|authorname)$/.test(normalisedKey(field)));
        set(key, template && nameKey ? paper.authors.map((author) => ({ ...structuredClone(template), [nameKey]: author })) : paper.authors);
      } else set(key, paper.authors.join(", "));
    } else if (YEAR_KEYS.has(normal) && paper.year !== undefined) set(key, paper.year) || set(key, String(paper.year));
    else if (VENUE_KEYS.has(normal)) set(key, paper.venue ?? null);
    else if (DOI_KEYS.has(normal)) set(key, paper.doi ?? null);
    else if (ABSTRACT_KEYS.has(normal)) set(key, paper.abstract ?? null);
    else if (SUMMARY_KEYS.has(normal) && paper.abstract !== undefined) set(key, firstSentence(paper.abstract));
  }
  return changed ? copy : document;
}
