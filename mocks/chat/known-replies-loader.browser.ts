/**
 * known-replies-loader.ts for the browser build (scripts/build-browser.ts picks it): the known
 * replies (small talk, memory, facts, translations, images) load with the page's first chat
 * request, not at start. A failed load is tried again by the next chat.
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
