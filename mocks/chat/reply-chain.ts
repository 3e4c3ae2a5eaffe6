/**
 * The chain of known replies as a list of links tried in order, the first answer winning, and
 * the index that keeps a prompt from being offered to links that cannot answer it.
 *
 * Why an index: the chain has about 110 links, and a prompt none of the early ones knows used to
 * be offered to every one of them, each rejecting it with its own patterns: most of a varied
 * chat's time (docs/performance.md). A link states its `cues`, words at least one of which every
 * prompt it answers contains, so the chain skips it with a substring test.
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
  const index = new CueIndex(links.map((link) => link.cues));
  return (asked) => {
    const open = index.linksOpenTo(asked.lower);
    for (let at = 0; at < links.length; at++) {
      const link = links[at]!;
      if (open[at] === 0) {
        if (check && link.reply(asked) !== undefined) throw new CueMissed(link.name, asked.prompt);
        continue;
      }
      const answer = link.reply(asked);
      if (answer !== undefined) return answer;
    }
    return undefined;
  };
}

/** The first `CUE_START` characters of a cue are its key in the index; shorter cues are searched for. */
const CUE_START = 3;

/**
 * Which links a prompt is open to, found in one pass over it: every cue of every link, looked up
 * by its first three characters at each position of the prompt, with a table of the cues' first
 * two characters turning most positions away before any lookup. A search for each cue cost more
 * than many links' own rejection on a long pasted text; one pass costs about a nanosecond a
 * character where no cue starts.
 */
class CueIndex {
  /** 1 for the links with no cues: always open. */
  private readonly always: Uint8Array;
  /** Cues by their first three characters (10 bits each: a small integer key), each with the links it opens. */
  private readonly byStart = new Map<number, { cue: string; links: number[] }[]>();
  /** Whether some cue starts with a pair of characters, by `pairKey`: a filter (pairs may share a slot), never a verdict. */
  private readonly pairs = new Uint8Array(1 << 16);
  /** Cues too short, or with a first character too far up the code points, for the key: searched for as they are. */
  private readonly searched: { cue: string; links: number[] }[] = [];

  constructor(cueLists: readonly (readonly string[] | undefined)[]) {
    this.always = Uint8Array.from(cueLists, (cues) => (cues === undefined ? 1 : 0));
    const linksOf = new Map<string, number[]>();
    cueLists.forEach((cues, link) => {
      for (const cue of cues ?? []) linksOf.set(cue, [...(linksOf.get(cue) ?? []), link]);
    });
    for (const [cue, links] of linksOf) {
      const key = startKey(cue, 0);
      if (cue.length < CUE_START || key < 0) {
        this.searched.push({ cue, links });
        continue;
      }
      this.pairs[pairKey(cue, 0)] = 1;
      this.byStart.set(key, [...(this.byStart.get(key) ?? []), { cue, links }]);
    }
  }

  /** 1 at each link `lower` (a lower-cased prompt) has a cue of, or that has none; 0 elsewhere. */
  linksOpenTo(lower: string): Uint8Array {
    const open = this.always.slice();
    for (const { cue, links } of this.searched) if (lower.includes(cue)) for (const link of links) open[link] = 1;
    for (let at = 0; at + CUE_START <= lower.length; at++) {
      if (this.pairs[pairKey(lower, at)] === 0) continue;
      const cues = this.byStart.get(startKey(lower, at));
      if (cues === undefined) continue;
      for (const { cue, links } of cues) if (lower.startsWith(cue, at)) for (const link of links) open[link] = 1;
    }
    return open;
  }
}

/** The characters at `at` and `at + 1`, a byte of each, as an index of `CueIndex.pairs`. */
function pairKey(text: string, at: number): number {
  return ((text.charCodeAt(at) & 0xff) << 8) | (text.charCodeAt(at + 1) & 0xff);
}

/** The first three characters at `at` as one small integer (10 bits each), or -1 when one of them is past U+03FF (no cue's key is). */
function startKey(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  return (a | b | c) >= 0x400 ? -1 : (a << 20) | (b << 10) | c;
}
