import { describe, expect, it } from "vitest";
import { asChoice } from "./choice-variety.ts";
import { CITIES } from "./cities.ts";
import { itineraryReply } from "./itineraries.ts";

const dayTitles = (reply: string) => reply.split("\n").filter((line) => /^\*\*Day \d+: /.test(line));
/** The morning, afternoon and evening lines of a plan, without their labels, by day. */
const slotsByDay = (reply: string) => reply.split(/\n\*\*Day \d+: [^*]+\*\*\n/).slice(1).map((day) => day.split("\n").filter((line) => line.startsWith("- ")).map((line) => line.replace(/^- (?:Morning|Afternoon|Evening): /, "")));

describe("a trip's day-by-day plan", () => {
  it("plans as many days as asked for a place it does not know, from arrival to departure, naming the place", () => {
    const reply = itineraryReply("Plan a 3 day trip to Porto")!;
    expect(reply.split("\n")[0]).toBe("Here's a 3-day plan for Porto:");
    const days = dayTitles(reply);
    expect(days).toHaveLength(3);
    expect(days[0]).toBe("**Day 1: Arrive and get your bearings**");
    expect(days[2]).toBe("**Day 3: Last favorites and departure**");
    expect(reply).toContain("Arrive in Porto, check in");
    expect(reply).not.toContain("{P}");
    expect(reply).toMatch(/time to spare\.\n\nTell me what you enjoy/);
    expect(itineraryReply("Plan a 3 day trip to Porto")).toBe(reply);
    expect(itineraryReply("plan a 2 day trip to porto")!.split("\n")[0]).toBe("Here's a 2-day plan for Porto:");
  });

  it("reads a weekend and a week, and leaves other plans to the other replies", () => {
    expect(dayTitles(itineraryReply("Plan a weekend trip to Rome")!)).toHaveLength(2);
    expect(dayTitles(itineraryReply("Create a 10-day itinerary for Japan")!)).toHaveLength(7);
    expect(itineraryReply("Plan a 3 day trip")).toBeUndefined();
    expect(itineraryReply("Plan a sprint for my team")).toBeUndefined();
  });

  it("plans a trip asked for without a length at a week for a country and three days elsewhere, and says how to change it", () => {
    const japan = itineraryReply("Plan a trip to Japan")!;
    expect(japan.split("\n")[0]).toBe("Here's a 7-day plan for Japan (tell me how long you have and I'll adjust it):");
    expect(dayTitles(japan)).toHaveLength(7);
    expect(dayTitles(japan)[0]).toBe("**Day 1: Arrive in Tokyo**");
    expect(itineraryReply("Can you help me plan a trip to Paris?")!.split("\n")[0]).toBe("Here's a 3-day plan for Paris (tell me how long you have and I'll adjust it):");
    expect(dayTitles(itineraryReply("Plan my vacation in Porto")!)).toHaveLength(3);
    expect(dayTitles(itineraryReply("I want to plan a road trip through Iceland")!)).toHaveLength(7);
  });

  it("reads a week, a weekend, a long weekend, nights, weeks and a length after the place, and keeps a longer trip to a week, saying so", () => {
    const week = itineraryReply("Plan a week in the USA")!;
    expect(week.split("\n")[0]).toBe("Here's a 7-day plan for the United States:");
    expect(dayTitles(week)[0]).toBe("**Day 1: Arrive in New York**");
    expect(itineraryReply("Plan a week in the United States")).toBe(week);
    expect(dayTitles(itineraryReply("Plan a week-long trip to Norway")!)).toHaveLength(7);
    expect(itineraryReply("Plan a one-week trip to Norway")!.split("\n")[0]).toBe("Here's a 7-day plan for Norway:");
    expect(itineraryReply("Plan a weekend in Rome")).toBe(itineraryReply("Plan a weekend trip to Rome"));
    const long = itineraryReply("Plan a long weekend in Lisbon")!;
    expect(long.split("\n")[0]).toBe("Here's a 3-day plan for Lisbon (a long weekend):");
    expect(dayTitles(long)).toHaveLength(3);
    const nights = itineraryReply("Plan 3 nights in Paris")!;
    expect(nights.split("\n")[0]).toBe("Here's a 4-day plan for Paris (3 nights):");
    expect(dayTitles(nights)).toHaveLength(4);
    const fortnight = itineraryReply("Plan two weeks in Japan")!;
    expect(fortnight.split("\n")[0]).toBe("Two weeks is more than I lay out day by day, so here's a 7-day plan for Japan; tell me where you'd like more time and I'll stretch it:");
    expect(dayTitles(fortnight)).toHaveLength(7);
    expect(itineraryReply("Plan a trip to Japan for 10 days")!.split("\n")[0]).toMatch(/^10 days is more than I lay out day by day, so here's a 7-day plan for Japan;/);
    expect(dayTitles(itineraryReply("Plan a trip to Japan for 5 days")!)).toHaveLength(5);
    expect(dayTitles(itineraryReply("Plan a trip to Rome for a weekend")!)).toHaveLength(2);
  });

  it("reads when, with whom and what kind of trip without taking it for the place", () => {
    const japan = itineraryReply("Plan a trip to Japan")!;
    for (const prompt of ["Plan a trip to Japan in April", "Plan a trip to Japan with my kids", "Plan a family trip to Japan", "Plan a trip to Japan on a budget, please"]) expect(itineraryReply(prompt), prompt).toBe(japan);
    expect(itineraryReply("Plan a romantic weekend in Paris")).toBe(itineraryReply("Plan a weekend trip to Paris"));
    expect(itineraryReply("Plan a 5-day solo trip to Iceland this summer")!.split("\n")[0]).toBe("Here's a 5-day plan for Iceland:");
    expect(itineraryReply("Plan a 3 day trip to Moldova in May")!.split("\n")[0]).toBe("Here's a 3-day plan for Moldova:");
    // A place it does not know, with words no name holds, is no place it can plan.
    expect(itineraryReply("Plan a trip to Pluto on a whim")).toBeUndefined();
  });

  it("leaves a plan of no place to the other replies", () => {
    for (const prompt of ["Plan a week in advance", "Plan a trip to the moon", "Plan a week of meals", "Plan a trip", "Make a weekend in review"]) expect(itineraryReply(prompt), prompt).toBeUndefined();
  });

  it("never calls a place it does not know a city: a country or a region reads as right as a town, in every choice", () => {
    for (const place of ["Moldova", "Tuscany", "Patagonia", "Porto"]) {
      for (let days = 1; days <= 7; days++) {
        for (const index of [0, 1, 2, 3]) {
          const reply = asChoice(index, 0, () => itineraryReply(`Plan a ${days} day trip to ${place}`)!);
          expect(reply, `${place} ${days} ${index}`).not.toMatch(/\bcity\b|city's|historic center of|outside \w+\.|'s largest park|'s best-known/i);
          expect(reply).not.toContain(`${place}'s`);
        }
      }
    }
  });

  it("plans 'a 3 day trip to Tokyo' with Tokyo's real sights: the center on day 1, a day trip to Hakone on day 2, nothing twice", () => {
    const reply = itineraryReply("Plan a 3 day trip to Tokyo")!;
    expect(reply.split("\n")[0]).toBe("Here's a 3-day plan for Tokyo:");
    expect(dayTitles(reply)).toEqual(["**Day 1: Arrive and get your bearings**", "**Day 2: Day trip to Hakone**", "**Day 3: Last favorites and departure**"]);
    const [first, second, third] = slotsByDay(reply);
    expect(first![0]).toMatch(/^Check in and drop your bags; Shinjuku makes a good base/);
    expect(first![1]).toMatch(/^Senso-ji in Asakusa\. Tokyo's oldest temple/);
    expect(second![0]).toMatch(/^Head out early to Hakone\./);
    expect(third![0]).toMatch(/^The Imperial Palace East Gardens\./);
    expect(reply).not.toMatch(/best-known landmark|the main museum/);
    const slots = slotsByDay(reply).flat();
    expect(new Set(slots).size).toBe(slots.length);
    expect(itineraryReply("Plan a 3 day trip to Tokyo")).toBe(reply);
  });

  it("plans a week in Paris from the Louvre to Versailles and on, each sight and dinner once, a weekend without a day trip", () => {
    const week = itineraryReply("Create a 7-day itinerary for paris")!;
    expect(week.split("\n")[0]).toBe("Here's a 7-day plan for Paris:");
    expect(dayTitles(week)).toHaveLength(7);
    expect(dayTitles(week)[2]).toBe("**Day 3: Day trip to Versailles**");
    for (const sight of ["The Louvre.", "The Eiffel Tower.", "Musée d'Orsay.", "Montmartre and Sacré-Cœur.", "A bistro dinner."]) expect(week).toContain(sight);
    const slots = slotsByDay(week).flat();
    expect(slots).toHaveLength(21);
    expect(new Set(slots).size).toBe(21);
    const weekend = itineraryReply("Plan a weekend trip to Paris")!;
    expect(dayTitles(weekend)).toHaveLength(2);
    expect(weekend).not.toContain("Versailles");
    expect(slotsByDay(weekend)[0]![1]).toMatch(/^The Louvre\./);
  });

  it("gives every city it knows a plan of one to seven days with nothing twice, a day trip only on a later day, and no unfilled placeholder", () => {
    for (const city of CITIES) {
      for (const days of [1, 2, 3, 4, 5, 6, 7]) {
        const reply = itineraryReply(`Plan a ${days} day trip to ${city.name}`)!;
        expect(dayTitles(reply), `${city.name} ${days}`).toHaveLength(days);
        expect(reply).not.toMatch(/\{P\}|undefined/);
        const slots = slotsByDay(reply).flat();
        expect(new Set(slots).size, `${city.name} ${days}`).toBe(slots.length);
        expect(dayTitles(reply)[0], city.name).toBe("**Day 1: Arrive and get your bearings**");
        // Day 1's afternoon is a sight near the center.
        const center = city.sights.filter(([, , slot]) => slot === "center").map(([name]) => name);
        expect(center.some((name) => slotsByDay(reply)[0]![1]!.startsWith(`${name}.`)), city.name).toBe(true);
        if (days >= 3 && city.sights.some(([, , slot]) => slot === "trip")) expect(reply, `${city.name} ${days}`).toMatch(/\*\*Day [2-5]: Day trip to /);
      }
    }
  });
});
