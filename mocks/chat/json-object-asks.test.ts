import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { isStopWord } from "./keywords.ts";
import { askedAnswerSchema } from "./json-object-asks.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

type Message = { role: string; content: string };
const system = (content: string): Message => ({ role: "system", content });
const user = (content: string): Message => ({ role: "user", content });

/** The JSON document the mock answers `messages` with, under `format` (json_object unless given). */
async function documentOf(messages: readonly Message[], format: Record<string, unknown> = { type: "json_object" }): Promise<Record<string, unknown>> {
  const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages, response_format: format } });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}
/** The text path's answer to the same ask (app-asks.ts), parsed where it is JSON. */
const textAnswer = (...messages: Message[]) => composeReply(messages, seededRandom(1), knownReply);
/** A strict json_schema format of one object of `properties`, all required. */
const schemaFormat = (properties: Record<string, unknown>) => ({
  type: "json_schema",
  json_schema: { name: "answer", strict: true, schema: { type: "object", properties, required: Object.keys(properties), additionalProperties: false } },
});

const TITLE = [system('Generate a short title for the conversation. Respond in JSON with a "title" key.'), user("How do I make my Next.js app faster?")];
const FOLLOW_UPS = [user('Suggest 3 follow-up questions the user might ask next, as JSON {"questions": [...]}. Conversation: user asked how to bake sourdough bread.')];
const KEYWORDS = [user("Extract the keywords from this text as JSON: React server components let you render on the server and stream HTML to the client.")];
const SENTIMENT = [user("Classify the sentiment of this review as JSON with sentiment and confidence: The battery died after two days, very disappointed.")];

describe("json_object: an app's behind-the-scenes ask answered under the keys its prompt names", () => {
  it("gives a conversation title the title the text path gives, under `title`", async () => {
    const document = await documentOf(TITLE);
    expect(document).toEqual(JSON.parse(textAnswer(...TITLE)));
    expect(document.title).toMatch(/^Making .*Next\.js app faster$/);
  });

  it("gives follow-up questions about the conversation's subject, never the prompt repeated", async () => {
    const document = await documentOf(FOLLOW_UPS);
    expect(Object.keys(document)).toEqual(["questions"]);
    const questions = document.questions as string[];
    expect(questions).toHaveLength(3);
    for (const question of questions) {
      expect(question).toMatch(/sourdough bread\b.*\?$/);
      expect(question).not.toContain("Suggest");
    }
    expect(new Set(questions).size).toBe(3);
  });

  it("gives a text's key phrases as keywords, with no stop word", async () => {
    const document = await documentOf(KEYWORDS);
    const keywords = document.keywords as string[];
    expect(keywords.map((keyword) => keyword.toLowerCase())).toEqual(expect.arrayContaining(["react server components", "client"]));
    for (const keyword of keywords) for (const word of keyword.split(" ")) expect(isStopWord(word), word).toBe(false);
  });

  it("names the language and fills the other key named, a confidence from 0 to 1", async () => {
    const document = await documentOf([system("Detect the language of the text. Reply in JSON with keys language and confidence."), user("Je voudrais un café, s'il vous plaît")]);
    expect(Object.keys(document)).toEqual(["language", "confidence"]);
    expect(document.language).toBe("French");
    expect(document.confidence).toBeGreaterThanOrEqual(0);
    expect(document.confidence).toBeLessThanOrEqual(1);
  });

  it("gives a conversation's summary with its keywords, the conversation's own key phrases", async () => {
    const document = await documentOf([
      user("What is React?"),
      { role: "assistant", content: "React is a JavaScript library for building user interfaces with reusable components." },
      user("Summarize the conversation so far as JSON with summary and keywords."),
    ]);
    expect(document.summary).toMatch(/^The user asked about React/);
    expect(document.keywords).toEqual(["React", "JavaScript library", "user interfaces", "reusable components"]);
  });

  it("takes the ask's own key when the prompt names none, and JSON mode's object whichever message said JSON", async () => {
    const document = await documentOf([system("You answer in JSON."), user("Generate 5 tags for this article: Our new solar panels convert 24% of sunlight into electricity, cutting energy bills for rooftop installations.")]);
    expect(document).toEqual({ tags: ["solar panels", "sunlight", "electricity", "energy bills", "rooftop installations"] });
  });
});

describe("json_object: a text-analysis ask fills every key its prompt names", () => {
  it("gives a sentiment with its confidence, a number from 0 to 1, sure of a clear review", async () => {
    const document = await documentOf(SENTIMENT);
    expect(Object.keys(document)).toEqual(["sentiment", "confidence"]);
    expect(document.sentiment).toBe("negative");
    expect(document.confidence).toBeGreaterThan(0.5);
    expect(document.confidence).toBeLessThanOrEqual(1);
  });

  it("gives keywords no stop word where no app ask makes them (the conversation's topic words)", async () => {
    const document = await documentOf([user("Give me JSON with a title and keywords for this blog post: React server components let you render on the server and stream HTML to the client.")]);
    const keywords = document.keywords as string[];
    expect(keywords.length).toBeGreaterThan(0);
    for (const keyword of keywords) expect(isStopWord(keyword), keyword).toBe(false);
  });

  it("files a support ticket under the queue its words cue, with a confidence to match", async () => {
    const document = await documentOf([user("Classify this support ticket into a category, as JSON with category and confidence: My invoice shows a double charge for March.")]);
    expect(document).toEqual({ category: "Billing", confidence: 0.95 });
  });

  it("gives a summarised text's topics as its own key phrases, not the instruction's words or one phrase repeated", async () => {
    const document = await documentOf([user("Summarize this article as JSON with summary and topics: The city council voted on Tuesday to expand the bike lane network. The plan adds 40 km of protected lanes by 2026. Critics say parking will suffer.")]);
    expect(document.summary).toMatch(/^The city council voted on Tuesday to expand the bike lane network\./);
    expect(document.topics).toEqual(["city council", "Tuesday", "bike lane network", "lanes", "critics"]);
  });

  it("lists a text's people, organizations and locations under those keys", async () => {
    const document = await documentOf([user("Extract the entities from this text as JSON with people, organizations and locations: Satya Nadella met Sundar Pichai in Paris to discuss Microsoft and Google.")]);
    expect(document).toEqual({ people: ["Satya Nadella", "Sundar Pichai"], organizations: ["Microsoft", "Google"], locations: ["Paris"] });
  });
});

describe("json_schema: the same asks agree with json_object where the schema has the key", () => {
  it.each([
    ["a title", TITLE, { title: { type: "string" } }],
    ["follow-up questions", FOLLOW_UPS, { questions: { type: "array", items: { type: "string" } } }],
    ["keywords", KEYWORDS, { keywords: { type: "array", items: { type: "string" } } }],
  ])("gives %s as json_object does, the text path's answer", async (_, messages, properties) => {
    const document = await documentOf(messages, schemaFormat(properties));
    expect(document).toEqual(await documentOf(messages));
    // The text path answers keywords asked "as JSON" with a bare array: the same list.
    const text = JSON.parse(textAnswer(...messages));
    expect(document).toEqual(Array.isArray(text) ? { [Object.keys(properties)[0]!]: text } : text);
  });

  it("keeps the schema's own document where the answer breaks it (a title of at most 5 characters)", async () => {
    const document = await documentOf(TITLE, schemaFormat({ title: { type: "string", maxLength: 5 } }));
    expect((document.title as string).length).toBeLessThanOrEqual(5);
  });
});

describe("askedAnswerSchema: which key an app ask's answer goes under", () => {
  const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
  const STRING = { type: "string", minLength: 1 };
  const STRINGS = { type: "array", items: STRING, minItems: 1 };

  it("puts it under the key that names the kind, as a list or a text as the key holds", () => {
    expect(askedAnswerSchema({ key: "questions", reply: '{"questions":["Why?","How?"]}' }, object({ follow_ups: STRINGS }))).toEqual(object({ follow_ups: { ...STRINGS, const: ["Why?", "How?"] } }));
    expect(askedAnswerSchema({ key: "keywords", reply: '{"keywords":["solar panels","sunlight"]}' }, object({ tags: STRING, summary: STRING }))).toEqual(object({ tags: { ...STRING, const: "solar panels, sunlight" }, summary: STRING }));
    expect(askedAnswerSchema({ key: "language", reply: "French." }, object({ detected_language: STRING, confidence: { type: "number" } }))).toEqual(object({ detected_language: { ...STRING, const: "French" }, confidence: { type: "number" } }));
  });

  it("takes the only key named whatever its name, and none of several that do not name the kind", () => {
    expect(askedAnswerSchema({ key: "summary", reply: "The user asked about React." }, object({ result: STRING }))).toEqual(object({ result: { ...STRING, const: "The user asked about React." } }));
    expect(askedAnswerSchema({ key: "summary", reply: "The user asked about React." }, object({ a: STRING, b: STRING }))).toBeUndefined();
  });

  it("gives the ask's own object when no key is named, and nothing for a caller's schema without properties", () => {
    expect(askedAnswerSchema({ key: "title", reply: '{"title":"Baking bread"}' }, undefined)).toEqual({ type: "object", const: { title: "Baking bread" } });
    expect(askedAnswerSchema({ key: "title", reply: '{"title":"Baking bread"}' }, { type: "object" }, false)).toBeUndefined();
    expect(askedAnswerSchema(undefined, object({ title: STRING }))).toBeUndefined();
  });
});
