/**
 * Replies to "When is the best time to visit Japan?" and "best time to go to Lisbon": the months
 * and the reason for a city cities.ts holds (city-seasons.ts) or a country countries.ts holds.
 * For any other place it says it does not know that place's seasons and gives the questions that
 * decide it anywhere (a climate chart, a rainy season, festivals and school holidays), as advice.
 */
import { cityNamed, PLACE_QUALIFIER, placeName } from "./city-names.ts";
import { CITY_SEASONS } from "./city-seasons.ts";
import { countryNamed } from "./country-names.ts";
import { namesPlace } from "./local-food.ts";

const PLACE = String.raw`([\p{L}][\p{L}'’.\- ]{0,40}?${PLACE_QUALIFIER})`;
const WHEN = String.raw`(?:time|times|months?|seasons?|time\s+of\s+(?:the\s+)?year|period)`;
const GO = String.raw`(?:visit|go\s+to|travel\s+to|go|head\s+to|take\s+a\s+trip\s+to|plan\s+a\s+trip\s+to)`;
const END = String.raw`(?:\s*,?\s+(?:as\s+a\s+tourist|for\s+(?:a\s+)?(?:holiday|vacation|trip)|please|thanks))?\s*[.!?]*\s*$`;
/** "When is the best time to visit Japan?", "What's the best month to go to Lisbon?", "best time to go to Lisbon", "When should I visit Kyoto?" */
const ASKED = new RegExp(
  String.raw`^\s*(?:(?:(?:when|what)(?:\s+is|'s|\s+are)\s+)?(?:the\s+)?(?:best|ideal|right|perfect|nicest|good)\s+${WHEN}\s+(?:(?:for\s+(?:me|us)\s+)?to\s+${GO}|for\s+(?:visiting|a\s+trip\s+to|a\s+visit\s+to|travel(?:l?ing)?\s+to|going\s+to))|when\s+(?:should|would|do)\s+(?:i|we|you|one)\s+(?:recommend\s+)?${GO}|when\s+to\s+${GO})\s+${PLACE}${END}`,
  "iu",
);

/**
 * When to visit the place the prompt asks about, and why; undefined for a prompt that asks no such thing.
 * @example bestTimeReply("best time to go to Lisbon") // "The best time to visit Lisbon is March to May and September to October: …"
 */
export function bestTimeReply(prompt: string): string | undefined {
  if (prompt.length > 200 || prompt.includes("\n")) return undefined;
  const written = ASKED.exec(prompt)?.[1];
  if (written === undefined || !namesPlace(written, prompt)) return undefined;
  const city = cityNamed(written);
  const country = city ? undefined : countryNamed(written);
  const season = city ? CITY_SEASONS[city.name] : country?.season;
  const name = city?.name ?? country?.name ?? placeName(written);
  if (season !== undefined) {
    const [when, why] = season;
    return `The best time to visit ${name} is ${when}: ${why}. Want me to suggest what to see and eat while you're there?`;
  }
  return [
    `I don't know ${name}'s seasons well enough to name the best months to go, so I'd rather not guess.`,
    `A climate chart for ${name} will show its warmest, driest and wettest months. In many places the shoulder seasons, spring and autumn, bring mild weather, smaller crowds and lower prices than the peak of summer.`,
    `Check too for a rainy, monsoon or hurricane season, and for festivals and school holidays: they can be a reason to go, or to book early. Tell me what you want to do there and I can help you weigh it.`,
  ].join(" ");
}
