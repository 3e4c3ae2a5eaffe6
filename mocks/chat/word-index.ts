/**
 * Which items of a list a text names, each item stated as words (substrings) one of which the
 * text must contain, found in one pass over the text: a word of three characters or more through
 * a hash of its first three (an 8 KB bitmap of the slots that hold words turns most positions
 * away before any comparison), a shorter one searched for as it is. A search per word cost more,
 * on a long pasted text, than what it saves. The chain of known replies finds its links' cues so
 * (reply-chain.ts), and the large pattern tables their entries' required words (required-words.ts).
 */

/** The words of three characters or more are looked up by their first three. */
const KEYED = 3;

interface Word {
  readonly word: string;
  /** The word's number among the keyed words: a word found once is not compared again. */
  readonly id: number;
  readonly items: readonly number[];
}

export class WordIndex {
  /** 1 for the items with no words: every text names them. */
  private readonly always: Uint8Array;
  /** Keyed words by the hash of their first three characters (`startHash`). */
  private readonly byStart: (Word[] | undefined)[] = new Array(1 << 16).fill(undefined);
  /** A bit for each slot of `byStart` that holds words: 8 KB read at every position, where the slots' 512 KB would miss the CPU's cache. */
  private readonly taken = new Uint32Array((1 << 16) / 32);
  private readonly keyedCount: number;
  /** Words shorter than three characters: searched for as they are. */
  private readonly searched: { word: string; items: number[] }[] = [];

  /** `wordLists[i]`: the words one of which a text must contain to name item `i`; undefined when every text names it. */
  constructor(wordLists: readonly (readonly string[] | undefined)[]) {
    this.always = Uint8Array.from(wordLists, (words) => (words === undefined ? 1 : 0));
    const itemsOf = new Map<string, number[]>();
    wordLists.forEach((words, item) => {
      for (const word of words ?? []) itemsOf.set(word, [...(itemsOf.get(word) ?? []), item]);
    });
    let id = 0;
    for (const [word, items] of itemsOf) {
      if (word.length < KEYED) {
        this.searched.push({ word, items });
        continue;
      }
      const slot = startHash(word.charCodeAt(0), word.charCodeAt(1), word.charCodeAt(2));
      (this.byStart[slot] ??= []).push({ word, id: id++, items });
      this.taken[slot >>> 5]! |= 1 << (slot & 31);
    }
    this.keyedCount = id;
  }

  /**
   * 1 at each item `text` names (it contains one of its words, or it has none), 0 elsewhere.
   * @example new WordIndex([["purr"], ["gps"], undefined]).named("why do cats purr") // [1, 0, 1]
   */
  named(text: string): Uint8Array {
    const named = this.always.slice();
    for (const { word, items } of this.searched) if (text.includes(word)) for (const item of items) named[item] = 1;
    // A word found once ("the", "how") is not compared again further on.
    const found = new Uint8Array(this.keyedCount);
    // The three characters at each position, read one new character a step.
    let b = text.charCodeAt(0);
    let c = text.charCodeAt(1);
    for (let at = 0; at + KEYED <= text.length; at++) {
      const a = b;
      b = c;
      c = text.charCodeAt(at + 2);
      const slot = startHash(a, b, c);
      if ((this.taken[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      for (const entry of this.byStart[slot]!) {
        if (found[entry.id] === 1 || !text.startsWith(entry.word, at)) continue;
        found[entry.id] = 1;
        for (const item of entry.items) named[item] = 1;
      }
    }
    return named;
  }
}

/**
 * Three characters hashed to 16 bits: distinct for three lower-case letters, rarely shared by
 * other characters, whose words are told apart by `startsWith`. The slot is a filter, never a verdict.
 */
function startHash(a: number, b: number, c: number): number {
  return (a * 1024 + b * 32 + c) & 0xffff;
}
