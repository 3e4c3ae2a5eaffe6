import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { resampledFact } from "./fact-samples.ts";

const CHAT = "/client/v2/ai/chat/completions";

const ask = (content: string, extra: Record<string, unknown> = {}) =>
  testMock().call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], ...extra } });
const texts = (result: { body: { choices: { message: { content: string } }[] } }) => result.body.choices.map((choice) => choice.message.content);
/** The first words of a reply, as a client cut at a few tokens shows them. */
const opening = (text: string) => text.split(/\s+/, 4).join(" ");

/** Curated facts and explanations, each with what every choice must still say. */
const FACTS: readonly (readonly [prompt: string, kept: readonly string[]])[] = [
  ["Who painted the Mona Lisa?", ["Leonardo da Vinci", "Mona Lisa"]],
  ["What year did World War 2 end?", ["1945"]],
  ["How far is the moon?", ["384,400 km"]],
  ["Who wrote Hamlet?", ["William Shakespeare", "Hamlet"]],
  ["Who founded Microsoft?", ["Bill Gates and Paul Allen", "Microsoft"]],
  ["When did the Titanic sink?", ["1912"]],
  ["How many bones are in the human body?", ["206"]],
  ["What is the tallest mountain in the world?", ["Mount Everest"]],
  ["Why is the sky blue?", ["Rayleigh scattering"]],
  ["How do I make coffee?", ["**Heat the water**", "**Pour the rest slowly**"]],
  ["What are the symptoms of the flu?", ["Fever", "Headache", "**See a doctor if**"]],
];

describe("the n choices of a curated fact", () => {
  it.each(FACTS)("of %j are three samples of one answer: choice 0 the n: 1 reply, each of its own words, the facts kept", async (prompt, kept) => {
    const [one, three] = [texts(await ask(prompt))[0]!, texts(await ask(prompt, { n: 3 }))];
    expect(three[0]).toBe(one);
    expect(new Set(three).size, three.join("\n\n======\n\n")).toBe(3);
    // At least the first two choices open differently: a client cut at a few tokens sees two answers.
    expect(opening(three[1]!)).not.toBe(opening(three[0]!));
    for (const text of three) for (const fact of kept) expect(text).toContain(fact);
    // The same request gets the same three.
    expect(texts(await ask(prompt, { n: 3 }))).toEqual(three);
  });

  it("says who painted the Mona Lisa concisely in one choice and leads with the short answer in another", async () => {
    const [full, concise, led] = texts(await ask("Who painted the Mona Lisa?", { n: 3 }));
    expect(full).toMatch(/^The \*Mona Lisa\* was painted by \*\*Leonardo da Vinci\*\*, who began it around 1503/);
    expect(concise).toBe("**Leonardo da Vinci** painted the *Mona Lisa*.");
    expect(led).toBe(`**Short answer:** Leonardo da Vinci.\n\n${full}`);
  });

  it("keeps a caveat in every choice: an office holder may have changed, a symptom may need a doctor", async () => {
    for (const text of texts(await ask("Who is the CEO of Apple?", { n: 3 }))) expect(text).toMatch(/\*\*Tim Cook\*\*[^]*check a current source to be sure\.$/);
    for (const text of texts(await ask("How can I improve my sleep?", { n: 3 }))) expect(text).toContain("see a doctor");
  });

  it("streams the same three texts", async () => {
    const mock = testMock();
    const three = texts(await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "What year did World War 2 end?" }], n: 3 } }));
    const { events } = await mock.readStream(await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "What year did World War 2 end?" }], n: 3, stream: true } }));
    const streamed = ["", "", ""];
    for (const event of events) for (const choice of typeof event === "object" ? event.choices : []) streamed[choice.index] += choice.delta.content ?? "";
    expect(streamed).toEqual(three);
  });
});

describe("a fact's other forms", () => {
  const monaLisa = "The *Mona Lisa* was painted by **Leonardo da Vinci**, who began it around 1503 and kept working on it for years; it hangs in the Louvre in Paris.";

  it("are the text itself for sample 0", () => {
    expect(resampledFact("Who painted the Mona Lisa?", monaLisa, 0)).toBe(monaLisa);
  });

  it("keep the lead clause's bold answer when they cut the details, and every word when they do not", () => {
    expect(resampledFact("Who painted the Mona Lisa?", monaLisa, 3)).toBe(
      "The *Mona Lisa* was painted by **Leonardo da Vinci**, who began it around 1503 and kept working on it for years. It hangs in the Louvre in Paris.",
    );
    const titanic = "The Titanic sank in **1912**: it struck an iceberg on the night of 14 April and sank early on 15 April, on its maiden voyage; more than 1,500 people died.";
    expect(resampledFact("When did the Titanic sink?", titanic, 1)).toBe(`**Short answer:** 1912.\n\n${titanic}`);
    // The forms that open like the text come after those that do not.
    expect(resampledFact("When did the Titanic sink?", titanic, 2)).toBe("The Titanic sank in **1912**.");
    // "St. Mary's" ends no sentence, and a cut never falls before the bold answer.
    expect(resampledFact("Who discovered it?", "In 1928, at St. Mary's Hospital, **Alexander Fleming** found it; it changed medicine.", 2)).toBe("In 1928, at St. Mary's Hospital, **Alexander Fleming** found it.");
  });

  it("give no short answer the question already names, and leave a one-clause answer alone", () => {
    const photosynthesis = "**Photosynthesis** is how plants turn light into food; oxygen is released.";
    for (let sample = 1; sample <= 3; sample++) expect(resampledFact("What is photosynthesis?", photosynthesis, sample)).not.toContain("Short answer");
    for (let sample = 1; sample <= 3; sample++) expect(resampledFact("What is the capital of France?", "The capital of France is Paris.", sample)).toBe("The capital of France is Paris.");
  });
});
