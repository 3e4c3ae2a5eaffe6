/**
 * A question about a film or a book by its title, beside a tool of their facts
 * (`get_movie_info`, `search_movies`, `get_book_info`, `lookup_book`): "Who directed Dune: Part
 * Two?", "What's the rating of Spider-Man: Across the Spider-Verse?", "Is Mission: Impossible
 * worth watching?", "Who wrote Sapiens: A Brief History of Humankind?". A model looks the work up,
 * and passes its whole title, punctuation and all: the colon, the hyphen, the commas of "Gödel,
 * Escher, Bach" are the title's, not where it ends. A tool that does something to a film (rates,
 * plays it) is no such tool: "Who directed The Matrix?" beside `rate_movie` stays prose.
 */
import { wordsOf } from "./property-kinds.ts";
import { filmNamed } from "./known-films.ts";
import { cityNamed } from "./city-names.ts";
import type { components } from "../../generated/api.d.ts";

type Tool = components["schemas"]["ChatTool"];

/** What a work is: a film (a movie, a show) or a book. */
export type WorkKind = "film" | "book";

/** Verbs of a tool that looks a work up, or a name without one (`movie_info`, `imdb_lookup`). */
const LOOKUP_VERBS = /^(?:get|search|find|lookup|look|fetch|query|retrieve|info|details|information|describe)$/;
const FILM_WORDS = /^(?:movie|movies|film|films|imdb|tmdb|cinema)$/;
const BOOK_WORDS = /^(?:books?|novels?|goodreads|isbn)$/;

/** The kind of work a tool looks up, by its name (`get_movie_info` → film, `get_book_info` → book); undefined for other tools (`rate_movie`, `book_flight`). */
export function workToolKind(name: string): WorkKind | undefined {
  const words = wordsOf(name);
  if (!words.some((word) => LOOKUP_VERBS.test(word))) return undefined;
  if (words.some((word) => FILM_WORDS.test(word))) return "film";
  // "book" first is the verb of `book_flight`; after a lookup verb it is the thing (`get_book_info`).
  if (words.some((word, i) => BOOK_WORDS.test(word) && !(i === 0 && word === "book"))) return "book";
  return undefined;
}

/** Whether a tool looks films or books up. */
export function isWorkTool(tool: Tool): boolean {
  return workToolKind(tool.function.name) !== undefined;
}

/** A title: a capital or a digit first, then words, joined by the marks titles hold (":", "-", ",", "'", "&", "!"). */
const TITLE = String.raw`(?:the\s+(?:movie|film|book|novel)\s+)?["“]?([\p{Lu}\p{N}][\p{L}\p{N}'’&!.-]*(?:(?:[:,]?\s+|\s*[-–]\s*)[\p{L}\p{N}'’&!.-]+){0,14}?)["”]?`;
/** What ends a question: its mark, or the end. */
const END = String.raw`\s*[?.!]*\s*$`;

/** Questions of a film: who made or played in it, how it is rated, whether to watch it, when it came out. */
const FILM_ASKS = [
  new RegExp(String.raw`^\s*who\s+(?:directed|starred\s+in|stars\s+in|acted\s+in|played\s+in|produced)\s+${TITLE}${END}`, "iu"),
  new RegExp(String.raw`^\s*(?:what(?:'s|’s|\s+is)|how\s+(?:good|long)\s+is)\s+(?:the\s+)?(?:rating|imdb\s+rating|score|runtime|cast|plot|box\s+office|release\s+date|director)\s+(?:of|for)\s+${TITLE}${END}`, "iu"),
  new RegExp(String.raw`^\s*is\s+${TITLE}\s+(?:worth\s+(?:watching|seeing|a\s+watch)|a\s+good\s+(?:movie|film))${END}`, "iu"),
  new RegExp(String.raw`^\s*(?:when\s+(?:did|was)|what\s+year\s+(?:did|was))\s+${TITLE}\s+(?:come\s+out|released|made|premiere|filmed)${END}`, "iu"),
  new RegExp(String.raw`^\s*how\s+(?:is|was)\s+${TITLE}\s+rated${END}`, "iu"),
];
/** Questions of a book: who wrote it, whether to read it, when it was published, how long it is. */
const BOOK_ASKS = [
  new RegExp(String.raw`^\s*who\s+(?:wrote|authored|is\s+the\s+author\s+of|published)\s+${TITLE}${END}`, "iu"),
  new RegExp(String.raw`^\s*is\s+${TITLE}\s+(?:worth\s+(?:reading|a\s+read)|a\s+good\s+(?:book|read|novel))${END}`, "iu"),
  new RegExp(String.raw`^\s*(?:when\s+was|what\s+year\s+was)\s+${TITLE}\s+(?:published|written)${END}`, "iu"),
  new RegExp(String.raw`^\s*how\s+many\s+pages\s+(?:is|are\s+in|does)\s+${TITLE}(?:\s+have)?${END}`, "iu"),
  new RegExp(String.raw`^\s*(?:what(?:'s|’s|\s+is)\s+(?:the\s+)?(?:isbn|author|page\s+count)\s+of)\s+${TITLE}${END}`, "iu"),
];
/** Questions of either: "Tell me about X", "What is X about?", "Give me info on X", "Is X any good?". */
const EITHER_ASKS = [
  new RegExp(String.raw`^\s*(?:(?:can\s+you\s+)?tell\s+me\s+(?:about|more\s+about)|(?:give\s+me\s+|get\s+|look\s+up\s+)?(?:info|information|details)\s+(?:on|about|for)|look\s+up)\s+${TITLE}${END}`, "iu"),
  new RegExp(String.raw`^\s*what(?:'s|’s|\s+is)\s+${TITLE}\s+about${END}`, "iu"),
  new RegExp(String.raw`^\s*is\s+${TITLE}\s+any\s+good${END}`, "iu"),
];

/** A work asked about: its title, and its kind when the question says it. */
export interface WorkAsked {
  title: string;
  kind: WorkKind | undefined;
}

/**
 * The work a question asks about by title, and its kind when the question tells (who directed
 * it: a film; who wrote it: a book); undefined when it asks about none by title ("Who directed
 * this?").
 * @example workAskedIn("Who directed Dune: Part Two?") // { title: "Dune: Part Two", kind: "film" }
 */
export function workAskedIn(text: string): WorkAsked | undefined {
  if (text.length > 200 || text.includes("\n")) return undefined;
  for (const [asks, kind] of [[FILM_ASKS, "film"], [BOOK_ASKS, "book"], [EITHER_ASKS, undefined]] as const) {
    for (const ask of asks) {
      const title = ask.exec(text)?.[1]?.replace(/[.,:]+$/, "");
      // The questions are read in any case, so a title shows its own capital ("Who directed this?" names none).
      if (title !== undefined && /^[\p{Lu}\p{N}]/u.test(title) && !/^(?:I|It|This|That|They|He|She|We|You)$/.test(title)) return { title, kind };
    }
  }
  return undefined;
}

/**
 * The work tools a question asks: those of its kind; for a question of either kind ("Tell me
 * about X"), a film tool for a film the mock knows, else the tools of a title that reads as a
 * work's (a colon, three words or more, and no city), of one kind first (films).
 */
export function workToolsAsked(text: string, tools: readonly Tool[]): Tool[] {
  const asked = workAskedIn(text);
  if (asked === undefined) return [];
  const ofKind = (kind: WorkKind) => tools.filter((tool) => workToolKind(tool.function.name) === kind);
  if (asked.kind !== undefined) return ofKind(asked.kind);
  const film = filmNamed(asked.title);
  if (film !== undefined && asked.title.startsWith(film.title)) return ofKind("film");
  if (cityNamed(asked.title) || !(asked.title.includes(":") || asked.title.split(/\s+/).length >= 3)) return [];
  const films = ofKind("film");
  return films.length > 0 ? films : ofKind("book");
}

/** The title a work tool takes: the whole one the question asks about ("Spider-Man: Across the Spider-Verse"). */
export function askedWorkTitleOf(text: string): string | undefined {
  return workAskedIn(text)?.title;
}
