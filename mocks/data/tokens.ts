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

// cl100k's pre-tokenizer pattern, letter runs including combining marks, without its
// `\s+(?!\S)` (a lookahead that splits a run of spaces differently at the end of a text, so a
// cut text would not split as its prefix did). Every alternative consumes at least one
// character, so the scan is one linear pass.
const PRE_TOKEN = /[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+/gu;
const WIDE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const SPACE = /\s/u;

/** Code points per token for each kind of pre-token. */
const CHUNK = { letters: 8, wide: 2, symbols: 3, spaces: 16 } as const;

/** Code points a pre-token's chunks hold (its leading space or mark rides on the first chunk). */
function chunkSize(preToken: string): number {
  const first = preToken.codePointAt(0)!;
  const lead = first > 0xffff ? 2 : 1;
  const body = LETTER_OR_MARK.test(String.fromCodePoint(first)) ? preToken : preToken.slice(lead);
  const probe = body.codePointAt(0);
  if (probe === undefined) return CHUNK.symbols;
  const ch = String.fromCodePoint(probe);
  if (LETTER_OR_MARK.test(ch)) return WIDE_SCRIPT.test(ch) ? CHUNK.wide : CHUNK.letters;
  if (SPACE.test(ch)) return CHUNK.spaces;
  return CHUNK.symbols;
}

/** Whether a pre-token's first code point is a lead (space or mark) carried by the first chunk. */
function hasLead(preToken: string): boolean {
  if (preToken.length < 2) return false;
  const first = String.fromCodePoint(preToken.codePointAt(0)!);
  if (LETTER_OR_MARK.test(first)) return false;
  const second = preToken.codePointAt(first.length);
  return second !== undefined && LETTER_OR_MARK.test(String.fromCodePoint(second));
}

/** Calls `emit(start, end)` for each token of `text`, in order; stops early when it returns false. */
function scan(text: string, emit: (start: number, end: number) => boolean | void): void {
  PRE_TOKEN.lastIndex = 0;
  for (let match = PRE_TOKEN.exec(text); match !== null; match = PRE_TOKEN.exec(text)) {
    const preToken = match[0];
    const start = match.index;
    const end = start + preToken.length;
    const size = chunkSize(preToken);
    let at = start;
    // The lead rides on the first chunk without counting towards its size.
    if (hasLead(preToken)) at += preToken.codePointAt(0)! > 0xffff ? 2 : 1;
    let chunkStart = start;
    while (at < end) {
      let points = 0;
      while (at < end && points < size) {
        at += text.codePointAt(at)! > 0xffff ? 2 : 1;
        points += 1;
      }
      if (emit(chunkStart, at) === false) {
        PRE_TOKEN.lastIndex = 0;
        return;
      }
      chunkStart = at;
    }
  }
}

/** Number of tokens in `text`. */
export function countTokens(text: string): number {
  let count = 0;
  scan(text, () => {
    count += 1;
  });
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
