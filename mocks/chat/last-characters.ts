/**
 * The characters a pattern's matches can end with, read off its source, and the entries of a
 * table a text can match by its last character. A table of whole-question patterns (anchored by
 * `$`) cannot match a question that ends in a character none of them ends with: "… (#42)" ends
 * with ")", which no explanation ends with, and a look at that one character saves the scan of
 * the question for the tables' required words (required-words.ts) and the tests of their
 * patterns.
 *
 * Exact by construction: of a sequence, the last characters of its last part that cannot be
 * empty, and of the optional parts after it; of an alternation, its branches'. Each is kept as
 * the pattern's own one-character atom (a letter, an escape, a class), so a test made of them
 * with the pattern's flags reads case and classes as the pattern does. Where the source says
 * nothing sure (an end not held by `$`, a branch that may match nothing, a back-reference, an
 * escape not read here), the answer is undefined: every ending is possible.
 */

import { alternatives, closingOf } from "./required-words.ts";

/** The atoms one of which the last character of a match is, and whether the part may match nothing. */
interface Tail {
  readonly atoms: readonly string[];
  readonly empty: boolean;
}

/** Nothing read yet, or a part that takes no character (an anchor, a lookaround). */
const NO_CHARACTER: Tail = { atoms: [], empty: true };

/**
 * A test of one character that the last character of every text `pattern` matches passes
 * (with the pattern's case-insensitivity), or undefined when the source does not say.
 * @example lastCharacterTest(/^(?:why\s+do\s+cats?\s+purr)$/i)?.test("r") // true; "?" fails it
 */
export function lastCharacterTest(pattern: RegExp): RegExp | undefined {
  // Only an end held by `$` at the end of the input says what a match ends with; `lastIndex` moves a sticky or global test.
  if (pattern.multiline || pattern.global || pattern.sticky) return undefined;
  const atoms: string[] = [];
  for (const branch of alternatives(pattern.source)) {
    if (!endsWithAnchor(branch)) return undefined;
    const tail = ofSequence(branch.slice(0, -1));
    // A branch that may match nothing matches at the end of any text.
    if (tail === undefined || tail.empty) return undefined;
    atoms.push(...tail.atoms);
  }
  return new RegExp(`^(?:${[...new Set(atoms)].join("|")})$`, pattern.flags);
}

/** Whether `branch` ends with a `$` that is no escaped character. */
function endsWithAnchor(branch: string): boolean {
  if (!branch.endsWith("$")) return false;
  let backslashes = 0;
  for (let at = branch.length - 2; at >= 0 && branch[at] === "\\"; at--) backslashes++;
  return backslashes % 2 === 0;
}

function ofAlternation(pattern: string): Tail | undefined {
  const atoms: string[] = [];
  let empty = false;
  for (const branch of alternatives(pattern)) {
    const tail = ofSequence(branch);
    if (tail === undefined) return undefined;
    atoms.push(...tail.atoms);
    empty ||= tail.empty;
  }
  return { atoms, empty };
}

/** A quantifier: `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy. */
const QUANTIFIER = /(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/y;
/** A character class, whole. */
const CLASS = /\[(?:\\[\s\S]|[^\]\\])*\]/y;
/** An escape that stands for one character: a class (`\s`, `\w`…), a control (`\n`…), or a mark (`\.`, `\(`). */
const ONE_CHARACTER_ESCAPE = /^\\(?:[dDwWsSnrtfv]|[^a-zA-Z0-9])$/;
/** Characters that are syntax when written alone, escaped in an atom. */
const SYNTAX = "\\^$.*+?()[]{}|/";

function ofSequence(pattern: string): Tail | undefined {
  let tail = NO_CHARACTER;
  let at = 0;
  while (at < pattern.length) {
    const part = partAt(pattern, at);
    if (part === undefined) return undefined;
    at = part.end;
    QUANTIFIER.lastIndex = at;
    const quantifier = QUANTIFIER.exec(pattern);
    let read = part.tail;
    if (quantifier !== null) {
      at = QUANTIFIER.lastIndex;
      // "?", "*", "{0,…}": the part may be left out.
      const least = quantifier[0][0] === "{" ? Number(quantifier[1]) : quantifier[0][0] === "+" ? 1 : 0;
      if (least === 0) read = { atoms: read.atoms, empty: true };
    }
    // A part that may be empty leaves the last characters before it possible too.
    tail = read.empty ? { atoms: [...tail.atoms, ...read.atoms], empty: tail.empty } : read;
  }
  return tail;
}

/** The part of `pattern` that begins at `at` (a character, an escape, a class, a group), and where it ends. */
function partAt(pattern: string, at: number): { tail: Tail; end: number } | undefined {
  const char = pattern[at]!;
  if (char === "^" || char === "$") return { tail: NO_CHARACTER, end: at + 1 };
  if (char === "\\") {
    const escape = pattern.slice(at, at + 2);
    if (escape === "\\b" || escape === "\\B") return { tail: NO_CHARACTER, end: at + 2 };
    // A back-reference, `\x41`, `\u{…}`, `\p{…}`: not read.
    if (!ONE_CHARACTER_ESCAPE.test(escape)) return undefined;
    return { tail: { atoms: [escape], empty: false }, end: at + 2 };
  }
  if (char === "[") {
    CLASS.lastIndex = at;
    const found = CLASS.exec(pattern);
    if (found === null) return undefined;
    return { tail: { atoms: [found[0]], empty: false }, end: at + found[0].length };
  }
  if (char === "(") {
    const close = closingOf(pattern, at);
    if (close < 0) return undefined;
    const inner = pattern.slice(at + 1, close);
    // A lookaround takes no character.
    if (/^\?<?[=!]/.test(inner)) return { tail: NO_CHARACTER, end: close + 1 };
    const body = inner.startsWith("?:") ? inner.slice(2) : inner.startsWith("?<") ? inner.slice(inner.indexOf(">") + 1) : inner;
    const tail = ofAlternation(body);
    return tail === undefined ? undefined : { tail, end: close + 1 };
  }
  // A quantifier with nothing before it, a stray ")": not a pattern read here.
  if ("*+?{})|".includes(char)) return undefined;
  return { tail: { atoms: [SYNTAX.includes(char) ? `\\${char}` : char], empty: false }, end: at + 1 };
}

/** The characters a table is told apart by: one list of entries for each. */
const ASCII = 128;
/** The most patterns tried each rather than scanning a text for a table's words: a scan costs about as much as a few failed tests of anchored patterns. */
const FEW = 4;

/**
 * The entries of a table of patterns a text may match, by the text's last character: each
 * pattern's `lastCharacterTest` read once for every ASCII character, on the first lookup.
 */
export class LastCharacterIndex {
  private byCode: (readonly number[])[] | undefined;
  private all: readonly number[] | undefined;

  constructor(private readonly patterns: readonly RegExp[]) {}

  /**
   * The indexes, in table order, of the patterns a text ending as `text` ends may match: every
   * match of the others ends with another character. Every index for an empty text or one that
   * ends in a character past ASCII.
   * @example new LastCharacterIndex([/^cats?$/i, /^dogs?\?$/i]).mayEnd("two dogs?") // [1]
   */
  mayEnd(text: string): readonly number[] {
    if (this.byCode === undefined) this.build();
    const code = text.charCodeAt(text.length - 1);
    return code < ASCII ? this.byCode![code]! : this.all!;
  }

  /**
   * `mayEnd(text)` where it names at most `FEW` patterns, to be tried each: fewer tests than
   * the scan for the table's words costs. Undefined where more may end so.
   * @example new LastCharacterIndex([/^cats?$/i, /^dogs?\?$/i]).fewMayEnd("what is this (#42)") // []
   */
  fewMayEnd(text: string): readonly number[] | undefined {
    const may = this.mayEnd(text);
    return may.length <= FEW ? may : undefined;
  }

  private build(): void {
    const tests = this.patterns.map(lastCharacterTest);
    this.all = tests.map((_, index) => index);
    this.byCode = Array.from({ length: ASCII }, (_, code) => {
      const char = String.fromCharCode(code);
      return tests.flatMap((test, index) => (test === undefined || test.test(char) ? [index] : []));
    });
  }
}
