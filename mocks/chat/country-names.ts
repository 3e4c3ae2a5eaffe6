/**
 * The country a travel prompt names, however it is written ("japan", "the USA", "Holland"):
 * city-names.ts's counterpart for countries.ts.
 */
import { COUNTRIES, type Country } from "./countries.ts";

/** "The U.S.A.!" → "usa", "the Netherlands" → "netherlands". */
function key(place: string): string {
  return place.trim().replace(/[.!?]/g, "").replace(/\s+/g, " ").toLowerCase().replace(/^the /, "");
}

const BY_NAME: ReadonlyMap<string, Country> = new Map(COUNTRIES.flatMap((country) => [country.name, ...(country.aka ?? [])].map((name) => [key(name), country] as const)));

/** The country a place names, or undefined for one the table does not hold. */
export function countryNamed(place: string): Country | undefined {
  return BY_NAME.get(key(place));
}

/** A country's name at the start of a sentence: "the United States" → "The United States". */
export function countryAtStart(country: Country): string {
  return country.name.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}
