import { ConversationReading } from "./conversation-reading.ts";
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { askedCounts, listLengths, listSites, withListLengths } from "./list-counts.ts";

const PATH = "/client/v2/ai/chat/completions";
const read = (prompt: string) => new ConversationReading(prompt, []);
const notifications = {
  type: "object",
  properties: {
    notifications: {
      type: "array",
      items: { type: "object", properties: { name: { type: "string" }, message: { type: "string" }, minutesAgo: { type: "number" } }, required: ["name", "message", "minutesAgo"] },
    },
  },
  required: ["notifications"],
};

async function document(prompt: string, schema: object): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "answer", schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}

describe("the counts a prompt asks for", () => {
  it("reads a count by the nouns after it, and the count a listing verb asks for", () => {
    const counts = askedCounts("Generate 3 notifications for a messages app");
    expect(counts.byNoun.get("notification")).toBe(3);
    expect(counts.asked).toBe(3);
    expect(counts.noun).toBe("notification");
    expect(askedCounts("List five fruits").asked).toBe(5);
    expect(askedCounts("Give me a few ideas").asked).toBe(3);
    expect(askedCounts("Write a recipe with 7 ingredients").byNoun.get("ingredient")).toBe(7);
    // A count joined to its noun by a hyphen: a quiz's questions.
    expect(askedCounts("Create a 3-question quiz about the solar system").byNoun.get("question")).toBe(3);
    expect(askedCounts("Plan a 3-day trip").byNoun.size).toBe(0);
  });

  it("does not count what a number measures, a sum, or a prompt without a number", () => {
    expect(askedCounts("Give me a recipe that takes 30 minutes").byNoun.size).toBe(0);
    expect(askedCounts("Give me 30 minutes of exercises").asked).toBeUndefined();
    expect(askedCounts("Give me 3 * 12").asked).toBeUndefined();
    expect(askedCounts("Describe a sunset").asked).toBeUndefined();
  });

  it("caps a count at 20 items", () => {
    expect(askedCounts("Generate 500 names").asked).toBe(20);
  });
});

describe("the lengths of a schema's lists", () => {
  it("gives the counted list its count, else the shallowest lists the listing verb's, else a few things", () => {
    const sites = listSites(notifications);
    expect(sites.map((site) => site.noun)).toEqual(["notification"]);
    expect(listLengths(sites, read("Generate 3 notifications"))).toEqual([[0, 3, 3]]);
    expect(listLengths(sites, read("Generate notifications"))).toEqual([[0, 2, 3]]);
    const words = listSites({ type: "object", properties: { tags: { type: "array", items: { type: "string" } } } });
    expect(listLengths(words, read("Suggest tags"))).toEqual([]);
    // A listing verb's count is the count of what it lists, not of a tool's tags.
    expect(listLengths(words, read("List five tips for marathon training"))).toEqual([]);
    expect(listLengths(words, read("Suggest 4 tags"))).toEqual([[0, 4, 4]]);
    const unnamed = listSites({ type: "object", properties: { elements: { type: "array", items: { type: "string" } } } });
    expect(listLengths(unnamed, read("Generate 4 hero names"))).toEqual([[0, 4, 4]]);
  });

  it("gives a list of people objects as many items as the prompt names people", () => {
    const people = listSites({ type: "object", properties: { people: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } } } });
    expect(listLengths(people, read("My name is Jeff, my hair is black. Anna has the same color hair as me."))).toEqual([[0, 2, 2]]);
    expect(listLengths(people, read("Three friends went hiking."))).toEqual([[0, 2, 3]]);
  });

  it("keeps a list within its own bounds, copying only the nodes on its path", () => {
    const schema = { type: "object", properties: { tags: { type: "array", items: { type: "string" }, maxItems: 3 }, other: { type: "string" } } };
    const sites = listSites(schema);
    const shaped = withListLengths(schema, sites, listLengths(sites, read("Suggest 4 tags")));
    expect(shaped.properties).toMatchObject({ tags: { minItems: 3, maxItems: 3 } });
    expect((shaped.properties as any).other).toBe(schema.properties.other);
    expect(schema.properties.tags).not.toHaveProperty("minItems");
  });
});

describe("documents through the mock", () => {
  it("holds as many things as the prompt asks for (the AI SDK's notifications example)", async () => {
    const three = await document("Generate 3 notifications for a messages app in this context: Messages during finals week.", notifications);
    expect(three.notifications).toHaveLength(3);
    expect(three.notifications.every((n: any) => n.minutesAgo >= 1 && n.minutesAgo <= 12)).toBe(true);
    const some = await document("Generate notifications for a messages app.", notifications);
    expect(some.notifications.length).toBeGreaterThanOrEqual(2);
    expect(some.notifications.length).toBeLessThanOrEqual(3);
  });

  it("gives the AI SDK's array output the count, and a list of strings the verb's count", async () => {
    const elements = { type: "object", properties: { elements: { type: "array", items: { type: "object", properties: { name: { type: "string" }, class: { type: "string" } }, required: ["name", "class"] } } }, required: ["elements"] };
    expect((await document("Generate 4 hero descriptions for a fantasy role playing game.", elements)).elements).toHaveLength(4);
    const fruits = await document("List five fruits", { type: "object", properties: { fruits: { type: "array", items: { type: "string" } } }, required: ["fruits"] });
    expect(fruits.fruits).toHaveLength(5);
  });

  it("keeps the faker's lengths when the asked one cannot be met (uniqueItems of a short enum), never a 400", async () => {
    const schema = { type: "object", properties: { colors: { type: "array", uniqueItems: true, items: { enum: ["red", "blue"] } } }, required: ["colors"] };
    const out = await document("List 5 colors", schema);
    expect(out.colors.length).toBeLessThanOrEqual(2);
  });
});

describe("a group's list holds as many people as the prompt counts, whatever it calls them", () => {
  const person = { type: "object", properties: { name: { type: "string" }, role: { type: "string" }, email: { type: "string" } }, required: ["name", "role", "email"], additionalProperties: false };
  const group = (key: string) => ({ type: "object", properties: { [key]: { type: "array", items: person } }, required: [key], additionalProperties: false });

  it("gives a `team` the 5 employees asked, a `staff` list the 6, and 'a team of 4 people' four", async () => {
    expect((await document("Generate 5 employees", group("team"))).team).toHaveLength(5);
    expect((await document("Give me 6 fake employees", group("staff"))).staff).toHaveLength(6);
    expect((await document("Create a team of 4 people for a startup", group("team"))).team).toHaveLength(4);
    expect((await document("Generate 5 employees", group("employees"))).employees).toHaveLength(5);
  });

  it("writes each team member's email from their name", async () => {
    const { team } = await document("Generate 5 team members", group("team"));
    for (const member of team) {
      const [first] = member.name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(" ");
      expect(member.email.startsWith(first), `${member.name} ${member.email}`).toBe(true);
    }
  });
});
