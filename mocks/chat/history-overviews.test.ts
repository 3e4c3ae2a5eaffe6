import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { historicDateReply } from "./historic-dates.ts";
import { HISTORY_TOPICS, historyOverviewReply } from "./history-overviews.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

/** The mock's reply to a conversation of alternating user and assistant turns, the user first. */
const answered = (...texts: string[]) => composeReply(texts.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content })), seededRandom(1), knownReply);
const topic = (opening: string) => HISTORY_TOPICS.find((one) => one.overview.startsWith(opening))!;
const point = (opening: string, label: string) => topic(opening).points.find(([name]) => name === label)![1];

describe("an overview of a history topic", () => {
  it.each([
    ["Tell me about the Roman Empire", "The **Roman Empire** was the state ruled by Rome's emperors"],
    ["What was the Roman Empire?", "The **Roman Empire** was the state ruled by Rome's emperors"],
    ["Explain the French Revolution", "The **French Revolution** (**1789–1799**)"],
    ["Give me an overview of World War II", "**World War II** (**1939–1945**)"],
    ["Can you give me a brief summary of WWII?", "**World War II** (**1939–1945**)"],
    ["What happened in World War One?", "**World War I** (**1914–1918**)"],
    ["Who were the Aztecs?", "The **Aztecs**, who called themselves the Mexica"],
    ["What is the Silk Road?", "The **Silk Road** was a network of trade routes"],
    ["tell me about the moon landing", "**Apollo 11** made the first crewed Moon landing"],
    ["Summarize the Cold War", "The **Cold War** (about **1947–1991**)"],
    ["What was the Renaissance?", "The **Renaissance** (French for \"rebirth\")"],
    ["Tell me about the U.S. Civil War", "The **American Civil War** (**1861–1865**)"],
  ])("answers %j with a dated paragraph and bold-labelled key points", (prompt, opening) => {
    const reply = answered(prompt);
    expect(reply.startsWith(opening), reply.slice(0, 120)).toBe(true);
    expect(reply).toBe(historyOverviewReply(prompt));
    expect(reply.split("\n").filter((line) => /^- \*\*[^*]+:\*\* \S/.test(line)).length).toBeGreaterThanOrEqual(3);
  });

  it("gives as many sentences as asked, in prose: the overview's first, then the points'", () => {
    const count = (text: string) => text.split(/(?<=[.!?]\*{0,2})\s+(?=\*{0,2}\p{Lu})/u).length;
    const three = answered("Summarize World War 2 in 3 sentences");
    expect(three.startsWith("**World War II** (**1939–1945**)")).toBe(true);
    expect(count(three)).toBe(3);
    expect(three).not.toMatch(/^- |\n/m);
    expect(three).toContain(point("**World War II**", "Causes").split(". ")[0]);
    expect(count(answered("Explain the French Revolution in one sentence"))).toBe(1);
    expect(count(answered("Summarize the Cold War in a sentence"))).toBe(1);
    expect(count(answered("Summarize the Roman Empire in 5 sentences"))).toBe(5);
  });

  it("leads with the causes, the fall or the ending when that is what is asked", () => {
    expect(answered("What caused World War 1?")).toMatch(/^\*\*Causes:\*\* World War I grew out of long-term tensions.*\n\n\*\*World War I\*\* \(\*\*1914–1918\*\*\)/s);
    expect(answered("What were the main causes of WW2?").startsWith(`**Causes:** ${point("**World War II**", "Causes")}`)).toBe(true);
    expect(answered("Why did the French Revolution happen?").startsWith(`**Causes:** ${point("The **French Revolution**", "Causes")}`)).toBe(true);
    // "Why did the Roman Empire fall?" asks about the fall of Rome, which has its own topic.
    expect(answered("Why did the Roman Empire fall?").startsWith(`**Causes:** ${point("The **fall of the Western Roman Empire**", "Causes")}`)).toBe(true);
    expect(answered("How did the Cold War end?").startsWith(`**How it ended:** ${point("The **Cold War**", "How it ended")}`)).toBe(true);
    expect(answered("How did the Aztec Empire fall?").startsWith(`**How it ended:** ${point("The **Aztecs**", "How it ended")}`)).toBe(true);
    expect(answered("Why did the Ottoman Empire collapse?").startsWith(`**Decline:** ${point("The **Ottoman Empire**", "Decline")}`)).toBe(true);
    // The point it leads with is not said twice.
    const causes = answered("What caused the Great Depression?");
    expect(causes.split("**Causes:**").length).toBe(2);
  });

  it("knows every topic of its table by every name it lists, each dated and with three points or more", () => {
    expect(HISTORY_TOPICS.length).toBeGreaterThanOrEqual(35);
    for (const one of HISTORY_TOPICS) {
      expect(one.overview, one.names[0]).toMatch(/\*\*[^*]*\d{2,4}[^*]*\*\*/);
      expect(one.points.length, one.names[0]).toBeGreaterThanOrEqual(3);
      for (const name of one.names) expect(historyOverviewReply(`Tell me about the ${name.replace(/^ww(\d)$/, "World War $1")}`)?.startsWith(one.overview), name).toBe(true);
    }
  });

  it("answers a follow-up about the topic's fall or end", () => {
    expect(answered("Tell me about the Roman Empire", topic("The **Roman Empire**").overview, "Why did it fall?")).toBe(historyOverviewReply("Why did the Roman Empire fall?"));
    expect(answered("What caused World War 1?", "…", "How did it end?").startsWith("**How it ended:** After its last offensives failed in 1918")).toBe(true);
  });

  it("leaves a year, a poem, a city and what it does not know to the other replies", () => {
    expect(answered("When did WW2 end?")).toBe(historicDateReply("When did WW2 end?"));
    for (const prompt of ["When did WW2 end?", "Write a poem about the French Revolution", "Tell me about Rome", "Tell me about the history of my company", "What is the capital of France?", "Explain recursion", "Tell me about the Roman Empire ".repeat(5000)]) {
      expect(historyOverviewReply(prompt), prompt.slice(0, 60)).toBeUndefined();
    }
    expect(answered("Write a poem about the French Revolution")).not.toContain("Bastille");
    expect(answered("Tell me about Rome")).toContain("Colosseum");
  });
});
