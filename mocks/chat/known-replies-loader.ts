/**
 * The known replies (known-replies.ts: small talk, facts, explanations, trip plans and the other
 * curated tables), loaded with the first chat, not at start, in Node as in the browser build: a
 * mock that serves tasks, OCR or the control routes never holds them (they are most of an idle
 * server's memory), and `npm start` answers sooner. A failed load is tried again by the next chat.
 */
import type { KnownReply } from "./reply.ts";

let loading: Promise<KnownReply> | undefined;

/** The known replies, loaded on the first call. */
export function loadKnownReplies(): Promise<KnownReply> {
  loading ??= import("./known-replies.ts").then(
    (module) => module.knownReply,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
