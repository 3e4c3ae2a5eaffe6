import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { sentencesOf } from "./sentences.ts";
import { endingStop, withoutTrailing } from "./summaries.ts";
import { textTaskReply } from "./text-tasks.ts";

const EARNINGS = [
  "Apple reported revenue of $94.9 billion for the quarter, up 6% from a year ago.",
  "iPhone sales grew 2.4% to $46.2 billion.",
  "Services revenue reached a record $24.2 billion.",
  "CEO Tim Cook said the company will expand its AI features next year.",
  "The stock rose 1.5% in after-hours trading.",
];
const ARTICLE = EARNINGS.join(" ");
const LEAD = EARNINGS[0]!;

/** The summary the mock's chat reply gives for `prompt` (and a system message). */
const summarised = (prompt: string, system?: string) => textTaskReply(prompt, system === undefined ? [{ role: "user", content: prompt }] : [{ role: "system", content: system }, { role: "user", content: prompt }]);
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
const bulletsOf = (reply: string) => reply.split("\n").filter((line) => line.startsWith("- ")).map((line) => line.slice(2));

describe("summaries of a given text, in the form asked", () => {
  it("gives exactly the sentences asked, the lead first and whole ('$94.9' is no sentence end)", () => {
    const two = summarised(`Summarize this article in 2 sentences: ${ARTICLE}`)!;
    const sentences = sentencesOf(two);
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toBe(LEAD);
    expect(EARNINGS).toContain(sentences[1]);
    expect(summarised(`Summarize in one sentence: ${ARTICLE}`)).toBe(LEAD);
  });

  it("takes the most informative sentences besides the lead: figures, names, what will happen", () => {
    const text = "The city library reopened this week. It was nice. People came. The renovation cost $4.2M and added 3 reading rooms. Mayor Ana Ruiz said the branch will stay open until 9 p.m. on weekdays.";
    const sentences = sentencesOf(summarised(`Summarize in 3 sentences: ${text}`)!);
    expect(sentences).toEqual(["The city library reopened this week.", "The renovation cost $4.2M and added 3 reading rooms.", "Mayor Ana Ruiz said the branch will stay open until 9 p.m. on weekdays."]);
  });

  it.each([
    ["Give me 3 bullet points summarizing:", 3],
    ["Summarize this in 2 bullet points:", 2],
    ["Key takeaways from this:", 3],
  ])("writes bullets as markdown '- ' lines, one sentence of the text each: %j", (ask, count) => {
    const reply = summarised(`${ask} ${ARTICLE}`)!;
    const bullets = bulletsOf(reply);
    expect(bullets).toHaveLength(count);
    expect(reply.split("\n")).toHaveLength(count);
    expect(bullets[0]).toBe(LEAD);
    for (const bullet of bullets) expect(EARNINGS).toContain(bullet);
  });

  it("introduces the points a question asks for, and titles them when a title is asked", () => {
    const answer = summarised(`What are the main points of this text? ${ARTICLE}`)!;
    expect(answer.split("\n")[0]).toBe("The main points are:");
    expect(bulletsOf(answer).length).toBeGreaterThanOrEqual(3);
    const titled = summarised(`Summarize this article in a title and 3 key points: ${ARTICLE}`)!;
    expect(titled).toMatch(/^\*\*Apple reported revenue of \$94\.9 billion[^*\n]*\*\*\n\n- /);
    expect(bulletsOf(titled)).toHaveLength(3);
  });

  it.each([30, 12, 6])("keeps within %i words, cut between words, never mid-word", (limit) => {
    const summary = summarised(`Summarize in under ${limit} words: ${ARTICLE}`)!;
    const words = wordsOf(summary);
    expect(words.length).toBeLessThanOrEqual(limit);
    expect(words.length).toBeGreaterThan(limit / 2);
    expect(summary.startsWith("Apple reported revenue of $94.9 billion")).toBe(true);
    const written = new Set(wordsOf(ARTICLE).map((word) => word.replace(/[.,…]+$/, "")));
    for (const word of words) expect(written, word).toContain(word.replace(/[.,…]+$/, ""));
  });

  it("fits whole sentences to a word limit, counting the words of each as it is kept", () => {
    const text = "The new bridge opened to traffic on Monday morning after two years. Drivers saved 15 minutes on average. It rained.";
    // 12 words and 6: the lead and the figure fill 18 words exactly, and nothing is cut.
    expect(summarised(`Summarize in under 18 words: ${text}`)).toBe("The new bridge opened to traffic on Monday morning after two years. Drivers saved 15 minutes on average.");
    expect(summarised(`Summarize in under 17 words: ${text}`)).toBe("The new bridge opened to traffic on Monday morning after two years. It rained.");
  });

  it("cuts a long sentence with no clause to drop between words, and keeps its count", () => {
    const long = "the plan would add new lanes and new lights and new signs and wider paths and more trees and benches along the river for people who walk there every day of the week and more.";
    // 9 words kept ("and" leads on): the tenth is the one-word sentence after it.
    const summary = summarised(`Summarize in under 10 words: ${long} Rain.`)!;
    expect(summary).toBe("the plan would add new lanes and new lights… Rain.");
    expect(wordsOf(summary)).toHaveLength(10);
  });

  it("reads a sentence's stop before its closing marks, as /[.!?][\"”')]*$/ finds it", () => {
    for (const sentence of ["It rose.", "Did it?", 'She said "Stop!"', "(It was late.)", 'Really?")', "No stop", "", ".", '"', "Wait…", "Odd.'x"]) {
      expect(endingStop(sentence), sentence).toBe(/[.!?]["”')]*$/.exec(sentence)?.[0].charAt(0));
    }
  });

  it("drops the marks a cut leaves at the end, as /[…]+$/ replaced with nothing does", () => {
    for (const text of ["the plan would,", "the plan would ;: ", "ends with a dash —", "up 6%.", "", " , ", "no marks", "tab\t\n"]) {
      expect(withoutTrailing(text, /[\s,;:.!?–—-]/), text).toBe(text.replace(/[\s,;:.!?–—-]+$/, ""));
    }
  });

  it("shortens a long sentence by its parenthetical and trailing clauses, not mid-clause", () => {
    const text =
      "The city council voted on Tuesday to expand the bike lane network by 40 miles over the next five years (the largest expansion in its history), citing safety and climate goals, while critics, including several local business owners who depend on street parking, argued that the plan would hurt deliveries. Construction will begin in March. Officials expect the first segments to open by late summer.";
    expect(sentencesOf(summarised(`Summarize this in 2 sentences: ${text}`)!)[0]).toBe("The city council voted on Tuesday to expand the bike lane network by 40 miles over the next five years.");
  });

  it("reads the ask after the text, TL;DR without a colon, and a text of headings, a greeting and a sign-off", () => {
    expect(summarised(`${ARTICLE}\n\nSummarize the above.`)).toMatch(/^In short: Apple reported revenue of \$94\.9 billion for the quarter, up 6% from a year ago\. /);
    expect(summarised(`${ARTICLE} Can you summarize this in one sentence?`)).toBe(LEAD);
    expect(summarised(`TL;DR ${ARTICLE}`)).toMatch(/^In short: Apple reported revenue of \$94\.9 billion/);
    const email = "Please summarize the following email:\n\nHi team,\n\nThe launch moved to Friday because QA found two blocking bugs. Sarah will fix the login issue by Wednesday. Tom will update the notes.\n\nThanks,\nAnna";
    expect(summarised(email)).toBe("In short: The launch moved to Friday because QA found two blocking bugs. Sarah will fix the login issue by Wednesday.");
  });

  it("reads a hard-wrapped text under a title as its sentences, the title no sentence of it", () => {
    const wrapped = "Summarize this in 2 sentences:\n\nRemote work survey\nA new survey of 2,000 U.S. workers found\nthat 58% of employees now work remotely\nat least one day a week. It was a\nlong survey. Employers will keep hybrid schedules next year.";
    expect(summarised(wrapped)).toBe("A new survey of 2,000 U.S. workers found that 58% of employees now work remotely at least one day a week. Employers will keep hybrid schedules next year.");
  });

  it("summarises the user's message when the system message asks it to, in the form it asks", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "system", content: "Summarize the user's text in 3 bullet points." }, { role: "user", content: ARTICLE }] },
    });
    const bullets = bulletsOf(result.body.choices[0].message.content);
    expect(bullets).toHaveLength(3);
    for (const bullet of bullets) expect(EARNINGS).toContain(bullet);
    expect(summarised("Hi, how are you?", "Summarize the user's text in 3 bullet points.")).toBeUndefined();
  });

  it("summarises a text pasted on its own when the next message asks for its summary", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: {
        model: "gpt-4o-mini",
        messages: [
          { role: "user", content: ARTICLE },
          { role: "assistant", content: "Thanks for sharing that. What would you like me to do with it?" },
          { role: "user", content: "Summarize it in 2 sentences." },
        ],
      },
    });
    const sentences = sentencesOf(result.body.choices[0].message.content);
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toBe(LEAD);
    expect(EARNINGS).toContain(sentences[1]);
  });

  it("leaves a question that gives no text, a piece to write and code to the other replies", () => {
    expect(summarised("What are the key points of a good resume? I'm applying for a job next week and want to make sure mine stands out from the rest.")).toBeUndefined();
    expect(summarised(`Write a tweet summarizing this: ${ARTICLE}`)).toBeUndefined();
    expect(summarised("Summarize this: function add(a, b) {\n  return a + b;\n}\nconst x = add(1, 2);")).toBeUndefined();
  });
});
