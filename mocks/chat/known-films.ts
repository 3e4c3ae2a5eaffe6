/**
 * Very well-known films, with what a model knows of them: "Tell me about the movie Inception"
 * with `{title, year, director, genres}` gives 2010, Christopher Nolan and sci-fi, not "Movie
 * Inception" directed by "Inception". Other films keep the generated values.
 */

export interface Film {
  title: string;
  year: number;
  director: string;
  genres: readonly string[];
  /** How critics and audiences rate it, out of 10 (as a model recalls it: IMDb's, rounded). */
  rating: number;
}

/** Title, year, director, genres (lowercase, as genre fields and enums write them), rating out of 10. */
const FILMS: readonly Film[] = (
  [
    ["Inception", 2010, "Christopher Nolan", "sci-fi|action|thriller", 8.8],
    ["The Matrix", 1999, "Lana Wachowski and Lilly Wachowski", "sci-fi|action", 8.7],
    ["Interstellar", 2014, "Christopher Nolan", "sci-fi|drama|adventure", 8.7],
    ["The Dark Knight", 2008, "Christopher Nolan", "action|crime|drama", 9],
    ["The Godfather", 1972, "Francis Ford Coppola", "crime|drama", 9.2],
    ["Pulp Fiction", 1994, "Quentin Tarantino", "crime|drama", 8.9],
    ["The Shawshank Redemption", 1994, "Frank Darabont", "drama", 9.3],
    ["Forrest Gump", 1994, "Robert Zemeckis", "drama|romance", 8.8],
    ["Titanic", 1997, "James Cameron", "drama|romance", 7.9],
    ["Avatar", 2009, "James Cameron", "sci-fi|adventure|action", 7.9],
    ["Jurassic Park", 1993, "Steven Spielberg", "adventure|sci-fi", 8.2],
    ["Jaws", 1975, "Steven Spielberg", "thriller|adventure", 8.1],
    ["Star Wars", 1977, "George Lucas", "sci-fi|adventure", 8.6],
    ["The Lord of the Rings: The Fellowship of the Ring", 2001, "Peter Jackson", "fantasy|adventure", 8.9],
    ["Spirited Away", 2001, "Hayao Miyazaki", "animation|fantasy", 8.6],
    ["Parasite", 2019, "Bong Joon-ho", "thriller|drama|comedy", 8.5],
    ["Casablanca", 1942, "Michael Curtiz", "drama|romance", 8.5],
    ["Arrival", 2016, "Denis Villeneuve", "sci-fi|drama", 7.9],
    ["Dune", 2021, "Denis Villeneuve", "sci-fi|adventure", 8],
    ["Oppenheimer", 2023, "Christopher Nolan", "drama|history", 8.3],
    ["Barbie", 2023, "Greta Gerwig", "comedy|fantasy", 6.8],
    ["Up", 2009, "Pete Docter", "animation|adventure|comedy", 8.3],
    ["Toy Story", 1995, "John Lasseter", "animation|comedy|adventure", 8.3],
    ["Finding Nemo", 2003, "Andrew Stanton", "animation|adventure|comedy", 8.2],
    ["The Lion King", 1994, "Roger Allers and Rob Minkoff", "animation|drama|adventure", 8.5],
    ["Frozen", 2013, "Chris Buck and Jennifer Lee", "animation|fantasy|musical", 7.4],
    ["Gladiator", 2000, "Ridley Scott", "action|drama|history", 8.5],
    ["Alien", 1979, "Ridley Scott", "sci-fi|horror", 8.5],
    ["The Silence of the Lambs", 1991, "Jonathan Demme", "thriller|crime|horror", 8.6],
    ["Fight Club", 1999, "David Fincher", "drama|thriller", 8.8],
    ["Back to the Future", 1985, "Robert Zemeckis", "sci-fi|comedy|adventure", 8.5],
    ["Get Out", 2017, "Jordan Peele", "horror|thriller", 7.8],
  ] as const
).map(([title, year, director, genres, rating]) => ({ title, year, director, genres: genres.split("|"), rating }));

/** Films by the first word of their title, lowercase: a prompt is looked up word by word, not film by film. */
const BY_FIRST_WORD: ReadonlyMap<string, readonly Film[]> = FILMS.reduce((index, film) => {
  const first = film.title.toLowerCase().split(" ")[0]!;
  index.set(first, [...(index.get(first) ?? []), film]);
  return index;
}, new Map<string, Film[]>());

/**
 * The known film `text` names, written with capitals as a title is ("Inception", "The Dark
 * Knight"); the longest title wins ("Star Wars" over "Up"). Undefined when it names none.
 * @example filmNamed("Tell me about the movie Inception")?.year // 2010
 */
export function filmNamed(text: string): Film | undefined {
  let best: Film | undefined;
  for (const match of text.slice(0, 600).matchAll(/\p{Lu}[\p{L}\p{N}'’-]*/gu)) {
    for (const film of BY_FIRST_WORD.get(match[0].toLowerCase()) ?? []) {
      if (!text.startsWith(film.title, match.index) || /[\p{L}\p{N}]/u.test(text[match.index + film.title.length] ?? "")) continue;
      // A short title is a film's only in a message about films: "Up", not "Sign Up".
      if (film.title.length < 5 && !/\b(?:movie|film|pixar|watch)/i.test(text)) continue;
      if (best === undefined || film.title.length > best.title.length) best = film;
    }
  }
  return best;
}

/** Names of a document's fields that hold what the table knows of a film. */
const FILM_FIELDS: ReadonlyMap<string, keyof Film | "genre"> = new Map([
  ["title", "title"], ["movie", "title"], ["film", "title"], ["movietitle", "title"], ["filmtitle", "title"], ["name", "title"],
  ["year", "year"], ["releaseyear", "year"], ["released", "year"], ["yearreleased", "year"],
  ["director", "director"], ["directedby", "director"], ["directors", "director"],
  ["genres", "genres"], ["genre", "genre"],
  ["rating", "rating"], ["score", "rating"], ["imdbrating", "rating"], ["userrating", "rating"], ["averagerating", "rating"], ["criticscore", "rating"],
]);

/**
 * `document` with the fields of a film the message names written as they are ("Inception":
 * 2010, Christopher Nolan, ["sci-fi", "action", "thriller"]), each kept only where `validate`
 * still accepts the document. Documents without a year, director or genre field are returned
 * as they are, without reading the message.
 */
export function withKnownFilm(document: unknown, text: string, validate: (value: unknown) => boolean, schema?: unknown): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const keys = Object.keys(document).filter((key) => FILM_FIELDS.has(key.toLowerCase().replace(/[^a-z]/g, "")));
  const fields = keys.map((key) => FILM_FIELDS.get(key.toLowerCase().replace(/[^a-z]/g, "")));
  // A `rating` alone makes a film of the document only in a message about films ("Frozen pizza" is none).
  // A `title` alone makes one in a message that rates the film ("Give The Matrix 3 out of 5 stars" → "The Matrix").
  if (!fields.some((field) => field !== "title" && field !== "rating") && !(fields.includes("rating") && /\b(?:movie|film)/i.test(text)) && !(fields.includes("title") && STATED_RATING.test(text.slice(0, 600)))) return document;
  const film = filmNamed(text);
  if (film === undefined) return document;
  const written = { ...(document as Record<string, unknown>) };
  for (const key of keys) {
    const field = FILM_FIELDS.get(key.toLowerCase().replace(/[^a-z]/g, ""))!;
    const before = written[key];
    if (field === "rating" && typeof before !== "number") continue;
    // "Rate Inception 85 out of 100", "give it 4 stars": the user's own rating, not the film's.
    if (field === "rating" && STATED_RATING.test(text.slice(0, 600))) continue;
    const value = field === "rating" ? ratingIn(film.rating, propertyOf(schema, key)) : field === "genre" ? film.genres[0] : field === "genres" ? (Array.isArray(before) ? [...film.genres] : film.genres.join(", ")) : field === "year" && typeof before === "string" ? String(film.year) : film[field];
    if (field === "director" && Array.isArray(before)) written[key] = film.director.split(" and ");
    else written[key] = value;
    if (!validate(written)) written[key] = before;
  }
  return written;
}

/** A rating the user gives: "85 out of 100", "8/10", "4 stars", "rate it 7", "a score of 9". */
const STATED_RATING = /\b\d{1,3}(?:\.\d)?\s*(?:\/\s*\d{1,3}\b|out\s+of\s+\d{1,3}\b|stars?\b)|\b(?:rate|rating|score)\s+(?:it\s+|of\s+|as\s+|at\s+)?\d/i;

/** The schema of `document`'s property `key`, if the schema says. */
function propertyOf(schema: unknown, key: string): Record<string, unknown> | undefined {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  const property = properties?.[key];
  return property !== null && typeof property === "object" ? (property as Record<string, unknown>) : undefined;
}

/**
 * A rating out of 10 on the scale the field's `maximum` gives: 0–5 stars halve it (8.8 → 4.4),
 * 0–100 multiply it by ten (88), no maximum or 10 keep it; an integer field rounds it. (A string
 * `rating` may be an age rating, "PG-13": it keeps its own.)
 */
export function ratingIn(outOfTen: number, property: Record<string, unknown> | undefined): number {
  const maximum = typeof property?.maximum === "number" ? property.maximum : 10;
  const scaled = maximum <= 5 ? outOfTen / 2 : maximum > 10 ? outOfTen * (maximum / 10) : outOfTen;
  return property?.type === "integer" ? Math.round(scaled) : Math.round(scaled * 10) / 10;
}
