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
}

/** Title, year, director, genres (lowercase, as genre fields and enums write them). */
const FILMS: readonly Film[] = (
  [
    ["Inception", 2010, "Christopher Nolan", "sci-fi|action|thriller"],
    ["The Matrix", 1999, "Lana Wachowski and Lilly Wachowski", "sci-fi|action"],
    ["Interstellar", 2014, "Christopher Nolan", "sci-fi|drama|adventure"],
    ["The Dark Knight", 2008, "Christopher Nolan", "action|crime|drama"],
    ["The Godfather", 1972, "Francis Ford Coppola", "crime|drama"],
    ["Pulp Fiction", 1994, "Quentin Tarantino", "crime|drama"],
    ["The Shawshank Redemption", 1994, "Frank Darabont", "drama"],
    ["Forrest Gump", 1994, "Robert Zemeckis", "drama|romance"],
    ["Titanic", 1997, "James Cameron", "drama|romance"],
    ["Avatar", 2009, "James Cameron", "sci-fi|adventure|action"],
    ["Jurassic Park", 1993, "Steven Spielberg", "adventure|sci-fi"],
    ["Jaws", 1975, "Steven Spielberg", "thriller|adventure"],
    ["Star Wars", 1977, "George Lucas", "sci-fi|adventure"],
    ["The Lord of the Rings: The Fellowship of the Ring", 2001, "Peter Jackson", "fantasy|adventure"],
    ["Spirited Away", 2001, "Hayao Miyazaki", "animation|fantasy"],
    ["Parasite", 2019, "Bong Joon-ho", "thriller|drama|comedy"],
    ["Casablanca", 1942, "Michael Curtiz", "drama|romance"],
    ["Arrival", 2016, "Denis Villeneuve", "sci-fi|drama"],
    ["Dune", 2021, "Denis Villeneuve", "sci-fi|adventure"],
    ["Oppenheimer", 2023, "Christopher Nolan", "drama|history"],
    ["Barbie", 2023, "Greta Gerwig", "comedy|fantasy"],
    ["Up", 2009, "Pete Docter", "animation|adventure|comedy"],
    ["Toy Story", 1995, "John Lasseter", "animation|comedy|adventure"],
    ["Finding Nemo", 2003, "Andrew Stanton", "animation|adventure|comedy"],
    ["The Lion King", 1994, "Roger Allers and Rob Minkoff", "animation|drama|adventure"],
    ["Frozen", 2013, "Chris Buck and Jennifer Lee", "animation|fantasy|musical"],
    ["Gladiator", 2000, "Ridley Scott", "action|drama|history"],
    ["Alien", 1979, "Ridley Scott", "sci-fi|horror"],
    ["The Silence of the Lambs", 1991, "Jonathan Demme", "thriller|crime|horror"],
    ["Fight Club", 1999, "David Fincher", "drama|thriller"],
    ["Back to the Future", 1985, "Robert Zemeckis", "sci-fi|comedy|adventure"],
    ["Get Out", 2017, "Jordan Peele", "horror|thriller"],
  ] as const
).map(([title, year, director, genres]) => ({ title, year, director, genres: genres.split("|") }));

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
]);

/**
 * `document` with the fields of a film the message names written as they are ("Inception":
 * 2010, Christopher Nolan, ["sci-fi", "action", "thriller"]), each kept only where `validate`
 * still accepts the document. Documents without a year, director or genre field are returned
 * as they are, without reading the message.
 */
export function withKnownFilm(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const keys = Object.keys(document).filter((key) => FILM_FIELDS.has(key.toLowerCase().replace(/[^a-z]/g, "")));
  if (!keys.some((key) => FILM_FIELDS.get(key.toLowerCase().replace(/[^a-z]/g, "")) !== "title")) return document;
  const film = filmNamed(text);
  if (film === undefined) return document;
  const written = { ...(document as Record<string, unknown>) };
  for (const key of keys) {
    const field = FILM_FIELDS.get(key.toLowerCase().replace(/[^a-z]/g, ""))!;
    const before = written[key];
    const value = field === "genre" ? film.genres[0] : field === "genres" ? (Array.isArray(before) ? [...film.genres] : film.genres.join(", ")) : field === "year" && typeof before === "string" ? String(film.year) : film[field];
    if (field === "director" && Array.isArray(before)) written[key] = film.director.split(" and ");
    else written[key] = value;
    if (!validate(written)) written[key] = before;
  }
  return written;
}
