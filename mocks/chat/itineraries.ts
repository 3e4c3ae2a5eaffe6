/**
 * Replies to the travel planner's prompt: "Plan a 3 day trip to Paris", "Create a 5-day itinerary
 * for Tokyo", "Plan a week in the USA", "Plan a trip to Japan". A model answers with a day-by-day
 * plan naming the place; the mock does too, with a morning, an afternoon and an evening for each
 * day (at most a week), and the same plan for the same prompt. A trip without a length gets a
 * sensible one (a week for a country, three days elsewhere) and the reply says so. A city the mock
 * knows (cities.ts) gets its real sights and food (city-plans.ts), a country its route
 * (country-plans.ts); for any other place it says what it cannot know in kinds of places a visitor
 * goes to (a market, a museum, a viewpoint), in words that read right whether the place is a town
 * or a whole country.
 */
import { cityPlan, type PlanDay } from "./city-plans.ts";
import { cityNamed, PLACE_QUALIFIER, placeName } from "./city-names.ts";
import { choiceSeed } from "./choice-variety.ts";
import { countryNamed } from "./country-names.ts";
import { countryPlan } from "./country-plans.ts";
import { isPlace } from "./sights.ts";
import { numberWordsUpTo, writtenNumber } from "./written-numbers.ts";

/** How long a trip is, as a prompt writes it: "3 day", "5-day", "3 nights", "a week", "two weeks", "10 days", "a weekend", "a long weekend", "a fortnight". */
const LENGTH = String.raw`(?:(\d{1,2}|${numberWordsUpTo(14)})[- ](days?|nights?|weeks?)|(long\s+weekend|weekend|fortnight|week|day))(?:[- ]long)?`;
/** The ask: "Plan", "Can you make me", "Help me plan", "I want to plan", with "a", "an", "my" or "our" before the trip. */
const ASK = String.raw`^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:help\s+(?:me|us)\s+(?:to\s+)?plan|(?:i|we)\s+(?:want|need|would\s+like)\s+to\s+plan|plan\s+out|plan|create|make|build|write|give\s+me|suggest|draft)\s+(?:(?:me|us)\s+)?(?:(?:an?|my|our|the)\s+)?`;
/** A place as a prompt writes it: "Japan", "the USA", "the Scottish Highlands". */
const PLACE = String.raw`([\p{L}][\p{L} .'-]{1,40}?${PLACE_QUALIFIER})`;
const KIND = String.raw`(?:road\s+trip|trip|itinerary|vacation|holiday|visit|getaway|travel\s+plan|honeymoon|break)`;
/** What a prompt says of the trip that the plan fits as it is: "a family trip", "a romantic weekend", "a 5-day solo trip". */
const MANNER = String.raw`(?:(?:family|romantic|solo|relaxing|short|quick|first|dream|perfect|cheap|budget|luxury|summer|winter|spring|autumn|fall|spring\s+break)\s+)*`;
/** A month, a season or a holiday: when the trip is. */
const PERIOD = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|the\s+(?:spring|summer|autumn|fall|winter)|christmas|easter|next\s+(?:year|month)|this\s+year)`;
/** What a prompt adds after the place: when ("in April", "this summer") and who or how ("with my kids", "on a budget"); the closing line asks for the rest. */
const AFTER = String.raw`(?:\s*,?\s+(?:(?:in|during|this|next|over)\s+${PERIOD}|with\s+(?:(?:my|our|the|a|two|young|small|little)\s+)*(?:kids|children|family|partner|wife|husband|girlfriend|boyfriend|friends|parents|teens?|teenagers|toddlers?|baby)|on\s+a\s+(?:tight\s+|small\s+)?budget|for\s+(?:a\s+)?(?:couple|family|first[- ]timers?|two)))*`;
/** The end of the prompt, with its manners: ", please", "thanks!". */
const END = String.raw`(?:\s*,?\s+(?:please|thanks|thank\s+you))?\s*[.!?]*\s*$`;
/** "Plan a 3 day trip to Paris", "Plan a trip to Japan", "Plan a week-long trip to Japan", "Plan a trip to Iceland for 10 days". */
const TRIP = new RegExp(String.raw`${ASK}${MANNER}(?:${LENGTH}\s+)?${MANNER}${KIND}\s+(?:to|in|for|around|through|across|of)\s+${PLACE}(?:\s+for\s+(?:an?\s+)?${LENGTH})?${AFTER}${END}`, "iu");
/** "Plan a week in the USA", "Plan two weeks in Japan", "Plan 3 nights in Paris", "Plan a long weekend in Lisbon". */
const STAY = new RegExp(String.raw`${ASK}${MANNER}${LENGTH}\s+(?:in|around|through|across|touring|exploring)\s+${PLACE}${AFTER}${END}`, "iu");
/** Words no place's name holds: "Japan in April" is a place and a time the reader did not take apart. */
const NOT_A_NAME = /\s(?:in|with|on|for|during|this|next|over|at)\s/i;
/** Most days a plan lists: a longer trip gets a week's plan, and the reply says so. */
const MAX_DAYS = 7;
/** Days a plan lists when the prompt names no length: a week for a country, a long weekend for a city or a place the mock does not know. */
const DEFAULT_DAYS = { country: 7, other: 3 } as const;

/** A trip's length as asked: days, whether it is a weekend (two days, no day trip), and the words to repeat ("3 nights"). */
interface Length {
  days: number;
  weekend: boolean;
  /** What the prompt asked when the plan's days do not say it: "3 nights", "two weeks", "a long weekend". */
  asked?: string;
}

/** The length a LENGTH group names: [number, unit, word] as the regex captured them; undefined for none. */
function lengthOf(number: string | undefined, unit: string | undefined, word: string | undefined): Length | undefined {
  if (word !== undefined) {
    const named = word.replace(/\s+/g, " ").toLowerCase();
    if (named === "weekend") return { days: 2, weekend: true };
    if (named === "long weekend") return { days: 3, weekend: false, asked: "a long weekend" };
    if (named === "day") return { days: 1, weekend: false };
    return named === "week" ? { days: 7, weekend: false } : { days: 14, weekend: false, asked: "two weeks" };
  }
  if (number === undefined || unit === undefined) return undefined;
  const count = writtenNumber(number) ?? 0;
  if (!(count >= 1)) return undefined;
  const kind = unit.toLowerCase().replace(/s$/, "");
  // 3 nights are four days: the day you arrive to the day you leave.
  if (kind === "night") return { days: count + 1, weekend: false, asked: `${number} night${count === 1 ? "" : "s"}` };
  if (kind === "week") return count === 1 ? { days: 7, weekend: false } : { days: count * 7, weekend: false, asked: `${number} weeks` };
  return { days: count, weekend: false };
}

/** What the prompt asks for: the place as written and the trip's length, if it names one. */
function readTrip(prompt: string): { place: string; length: Length | undefined } | undefined {
  if (prompt.length > 200 || prompt.includes("\n")) return undefined;
  const trip = TRIP.exec(prompt);
  if (trip) return { place: trip[4]!, length: lengthOf(trip[1], trip[2], trip[3]) ?? lengthOf(trip[5], trip[6], trip[7]) };
  const stay = STAY.exec(prompt);
  if (stay) return { place: stay[4]!, length: lengthOf(stay[1], stay[2], stay[3]) };
  return undefined;
}

/**
 * A day's morning, afternoon and evening, in the order a visit uses them; {P} is the place. The
 * place may be a town or a whole country or region the mock does not know ("Iceland", "Tuscany"),
 * so no line calls it a city: "the old center of the town you stay in", "out into the countryside".
 */
const DAYS: readonly PlanDay[] = [
  ["Arrive and get your bearings", "Arrive in {P}, check in and drop your bags, then take a slow walk through the old center of the town you're staying in.", "Join a walking tour to learn the local history and get your bearings.", "Dinner at a neighborhood restaurant serving local dishes."],
  ["Landmarks and museums", "Start early at the landmark {P} is best known for, before the crowds arrive.", "Spend a few hours in a museum of local history or art; book tickets ahead.", "Watch the sunset from a viewpoint, then dinner nearby."],
  ["Markets and neighborhoods", "Browse a local food market and have breakfast there.", "Explore the streets around it on foot: small shops, cafés and side streets.", "Try a food tour or a cooking class."],
  ["A day trip", "Take a morning train or bus out into the countryside or to a nearby town.", "Lunch there and explore at an easy pace.", "Head back for a relaxed dinner."],
  ["Parks and slow time", "Coffee and a long walk in a park, along the water or on an easy trail.", "Visit a smaller museum or gallery you skipped earlier.", "Catch a concert, a show or a local bar."],
  ["Hidden corners", "Seek out a quieter place most visitors miss.", "Pick up souvenirs from independent shops.", "A special dinner to celebrate the trip."],
  ["Last favorites and departure", "Revisit your favorite spot from the trip.", "A last meal somewhere you've been meaning to try.", "Head to the airport or station with time to spare."],
];

/**
 * The days of a trip to a place the mock does not know: the last day is the departure's, the first
 * the arrival's, the days between are drawn by the prompt: where to start among them and how far
 * to step (a step prime to their count visits each once), so that n choices have 20 orders to differ by.
 */
function generalPlan(prompt: string, days: number): PlanDay[] {
  const middle = DAYS.slice(1, -1);
  const seed = choiceSeed("itinerary", prompt);
  const start = seed % middle.length;
  const step = 1 + (Math.floor(seed / middle.length) % (middle.length - 1));
  return Array.from({ length: days }, (_, i) => (i === 0 ? DAYS[0]! : days > 2 && i === days - 1 ? DAYS[DAYS.length - 1]! : middle[(start + (i - 1) * step) % middle.length]!));
}

/**
 * The days of a `days`-day trip to `place`, a place the mock does not know, with its name
 * written in: the plain reply's days, for a structured itinerary (period-plans.ts).
 * @example placePlan("Plan a 3-day trip to Ljubljana", "Ljubljana", 3)[0]![1] // "Arrive in Ljubljana, check in and drop your bags, …"
 */
export function placePlan(prompt: string, place: string, days: number): PlanDay[] {
  return generalPlan(prompt, days).map((day) => day.map((line) => line.replaceAll("{P}", place)) as unknown as PlanDay);
}

/** "two weeks" → "Two weeks": the asked length starts a sentence. */
function atStart(text: string): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/**
 * A day-by-day plan of the trip the prompt asks for, or undefined when it asks for none. A trip
 * without a length gets a week for a country and three days elsewhere, and says so; a trip
 * longer than a week gets a week's plan, and says so too.
 * @example itineraryReply("Plan a 3 day trip to Paris")?.split("\n")[0] // "Here's a 3-day plan for Paris:"
 */
export function itineraryReply(prompt: string): string | undefined {
  const trip = readTrip(prompt);
  if (!trip) return undefined;
  // "paris" as "Paris": a place is a name.
  const city = cityNamed(trip.place);
  // A country the mock knows (countries.ts) is planned along its route: "Plan a 5 day trip to Japan".
  const country = city ? undefined : countryNamed(trip.place);
  // "Plan a week in advance", "Plan a trip to the moon": no place to plan. A known place always is one.
  if (!city && !country && (!isPlace(trip.place, prompt) || NOT_A_NAME.test(` ${trip.place} `))) return undefined;
  const length = trip.length ?? { days: country ? DEFAULT_DAYS.country : DEFAULT_DAYS.other, weekend: false };
  const days = Math.min(MAX_DAYS, length.days);
  const place = country?.name ?? placeName(trip.place);
  const plan = city ? cityPlan(city, days, length.weekend) : country ? countryPlan(country, days, length.weekend) : generalPlan(prompt, days);
  const lines = plan.flatMap(([title, morning, afternoon, evening], i) => [
    `**Day ${i + 1}: ${title}**`,
    `- Morning: ${morning}`,
    `- Afternoon: ${afternoon}`,
    `- Evening: ${evening}`,
    "",
  ]);
  const asked = length.asked ?? `${length.days} days`;
  const intro =
    trip.length === undefined
      ? `Here's a ${days}-day plan for ${place} (tell me how long you have and I'll adjust it):`
      : length.weekend
        ? `Here's a weekend plan for ${place}:`
        : length.days > MAX_DAYS
          ? `${atStart(asked)} is more than I lay out day by day, so here's a ${days}-day plan for ${place}; tell me where you'd like more time and I'll stretch it:`
          : length.asked !== undefined
            ? `Here's a ${days}-day plan for ${place} (${length.asked}):`
            : `Here's a ${days}-day plan for ${place}:`;
  return `${intro}\n\n${lines.join("\n").replaceAll("{P}", place)}\nTell me what you enjoy (food, art, history, nightlife) and your budget, and I can tailor it.`;
}
