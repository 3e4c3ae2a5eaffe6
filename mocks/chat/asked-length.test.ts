import { describe, expect, it } from "vitest";
import { askedLength, fittedToLength } from "./asked-length.ts";
import { wordCount } from "./brevity.ts";
import { explanationReply } from "./explanations.ts";
import { frontendConceptReply } from "./frontend-concepts.ts";
import { historyOverviewReply } from "./history-overviews.ts";
import { peopleOverviewReply } from "./people-overviews.ts";
import { sentencesOf } from "./sentences.ts";

/** What a reply that knows nothing of the subject says instead of answering. */
const GENERIC = /helps to know|narrowing down|how much detail|rather not guess|what you have in mind|general pointers/i;
/** A reply's bullet lines. */
const bullets = (reply: string) => reply.split("\n").filter((line) => line.startsWith("- "));

describe("askedLength: the length or level a question asks, and the question without it", () => {
  it.each([
    ["Explain photosynthesis in one sentence", { rest: "Explain photosynthesis", sentences: 1 }],
    ["Summarize the Cold War in a sentence", { rest: "Summarize the Cold War", sentences: 1 }],
    ["Tell me about Marie Curie in 2 sentences", { rest: "Tell me about Marie Curie", sentences: 2 }],
    ["Explain DNS in a few sentences", { rest: "Explain DNS", sentences: 3 }],
    ["Who was Albert Einstein? One sentence please", { rest: "Who was Albert Einstein", sentences: 1 }],
    ["In one sentence, what is machine learning?", { rest: "what is machine learning?", sentences: 1 }],
    ["Explain blockchain in 50 words", { rest: "Explain blockchain", words: 50 }],
    ["What is inflation? Max 30 words.", { rest: "What is inflation", words: 30 }],
    ["Explain AI in under 40 words", { rest: "Explain AI", words: 40 }],
    ["Explain inflation in 3 bullet points", { rest: "Explain inflation", bullets: 3 }],
    ["Describe Isaac Newton in five bullets", { rest: "Describe Isaac Newton", bullets: 5 }],
    ["What is DNS? Keep it short", { rest: "What is DNS", brief: true }],
    ["Explain the Cold War briefly", { rest: "Explain the Cold War", brief: true }],
    ["TL;DR of the theory of relativity", { rest: "Explain the theory of relativity", sentences: 1 }],
    ["Explain black holes in detail", { rest: "Explain black holes", detailed: true }],
    ["ELI5 the economy", { rest: "Explain the economy", simple: true }],
    ["ELI5: how does GPS work", { rest: "how does GPS work", simple: true }],
    ["Explain the economy like I'm 5", { rest: "Explain the economy", simple: true }],
    ["Explain how vaccines work to a 10 year old", { rest: "Explain how vaccines work", simple: true }],
    ["Explain machine learning in simple terms", { rest: "Explain machine learning", simple: true }],
    ["Explain the stock market to a 10-year-old in 2 sentences", { rest: "Explain the stock market", simple: true, sentences: 2 }],
    // Said first, whatever the question ends with; said last, before spaces or marks only.
    ["  eli5: what is DNS (#42)", { rest: "what is DNS (#42)", simple: true }],
    ["TLDR: the Cold War (1947–1991)", { rest: "Explain the Cold War (1947–1991)", sentences: 1 }],
    ["in 2 sentences: what is a \"hash map\"", { rest: "what is a \"hash map\"", sentences: 2 }],
    ["What is DNS? Keep it short!  \n", { rest: "What is DNS", brief: true }],
  ])("reads %j", (prompt, expected) => {
    expect(askedLength(prompt)).toEqual(expected);
  });

  it.each(["Explain inflation", "Who was Marie Curie?", "Write a poem about the sea", "How many words are in this sentence?", "What is a bullet journal?", "Summarize the French Revolution", "What is DNS in 3 sentences (#42)", "Keep it short: what is DNS (#42)"])(
    "reads no length in %j",
    (prompt) => {
      expect(askedLength(prompt)).toBeUndefined();
    },
  );
});

describe("fittedToLength: a known answer cut to the length asked", () => {
  const answer = "Paris is the capital of France. It sits on the Seine and has about two million people. It is famous for the Eiffel Tower, finished in 1889.";

  it("fills a word budget with whole sentences, never cutting one", () => {
    expect(fittedToLength(answer, { rest: "", words: 20 })).toBe("Paris is the capital of France. It sits on the Seine and has about two million people.");
  });

  it("gives the shortest sentence when even the first is over the budget", () => {
    const long = "Paris, on the Seine in northern France, has been the country's capital for most of its history. It is a capital. It has many bridges over the river.";
    expect(fittedToLength(long, { rest: "", words: 5 })).toBe("It is a capital.");
  });

  it("leaves out code, and the sentences that name its parts, when it cuts an explanation", () => {
    const reply = explanationReply("Explain closures in 2 sentences")!;
    expect(reply).not.toMatch(/```|`/);
    expect(sentencesOf(reply)).toHaveLength(2);
  });

  it("keeps whole an answer whose code is what was asked for", () => {
    const code = "Here's the function:\n\n```js\nconst add = (a, b) => a + b;\n```\n\nIt returns the sum.";
    expect(fittedToLength(code, { rest: "", sentences: 1 })).toBe(code);
  });
});

/** Topics explanations.ts answers, as a question names them, and what its answer must be about. */
const TOPICS: readonly (readonly [topic: string, subject: RegExp])[] = [
  ["photosynthesis", /photosynthesis/i],
  ["blockchain", /blockchain/i],
  ["inflation", /inflation/i],
  ["machine learning", /machine learning/i],
  ["DNS", /\bDNS\b/],
  ["the stock market", /stock market/i],
  ["the theory of relativity", /relativity/i],
  ["the economy", /economy/i],
  ["gravity", /gravity/i],
  ["climate change", /climate change/i],
];

describe("explanations at the length asked", () => {
  describe.each(TOPICS)("about %s", (topic, subject) => {
    /** The answer asked with no length, and its first sentence. */
    const plain = () => explanationReply(`Explain ${topic}`) ?? "";
    const lead = () => sentencesOf(plain())[0] ?? "(none)";

    it.each([
      [`Explain ${topic} in one sentence`, 1],
      [`What is ${topic}? One sentence please`, 1],
      [`TL;DR of ${topic}`, 1],
      [`Explain ${topic} in 2 sentences`, 2],
    ])("answers %j in %i sentence(s), led by the answer's own first sentence", (prompt, count) => {
      const reply = explanationReply(prompt)!;
      expect(sentencesOf(reply)).toHaveLength(count);
      expect(reply.startsWith(lead())).toBe(true);
      expect(reply).toMatch(subject);
      expect(reply).not.toMatch(GENERIC);
    });

    it.each([`Explain ${topic} in 50 words`, `Explain ${topic} in under 60 words`])("answers %j within the budget, in whole sentences of the answer", (prompt) => {
      const reply = explanationReply(prompt)!;
      expect(wordCount(reply)).toBeLessThanOrEqual(60);
      for (const sentence of sentencesOf(reply)) expect(plain()).toContain(sentence);
      expect(reply).not.toMatch(GENERIC);
    });

    it.each([`Explain ${topic} in 3 bullet points`, `Explain ${topic} as 3 bullets`])("answers %j with three bullets, the first the answer's lead", (prompt) => {
      const reply = explanationReply(prompt)!;
      expect(bullets(reply)).toHaveLength(3);
      expect(bullets(reply)[0]).toBe(`- ${lead()}`);
      expect(reply).not.toMatch(GENERIC);
    });

    it.each([`What is ${topic}? Keep it short`, `Explain ${topic} briefly`])("answers %j with the answer's opening, two sentences at most", (prompt) => {
      const reply = explanationReply(prompt)!;
      expect(reply.startsWith(lead())).toBe(true);
      expect(sentencesOf(reply).length).toBeLessThanOrEqual(2);
      expect(reply).not.toContain("\n");
    });

    it(`answers "Explain ${topic} in detail" with the whole answer`, () => {
      expect(explanationReply(`Explain ${topic} in detail`)).toBe(plain());
    });
  });

  it("answers 'Explain blockchain in 50 words' with its definition, not 'Let's look at blockchain in 50 words'", () => {
    expect(explanationReply("Explain blockchain in 50 words")).toMatch(/^A blockchain is a shared record of transactions/);
  });
});

describe("explanations for a child", () => {
  /** The concepts asked explained simply most often. */
  const CONCEPTS = ["the economy", "inflation", "the internet", "APIs", "DNS", "blockchain", "machine learning", "AI", "electricity", "gravity", "photosynthesis", "vaccines", "the stock market", "taxes", "climate change", "the theory of relativity"];

  it.each(CONCEPTS.flatMap((concept) => [`ELI5 ${concept}`, `Explain ${concept} like I'm 5`, `Explain ${concept} to a 10 year old`, `Explain ${concept} in simple terms`]))(
    "answers %j with the simpler text, not the full one",
    (prompt) => {
      const concept = CONCEPTS.find((name) => prompt.includes(name))!;
      const simple = explanationReply(prompt);
      expect(simple).toBeDefined();
      expect(simple).not.toBe(explanationReply(`Explain ${concept}`));
      expect(simple).not.toMatch(/\*\*|```|^- /m);
      expect(simple).not.toMatch(GENERIC);
    },
  );

  it.each([
    ["ELI5 neural networks", "Explain neural networks", /learns a bit like a brain/],
    ["Explain ChatGPT like I'm five", "Explain ChatGPT", /guessing which word comes next/],
    ["ELI5 git", "Explain git", /snapshot/],
    ["Explain cookies to a 10 year old", "Explain cookies", /tiny note/],
    ["How do solar panels work? ELI5", "How do solar panels work?", /sunlight/],
    ["How does a battery work, explained to a 5 year old", "How does a battery work?", /electrons/],
    ["Why do we have leap years? Explain like I'm five", "Why do we have leap years?", /February 29th/],
  ])("answers %j with a text for a child where there was only the full one", (prompt, plain, simple) => {
    const reply = explanationReply(prompt)!;
    expect(reply).toMatch(simple);
    expect(reply).not.toBe(explanationReply(plain));
    expect(reply).not.toMatch(/\*\*|```|^- /m);
  });

  it("answers 'ELI5 the economy' with jobs, money and buying, in a child's words", () => {
    const reply = explanationReply("ELI5 the economy")!;
    expect(reply).toMatch(/^An economy is how the people in a place get the things they need and want\./);
    expect(reply).toMatch(/jobs/);
  });

  it("answers 'Explain the stock market to a 10-year-old in 2 sentences' with two sentences of the simpler text", () => {
    const reply = explanationReply("Explain the stock market to a 10-year-old in 2 sentences")!;
    expect(sentencesOf(reply)).toHaveLength(2);
    expect(explanationReply("ELI5 the stock market")!.startsWith(reply)).toBe(true);
  });

  it("answers a number of sentences in the full text, not the child's ('in 5 sentences' is no age)", () => {
    expect(explanationReply("Explain photosynthesis in 5 sentences")).toMatch(/^\*\*Photosynthesis\*\* is how plants/);
  });
});

describe("frontend concepts at the length asked", () => {
  it("answers 'Explain useEffect in one sentence' with its lead, which names the hook before the code", () => {
    const reply = frontendConceptReply("Explain useEffect in one sentence")!;
    expect(reply).toMatch(/^`useEffect` runs code \*\*after React has rendered\*\* a component/);
    expect(sentencesOf(reply)).toHaveLength(1);
  });

  it("answers 'Explain promises in JavaScript in 3 bullet points' with three bullets about promises", () => {
    const reply = frontendConceptReply("Explain promises in JavaScript in 3 bullet points")!;
    expect(bullets(reply)).toHaveLength(3);
    expect(bullets(reply)[0]).toMatch(/^- A \*\*promise\*\* is/);
  });

  it("keeps whole an answer that opens by introducing its list, which has no lead sentence to cut to", () => {
    expect(frontendConceptReply("What is the difference between useMemo and useCallback in 2 sentences")).toBe(frontendConceptReply("What is the difference between useMemo and useCallback?"));
  });
});

describe("who a person was, at the length asked", () => {
  it("answers 'Who was Albert Einstein? One sentence please' with the lead sentence alone", () => {
    const reply = peopleOverviewReply("Who was Albert Einstein? One sentence please")!;
    expect(reply).toMatch(/^\*\*Albert Einstein\*\* \(14 March 1879 – 18 April 1955\) was a German-born theoretical physicist/);
    expect(sentencesOf(reply)).toHaveLength(1);
  });

  it.each([
    ["Tell me about Marie Curie in 2 sentences", 2, /^\*\*Marie Curie\*\*/],
    ["Who was Isaac Newton? Answer in 3 sentences", 3, /^\*\*Isaac Newton\*\*/],
    ["Who is Serena Williams? Keep it brief", 1, /^\*\*Serena Williams\*\* \(born 26 September 1981\) is/],
  ])("answers %j in %i sentence(s) of prose", (prompt, count, lead) => {
    const reply = peopleOverviewReply(prompt)!;
    expect(reply).toMatch(lead);
    expect(sentencesOf(reply)).toHaveLength(count);
    expect(reply).not.toContain("\n");
  });

  it("answers 'Describe Isaac Newton in 3 bullet points' with the lead and two facts as bullets", () => {
    const reply = peopleOverviewReply("Describe Isaac Newton in 3 bullet points")!;
    expect(bullets(reply)).toHaveLength(3);
    expect(bullets(reply)[0]).toMatch(/^- \*\*Isaac Newton\*\* \(25 December 1642/);
  });
});

describe("history overviews at the length asked", () => {
  it("answers 'Explain the French Revolution in 40 words' within the budget, opening with its dates", () => {
    const reply = historyOverviewReply("Explain the French Revolution in 40 words")!;
    expect(reply).toMatch(/^The \*\*French Revolution\*\* \(\*\*1789–1799\*\*\)/);
    expect(wordCount(reply)).toBeLessThanOrEqual(40);
  });

  it("answers 'Explain WW1 in 3 bullet points' with three bullets about World War I", () => {
    const reply = historyOverviewReply("Explain WW1 in 3 bullet points")!;
    expect(bullets(reply)).toHaveLength(3);
    expect(bullets(reply)[0]).toMatch(/^- \*\*World War I\*\* \(\*\*1914–1918\*\*\)/);
  });

  it("answers 'TL;DR of the Cold War' in one sentence", () => {
    const reply = historyOverviewReply("TL;DR of the Cold War")!;
    expect(reply).toMatch(/^The \*\*Cold War\*\*/);
    expect(sentencesOf(reply)).toHaveLength(1);
  });
});

describe("a question that asks no length", () => {
  it.each([
    ["Explain inflation", explanationReply, /\n\n/],
    ["Explain machine learning", explanationReply, /\n\n- \*\*Supervised learning\*\*/],
    ["What is DNS?", explanationReply, /\n\n1\. /],
    ["Who was Marie Curie?", peopleOverviewReply, /\n\n- She is the only person/],
    ["Tell me about the Roman Empire", historyOverviewReply, /\n\n- \*\*Rise:\*\*/],
  ] as const)("answers %j in full, as before", (prompt, reply, whole) => {
    expect(reply(prompt)).toMatch(whole);
  });
});
