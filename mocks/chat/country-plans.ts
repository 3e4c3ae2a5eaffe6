/**
 * The days of a trip to a country countries.ts holds ("Plan a 5 day trip to Japan"): it follows
 * the country's route, as many stops as the days allow (about one for every two days; a weekend
 * stays at the first), a day at each stop that is a sight and the other days in its cities. A
 * known city's days use its real sights and food (cities.ts), in city-plans.ts's order: the
 * center first, an evening sight or a dinner each evening, nothing twice. The evenings elsewhere
 * are the country's dishes.
 */
import { cityNamed } from "./city-names.ts";
import type { City, Sight } from "./cities.ts";
import type { PlanDay } from "./city-plans.ts";
import type { Country } from "./countries.ts";

/** A stop of the route: a known city, or a place with its line. */
type Stop = { city: City } | { sight: Sight };

/** "the mona lisa …" → "The mona lisa …": a line starts a sentence here. */
function sentence(text: string): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/** A sight as a slot of the day: "The Louvre. The Mona Lisa, …". */
function visit([name, line]: Sight): string {
  return `${sentence(name)}. ${sentence(line)}`;
}

/** The route's stops, from the country's highlights by name. */
function stopsOf(country: Country): Stop[] {
  return country.route.map((name) => {
    const highlight = country.highlights.find((entry) => (typeof entry === "string" ? entry : entry[0]) === name);
    if (highlight === undefined) throw new Error(`${country.name}'s route names ${name}, which is none of its highlights`);
    return typeof highlight === "string" ? { city: cityNamed(highlight)! } : { sight: highlight };
  });
}

/** Days at each of the first `count` stops: a sight's stop one, the cities the rest (the first first); without a city, all stops share them. */
function daysAt(stops: readonly Stop[], days: number): number[] {
  const share = stops.map(() => 1);
  const growing = stops.map((stop, i) => ("city" in stop ? i : -1)).filter((i) => i >= 0);
  const takers = growing.length > 0 ? growing : stops.map((_, i) => i);
  for (let extra = days - stops.length, i = 0; extra > 0; extra--, i++) share[takers[i % takers.length]!]! += 1;
  return share;
}

/** A city's daytime sights and its evenings (an evening sight, then a dinner, in turn), each to be taken once. */
function cityTakers(city: City): { daytime: () => Sight | undefined; evening: () => Sight | undefined } {
  const daytime = [...city.sights.filter(([, , slot]) => slot === "center"), ...city.sights.filter(([, , slot]) => slot === undefined)];
  const sights = city.sights.filter(([, , slot]) => slot === "evening");
  const dinners = city.foods.filter(([, , slot]) => slot !== "morning");
  const evenings = Array.from({ length: Math.max(sights.length, dinners.length) }, (_, i) => [sights[i], dinners[i]]).flat().filter((sight): sight is Sight => sight !== undefined);
  let d = 0;
  let e = 0;
  return { daytime: () => daytime[d++], evening: () => evenings[e++] };
}

/**
 * The days of a `days`-day trip to `country` (a weekend is two days at the first stop); the last
 * day of three or more ends with the departure.
 * @example countryPlan(japan, 5, false).map(([title]) => title) // ["Arrive in Tokyo", "The Imperial Palace East Gardens", "Mount Fuji and Hakone", "On to Kyoto", …]
 */
export function countryPlan(country: Country, days: number, weekend: boolean): PlanDay[] {
  const stops = stopsOf(country).slice(0, weekend ? 1 : Math.max(1, Math.ceil(days / 2)));
  const share = daysAt(stops, days);
  const dishes = country.dishes.filter(([, , slot]) => slot !== "morning");
  let dish = 0;
  const dinner = () => {
    const next = dishes[dish++];
    return next === undefined ? "Dinner at a neighborhood restaurant serving local dishes." : `Dinner: try ${next[0]}, ${next[1].replace(/\.$/, "")}.`;
  };
  const plan: PlanDay[] = [];
  stops.forEach((stop, s) => {
    const takers = "city" in stop ? cityTakers(stop.city) : undefined;
    for (let j = 0; j < share[s]!; j++) {
      const first = plan.length === 0;
      if ("city" in stop) {
        const { daytime, evening } = takers!;
        const night = () => {
          const sight = evening();
          return sight === undefined ? dinner() : visit(sight);
        };
        if (j === 0) {
          const [stay, why] = stop.city.stay;
          const arrival = first ? "Arrive and check in" : `Travel to ${stop.city.name} and check in`;
          const afternoon = daytime();
          plan.push([first ? `Arrive in ${stop.city.name}` : `On to ${stop.city.name}`, `${arrival}; ${stay} makes a good base (${why}).`, afternoon ? visit(afternoon) : "Take a slow walk to get your bearings.", night()]);
        } else {
          const morning = daytime();
          const afternoon = daytime();
          plan.push([morning ? sentence(morning[0]) : `More of ${stop.city.name}`, morning ? visit(morning) : "Explore a different neighborhood on foot: small shops, cafés and side streets.", afternoon ? visit(afternoon) : "Visit a smaller museum or gallery you skipped earlier.", night()]);
        }
      } else {
        const [name] = stop.sight;
        if (j === 0) {
          const seen = visit(stop.sight);
          plan.push(first ? [sentence(name), "Arrive and check in.", seen, dinner()] : [sentence(name), seen, "Explore at an easy pace and have lunch nearby.", dinner()]);
        } else {
          plan.push([`More of ${name.replace(/^The /, "the ")}`, "Go back to what you liked most, or a little further afield.", "A slow afternoon in a café or on a walk.", dinner()]);
        }
      }
    }
  });
  if (days > 2) {
    const [title, morning, afternoon] = plan[plan.length - 1]!;
    plan[plan.length - 1] = [title, morning, afternoon, "Head to the airport or station with time to spare."];
  }
  return plan;
}
