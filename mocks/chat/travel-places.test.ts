import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { CITIES } from "./cities.ts";
import { CITY_FOOD } from "./city-food.ts";
import { CITY_SEASONS } from "./city-seasons.ts";
import { COUNTRIES } from "./countries.ts";
import { knownReply } from "./known-replies.ts";

/** The reply the core gives a one-message chat. */
const known = (prompt: string) => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

/** The names of a numbered list's items ("1. **Tokyo**: …" → "Tokyo"); fails on a reply that is no such list. */
function itemNames(reply: string | undefined): string[] {
  expect(reply).toBeDefined();
  const list = reply!.split("\n\n")[1] ?? "";
  const items = list.split("\n");
  items.forEach((item, i) => expect(item, reply).toMatch(new RegExp(`^${i + 1}\\. \\*\\*[^*]+\\*\\*: `)));
  return items.map((item) => /^\d+\. \*\*(.+?)\*\*/.exec(item)![1]!);
}

const MONTHS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const dayTitles = (reply: string) => reply.split("\n").filter((line) => /^\*\*Day \d+: /.test(line)).map((line) => line.replace(/^\*\*Day \d+: (.*)\*\*$/, "$1"));

describe("a visitor's question about a country gets the country's real highlights", () => {
  const cases: readonly (readonly [prompt: string, intro: RegExp, highlights: readonly string[], detail: RegExp])[] = [
    ["things to do in Japan", /^Here are 7 of the best places to visit in Japan:/, ["Tokyo", "Kyoto", "Mount Fuji and Hakone"], /Senso-ji in Asakusa/],
    ["What should I see in Italy?", /^Here are 8 of the best places to visit in Italy:/, ["Rome", "Florence", "Venice", "The Amalfi Coast"], /the Colosseum and the Roman Forum/],
    ["Is Portugal worth visiting?", /^Yes, Portugal is well worth a visit\. Here are 7 of its highlights:/, ["Lisbon", "Porto", "Sintra", "The Algarve"], /Vila Nova de Gaia/],
    ["top places to visit in Mexico", /^Here are 7 of the best places to visit in Mexico:/, ["Mexico City", "Chichén Itzá", "Tulum", "Oaxaca"], /El Castillo/],
    ["things to do in the usa", /^Here are 8 of the best places to visit in the United States:/, ["New York", "The Grand Canyon", "San Francisco"], /Central Park/],
    ["What is there to see in Holland?", /in the Netherlands:/, ["Amsterdam", "Keukenhof", "Kinderdijk"], /windmills/],
  ];
  it.each(cases)("answers %j with its cities and sights, then its dishes and season", (prompt, intro, highlights, detail) => {
    const reply = known(prompt)!;
    expect(reply, prompt).toMatch(intro);
    expect(itemNames(reply).slice(0, highlights.length), prompt).toEqual(highlights);
    expect(reply, prompt).toMatch(detail);
    expect(reply.split("\n\n")[2], prompt).toMatch(/^For food, try .+\. The best time to go is .+\. Want me to turn these into a day-by-day plan\?$/);
    expect(reply, prompt).not.toMatch(/I don't know|oldest streets of|main museum/);
  });

  it("gives as many highlights as asked, and lays them out as asked", () => {
    expect(itemNames(known("5 places to visit in Japan"))).toEqual(["Tokyo", "Kyoto", "Mount Fuji and Hakone", "Osaka", "Hiroshima and Miyajima"]);
    expect(known("5 places to visit in Japan")!.split("\n")[0]).toBe("Here are 5 places to visit in Japan:");
    expect(itemNames(known("Name three things to do in Spain"))).toEqual(["Barcelona", "Madrid", "Seville"]);
    expect(known("Name 3 things to do in Greece, comma-separated")).toBe("Athens, Santorini, Mykonos");
    // Austria holds five highlights: asked for ten, it says five.
    expect(known("top 10 things to do in Austria")!.split("\n")[0]).toBe("Here are 5 places to visit in Austria:");
  });

  it("holds checked entries for every country: its known cities are cities.ts's, its route its own highlights, its season a reason", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(30);
    const cityNames = new Set(CITIES.map((city) => city.name));
    for (const country of COUNTRIES) {
      const names = country.highlights.map((highlight) => (typeof highlight === "string" ? highlight : highlight[0]));
      for (const highlight of country.highlights) if (typeof highlight === "string") expect(cityNames, country.name).toContain(highlight);
      for (const stop of country.route) expect(names, country.name).toContain(stop);
      expect(country.dishes.length, country.name).toBeGreaterThanOrEqual(5);
      expect(country.season[0], country.name).toMatch(MONTHS);
      const reply = known(`things to do in ${country.name}`)!;
      expect(itemNames(reply)[0], country.name).toBe(names[0]);
    }
  });
});

describe("a trip to a country is planned along its route", () => {
  it("plans 'a 5 day trip to Japan' from Tokyo over Hakone to Kyoto with their real sights, ending with the departure", () => {
    const reply = known("Plan a 5 day trip to Japan")!;
    expect(reply.split("\n")[0]).toBe("Here's a 5-day plan for Japan:");
    expect(dayTitles(reply)).toEqual(["Arrive in Tokyo", "The Imperial Palace East Gardens", "Mount Fuji and Hakone", "On to Kyoto", expect.any(String)]);
    expect(reply).toContain("Senso-ji in Asakusa");
    expect(reply).toMatch(/Travel to Kyoto and check in; .+ makes a good base/);
    expect(reply).toMatch(/Evening: Head to the airport or station with time to spare\.\n\nTell me what you enjoy/);
    expect(reply).not.toMatch(/historic center of Japan|Japan's largest park|best-known landmark/);
  });

  it("gives every country a plan of one to seven days that starts at its route's first stop, with nothing seen twice and no placeholder", () => {
    for (const country of COUNTRIES) {
      for (let days = 1; days <= 7; days++) {
        const prompt = `Plan a ${days} day trip to ${country.name.replace(/^the /, "")}`;
        const reply = known(prompt)!;
        expect(dayTitles(reply), prompt).toHaveLength(days);
        // Day 1 is at the route's first stop, not "the historic center of Japan".
        expect(dayTitles(reply)[0], prompt).toContain(country.route[0]);
        expect(reply, prompt).not.toContain("{P}");
        const visits = reply.split("\n").filter((line) => /^- (?:Morning|Afternoon|Evening): [^.]+\. /.test(line) && !/check in|Dinner at a neighborhood/.test(line)).map((line) => line.replace(/^- \w+: /, ""));
        expect(new Set(visits).size, prompt).toBe(visits.length);
      }
    }
  });
});

describe("a question about food gets a place's real dishes and food areas, and no invented restaurant", () => {
  const cases: readonly (readonly [prompt: string, intro: RegExp, items: readonly string[], closing: RegExp])[] = [
    ["Where should I eat in Paris?", /^Here are 4 of the best places to eat in Paris:/, ["Rue Montorgueil", "Le Marais", "Saint-Germain-des-Prés"], /^What to order: .*steak frites.*check recent reviews/],
    ["best restaurants in Rome", /^Rather than name restaurants, which open and close too often for me to vouch for, here are 4 places in Rome/, ["Trastevere", "Testaccio"], /^What to order: carbonara, cacio e pepe/],
    ["What food should I try in Tokyo?", /^Here are 6 of the best dishes to try in Tokyo:/, ["Sushi", "Ramen", "Tempura"], /Tsukiji Outer Market/],
    ["what to eat in Mexico", /^Here are 6 of the best dishes to try in Mexico:/, ["Tacos al pastor", "Mole", "Tamales"], /ask me about Mexico City\.$/],
    ["must-try dishes in Thailand", /^Here are 7 of the best dishes to try in Thailand:/, ["Pad thai", "Tom yum goong", "Green curry"], /ask me about Bangkok\.$/],
    ["What food is Italy famous for?", /dishes to try in Italy:/, ["Pizza napoletana"], /ask me about Rome, Florence or Venice\.$/],
    ["where to eat in lisbon", /^Here are 4 of the best places to eat in Lisbon:/, ["Time Out Market", "Alfama"], /pastéis de nata/],
  ];
  it.each(cases)("answers %j", (prompt, intro, items, closing) => {
    const reply = known(prompt)!;
    expect(reply, prompt).toMatch(intro);
    expect(itemNames(reply).slice(0, items.length), prompt).toEqual(items);
    expect(reply.split("\n\n")[2], prompt).toMatch(closing);
  });

  it("gives as many as asked, and lays them out as asked", () => {
    expect(itemNames(known("5 dishes to try in Italy"))).toEqual(["Pizza napoletana", "Pasta carbonara and cacio e pepe", "Risotto alla milanese", "Bistecca alla fiorentina", "Gelato"]);
    expect(known("5 dishes to try in Italy")!.split("\n")[0]).toBe("Here are 5 dishes to try in Italy:");
    expect(itemNames(known("Top 3 restaurants in Tokyo"))).toHaveLength(3);
    expect(known("3 dishes to try in Tokyo, comma-separated")).toBe("Sushi, Ramen, Tempura");
  });

  it("holds food areas, dishes and a season for every city cities.ts knows", () => {
    for (const city of CITIES) {
      expect(CITY_FOOD[city.name]?.eat.length, city.name).toBeGreaterThanOrEqual(3);
      expect(CITY_FOOD[city.name]?.dishes.length, city.name).toBeGreaterThanOrEqual(4);
      expect(CITY_SEASONS[city.name]?.[0], city.name).toMatch(MONTHS);
      expect(itemNames(known(`Where should I eat in ${city.name}?`))[0], city.name).toBe(CITY_FOOD[city.name]!.eat[0]![0].replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()));
    }
  });
});

describe("a question about when to go gets the season and its reason", () => {
  it.each([
    ["When is the best time to visit Japan?", "The best time to visit Japan is late March to May and October to November: cherry blossom in spring"],
    ["best time to go to Lisbon", "The best time to visit Lisbon is March to May and September to October: "],
    ["When should I visit Kyoto?", "The best time to visit Kyoto is late March to early April and November: "],
    ["What's the best month to go to the USA?", "The best time to visit the United States is May to June and September to October: "],
    ["when to visit thailand", "The best time to visit Thailand is November to February: the cool, dry season"],
  ])("answers %j", (prompt, start) => {
    expect(known(prompt)).toMatch(new RegExp(`^${start.replace(/[.?]/g, "\\$&")}.+\\. Want me to suggest what to see and eat while you're there\\?$`));
  });
});

describe("a place the tables do not hold gets honest advice, and no invented fact", () => {
  it("says it does not know the food, restaurants or seasons of Ljubljana or Boise, and names no dish or month", () => {
    const food = known("What food should I try in Ljubljana?")!;
    expect(food).toMatch(/^I don't know the food of Ljubljana well enough to name its dishes, so here are 5 ways to find the best of it:/);
    expect(itemNames(food)[0]).toBe("Ask what Ljubljana is known for");
    expect(itemNames(known("2 dishes to try in Ljubljana"))).toHaveLength(2);
    expect(known("Where should I eat in Boise?")).toMatch(/^I don't know Boise's restaurants, and I can't check current reviews/);
    const season = known("When is the best time to visit Ljubljana?")!;
    expect(season).toMatch(/^I don't know Ljubljana's seasons well enough to name the best months to go/);
    expect(season).not.toMatch(MONTHS);
  });

  it("leaves food and timing questions that name no place to the other replies", () => {
    // Each is first checked to be asked about a place, so the reader is in use.
    expect(known("what to eat in Peru")).toMatch(/^Here are 6 of the best dishes to try in Peru:/);
    for (const prompt of ["what to eat in pregnancy", "best time to go to bed", "When is the best time to visit the dentist?", "what should I eat for dinner", "best food in the world"]) {
      expect(known(prompt) ?? "", prompt).not.toMatch(/dishes to try|places to eat|best time to visit|I don't know/);
    }
  });
});

describe("the four nations of the UK, the Scottish Highlands and the other countries asked about are countries, by any of their names", () => {
  const cases: readonly (readonly [prompt: string, intro: RegExp, highlights: readonly string[]])[] = [
    ["What should I see in England?", /^Here are 8 of the best places to visit in England:/, ["London", "Bath", "Stonehenge", "Oxford"]],
    ["things to do in scotland", /^Here are 8 of the best places to visit in Scotland:/, ["Edinburgh", "The Scottish Highlands", "The Isle of Skye"]],
    ["Is Wales worth visiting?", /^Yes, Wales is well worth a visit\. Here are 8 of its highlights:/, ["Snowdonia (Eryri)", "Cardiff", "Conwy"]],
    ["What is there to see in Northern Ireland?", /in Northern Ireland:/, ["The Giant's Causeway", "Belfast"]],
    ["top attractions in the Scottish Highlands", /in the Scottish Highlands:/, ["The Isle of Skye", "Loch Ness", "Glencoe"]],
    ["What should I see in Iceland?", /in Iceland:/, ["Reykjavík", "The Golden Circle", "The South Coast"]],
    ["things to do in Norway", /in Norway:/, ["The fjords", "Bergen", "Oslo"]],
    ["things to do in NZ", /in New Zealand:/, ["Queenstown", "Milford Sound"]],
    ["What should I see in Costa Rica?", /in Costa Rica:/, ["Arenal Volcano", "The Monteverde Cloud Forest"]],
  ];
  it.each(cases)("answers %j with the place's highlights, dishes and season, not the unknown place's advice", (prompt, intro, highlights) => {
    const reply = known(prompt)!;
    expect(reply, prompt).toMatch(intro);
    expect(itemNames(reply).slice(0, highlights.length), prompt).toEqual(highlights);
    expect(reply.split("\n\n")[2], prompt).toMatch(/^For food, try .+\. The best time to go is .+\./);
    expect(reply, prompt).not.toMatch(/I don't know|oldest streets of/);
  });

  it("plans 'a 5 day trip to Scotland' from Edinburgh's real sights, never as a city called Scotland", () => {
    const reply = known("Plan a 5 day trip to Scotland")!;
    expect(reply.split("\n")[0]).toBe("Here's a 5-day plan for Scotland:");
    expect(dayTitles(reply)[0]).toBe("Arrive in Edinburgh");
    expect(reply).toContain("Edinburgh Castle");
    expect(reply).not.toMatch(/historic center of Scotland|Scotland's largest park|the city's history/);
    expect(known("plan a 5 day trip to scotland")).toBe(reply);
    expect(dayTitles(known("Plan a trip to Iceland")!)).toHaveLength(7);
    expect(dayTitles(known("Plan a weekend trip to the Scottish Highlands")!)[0]).toBe("Inverness");
  });

  it("answers when to go and what to eat for them", () => {
    expect(known("When is the best time to visit Scotland?")).toMatch(/^The best time to visit Scotland is May to September: /);
    expect(known("best time to go to Costa Rica")).toMatch(/^The best time to visit Costa Rica is December to April: the dry season/);
    expect(itemNames(known("what to eat in wales")).slice(0, 2)).toEqual(["Cawl", "Welsh rarebit"]);
  });

  it("still names the United Kingdom for 'the UK' and 'Great Britain'", () => {
    expect(known("things to do in the UK")).toMatch(/in the United Kingdom:/);
    expect(known("Plan a 3 day trip to Great Britain")!.split("\n")[0]).toBe("Here's a 3-day plan for the United Kingdom:");
  });
});

describe("'Tell me about' a place the tables hold is a visitor's overview", () => {
  it("gives Wales's and Paris's highlights under an intro that says what it is, and leaves other subjects to the other replies", () => {
    const wales = known("Tell me about Wales")!;
    expect(wales.split("\n")[0]).toBe("Here's an overview of Wales for a visitor, starting with 8 of its highlights:");
    expect(itemNames(wales)[0]).toBe("Snowdonia (Eryri)");
    expect(wales.split("\n\n")[2]).toMatch(/^For food, try cawl, Welsh rarebit and Welsh cakes\. The best time to go is May to September/);
    expect(known("Can you tell me a bit about Iceland?")!.split("\n")[0]).toBe("Here's an overview of Iceland for a visitor, starting with 8 of its highlights:");
    expect(known("Tell me about Paris")!.split("\n")[0]).toMatch(/^Here's an overview of Paris for a visitor, starting with \d+ of the best things to do there:/);
    for (const prompt of ["Tell me about React", "Tell me about Ljubljana", "Tell me about yourself"]) expect(known(prompt) ?? "", prompt).not.toMatch(/overview of|kinds of places/);
  });
});

describe("a city written with its country or state after a comma, as people write addresses", () => {
  it.each([
    ["Plan a trip to Paris, France", /^Here's a 3-day plan for Paris /],
    ["Plan a 3 day trip to Rome, Italy", /^Here's a 3-day plan for Rome:/],
    ["Things to do in Lisbon, Portugal", /^Here are \d+ of the best things to do in Lisbon:/],
    ["When is the best time to visit Kyoto, Japan?", /^The best time to visit Kyoto is /],
  ])("%s is the city's own reply", (prompt, reply) => {
    expect(known(prompt)).toMatch(reply);
  });

  it("keeps a place the tables do not hold as written, qualifier and all", () => {
    expect(known("Plan a 2 day trip to Porto Seguro, Bahia")).toMatch(/^Here's a 2-day plan for Porto Seguro, Bahia:/);
  });
});

describe("what a prompt adds after a comma about the answer is no part of the place", () => {
  it.each([
    ["Things to do in Paris, please", /^Here are \d+ of the best things to do in Paris:/],
    ["Things to do in Paris, as a numbered list", /^Here are \d+ of the best things to do in Paris:/],
    ["Name 3 things to do in Greece, comma-separated", /^Athens, Santorini, Mykonos$/],
  ])("%s", (prompt, reply) => {
    expect(known(prompt)).toMatch(reply);
  });
});
