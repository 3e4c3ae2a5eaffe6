import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { CITIES } from "./cities.ts";
import { cityNamed, placeName } from "./city-names.ts";
import { itineraryReply } from "./itineraries.ts";
import { knownReply } from "./known-replies.ts";
import { liveDataReply } from "./live-data.ts";
import { sightsReply } from "./sights.ts";
import { suggestionsReply } from "./suggestions.ts";

/** The reply's intro, its numbered items (without their numbers) and what follows them. */
function parts(reply: string | undefined): { intro: string; items: string[]; closing: string } {
  expect(reply).toBeDefined();
  const [intro = "", list = "", closing = ""] = reply!.split("\n\n");
  const items = list.split("\n");
  items.forEach((item, i) => expect(item, reply).toMatch(new RegExp(`^${i + 1}\\. \\*\\*[^*]+\\*\\*: `)));
  return { intro, items: items.map((item) => item.replace(/^\d+\. /, "")), closing };
}

/** The names of a city's sights as the list writes them. */
const names = (reply: string | undefined) => parts(reply).items.map((item) => /^\*\*(.+?)\*\*/.exec(item)![1]!);

const known = (prompt: string) => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("a visitor's question about a city gets the city's real sights", () => {
  it("answers 'What are the best things to do in Paris?' with the Louvre, the Eiffel Tower and the rest, then food and a place to stay", () => {
    const { intro, items, closing } = parts(sightsReply("What are the best things to do in Paris?"));
    expect(intro).toBe("Here are 8 of the best things to do in Paris:");
    expect(items).toHaveLength(8);
    expect(items[0]).toMatch(/^\*\*The Louvre\*\*: .*Mona Lisa/);
    for (const sight of ["Eiffel Tower", "Musée d'Orsay", "Montmartre", "Seine", "Le Marais", "Versailles"]) expect(items.join("\n")).toContain(sight);
    expect(closing).toMatch(/^For food, try croissants .*bistro dinner.* Saint-Germain-des-Prés makes a good base: .*day-by-day plan\?$/);
  });

  it("answers 'What should I see in Rome?' with the Colosseum, the Vatican and the Pantheon, not 'how I'd think about see and rome'", () => {
    const reply = sightsReply("What should I see in Rome?");
    const sights = names(reply);
    expect(sights.slice(0, 3)).toEqual(["The Colosseum and the Roman Forum", "The Vatican Museums and the Sistine Chapel", "The Pantheon"]);
    expect(reply).not.toMatch(/see and rome|think about/i);
  });

  it("reads a dozen ways of asking, and names the place's best-known sight first", () => {
    const cases: readonly (readonly [prompt: string, sight: string])[] = [
      ["things to do in paris", "The Louvre"],
      ["What to do in Tokyo?", "Senso-ji in Asakusa"],
      ["What is there to see in Vienna?", "Schönbrunn Palace"],
      ["Where should I go in Barcelona?", "The Sagrada Família"],
      ["What are the must-see sights in Florence?", "The Uffizi Gallery"],
      ["top attractions in london", "The British Museum"],
      ["Recommend some places to visit in Lisbon", "Alfama and São Jorge Castle"],
      ["What are the top tourist attractions in NYC?", "Central Park"],
      ["Can you suggest some must-sees in Kyoto?", "Fushimi Inari Taisha"],
      ["What should we do in Mexico City?", "The Zócalo and the Templo Mayor"],
      ["best places to visit in rio", "Christ the Redeemer"],
      ["What can I do in Cape Town?", "Table Mountain"],
      ["Show me the main sights in Prague, please", "Charles Bridge"],
      ["Any fun things to do in Copenhagen this weekend?", "Nyhavn"],
    ];
    for (const [prompt, sight] of cases) expect(names(sightsReply(prompt))[0], prompt).toBe(sight);
  });

  it("gives as many as asked, in digits or words, up to the sights and food the city has, and says how many", () => {
    const rome = parts(sightsReply("5 things to do in Rome"));
    expect(rome.intro).toBe("Here are 5 things to do in Rome:");
    expect(rome.items).toHaveLength(5);
    expect(parts(sightsReply("Name three tourist attractions in Tokyo")).items).toHaveLength(3);
    expect(parts(sightsReply("What are the top 10 attractions in London?")).items).toHaveLength(10);
    expect(parts(sightsReply("Give me a few things to do in Berlin")).items).toHaveLength(3);
    // Kyoto has eight sights and three foods: asked for twelve, the intro says eleven, the food is in the list, not the closing.
    const kyoto = parts(sightsReply("12 things to do in Kyoto"));
    expect(kyoto.intro).toBe("Here are 11 things to do in Kyoto:");
    expect(kyoto.items.join("\n")).toContain("**A kaiseki dinner**");
    expect(kyoto.closing).not.toContain("For food");
  });

  it("writes a city in lower case ('paris', 'new york city', 'rio') as its name", () => {
    expect(sightsReply("things to do in paris")!.split("\n")[0]).toBe("Here are 8 of the best things to do in Paris:");
    expect(sightsReply("what to see in new york city")!.split("\n")[0]).toBe("Here are 8 of the best things to do in New York:");
    expect(sightsReply("is rio worth visiting")!.split("\n")[0]).toBe("Yes, Rio de Janeiro is well worth a visit. Here are 8 of the best things to do there:");
    expect(placeName("san sebastian")).toBe("San Sebastian");
    expect(placeName("the UK")).toBe("the UK");
  });

  it("answers 'Is Lisbon worth visiting?' with a yes and Lisbon's sights", () => {
    const { intro, items } = parts(sightsReply("Is Lisbon worth visiting?"));
    expect(intro).toBe("Yes, Lisbon is well worth a visit. Here are 8 of the best things to do there:");
    expect(items.join("\n")).toMatch(/Belém.*\n(?:.*\n)*.*Sintra/);
  });

  it("tells the truth about a place it does not know: kinds of places worth looking for, named for the place, as advice", () => {
    for (const [prompt, place] of [["What to do in Ljubljana", "Ljubljana"], ["things to do in boise", "Boise"], ["Top 3 attractions in Oaxaca", "Oaxaca"]] as const) {
      const reply = sightsReply(prompt)!;
      const { intro, items, closing } = parts(reply);
      expect(intro, prompt).toMatch(new RegExp(`^I don't know ${place} well enough to name its sights, so here are \\d kinds of places worth looking for there:$`));
      expect(items[0], prompt).toContain(`the oldest streets of ${place}`);
      expect(closing, prompt).toContain(place);
      expect(reply, prompt).not.toMatch(/parts interact|think about|at a high level/i);
    }
    const fives = names(sightsReply("What to do in Ljubljana"));
    expect(fives).toEqual(["The old town or historic center", "A local market", "The main museum", "A viewpoint", "Local food"]);
    expect(parts(sightsReply("Top 3 attractions in Oaxaca")).items).toHaveLength(3);
    expect(sightsReply("Is it worth visiting Porto?")!.split("\n")[0]).toBe("I don't know Porto well enough to say whether it's worth the trip, but here are 5 kinds of places worth looking for there:");
  });

  it("offers to narrow the list for a visit with kids or on a budget, in the reply's words", () => {
    const { closing } = parts(sightsReply("What are some fun things to do in Paris with my kids?"));
    expect(closing).toMatch(/Want me to pick the ones that suit a visit with your kids\?$/);
    expect(parts(sightsReply("things to do in Rome on a budget")).closing).toMatch(/a visit on a budget\?$/);
  });

  it("lays the list out as asked: one per line, comma-separated, bullets", () => {
    expect(sightsReply("List 3 things to do in Tokyo, one per line")!.split("\n")).toEqual([
      expect.stringMatching(/^Senso-ji in Asakusa: /),
      expect.stringMatching(/^Shibuya Crossing: /),
      expect.stringMatching(/^Meiji Shrine and Harajuku: /),
    ]);
    expect(sightsReply("Name 3 things to do in Rome, comma-separated")).toBe("The Colosseum and the Roman Forum, The Vatican Museums and the Sistine Chapel, The Pantheon");
    expect(sightsReply("5 things to do in London as a bulleted list")!.split("\n\n")[1]!.split("\n").every((line) => line.startsWith("- **"))).toBe(true);
  });

  it("answers none of the prompts whose words after 'in' name no place", () => {
    for (const prompt of ["fun things to do in winter", "things to do in the evening", "What are some things to do in my free time?", "things to do in Python", "What should I do in this situation?", "Is Paris or Rome worth visiting?", "What should I see in a museum?"]) {
      expect(sightsReply(prompt), prompt).toBeUndefined();
    }
  });

  it("gives the same reply to the same prompt", () => {
    for (const prompt of ["What are the best things to do in Paris?", "things to do in boise", "5 things to do in Rome"]) expect(sightsReply(prompt)).toBe(sightsReply(prompt));
  });

  it("holds six to eight sights, two or three foods and a place to stay for each of its 35 cities, none named twice", () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(30);
    for (const city of CITIES) {
      expect(city.sights.length, city.name).toBeGreaterThanOrEqual(6);
      expect(city.sights.length, city.name).toBeLessThanOrEqual(8);
      expect(city.foods.length, city.name).toBeGreaterThanOrEqual(2);
      expect(city.foods.length, city.name).toBeLessThanOrEqual(3);
      expect(city.sights.some(([, , slot]) => slot === "center"), city.name).toBe(true);
      const all = [...city.sights, ...city.foods].map(([name]) => name);
      expect(new Set(all).size, city.name).toBe(all.length);
      for (const [, line] of [...city.sights, ...city.foods]) expect(line, city.name).toMatch(/[.]$/);
      expect(cityNamed(city.name.toLowerCase())?.name).toBe(city.name);
      for (const aka of city.aka ?? []) expect(cityNamed(aka)?.name, aka).toBe(city.name);
    }
    expect(cityNamed("Rome, Italy")?.name).toBe("Rome");
  });

  it("comes before the suggestions and after the facts: the capital of France is still Paris, a trip is still planned, sleep tips are still tips", () => {
    expect(known("What are the best things to do in Paris?")).toBe(sightsReply("What are the best things to do in Paris?"));
    // suggestions.ts gave this a family's weekend activities (berry picking).
    expect(known("What are some fun things to do in Paris with kids?")).toBe(sightsReply("What are some fun things to do in Paris with kids?"));
    expect(known("What is the capital of France?")).toBe("The capital of France is Paris.");
    expect(known("Plan a 3 day trip to Tokyo")).toBe(itineraryReply("Plan a 3 day trip to Tokyo"));
    expect(known("5 tips for better sleep")).toBe(suggestionsReply("5 tips for better sleep"));
    expect(known("Suggest three weekend activities for a family with toddlers")).toBe(suggestionsReply("Suggest three weekend activities for a family with toddlers"));
    expect(known("fun things to do in winter")).toBe(suggestionsReply("fun things to do in winter"));
    expect(known("What's the weather in Paris?")).toBe(liveDataReply("What's the weather in Paris?"));
  });

  it("answers a chat completion for 'What are the best things to do in Paris?' with Paris's sights, numbered", async () => {
    const mock = testMock();
    const result = await mock.call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "What are the best things to do in Paris?" }] },
    });
    expect(result.status).toBe(200);
    const { intro, items } = parts(result.body.choices[0].message.content as string);
    expect(intro).toBe("Here are 8 of the best things to do in Paris:");
    expect(items[0]).toMatch(/^\*\*The Louvre\*\*/);
    expect(items.join("\n")).toContain("Eiffel Tower");
  });
});
