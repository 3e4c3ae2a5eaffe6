/** Stream pacing: time to first token, then a steady token rate. */
export interface PacingProfile {
  /** Milliseconds before the first content chunk. */
  ttftMs: number;
  /** Tokens per second after it; 0 means no pacing. */
  tokensPerSecond: number;
}

/**
 * When each chunk is due, in milliseconds after the stream starts, given the tokens each chunk
 * carries. Offsets are absolute, so a late timer never accumulates drift across the stream.
 * @example chunkOffsets([1, 1, 2], { ttftMs: 200, tokensPerSecond: 10 }) // [200, 300, 500]
 */
export function chunkOffsets(tokensPerChunk: readonly number[], profile: PacingProfile): number[] {
  const interval = profile.tokensPerSecond > 0 ? 1000 / profile.tokensPerSecond : 0;
  const offsets: number[] = [];
  let tokensSent = 0;
  for (const tokens of tokensPerChunk) {
    offsets.push(offsets.length === 0 ? Math.max(0, profile.ttftMs) : Math.max(0, profile.ttftMs) + tokensSent * interval);
    tokensSent += tokens;
  }
  return offsets;
}
