/**
 * OpenAI's `logprobs` for a reply the mock wrote: one entry per token, each with the token's
 * UTF-8 bytes, a log probability and, with `top_logprobs: k`, the k likeliest tokens at its
 * place. A model mostly writes the token it rates likeliest, so the token itself comes first,
 * and the probabilities of one place never add up past 1. Values come from the request's seed:
 * the same request gives the same numbers.
 */
import type { components } from "../../generated/api.d.ts";
import { hashSeed, seededRandom } from "../data/random.ts";

export type TokenLogprob = components["schemas"]["TokenLogprob"];

/** Tokens a model weighs at almost any place: the alternatives a top list shows beside the token written. */
const COMMON_TOKENS = [" the", ",", " a", ".", " and", " of", " to", " in", " is", " it", " that", "\n", " with", " for", " on", " was"];

const encoder = new TextEncoder();

/** A token's UTF-8 bytes, as OpenAI lists them. */
function bytesOf(token: string): number[] {
  return [...encoder.encode(token)];
}

/** Rounded as OpenAI's JSON writes them, to keep bodies short and stable. */
function rounded(logprob: number): number {
  return Math.round(logprob * 1e6) / 1e6 || 0;
}

/** Other tokens that could stand at a token's place: its other spellings, then common tokens. */
function alternativesOf(token: string, count: number, pick: () => number): string[] {
  const bare = token.trimStart();
  const spelled = [bare === token ? ` ${token}` : bare, token.toLowerCase(), token.charAt(0).toUpperCase() + token.slice(1), token.toUpperCase()];
  const start = Math.floor(pick() * COMMON_TOKENS.length);
  const common = COMMON_TOKENS.map((_, i) => COMMON_TOKENS[(start + i) % COMMON_TOKENS.length]!);
  const alternatives: string[] = [];
  for (const candidate of [...spelled, ...common]) {
    if (alternatives.length >= count) break;
    if (candidate !== "" && candidate !== token && !alternatives.includes(candidate)) alternatives.push(candidate);
  }
  return alternatives;
}

/**
 * The logprobs of `text`, cut into tokens at `ends`, with `top` alternatives per place (0 to 20).
 * @example tokenLogprobs("Hi there", Uint32Array.of(2, 8), 1, 7) // [{ token: "Hi", logprob: -0.01…, bytes: [72, 105], top_logprobs: [{ token: "Hi", … }] }, …]
 */
export function tokenLogprobs(text: string, ends: Uint32Array, top: number, seed: number): TokenLogprob[] {
  const random = seededRandom(seed);
  // Alternatives draw from their own sequence: a token's logprob does not depend on top_logprobs.
  const others = seededRandom(hashSeed(seed, "alternatives"));
  const entries: TokenLogprob[] = [];
  let start = 0;
  for (const end of ends) {
    const token = text.slice(start, end);
    start = end;
    // Most tokens are near-certain; a few (a word choice, the start of a sentence) are not.
    const certainty = random.chance(0.8) ? 0.9 + random.next() * 0.0999 : 0.35 + random.next() * 0.55;
    const logprob = rounded(Math.log(certainty));
    const top_logprobs: TokenLogprob["top_logprobs"] = [];
    if (top > 0) {
      top_logprobs.push({ token, logprob, bytes: bytesOf(token) });
      // The rest of the probability, halved at each place down the list: the list's sum stays under 1.
      let rest = 1 - certainty;
      for (const alternative of alternativesOf(token, top - 1, () => others.next())) {
        rest /= 2;
        top_logprobs.push({ token: alternative, logprob: rounded(Math.log(rest)), bytes: bytesOf(alternative) });
      }
    }
    entries.push({ token, logprob, bytes: bytesOf(token), top_logprobs });
  }
  return entries;
}
