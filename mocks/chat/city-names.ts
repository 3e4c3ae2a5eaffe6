/**
 * The city a travel prompt names, however it is written ("paris", "NYC", "Rome, Italy"), and a
 * place's name as a reply writes it: a known city as the table spells it, any other place with
 * its words capitalized ("porto" → "Porto").
 */
import { CITIES, type City } from "./cities.ts";

/** "Rome, Italy" → "rome", "L.A." → "la". */
function key(place: string): string {
  return place.trim().replace(/,.*$/, "").replace(/[.!?]/g, "").replace(/\s+/g, " ").toLowerCase();
}

const BY_NAME: ReadonlyMap<string, City> = new Map(CITIES.flatMap((city) => [city.name, ...(city.aka ?? [])].map((name) => [key(name), city] as const)));

/**
 * What may follow a place's name inside a travel prompt's place pattern: its country or state
 * after a comma ("Paris, France", "Austin, Texas"), which `cityNamed` reads past. Not what a
 * prompt adds after a comma about the answer or itself ("Greece, comma-separated", "Paris, please",
 * "Paris, and tell me the budget").
 */
export const PLACE_QUALIFIER = String.raw`(?:,\s*(?!(?:comma|semicolon|separated|bullet|numbered|one|as|in|please|thanks|thank|briefly|short|and|or|but|then|with|for|i|we|my|our|me|us|tell|give|list|include|including|keep|make|no|only|just)\b)\p{L}[\p{L}'’.\- ]{1,30}?)?`;

/** The city a place names, or undefined for one the table does not hold. */
export function cityNamed(place: string): City | undefined {
  return BY_NAME.get(key(place)) ?? BY_NAME.get(key(place).replace(/\s+city$/, ""));
}

/** Small words a place's name keeps in lower case: "Rio de Janeiro", "Stratford upon Avon". */
const SMALL = new Set(["de", "del", "da", "do", "la", "le", "of", "the", "and", "upon", "on", "am", "en"]);

/** A place's name as a reply writes it: "paris" → "Paris", "san sebastian" → "San Sebastian", "The UK" → "the UK". */
export function placeName(place: string): string {
  const city = cityNamed(place);
  if (city) return city.name;
  const words = place.trim().replace(/[.!?]+$/, "").split(/\s+/);
  // A leading "the" is read inside sentences ("the oldest streets of the UK").
  return words
    .map((word, i) => (i === 0 && words.length > 1 && /^the$/i.test(word) ? "the" : i > 0 && SMALL.has(word.toLowerCase()) ? word : word.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())))
    .join(" ");
}
