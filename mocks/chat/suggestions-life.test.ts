/**
 * Tips for the subjects people ask "tips for / advice on / how can I get better at" most: each
 * from its own table (suggestions-work.ts, suggestions-life.ts), as many as asked, never the
 * general steps that fit any subject ("Be clear about the goal … for a job interview").
 */
import { describe, expect, it } from "vitest";
import type { Suggestion } from "./suggestion-fit.ts";
import { suggestionsReply } from "./suggestions.ts";
import { ASKING_FOR_A_RAISE, CV_WRITING, DEADLINES, JOB_INTERVIEW, NETWORKING, PUBLIC_SPEAKING, SALARY_NEGOTIATION, WORK_TOPICS } from "./suggestions-work.ts";
import { BUDGET_TRAVEL, FIRST_5K, FIRST_DATE, HOUSEPLANTS, LIFE_TOPICS, MOVING_CITY, PHONE_PHOTOS, PODCAST, WEIGHT_LOSS } from "./suggestions-life.ts";
import { CODING_INTERVIEW, MONEY_SAVINGS } from "./suggestions-habits.ts";

/** The reply's intro, its numbered items (without their numbers) and what follows them. */
function parts(reply: string | undefined): { intro: string; items: string[]; closing: string } {
  expect(reply).toBeDefined();
  const [intro = "", list = "", closing = ""] = reply!.split("\n\n");
  return { intro, items: list.split("\n").map((item) => item.replace(/^\d+\. /, "")), closing };
}
const texts = (table: readonly Suggestion[]) => table.map(([text]) => text);
/** Whether every item of the reply to `prompt` comes from `table`. */
function fromTable(prompt: string, table: readonly Suggestion[]): void {
  const { intro, items } = parts(suggestionsReply(prompt));
  expect(intro, prompt).not.toMatch(/general/);
  for (const item of items) expect(texts(table), prompt).toContain(item);
}

describe("tips for the subjects people ask about most", () => {
  it("gives a job interview a candidate's real tips: research, STAR stories, questions to ask, not 'Be clear about the goal'", () => {
    const { intro, items } = parts(suggestionsReply("Give me tips for a job interview"));
    expect(intro).toBe("Here are 5 tips for a job interview:");
    expect(items).toHaveLength(5);
    for (const item of items) expect(texts(JOB_INTERVIEW)).toContain(item);
    expect(items.join("\n")).not.toMatch(/Be clear about the goal|Start small/);
    // A coding interview keeps its own table.
    fromTable("tips for a coding interview", CODING_INTERVIEW);
  });

  it.each([
    ["Give me 4 tips for public speaking", PUBLIC_SPEAKING],
    ["Any advice on negotiating salary?", SALARY_NEGOTIATION],
    ["advice on asking for a raise", ASKING_FOR_A_RAISE],
    ["tips for writing a CV", CV_WRITING],
    ["What are some tips for networking at a conference?", NETWORKING],
    ["tips for meeting deadlines", DEADLINES],
    ["Give me some advice for a first date", FIRST_DATE],
    ["tips for running my first 5K", FIRST_5K],
    ["tips for losing weight", WEIGHT_LOSS],
    ["tips for taking better photos with my phone", PHONE_PHOTOS],
    ["tips for travelling on a budget", BUDGET_TRAVEL],
    ["How do I keep my houseplants alive? Give me 3 tips", HOUSEPLANTS],
    ["tips for starting a podcast", PODCAST],
    ["advice on moving to a new city", MOVING_CITY],
  ] as const)("answers %j from its subject's table", (prompt, table) => fromTable(prompt, table));

  it("honours the number asked, up to what the table holds", () => {
    expect(parts(suggestionsReply("3 tips for running my first 5K")).items).toHaveLength(3);
    expect(parts(suggestionsReply("Give me two tips for a first date")).items).toHaveLength(2);
    const all = parts(suggestionsReply("Give me 10 tips for a job interview"));
    expect(all.intro).toBe(`Here are ${JOB_INTERVIEW.length} tips for a job interview:`);
    expect(new Set(all.items).size).toBe(JOB_INTERVIEW.length);
  });

  it("frames weight loss carefully: slow change, no crash diet, a doctor or dietitian for anyone at risk", () => {
    const reply = suggestionsReply("Give me 6 tips for losing weight")!;
    expect(reply).toContain("0.5–1 kg (1–2 lb) a week");
    expect(reply).toMatch(/crash diets usually end/);
    expect(reply).toMatch(/talk to a doctor or a registered dietitian/);
    // The framing leads however few tips are asked for, in every wording.
    for (const prompt of ["Give me a tip for losing weight", "2 tips to lose weight", "weight loss tips", "How can I lose belly fat? Give me 3 tips"]) {
      expect(suggestionsReply(prompt), prompt).toMatch(/\n\n(?:1\. )?\*\*Aim for slow, steady change\*\*/);
    }
  });

  it("answers 'How can I get better at networking?' with the table's tips, and leaves a subject no table knows to the general reply", () => {
    const { intro, items } = parts(suggestionsReply("How can I get better at networking?"));
    expect(intro).toBe("Here are 5 tips to get better at networking:");
    for (const item of items) expect(texts(NETWORKING)).toContain(item);
    fromTable("How do I prepare for a job interview?", JOB_INTERVIEW);
    expect(suggestionsReply("How can I get better at chess?")).toBeUndefined();
    expect(suggestionsReply("How do I reverse a linked list?")).toBeUndefined();
  });

  it("keeps each subject's tips apart: travel on a budget is no budgeting, a salary no saving, a date night's ideas no first date's tips", () => {
    fromTable("Give me tips for budget travel", BUDGET_TRAVEL);
    fromTable("tips for saving money", MONEY_SAVINGS);
    expect(suggestionsReply("date night ideas")).not.toContain(texts(FIRST_DATE)[0]);
    // "running a meeting" is no run, a podcast interview no job interview.
    expect(suggestionsReply("tips for running a meeting")).not.toContain(texts(FIRST_5K)[0]);
    expect(suggestionsReply("tips for a podcast interview")).not.toContain(texts(JOB_INTERVIEW)[0]);
  });

  it("has 4–6 tips in every table, each a bold name and a one-line reason", () => {
    const topics = [...WORK_TOPICS, ...LIFE_TOPICS];
    expect(topics.length).toBeGreaterThanOrEqual(28);
    for (const topic of topics) {
      expect(topic.items.length, topic.name).toBeGreaterThanOrEqual(4);
      expect(topic.items.length, topic.name).toBeLessThanOrEqual(6);
      for (const [text] of topic.items) expect(text, topic.name).toMatch(/^\*\*[^*]+\*\*: [^\n]+\.$/);
    }
  });
});
