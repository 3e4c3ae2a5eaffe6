import { createRequire } from "node:module";

type Encoding = typeof import("gpt-tokenizer/encoding/o200k_base");
type Ranks = (typeof import("gpt-tokenizer/bpeRanks/o200k_base"))["default"];

interface Tokenizer {
  encode: Encoding["encode"];
  countTokens: Encoding["countTokens"];
  ranks: Ranks;
  /** Byte length of each token, filled as tokens are seen. */
  byteLengths: Uint16Array;
}

// The o200k tables take about 0.35 s to load, most of the mock's start-up, and only LLM requests
// need them: they load on first use, synchronously (the package ships a CommonJS build), and
// the server warms them right after it starts listening.
const require = createRequire(import.meta.url);
let loaded: Tokenizer | undefined;

function tokenizer(): Tokenizer {
  if (!loaded) {
    const encoding = require("gpt-tokenizer/encoding/o200k_base") as Encoding;
    const ranks = (require("gpt-tokenizer/bpeRanks/o200k_base") as { default: Ranks }).default;
    loaded = { encode: encoding.encode, countTokens: encoding.countTokens, ranks, byteLengths: new Uint16Array(ranks.length) };
  }
  return loaded;
}

/** Loads the tokenizer now rather than on the first LLM request. */
export function warmTokenizer(): void {
  tokenizer();
}

// Client text is plain text: "<|endoftext|>" in a prompt is counted, never rejected.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

// We never call the library's decode() on part of a token list: it shares one streaming
// TextDecoder, so a token ending mid-character leaves bytes behind that corrupt the next
// decode anywhere in the process. Byte lengths per token let us cut the source string instead.

/** A chat message: the two fields every generator reads. */
export interface ChatMessage {
  role: string;
  content: string;
}

/** Number of o200k tokens in `text`. */
export function countTokens(text: string): number {
  return tokenizer().countTokens(text, PLAIN_TEXT);
}

/** Prompt tokens of a chat, OpenAI style: 3 per message plus 3 to prime the reply. */
export function countChatPromptTokens(messages: readonly ChatMessage[]): number {
  let total = 3;
  for (const message of messages) total += 3 + countTokens(message.role) + countTokens(message.content);
  return total;
}

/**
 * Longest prefix of `text` that fits in `maxTokens`, cut on a character boundary.
 * @example truncateToTokens("Hello there, friend", 2) // { text: "Hello there", tokens: 2, truncated: true }
 */
export function truncateToTokens(text: string, maxTokens: number): { text: string; tokens: number; truncated: boolean } {
  const tokens = tokenizer().encode(text, PLAIN_TEXT);
  if (tokens.length <= maxTokens) return { text, tokens: tokens.length, truncated: false };
  // Re-encoding a prefix may merge differently; shrink until it really fits.
  for (let keep = Math.max(0, Math.floor(maxTokens)); keep >= 0; keep--) {
    let bytes = 0;
    for (let i = 0; i < keep; i++) bytes += tokenByteLength(tokens[i] as number);
    const prefix = text.slice(0, prefixLengthForBytes(text, bytes));
    const count = countTokens(prefix);
    if (count <= maxTokens || keep === 0) return { text: prefix, tokens: count, truncated: true };
  }
  return { text: "", tokens: 0, truncated: true };
}

/**
 * Stream pieces of one token each (more when a character spans tokens); they join back to `text`.
 * @example splitForStreaming("Hi there!") // ["Hi", " there", "!"]
 */
export function splitForStreaming(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let index = 0;
  let owed = 0;
  for (const token of tokenizer().encode(text, PLAIN_TEXT)) {
    owed += tokenByteLength(token);
    while (owed > 0 && index < text.length) {
      const codePoint = text.codePointAt(index) as number;
      const size = utf8Length(codePoint);
      if (size > owed) break;
      owed -= size;
      index += codePoint > 0xffff ? 2 : 1;
    }
    if (owed === 0 && index > start) {
      pieces.push(text.slice(start, index));
      start = index;
    }
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

function tokenByteLength(token: number): number {
  const { byteLengths, ranks } = tokenizer();
  let size = byteLengths[token] ?? 0;
  if (size === 0) {
    const entry = ranks[token];
    size = entry === undefined ? 0 : typeof entry === "string" ? Buffer.byteLength(entry) : entry.length;
    byteLengths[token] = size;
  }
  return size;
}

// Lone surrogates count 3 bytes: TextEncoder writes them as U+FFFD, as the tokenizer sees them.
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

function prefixLengthForBytes(text: string, bytes: number): number {
  let index = 0;
  let left = bytes;
  while (index < text.length) {
    const codePoint = text.codePointAt(index) as number;
    const size = utf8Length(codePoint);
    if (size > left) break;
    left -= size;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return index;
}
