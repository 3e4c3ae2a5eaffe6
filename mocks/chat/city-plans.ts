/**
 * The days of a trip to a city the mock knows (cities.ts), from its real sights and food: the
 * first day near the center, a day trip on a later day when the city has one (not on a weekend
 * away), an evening sight or a local dinner each evening, and nothing seen twice. When the
 * city's sights run out, the days go on with what a visitor does anywhere (a quieter district,
 * a smaller museum), each once.
 */
import type { City, Sight } from "./cities.ts";
import { sampled } from "./choice-variety.ts";

/** A day's title, morning, afternoon and evening. */
export type PlanDay = readonly [title: string, morning: string, afternoon: string, evening: string];

/** What a day holds once the city's sights are seen; {P} is the city. */
const MORE_DAYTIME: readonly string[] = [
  "Explore a different neighborhood on foot: small shops, cafés and side streets.",
  "Visit a smaller museum or gallery you skipped earlier.",
  "Coffee and a long walk in one of {P}'s parks or along the waterfront.",
  "Seek out a quieter district most visitors miss.",
  "Pick up souvenirs from independent shops.",
  "Join a walking tour to learn the city's history from a local guide.",
];
const MORE_EVENINGS: readonly string[] = [
  "Catch a concert, a show or a local bar.",
  "Try a food tour or a cooking class.",
  "A special dinner to celebrate the trip.",
  "Watch the sunset from a viewpoint over the city, then dinner nearby.",
];
/** The titles of days the city's sights no longer fill, one per day. */
const MORE_TITLES: readonly string[] = ["Neighborhoods and slow time", "Hidden corners", "At your own pace", "One more day in {P}"];
/** A day trip's afternoons, one per trip. */
const TRIP_AFTERNOONS: readonly string[] = ["Lunch there and explore at an easy pace.", "Have lunch in town and take your time before heading back."];

/** "the mona lisa …" → "The mona lisa …": a line starts a sentence here. */
function sentence(text: string): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/** A sight as a slot of the day: "The Louvre. The Mona Lisa, …". */
function visit([name, line]: Sight): string {
  return `${sentence(name)}. ${sentence(line)}`;
}

/** Takes the next of `items`, or of `more` once they are used up; never the same twice. */
function taker<T, U>(items: readonly T[], more: readonly U[]): () => T | U | undefined {
  let i = 0;
  let j = 0;
  return () => (i < items.length ? items[i++] : more[j++]);
}

/** Which days (1-based) are day trips: none on a weekend or a short visit, one from three days, two from six. */
function tripDays(days: number, trips: number, weekend: boolean): Set<number> {
  if (weekend || days < 3 || trips === 0) return new Set();
  const wanted = Math.min(trips, days >= 6 ? 2 : 1);
  // Later days, never the first (arrival) or the last of a longer stay (departure).
  return new Set([days >= 4 ? 3 : 2, 5].slice(0, wanted));
}

/**
 * The days of a `days`-day trip to `city` (a weekend is two days without a day trip); the last
 * day of three or more is the departure's.
 * @example cityPlan(paris, 3, false)[0]![0] // "Arrive and get your bearings"
 */
export function cityPlan(city: City, days: number, weekend: boolean): PlanDay[] {
  const place = (text: string) => text.replaceAll("{P}", city.name);
  const trips = city.sights.filter(([, , slot]) => slot === "trip");
  // Breakfasts are no dinner and no sight: they stay in sights.ts's list.
  // Each group in another order for a later choice (choice-variety.ts): the center's sights still come first.
  const inTurn = <T>(items: readonly T[]) => sampled(items, items.length);
  const daytime = [...inTurn(city.sights.filter(([, , slot]) => slot === "center")), ...inTurn(city.sights.filter(([, , slot]) => slot === undefined))];
  const eveningSights = inTurn(city.sights.filter(([, , slot]) => slot === "evening"));
  const dinners = inTurn(city.foods.filter(([, , slot]) => slot !== "morning"));
  // An evening sight, then a dinner, in turn.
  const evenings = Array.from({ length: Math.max(eveningSights.length, dinners.length) }, (_, i) => [eveningSights[i], dinners[i]]).flat().filter((sight): sight is Sight => sight !== undefined);
  const nextDaytime = taker(daytime, MORE_DAYTIME);
  const nextEvening = taker(evenings, MORE_EVENINGS);
  const nextTrip = taker(trips, []);
  const asText = (slot: Sight | string | undefined, fallback: string) => (slot === undefined ? fallback : typeof slot === "string" ? place(slot) : visit(slot));
  const onTrip = tripDays(days, trips.length, weekend);
  const plan: PlanDay[] = [];
  let tripCount = 0;
  let moreCount = 0;
  for (let day = 1; day <= days; day++) {
    if (day === 1) {
      const [stay, why] = city.stay;
      plan.push(["Arrive and get your bearings", `Check in and drop your bags; ${stay} makes a good base (${why}).`, asText(nextDaytime(), "Take a slow walk to get your bearings."), asText(nextEvening(), "Dinner at a neighborhood restaurant serving local dishes.")]);
    } else if (onTrip.has(day)) {
      const trip = nextTrip()!;
      const name = trip[0].replace(/^The /, "the ");
      plan.push([`Day trip to ${name}`, `Head out early to ${name}. ${sentence(trip[1])}`, TRIP_AFTERNOONS[tripCount++ % TRIP_AFTERNOONS.length]!, asText(nextEvening(), "Head back for a relaxed dinner.")]);
    } else if (days > 2 && day === days) {
      plan.push(["Last favorites and departure", asText(nextDaytime(), "Revisit your favorite spot from the trip."), "A last meal somewhere you've been meaning to try.", "Head to the airport or station with time to spare."]);
    } else {
      const morning = nextDaytime();
      const title = typeof morning === "object" && morning !== undefined ? sentence(morning[0]) : place(MORE_TITLES[moreCount++ % MORE_TITLES.length]!);
      plan.push([title, asText(morning, "Sleep in and have a long breakfast."), asText(nextDaytime(), "A slow afternoon in a café."), asText(nextEvening(), "An early night before tomorrow.")]);
    }
  }
  return plan;
}
