/**
 * Replies to a visitor's question about food: "What food should I try in Tokyo?", "5 dishes to
 * try in Italy", "must-try dishes in Thailand" name the dishes of a city cities.ts holds
 * (city-food.ts) or of a country countries.ts holds; "Where should I eat in Paris?" and "best
 * restaurants in Rome" name the city's real food areas, markets and streets, never a restaurant
 * (they open and close, and a mock must not invent one), and say so. In the layout of sights.ts:
 * an intro that says how many, numbered items, a closing line. For a place the tables do not
 * hold it says so and gives the ways a visitor finds good food anywhere, as advice.
 */
import { CITY_FOOD } from "./city-food.ts";
import { cityNamed, PLACE_QUALIFIER, placeName } from "./city-names.ts";
import type { Sight } from "./cities.ts";
import { countryNamed } from "./country-names.ts";
import { joined } from "./country-sights.ts";
import { countOf } from "./list-counts.ts";
import { layoutOf } from "./lists.ts";
import { isPlace } from "./sights.ts";
import { sampled } from "./choice-variety.ts";

/** A place as a prompt writes it, as sights.ts reads it. */
const PLACE = String.raw`([\p{L}][\p{L}'’.\- ]{0,40}?${PLACE_QUALIFIER})`;
/** What a prompt adds that the answer fits as it is: "as a tourist", "this summer", ", please", a layout. */
const END = String.raw`(?:\s*,?\s+(?:as\s+a\s+(?:tourist|visitor|first[- ]timer)|for\s+(?:the\s+)?first[- ]time(?:\s+visitors?)?|for\s+tourists|this\s+(?:week(?:end)?|year|summer|winter|spring|fall|autumn)|on\s+a\s+budget))?\s*[.!?]*(?:,?\s*(?:one per line|comma[- ]separated|as a (?:numbered |bulleted )?list|in bullet points|please|thanks))*\s*[.!?]*\s*$`;
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|several)`;
const LEAD = String.raw`(?:(?:please|hey|hi|ok(?:ay)?)[,!]?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:(?:give|show|tell|get)\s+(?:me|us)|list|name|suggest|recommend|what\s+are|what're|which\s+are|what's|what\s+is|(?:i|we)\s+(?:need|want)|(?:i'?m|we're)\s+looking\s+for|looking\s+for|any)`;
const ADJECTIVE = String.raw`(?:best|top|must[- ]try|must[- ]eat|must[- ]have|famous|popular|iconic|classic|traditional|typical|local|authentic|good|great|essential|signature|national|street|native|favou?rite|unmissable|delicious|regional)`;
/** "dishes", "foods to try", "things to eat", "local specialties". */
const DISHES = String.raw`(?:foods?|dish(?:es)?|meals|cuisine|specialt(?:y|ies)|specialit(?:y|ies)|delicacies|snacks|things\s+to\s+eat)(?:\s+(?:to\s+(?:try|eat|taste|order)|(?:you|i|we)\s+(?:must|should|have\s+to)\s+(?:try|eat)|worth\s+trying))?`;
/** "restaurants", "places to eat", "food markets". */
const EATERIES = String.raw`(?:restaurants?|eateries|(?:places?|spots?|areas?)\s+(?:to\s+eat|for\s+(?:food|dinner|lunch))|food\s+(?:spots|places|markets?|areas|neighbou?rhoods|streets))`;

/** "5 dishes to try in Italy", "must-try dishes in Thailand", "What are the best foods in Japan?" */
const LISTED_DISHES = new RegExp(String.raw`^\s*(?:${LEAD}\s+)?(?:(?:the|some|a\s+list\s+of|your|me|us|a|top)\s+)*(?:${COUNT}\s+)?(?:${ADJECTIVE}[\s,]+)*${DISHES}\s+(?:in|of|from|around)\s+${PLACE}${END}`, "iu");
/** "What food should I try in Tokyo?", "what to eat in Mexico", "What should I eat in Rome?" */
const WHAT_DISHES = new RegExp(String.raw`^\s*what\s+(?:(?:food|foods|dish(?:es)?)\s+)?(?:(?:should|must|can|do\s+you\s+recommend)\s+(?:i|we|one|you)\s+(?:try|eat|taste|order|have)|to\s+(?:try|eat))(?:\s+and\s+drink)?\s+(?:in|when\s+in|while\s+in|when\s+visiting)\s+${PLACE}${END}`, "iu");
/** "What food is Italy famous for?", "What dishes is Lisbon known for?" */
const KNOWN_FOR = new RegExp(String.raw`^\s*what\s+(?:(?:local\s+)?(?:food|foods|dish(?:es)?)\s+(?:is|are)\s+${PLACE}\s+(?:famous|known)\s+for|is\s+${PLACE}(?:'s|\s+famous|\s+known)\s+(?:famous\s+)?(?:food|dish)(?:\s+for)?)${END}`, "iu");
/** "best restaurants in Rome", "good places to eat in Paris", "Recommend a restaurant in Lisbon" */
const LISTED_EATERIES = new RegExp(String.raw`^\s*(?:${LEAD}\s+)?(?:(?:the|some|a\s+list\s+of|your|me|us|a|top)\s+)*(?:${COUNT}\s+)?(?:${ADJECTIVE}[\s,]+)*${EATERIES}\s+(?:in|around|near)\s+${PLACE}${END}`, "iu");
/** "Where should I eat in Paris?", "where to eat in Rome", "Where can we have dinner in Lisbon?" */
const WHERE_EAT = new RegExp(String.raw`^\s*where\s+(?:(?:should|can|could|would|do)\s+(?:i|we|one|you)\s+(?:recommend\s+)?|to\s+)(?:eat|go\s+(?:to\s+eat|for\s+(?:food|dinner|lunch))|have\s+(?:dinner|lunch)|get\s+(?:good\s+)?food|find\s+good\s+food)\s+(?:in|around)\s+${PLACE}${END}`, "iu");

/** The ways to find good food in a place the tables do not hold, as advice; {P} is the place. */
const GENERAL: readonly Sight[] = [
  ["Ask what {P} is known for", "most places have a dish or two they are proud of; your host or the tourist office will name them."],
  ["A food market", "the stalls show what's in season, and a market lunch is often the best cheap meal in town."],
  ["Where locals queue", "a busy, simple place a street or two away from the main square beats a menu in five languages."],
  ["A food tour or a cooking class", "a quick way to taste several specialties with someone who can explain them."],
  ["Recent reviews", "check them before choosing a particular restaurant: places change chefs and owners."],
];

/** What the prompt asks: dishes or places to eat, where, how many, whether it says "restaurants". */
interface Question {
  kind: "dishes" | "eateries";
  place: string;
  count: number | undefined;
  restaurants: boolean;
}

function readQuestion(prompt: string): Question | undefined {
  if (prompt.length > 200 || prompt.includes("\n")) return undefined;
  const asked = askedFood(prompt);
  // Whether it says "restaurants" is searched for only in a question of these: most prompts are none.
  return asked && { ...asked, restaurants: /restaurant|eateries/i.test(prompt) };
}

/** The kind, place and count a question of one of the shapes above asks for, or undefined. */
function askedFood(prompt: string): Omit<Question, "restaurants"> | undefined {
  const dishes = LISTED_DISHES.exec(prompt);
  if (dishes) return { kind: "dishes", place: dishes[2]!, count: countAsked(dishes[1]) };
  const what = WHAT_DISHES.exec(prompt);
  if (what) return { kind: "dishes", place: what[1]!, count: undefined };
  const known = KNOWN_FOR.exec(prompt);
  if (known) return { kind: "dishes", place: (known[1] ?? known[2])!, count: undefined };
  const eateries = LISTED_EATERIES.exec(prompt);
  if (eateries) return { kind: "eateries", place: eateries[2]!, count: countAsked(eateries[1]) };
  const where = WHERE_EAT.exec(prompt);
  if (where) return { kind: "eateries", place: where[1]!, count: undefined };
  return undefined;
}

/** The number a question's count word says ("five", "10"), or undefined when it gives none. */
function countAsked(word: string | undefined): number | undefined {
  return word === undefined ? undefined : countOf(word.replace(/\s+/g, " ").toLowerCase());
}

/** Whether the words name a place: a city or country the tables hold, else a capitalized name that is no time or pastime ("what to eat in pregnancy" is none). */
export function namesPlace(place: string, prompt: string): boolean {
  if (cityNamed(place) || countryNamed(place)) return true;
  return isPlace(place, prompt) && /^(?:the\s+)?\p{Lu}/u.test(place.trim());
}

/** "sushi" → "Sushi": an item's title starts a line. */
function title(name: string): string {
  return name.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/** The reply's items, intro and closing line. */
interface Parts {
  items: Sight[];
  intro: (count: number) => string;
  closing: string;
}

/** Dishes of a known city or country; the closing names where to find them. */
function dishesOf(name: string, dishes: readonly Sight[], count: number | undefined, where: string): Parts {
  const items = sampled(dishes, Math.min(count ?? dishes.length, dishes.length));
  const intro = (n: number) => (n === 1 ? `Here's one dish not to miss in ${name}:` : `Here are ${n}${count === undefined ? " of the best" : ""} dishes to try in ${name}:`);
  return { items, intro, closing: where };
}

/** The parts of the reply for a city the table holds. */
function aboutCity(name: string, question: Question): Parts {
  const food = CITY_FOOD[name]!;
  const places = joined(food.eat.map(([area]) => area.replace(/^The /, "the ")));
  if (question.kind === "dishes") return dishesOf(name, food.dishes, question.count, `You'll find them around ${places}. Want me to suggest where to eat near where you're staying?`);
  const items = sampled(food.eat, Math.min(question.count ?? food.eat.length, food.eat.length));
  const intro = (n: number) =>
    question.restaurants
      ? `Rather than name restaurants, which open and close too often for me to vouch for, here ${n === 1 ? "is one place" : `are ${n} places`} in ${name} where you'll eat well:`
      : `Here ${n === 1 ? "is one of the best places" : `are ${n} of the best places`} to eat in ${name}:`;
  const order = joined(food.dishes.slice(0, 4).map(([dish]) => dish));
  return { items, intro, closing: `What to order: ${order}. For a particular restaurant, check recent reviews and book ahead for dinner.` };
}

/** The parts of the reply for a country the table holds: its dishes, then the cities whose food areas the mock knows. */
function aboutCountry(name: string, dishes: readonly Sight[], cities: readonly string[], question: Question): Parts {
  const known = cities.length > 0 ? ` For where to eat, ask me about ${joined(cities.slice(0, 3)).replace(/ and /, " or ")}.` : "";
  if (question.kind === "dishes") return dishesOf(name, dishes, question.count, `Dishes vary by region, so ask what the place you're in is known for.${known}`);
  const items = sampled(dishes, Math.min(question.count ?? dishes.length, dishes.length));
  const intro = (n: number) => `I can't vouch for particular restaurants across ${name}, but here ${n === 1 ? "is one dish" : `are ${n} dishes`} to look for on the menu:`;
  return { items, intro, closing: `A busy place full of locals is usually a good sign.${known}` };
}

/** The parts of the reply for a place the tables do not hold: how to find good food, as advice. */
function aboutPlace(name: string, question: Question): Parts {
  const items = sampled(GENERAL, Math.min(question.count ?? GENERAL.length, GENERAL.length)).map(([what, line]): Sight => [what.replaceAll("{P}", name), line]);
  const intro = (n: number) =>
    question.kind === "dishes"
      ? `I don't know the food of ${name} well enough to name its dishes, so here ${n === 1 ? "is one way" : `are ${n} ways`} to find the best of it:`
      : `I don't know ${name}'s restaurants, and I can't check current reviews, so here ${n === 1 ? "is one way" : `are ${n} ways`} to find a good meal there:`;
  return { items, intro, closing: `Tell me what you like to eat and your budget, and I can help you narrow it down.` };
}

/**
 * The dishes, or the places to eat, of the place the prompt asks about (all the table holds when
 * no number is asked, as many as asked otherwise); undefined for a prompt that asks about none.
 * @example localFoodReply("What food should I try in Tokyo?")?.split("\n")[0] // "Here are 6 of the best dishes to try in Tokyo:"
 */
export function localFoodReply(prompt: string): string | undefined {
  const question = readQuestion(prompt);
  if (!question || !namesPlace(question.place, prompt)) return undefined;
  const city = cityNamed(question.place);
  const country = city ? undefined : countryNamed(question.place);
  const { items, intro, closing } = city
    ? aboutCity(city.name, question)
    : country
      ? aboutCountry(country.name, country.dishes, country.highlights.filter((highlight): highlight is string => typeof highlight === "string"), question)
      : aboutPlace(placeName(question.place), question);
  const lines = items.map(([name, line]) => `**${title(name)}**: ${line.replaceAll("{P}", city?.name ?? country?.name ?? placeName(question.place))}`);
  const layout = layoutOf(prompt);
  if (layout === "lines") return lines.map((line) => line.replaceAll("**", "")).join("\n");
  if (layout === "commas") return items.map(([name]) => title(name)).join(", ");
  if (lines.length === 1) return `${intro(1)}\n\n${lines[0]}`;
  const list = lines.map((line, i) => (layout === "bullets" ? `- ${line}` : `${i + 1}. ${line}`));
  return `${intro(lines.length)}\n\n${list.join("\n")}\n\n${closing}`;
}
