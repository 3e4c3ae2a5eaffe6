import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { ideasReply } from "./writing-tasks.ts";
import { composeReply } from "./reply.ts";
import { knownReply } from "./known-replies.ts";
import { listReply } from "./lists.ts";
import { recipeReply } from "./recipes.ts";
import type { Suggestion, Tag } from "./suggestion-fit.ts";
import { subjectOf, suggestionsReply } from "./suggestions.ts";
import { ACTIVITIES, DATE_NIGHTS, DINNERS, GIFTS, PARTIES, TEAM_BUILDING } from "./suggestions-occasions.ts";
import { CLEAN_CODE, CODING_INTERVIEW, CODING_SKILLS, GROCERY_SAVINGS, LANGUAGE_LEARNING, SLEEP, STRESS } from "./suggestions-habits.ts";

/** The reply's intro, its numbered items (without their numbers) and what follows them. */
function parts(reply: string | undefined): { intro: string; items: string[]; closing: string } {
  expect(reply).toBeDefined();
  const [intro = "", list = "", closing = ""] = reply!.split("\n\n");
  const items = list.split("\n");
  items.forEach((item, i) => expect(item, reply).toMatch(new RegExp(`^${i + 1}\\. `)));
  return { intro, items: items.map((item) => item.replace(/^\d+\. /, "")), closing };
}

/** The items of a table, or those of them tagged `tag`. */
function texts(table: readonly Suggestion[], tag?: Tag): string[] {
  return table.filter(([, ...tags]) => tag === undefined || tags.includes(tag)).map(([text]) => text);
}

describe("'Give me N ideas / tips / ways / activities for X' gets N real ones about X", () => {
  it("gives an 8-year-old's birthday party three kids' parties, numbered, under an intro that says three", () => {
    const { intro, items, closing } = parts(suggestionsReply("Give me 3 ideas for a birthday party for my 8 year old"));
    expect(intro).toBe("Here are 3 ideas for a birthday party for your 8-year-old:");
    expect(items).toHaveLength(3);
    for (const item of items) expect(texts(PARTIES, "kids")).toContain(item);
    expect(closing).toMatch(/\?$/);
  });

  it("gives five sleep tips for '5 tips for better sleep', each about sleep", () => {
    const { intro, items } = parts(suggestionsReply("5 tips for better sleep"));
    expect(intro).toBe("Here are 5 tips for better sleep:");
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(texts(SLEEP)).toContain(item);
      expect(item).toMatch(/sleep|bed|night|wake|nap|asleep/i);
    }
    expect(new Set(items).size).toBe(5);
  });

  it("gives ways to save on groceries, and calls the subject 'saving money on groceries', not 'save money and groceries'", () => {
    const { intro, items } = parts(suggestionsReply("What are some ways to save money on groceries?"));
    expect(intro).toBe("Here are 5 ways to save money on groceries:");
    for (const item of items) expect(texts(GROCERY_SAVINGS)).toContain(item);
    expect(subjectOf({ subjectBefore: "", connector: "to", after: "save money on groceries" })).toBe("saving money on groceries");
    expect(subjectOf({ subjectBefore: "", connector: "on", after: "how to get things done" })).toBe("getting things done");
    expect(subjectOf({ subjectBefore: "fundraiser", connector: undefined, after: undefined })).toBe("your fundraiser");
    expect(subjectOf({ subjectBefore: "", connector: "for", after: "my garden" })).toBe("your garden");
  });

  it("gives a family with toddlers activities tagged for small children", () => {
    const { intro, items } = parts(suggestionsReply("Suggest three weekend activities for a family with toddlers"));
    expect(intro).toBe("Here are 3 weekend activities for a family with toddlers:");
    expect(items).toHaveLength(3);
    for (const item of items) expect(texts(ACTIVITIES, "toddler")).toContain(item);
  });

  it("gives team building ideas, remote ones for a remote team", () => {
    const { intro, items } = parts(suggestionsReply("List 4 ideas for a team building event"));
    expect(intro).toBe("Here are 4 ideas for a team building event:");
    expect(items).toHaveLength(4);
    for (const item of items) expect(texts(TEAM_BUILDING)).toContain(item);
    const remote = parts(suggestionsReply("Give me 3 team building activities for a remote team")).items;
    for (const item of remote) expect(texts(TEAM_BUILDING).filter((text) => !texts(TEAM_BUILDING, "inperson").includes(text))).toContain(item);
    expect(remote.filter((item) => texts(TEAM_BUILDING, "remote").includes(item)).length).toBeGreaterThanOrEqual(3);
  });

  it("gives blog post ideas as titles about the subject, as title ideas are written", () => {
    const { intro, items } = parts(suggestionsReply("Give me 10 blog post ideas about remote work"));
    expect(intro).toBe("Here are 10 blog post ideas about remote work:");
    expect(items).toHaveLength(10);
    expect(new Set(items).size).toBe(10);
    for (const item of items) expect(item).toContain("Remote Work");
    // The same templates as "title ideas for a blog post about remote work" (writing-tasks.ts).
    const titles = ideasReply("Give me 10 title ideas for a blog post about remote work")!.split("\n").map((line) => line.replace(/^\d+\. /, ""));
    expect(new Set(items)).toEqual(new Set(titles));
    expect(parts(suggestionsReply("Suggest 3 article ideas on personal finance")).items.every((item) => item.includes("Personal Finance"))).toBe(true);
  });

  it("gives gifts that fit whom the prompt names", () => {
    for (const [prompt, recipient] of [["I need gift ideas for my dad", "dad"], ["Give me 3 gift ideas for my mom", "mom"], ["Suggest 5 gifts for a coworker", "coworker"]] as const) {
      const { intro, items } = parts(suggestionsReply(prompt));
      expect(intro, prompt).toMatch(/^Here are \d+ gifts? (?:ideas )?for (?:your|a) (?:dad|mom|coworker):$/);
      for (const item of items) expect(texts(GIFTS, recipient), prompt).toContain(item);
    }
    for (const item of parts(suggestionsReply("gift ideas for my 8 year old")).items) expect(texts(GIFTS, "kids")).toContain(item);
    // "under $50" rules out a weekend getaway and a spa day.
    for (const item of parts(suggestionsReply("What are some gift ideas for my wife under $50?")).items) expect(texts(GIFTS, "splurge")).not.toContain(item);
  });

  it("prefers what the prompt names: indoor dates at home, cheap ones on a budget, vegetarian dinners, a toddler's dinner", () => {
    for (const item of parts(suggestionsReply("Give me 3 romantic date ideas at home")).items) expect(texts(DATE_NIGHTS, "indoor")).toContain(item);
    for (const item of parts(suggestionsReply("Give me 4 ideas for a date night on a budget")).items) expect(texts(DATE_NIGHTS, "splurge")).not.toContain(item);
    for (const item of parts(suggestionsReply("vegetarian dinner ideas")).items) expect(texts(DINNERS, "meat")).not.toContain(item);
    for (const item of parts(suggestionsReply("I need 3 dinner ideas for a picky toddler")).items) expect(texts(DINNERS, "toddler")).toContain(item);
    for (const item of parts(suggestionsReply("What are some fun things to do on a rainy day with kids?")).items) expect(texts(ACTIVITIES, "outdoor")).not.toContain(item);
  });

  it("puts first what the prompt says someone likes: 'She loves dinosaurs.'", () => {
    const { intro, items } = parts(suggestionsReply("Give me 3 ideas for a birthday party for my 8 year old. She loves dinosaurs."));
    expect(intro).toBe("Here are 3 ideas for a birthday party for your 8-year-old:");
    expect(items[0]).toMatch(/^\*\*Dinosaur dig\*\*/);
  });

  it("names the dinners recipes.ts has a recipe of as it does, so the recipe can follow", () => {
    for (const [name, title] of [["lasagna", "Classic Lasagna"], ["carbonara", "Spaghetti Carbonara"]] as const) {
      expect(texts(DINNERS).some((text) => text.toLowerCase().startsWith(`**${title.toLowerCase()}**`)), name).toBe(true);
      expect(recipeReply(`Give me a recipe for ${title.toLowerCase()}`)?.split("\n")[0]).toBe(`## ${title}`);
    }
  });

  it("names the language a learner asks about, and 'your target language' for none", () => {
    const spanish = suggestionsReply("Tips for learning Spanish")!;
    expect(spanish.split("\n")[0]).toBe("Here are 5 tips for learning Spanish:");
    expect(spanish).not.toContain("{L}");
    const any = parts(suggestionsReply("What are some tips for learning a new language?")).items;
    for (const item of any) expect(LANGUAGE_LEARNING.map(([text]) => text.replaceAll("{L}", "your target language"))).toContain(item);
  });

  it("gives the client tests' 'Give me three tips for naming variables.' three tips on naming, and clean-code tips for clean code", () => {
    const { intro, items } = parts(suggestionsReply("Give me three tips for naming variables."));
    expect(intro).toBe("Here are 3 tips for naming variables:");
    for (const item of items) expect(texts(CLEAN_CODE, "naming")).toContain(item);
    for (const item of parts(suggestionsReply("Give me 5 tips for writing clean Python code")).items) expect(texts(CLEAN_CODE)).toContain(item);
  });

  it("reads the count in digits and words: 'three', 'a few' (3), 'a couple of' (2), none (5), 'a' (one, unnumbered), at most ten or what fits", () => {
    const count = (prompt: string) => parts(suggestionsReply(prompt)).items.length;
    expect(count("Suggest three weekend activities for a family with toddlers")).toBe(3);
    expect(count("Give me a few tips for studying")).toBe(3);
    expect(count("Give me a couple of date night ideas")).toBe(2);
    expect(count("birthday party ideas")).toBe(5);
    expect(count("Write 20 tips for better sleep")).toBe(10);
    // Seven gifts suit a coworker; the intro says seven, not ten.
    expect(suggestionsReply("Give me 10 gift ideas for a coworker")!.split("\n")[0]).toBe(`Here are ${texts(GIFTS, "coworker").length} gift ideas for a coworker:`);
    const one = suggestionsReply("Give me a tip for better sleep")!;
    expect(one).toMatch(/^Here's one tip for better sleep:\n\n\*\*[^*]+\*\*: .+$/);
    expect(texts(SLEEP)).toContain(one.split("\n\n")[1]);
  });

  it("lays the list out as lists.ts does: numbered, bullets, one per line, comma-separated", () => {
    const bullets = suggestionsReply("Suggest 3 ways to reduce stress, as a bulleted list")!.split("\n\n");
    expect(bullets[0]).toBe("Here are 3 ways to reduce stress:");
    expect(bullets[1]!.split("\n")).toHaveLength(3);
    for (const line of bullets[1]!.split("\n")) expect(texts(STRESS)).toContain(line.replace(/^- /, ""));
    const lines = suggestionsReply("List 3 tips for saving money, one per line")!.split("\n");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^[A-Z][^*]+: .+\.$/);
    expect(suggestionsReply("List 5 date night ideas, comma-separated")!.split(", ")).toHaveLength(5);
  });

  it("gives a subject no table knows honest general steps that name it, as many as asked", () => {
    // Public speaking has a table now (suggestions-work.ts); beekeeping has none.
    const beekeeping = parts(suggestionsReply("Give me 4 tips for beekeeping"));
    expect(beekeeping.intro).toBe("Here are 4 general tips for beekeeping:");
    expect(beekeeping.items).toHaveLength(4);
    expect(beekeeping.items[0]).toContain("for beekeeping");
    expect(beekeeping.closing).toMatch(/general starting points.*beekeeping\.$/);
    const fair = parts(suggestionsReply("Give me 3 ideas for a science fair project"));
    expect(fair.intro).toBe("Here are 3 ways to come up with ideas for a science fair project:");
    expect(fair.items).toHaveLength(3);
    expect(suggestionsReply("fundraiser ideas")).toContain("your fundraiser");
    expect(suggestionsReply("What are some ways to improve my React app's performance?")!.split("\n")[0]).toBe("Here are 5 general ways to improve your React app's performance:");
    // A software subject gets an engineer's steps; "the French revolution" is no language to learn.
    expect(suggestionsReply("Give me some tips for improving API performance")).toMatch(/\n1\. \*\*Start from the requirements\*\*: .*improving API performance/);
    expect(suggestionsReply("List five tips for the French revolution")!.split("\n")[0]).toBe("Here are 5 general tips for the French revolution:");
    expect(suggestionsReply("Give me 3 ideas on how to improve my aquarium")!.split("\n")[0]).toBe("Here are 3 general ideas on how to improve your aquarium:");
    for (const prompt of ["Give me 4 tips for beekeeping", "fundraiser ideas", "Give me some tips for a job interview"]) {
      expect(suggestionsReply(prompt), prompt).not.toMatch(/effort you put into|fundamentals of|with (?:interview|speaking) helps/);
    }
  });

  it("gives a coding interview's real tips, not an engineer's steps for making code 'better'", () => {
    for (const prompt of ["tips for a coding interview", "coding interview tips", "Give me 8 tips for technical interviews"]) {
      const reply = suggestionsReply(prompt)!;
      expect(reply, prompt).not.toMatch(/what "better" means|general tips/);
      for (const item of parts(reply).items) expect(texts(CODING_INTERVIEW), prompt).toContain(item);
    }
    const all = suggestionsReply("Give me 10 tips for a coding interview")!;
    for (const tip of ["**Practise problems out loud**", "**Clarify the problem first**", "**Start with a brute-force solution**", "**Test your code with examples**", "**Know your complexity**", "**Ask good questions at the end**"]) expect(all).toContain(tip);
    for (const item of parts(suggestionsReply("5 tips to get better at coding")).items) expect(texts(CODING_SKILLS)).toContain(item);
  });

  it("keeps tips tables for tips and ideas tables for ideas: project ideas for students are no study habits, ideas to reduce stress are tips", () => {
    expect(suggestionsReply("AI project ideas for students")!.split("\n")[0]).toBe("Here are 5 ways to come up with AI project ideas for students:");
    for (const item of parts(suggestionsReply("Give me some ideas to reduce stress")).items) expect(texts(STRESS)).toContain(item);
    for (const item of parts(suggestionsReply("Give me some ideas to celebrate my birthday")).items) expect(texts(PARTIES)).toContain(item);
    expect(suggestionsReply("Give me 5 Christmas gift ideas for my coworkers")!.split("\n")[0]).toBe("Here are 5 Christmas gift ideas for your coworkers:");
  });

  it.each([
    ["How do I negotiate a higher salary?", "tips to negotiate a higher salary", "**Research the market rate**"],
    ["How can I be more productive working from home?", "tips to be more productive working from home", "**Take real breaks**"],
    ["How do I pack light?", "tips to pack light", "**Roll your clothes or use packing cubes**"],
    ["How do I study for exams?", "tips to study for exams", "**Test yourself instead of rereading**"],
    ["How do I save for a house deposit?", "tips to save for a house deposit", "**Build an emergency fund**"],
    // "How do I pay off debt?" gets personal-finance.ts's plan (one debt at a time), before these tips.
    ["How do I save money on bills?", "tips to save money on bills", "**Use the 50/30/20 rule**"],
    ["How do I ask for a promotion?", "tips to ask for a promotion", "**Bring evidence**"],
    ["How do I write a good cover letter?", "tips to write a good cover letter", "**Tailor it to each job**"],
    ["How do I grow tomatoes?", "tips to grow tomatoes", "**Pick the sunniest spot**"],
    ["How do I learn to play ukulele?", "tips to learn to play ukulele", "**Practise a little every day**"],
    ["How do I give feedback?", "tips to give feedback", "**Describe the behaviour, not the person**"],
  ])("answers the question %j with a table's tips (%j), not general points", (prompt, intro, tip) => {
    const reply = composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);
    expect(reply.split("\n")[0]).toBe(`Here are 5 ${intro}:`);
    expect(reply).toContain(tip);
    expect(reply).not.toMatch(/\*\*(?:Ask for feedback|Prepare ahead|Keep notes|Be consistent)\*\*|Be clear about the goal/);
  });

  it.each([
    ["Tips for removing a red wine stain", "**Blot, don't rub**"],
    ["Any tips for jump-starting a car?", "**The last black clamp to bare, unpainted metal**"],
    ["Give me tips to clean a cast iron pan", "**Dry it at once and completely**"],
    ["Tips for getting over a breakup", "**Take a break from contact**"],
    ["What are some tips for reducing screen time?", "**Set app limits**"],
  ])("answers %j, which no tips table knows, with the how-to's method (%j), not general tips", (prompt, step) => {
    const reply = composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);
    expect(reply).toContain(step);
    expect(reply).not.toMatch(/Be clear about the goal|general tips/);
  });

  it("keeps the count asked: '3 tips for unclogging a drain' is three tips, not the how-to's five steps", () => {
    const { intro, items } = parts(suggestionsReply("3 tips for unclogging a drain"));
    expect(intro).toContain("3");
    expect(items).toHaveLength(3);
  });

  it.each(["How do I train a neural network?", "How do I write an email to my boss?"])("leaves %j, which no tips table knows, to the replies after it", (prompt) => {
    expect(suggestionsReply(prompt)).toBeUndefined();
  });

  it("reads 'How can I reduce stress? Give me 5 tips' as tips to reduce stress", () => {
    const { intro, items } = parts(suggestionsReply("How can I reduce stress? Give me 5 tips"));
    expect(intro).toBe("Here are 5 tips to reduce stress:");
    for (const item of items) expect(texts(STRESS)).toContain(item);
  });

  it("gives the same answer to the same prompt, and other items to other prompts", () => {
    for (const prompt of ["5 tips for better sleep", "Give me 3 ideas for a birthday party for my 8 year old", "Give me 4 tips for public speaking"]) {
      expect(suggestionsReply(prompt)).toBe(suggestionsReply(prompt));
    }
    const firsts = ["5 tips for better sleep", "Give me 5 tips for better sleep", "What are some tips to sleep better?", "How can I sleep better? Give me 5 tips", "Any tips for better sleep?"].map(
      (prompt) => parts(suggestionsReply(prompt)).items[0],
    );
    expect(new Set(firsts).size).toBeGreaterThan(1);
  });

  it("keeps the party ideas writing-tasks.ts gave: ten different ones, five for a son's party or 'birthday party ideas'", () => {
    const ten = parts(suggestionsReply("Give me 10 ideas for a birthday party")).items;
    expect(new Set(ten).size).toBe(10);
    for (const item of ten) expect(texts(PARTIES)).toContain(item);
    for (const item of parts(suggestionsReply("Suggest some fun ideas for my son's birthday party")).items) expect(texts(PARTIES, "adults")).not.toContain(item);
    expect(parts(suggestionsReply("birthday party ideas")).items).toHaveLength(5);
    expect(suggestionsReply("Give me ideas for a blog")).not.toMatch(/party/i);
  });

  it("answers no prompt that asks for something else", () => {
    for (const prompt of [
      "Give me some ideas",
      "Give me 3 tips",
      "What are some ways AI is changing healthcare?",
      "What are some things to do in Paris?",
      "Give me 3 ideas for a weekend trip from San Francisco",
      "Write a blog post with tips for better sleep",
      "List three fruits",
      "Explain these tips for better sleep",
    ]) {
      expect(suggestionsReply(prompt), prompt).toBeUndefined();
    }
  });

  it("leaves to the others what was theirs: a list of fruits, title ideas, startup ideas, names, a recipe", () => {
    const known = (prompt: string) => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);
    expect(known("List three fruits")).toBe(listReply("List three fruits"));
    expect(known("Give me 3 title ideas for a blog post about remote work")).toBe(ideasReply("Give me 3 title ideas for a blog post about remote work"));
    expect(known("Suggest five names for a coffee shop")).toBe(ideasReply("Suggest five names for a coffee shop"));
    expect(known("Give me 3 startup ideas")?.split("\n")[0]).toBe("Here are 3 startup ideas:");
    expect(known("What are some good business ideas?")?.split("\n")[0]).toBe("Here are 5 business ideas:");
    expect(known("Give me a recipe for lasagna")).toBe(recipeReply("Give me a recipe for lasagna"));
    expect(known("5 tips for better sleep")).toBe(suggestionsReply("5 tips for better sleep"));
  });

  it("answers a chat completion for 'Give me 3 ideas for a birthday party for my 8 year old' with three numbered parties", async () => {
    const mock = testMock();
    const result = await mock.call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Give me 3 ideas for a birthday party for my 8 year old" }] },
    });
    expect(result.status).toBe(200);
    const { intro, items } = parts(result.body.choices[0].message.content as string);
    expect(intro).toBe("Here are 3 ideas for a birthday party for your 8-year-old:");
    expect(items).toHaveLength(3);
    for (const item of items) expect(texts(PARTIES, "kids")).toContain(item);
  });
});
