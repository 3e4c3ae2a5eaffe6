/**
 * What sights.ts lists for a country countries.ts holds ("things to do in Japan", "Is Portugal
 * worth visiting?"): its highlights under an intro that says how many, and a closing line with
 * dishes to try and the best time to go. A highlight that is a known city is told by the city's
 * own best-known sights, so "Tokyo" reads as Senso-ji, Shibuya Crossing and the Meiji Shrine.
 */
import { cityNamed } from "./city-names.ts";
import type { Sight } from "./cities.ts";
import type { Country } from "./countries.ts";
import { sampled } from "./choice-variety.ts";

/** What sights.ts read of the prompt. */
export interface PlaceQuestion {
  count: number | undefined;
  worth: boolean;
  /** "Tell me about Wales": a visitor's overview. */
  overview?: boolean;
  tailored: string | undefined;
}

/** How many of a known city's sights its line names. */
const CITY_SIGHTS = 3;

/** "a, b and c"; "a; b and c; and d" when a name holds an "and" of its own. */
export function joined(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  const [separator, last] = words.some((word) => / and /.test(word)) ? ["; ", "; and "] : [", ", " and "];
  return `${words.slice(0, -1).join(separator)}${last}${words[words.length - 1]}`;
}

/** A highlight as a sight: a known city by its best-known sights in town ("the Louvre, the Eiffel Tower and Musée d'Orsay."). */
export function highlightOf(highlight: string | Sight): Sight {
  if (typeof highlight !== "string") return highlight;
  const city = cityNamed(highlight)!;
  const names = city.sights.filter(([, , slot]) => slot !== "trip").slice(0, CITY_SIGHTS).map(([name]) => name.replace(/^The /, "the "));
  return [city.name, `${joined(names)}.`];
}

/** The speaker's words as the reply's: "with my kids" → "with your kids". */
function addressed(text: string): string {
  return text.replace(/\b(?:my|our)\b/gi, "your");
}

/** The reply's items, intro and closing line for a country the table holds. */
export function aboutCountry(country: Country, question: PlaceQuestion): { items: string[]; intro: (count: number) => string; closing: (count: number) => string } {
  const highlights = country.highlights.map(highlightOf);
  const items = sampled(highlights, Math.min(question.count ?? highlights.length, highlights.length)).map(([name, line]) => `**${name}**: ${line}`);
  const intro = (count: number) =>
    question.worth
      ? `Yes, ${country.name} is well worth a visit. Here are ${count} of its highlights:`
      : question.overview
        ? `Here's an overview of ${country.name} for a visitor, starting with ${count} of its highlights:`
        : count === 1
          ? `Here's one place not to miss in ${country.name}:`
          : `Here are ${count}${question.count === undefined ? " of the best" : ""} places to visit in ${country.name}:`;
  const closing = () => {
    const dishes = joined(country.dishes.slice(0, 3).map(([name]) => name));
    const [when, why] = country.season;
    const offer = question.tailored ? `Want me to pick the ones that suit a trip ${addressed(question.tailored)}?` : "Want me to turn these into a day-by-day plan?";
    return `For food, try ${dishes}. The best time to go is ${when}: ${why}. ${offer}`;
  };
  return { items, intro, closing };
}
