import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { advantagesReply } from "./advantages.ts";
import { COMPARISONS } from "./comparison-tables.ts";
import { comparisonReply, oneSpaced } from "./comparisons.ts";
import { explanationReply } from "./explanations.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

/** The chat's reply to one user message. */
const chat = (prompt: string, seed = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(seed), knownReply);

/** A reply's markdown table: its two column headings and, by aspect, its two cells. */
function tableOf(reply: string): { columns: string[]; rows: Map<string, [string, string]> } {
  const lines = reply.split("\n").filter((line) => line.startsWith("|"));
  const cells = (line: string) => line.split("|").slice(1, -1).map((cell) => cell.trim());
  const [, ...columns] = cells(lines[0] ?? "");
  expect(lines[1]).toBe("|---|---|---|");
  const rows = new Map(lines.slice(2).map((line) => { const [aspect, a, b] = cells(line); return [aspect!, [a!, b!] as [string, string]]; }));
  return { columns, rows };
}

/** Sentences of the generic replies (reply.ts) that answered comparisons before. */
const GENERIC = /Automate the boring parts|Start small|Measure first|Keep it readable|Test the edges|Plan for change|consistency beats intensity|Good question about|Happy to help with|Let's look at|A few practical suggestions|on a small, realistic example/;

describe("comparisons of two things", () => {
  it.each([
    ["Compare React and Vue", "React", "Vue"],
    ["React vs Angular", "React", "Angular"],
    ["Which is better, Python or JavaScript?", "Python", "JavaScript"],
    ["Should I use JavaScript or TypeScript?", "JavaScript", "TypeScript"],
    ["What's the difference between SQL and NoSQL?", "SQL", "NoSQL"],
    ["REST vs GraphQL", "REST", "GraphQL"],
    ["How is Docker different from a VM?", "Docker", "Virtual machines"],
    ["iPhone or Android?", "iOS", "Android"],
    ["Mac or PC?", "Mac", "Windows"],
    ["AWS vs Azure", "AWS", "Azure"],
    ["Compare AWS and GCP", "AWS", "Google Cloud"],
    ["What's the difference between git merge and rebase?", "git merge", "git rebase"],
    ["npm vs yarn", "npm", "Yarn"],
    ["Should I use pnpm or npm?", "pnpm", "npm"],
    ["Tea or coffee?", "Tea", "Coffee"],
    ["Should I rent or buy a home?", "Renting", "Buying"],
    ["Cats or dogs?", "Cats", "Dogs"],
    ["Kindle vs paper books", "Kindle", "Paper books"],
    ["Java or C#?", "Java", "C#"],
    ["MySQL vs PostgreSQL", "MySQL", "PostgreSQL"],
    ["What is the difference between var and let?", "var", "let"],
    ["Is Python 3 better than Python 2?", "Python 3", "Python 2"],
    ["What is the difference between a list and a tuple in Python?", "List", "Tuple"],
  ])("answers %j with an intro, a table of both sides and when to choose each", (prompt, first, second) => {
    const reply = comparisonReply(prompt)!;
    const [intro, , choose] = reply.split("\n\n");
    expect(tableOf(reply).columns).toEqual([first, second]);
    expect(tableOf(reply).rows.size).toBeGreaterThanOrEqual(4);
    expect(intro).toMatch(/:$/);
    expect(choose).toMatch(/^Choose .+, and .+\.$/);
    expect(reply).not.toMatch(GENERIC);
    // A name is written as it is, at the start of a sentence too: "**iOS** and", not "**IOS**".
    if (/^\p{Ll}/u.test(first)) expect(intro).not.toContain(`**${first.charAt(0).toUpperCase()}${first.slice(1)}**`);
  });

  it("has four to six real rows for every pair, each reached by its own names", () => {
    for (const { sides, rows } of COMPARISONS) {
      const reply = comparisonReply(`Compare ${sides[0].name} and ${sides[1].name}`)!;
      expect(tableOf(reply).columns).toEqual([sides[0].name, sides[1].name]);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.length).toBeLessThanOrEqual(6);
      for (const [, a, b] of rows) expect(a).not.toBe(b);
    }
  });

  it("is reached by the usual phrasings, the same answer each time", () => {
    const answer = comparisonReply("Compare React and Vue");
    for (const prompt of [
      "React vs Vue",
      "React vs. Vue.js",
      "react versus vue?",
      "Compare React with Vue",
      "Can you compare React to Vue?",
      "What is the difference between React and Vue?",
      "What are the differences between React and Vue?",
      "Which is better, React or Vue?",
      "Which is better for a beginner: React or Vue?",
      "Which should I learn first, React or Vue?",
      "What should I learn first, React or Vue?",
      "Should I use React or Vue?",
      "React or Vue?",
      "React or Vue for a dashboard?",
      "React or Vue, which is better?",
      "React vs Vue: which one should I pick?",
      "Is React better than Vue?",
      "How does React compare to Vue?",
      "What are the pros and cons of React vs Vue?",
    ]) {
      expect(comparisonReply(prompt), prompt).toBe(answer);
    }
  });

  it("puts the columns in the order asked, with the same facts either way", () => {
    const forward = comparisonReply("React vs Vue")!;
    const backward = comparisonReply("Vue vs React")!;
    expect(tableOf(forward).columns).toEqual(["React", "Vue"]);
    expect(tableOf(backward).columns).toEqual(["Vue", "React"]);
    const swapped = new Map([...tableOf(backward).rows].map(([aspect, [a, b]]) => [aspect, [b, a]]));
    expect(swapped).toEqual(tableOf(forward).rows);
    expect(forward).toMatch(/^\*\*React\*\* and \*\*Vue\*\*/);
    expect(backward).toMatch(/^\*\*Vue\*\* and \*\*React\*\*/);
    expect(backward).toMatch(/Choose Vue when .+, and React when .+\.$/);
    expect(comparisonReply("Should I buy or rent a home?")).toMatch(/^\*\*Buying\*\* and \*\*renting\*\* a home/);
  });

  it("gives the answer explanations.ts has for the pairs it explains", () => {
    expect(comparisonReply("Compare TCP and UDP")).toBe(explanationReply("What is the difference between TCP and UDP?"));
    expect(comparisonReply("udp vs tcp")).toBe(explanationReply("What is the difference between TCP and UDP?"));
    expect(comparisonReply("Compare let and const")).toBe(explanationReply("What is the difference between let and const?"));
    // Asked as explanations.ts asks, the chat still answers from there.
    expect(chat("What is the difference between TCP and UDP?")).toBe(explanationReply("What is the difference between TCP and UDP?"));
    expect(chat("let vs const")).toBe(explanationReply("let vs const"));
  });

  it("weighs an unknown pair by criteria that name both sides, and claims no winner", () => {
    for (const [prompt, first, second] of [
      ["Compare Svelte and SolidJS", "Svelte", "SolidJS"],
      ["Which is better, a kayak or a canoe?", "a kayak", "a canoe"],
      ["Kafka vs RabbitMQ", "Kafka", "RabbitMQ"],
      ["What's the difference between weather and climate?", "weather", "climate"],
    ]) {
      const reply = chat(prompt!);
      expect(reply, prompt).toMatch(new RegExp(`^[^\n]*\\*\\*${first}\\*\\*[^\n]*\\*\\*${second}\\*\\*`, "i"));
      expect(reply.split("\n").filter((line) => line.startsWith("- **"))).toHaveLength(4);
      expect(reply, prompt).not.toMatch(GENERIC);
      expect(reply, prompt).not.toContain("|");
      expect(reply, prompt).not.toMatch(/\b(?:is|are) (?:faster|better|cheaper|easier) than\b/);
    }
    expect(chat("Which is better, a kayak or a canoe?")).toMatch(/^Whether \*\*a kayak\*\* or \*\*a canoe\*\* is the better choice depends mostly on what you need it for/);
    expect(chat("Compare Svelte and SolidJS")).toMatch(/\*\*Ecosystem\*\*|\*\*Learning curve\*\*|\*\*Purpose\*\*/);
    // How two things differ is not which to choose.
    const difference = chat("What's the difference between weather and climate?");
    expect(difference).toMatch(/^The clearest way to see how \*\*weather\*\* and \*\*climate\*\* differ/);
    expect(difference).not.toMatch(/better choice|Cost/);
    expect(chat("Compare the French and American revolutions")).toContain("**the French revolution** and **the American revolution**");
  });

  it("reads the sides before what the prompt adds after them, even when the second side is long", () => {
    for (const [prompt, first, second, context] of [
      ["Compare Python and Go for a team of 10 people.", "Python", "Go", "for a team of 10 people"],
      ["Compare Rust lifetimes and GraphQL federation for a team of 12 people.", "Rust lifetimes", "GraphQL federation", "for a team of 12 people"],
      ["Compare Postgres and Amazon DynamoDB for a small startup", "Postgres", "Amazon DynamoDB", "for a small startup"],
    ]) {
      const reply = chat(prompt!);
      expect(reply, prompt).toMatch(new RegExp(`^Whether \\*\\*${first}\\*\\* or \\*\\*${second}\\*\\* is the better choice ${context}`));
      expect(reply, prompt).not.toMatch(/write some|What should the code do/);
    }
  });

  it("answers the same prompt the same way, whatever the request's seed", () => {
    for (const prompt of ["Compare React and Vue", "Compare Svelte and SolidJS"]) {
      expect(chat(prompt, 1)).toBe(chat(prompt, 2));
      expect(chat(prompt, 1)).toBe(comparisonReply(prompt));
    }
  });

  it("leaves what compares nothing, or asks a fact, to the other replies", () => {
    for (const prompt of [
      "Heads or tails?",
      "Which is bigger, the sun or the earth?",
      "Should I go out or stay in tonight?",
      "Compare two arrays in JavaScript",
      "Write a function to compare two strings",
      "Compare these two: it or that",
      "Should my API return 404 or 400?",
      "What are the advantages of a Roth IRA over a traditional IRA?",
      "What are the pros and cons of electric cars?",
      "React vs Vue vs Angular",
    ]) {
      expect(comparisonReply(prompt), prompt).toBeUndefined();
    }
    expect(chat("What are the advantages of a Roth IRA over a traditional IRA?")).toBe(advantagesReply("What are the advantages of a Roth IRA over a traditional IRA?"));
  });

  it("is what the mock answers to 'Compare React and Vue'", async () => {
    const mock = testMock();
    const result = await mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Compare React and Vue" }] } });
    expect(result.status).toBe(200);
    const content: string = result.body.choices[0].message.content;
    expect(content).toContain("| | React | Vue |");
    expect(content).toMatch(/\n\nChoose React when .+, and Vue when .+\.$/);
    expect(content).not.toMatch(GENERIC);
  });
});

describe("oneSpaced", () => {
  it("makes each run of white space one space, as replace(/\\s+/g, \" \") does, and returns a text with none unchanged", () => {
    for (const text of ["react vs vue", "react  vs vue", "react\tvs\nvue", " react vs vue ", "a\u00a0b", "a \u2028 b", "", "  "]) expect(oneSpaced(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, " "));
  });
});
