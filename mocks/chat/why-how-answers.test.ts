import { generateSync } from "json-schema-faker";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { explanationReply } from "./explanations.ts";
import { curatedWhyHow } from "./why-how-answers.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { asked, askedCore, openings, why } from "./why-how-questions.ts";
import { NATURE_ANSWERS } from "./why-how-nature.ts";
import { EVERYDAY_ANSWERS } from "./why-how-everyday.ts";
import { TECH_ANSWERS } from "./why-how-tech.ts";
import { countTokens } from "./tokens.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

describe("the why- and how-questions chat UIs are demoed with", () => {
  it.each([
    // Nature and science.
    ["Why do cats purr?", [/larynx/, /stressed|injured|hurt/]],
    ["Why is the ocean salty?", [/rivers/, /evaporat/, /3\.5%/]],
    ["Why do leaves change color?", [/chlorophyll/, /carotenoids/, /anthocyanins/]],
    ["Why do we dream?", [/REM sleep/, /[Nn]obody knows for sure/]],
    ["How do airplanes fly?", [/\*\*lift\*\*/, /angle of attack/, /myth/]],
    ["How does a rainbow form?", [/refract/, /reflects/, /42°/]],
    ["Why do we have seasons?", [/tilted by about \*\*23\.5°\*\*/, /closest to the Sun in early January/]],
    ["How do vaccines work?", [/immune system/, /[Mm]emory B and T cells/]],
    ["How does the internet work?", [/packets/, /IP address/, /DNS/]],
    ["How does a refrigerator work?", [/refrigerant/, /[Cc]ompressor/, /[Cc]ondenser/]],
    ["How does GPS work?", [/atomic clocks/, /four/, /trilateration/]],
    ["How do computers store data?", [/\*\*bits\*\*/, /RAM/, /SSD/]],
    ["Why do onions make you cry?", [/syn-propanethial-S-oxide/, /enzymes/]],
    ["How do bees make honey?", [/nectar/, /invertase/, /17–18%/]],
    ["What causes tides?", [/Moon's gravity/, /spring tides/]],
    ["Why do stars twinkle?", [/atmosphere/, /[Pp]lanets/]],
    ["What causes lightning?", [/graupel|ice crystals/, /thunder/]],
    ["How do solar panels work?", [/photovoltaic/, /inverter/]],
    ["Why does ice float?", [/less dense/, /hydrogen bonds/]],
    ["Why do zebras have stripes?", [/biting flies/, /debated/]],
    ["Why do we have leap years?", [/365\.2422/, /1900 wasn't/]],
    ["Why do we sneeze?", [/reflex/, /irritants/, /photic sneeze reflex/]],
    // Software.
    ["How does DNS work?", [/recursive resolver/, /root server/, /TTL/]],
    ["Why is my React component re-rendering?", [/state changed/, /parent re-rendered/, /Profiler/, /useCallback/]],
    ["How does garbage collection work?", [/reachab/, /[Mm]ark and sweep/, /[Gg]enerational/]],
    ["How does a hash map work?", [/hash function/, /collision/, /load factor/]],
    ["How does the event loop work?", [/microtask/i, /1, 4, 3, 2/]],
    ["Why is 0.1 + 0.2 not equal to 0.3?", [/IEEE 754/, /0\.30000000000000004/]],
    ["How does a CPU work?", [/fetch/, /decode/, /execute/]],
    ["How does ChatGPT work?", [/next/, /transformer/]],
    ["Why am I getting a CORS error?", [/Access-Control-Allow-Origin/, /preflight/, /on the server/]],
    ["What happens when you type a URL into a browser?", [/DNS lookup/, /TLS handshake/, /DOM/]],
  ])("answers %j with the facts that answer it", (prompt, facts) => {
    const reply = ask(prompt);
    for (const fact of facts) expect(reply).toMatch(fact);
  });

  it.each([
    ["why does a cat purr", "Why do cats purr?"],
    ["what makes cats purr", "Why do cats purr?"],
    ["Can you tell me why cats purr?", "Why do cats purr?"],
    ["Hey, quick question: how come cats purr?", "Why do cats purr?"],
    ["explain why the ocean is so salty", "Why is the ocean salty?"],
    ["Where does the ocean's salt come from?", "Why is the ocean salty?"],
    ["Why do leaves turn red in the fall?", "Why do leaves change color?"],
    ["explain how GPS works", "How does GPS work?"],
    ["How does my phone know where I am?", "How does GPS work?"],
    ["What keeps a plane in the air?", "How do airplanes fly?"],
    ["How are rainbows formed?", "How does a rainbow form?"],
    ["What causes the seasons?", "Why do we have seasons?"],
    ["How does a fridge work?", "How does a refrigerator work?"],
    ["Explain the event loop in JavaScript", "How does the event loop work?"],
    ["What is DNS?", "How does DNS work?"],
    ["How does a hash table work?", "How does a hash map work?"],
    ["Why does my component render twice?", "Why is my React component re-rendering?"],
    ["why is 0.1+0.2 != 0.3 in javascript", "Why is 0.1 + 0.2 not equal to 0.3?"],
  ])("answers the variant %j as it answers %j", (variant, canonical) => {
    expect(explanationReply(variant)).toBeDefined();
    expect(explanationReply(variant)).toBe(explanationReply(canonical));
  });

  it("answers a child, or in simple terms, without the jargon", () => {
    expect(explanationReply("Explain like I'm five: why do cats purr?")).not.toMatch(/larynx|Hz/);
    expect(explanationReply("ELI5 how does a rainbow form")).toMatch(/prism/);
    expect(explanationReply("Why is the ocean salty, explained to a 5 year old")).toMatch(/^When rain falls on land/);
    expect(explanationReply("How does the internet work in simple terms?")).not.toMatch(/TCP|IP address/);
    expect(explanationReply("How does gravity work? Explain it like I am five")).toMatch(/^Gravity is an invisible pull/);
    expect(explanationReply("How does GPS work? ELI5")).toMatch(/satellites/);
    expect(explanationReply("How does GPS work? ELI5")).not.toMatch(/trilateration|atomic/);
    expect(explanationReply("Explain tides to a 5 year old")).toMatch(/twice a day/);
  });

  it.each([
    "Why do cats purr at night?",
    "Why do cats hate water?",
    "Why is the ocean blue?",
    "Why is the Dead Sea so salty?",
    "How does GPS work without internet?",
    "How does the internet work in North Korea?",
    "How do I make my React component faster?",
    "How do airplanes land?",
    "How does a rainbow taste?",
    "Why do leaves fall in spring?",
    "How do bees communicate?",
    "How do you work out percentages?",
    "What is a hash map in Rust?",
    "What are cookies?",
  ])("leaves the near-miss %j to the other replies", (prompt) => {
    expect(explanationReply(prompt)).toBeUndefined();
  });

  it("corrects the false premise of a loaded question rather than explaining it", () => {
    expect(ask("How do vaccines cause autism?")).toMatch(/^Vaccines don't cause autism\./);
  });

  it("opens every curated answer with a direct sentence and keeps it short", () => {
    for (const { asked, answer, simple } of [...NATURE_ANSWERS, ...TECH_ANSWERS, ...EVERYDAY_ANSWERS]) {
      const first = answer.split("\n")[0]!;
      expect(first, String(asked)).toMatch(/^[`*A-Z0-9][^\n]{30,}[.:]$/);
      expect(countTokens(answer), String(asked)).toBeLessThanOrEqual(350);
      for (const text of [answer, simple ?? ""]) expect(text, String(asked)).not.toMatch(/\b(\w+) \1\b/i);
      if (simple !== undefined) expect(simple, String(asked)).not.toMatch(/\*\*|```/);
    }
  });

  it("is the same answer every time", () => {
    expect(ask("Why do cats purr?", 1)).toBe(ask("Why do cats purr?", 2));
  });
});

describe("a subject asked about alone", () => {
  const CURATED = [...NATURE_ANSWERS, ...TECH_ANSWERS, ...EVERYDAY_ANSWERS];
  /** The subjects of every way of asking "how does X work", "what causes X" or "explain X", as json-schema-faker writes them. */
  const subjects = CURATED.flatMap(({ asked }) =>
    [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => (generateSync({ type: "string", pattern: asked.source } as never, { seed } as never) as string).replace(/\s+/g, " ").toLowerCase()),
  )
    .flatMap((question) => /^(?:how does (.+) works?|what causes (.+)|explain (.+))$/.exec(question)?.slice(1).filter(Boolean) ?? [])
    // Subjects only "how does X work" asks about, of answers whose words are "work" and the like.
    .concat(["routers", "a router", "memory management", "volcanoes", "earthquakes", "ai models"]);

  it("is answered as trying every pattern on each way of asking about it answers it", () => {
    expect(subjects.length).toBeGreaterThan(80);
    let found = 0;
    for (const subject of subjects) {
      const core = askedCore(`Explain ${subject}`);
      const asked = core.slice("explain ".length);
      const questions = core.startsWith("explain ") ? [core, `how does ${asked} work`, `what causes ${asked}`] : [core];
      const everyPattern = questions.map((question) => CURATED.find(({ asked: pattern }) => pattern.test(question))).find(Boolean);
      expect(curatedWhyHow(`Explain ${subject}`), subject).toBe(everyPattern);
      if (everyPattern) found += 1;
    }
    expect(found).toBeGreaterThan(subjects.length * 0.8);
  });
});

describe("the question a prompt asks", () => {
  it.each([
    ["Hey, can you tell me why cats purr, like I'm five?", "why cats purr"],
    ["ELI5: How does GPS work?", "how does gps work"],
    ["Please explain how DNS works in simple terms.", "how dns works"],
    ["Explain DNS", "explain dns"],
    ["I was wondering why the sky is blue", "why the sky is blue"],
    ["How does gravity work? Explain it like I am five", "how does gravity work"],
  ])("%j asks %j", (prompt, core) => {
    expect(askedCore(prompt)).toBe(core);
  });
});

describe("how a question begins, read off its pattern", () => {
  it("reads the first words of every way of asking", () => {
    const starts = openings(asked(why("cats?", "purrs?")))!;
    for (const start of ["why do", "why cat", "how come", "what makes", "the reason"]) expect(starts).toContain(start);
    // Every core question the pattern matches begins with one of them.
    for (const core of ["why do cats purr", "how come a cat purrs", "what's the reason cats purr", "the reasons why cats purr"]) {
      expect(asked(why("cats?", "purrs?")).test(core), core).toBe(true);
      expect(starts.some((start) => core.startsWith(start)), core).toBe(true);
    }
  });

  it("says nothing where the pattern does not say how it begins", () => {
    expect(openings(/^(?:[a-z]+\s+why)$/)).toBeUndefined();
    expect(openings(/^(?:(?:why\s+)?cats)?$/)).toBeUndefined();
    expect(openings(/why\s+cats/)).toBeUndefined();
  });

  it("turns away a question no answer begins as, and no other", () => {
    expect(explanationReply("Write a poem about why cats purr")).toBeUndefined();
    expect(explanationReply("why? cats purr")).toBeUndefined();
    expect(explanationReply("Why do cats purr?")).toMatch(/^Cats purr/);
  });
});
