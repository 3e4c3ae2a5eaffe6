/**
 * The known replies (known-replies.ts), imported at once: a server has them from the start.
 * The browser build takes known-replies-loader.browser.ts, which loads them with the first chat.
 */
import { knownReply } from "./known-replies.ts";
import type { KnownReply } from "./reply.ts";

const loaded: Promise<KnownReply> = Promise.resolve(knownReply);

/** The known replies, once they are loaded. */
export function loadKnownReplies(): Promise<KnownReply> {
  return loaded;
}
