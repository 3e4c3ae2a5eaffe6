/**
 * The answer to a search's hits: records with a title, a web address and a snippet (a web
 * search, a docs search, Tavily's, SerpAPI's `organic_results`). A model answers from what the
 * snippets say and cites where it read it, as markdown links: one or two hits are said as
 * sentences, each with its source ("A Falcon 9 lifted off … ([SpaceX launches Starlink](https://…))."),
 * more as a numbered list of links with their snippets; an answer the search gives (Tavily's
 * `answer`) leads, with the sources after it.
 *
 * Results are untrusted: only the first hits are read, text is shortened, nothing throws.
 */
import { argIn, type Call, fieldIn, isRecord, markdownLink, oneLine, textIn, withStop, withoutStop } from "./result-words.ts";

/** Fields that name a hit, hold its address and say what it found. */
const TITLE_KEYS = ["title", "name", "headline", "pagetitle"];
const URL_KEYS = ["url", "link", "href", "uri", "permalink", "sourceurl"];
const SNIPPET_KEYS = ["snippet", "description", "content", "summary", "excerpt", "body", "text", "abstract"];
/** The arguments a search's words are in. */
const QUERY_KEYS = ["query", "q", "searchquery", "searchterm", "term", "keywords", "topic", "question"];
/** Hits said as sentences; past this they are a list. Hits listed at most. */
const MAX_SAID_HITS = 2;
const MAX_LISTED_HITS = 5;
/** Longest snippet quoted. */
const MAX_SNIPPET_CHARS = 180;

/** A hit as said: its link (or title) and its snippet. */
interface Hit {
  link: string;
  snippet: string | undefined;
}

/**
 * Whether `items` are a search's hits: the first one, and at least half of the first few, have
 * a title and a web address (a list of events or products has no address on most of its records),
 * and the first has a snippet.
 * @example isHitList([{ title: "Vitest", url: "https://vitest.dev", snippet: "Next generation testing" }]) // true
 */
export function isHitList(items: readonly unknown[]): boolean {
  const first = items.slice(0, 6);
  const hits = first.filter((item) => isRecord(item) && textIn(item, TITLE_KEYS) !== undefined && typeof fieldIn(item, URL_KEYS)?.value === "string");
  // The first hit says what it found: records with an address alone (repositories, bookmarks) are a list, not hits.
  const head = first[0];
  return hits.length * 2 >= first.length && hits.includes(head) && isRecord(head) && textIn(head, SNIPPET_KEYS) !== undefined;
}

/**
 * The answer to a search's hits, with the search's own answer (`answer`) when it gives one.
 * @example hitsAnswer(call, [{ title: "SpaceX launches Starlink batch 12-5", url: "https://example.com/a", snippet: "A Falcon 9 lifted off." }])
 * // "A Falcon 9 lifted off ([SpaceX launches Starlink batch 12-5](https://example.com/a))."
 */
export function hitsAnswer(call: Call | undefined, items: readonly unknown[], answer?: string): string {
  const hits = items.slice(0, MAX_LISTED_HITS).filter(isRecord).map(hitOf);
  if (answer !== undefined) {
    const sources = hits.slice(0, 3).map((hit) => hit.link);
    return `${withStop(answer)}${sources.length > 0 ? ` ${sources.length === 1 ? "Source" : "Sources"}: ${sources.join(", ")}.` : ""}`;
  }
  if (hits.length <= MAX_SAID_HITS) {
    return hits.map((hit) => (hit.snippet === undefined ? `I found ${hit.link}.` : `${withoutStop(hit.snippet)} (${hit.link}).`)).join(" ");
  }
  const query = queryOf(call);
  const lines = hits.map((hit, i) => `${i + 1}. ${hit.link}${hit.snippet === undefined ? "" : `: ${hit.snippet}`}`);
  return `Here is what I found${query === undefined ? "" : ` for "${query}"`}:\n\n${lines.join("\n")}`;
}

function hitOf(item: Record<string, unknown>): Hit {
  const title = textIn(item, TITLE_KEYS) ?? "a result";
  return { link: markdownLink(title, fieldIn(item, URL_KEYS)?.value), snippet: textIn(item, SNIPPET_KEYS, MAX_SNIPPET_CHARS) };
}

/** What the call searched for, as its arguments write it. */
function queryOf(call: Call | undefined): string | undefined {
  const value = argIn(call?.args, QUERY_KEYS);
  return typeof value === "string" && value.trim() !== "" ? oneLine(value, 60).replace(/"/g, "'") : undefined;
}
