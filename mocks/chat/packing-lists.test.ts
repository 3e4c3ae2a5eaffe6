import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { testMock } from "../../test/support/harness.ts";
import { knownReply } from "./known-replies.ts";
import { packingListReply } from "./packing-lists.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);
/** The bold group headings of a reply. */
const groupsOf = (reply: string) => [...reply.matchAll(/^\*\*(.+)\*\*$/gm)].map((match) => match[1]);

describe("packing lists for a kind of trip, grouped, counts fitted to the days", () => {
  it("answers 'Give me a packing list for a beach vacation' with a grouped checklist, not packing tips", () => {
    const reply = ask("Give me a packing list for a beach vacation");
    expect(reply.split("\n")[0]).toBe("Here's a packing list for a beach vacation (counts for about a week):");
    expect(groupsOf(reply)).toEqual(["Clothes", "Toiletries", "Documents & money", "Tech", "Extras"]);
    expect(reply).toContain("- [ ] 2 swimsuits");
    expect(reply).toContain("- [ ] Sunscreen (SPF 30 or more)");
    expect(reply).not.toContain("Ask for feedback");
  });

  it("scales the counts to the days asked, and keeps the destination", () => {
    const reply = ask("What should I pack for a 5-day beach vacation in Bali?");
    expect(reply.split("\n")[0]).toBe("Here's a packing list for a 5-day beach vacation in Bali:");
    expect(reply).toContain("- [ ] 5 T-shirts or tops");
    expect(reply).toContain("- [ ] 5 pairs of underwear");
    const short = ask("packing list for a 3 day beach trip");
    expect(short).toContain("- [ ] 3 T-shirts or tops");
  });

  it("stops the counts at a week's worth and suggests laundry for a longer trip", () => {
    const reply = ask("packing list for a two weeks trip to Japan");
    expect(reply.split("\n")[0]).toBe("Here's a packing list for a 14-day trip to Japan:");
    expect(reply).toContain("- [ ] 7 T-shirts or tops");
    expect(reply).toContain("one laundry stop");
  });

  it.each([
    ["What should I pack for a ski trip?", "ski trip", "Ski jacket and ski trousers"],
    ["camping packing list", "camping trip", "Tent, pegs and a mallet"],
    ["What to bring on a hiking trip", "hiking trip", "Broken-in hiking boots"],
    ["packing list for a business trip to London", "business trip to London", "Laptop and charger"],
    ["What should I pack for a weekend city break in Rome?", "2-day city break in Rome", "Comfortable walking shoes"],
    ["What to pack in my carry-on for a long-haul flight", "long-haul flight carry-on", "Neck pillow, eye mask and earplugs"],
    ["hospital bag checklist for giving birth", "hospital bag for giving birth", "Maternity pads"],
    ["packing list for traveling with a baby", "trip with a baby", "Travel cot"],
    ["What should I bring to a music festival?", "festival", "Ticket or wristband"],
    ["What should go in a moving house essentials box?", "moving-day essentials box", "Toilet paper and hand soap"],
    ["What should I pack for Hawaii?", "trip to Hawaii", "Passport or ID"],
    ["Labor Day weekend packing list", "2-day trip", "2 T-shirts or tops"],
  ])("answers %j with its kind's list", (prompt, shown, item) => {
    const reply = ask(prompt);
    expect(reply).toMatch(new RegExp(`^Here's a packing list for an? ${shown.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[ :(]`));
    expect(reply).toContain(item);
    expect(reply).toBe(packingListReply(prompt));
  });

  it.each(["How do I pack light?", "tips for packing a suitcase", "Write a poem about the beach", "Take me to the beach"])("does not answer %j, which asks for no packing list", (prompt) => {
    expect(packingListReply(prompt)).toBeUndefined();
  });

  it("answers through the endpoint", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Give me a packing list for a 5-day beach vacation" }] } });
    expect(result.body.choices[0].message.content).toMatch(/^Here's a packing list for a 5-day beach vacation:\n\n\*\*Clothes\*\*/);
  });
});
