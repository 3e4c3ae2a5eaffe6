/**
 * The mock's tokenizer: what a mock needs from one, and no more. `usage` must be consistent
 * (the pieces of a stream are the tokens counted; a reply cut at `max_tokens` has exactly that
 * many), counts must be close to a real model's on ordinary text, and it must be cheap and
 * linear on any input. A real BPE vocabulary (o200k: 30 MB installed, ~0.35 s to load, about
 * 200 µs per reply, quadratic on long runs without spaces) buys exact OpenAI counts that no
 * gateway in front of several providers reports anyway.
 *
 * How it splits: the pre-tokenizer of cl100k/o200k (words with their leading space or
 * punctuation mark, numbers in groups of three digits, punctuation runs, whitespace runs), then
 * each pre-token in left-aligned chunks of a few code points (8 letters, 2 CJK characters,
 * 3 symbols, 16 spaces). Left-aligned chunks and whole pre-tokens make the split stable under
 * cutting: the first N pieces of a text, joined, split again into exactly those N pieces.
 * English comes out within a few percent of o200k; code and CJK a little higher.
 */

/** A chat message: the two fields every generator reads. */
export interface ChatMessage {
  role: string;
  content: string;
}

// Character classes of the pre-tokenizer. ASCII comes from a table; other characters from
// sticky Unicode property regexes tested in place (no substring per character).
const LETTER = 1; // \p{L} or \p{M}
const NUMBER = 2; // \p{N}
const NEWLINE = 3; // \r or \n
const SPACE = 4; // other \s
const OTHER = 5; // anything else

const ASCII = new Uint8Array(128).map((_, code) => {
  const ch = String.fromCharCode(code);
  if (/[A-Za-z]/.test(ch)) return LETTER;
  if (/[0-9]/.test(ch)) return NUMBER;
  if (ch === "\r" || ch === "\n") return NEWLINE;
  if (/\s/.test(ch)) return SPACE;
  return OTHER;
});
const IS_LETTER = /[\p{L}\p{M}]/uy;
const IS_NUMBER = /\p{N}/uy;
const IS_SPACE = /\s/uy;
const IS_WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/uy;

function classAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 128) return ASCII[code]!;
  return sticky(IS_LETTER, text, at) ? LETTER : sticky(IS_NUMBER, text, at) ? NUMBER : sticky(IS_SPACE, text, at) ? SPACE : OTHER;
}

/** The end of the run of `kind` characters from `at` (ASCII inline: the common case). */
function runEnd(text: string, at: number, kind: number): number {
  const length = text.length;
  let end = at;
  while (end < length) {
    const code = text.charCodeAt(end);
    if (code < 128) {
      if (ASCII[code] !== kind) break;
      end += 1;
    } else {
      if (classAt(text, end) !== kind) break;
      end += widthAt(text, end);
    }
  }
  return end;
}

function sticky(pattern: RegExp, text: string, at: number): boolean {
  pattern.lastIndex = at;
  return pattern.test(text);
}

/** UTF-16 units of the code point at `at` (a surrogate pair is never split). */
function widthAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0xd800 || code > 0xdbff || at + 1 >= text.length) return 1;
  const low = text.charCodeAt(at + 1);
  return low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
}

/** Code points per token for each kind of pre-token. */
const CHUNK = { letters: 8, wide: 2, symbols: 3, spaces: 16 } as const;

/**
 * Calls `emit(start, end)` for each token of `text`, in order; stops early when it returns
 * false. Pre-tokens follow cl100k's pattern, tried in its order at each position:
 *   [^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+ | \p{N}{1,3} | ' '?[^\s\p{L}\p{N}]+[\r\n]* | \s*[\r\n]+ | \s+
 * without its `\s+(?!\S)`, a lookahead that splits a run of spaces differently at the end of a
 * text, so a cut text would not split as its prefix did. One pass, no allocation.
 */
function scan(text: string, emit: (start: number, end: number) => boolean | void): void {
  const length = text.length;
  let at = 0;
  while (at < length) {
    const start = at;
    const kind = classAt(text, at);
    const width = widthAt(text, at);
    const next = at + width < length ? classAt(text, at + width) : 0;
    if (kind === LETTER || ((kind === SPACE || kind === OTHER) && next === LETTER)) {
      // A word, with the space or mark before it riding on its first chunk.
      const body = kind === LETTER ? at : at + width;
      // Every wide script lies above U+1100 (Hangul Jamo): Latin text never runs the regex.
      const size = text.charCodeAt(body) >= 0x1100 && sticky(IS_WIDE, text, body) ? CHUNK.wide : CHUNK.letters;
      const end = runEnd(text, body, LETTER);
      if (!chunks(text, start, body, end, size, emit)) return;
      at = end;
    } else if (kind === NUMBER) {
      let end = at;
      for (let digits = 0; digits < 3 && end < length && classAt(text, end) === NUMBER; digits++) end += widthAt(text, end);
      if (emit(start, end) === false) return;
      at = end;
    } else if (kind === OTHER || (text.charCodeAt(at) === 0x20 && next === OTHER)) {
      const end = runEnd(text, runEnd(text, kind === OTHER ? at : at + 1, OTHER), NEWLINE);
      if (!chunks(text, start, start, end, CHUNK.symbols, emit)) return;
      at = end;
    } else {
      // Whitespace: up to its last newline if it has one, else the whole run.
      let end = at;
      let lastNewline = -1;
      for (let k = classAt(text, end); end < length && (k === SPACE || k === NEWLINE); k = end < length ? classAt(text, end) : 0) {
        if (k === NEWLINE) lastNewline = end;
        end += widthAt(text, end);
      }
      if (lastNewline >= 0) end = lastNewline + 1;
      if (!chunks(text, start, start, end, CHUNK.spaces, emit)) return;
      at = end;
    }
  }
}

/** Emits [start, end) in left-aligned chunks of `size` code points counted from `from`. */
function chunks(text: string, start: number, from: number, end: number, size: number, emit: (start: number, end: number) => boolean | void): boolean {
  // The usual token fits in one chunk, and without surrogates a code point is one unit.
  if (end - from <= size) return emit(start, end) !== false;
  let chunkStart = start;
  let at = from;
  while (at < end) {
    for (let points = 0; points < size && at < end; points++) at += widthAt(text, at);
    if (emit(chunkStart, at) === false) return false;
    chunkStart = at;
  }
  return true;
}

/** Number of tokens in `text`. */
export function countTokens(text: string): number {
  const ascii = asciiTokens(text, undefined);
  if (ascii >= 0) return ascii;
  let count = 0;
  scan(text, () => {
    count += 1;
  });
  return count;
}

/**
 * `scan` for ASCII text, in one loop with no call per token or character (a prompt is counted
 * and a reply cut into tokens on every chat request, and most of both are ASCII): the number
 * of tokens, their ends written into `ends` when it is given (it must hold that many); -1 at
 * the first character above U+007F, and `scan` does the text instead. Each branch is `scan`'s,
 * with every code point one unit wide.
 */
function asciiTokens(text: string, ends: Uint32Array | undefined): number {
  const length = text.length;
  let count = 0;
  let at = 0;
  while (at < length) {
    const code = text.charCodeAt(at);
    if (code > 127) return -1;
    const kind = ASCII[code]!;
    let next = 0;
    if (at + 1 < length) {
      const nextCode = text.charCodeAt(at + 1);
      if (nextCode > 127) return -1;
      next = ASCII[nextCode]!;
    }
    let end = at + 1;
    if (kind === LETTER || ((kind === SPACE || kind === OTHER) && next === LETTER)) {
      const body = kind === LETTER ? at : at + 1;
      for (end = body + 1; end < length; end++) {
        const c = text.charCodeAt(end);
        if (c > 127) return -1;
        if (ASCII[c] !== LETTER) break;
      }
      count = put(ends, count, body, end, CHUNK.letters);
    } else if (kind === NUMBER) {
      for (; end < length && end - at < 3; end++) {
        const c = text.charCodeAt(end);
        if (c > 127) return -1;
        if (ASCII[c] !== NUMBER) break;
      }
      count = put(ends, count, at, end, 3);
    } else if (kind === OTHER || (code === 0x20 && next === OTHER)) {
      for (; end < length; end++) {
        const c = text.charCodeAt(end);
        if (c > 127) return -1;
        if (ASCII[c] !== OTHER) break;
      }
      for (; end < length; end++) {
        const c = text.charCodeAt(end);
        if (c > 127) return -1;
        if (ASCII[c] !== NEWLINE) break;
      }
      count = put(ends, count, at, end, CHUNK.symbols);
    } else {
      // Whitespace: up to its last newline if it has one, else the whole run.
      let lastNewline = kind === NEWLINE ? at : -1;
      for (; end < length; end++) {
        const c = text.charCodeAt(end);
        if (c > 127) return -1;
        const k = ASCII[c];
        if (k === NEWLINE) lastNewline = end;
        else if (k !== SPACE) break;
      }
      if (lastNewline >= 0) end = lastNewline + 1;
      count = put(ends, count, at, end, CHUNK.spaces);
    }
    at = end;
  }
  return count;
}

/** `chunks` for ASCII: a pre-token ending at `end`, in chunks of `size` counted from `from`. */
function put(ends: Uint32Array | undefined, count: number, from: number, end: number, size: number): number {
  if (ends === undefined) return count + (((end - from + size - 1) / size) | 0);
  for (let chunkEnd = from + size; chunkEnd < end; chunkEnd += size) ends[count++] = chunkEnd;
  ends[count++] = end;
  return count;
}

/** Prompt tokens of a chat, OpenAI style: 3 per message plus 3 to prime the reply. */
export function countChatPromptTokens(messages: readonly ChatMessage[]): number {
  let total = 3;
  for (const message of messages) total += 3 + countTokens(message.role) + countTokens(message.content);
  return total;
}

/**
 * The tokens of `text` as strings: they join back to it exactly, and a surrogate pair is never
 * split. A stream sends one piece per content chunk; the count is the array's length.
 * @example splitForStreaming("Hello there, friend") // ["Hello", " there", ",", " friend"]
 */
export function splitForStreaming(text: string): string[] {
  const pieces: string[] = [];
  scan(text, (start, end) => {
    pieces.push(text.slice(start, end));
  });
  return pieces;
}

/**
 * Where each token of `text` ends (UTF-16 offsets): the tokens in one flat typed array, which
 * costs the garbage collector nothing to keep (a reply remembered by the memo holds these, not
 * a hundred small strings). Token i is `text.slice(ends[i - 1] ?? 0, ends[i])`.
 */
export function tokenEnds(text: string): Uint32Array {
  const count = asciiTokens(text, undefined);
  if (count >= 0) {
    const ascii = new Uint32Array(count);
    asciiTokens(text, ascii);
    return ascii;
  }
  const ends: number[] = [];
  scan(text, (_start, end) => {
    ends.push(end);
  });
  return Uint32Array.from(ends);
}

/**
 * Longest prefix of `text` that fits in `maxTokens`, cut on a token boundary.
 * @example truncateToTokens("Hello there, friend", 2) // { text: "Hello there", tokens: 2, truncated: true }
 */
export function truncateToTokens(text: string, maxTokens: number): { text: string; tokens: number; truncated: boolean } {
  const budget = Math.max(0, Math.floor(maxTokens));
  let tokens = 0;
  let cut = 0;
  let truncated = false;
  scan(text, (_start, end) => {
    if (tokens === budget) {
      truncated = true;
      return false;
    }
    tokens += 1;
    cut = end;
    return true;
  });
  return truncated ? { text: text.slice(0, cut), tokens, truncated } : { text, tokens, truncated };
}
