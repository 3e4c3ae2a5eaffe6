import type { Deps } from "../core/deps.ts";
import { MockError } from "../core/errors.ts";

/** 429 when the concurrent-stream cap is reached; the stream itself takes the slot when it starts. */
export function openStreamSlot(deps: Deps): void {
  if (deps.streams.open >= deps.config.maxConcurrentStreams) {
    throw new MockError("rate_limited", `Too many concurrent streams (limit ${deps.config.maxConcurrentStreams}). Retry shortly.`, {
      headers: { "retry-after": "1", "retry-after-ms": "1000" },
    });
  }
}
