/**
 * The chain of known replies as a list of links tried in order, the first answer winning, and
 * the index that keeps a prompt from being offered to links that cannot answer it.
 *
 * Why an index: the chain has about 110 links, and a prompt none of the early ones knows used to
 * be offered to every one of them, each rejecting it with its own patterns: most of a varied
 * chat's time (docs/performance.md). A link states its `cues`, substrings at least one of which
 * every prompt it answers contains; one pass over the prompt finds every link's cues (CueIndex),
 * and the chain skips the links whose cues it did not find.
 *
 * The cues must be exact: a link skipped must be a link that would not have answered.
 * reply-chain.test.ts checks it on every text of the chat tests and on the bench's prompts, with
 * `replyChain(links, { check: true })`, which runs the skipped links too and throws when one of
 * them answers.
 */
import type { Random } from "../data/random.ts";
import type { ChatMessage } from "./tokens.ts";
import { WordIndex } from "./word-index.ts";

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
  return replyChains([links], options)[0]!;
}

/**
 * A chain for each list of links, with one index over all their cues: a chain that asks another
 * (the facts, asked as one link of the known replies) reads the same pass over the prompt.
 */
export function replyChains(lists: readonly (readonly ReplyLink[])[], options: { check?: boolean } = {}): ((asked: Asked) => string | undefined)[] {
  const check = options.check === true;
  const index = new CueIndex(lists.flat().map((link) => link.cues));
  let first = 0;
  return lists.map((links) => {
    const offset = first;
    first += links.length;
    return (asked) => {
      const open = index.linksOpenTo(asked);
      for (let at = 0; at < links.length; at++) {
        const link = links[at]!;
        if (open[offset + at] === 0) {
          if (check && link.reply(asked) !== undefined) throw new CueMissed(link.name, asked.prompt);
          continue;
        }
        const answer = link.reply(asked);
        if (answer !== undefined) return answer;
      }
      return undefined;
    };
  });
}

/**
 * Which links a prompt is open to: those whose cues it has (one pass over it, WordIndex), and
 * those with none. A search for each cue cost more than many links' own rejection on a long
 * pasted text.
 */
class CueIndex {
  private readonly words: WordIndex;
  /** The request last scanned and what it opened: a chain inside a chain reads the scan of the request they answer. */
  private last: { asked: Asked; open: Uint8Array } | undefined;

  constructor(cueLists: readonly (readonly string[] | undefined)[]) {
    this.words = new WordIndex(cueLists);
  }

  /** 1 at each link whose cues the request's prompt has, or that has none; 0 elsewhere. */
  linksOpenTo(asked: Asked): Uint8Array {
    if (this.last?.asked === asked) return this.last.open;
    const open = this.words.named(asked.lower);
    this.last = { asked, open };
    return open;
  }
}
