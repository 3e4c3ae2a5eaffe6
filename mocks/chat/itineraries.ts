/**
 * Replies to the travel planner's prompt: "Plan a 3 day trip to Paris", "Create a 5-day itinerary
 * for Tokyo". A model answers with a day-by-day plan naming the place; the mock does too, with a
 * morning, an afternoon and an evening for each day (at most a week), and the same plan for the
 * same prompt. A city the mock knows (cities.ts) gets its real sights and food (city-plans.ts);
 * for any other place it says what it cannot know in kinds of places a visitor goes to: the old
 * town, a market, a museum, a viewpoint.
 */
import { cityPlan, type PlanDay } from "./city-plans.ts";
import { cityNamed, placeName } from "./city-names.ts";
import { choiceSeed } from "./choice-variety.ts";
import { countryNamed } from "./country-names.ts";
import { countryPlan } from "./country-plans.ts";

/** "Plan a 3 day trip to Paris", "Make me a 5-day itinerary for Tokyo", "weekend trip to Rome" (day count, or weekend; the place). */
const TRIP =
  /^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:plan|create|make|build|write|give me|suggest)\s+(?:me\s+)?(?:an?\s+)?(?:(\d{1,2}|one|two|three|four|five|six|seven)[- ]days?|(weekend))\s+(?:trip|itinerary|vacation|holiday|visit|getaway|travel plan)\s+(?:to|in|for|around)\s+([\p{L}][\p{L} .'-]{1,40}?)\s*[.!?]*\s*$/iu;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
/** Most days a plan lists. */
const MAX_DAYS = 7;

/** A day's morning, afternoon and evening, in the order a visit uses them; {P} is the place. */
const DAYS: readonly PlanDay[] = [
  ["Arrive and get your bearings", "Check in and drop your bags, then take a slow walk through the historic center of {P}.", "Join a walking tour to learn the city's history and get your bearings.", "Dinner at a neighborhood restaurant serving local dishes."],
  ["Landmarks and museums", "Start early at {P}'s best-known landmark, before the crowds arrive.", "Spend a few hours in the main museum; book tickets ahead.", "Watch the sunset from a viewpoint over the city, then dinner nearby."],
  ["Markets and neighborhoods", "Browse a local food market and have breakfast there.", "Explore a different neighborhood on foot: small shops, cafés and side streets.", "Try a food tour or a cooking class."],
  ["A day trip", "Take a morning train or bus to a town or natural spot outside {P}.", "Lunch there and explore at an easy pace.", "Head back for a relaxed dinner."],
  ["Parks and slow time", "Coffee and a long walk in {P}'s largest park or along the waterfront.", "Visit a smaller museum or gallery you skipped earlier.", "Catch a concert, a show or a local bar."],
  ["Hidden corners", "Seek out a quieter district most visitors miss.", "Pick up souvenirs from independent shops.", "A special dinner to celebrate the trip."],
  ["Last favorites and departure", "Revisit your favorite spot from the trip.", "A last meal somewhere you've been meaning to try.", "Head to the airport or station with time to spare."],
];

/** The days of a trip to a place the mock does not know: the last day is the departure's, the first the arrival's, the days between are drawn by the prompt. */
function generalPlan(prompt: string, days: number): PlanDay[] {
  const middle = DAYS.slice(1, -1);
  const start = choiceSeed("itinerary", prompt) % middle.length;
  return Array.from({ length: days }, (_, i) => (i === 0 ? DAYS[0]! : days > 2 && i === days - 1 ? DAYS[DAYS.length - 1]! : middle[(start + i - 1) % middle.length]!));
}

/**
 * A day-by-day plan of the trip the prompt asks for, or undefined when it asks for none.
 * @example itineraryReply("Plan a 3 day trip to Paris")?.split("\n")[0] // "Here's a 3-day plan for Paris:"
 */
export function itineraryReply(prompt: string): string | undefined {
  const match = TRIP.exec(prompt);
  if (!match) return undefined;
  const days = match[2] ? 2 : Math.min(MAX_DAYS, NUMBER_WORDS[match[1]!.toLowerCase()] ?? Number(match[1]));
  if (!(days >= 1)) return undefined;
  // "paris" as "Paris": a place is a name.
  const city = cityNamed(match[3]!);
  // A country the mock knows (countries.ts) is planned along its route: "Plan a 5 day trip to Japan".
  const country = city ? undefined : countryNamed(match[3]!);
  const place = country?.name ?? placeName(match[3]!);
  const plan = city ? cityPlan(city, days, match[2] !== undefined) : country ? countryPlan(country, days, match[2] !== undefined) : generalPlan(prompt, days);
  const lines = plan.flatMap(([title, morning, afternoon, evening], i) => [
    `**Day ${i + 1}: ${title}**`,
    `- Morning: ${morning}`,
    `- Afternoon: ${afternoon}`,
    `- Evening: ${evening}`,
    "",
  ]);
  const intro = match[2] ? `Here's a weekend plan for ${place}:` : `Here's a ${days}-day plan for ${place}:`;
  return `${intro}\n\n${lines.join("\n").replaceAll("{P}", place)}\nTell me what you enjoy (food, art, history, nightlife) and your budget, and I can tailor it.`;
}
