import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { variedChatBodies } from "../../scripts/bench/prompts.ts";
import { seededRandom } from "../data/random.ts";
import { FACT_LINKS, KNOWN_REPLY_LINKS } from "./known-replies.ts";
import { askedOf, CueMissed, replyChain, type ReplyLink } from "./reply-chain.ts";
import type { ChatMessage } from "./tokens.ts";

const asked = (prompt: string) => askedOf([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("a reply chain", () => {
  const tried: string[] = [];
  const link = (name: string, answers: RegExp, cues?: string[]): ReplyLink => ({ name, cues, reply: (a) => (tried.push(name), answers.test(a.prompt) ? name : undefined) });

  it("answers with the first link that answers, in order", () => {
    tried.length = 0;
    const chain = replyChain([link("none", /^$/), link("first", /a/), link("second", /a/)]);
    expect(chain(asked("a cat"))).toBe("first");
    expect(tried).toEqual(["none", "first"]);
  });

  it("skips a link whose cues the prompt, lower-cased, does not contain", () => {
    tried.length = 0;
    const chain = replyChain([link("weather", /weather/i, ["weather"]), link("any", /./)]);
    expect(chain(asked("Hello"))).toBe("any");
    expect(tried).toEqual(["any"]);
    expect(chain(asked("WEATHER today?"))).toBe("weather");
  });

  it("finds a cue anywhere in the prompt: at its start, its end, inside a word, short, or past ASCII", () => {
    const chain = replyChain([
      link("tips", /./, ["tip"]),
      link("laptop", /./, ["pc"]),
      link("café", /./, ["café", "ñandú"]),
      link("quote", /./, ["’s"]),
    ]);
    for (const [prompt, expected] of [
      ["tips for sleep", "tips"],
      ["any good tip", "tips"],
      ["multiple choice", "tips"],
      ["a PC for gaming", "laptop"],
      ["Best CAFÉ in town", "café"],
      ["un ñandú", "café"],
      ["it’s late", "quote"],
    ] as const) {
      tried.length = 0;
      expect(chain(asked(prompt)), prompt).toBe(expected);
    }
    tried.length = 0;
    expect(chain(asked("ti p c caf"))).toBeUndefined();
    expect(tried).toEqual([]);
  });

  it("when checking, runs the skipped links too and throws when one of them answers", () => {
    const wrong = replyChain([link("tips", /advice/, ["tip"]), link("any", /./)], { check: true });
    expect(() => wrong(asked("Some advice please"))).toThrow(CueMissed);
    expect(() => wrong(asked("Hello"))).not.toThrow();
  });
});

/**
 * Every text the chat tests send, read from their sources, and the bench's prompts: the prompts a
 * link's cues are checked on. A test added for a new ask of a link is checked here too.
 */
function chatTestTexts(): string[] {
  const folder = fileURLToPath(new URL(".", import.meta.url));
  const texts = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".test.ts"))) {
    const source = ts.createSourceFile(file, readFileSync(folder + file, "utf8"), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.trim().length >= 2 && /[a-z]/i.test(node.text)) texts.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const body of variedChatBodies(1_000, 3)) {
    const { messages } = JSON.parse(body) as { messages: ChatMessage[] };
    const last = messages[messages.length - 1]?.content;
    if (typeof last === "string") texts.add(last);
  }
  return [...texts];
}

describe("the known replies' cues", () => {
  it("skip no link that would have answered, on every text of the chat tests and the bench's prompts, alone and after earlier messages", () => {
    const chains = [replyChain(KNOWN_REPLY_LINKS, { check: true }), replyChain(FACT_LINKS, { check: true })];
    // Some links answer from a support bot's system message, some from what the user said before.
    const before: ChatMessage[][] = [
      [],
      [{ role: "system", content: "You are the customer support assistant for Acme Bank. Be friendly and concise." }],
      [
        { role: "user", content: "Hi, my name is Sam and I'm a teacher. My favorite color is green." },
        { role: "assistant", content: "Nice to meet you, Sam! How can I help you today?" },
      ],
    ];
    const texts = chatTestTexts();
    expect(texts.length).toBeGreaterThan(5_000);
    const missed: string[] = [];
    for (const text of texts) {
      for (const [turn, earlier] of before.entries()) {
        // What the user said before matters to a short message only ("What's my name?").
        if (turn === 2 && text.length > 200) continue;
        const messages: ChatMessage[] = [...earlier, { role: "user", content: text }];
        for (const chain of chains) {
          try {
            chain(askedOf(messages, text, seededRandom(7), Date.UTC(2026, 5, 1, 12)));
          } catch (error) {
            if (!(error instanceof CueMissed)) throw error;
            missed.push(`${error.link}: ${JSON.stringify(text.slice(0, 120))}`);
          }
        }
      }
    }
    expect(missed.slice(0, 20)).toEqual([]);
    // The whole chain, every link, for each text twice: seconds alone, more beside other files.
  }, 180_000);

  it("are lower-case, since the prompt they are looked for in is", () => {
    for (const link of [...KNOWN_REPLY_LINKS, ...FACT_LINKS]) for (const cue of link.cues ?? []) expect(cue, link.name).toBe(cue.toLowerCase());
  });
});
