/**
 * The chain of known replies as a list of links tried in order, the first answer winning, and
 * the index that keeps a prompt from being offered to links that cannot answer it.
 *
 * Why an index: the chain has about 110 links, and a prompt none of the early ones knows used to
 * be offered to every one of them, each rejecting it with its own patterns: most of a varied
 * chat's time (docs/performance.md). A link states its `cues`, words at least one of which every
 * prompt it answers contains, so the chain skips it with a substring test (one pattern of the cues).
 *
 * The cues must be exact: a link skipped must be a link that would not have answered.
 * reply-chain.test.ts checks it on every text of the chat tests and on the bench's prompts, with
 * `replyChain(links, { check: true })`, which runs the skipped links too and throws when one of
 * them answers.
 */
import type { Random } from "../data/random.ts";
import type { ChatMessage } from "./tokens.ts";

/** What every link reads: the conversation, its last user message and, once, that message lower-cased. */
export interface Asked {
  readonly messages: readonly ChatMessage[];
  readonly prompt: string;
  /** `prompt.toLowerCase()`, made once for every link's cues. */
  readonly lower: string;
  readonly random: Random;
  readonly now: number | undefined;
}

/** One known reply in the chain. */
export interface ReplyLink {
  /** The link's name, for errors and the docs: its module's reply without "Reply". */
  readonly name: string;
  /**
   * Lower-case substrings, one of which every prompt this link answers contains; absent when the
   * link has no such words (it answers from the system message, or from anything).
   */
  readonly cues?: readonly string[];
  readonly reply: (asked: Asked) => string | undefined;
}

/** The `Asked` of a prompt. */
export function askedOf(messages: readonly ChatMessage[], prompt: string, random: Random, now: number | undefined): Asked {
  return { messages, prompt, lower: prompt.toLowerCase(), random, now };
}

/** A link whose cues the prompt fails: thrown by a checking chain. */
export class CueMissed extends Error {
  constructor(
    readonly link: string,
    readonly prompt: string,
  ) {
    super(`reply link "${link}" answered a prompt none of its cues is in: ${JSON.stringify(prompt.slice(0, 200))}`);
    this.name = "CueMissed";
  }
}

/**
 * The chain of `links`: the first answer, asking only the links whose cues the prompt has.
 * With `check`, the links skipped are asked too, and one that answers throws `CueMissed`.
 */
export function replyChain(links: readonly ReplyLink[], options: { check?: boolean } = {}): (asked: Asked) => string | undefined {
  const check = options.check === true;
  const cueds = links.map((link) => ({ link, cued: link.cues === undefined ? undefined : cuePattern(link.cues) }));
  return (asked) => {
    for (const { link, cued } of cueds) {
      if (cued !== undefined && !cued.test(asked.lower)) {
        if (check && link.reply(asked) !== undefined) throw new CueMissed(link.name, asked.prompt);
        continue;
      }
      const answer = link.reply(asked);
      if (answer !== undefined) return answer;
    }
    return undefined;
  };
}

/**
 * A pattern that matches a text containing one of `cues`: the cues as literals, one alternation.
 * One scan of the prompt, where an `includes` per cue scans it once per cue (a link of 40 cues:
 * eight times the cost; even one cue costs less as a pattern, which V8 searches Boyer-Moore).
 * @example cuePattern(["i.e.", "km/h"]).test("5 km/h") // true
 */
export function cuePattern(cues: readonly string[]): RegExp {
  // No cues: no prompt has one (an empty alternation would match every text).
  if (cues.length === 0) return /(?!)/;
  return new RegExp(cues.map((cue) => cue.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
}
