/**
 * What countries.ts and home-nations.ts hold for each country: its own module, so that the
 * tables can share it without importing each other.
 */
import type { Sight } from "./cities.ts";

/** When to go, and why: ["late March to May and October to November", "cherry blossom …"]. */
export type Season = readonly [when: string, why: string];

export interface Country {
  /** As a sentence writes it inside: "Japan", "the United States". */
  readonly name: string;
  /** Other names a prompt may use, in lower case: "usa", "holland". */
  readonly aka?: readonly string[];
  /** Five to eight highlights, best-known first: a city cities.ts holds by its name, any other place with a line. */
  readonly highlights: readonly (string | Sight)[];
  /** Five to seven dishes and drinks, best-known first; a breakfast has the "morning" slot. */
  readonly dishes: readonly Sight[];
  readonly season: Season;
  /** The highlights a trip goes through, by name, in travel order: it arrives at the first. */
  readonly route: readonly string[];
}
