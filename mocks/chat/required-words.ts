/**
 * Words a pattern cannot match without, read off its source: every question
 * `^(?:why\s+(?:do|does)\s+(?:cats?|kittens?)\s+purr)$` matches contains "purr", and one of "cat"
 * or "kitten" too. A table of large whole-question patterns (why-how-answers.ts) tries only those
 * whose words the question has: trying every one, case-insensitive, cost a chat more than the
 * rest of its reply. The same prefilter as RE2's and code search's, over words.
 *
 * Exact by construction: a literal run is required where it is not optional; of a sequence, one
 * part's words are required; of an alternation, the union of its branches' (when each branch has
 * some). Where the source has no such words (a class, an escape, an optional part), the answer is
 * undefined: try the pattern.
 */

import { WordIndex } from "./word-index.ts";

/** At least one of these words is in every string a pattern matches; undefined when none can be named. */
export type RequiredWords = readonly string[] | undefined;

/**
 * The words one of which every match of `source` (lower case) contains.
 * @example requiredWords(String.raw`^(?:why\s+(?:do|does)\s+(?:cats?|kittens?)\s+purr)$`) // ["purr"]
 */
export function requiredWords(source: string): RequiredWords {
  return ofAlternation(source.replace(/^\^/, "").replace(/\$$/, ""));
}

/** A run of a word's letters, read where the scan stands. */
const RUN = /[a-z']+/iy;
/** Whether `char`, after a letter or a group, may leave it out (`+` repeats it, and the repeat need not be written so). */
function optional(char: string | undefined): boolean {
  return char === "?" || char === "*" || char === "{";
}

/** The shortest word worth requiring: shorter ones ("a", "is") are in most questions. */
const MIN_WORD = 3;

function ofAlternation(pattern: string): RequiredWords {
  const words = new Set<string>();
  for (const branch of alternatives(pattern)) {
    const required = ofSequence(branch);
    if (required === undefined) return undefined;
    for (const word of required) words.add(word);
  }
  return [...words];
}

/**
 * Words most questions have: a part that names one ("what is", "explain") turns few away, so a
 * sequence requires another part where it has one.
 */
const COMMON = new Set(["what", "what's", "why", "how", "explain", "describe", "about", "tell", "does", "work", "works", "working", "the", "reason", "reasons", "cause", "causes", "make", "makes", "come", "happen", "happens", "there", "have", "need", "point", "you", "your", "can"]);

/** How well a part's words turn questions away: none common first, then the longest shortest word. */
function selectivity(words: readonly string[]): number {
  return (words.some((word) => COMMON.has(word)) ? 0 : 100) + Math.min(...words.map((word) => word.length));
}

/** Of a sequence, the part whose words are likeliest to turn a question away. */
function ofSequence(pattern: string): RequiredWords {
  let best: RequiredWords;
  const consider = (words: RequiredWords) => {
    if (words === undefined || words.length === 0) return;
    if (best === undefined || selectivity(words) > selectivity(best)) best = words;
  };
  let at = 0;
  while (at < pattern.length) {
    const char = pattern[at]!;
    if (char === "(") {
      const close = closingOf(pattern, at);
      if (close < 0) return best;
      const quantified = optional(pattern[close + 1]);
      const inner = pattern.slice(at + 1, close);
      // Lookarounds and optional groups require nothing; `(?:…)` and `(…)` require one of their branches' words.
      if (!quantified && !inner.startsWith("?=") && !inner.startsWith("?!") && !inner.startsWith("?<")) consider(ofAlternation(inner.replace(/^\?:/, "")));
      at = close + 1;
    } else if (/[a-z]/i.test(char)) {
      RUN.lastIndex = at;
      const run = RUN.exec(pattern)![0];
      // A quantified last letter ("cats?", "so+") is not always there as written.
      const quantified = optional(pattern[at + run.length]) || pattern[at + run.length] === "+";
      const word = (quantified ? run.slice(0, -1) : run).toLowerCase();
      if (word.length >= MIN_WORD) consider([word]);
      at += run.length;
    } else if (char === "\\") at += 2;
    else if (char === "[") at = classEnd(pattern, at) + 1;
    else at += 1;
  }
  return best;
}

/** `pattern` split at its top-level `|`. */
export function alternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") i++;
    else if (char === "[") i = classEnd(pattern, i);
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "|" && depth === 0) {
      parts.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(pattern.slice(start));
  return parts;
}

/** Where the group opened at `open` closes; -1 when it does not. */
export function closingOf(pattern: string, open: number): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") i++;
    else if (char === "[") i = classEnd(pattern, i);
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The index of the `]` that closes the class opened at `open`. */
function classEnd(pattern: string, open: number): number {
  for (let i = open + 1; i < pattern.length; i++) {
    if (pattern[i] === "\\") i++;
    else if (pattern[i] === "]") return i;
  }
  return pattern.length;
}

/**
 * The patterns of a table a text may match, by their required words, found in one pass over the
 * text (WordIndex: a lookup per position, not a search per word; 257 words of the why-how table
 * cost 13 µs a question by search).
 */
export class WordPrefilter {
  private readonly words: WordIndex;

  constructor(table: readonly RequiredWords[]) {
    this.words = new WordIndex(table);
  }

  /**
   * The indexes, in table order, of the patterns whose required words `text` (lower case) has.
   * @example new WordPrefilter([["purr"], ["gps"]]).candidates("why do cats purr") // [0]
   */
  candidates(text: string): number[] {
    const named = this.words.named(text);
    const found: number[] = [];
    for (let index = 0; index < named.length; index++) if (named[index] === 1) found.push(index);
    return found;
  }
}

/**
 * A table whose entries are tried in order against a text, the first match winning, that tries
 * only the entries whose patterns' required words the text has: the same entry a scan of every
 * pattern finds (candidates come in table order), at the cost of a lookup per position of the
 * text. For the large tables every chat passes through (developer concepts, explanations,
 * formulas): scanned, they cost a chat more than the reply it gets. The words are read off the
 * patterns on the first lookup (a few ms, once), not at start.
 * @example new PrefilteredTable([{ asked: /^why do cats purr$/i }], (entry) => entry.asked).find("why do cats purr")
 */
export class PrefilteredTable<T> {
  private prefilter: WordPrefilter | undefined;
  constructor(
    readonly entries: readonly T[],
    readonly patternOf: (entry: T) => RegExp,
  ) {}

  /** The first entry whose pattern matches `text` (as given: the patterns' own flags decide case). */
  find(text: string): T | undefined {
    this.prefilter ??= new WordPrefilter(this.entries.map((entry) => requiredWords(this.patternOf(entry).source)));
    for (const index of this.prefilter.candidates(text.toLowerCase())) {
      const entry = this.entries[index]!;
      if (this.patternOf(entry).test(text)) return entry;
    }
    return undefined;
  }

  /** What `find` must always equal: every pattern tried in table order (for tests). */
  scan(text: string): T | undefined {
    return this.entries.find((entry) => this.patternOf(entry).test(text));
  }
}
