/**
 * Things demos ask a JSON list of, with the attributes they ask beside them ("5 fruits and their
 * colors", "3 programming languages with their year of creation", "4 colors with hex codes",
 * "countries and their capitals"), and the facts of countries a question asks for ("the capital
 * of France and its population"). A model knows these; a mock that writes "Banana: red" or a
 * random population reads as broken. Figures are rounded as a model gives them (populations of
 * about 2023, in people; distances and diameters in kilometres).
 */
import { CAPITALS } from "./capitals.ts";

export type Value = string | number;
export type Row = Readonly<Record<string, Value>>;

/** A kind of thing: the key its list takes in an answer, and its members, best-known first, each named by its `label` column (`name`, a book's `title`). */
export interface Kind {
  readonly key: string;
  readonly label: string;
  readonly rows: readonly Row[];
}

/** Rows from `|`-separated cells, `;`-separated lines; digits are numbers, but in the first column (a name: "1984"). */
const rows = (columns: string, lines: string): Row[] => {
  const keys = columns.split(",");
  return lines.split(";").map((line) => Object.fromEntries(line.split("|").map((cell, index) => [keys[index]!, index > 0 && /^\d+$/.test(cell) ? Number(cell) : cell])));
};

const COUNTRY_ROWS = rows(
  "name,capital,population,continent,currency,language,capital_population",
  "France|Paris|68200000|Europe|Euro|French|2100000;Japan|Tokyo|124500000|Asia|Japanese yen|Japanese|14000000;" +
    "Brazil|Brasília|203000000|South America|Brazilian real|Portuguese|2800000;Canada|Ottawa|40000000|North America|Canadian dollar|English|1020000;" +
    "Australia|Canberra|26600000|Oceania|Australian dollar|English|460000;Germany|Berlin|84400000|Europe|Euro|German|3850000;" +
    "India|New Delhi|1428000000|Asia|Indian rupee|Hindi|250000;Italy|Rome|58900000|Europe|Euro|Italian|2750000;" +
    "Mexico|Mexico City|128500000|North America|Mexican peso|Spanish|9200000;Egypt|Cairo|112700000|Africa|Egyptian pound|Arabic|10100000;" +
    "Spain|Madrid|48300000|Europe|Euro|Spanish|3300000;China|Beijing|1410000000|Asia|Renminbi|Mandarin Chinese|21900000;" +
    "United Kingdom|London|68300000|Europe|Pound sterling|English|8900000;United States|Washington, D.C.|335000000|North America|US dollar|English|680000;" +
    "Kenya|Nairobi|55100000|Africa|Kenyan shilling|Swahili|4400000;Argentina|Buenos Aires|46600000|South America|Argentine peso|Spanish|3100000",
);

/** The kinds, by the singular noun a prompt names them with. */
export const KINDS: ReadonlyMap<string, Kind> = new Map<string, Kind>([
  ["fruit", { key: "fruits", label: "name", rows: rows("name,color", "Apple|red;Banana|yellow;Orange|orange;Strawberry|red;Blueberry|blue;Kiwi|green;Grape|purple;Mango|orange;Pineapple|yellow;Lemon|yellow") }],
  ["vegetable", { key: "vegetables", label: "name", rows: rows("name,color", "Carrot|orange;Broccoli|green;Tomato|red;Eggplant|purple;Spinach|green;Bell pepper|red;Cauliflower|white;Corn|yellow;Cucumber|green;Beetroot|red") }],
  [
    "planet",
    {
      key: "planets",
      label: "name",
      rows: rows(
        "name,diameter_km,moons,distance_from_sun_km,type",
        "Mercury|4879|0|57900000|terrestrial;Venus|12104|0|108200000|terrestrial;Earth|12742|1|149600000|terrestrial;Mars|6779|2|227900000|terrestrial;" +
          "Jupiter|139820|95|778500000|gas giant;Saturn|116460|146|1432000000|gas giant;Uranus|50724|28|2867000000|ice giant;Neptune|49244|16|4515000000|ice giant",
      ),
    },
  ],
  [
    "programming language",
    {
      key: "languages",
      label: "name",
      rows: rows(
        "name,year,creator,paradigm",
        "Python|1991|Guido van Rossum|multi-paradigm;JavaScript|1995|Brendan Eich|multi-paradigm;Java|1995|James Gosling|object-oriented;C|1972|Dennis Ritchie|procedural;" +
          "C++|1985|Bjarne Stroustrup|multi-paradigm;Ruby|1995|Yukihiro Matsumoto|object-oriented;Go|2009|Robert Griesemer, Rob Pike and Ken Thompson|concurrent;" +
          "Rust|2010|Graydon Hoare|multi-paradigm;TypeScript|2012|Anders Hejlsberg|multi-paradigm;Swift|2014|Chris Lattner|multi-paradigm",
      ),
    },
  ],
  [
    "color",
    {
      key: "colors",
      label: "name",
      rows: rows(
        "name,hex,rgb",
        "Red|#FF0000|rgb(255, 0, 0);Green|#00FF00|rgb(0, 255, 0);Blue|#0000FF|rgb(0, 0, 255);Yellow|#FFFF00|rgb(255, 255, 0);Purple|#800080|rgb(128, 0, 128);" +
          "Orange|#FFA500|rgb(255, 165, 0);Pink|#FFC0CB|rgb(255, 192, 203);Black|#000000|rgb(0, 0, 0);White|#FFFFFF|rgb(255, 255, 255);Gray|#808080|rgb(128, 128, 128)",
      ),
    },
  ],
  [
    "book",
    {
      key: "books",
      label: "title",
      rows: rows(
        "title,author,year,genre",
        "Pride and Prejudice|Jane Austen|1813|romance;1984|George Orwell|1949|dystopian fiction;To Kill a Mockingbird|Harper Lee|1960|Southern Gothic;The Hobbit|J.R.R. Tolkien|1937|fantasy;" +
          "Moby-Dick|Herman Melville|1851|adventure;Jane Eyre|Charlotte Brontë|1847|Gothic romance;Dune|Frank Herbert|1965|science fiction;The Great Gatsby|F. Scott Fitzgerald|1925|literary fiction;" +
          "Frankenstein|Mary Shelley|1818|Gothic horror;Beloved|Toni Morrison|1987|historical fiction",
      ),
    },
  ],
  [
    "movie",
    {
      key: "movies",
      label: "title",
      rows: rows(
        "title,director,year,genre",
        "Inception|Christopher Nolan|2010|science fiction;The Matrix|Lana and Lilly Wachowski|1999|science fiction;Spirited Away|Hayao Miyazaki|2001|animation;Casablanca|Michael Curtiz|1942|romance;" +
          "Interstellar|Christopher Nolan|2014|science fiction;Parasite|Bong Joon-ho|2019|thriller;Up|Pete Docter|2009|animation;Arrival|Denis Villeneuve|2016|science fiction;" +
          "Amélie|Jean-Pierre Jeunet|2001|romantic comedy;Jaws|Steven Spielberg|1975|thriller",
      ),
    },
  ],
  ["country", { key: "countries", label: "name", rows: COUNTRY_ROWS.map(({ capital_population: _, ...country }) => country) }],
]);

/** Other nouns of a kind: "languages" alone is read as programming languages in a JSON list beside a year or creator. */
export const KIND_NOUNS: ReadonlyMap<string, string> = new Map([
  ["fruit", "fruit"], ["vegetable", "vegetable"], ["veggie", "vegetable"], ["planet", "planet"], ["programming language", "programming language"],
  ["coding language", "programming language"], ["language", "programming language"], ["color", "color"], ["colour", "color"], ["country", "country"], ["nation", "country"],
  ["book", "book"], ["novel", "book"], ["movie", "movie"], ["film", "movie"],
]);

/**
 * The column an attribute a prompt names is (singular, lower case): "colors" → `color`, "year of
 * creation" → `year`, "hex codes" → `hex`, "capitals" → `capital`.
 */
export const ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ["color", "color"], ["colour", "color"],
  ["hex", "hex"], ["hex code", "hex"], ["hex value", "hex"], ["hex color", "hex"], ["hex colour", "hex"], ["hex color code", "hex"], ["hex colour code", "hex"], ["hex color value", "hex"], ["hexadecimal code", "hex"], ["color code", "hex"], ["colour code", "hex"],
  ["rgb", "rgb"], ["rgb value", "rgb"], ["rgb code", "rgb"],
  ["year", "year"], ["year of creation", "year"], ["year of publication", "year"], ["publication year", "year"], ["year published", "year"], ["creation year", "year"], ["year created", "year"], ["year of release", "year"], ["release year", "year"], ["year released", "year"], ["year introduced", "year"], ["year of introduction", "year"], ["year it was created", "year"], ["year they were created", "year"], ["first release", "year"],
  ["creator", "creator"], ["inventor", "creator"], ["designer", "creator"], ["author", "creator"], ["writer", "author"], ["director", "director"], ["genre", "genre"],
  ["paradigm", "paradigm"], ["main paradigm", "paradigm"],
  ["diameter", "diameter_km"], ["size", "diameter_km"], ["moon", "moons"], ["number of moons", "moons"], ["moon count", "moons"],
  ["distance from the sun", "distance_from_sun_km"], ["distance from sun", "distance_from_sun_km"], ["distance", "distance_from_sun_km"], ["type", "type"],
  ["capital", "capital"], ["capital city", "capital"], ["population", "population"], ["continent", "continent"], ["currency", "currency"],
  ["language", "language"], ["official language", "language"], ["main language", "language"],
]);

/** A country's facts by any name a prompt gives it ("France", "the UK", "USA"); its capital's population as `capital_population`. */
export function countryFacts(name: string): Row | undefined {
  const lower = name.toLowerCase().replace(/^the\s+/, "").replace(/\./g, "").trim();
  const capital = CAPITALS.get(lower);
  if (capital === undefined) return undefined;
  return COUNTRY_ROWS.find((row) => row.capital === capital) ?? { name: name.replace(/^the\s+/i, ""), capital };
}
