/**
 * Which items of a list a text names, each item stated as words (substrings) one of which the
 * text must contain, found in one pass over the text by an Aho–Corasick automaton: one table
 * lookup per character, whatever the number of words, and no comparison of a word at a position.
 * The chain of known replies finds its links' cues so (reply-chain.ts), and the large pattern
 * tables their entries' required words (required-words.ts).
 *
 * Why an automaton: a search per word cost more, on a long pasted text, than what it saves; a
 * hash of each position's first three characters followed by a comparison of the words filed
 * under it (the index before this one) still compared about one word every two characters of
 * English text, since cues are common words ("how", "what", "about"), and spent most of a chat's
 * cue lookup in `startsWith`.
 */

/** Character codes below this are classed through an array; the others (rare in prompts) through a map. */
const ASCII = 128;

export class WordIndex {
  /** 1 for the items with no words (or an empty one): every text names them. */
  private readonly always: Uint8Array;
  /** The class of each ASCII character: its column in `next`; 0 for a character no word has. */
  private readonly asciiClass = new Uint8Array(ASCII);
  /** The class of each other character some word has. */
  private readonly wideClass = new Map<number, number>();
  /** Columns of `next`: one per character some word has, and column 0 for every other character. */
  private readonly classes: number;
  /** The automaton: `next[state * classes + class]`, the state after reading a character of that class. */
  private readonly next: Uint16Array | Uint32Array;
  /** The items a state names: those of the words ending at it, its own or its suffixes'. */
  private readonly itemsAt: readonly (readonly number[] | undefined)[];
  /** The scan each state last named its items in: a state reached again in the same scan names nothing new. */
  private readonly namedIn: Uint32Array;
  private scan = 0;

  /** `wordLists[i]`: the words one of which a text must contain to name item `i`; undefined when every text names it. */
  constructor(wordLists: readonly (readonly string[] | undefined)[]) {
    this.always = Uint8Array.from(wordLists, (words) => (words === undefined || words.includes("") ? 1 : 0));
    let classes = 1;
    for (const words of wordLists) {
      for (const word of words ?? []) {
        for (let at = 0; at < word.length; at++) {
          const code = word.charCodeAt(at);
          if (this.classOf(code) !== 0) continue;
          if (code < ASCII) this.asciiClass[code] = classes++;
          else this.wideClass.set(code, classes++);
        }
      }
    }
    this.classes = classes;
    const trie = buildTrie(wordLists, (code) => this.classOf(code));
    const automaton = completeAutomaton(trie, classes);
    this.next = automaton.next;
    this.itemsAt = automaton.itemsAt;
    this.namedIn = new Uint32Array(trie.children.length);
  }

  /**
   * 1 at each item `text` names (it contains one of its words, or it has none), 0 elsewhere.
   * @example new WordIndex([["purr"], ["gps"], undefined]).named("why do cats purr") // [1, 0, 1]
   */
  named(text: string): Uint8Array {
    const named = this.always.slice();
    const { next, classes, asciiClass, wideClass, itemsAt, namedIn } = this;
    const scan = this.nextScan();
    let state = 0;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      const column = code < ASCII ? asciiClass[code]! : (wideClass.get(code) ?? 0);
      state = next[state * classes + column]!;
      const items = itemsAt[state];
      if (items === undefined || namedIn[state] === scan) continue;
      namedIn[state] = scan;
      for (const item of items) named[item] = 1;
    }
    return named;
  }

  private classOf(code: number): number {
    return code < ASCII ? this.asciiClass[code]! : (this.wideClass.get(code) ?? 0);
  }

  /** A number no state holds in `namedIn` yet: after 2³² − 1 scans, every state is cleared first. */
  private nextScan(): number {
    if (this.scan === 0xffffffff) {
      this.namedIn.fill(0);
      this.scan = 0;
    }
    return ++this.scan;
  }
}

/** The words as a trie of character classes: a state per prefix, state 0 the empty one. */
interface Trie {
  /** Each state's children by class. */
  readonly children: Map<number, number>[];
  /** The items whose word ends at each state. */
  readonly ending: (number[] | undefined)[];
}

function buildTrie(wordLists: readonly (readonly string[] | undefined)[], classOf: (code: number) => number): Trie {
  const children: Map<number, number>[] = [new Map()];
  const ending: (number[] | undefined)[] = [undefined];
  wordLists.forEach((words, item) => {
    for (const word of words ?? []) {
      if (word === "") continue;
      let state = 0;
      for (let at = 0; at < word.length; at++) {
        const column = classOf(word.charCodeAt(at));
        let child = children[state]!.get(column);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          ending.push(undefined);
          children[state]!.set(column, child);
        }
        state = child;
      }
      const items = (ending[state] ??= []);
      if (!items.includes(item)) items.push(item);
    }
  });
  return { children, ending };
}

/**
 * The trie completed into the automaton, breadth first: a missing child goes where the longest
 * proper suffix that is a prefix of some word goes (the failure state), and a state names the
 * items of its failure state too.
 */
function completeAutomaton(trie: Trie, classes: number): { next: Uint16Array | Uint32Array; itemsAt: (readonly number[] | undefined)[] } {
  const states = trie.children.length;
  const next = states <= 0xffff ? new Uint16Array(states * classes) : new Uint32Array(states * classes);
  const itemsAt: (readonly number[] | undefined)[] = trie.ending.slice();
  const failure = new Uint32Array(states);
  const queue: number[] = [];
  for (const [column, child] of trie.children[0]!) {
    next[column] = child;
    queue.push(child);
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    const fallback = failure[state]!;
    const own = itemsAt[state];
    const inherited = itemsAt[fallback];
    if (inherited !== undefined) itemsAt[state] = own === undefined ? inherited : [...new Set([...own, ...inherited])];
    for (let column = 0; column < classes; column++) {
      const child = trie.children[state]!.get(column);
      const fallbackNext = next[fallback * classes + column]!;
      if (child === undefined) {
        next[state * classes + column] = fallbackNext;
        continue;
      }
      failure[child] = fallbackNext;
      next[state * classes + column] = child;
      queue.push(child);
    }
  }
  return { next, itemsAt };
}
